import type { FollowedAction } from '../../db/model';
import { t } from '../../i18n';
import { describeEntry } from './describe-entry';

/** Everything recorded this round, in order, folded away until someone wants to look back. */
export function PlaysLog({
  actions,
  names,
}: {
  actions: readonly FollowedAction[];
  names: readonly string[];
}) {
  return (
    <details class="card plays-log">
      <summary>{t('dispute.follow.log.heading', { count: actions.length })}</summary>
      {actions.length === 0 ? (
        <p class="muted">{t('dispute.follow.log.empty')}</p>
      ) : (
        <ol>
          {actions.map((entry, index) => (
            // Entries never move: their place in the round is their identity.
            <li key={index}>{describeEntry(entry, names)}</li>
          ))}
        </ol>
      )}
    </details>
  );
}
