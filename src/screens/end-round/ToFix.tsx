import type { ReadonlySignal } from '@preact/signals';
import type { GameRecord, RoundDraft } from '../../db/model';
import { t } from '../../i18n';
import type { EntryCheck } from './use-entry-check';

interface ToFixProps {
  check: EntryCheck;
  game: GameRecord;
  draft: ReadonlySignal<RoundDraft>;
}

/**
 * How many issues stop the save, once one was tried. It alone reads the whole draft for it, so
 * a tap redraws this line, not the screen (issue 16), and checks the draft only while it shows.
 */
export function ToFix({ check, game, draft }: ToFixProps) {
  const toFix = check.showAll ? check.toFix(game, draft.value) : 0;
  return toFix > 0 ? (
    <p class="error" role="alert">
      {t('scorekeeper.endRound.toFix', { count: toFix })}
    </p>
  ) : null;
}
