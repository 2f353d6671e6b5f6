/**
 * Reads. Each is a plain Dexie read, so it can run inside liveSignal (live.ts) and update
 * whenever a write touches what it read.
 */
import type { AppDatabase } from './database';
import type {
  GameRecord,
  HistoryEntry,
  JoinedNames,
  PlayerRecord,
  SettingKey,
  SettingValues,
} from './model';
import { nextUndo } from './undo';

/** A setting's stored value: the key fixes its type (see SettingValues). */
async function setting<K extends SettingKey>(
  db: AppDatabase,
  key: K,
): Promise<SettingValues[K] | undefined> {
  return (await db.settings.get(key))?.value as SettingValues[K] | undefined;
}

/** The game to continue: the most recently changed one that is neither finished nor deleted. */
export async function currentGame(db: AppDatabase): Promise<GameRecord | null> {
  const game = await db.games
    .orderBy('updatedAt')
    .reverse()
    .filter((g) => g.finishedAt === null && g.deletedAt === null)
    .first();
  return game ?? null;
}

/** A game by id, deleted or not (the caller reads deletedAt). */
export async function gameById(db: AppDatabase, gameId: string): Promise<GameRecord | null> {
  return (await db.games.get(gameId)) ?? null;
}

/** Past and present games, newest first; with `deleted`, the deleted ones instead. */
export function listGames(
  db: AppDatabase,
  { deleted = false }: { deleted?: boolean } = {},
): Promise<GameRecord[]> {
  return db.games
    .orderBy('createdAt')
    .reverse()
    .filter((g) => (g.deletedAt !== null) === deleted)
    .toArray();
}

/** A game's history, oldest first. */
export function gameHistory(db: AppDatabase, gameId: string): Promise<HistoryEntry[]> {
  return db.history.where('gameId').equals(gameId).toArray();
}

/** What undoLast would reverse now, so an Undo button can say what it undoes; null: nothing. */
export async function undoableEntry(db: AppDatabase, gameId: string): Promise<HistoryEntry | null> {
  return nextUndo(await db.history.where('gameId').equals(gameId).reverse().toArray());
}

/** The players of the latest new game, in seat order; empty before the first game. */
export async function lastPlayers(db: AppDatabase): Promise<PlayerRecord[]> {
  return (await setting(db, 'lastPlayers')) ?? [];
}

/** The names joined as one person in the family record; none before the first join. */
export async function joinedNames(db: AppDatabase): Promise<JoinedNames> {
  return (await setting(db, 'joinedNames')) ?? [];
}
