import type { ReadonlySignal } from '@preact/signals';
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { AppDatabase } from '../db/database';
import type { Live } from '../db/live';
import type { GameRecord, PlayerRecord } from '../db/model';

/**
 * What every screen shares: the one database connection and the reads most screens follow.
 * Made once at start (or once per test, see app-state.ts) and handed down through context.
 * Types only here: the first screen must not wait for Dexie to download before it can load.
 */
export interface AppState {
  db: AppDatabase;
  /** The game to continue: the latest one neither finished nor deleted. */
  current: ReadonlySignal<Live<GameRecord | null>>;
  /** Every game not deleted, newest first. */
  games: ReadonlySignal<Live<GameRecord[]>>;
  /** The players of the game started last, in seat order, for "same players as last time". */
  lastPlayers: ReadonlySignal<Live<PlayerRecord[]>>;
}

export const AppStateContext = createContext<AppState | null>(null);

export function useAppState(): AppState {
  const state = useContext(AppStateContext);
  if (!state) throw new Error('useAppState needs an <AppStateContext.Provider> above it');
  return state;
}
