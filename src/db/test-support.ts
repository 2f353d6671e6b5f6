/** Helpers for this folder's tests only (nothing in the app imports this file). */
import { effect } from '@preact/signals';
import type { DBCore, DBCoreMutateRequest } from 'dexie';
import { forceCloseDatabase } from 'fake-indexeddb';
import { expect } from 'vitest';
import { type AppDatabase, openDatabase } from './database';
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

/**
 * Makes writes fail as a full disk does (QuotaExceededError) whenever `full` says so. Install
 * before the database's first use.
 */
export function fillDisk(
  db: AppDatabase,
  full: (table: string, request: DBCoreMutateRequest) => boolean,
): void {
  db.use({
    stack: 'dbcore',
    name: 'full-disk',
    create: (down: DBCore) => ({
      ...down,
      table: (name: string) => {
        const table = down.table(name);
        return {
          ...table,
          mutate: (request: DBCoreMutateRequest) =>
            full(name, request)
              ? Promise.reject(
                  new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
                )
              : table.mutate(request),
        };
      },
    }),
  });
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
