/**
 * The round being played or entered, as the person sees it while it is saved on every tap. What
 * they entered shows at once and stays on screen even when a write fails (a full disk), so they
 * can retry without typing it again. Each change is stored as what it altered (a DraftPatch),
 * laid over the stored draft inside the write: another tab's entries for other seats stay, and
 * show here as soon as they are stored.
 */
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type { AppDatabase } from '../db/database';
import { applyDraftPatch, type DraftPatch, draftPatch, isEmptyPatch } from '../db/draft-patch';
import type { GameRecord, RoundDraft } from '../db/model';
import { changeDraft, saveRound, updateDraft } from '../db/mutations';
import { keepSame } from '../db/same-data';
import type { DbError, DbResult } from '../db/transact';
import { type ScoredDraft, scoreDraft } from '../rules';
import { afterNextPaint } from './after-paint';
import { type DraftEdit, editDraft } from './draft-edit';

export type SaveState = 'saving' | 'saved' | 'failed';

export interface DraftEditor {
  /** The draft on screen: the stored draft with the changes not stored yet laid over it. */
  readonly draft: ReadonlySignal<RoundDraft | null>;
  /** Why the latest write failed, until one succeeds. */
  readonly failure: ReadonlySignal<DbError | null>;
  /** The draft on screen as the engine scores it: the round, or what stops it. */
  readonly scored: ReadonlySignal<ScoredDraft | null>;
  /** Whether everything on screen is stored: what the "Saved" line says. */
  readonly saveState: ReadonlySignal<SaveState>;
  /** Shows the change and stores what it altered. */
  change(next: RoundDraft): Promise<DbResult<GameRecord>>;
  /** Makes the edit to the draft on screen (editDraft), shown at once and stored. */
  dispatch(edit: DraftEdit): void;
  /** Stores the round (saveRound), after storing every change not stored yet. */
  save(): Promise<DbResult<GameRecord>>;
  /** Drops what is not stored yet and shows the stored draft, e.g. after an undo replaced it. */
  showStored(): void;
}

/** A change waiting to be stored: what it altered, or a whole draft where there was none. */
type Pending = { patch: DraftPatch } | { whole: RoundDraft };

export function createDraftEditor(
  db: AppDatabase,
  gameId: string,
  stored: ReadonlySignal<GameRecord | null>,
): DraftEditor {
  const pending = signal<Pending[]>([]);
  const failure = signal<DbError | null>(null);
  // The game as this editor's own last write left it: the live read catches up a moment later,
  // and the screen must not flick back to the older value in between.
  const written = signal<GameRecord | null>(null);
  // Writes go one after another, in the order the taps came.
  let queue: Promise<unknown> = Promise.resolve();

  const latest = computed(() => {
    const live = stored.value;
    const own = written.value;
    // The same write seen again through the live read changes nothing: keep the object, so the
    // screen does not redraw for it.
    return own && (!live || own.updatedAt >= live.updatedAt) ? own : live;
  });
  // Once stored, a change comes back as a new copy of the draft: the parts it did not alter keep
  // the objects already shown, and an equal copy changes nothing, so a tap draws its seat once.
  let shown: RoundDraft | null = null;
  const draft = computed(() => {
    shown = keepSame(
      shown,
      pending.value.reduce<RoundDraft | null>(
        (before, change) =>
          'whole' in change ? change.whole : before && applyDraftPatch(before, change.patch),
        latest.value?.draft ?? null,
      ),
    );
    return shown;
  });

  const store = (change: Pending): Promise<DbResult<GameRecord>> => {
    // Shown at once (pending), stored just after the paint: the write's work never delays a tap.
    const result = queue.then(afterNextPaint).then(async () => {
      const outcome =
        'whole' in change
          ? await updateDraft(db, gameId, change.whole)
          : await changeDraft(db, gameId, change.patch);
      if (outcome.ok) {
        // One redraw for the three, not three.
        batch(() => {
          written.value = outcome.value;
          pending.value = pending.peek().filter((waiting) => waiting !== change);
          failure.value = null;
        });
      } else {
        failure.value = outcome.error;
      }
      return outcome;
    });
    queue = result;
    return result;
  };

  const change = (next: RoundDraft) => {
    const shown = draft.peek();
    const item: Pending = shown ? { patch: draftPatch(shown, next) } : { whole: next };
    if ('patch' in item && isEmptyPatch(item.patch) && pending.peek().length === 0) {
      return Promise.resolve<DbResult<GameRecord>>({
        ok: true,
        value: latest.peek() as GameRecord,
      });
    }
    // Changes refused earlier (a full disk) are tried again first, so they are stored in order.
    const retries = failure.peek() ? pending.peek().slice() : [];
    pending.value = [...pending.peek(), item];
    for (const waiting of retries) void store(waiting);
    return store(item);
  };

  const showStored = () => {
    pending.value = [];
    written.value = null;
    failure.value = null;
  };

  const save = async () => {
    for (const waiting of pending.peek().slice()) {
      const stored = await store(waiting);
      if (!stored.ok) return stored;
    }
    const result = await saveRound(db, gameId);
    failure.value = result.ok ? null : result.error;
    if (result.ok) showStored();
    return result;
  };

  return {
    draft,
    failure,
    scored: computed(() => {
      const game = latest.value;
      return game && draft.value ? scoreDraft(game, draft.value) : null;
    }),
    saveState: computed(() =>
      failure.value ? 'failed' : pending.value.length > 0 ? 'saving' : 'saved',
    ),
    change,
    dispatch(edit) {
      const game = latest.peek();
      const shown = draft.peek();
      if (game && shown) void change(editDraft(game.rules, shown, edit));
    },
    save,
    showStored,
  };
}
