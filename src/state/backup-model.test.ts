import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from '../db/database';
import { MAX_BACKUP_CHARS } from '../db/limits';
import { listGames } from '../db/queries';
import { exportBackup, restoreBackup } from './backup-model';
import { startGame } from './game-list-writes';

let db: AppDatabase;
let other: AppDatabase;
beforeEach(() => {
  db = openDatabase(`test-${crypto.randomUUID()}`);
  other = openDatabase(`test-${crypto.randomUUID()}`);
});
afterEach(async () => {
  await db.delete();
  await other.delete();
});

/** A file that fails the test if anything reads it. */
function unreadFile(size: number): Blob {
  const file = new Blob(['{}']);
  Object.defineProperty(file, 'size', { value: size });
  file.text = () => expect.fail('a file too large was read');
  return file;
}

describe('restoreBackup - a chosen file back in, all or nothing', () => {
  it('adds the games of a file saved on another phone', async () => {
    await startGame(other, [{ name: 'Ann' }, { name: 'Bob' }], { preset: 'standard' });
    const saved = await exportBackup(other);
    if (!saved.ok) expect.fail(saved.problem);
    const restored = await restoreBackup(db, new Blob([saved.value]));
    expect(restored).toMatchObject({ ok: true, value: { unchanged: 0 } });
    expect((await listGames(db)).map((game) => game.players.map((p) => p.name))).toEqual([
      ['Ann', 'Bob'],
    ]);
  });

  it('refuses a file larger than any backup without reading it', async () => {
    expect(await restoreBackup(db, unreadFile(MAX_BACKUP_CHARS + 1))).toEqual({
      ok: false,
      code: 'too-large',
    });
  });

  it('refuses a file the phone cannot read', async () => {
    const file = new Blob(['{}']);
    file.text = () => Promise.reject(new DOMException('gone', 'NotReadableError'));
    expect(await restoreBackup(db, file)).toEqual({ ok: false, code: 'unreadable' });
  });

  it("passes on the storage layer's refusal of a damaged file, and writes nothing", async () => {
    const restored = await restoreBackup(db, new Blob(['not json']));
    expect(restored).toMatchObject({ ok: false, code: 'not-a-backup' });
    expect(await listGames(db)).toEqual([]);
  });
});
