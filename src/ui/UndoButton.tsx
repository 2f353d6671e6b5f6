import { useState } from 'preact/hooks';
import type { HistoryEntry } from '../db/model';
import { undoLast } from '../db/mutations';
import type { DbFailure } from '../db/transact';
import { type MessageKey, t } from '../i18n';
import { useAppState } from '../state/app-context';
import { SaveFailure } from './SaveFailure';

interface UndoButtonProps {
  gameId: string;
  /** What Undo would reverse now (undoableEntry); no button when null. */
  entry: HistoryEntry | null;
  /** After a successful undo, with the entry it reversed. */
  onUndone?: (undid: HistoryEntry) => void;
}

/** What an undoable entry did, as a phrase: "saving round 3". */
export function changeText(entry: HistoryEntry): string {
  const round = (entry.summary?.roundIndex ?? 0) + 1;
  return t(`scorekeeper.change.${entry.action}` as MessageKey, { round });
}

/** Undo in one tap, saying what it undoes; nothing is asked and nothing is lost (undoLast). */
export function UndoButton({ gameId, entry, onUndone }: UndoButtonProps) {
  const { db } = useAppState();
  const [failure, setFailure] = useState<DbFailure | null>(null);
  if (!entry) return null;
  const undo = async () => {
    const result = await undoLast(db, gameId);
    setFailure(result.ok ? null : result);
    if (result.ok) onUndone?.(result.value.undid);
  };
  return (
    <div class="stack">
      <button type="button" class="button wide" onClick={undo}>
        <span aria-hidden="true">↶</span> {t('scorekeeper.undo.label', { what: changeText(entry) })}
      </button>
      <SaveFailure failure={failure} />
    </div>
  );
}
