import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { type AppDatabase, openDatabase } from './database';
import type { MirrorStore } from './mirror';
import type { GameRecord } from './model';
import { createGame, deleteGame, joinNames, purge, saveRound, updateDraft } from './mutations';
import { FAMILY, unwrap } from './test-support';

/** The copy in memory: table -> key -> text. */
function memoryStore(): MirrorStore & { rows: Map<string, Map<string, string>> } {
  const rows = new Map<string, Map<string, string>>();
  const table = (name: string) => {
    if (!rows.has(name)) rows.set(name, new Map());
    return rows.get(name) as Map<string, string>;
  };
  return {
    rows,
    write: async (name, key, text) => void table(name).set(key, text),
    remove: async (name, key) => void table(name).delete(key),
    keys: async (name) => [...table(name).keys()],
    read: async (name, key) => table(name).get(key) ?? null,
  };
}

/** Everything in the copy, as text to compare. */
const snapshot = (store: ReturnType<typeof memoryStore>) =>
  JSON.stringify([...store.rows].map(([table, rows]) => [table, [...rows]]));

const copied = (store: ReturnType<typeof memoryStore>, table: string) =>
  [...(store.rows.get(table)?.values() ?? [])].map((text) => JSON.parse(text));

async function contents(db: AppDatabase) {
  return {
    games: await db.games.orderBy('id').toArray(),
    history: await db.history.orderBy('id').toArray(),
    settings: await db.settings.orderBy('key').toArray(),
  };
}

async function playedGame(db: AppDatabase): Promise<GameRecord> {
  const game = unwrap(await createGame(db, FAMILY, { preset: 'standard' }));
  const draft = game.draft;
  if (!draft) expect.fail('a new game has a draft');
  const entries = ['12', '0', '30'].map((value) => ({ kind: 'typed' as const, value }));
  unwrap(await updateDraft(db, game.id, { ...draft, entries }));
  return unwrap(await saveRound(db, game.id));
}

const name = () => `mirror-${crypto.randomUUID()}`;

describe('the copy outside IndexedDB', () => {
  it('holds every row as the database stores it, once each write has committed', async () => {
    const store = memoryStore();
    const db = openDatabase(name(), store);
    await playedGame(db);
    await db.mirrored();
    const stored = await contents(db);
    expect(copied(store, 'games')).toEqual(stored.games);
    expect(copied(store, 'history').sort((a, b) => a.id - b.id)).toEqual(stored.history);
    expect(copied(store, 'settings')).toEqual(stored.settings);
    await db.delete();
  });

  it('copies nothing of a write that did not commit', async () => {
    const store = memoryStore();
    const db = openDatabase(name(), store);
    const game = await playedGame(db);
    await db.mirrored();
    const before = snapshot(store);
    const aborted = db.transaction('rw', db.games, async () => {
      await db.games.put({ ...game, rounds: [] });
      throw new Error('refused after the put');
    });
    await expect(aborted).rejects.toThrow('refused after the put');
    await db.mirrored();
    expect(snapshot(store)).toBe(before);
    await db.delete();
  });

  it('gives a database that comes back empty every game, its history and settings', async () => {
    const store = memoryStore();
    const dbName = name();
    const first = openDatabase(dbName, store);
    const game = await playedGame(first);
    unwrap(await joinNames(first, 'Ben', 'Ana'));
    await first.mirrored();
    const before = await contents(first);
    // What Chromium does to a database it finds damaged: deletes it.
    await first.delete();

    const again = openDatabase(dbName, store);
    expect(await contents(again)).toEqual(before);
    // The restored history's ids are taken: the next entry gets a new one.
    unwrap(await deleteGame(again, game.id));
    const ids = (await again.history.toArray()).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    await again.delete();
  });

  it('copies the rows stored before the copy existed, once', async () => {
    const dbName = name();
    const old = openDatabase(dbName, null);
    await playedGame(old);
    const stored = await contents(old);
    old.close();

    const store = memoryStore();
    const db = openDatabase(dbName, store);
    await db.open();
    await db.mirrored();
    expect(copied(store, 'games')).toEqual(stored.games);
    expect(copied(store, 'history')).toHaveLength(stored.history.length);
    await db.delete();
  });

  it('copies at the next open a row whose copy the page never wrote', async () => {
    const store = memoryStore();
    const dbName = name();
    const db = openDatabase(dbName, store);
    await playedGame(db);
    await db.mirrored();
    const stored = await contents(db);
    db.close();
    // The page closed before the game's first history entry reached the copy.
    const history = store.rows.get('history');
    const [first] = [...(history?.keys() ?? [])];
    if (first !== undefined) history?.delete(first);
    expect(copied(store, 'history')).toHaveLength(stored.history.length - 1);

    const again = openDatabase(dbName, store);
    await again.open();
    await again.mirrored();
    const byId = copied(store, 'history').sort((a, b) => a.id - b.id);
    expect(byId).toEqual(stored.history);
    await again.delete();
  });

  it('lets go of games purged for good', async () => {
    const store = memoryStore();
    const db = openDatabase(name(), store);
    const game = await playedGame(db);
    unwrap(await deleteGame(db, game.id));
    unwrap(await purge(db));
    await db.mirrored();
    expect(copied(store, 'games')).toEqual([]);
    expect(copied(store, 'history')).toEqual([]);
    await db.delete();
  });

  it('lets go of the rows a table clears', async () => {
    const store = memoryStore();
    const db = openDatabase(name(), store);
    await playedGame(db);
    await db.settings.clear();
    await db.mirrored();
    expect(copied(store, 'settings')).toEqual([]);
    expect(copied(store, 'games')).toHaveLength(1);
    await db.delete();
  });

  it('leaves the database working where the browser refuses the copy', async () => {
    const refused = () => Promise.reject(new DOMException('no OPFS here', 'SecurityError'));
    const store: MirrorStore = { write: refused, remove: refused, keys: refused, read: refused };
    const db = openDatabase(name(), store);
    const game = await playedGame(db);
    await db.mirrored();
    expect(await db.games.get(game.id)).toEqual(game);
    await db.delete();
  });
});
