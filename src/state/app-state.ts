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
