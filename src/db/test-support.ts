/** Helpers for tests only (nothing in the app imports this file). */
import { effect } from '@preact/signals';
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable } from 'dexie';
import { forceCloseDatabase } from 'fake-indexeddb';
import { afterEach, beforeEach, expect } from 'vitest';
import { presetRules, type RulesInput } from '../rules';
import { roundEntry } from '../rules/test-support';
import { type AppDatabase, openDatabase } from './database';
import type { GameRecord, HandEntry, RoundDraft } from './model';
import { createGame, saveRound, updateDraft } from './mutations';
import { gameHistory } from './queries';
import { draftFromRound } from './round-draft';
import type { DbResult } from './transact';

/** A database no other test touches. */
export function freshDatabase() {
  return openDatabase(`test-${crypto.randomUUID()}`);
}

/**
 * Gives each test of the calling file a database no other test touches, deleted after the test;
 * returns the function that reads the current test's.
 */
export function databaseForEachTest(): () => AppDatabase {
  let db: AppDatabase | undefined;
  beforeEach(() => {
    db = freshDatabase();
  });
  afterEach(async () => {
    await db?.delete();
  });
  return () => {
    if (!db) expect.fail('each test has its own database: read it inside a test or its hooks');
    return db;
  };
}

/** The value of a result that must have succeeded (fails the test with its problem otherwise). */
export function unwrap<T>(result: DbResult<T>): T {
  if (!result.ok) expect.fail(`expected success, got ${result.error}: ${result.problem}`);
  return result.value;
}

export const FAMILY = [{ name: 'Grandma' }, { name: 'Ben' }, { name: 'Ana' }];

/** A stored game of these players under the standard rules, nothing played, unless `facts` say. */
export function gameRecord(facts: Pick<GameRecord, 'players'> & Partial<GameRecord>): GameRecord {
  return {
    id: 'g',
    createdAt: 0,
    updatedAt: 0,
    rules: presetRules('standard'),
    rounds: [],
    draft: null,
    finishedAt: null,
    deletedAt: null,
    ...facts,
  };
}

/** A round's draft at the 12-12 engine with these hands and no train open, unless `facts` say. */
export function roundDraft(entries: HandEntry[], facts: Partial<RoundDraft> = {}): RoundDraft {
  return { ...roundEntry(entries), markers: entries.map(() => false), ...facts };
}

/** The game's draft with scores typed for every seat. */
export function typedDraft(game: GameRecord, ...scores: string[]): RoundDraft {
  const draft = game.draft;
  if (!draft) expect.fail('the game has no draft');
  return { ...draft, entries: scores.map((value) => ({ kind: 'typed', value })) };
}

/** A stored round opened for editing. */
export function draftOf(game: GameRecord, roundIndex: number): RoundDraft {
  const round = game.rounds[roundIndex];
  if (!round) expect.fail(`the game has no round ${roundIndex}`);
  return draftFromRound(round);
}

/**
 * A database for each test of the calling file (databaseForEachTest), and the games tests of
 * its writes make in it.
 */
export function gamesForEachTest() {
  const db = databaseForEachTest();
  return {
    db,
    /** A new game of FAMILY, stored. */
    newGame: async (rules: RulesInput = { preset: 'standard' }): Promise<GameRecord> =>
      unwrap(await createGame(db(), FAMILY, rules)),
    /** Types these scores into the game's draft and saves it as the next round. */
    playRound: async (game: GameRecord, ...scores: string[]): Promise<GameRecord> => {
      unwrap(await updateDraft(db(), game.id, typedDraft(game, ...scores)));
      return unwrap(await saveRound(db(), game.id));
    },
    /** What the game's history recorded, oldest first. */
    historyActions: async (gameId: string): Promise<string[]> =>
      (await gameHistory(db(), gameId)).map((entry) => entry.action),
  };
}

/**
 * Runs `mutate` in place of every write to the database (a Dexie middleware named `name`);
 * `write` does the real one. Install before the database's first use.
 */
function interceptWrites(
  db: AppDatabase,
  name: string,
  mutate: (
    table: string,
    request: DBCoreMutateRequest,
    write: DBCoreTable['mutate'],
  ) => Promise<DBCoreMutateResponse>,
): void {
  db.use({
    stack: 'dbcore',
    name,
    create: (down: DBCore) => ({
      ...down,
      table: (tableName: string) => {
        const table = down.table(tableName);
        return { ...table, mutate: (request) => mutate(tableName, request, table.mutate) };
      },
    }),
  });
}

/**
 * Makes writes fail as a full disk does (QuotaExceededError) whenever `full` says so. Install
 * before the database's first use.
 */
export function fillDisk(
  db: AppDatabase,
  full: (table: string, request: DBCoreMutateRequest) => boolean,
): void {
  interceptWrites(db, 'full-disk', (table, request, write) =>
    full(table, request)
      ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
      : write(request),
  );
}

/**
 * Lets a test make the next write lose its connection halfway, as a browser closing it does:
 * the write is aborted and 'close' fires. Returns the switch that arms it for one write.
 */
export function loseConnectionMidWrite(db: AppDatabase): () => void {
  let armed = false;
  interceptWrites(db, 'connection-lost-mid-write', (_table, request, write) => {
    const written = write(request);
    if (armed) {
      armed = false;
      const transaction = request.trans as unknown as IDBTransaction;
      transaction.abort();
      closeAsTheBrowserDoes(transaction.db);
    }
    return written;
  });
  return () => {
    armed = true;
  };
}

/**
 * Closes an IndexedDB connection as the browser does when it takes it away (iOS with the app in
 * the background, site data cleared): 'close' fires on it. (fake-indexeddb's own type for the
 * argument is wrong: it asks for the class rather than a connection.)
 */
export function closeAsTheBrowserDoes(connection: IDBDatabase): void {
  forceCloseDatabase(connection as unknown as Parameters<typeof forceCloseDatabase>[0]);
}

/** Resolves with the first value `read` gives that passes `test`, watching it as a screen does. */
export function until<T>(read: () => T, test: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      const value = read();
      if (test(value)) {
        queueMicrotask(() => stop());
        resolve(value);
      }
    });
  });
}
