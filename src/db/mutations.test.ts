import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { GameRecord, RoundDraft } from './model';
import { createGame, editRound, finishGame, saveRound, undoLast, updateDraft } from './mutations';
import { gameById, gameHistory, lastPlayers } from './queries';
import { draftOf, FAMILY, gamesForEachTest, typedDraft, unwrap } from './test-support';

const { db, newGame, playRound, historyActions } = gamesForEachTest();

describe('createGame - a new game is stored with its rules resolved and round 1 ready', () => {
  it('stores the players in seat order, the resolved rules and an empty first draft', async () => {
    const game = await newGame({ preset: 'standard', doubleBlank: 0 });
    expect(await gameById(db(), game.id)).toEqual(game);
    expect(game.players.map((p) => p.name)).toEqual(['Grandma', 'Ben', 'Ana']);
    expect(game.rules).toMatchObject({ preset: 'standard', doubleBlank: 0, rounds: 13, set: 12 });
    expect(game.draft).toMatchObject({ engine: 12, entries: [null, null, null] });
    expect(game).toMatchObject({ rounds: [], finishedAt: null, deletedAt: null });
  });

  it('remembers the players, ids included, for "same players as last time"', async () => {
    const game = await newGame();
    expect(await lastPlayers(db())).toEqual(game.players);
    const again = unwrap(await createGame(db(), await lastPlayers(db()), { preset: 'classic' }));
    expect(again.players).toEqual(game.players);
  });

  it('records the creation in the history', async () => {
    const game = await newGame();
    expect(await gameHistory(db(), game.id)).toMatchObject([
      { action: 'game-created', before: null, after: game },
    ]);
  });

  it.each([
    [[{ name: 'Solo' }], { preset: 'standard' }, 'players must hold at least 2 players'],
    [FAMILY, { preset: 'house' }, 'rules are not valid: unknown preset "house"'],
    [
      FAMILY,
      { preset: 'standard', rounds: 14 },
      'rules are not valid: rounds must be from 1 to 13 with a double-12 set',
    ],
  ])('refuses bad input and writes nothing (%j, %j)', async (players, rules, problem) => {
    expect(await createGame(db(), players, rules as never)).toEqual({
      ok: false,
      error: 'invalid',
      problem,
    });
    expect(await db().games.count()).toBe(0);
    expect(await db().history.count()).toBe(0);
    expect(await lastPlayers(db())).toEqual([]);
  });
});

describe('updateDraft - every tap is stored at once, without filling the history', () => {
  it('stores the draft as entered, an unfinished typed value included', async () => {
    const game = await newGame();
    const draft: RoundDraft = {
      ...typedDraft(game, '1', '2', '1'),
      markers: [true, false, false],
      entries: [
        { kind: 'typed', value: '1' },
        { kind: 'tiles', tiles: ['3-4'] },
        { kind: 'typed', value: '1x' },
      ],
      start: 2,
    };
    const stored = unwrap(await updateDraft(db(), game.id, draft));
    expect(stored.draft).toEqual(draft);
    expect((await gameById(db(), game.id))?.draft).toEqual(draft);
  });

  it('adds no history entry', async () => {
    const game = await newGame();
    for (const value of ['1', '12', '123']) {
      unwrap(await updateDraft(db(), game.id, typedDraft(game, value, '', '')));
    }
    expect(await historyActions(game.id)).toEqual(['game-created']);
  });

  it('lands in the order the taps were made, even when not awaited one by one', async () => {
    const game = await newGame();
    const writes = ['1', '12', '123'].map((value) =>
      updateDraft(db(), game.id, typedDraft(game, value, '', '')),
    );
    await Promise.all(writes);
    expect((await gameById(db(), game.id))?.draft?.entries[0]).toEqual({
      kind: 'typed',
      value: '123',
    });
  });

  it('records throwing a draft away, so it can be undone', async () => {
    const game = await newGame();
    const draft = typedDraft(game, '5', '6', '7');
    unwrap(await updateDraft(db(), game.id, draft));
    unwrap(await updateDraft(db(), game.id, null));
    expect(await historyActions(game.id)).toEqual(['game-created', 'draft-discarded']);
    const { game: back } = unwrap(await undoLast(db(), game.id));
    expect(back.draft).toEqual(draft);
  });

  it.each([
    ['a seat too many', (g: GameRecord) => typedDraft(g, '1', '2', '3', '4'), 'invalid'],
    [
      'an engine the set lacks',
      (g: GameRecord) => ({ ...typedDraft(g, '1', '2', '3'), engine: 13 }),
      'invalid',
    ],
    [
      'a typed value too long to be a score',
      (g: GameRecord) => typedDraft(g, '1'.repeat(17), '2', '3'),
      'invalid',
    ],
  ])('refuses %s and keeps the stored draft', async (_, make, error) => {
    const game = await newGame();
    expect(await updateDraft(db(), game.id, make(game))).toMatchObject({ ok: false, error });
    expect(await gameById(db(), game.id)).toEqual(game);
  });

  it('refuses an unknown game', async () => {
    expect(await updateDraft(db(), 'nope', null)).toMatchObject({ ok: false, error: 'not-found' });
  });

  it('refuses a finished game', async () => {
    const game = await newGame();
    unwrap(await finishGame(db(), game.id));
    expect(await updateDraft(db(), game.id, typedDraft(game, '1', '2', '3'))).toMatchObject({
      ok: false,
      error: 'conflict',
    });
  });
});

