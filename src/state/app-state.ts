import { effect } from '@preact/signals';
import { type AppDatabase, openDatabase } from '../db/database';
import { liveSignal } from '../db/live';
import { currentGame, listGames } from '../db/queries';
import type { AppState } from './app-context';

/** Opens the app's state over a database (a fresh one per test). */
export function createAppState(db: AppDatabase = openDatabase()): AppState {
  return {
    db,
    current: liveSignal(() => currentGame(db)),
    games: liveSignal(() => listGames(db)),
  };
}

/** How long the first paint may wait for the database: past this, the screen shows "loading". */
const FIRST_ANSWER_MS = 1000;

/**
 * Resolves once the current game is known (or after a short wait), so the home screen paints
 * whole: a "Continue" button that appears a moment later pushes every other button down.
 */
export function whenCurrentGameKnown(state: AppState): Promise<void> {
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
      if (state.current.value.status !== 'loading') done();
    });
  });
}
