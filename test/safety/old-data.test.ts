import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { exportBackup, importBackup } from '../../src/db/backup';
import { type AppDatabase, openDatabase } from '../../src/db/database';
import type { GameRecord, RoundDraft } from '../../src/db/model';
import { restoreGame, saveRound, undoLast, updateDraft } from '../../src/db/mutations';
import { gameById, gameHistory, lastPlayers, undoableEntry } from '../../src/db/queries';
import { freshDatabase, unwrap } from '../../src/db/test-support';
import { checkGame } from '../../src/db/validate';

/** A database as an earlier version of the app left it on a phone (see src/db/README.md). */
interface Fixture {
  file: string;
  schemaVersion: number;
  stores: Record<string, string>;
  tables: { games: GameRecord[]; history: Record<string, unknown>[]; settings: unknown[] };
}

const FIXTURES_FOLDER = new URL('../fixtures/db/', import.meta.url);
const fixtures: Fixture[] = readdirSync(FIXTURES_FOLDER)
  .filter((file) => /^v\d+\.json$/.test(file))
  .map((file) => ({ file, ...JSON.parse(readFileSync(new URL(file, FIXTURES_FOLDER), 'utf8')) }));

const opened: AppDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

/** Writes the fixture's rows with its own schema, then opens that database with this app's. */
async function openOld(fixture: Fixture): Promise<AppDatabase> {
  const name = `old-${fixture.file}-${crypto.randomUUID()}`;
  const old = new Dexie(name);
  old.version(fixture.schemaVersion).stores(fixture.stores);
  await old.transaction('rw', Object.keys(fixture.tables), async () => {
    for (const [table, rows] of Object.entries(fixture.tables)) {
      await old.table(table).bulkAdd(rows);
    }
  });
  old.close();
  const db = openDatabase(name);
  opened.push(db);
  await db.open();
  return db;
}

/**
 * What the people at the table entered, whatever shape a version stores it in. A version that
 * moves or renames these fields must map both shapes to the same facts here; one that drops any
 * of them loses data and must fail.
 */
function enteredFacts(game: GameRecord) {
  return {
    id: game.id,
    players: game.players.map((player) => [player.id, player.name]),
    rounds: game.rounds.map((round) => [
      round.engine,
      round.start,
      round.out,
      round.blocked,
      round.scores,
      round.tiles,
    ]),
    draft: game.draft && [game.draft.engine, game.draft.markers, game.draft.entries],
    finished: game.finishedAt,
    deleted: game.deletedAt,
  };
}

describe('old data - every schema version ever shipped has a fixture', () => {
  it('one per version, from 1 to the version this app opens', () => {
    const versions = fixtures.map((fixture) => fixture.schemaVersion).sort((a, b) => a - b);
    const current = openDatabase('never-opened').verno;
    expect(versions).toEqual(Array.from({ length: current }, (_, i) => i + 1));
  });
});

describe.each(fixtures)(
  'old data - a database written by $file opens with nothing lost',
  (fixture) => {
    const games = fixture.tables.games;
    const inProgress = games.filter(
      (g) => g.draft && g.finishedAt === null && g.deletedAt === null,
    );

    it('holds a game in progress, a finished one and a deleted one, each with history', () => {
      expect(inProgress.length).toBeGreaterThan(0);
      expect(games.some((g) => g.finishedAt !== null)).toBe(true);
      expect(games.some((g) => g.deletedAt !== null)).toBe(true);
      expect(new Set(fixture.tables.history.map((entry) => entry.gameId))).toEqual(
        new Set(games.map((g) => g.id)),
      );
    });

    it('keeps every game with everything entered in it', async () => {
      const db = await openOld(fixture);
      const stored = await db.games.toArray();
      expect(stored.map(enteredFacts).sort(byId)).toEqual(games.map(enteredFacts).sort(byId));
    });

    it('keeps every game’s history and the players of the last game', async () => {
      const db = await openOld(fixture);
      for (const game of games) {
        const history = (await gameHistory(db, game.id)).map(({ action, at }) => ({ action, at }));
        const expected = fixture.tables.history
          .filter((entry) => entry.gameId === game.id)
          .map(({ action, at }) => ({ action, at }));
        expect(history).toEqual(expected);
      }
      const settings = fixture.tables.settings as { key: string; value: { name: string }[] }[];
      const last = settings.find((setting) => setting.key === 'lastPlayers')?.value ?? [];
      expect((await lastPlayers(db)).map((player) => player.name)).toEqual(
        last.map((player) => player.name),
      );
    });

    it('every game passes this version’s checks, so later writes to it are not refused', async () => {
      const db = await openOld(fixture);
      for (const game of await db.games.toArray()) {
        expect(checkGame(game)).toEqual({ ok: true, value: game });
      }
    });

    it('a game in progress takes the next round', async () => {
      const db = await openOld(fixture);
      for (const game of inProgress) {
        const draft = game.draft as RoundDraft;
        const entries = draft.entries.map(() => ({ kind: 'typed' as const, value: '7' }));
        unwrap(await updateDraft(db, game.id, { ...draft, out: null, blocked: true, entries }));
        const saved = unwrap(await saveRound(db, game.id));
        expect(saved.rounds).toHaveLength(game.rounds.length + 1);
        expect(enteredFacts({ ...saved, rounds: game.rounds, draft: game.draft })).toEqual(
          enteredFacts(game),
        );
      }
    });

    it('undo still brings back what the old history recorded, and deleted games come back', async () => {
      const db = await openOld(fixture);
      for (const game of games) {
        const entry = await undoableEntry(db, game.id);
        if (entry?.before) {
          const { game: restored } = unwrap(await undoLast(db, game.id));
          expect(enteredFacts(restored)).toEqual(enteredFacts(entry.before));
        }
      }
      for (const game of games.filter((g) => g.deletedAt !== null)) {
        unwrap(await restoreGame(db, game.id));
        expect((await gameById(db, game.id))?.deletedAt).toBeNull();
      }
    });

    it('every game exports and imports on another phone unchanged', async () => {
      const db = await openOld(fixture);
      const elsewhere = freshDatabase();
      opened.push(elsewhere);
      for (const game of await db.games.toArray()) {
        unwrap(await importBackup(elsewhere, unwrap(await exportBackup(db, { gameId: game.id }))));
        expect(await gameById(elsewhere, game.id)).toEqual(game);
      }
    });
  },
);

function byId(a: { id: string }, b: { id: string }): number {
  return a.id.localeCompare(b.id);
}
