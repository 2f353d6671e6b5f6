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
  const line = actionText(entry, all, names);
  const photo = photoSeats(entry);
  if (photo.length === 0) return line;
  return t('entry.history.fromPhoto', {
    line,
    names: formatList(photo.map((seat) => playerName(seat, names))),
  });
}

/**
 * The seats of a saved or changed round whose hand was counted from a photo in that entry (a
 * change names only the photos it brought, not those the round already had).
 */
function photoSeats(entry: HistoryEntry): number[] {
  const index = entry.summary?.roundIndex;
  if (index === undefined || entry.action === 'undone') return [];
  const before = entry.before?.rounds[index]?.totals;
  return (entry.after?.rounds[index]?.totals ?? []).flatMap((total, seat) => {
    const was = before?.[seat];
    const already = was?.from === 'photo' && was.pips === total?.pips;
    return total?.from === 'photo' && !already ? [seat] : [];
  });
}

function actionText(
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
