import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBackup, importBackup, parseBackup } from '../../src/db/backup';
import type { AppDatabase } from '../../src/db/database';
import { MAX_BACKUP_CHARS } from '../../src/db/limits';
import { freshDatabase, unwrap } from '../../src/db/test-support';
import { badBackupFile } from './bad-backup';
import { everything, forget } from './database-support';
import { gameScript, play } from './played-game';
import { validGame } from './valid-game';

/** What a refusal may say: a sentence a person can read, whatever the file held. */
const LONGEST_MESSAGE = 300;

/** Every own property of the built-in prototypes, as it was before any file was read. */
const PROTOTYPES = [Object, Array, Function, String, Number, Boolean].map((c) => c.prototype);
const pristine = PROTOTYPES.flatMap((prototype) =>
  Reflect.ownKeys(prototype).map((key) => ({
    prototype,
    key,
    descriptor: Object.getOwnPropertyDescriptor(prototype, key) as PropertyDescriptor,
  })),
);

/** The first change a file made to a built-in prototype, or null. Plain code: runs per file. */
function prototypeChange(): string | null {
  for (const prototype of PROTOTYPES) {
    const expected = pristine.filter((p) => p.prototype === prototype).length;
    if (Reflect.ownKeys(prototype).length !== expected) return 'a prototype gained a property';
  }
  for (const { prototype, key, descriptor } of pristine) {
    const now = Object.getOwnPropertyDescriptor(prototype, key);
    if (
      !now ||
      !Object.is(now.value, descriptor.value) ||
      now.get !== descriptor.get ||
      now.set !== descriptor.set
    ) {
      return `${String(key)} changed on a prototype`;
    }
  }
  return Object.getPrototypeOf({}) === Object.prototype
    ? null
    : 'a new object has another prototype';
}

/** What is wrong with how a refusal reads, or null: a sentence a person can read. */
function messageFault(problem: unknown): string | null {
  if (typeof problem !== 'string' || problem.trim() === '') return 'no message';
  if (problem.length > LONGEST_MESSAGE) {
    return `a message ${problem.length} characters long: ${problem.slice(0, 200)}…`;
  }
  return null;
}

function describeFile(text: string): string {
  return `a file of ${text.length} characters starting ${JSON.stringify(text.slice(0, 300))}`;
}

/** A file read without a database: never a throw, either every game or a message. */
function parseSafely(text: string): ReturnType<typeof parseBackup> {
  let parsed: ReturnType<typeof parseBackup>;
  try {
    parsed = parseBackup(text);
  } catch (error) {
    expect.fail(`parseBackup threw ${error} on ${describeFile(text)}`);
  }
  const fault = parsed.ok
    ? parsed.games.every((game) => Object.getPrototypeOf(game) === Object.prototype)
      ? null
      : 'a game read with another prototype'
    : messageFault(parsed.problem);
  const reached = prototypeChange();
  if (fault || reached) expect.fail(`${fault ?? reached} on ${describeFile(text)}`);
  return parsed;
}

let db: AppDatabase;
let exports: string[];

beforeAll(async () => {
  db = freshDatabase();
  // Real exports: generated games of every kind, and games played through the mutations.
  for (const game of fc.sample(validGame, { numRuns: 6, seed: 42 })) await db.games.add(game);
  for (const script of fc.sample(gameScript, { numRuns: 4, seed: 42 })) await play(db, script);
  const ids = await db.games.toCollection().primaryKeys();
  exports = [
    unwrap(await exportBackup(db)),
    ...(await Promise.all(ids.map(async (id) => unwrap(await exportBackup(db, { gameId: id }))))),
  ];
});
afterAll(async () => {
  await db.delete();
});

/** Imports on a database that already holds games: a refusal must leave every row as it was. */
async function importSafely(text: string): Promise<void> {
  const before = await everything(db);
  let result: Awaited<ReturnType<typeof importBackup>>;
  try {
    result = await importBackup(db, text);
  } catch (error) {
    expect.fail(`importBackup threw ${error}`);
  }
  const after = await everything(db);
  if (!result.ok) {
    expect(messageFault(result.problem)).toBeNull();
    expect(after).toEqual(before);
    return;
  }
  // Taken in whole: every game as it was, plus the new ones, each with its history entry.
  expect(after.games).toEqual(expect.arrayContaining(before.games));
  expect(after.games).toHaveLength(before.games.length + result.value.imported.length);
  expect(after.history).toHaveLength(before.history.length + result.value.imported.length);
  await forget(db);
  await db.games.bulkAdd(before.games);
  await db.history.bulkAdd(before.history);
  await db.settings.bulkAdd(before.settings);
}

describe('parseBackup and importBackup - no file, however bad, crashes, writes half, or reaches a prototype', () => {
  it('10,000 generated files: each read whole or refused with a short message; every 50th imported for real', async () => {
    let files = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(badBackupFile(exports), async (text) => {
        files++;
        if (!parseSafely(text).ok) refused++;
        if (files % 50 === 0) await importSafely(text);
      }),
      { numRuns: 10_000 },
    );
    expect(files).toBeGreaterThanOrEqual(10_000);
    // Most damage must be caught; the rest changed a value to another valid one.
    expect(refused / files).toBeGreaterThan(0.7);
  }, 120_000);

  it('a 50 MB file is refused at once, and changes nothing', async () => {
    const text = exports[0]?.replace('"name": "', `"name": "${'x'.repeat(50 * 2 ** 20)}`) ?? '';
    expect(text.length).toBeGreaterThan(50 * 2 ** 20);
    const started = performance.now();
    expect(parseSafely(text)).toMatchObject({ ok: false });
    await importSafely(text);
    expect(performance.now() - started).toBeLessThan(2_000);
  }, 30_000);

  it('a file just under the size limit, with a name millions of letters long, is refused without quoting it', async () => {
    const filler = MAX_BACKUP_CHARS - (exports[0]?.length ?? 0) - 16;
    const text = exports[0]?.replace('"name": "', `"name": "${'y'.repeat(filler)}`) ?? '';
    expect(text.length).toBeLessThanOrEqual(MAX_BACKUP_CHARS);
    const parsed = parseSafely(text);
    expect(parsed).toMatchObject({ ok: false });
    await importSafely(text);
  }, 30_000);
});
