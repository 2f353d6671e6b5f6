/**
 * How every read and write runs: one transaction over all tables, its outcome a result value
 * (never a rejection); a refusal or failure leaves the database exactly as it was.
 */
import type { AppDatabase } from './database';

const DB_ERRORS = [
  /** The input is malformed or out of range. */
  'invalid',
  /** No such game (or it is deleted, for writes a deleted game does not take). */
  'not-found',
  /** The game's state does not allow it: finished, no round being entered, all rounds played. */
  'conflict',
  'nothing-to-undo',
  /** The device's storage is full: nothing was written. */
  'quota',
  /** The database could not be reopened. */
  'closed',
  /** Another tab upgraded the database: this copy of the app must reload (see db.outdated). */
  'outdated',
  /** Anything else the browser reported; nothing was written. */
  'failed',
] as const;
export type DbError = (typeof DB_ERRORS)[number];

export type DbFailure = { ok: false; error: DbError; problem: string };
export type DbResult<T> = { ok: true; value: T } | DbFailure;

/** Thrown inside a write to abort its transaction and report a failure. */
class Refusal extends Error {
  constructor(readonly failure: DbFailure) {
    super(failure.problem);
  }
}

/** Stops the current write: nothing it did is kept, and it returns this failure. */
export function refuse(error: DbError, problem: string): never {
  throw new Refusal({ ok: false, error, problem });
}

/** Names of the error and of what it wraps (Dexie keeps the browser's error as `inner`). */
function errorNames(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && names.length < 5) {
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (typeof name === 'string') names.push(name);
    current = inner ?? cause;
  }
  return names;
}

/**
 * An abort, or a reopen that failed, with no other reason given: how a connection the browser
 * closes in the middle of a write shows (the write then wrote nothing), and how Dexie reports a
 * transaction begun just as the browser's 'close' event arrives.
 */
const CONNECTION_LOST = ['AbortError', 'OpenFailedError'];

function classify(error: unknown): DbError {
  const names = errorNames(error);
  if (names.includes('QuotaExceededError')) return 'quota';
  if (names.some((name) => ['DatabaseClosedError', 'InvalidStateError'].includes(name))) {
    return 'closed';
  }
  if (names.includes('VersionChangeError')) return 'outdated';
  if (names.length > 0 && names.every((name) => CONNECTION_LOST.includes(name))) return 'closed';
  return 'failed';
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function outdatedFailure(): DbFailure {
  return { ok: false, error: 'outdated', problem: 'another tab upgraded the database' };
}

/** Tries of one write while its connection keeps closing under it. */
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction over every table. A connection closed under the app is
 * reopened and the work tried again (a try that failed that way wrote nothing: a transaction is
 * all or nothing).
 */
async function run<T>(
  db: AppDatabase,
  mode: 'r' | 'rw',
  work: () => Promise<T>,
): Promise<DbResult<T>> {
  for (let attempt = 1; ; attempt++) {
    if (db.outdated.peek()) return outdatedFailure();
    try {
      const value = await db.transaction(mode, [db.games, db.history, db.settings], work);
      return { ok: true, value };
    } catch (error) {
      if (error instanceof Refusal) return error.failure;
      const kind = classify(error);
      if (kind !== 'closed' || attempt >= ATTEMPTS || db.outdated.peek()) {
        return kind === 'outdated'
          ? outdatedFailure()
          : { ok: false, error: kind, problem: describe(error) };
      }
      try {
        if (!db.isOpen()) await db.open();
      } catch (reopenError) {
        return { ok: false, error: 'closed', problem: describe(reopenError) };
      }
    }
  }
}

/** Each database's latest write, which the next write waits for. */
const lastWrite = new WeakMap<AppDatabase, Promise<unknown>>();

/**
 * A write: strict durability (see database.ts), all or nothing. Writes land in the order they
 * were called, one after another: left to IndexedDB, a connection reopened between two taps
 * can let the second tap's write start first, and the first one then overwrites it.
 */
export function write<T>(db: AppDatabase, work: () => Promise<T>): Promise<DbResult<T>> {
  const result = (lastWrite.get(db) ?? Promise.resolve()).then(() => run(db, 'rw', work));
  lastWrite.set(db, result);
  return result;
}

/** A read that must see one consistent state (an export); plain queries need not use it. */
export function read<T>(db: AppDatabase, work: () => Promise<T>): Promise<DbResult<T>> {
  return run(db, 'r', work);
}
