import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBackup, importBackup } from '../../src/db/backup';
import type { AppDatabase } from '../../src/db/database';
import { gameById } from '../../src/db/queries';
import { freshDatabase, unwrap } from '../../src/db/test-support';
import { everything, forget } from './database-support';
import { gameScript, play } from './played-game';
import { validGame } from './valid-game';

// "Here" is the phone a game was played on, "there" the one its backup is opened on.
let here: AppDatabase;
let there: AppDatabase;
beforeAll(() => {
  here = freshDatabase();
  there = freshDatabase();
});
afterAll(async () => {
  await here.delete();
  await there.delete();
});

describe('exportBackup then importBackup - any game comes back exactly as it was', () => {
  it('500 generated games: drafts, full countdowns, finished and deleted games, any names', async () => {
    await fc.assert(
      fc.asyncProperty(validGame, async (game) => {
        await forget(here, there);
        await here.games.add(game);
        const text = unwrap(await exportBackup(here, { gameId: game.id }));

        expect(unwrap(await importBackup(there, text))).toEqual({
          imported: [game.id],
          unchanged: 0,
        });
        expect(await gameById(there, game.id)).toEqual(game);
        // Back on the phone it came from, the file finds the game already there.
        const before = await everything(here);
        expect(unwrap(await importBackup(here, text))).toEqual({ imported: [], unchanged: 1 });
        expect(await everything(here)).toEqual(before);
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('60 games played through the real mutations, taps, slips, undos and all', async () => {
    let roundsPlayed = 0;
    await fc.assert(
      fc.asyncProperty(gameScript, async (script) => {
        await forget(here, there);
        const game = await play(here, script);
        roundsPlayed += game.rounds.length;
        const text = unwrap(await exportBackup(here, { gameId: game.id }));
        unwrap(await importBackup(there, text));
        expect(await gameById(there, game.id)).toEqual(game);
      }),
      { numRuns: 60 },
    );
    // The scripts must get past round 1 now and then, or this tests only empty games.
    expect(roundsPlayed).toBeGreaterThan(5);
  }, 60_000);

  it('a whole backup of many games at once', async () => {
    await forget(here, there);
    const games = fc.sample(validGame, { numRuns: 40, seed: 7 });
    const kept = games.filter((game) => game.deletedAt === null);
    await here.games.bulkAdd(games);
    const text = unwrap(await exportBackup(here));
    expect(unwrap(await importBackup(there, text)).imported).toHaveLength(kept.length);
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
    expect((await there.games.toArray()).sort(byId)).toEqual([...kept].sort(byId));
  }, 30_000);
});