describe('saveRound - the draft becomes the next round', () => {
  it('scores typed and tapped entries and readies the next round', async () => {
    const game = await newGame();
    unwrap(
      await updateDraft(db(), game.id, {
        ...typedDraft(game, '', '', ''),
        out: 0,
        entries: [null, { kind: 'tiles', tiles: ['0-0', '2-0'] }, { kind: 'typed', value: ' 23 ' }],
      }),
    );
    const saved = unwrap(await saveRound(db(), game.id));
    expect(saved.rounds).toEqual([
      {
        engine: 12,
        start: null,
        out: 0,
        blocked: false,
        scores: [0, 52, 23],
        tiles: [[], ['0-0', '0-2'], null],
      },
    ]);
    expect(saved.draft).toMatchObject({ engine: 11, entries: [null, null, null] });
    expect(await gameById(db(), game.id)).toEqual(saved);
    expect(await gameHistory(db(), game.id)).toMatchObject([
      { action: 'game-created' },
      { action: 'round-saved', before: { rounds: [] }, after: saved, summary: { roundIndex: 0 } },
    ]);
  });

  it('refuses a draft with a seat left empty, saying which, and writes nothing', async () => {
    const game = await newGame();
    unwrap(await updateDraft(db(), game.id, typedDraft(game, '4', '', 'x')));
    const before = await gameById(db(), game.id);
    expect(await saveRound(db(), game.id)).toEqual({
      ok: false,
      error: 'invalid',
      problem: 'entries[1] has no score entered; entries[2] must be a whole number',
    });
    expect(await gameById(db(), game.id)).toEqual(before);
    expect(await historyActions(game.id)).toEqual(['game-created']);
  });

  it('leaves no draft after the last round, and takes none', async () => {
    const first = await newGame({ preset: 'standard', rounds: 2 });
    const second = await playRound(first, '1', '2', '3');
    const last = await playRound(second, '4', '5', '6');
    expect(last.draft).toBeNull();
    expect(await saveRound(db(), last.id)).toMatchObject({ ok: false, error: 'conflict' });
    const stray = typedDraft(second, '7', '8', '9');
    expect(await updateDraft(db(), last.id, stray)).toMatchObject({ ok: false, error: 'conflict' });
  });
});

describe('editRound - any stored round can be corrected, and the change is recorded', () => {
  it('replaces the round and records which scores changed', async () => {
    let game = await newGame();
    game = await playRound(game, '12', '0', '7');
    const draft = draftOf(game, 0);
    draft.entries[0] = { kind: 'typed', value: '21' };
    const edited = unwrap(await editRound(db(), game.id, 0, draft));
    expect(edited.rounds[0]?.scores).toEqual([21, 0, 7]);
    const last = (await gameHistory(db(), game.id)).at(-1);
    expect(last).toMatchObject({
      action: 'round-edited',
      summary: { roundIndex: 0, changes: [{ seat: 0, from: 12, to: 21 }] },
    });
  });

  it('works on a finished game', async () => {
    let game = await newGame();
    game = await playRound(game, '12', '0', '7');
    unwrap(await finishGame(db(), game.id));
    const draft = draftOf(game, 0);
    draft.entries[2] = { kind: 'typed', value: '8' };
    expect(unwrap(await editRound(db(), game.id, 0, draft)).rounds[0]?.scores).toEqual([12, 0, 8]);
  });

  it('records nothing when nothing changed', async () => {
    let game = await newGame();
    game = await playRound(game, '12', '0', '7');
    unwrap(await editRound(db(), game.id, 0, draftOf(game, 0)));
    expect(await historyActions(game.id)).toEqual(['game-created', 'round-saved']);
  });

  it.each([[1], [-1], [0.5]])(
    'refuses round index %d, which the game does not have',
    async (index) => {
      let game = await newGame();
      game = await playRound(game, '12', '0', '7');
      const result = await editRound(db(), game.id, index, draftOf(game, 0));
      expect(result).toMatchObject({ ok: false, error: 'invalid' });
    },
  );

  it('refuses an edit that does not score, and keeps the round', async () => {
    let game = await newGame();
    game = await playRound(game, '12', '0', '7');
    const draft = draftOf(game, 0);
    draft.entries[1] = { kind: 'typed', value: 'zero' };
    expect(await editRound(db(), game.id, 0, draft)).toMatchObject({ ok: false, error: 'invalid' });
    expect(await gameById(db(), game.id)).toEqual(game);
  });
});
