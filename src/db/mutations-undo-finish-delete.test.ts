import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  deleteGame,
  editRound,
  finishGame,
  purge,
  restoreGame,
  saveRound,
  undoLast,
  updateDraft,
} from './mutations';
import { currentGame, gameById, gameHistory, listGames } from './queries';
import { draftOf, gamesForEachTest, typedDraft, unwrap } from './test-support';

const { db, newGame, playRound, historyActions } = gamesForEachTest();

describe('undoLast - a wrong tap is undone, not prevented', () => {
  it('undoes the last round saved, bringing its entries back as the draft', async () => {
    let game = await newGame();
    unwrap(await updateDraft(db(), game.id, typedDraft(game, '5', '0', '9')));
    const entered = await gameById(db(), game.id);
    game = unwrap(await saveRound(db(), game.id));
    const { game: back, undid } = unwrap(await undoLast(db(), game.id));
    expect(undid.action).toBe('round-saved');
    expect({ ...back, updatedAt: 0 }).toEqual({ ...entered, updatedAt: 0 });
    expect(await gameById(db(), game.id)).toEqual(back);
  });

  it('walks back one change per undo, skipping what was already undone', async () => {
    let game = await newGame();
    game = await playRound(game, '1', '0', '1');
    game = await playRound(game, '2', '0', '2');
    const draft = draftOf(game, 1);
    draft.entries[0] = { kind: 'typed', value: '20' };
    unwrap(await editRound(db(), game.id, 1, draft));
    expect(unwrap(await undoLast(db(), game.id)).undid.action).toBe('round-edited');
    expect(unwrap(await undoLast(db(), game.id)).game.rounds).toHaveLength(1);
    expect(unwrap(await undoLast(db(), game.id)).game.rounds).toHaveLength(0);
    expect(await undoLast(db(), game.id)).toMatchObject({ ok: false, error: 'nothing-to-undo' });
    expect(await historyActions(game.id)).toEqual([
      'game-created',
      'round-saved',
      'round-saved',
      'round-edited',
      'undone',
      'undone',
      'undone',
    ]);
  });

  it('records each undo with the state it replaced, so nothing is lost', async () => {
    let game = await newGame();
    game = await playRound(game, '1', '0', '1');
    unwrap(await undoLast(db(), game.id));
    const undo = (await gameHistory(db(), game.id)).at(-1);
    expect(undo).toMatchObject({
      action: 'undone',
      before: game,
      summary: { undidAction: 'round-saved' },
    });
  });

  it('never undoes the creation of a game', async () => {
    const game = await newGame();
    expect(await undoLast(db(), game.id)).toMatchObject({ ok: false, error: 'nothing-to-undo' });
  });
});

describe('finishGame - a game can end before its last round', () => {
  it('marks the game finished, drops the draft, and is undoable', async () => {
    let game = await newGame();
    game = await playRound(game, '1', '0', '1');
    const finished = unwrap(await finishGame(db(), game.id));
    expect(finished.finishedAt).toEqual(expect.any(Number));
    expect(finished.draft).toBeNull();
    expect(await currentGame(db())).toBeNull();
    expect(unwrap(await undoLast(db(), game.id)).game).toMatchObject({
      finishedAt: null,
      draft: game.draft,
    });
  });

  it('finishing twice records it once', async () => {
    const game = await newGame();
    unwrap(await finishGame(db(), game.id));
    unwrap(await finishGame(db(), game.id));
    expect(await historyActions(game.id)).toEqual(['game-created', 'game-finished']);
  });
});

describe('deleteGame and restoreGame - deleting is soft until purged', () => {
  it('hides a deleted game from the lists and brings it back unchanged', async () => {
    const game = await newGame();
    unwrap(await deleteGame(db(), game.id));
    expect(await currentGame(db())).toBeNull();
    expect(await listGames(db())).toEqual([]);
    expect((await listGames(db(), { deleted: true })).map((g) => g.id)).toEqual([game.id]);
    const restored = unwrap(await restoreGame(db(), game.id));
    expect({ ...restored, updatedAt: 0 }).toEqual({ ...game, updatedAt: 0 });
    expect(await historyActions(game.id)).toEqual([
      'game-created',
      'game-deleted',
      'game-restored',
    ]);
  });

  it('a deletion can also be undone', async () => {
    const game = await newGame();
    unwrap(await deleteGame(db(), game.id));
    expect(unwrap(await undoLast(db(), game.id)).game.deletedAt).toBeNull();
  });

  it('a deleted game takes no other change', async () => {
    const game = await newGame();
    unwrap(await deleteGame(db(), game.id));
    expect(await updateDraft(db(), game.id, typedDraft(game, '1', '2', '3'))).toMatchObject({
      ok: false,
      error: 'not-found',
    });
    expect(await saveRound(db(), game.id)).toMatchObject({ ok: false, error: 'not-found' });
  });
});

describe('purge - deleted games go for good, with their history', () => {
  it('removes the games deleted by the cutoff and leaves the rest', async () => {
    const kept = await newGame();
    const old = await newGame();
    const recent = await newGame();
    unwrap(await deleteGame(db(), old.id));
    const cutoff = Date.now();
    await db().games.update(recent.id, { deletedAt: cutoff + 1000 });
    expect(unwrap(await purge(db(), cutoff))).toBe(1);
    expect(await gameById(db(), old.id)).toBeNull();
    expect(await gameHistory(db(), old.id)).toEqual([]);
    expect(await gameById(db(), recent.id)).not.toBeNull();
    expect(await gameById(db(), kept.id)).not.toBeNull();
    expect(unwrap(await purge(db()))).toBe(1);
    expect((await listGames(db())).map((g) => g.id)).toEqual([kept.id]);
  });

  it('refuses a cutoff that is not a time', async () => {
    expect(await purge(db(), Number.NaN)).toMatchObject({ ok: false, error: 'invalid' });
  });
});
