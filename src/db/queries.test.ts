import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { finishGame, updateDraft } from './mutations';
import { currentGame, gameById, listGames, undoableEntry } from './queries';
import { gamesForEachTest, unwrap } from './test-support';

const { db, newGame } = gamesForEachTest();

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('currentGame - the game "Continue" opens', () => {
  it('is the unfinished game touched last', async () => {
    const older = await newGame();
    await tick();
    const newer = await newGame();
    expect((await currentGame(db()))?.id).toBe(newer.id);
    await tick();
    unwrap(await updateDraft(db(), older.id, older.draft));
    expect((await currentGame(db()))?.id).toBe(older.id);
    unwrap(await finishGame(db(), older.id));
    expect((await currentGame(db()))?.id).toBe(newer.id);
  });

  it('is null with no games', async () => {
    expect(await currentGame(db())).toBeNull();
  });
});

describe('listGames - past games, newest first', () => {
  it('orders by when the game was created', async () => {
    const first = await newGame();
    await tick();
    const second = await newGame();
    expect((await listGames(db())).map((g) => g.id)).toEqual([second.id, first.id]);
  });
});

describe('gameById', () => {
  it('is null for an unknown id', async () => {
    expect(await gameById(db(), 'nope')).toBeNull();
  });
});

describe('undoableEntry - what the Undo button would undo', () => {
  it('is nothing for a new game, then the last change', async () => {
    const game = await newGame();
    expect(await undoableEntry(db(), game.id)).toBeNull();
    unwrap(await finishGame(db(), game.id));
    expect(await undoableEntry(db(), game.id)).toMatchObject({ action: 'game-finished' });
  });
});
