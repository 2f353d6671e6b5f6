/** Helpers for tests only (nothing in the app imports this file). */
import { effect } from '@preact/signals';
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable } from 'dexie';
import { forceCloseDatabase } from 'fake-indexeddb';
import { expect } from 'vitest';
import { presetRules } from '../rules';
import { roundEntry } from '../rules/test-support';
import { type AppDatabase, openDatabase } from './database';
import type { GameRecord, HandEntry, RoundDraft } from './model';
import type { DbResult } from './transact';

/** A database no other test touches. */
export function freshDatabase() {
  return openDatabase(`test-${crypto.randomUUID()}`);
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
