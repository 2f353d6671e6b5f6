import { effect } from '@preact/signals';
import { writeContinueNote } from '../db/continue-note';
import { type AppDatabase, openDatabase } from '../db/database';
import { liveSignal } from '../db/live';
import { currentGame, lastPlayers, listGames } from '../db/queries';
import type { AppState } from './app-context';
import { continueNoteOf } from './continue-game';

export { purge } from './game-list-writes';

/** Opens the app's state over a database (a fresh one per test). */
export function createAppState(db: AppDatabase = openDatabase()): AppState {
  return {
    db,
    current: liveSignal(() => currentGame(db)),
    games: liveSignal(() => listGames(db)),
    lastPlayers: liveSignal(() => lastPlayers(db)),
  };
}

/** How long the first paint may wait for the database: past this, the screen shows "loading". */
const FIRST_ANSWER_MS = 1000;

/**
 * Resolves once the reads the first screens show are done (or after a short wait), so the screen
 * paints whole: a "Continue" or "Same players" button that appears a moment later pushes every
 * other button down.
 */
export function whenFirstReadsDone(state: AppState): Promise<void> {
  return new Promise((resolve) => {
    let stop = () => {};
    const done = () => {
      clearTimeout(timer);
      // Called from inside the effect on its first run, before `stop` is assigned: defer it.
      queueMicrotask(() => stop());
      resolve();
    };
    const timer = setTimeout(done, FIRST_ANSWER_MS);
    stop = effect(() => {
      const reads = [state.current.value, state.lastPlayers.value];
      if (reads.every((read) => read.status !== 'loading')) done();
    });
  });
}

/**
 * Keeps the note beside the database (see db/continue-note.ts) in step with the game to
 * continue, whatever changes it: a round saved here, a game finished, deleted or imported, or
 * another tab. Returns the cleanup.
 */
export function keepContinueNote(state: AppState): () => void {
  return effect(() => {
    const live = state.current.value;
    if (live.status === 'ready') writeContinueNote(live.value && continueNoteOf(live.value));
  });
}
