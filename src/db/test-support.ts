/** Helpers for this folder's tests only (nothing in the app imports this file). */
import { expect } from 'vitest';
import { openDatabase } from './database';
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
