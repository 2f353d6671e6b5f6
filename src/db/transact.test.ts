import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameRecord, RoundDraft } from './model';
import { createGame, saveRound, updateDraft } from './mutations';
import { gameById, gameHistory } from './queries';
import {
  closeAsTheBrowserDoes,
  databaseForEachTest,
  FAMILY,
  fillDisk,
  loseConnectionMidWrite,
  unwrap,
} from './test-support';

const db = databaseForEachTest();

/** A disk that fills up on demand, for writes to one table. */
function fillDiskFor(tableName: string): { full: boolean } {
  const disk = { full: false };
  fillDisk(db(), (table) => disk.full && table === tableName);
  return disk;
}

function typed(value: string) {
  return { kind: 'typed' as const, value };
}

function draftOf(game: GameRecord): RoundDraft {
  if (!game.draft) expect.fail('the game has no draft');
  return game.draft;
}

async function gameWithDraft(): Promise<GameRecord> {
  const game = unwrap(await createGame(db(), FAMILY, { preset: 'standard' }));
  const entries = ['3', '0', '9'].map((value) => ({ kind: 'typed' as const, value }));
  return unwrap(await updateDraft(db(), game.id, { ...draftOf(game), entries }));
}

describe('write - a full disk loses nothing', () => {
  it('answers quota and leaves the game as it was, even after part of the write went through', async () => {
    const disk = fillDiskFor('history');
    const game = await gameWithDraft();
    const history = await gameHistory(db(), game.id);
    disk.full = true;
    expect(await saveRound(db(), game.id)).toMatchObject({ ok: false, error: 'quota' });
    expect(await gameById(db(), game.id)).toEqual(game);
    expect(await gameHistory(db(), game.id)).toEqual(history);
    disk.full = false;
    expect(unwrap(await saveRound(db(), game.id)).rounds).toHaveLength(1);
  });

  it('answers quota for a draft keystroke too, keeping the last stored draft', async () => {
    const disk = fillDiskFor('games');
    const game = await gameWithDraft();
    disk.full = true;
    const result = await updateDraft(db(), game.id, { ...draftOf(game), blocked: true });
    expect(result).toMatchObject({ ok: false, error: 'quota' });
    disk.full = false;
    expect(await gameById(db(), game.id)).toEqual(game);
  });
});

describe('write - a connection closed under the app is reopened by the next write', () => {
  it('after the app closed it', async () => {
    const game = await gameWithDraft();
    db().close();
    expect(db().isOpen()).toBe(false);
    expect(unwrap(await saveRound(db(), game.id)).rounds).toHaveLength(1);
    expect(db().isOpen()).toBe(true);
  });

  it('taps made right after it closed land in the order they were made', async () => {
    const game = await gameWithDraft();
    db().close();
    const taps = ['1', '12'].map((value) =>
      updateDraft(db(), game.id, {
        ...draftOf(game),
        entries: [typed(value), typed('0'), typed('9')],
      }),
    );
    expect((await Promise.all(taps)).every((result) => result.ok)).toBe(true);
    expect((await gameById(db(), game.id))?.draft?.entries[0]).toEqual(typed('12'));
  });

  it('after the browser closed it in the middle of a write, aborting the write', async () => {
    const closeNow = loseConnectionMidWrite(db());
    const game = await gameWithDraft();
    closeNow();
    expect(unwrap(await saveRound(db(), game.id)).rounds).toHaveLength(1);
    expect((await gameById(db(), game.id))?.rounds).toHaveLength(1);
    expect((await gameHistory(db(), game.id)).map((entry) => entry.action)).toEqual([
      'game-created',
      'round-saved',
    ]);
  });

  it('after the browser closed it, its close event arriving as the next write begins', async () => {
    const game = await gameWithDraft();
    const first = updateDraft(db(), game.id, { ...draftOf(game), blocked: true });
    closeAsTheBrowserDoes(db().backendDB());
    const second = updateDraft(db(), game.id, { ...draftOf(game), blocked: false, start: 1 });
    expect(unwrap(await first).draft?.blocked).toBe(true);
    expect(unwrap(await second).draft?.start).toBe(1);
  });

  it('after the browser closed the IndexedDB connection itself (as iOS does)', async () => {
    const game = await gameWithDraft();
    db().backendDB().close();
    expect(unwrap(await saveRound(db(), game.id)).rounds).toHaveLength(1);
    expect((await gameById(db(), game.id))?.rounds).toHaveLength(1);
  });
});
