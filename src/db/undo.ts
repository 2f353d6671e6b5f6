import { type HistoryEntry, UNDOABLE_ACTIONS } from './model';

/**
 * The entry "Undo" reverses next, from a game's history newest first: the latest undoable entry
 * not already undone. Undos themselves are skipped, so repeated undos walk further back; a
 * game's creation or import ends the walk.
 */
export function nextUndo(newestFirst: readonly HistoryEntry[]): HistoryEntry | null {
  const undone = new Set<number>();
  for (const entry of newestFirst) {
    if (entry.action === 'undone') {
      if (entry.summary?.undid !== undefined) undone.add(entry.summary.undid);
    } else if (!undone.has(entry.id)) {
      return UNDOABLE_ACTIONS.includes(entry.action) && entry.before !== null ? entry : null;
    }
  }
  return null;
}
