import type { HistoryEntry } from '../../db/model';
import { formatList, type MessageKey, playerName, t } from '../../i18n';
import { changeText } from '../../ui/UndoButton';

/**
 * A history entry as a line of the game's story, in the person's language, from its summary
 * (never from the stored text of another language): "Round 3 changed: Ann 12 → 15".
 */
export function historyText(
  entry: HistoryEntry,
  all: readonly HistoryEntry[],
  names: readonly string[],
): string {
  const round = (entry.summary?.roundIndex ?? 0) + 1;
  switch (entry.action) {
    case 'round-edited': {
      const changes = entry.summary?.changes ?? [];
      if (changes.length === 0) return t('scorekeeper.history.round-edited-same', { round });
      const each = changes.map(({ seat, from, to }) =>
        t('scorekeeper.history.change', { name: playerName(seat, names), from, to }),
      );
      return t('scorekeeper.history.round-edited', { round, changes: formatList(each) });
    }
    case 'undone': {
      const undid = all.find((other) => other.id === entry.summary?.undid);
      return t('scorekeeper.history.undone', { what: undid ? changeText(undid) : '' });
    }
    default:
      return t(`scorekeeper.history.${entry.action}` as MessageKey, { round });
  }
}
