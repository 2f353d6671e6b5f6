/**
 * The round being played or entered, as the person sees it while it is saved on every tap. What
 * they entered shows at once and stays on screen even when a write fails (a full disk), so they
 * can retry without typing it again; the stored draft shows whenever nothing is waiting.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { AppDatabase } from '../db/database';
import type { GameRecord, RoundDraft } from '../db/model';
import { saveRound, updateDraft } from '../db/mutations';
import type { DbError, DbResult } from '../db/transact';

export interface DraftEditor {
  /** The draft on screen: the latest change, else the stored draft. */
  readonly draft: ReadonlySignal<RoundDraft | null>;
  /** Why the latest write failed, until one succeeds. */
  readonly failure: ReadonlySignal<DbError | null>;
  /** Shows the change and stores it (updateDraft). */
  change(next: RoundDraft): Promise<DbResult<GameRecord>>;
  /** Stores the round (saveRound), after storing the latest change if it is not stored yet. */
  save(): Promise<DbResult<GameRecord>>;
  /** Shows the stored draft again, e.g. after an undo replaced it. */
  follow(): void;
}

export function createDraftEditor(
  db: AppDatabase,
  gameId: string,
  stored: ReadonlySignal<GameRecord | null>,
): DraftEditor {
  const shown = signal<RoundDraft | null>(null);
  const unsaved = signal(false);
  const failure = signal<DbError | null>(null);

  const remember = (result: DbResult<GameRecord>, draft: RoundDraft) => {
    // Only the latest change decides what is unsaved: an older write finishing late must not
    // mark a newer, failed one as stored.
    if (shown.peek() !== draft) return;
    unsaved.value = !result.ok;
    failure.value = result.ok ? null : result.error;
  };

  const change = async (next: RoundDraft) => {
    shown.value = next;
    unsaved.value = true;
    const result = await updateDraft(db, gameId, next);
    remember(result, next);
    return result;
  };

  const save = async () => {
    const latest = shown.peek();
    if (latest && unsaved.peek()) {
      const stored = await change(latest);
      if (!stored.ok) return stored;
    }
    const result = await saveRound(db, gameId);
    failure.value = result.ok ? null : result.error;
    if (result.ok) follow();
    return result;
  };

  const follow = () => {
    shown.value = null;
    unsaved.value = false;
    failure.value = null;
  };

  return {
    draft: computed(() => shown.value ?? stored.value?.draft ?? null),
    failure,
    change,
    save,
    follow,
  };
}
