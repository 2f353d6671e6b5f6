import { useState } from 'preact/hooks';
import type { HistoryEntry } from '../db/model';
import type { Undone } from '../db/mutations';
import type { DbFailure, DbResult } from '../db/transact';
import { type MessageKey, t } from '../i18n';
import { SaveFailure } from './SaveFailure';

interface UndoButtonProps {
  /** What Undo would reverse now (GameModel.undoable); no button when null. */
  entry: HistoryEntry | null;
  /** Reverses it (GameModel.undo). */
  undo: () => Promise<DbResult<Undone>>;
  /** After a successful undo, with the entry it reversed. */
  onUndone?: (undid: HistoryEntry) => void;
}

/** What an undoable entry did, as a phrase: "saving round 3". */
export function changeText(entry: HistoryEntry): string {
  const round = (entry.summary?.roundIndex ?? 0) + 1;
  return t(`scorekeeper.change.${entry.action}` as MessageKey, { round });
}

/** Undo in one tap, saying what it undoes; nothing is asked and nothing is lost. */
export function UndoButton({ entry, undo, onUndone }: UndoButtonProps) {
  const [failure, setFailure] = useState<DbFailure | null>(null);
  if (!entry) return null;
  const undoIt = async () => {
    const result = await undo();
    setFailure(result.ok ? null : result);
    if (result.ok) onUndone?.(result.value.undid);
  };
  return (
    <div class="stack">
      <button type="button" class="button wide" onClick={undoIt}>
        <span aria-hidden="true">↶</span> {t('scorekeeper.undo.label', { what: changeText(entry) })}
      </button>
      <SaveFailure failure={failure} />
    </div>
  );
}
