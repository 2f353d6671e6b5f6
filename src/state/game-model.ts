/**
 * One game as its screens see it, and the one way they change it: the stored record as it
 * changes, its view, what Undo would reverse, the draft being entered, the followed table and
 * the game's history; finish, undo and edit a round. A game route makes one (useGameModel) and
 * hands it to its parts, so no screen reads or writes the database itself.
 *
 * Reads follow the database only while something shows them (liveSignal): a model nobody looks
 * at costs nothing, and the history is read only by the screen that lists it.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { AppDatabase } from '../db/database';
import { type Live, liveSignal } from '../db/live';
import type { GameRecord, HistoryEntry, RoundDraft } from '../db/model';
import { editRound, finishGame, type Undone, undoLast } from '../db/mutations';
import { gameById, gameHistory, undoableEntry } from '../db/queries';
import { draftFromRound, emptyDraft } from '../db/round-draft';
import type { DbResult } from '../db/transact';
import { createDraftEditor, type DraftEditor } from './draft-editor';
import { createFollowModel, type FollowModel } from './follow-model';
import { type GameView, gameView } from './game-view';

export interface GameModel {
  readonly id: string;
  /** Loading, failed, or the game (null: no such game on this phone). */
  readonly live: ReadonlySignal<Live<GameRecord | null>>;
  /** The game once loaded; null while loading or when missing. */
  readonly game: ReadonlySignal<GameRecord | null>;
  /** What the scorekeeper's screens show of it (round, engine, who starts, standings). */
  readonly view: ReadonlySignal<GameView | null>;
  /** What Undo would reverse now; null when nothing can be undone. */
  readonly undoable: ReadonlySignal<HistoryEntry | null>;
  /** Every change to the game, oldest first (empty until read). */
  readonly history: ReadonlySignal<HistoryEntry[]>;
  /** The round being played as it is entered, stored on every tap. */
  readonly editor: DraftEditor;
  /** The round being played, followed play by play ("Follow the table"). */
  readonly follow: FollowModel;
  /** The draft that begins the round to play, when no round is begun; null once all are played. */
  readonly freshDraft: ReadonlySignal<RoundDraft | null>;
  /** A stored round (from 0) as a draft, for the form that entered it; null when there is none. */
  roundDraft(index: number): RoundDraft | null;
  /** Reverses what `undoable` names; the draft on screen becomes the stored one again. */
  undo(): Promise<DbResult<Undone>>;
  /** Ends the game (after its last round, or early). */
  finish(): Promise<DbResult<GameRecord>>;
  /** Replaces a stored round (from 0) with the draft, scored again; kept in the history. */
  editRound(index: number, draft: RoundDraft): Promise<DbResult<GameRecord>>;
}

/**
 * `known`: the game as another live read already holds it (the game being played), shown at
 * once instead of "loading" for a moment.
 */
export function createGameModel(
  db: AppDatabase,
  gameId: string,
  known?: Live<GameRecord | null>,
): GameModel {
  const live = liveSignal(() => gameById(db, gameId), known);
  const undoLive = liveSignal(() => undoableEntry(db, gameId));
  const historyLive = liveSignal(() => gameHistory(db, gameId));
  const game = computed(() => (live.value.status === 'ready' ? live.value.value : null));
  const editor = createDraftEditor(db, gameId, game);
  return {
    id: gameId,
    live,
    game,
    view: gameView(game),
    undoable: computed(() => (undoLive.value.status === 'ready' ? undoLive.value.value : null)),
    history: computed(() => (historyLive.value.status === 'ready' ? historyLive.value.value : [])),
    editor,
    follow: createFollowModel(game, editor),
    freshDraft: computed(() => (game.value ? emptyDraft(game.value) : null)),
    roundDraft(index) {
      const round = game.peek()?.rounds[index];
      return round ? draftFromRound(round) : null;
    },
    async undo() {
      const undone = await undoLast(db, gameId);
      if (undone.ok) editor.showStored();
      return undone;
    },
    finish: () => finishGame(db, gameId),
    editRound: (index, draft) => editRound(db, gameId, index, draft),
  };
}
