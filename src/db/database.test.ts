import 'fake-indexeddb/auto';
import { type DBCore, Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import fixtureV1 from '../../test/fixtures/db/v1.json';
import { type AppDatabase, openDatabase } from './database';
import type { GameRecord } from './model';
import { createGame, saveRound, updateDraft } from './mutations';
import { currentGame, gameHistory, lastPlayers, listGames } from './queries';
import { FAMILY, freshDatabase, unwrap } from './test-support';
import { checkGame } from './validate';

const opened: AppDatabase[] = [];
function track(db: AppDatabase): AppDatabase {
  opened.push(db);
  return db;
}
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('openDatabase - writes are durable', () => {
  it('asks IndexedDB for strict durability on every write', async () => {
    const db = track(freshDatabase());
    const durabilities: string[] = [];
    db.use({
      stack: 'dbcore',
      name: 'durability-probe',
      create: (down: DBCore) => ({
        ...down,
        transaction: (stores, mode, options) => {
          const transaction = down.transaction(stores, mode, options);
          durabilities.push((transaction as unknown as IDBTransaction).durability);
          return transaction;
        },
      }),
    });
    unwrap(await createGame(db, FAMILY, { preset: 'standard' }));
    expect(durabilities).toContain('strict');
    expect(new Set(durabilities)).toEqual(new Set(['strict']));
  });
});

describe('openDatabase - another tab upgrading the database', () => {
  it('closes this connection, says so in db.outdated, and lets the upgrade through', async () => {
    const db = track(freshDatabase());
    const game = unwrap(await createGame(db, FAMILY, { preset: 'standard' }));
    expect(db.outdated.value).toBe(false);

    const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(db.name, db.verno * 10 + 10);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error('the upgrade was blocked'));
    });
    upgraded.close();

    expect(db.outdated.value).toBe(true);
    expect(db.isOpen()).toBe(false);
    expect(await updateDraft(db, game.id, null)).toMatchObject({ ok: false, error: 'outdated' });
  });
});

type Fixture = {
  schemaVersion: number;
  stores: Record<string, string>;
  tables: Record<string, unknown[]>;
};

/** A database left on this device by a version of the app that stored `fixture`. */
async function seed(fixture: Fixture): Promise<string> {
  const name = `fixture-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(fixture.schemaVersion).stores(fixture.stores);
  await old.open();
  await old.transaction('rw', Object.keys(fixture.tables), async () => {
    for (const [table, rows] of Object.entries(fixture.tables))
      await old.table(table).bulkAdd(rows);
  });
  old.close();
  return name;
}

describe('openDatabase - data stored by schema version 1 opens in this version', () => {
  const games = fixtureV1.tables.games as GameRecord[];
  const inProgress = games.find((g) => g.finishedAt === null && g.deletedAt === null) as GameRecord;
  const off = {
    mexicanAfterAllTrains: false,
    ownTrainFirst: false,
    drawsPerTurn: 'per-play',
    blockedLowestScoresZero: false,
  };

  it('the fixture holds a game in progress, a finished one and a deleted one', () => {
    expect(inProgress.draft?.entries[0]).toEqual({ kind: 'typed', value: '1x' });
    expect(games.some((g) => g.finishedAt !== null)).toBe(true);
    expect(games.some((g) => g.deletedAt !== null)).toBe(true);
  });

  it('lands on the game in progress, half-typed draft included', async () => {
    const db = track(openDatabase(await seed(fixtureV1)));
    // Version 2 added the house rules from other rule sets, off.
    expect(await currentGame(db)).toEqual({
      ...inProgress,
      rules: { ...inProgress.rules, ...off },
    });
    expect(await listGames(db)).toHaveLength(2);
    expect(await listGames(db, { deleted: true })).toHaveLength(1);
    expect(await lastPlayers(db)).toEqual(fixtureV1.tables.settings[0]?.value);
    expect((await gameHistory(db, inProgress.id)).map((e) => e.action)).toEqual([
      'game-created',
      'round-saved',
      'round-saved',
      'round-edited',
    ]);
  });

  it('every stored game passes the checks of this version', async () => {
    const db = track(openDatabase(await seed(fixtureV1)));
    for (const game of await db.games.toArray())
      expect(checkGame(game)).toEqual({ ok: true, value: game });
  });

  it('gains the house rules of version 2, off, in every game and every game in its history', async () => {
    const db = track(openDatabase(await seed(fixtureV1)));
    for (const game of await db.games.toArray()) expect(game.rules).toMatchObject(off);
    for (const entry of await db.history.toArray()) {
      for (const game of [entry.before, entry.after])
        if (game) expect(game.rules).toMatchObject(off);
    }
    const old = fixtureV1.tables.games.map((g) => g.rules);
    expect((await db.games.toArray()).map((g) => g.rules)).toEqual(
      expect.arrayContaining(old.map((rules) => expect.objectContaining(rules))),
    );
  });

  it('takes new writes', async () => {
    const db = track(openDatabase(await seed(fixtureV1)));
    const draft = inProgress.draft;
    if (!draft) expect.fail('the game in progress has a draft');
    const entries = ['1', '0', '12', '3'].map((value) => ({ kind: 'typed' as const, value }));
    unwrap(await updateDraft(db, inProgress.id, { ...draft, entries }));
    expect(unwrap(await saveRound(db, inProgress.id)).rounds).toHaveLength(3);
  });
});
