import type { DbError, DbFailure } from '../db/transact';
import { t } from '../i18n';

/** Why a write did not happen, in words: a full phone is named; anything else kept general. */
export function SaveFailure({ failure }: { failure: DbFailure | DbError | null }) {
  if (failure === null) return null;
  const error = typeof failure === 'string' ? failure : failure.error;
  return (
    <p class="error" role="alert">
      {error === 'quota'
        ? t('common.storage.full')
        : error === 'nothing-to-undo'
          ? t('scorekeeper.undo.nothing')
          : t('common.storage.failed')}
    </p>
  );
}
