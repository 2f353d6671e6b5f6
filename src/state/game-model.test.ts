import 'fake-indexeddb/auto';
import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database';
import type { GameRecord, RoundDraft } from '../db/model';
import { createGame, saveRound, updateDraft } from '../db/mutations';
import { gameById } from '../db/queries';
import { FAMILY, freshDatabase, until, unwrap } from '../db/test-support';
import { playEntry } from './follow';
import { createGameModel, type GameModel } from './game-model';

let db: AppDatabase;
let game: GameRecord;
let model: GameModel;
let stops: (() => void)[];

beforeEach(async () => {
  db = freshDatabase();
  game = unwrap(await createGame(db, FAMILY, { preset: 'standard' }));
  model = createGameModel(db, game.id);
  stops = [];
});
afterEach(async () => {
  for (const stop of stops) stop();
  await db.delete();
});

/** Keeps a signal watched for the whole test, as a screen showing it does. */
function watch(read: () => unknown) {
  stops.push(effect(() => void read()));
}

const stored = async () => (await gameById(db, game.id)) as GameRecord;

/** Round 1 ended: Grandma out, Ben 12, Ana 30. */
async function endRound() {
  const draft = game.draft as RoundDraft;
  unwrap(
    await updateDraft(db, game.id, {
      ...draft,
      out: 0,
      entries: [null, { kind: 'typed', value: '12' }, { kind: 'typed', value: '30' }],
    }),
  );
  return unwrap(await saveRound(db, game.id));
}

describe('createGameModel - one game, read and changed through one door', () => {
  it('loads the game and its view, and follows the game as it changes', async () => {
    expect(model.live.value).toEqual({ status: 'loading' });
    expect(model.view.value).toBeNull();
    await until(
      () => model.game.value,
      (loaded) => loaded?.id === game.id,
    );
    expect(model.view.value).toMatchObject({ round: 1, rounds: 13, engine: 12, finished: false });
    await endRound();
    const view = await until(
      () => model.view.value,
      (v) => v?.round === 2,
    );
    expect(view?.standings.totals).toEqual([0, 12, 30]);
  });

  it('shows a game another read already holds at once', () => {
    const known = createGameModel(db, game.id, { status: 'ready', value: game });
    expect(known.view.value?.round).toBe(1);
  });

  it('is "no game" for an id this phone does not have', async () => {
    const missing = createGameModel(db, 'no-such-game');
    expect(
      await until(
        () => missing.live.value,
        (live) => live.status !== 'loading',
      ),
    ).toEqual({ status: 'ready', value: null });
  });

  it('names what Undo would reverse, and undo puts the round back in the draft on screen', async () => {
    watch(() => model.editor.draft.value);
    await endRound();
    const entry = await until(
      () => model.undoable.value,
      (e) => e !== null,
    );
    expect(entry?.action).toBe('round-saved');
    const undone = unwrap(await model.undo());
    expect(undone.undid.id).toBe(entry?.id);
    expect((await stored()).rounds).toEqual([]);
    const draft = await until(
      () => model.editor.draft.value,
      (d) => d?.out === 0,
    );
    expect(draft?.entries[2]).toEqual({ kind: 'typed', value: '30' });
  });

  it('says when there is nothing to undo, and changes nothing', async () => {
    const refused = await model.undo();
    expect(refused.ok ? 'undone' : refused.error).toBe('nothing-to-undo');
    expect(await stored()).toEqual(game);
  });

  it('finishes the game, and the view says so', async () => {
    watch(() => model.view.value);
    unwrap(await model.finish());
    expect((await stored()).finishedAt).not.toBeNull();
    await until(
      () => model.view.value?.finished,
      (finished) => finished === true,
    );
  });

  it('opens a stored round as a draft and edits it, keeping the change in the history', async () => {
    watch(() => model.history.value);
    await endRound();
    await until(
      () => model.game.value?.rounds.length,
      (count) => count === 1,
    );
    expect(model.roundDraft(1)).toBeNull();
    const draft = model.roundDraft(0) as RoundDraft;
    expect(draft.entries[1]).toEqual({ kind: 'typed', value: '12' });
    unwrap(
      await model.editRound(0, {
        ...draft,
        entries: [null, { kind: 'typed', value: '5' }, draft.entries[2] ?? null],
      }),
    );
    expect((await stored()).rounds[0]?.scores).toEqual([0, 5, 30]);
    const history = await until(
      () => model.history.value,
      (entries) => entries.at(-1)?.action === 'round-edited',
    );
    expect(history.map((entry) => entry.action)).toEqual([
      'game-created',
      'round-saved',
      'round-edited',
    ]);
  });

  it('offers the draft that begins the next round, and none once every round is played', async () => {
    game = unwrap(await createGame(db, FAMILY, { preset: 'standard', rounds: 1 }));
    model = createGameModel(db, game.id, { status: 'ready', value: game });
    expect(model.freshDraft.value).toMatchObject({ engine: 12, start: null, out: null });
    await endRound();
    await until(
      () => model.game.value?.rounds.length,
      (count) => count === 1,
    );
    expect(model.freshDraft.value).toBeNull();
  });
});

describe('GameModel.follow - the round followed play by play, through the draft editor', () => {
  beforeEach(async () => {
    watch(() => model.follow.round.value);
    await until(
      () => model.game.value,
      (loaded) => loaded !== null,
    );
  });

  it('is not followed until started, then stores the start and shows the table at once', async () => {
    expect(model.follow.round.value).toBeNull();
    const started = model.follow.start(1);
    expect(model.follow.round.value?.table.state.turn).toBe(1);
    expect((await started)?.ok).toBe(true);
    expect((await stored()).draft?.follow).toEqual({ start: 1, actions: [] });
  });

  it('records a legal play, clears the tapped tile and train, and stores the play and the markers', async () => {
    await model.follow.start(0);
    model.follow.tile.value = [12, 7];
    model.follow.train.value = 'mexican';
    const entered = model.follow.enter(playEntry(0, [12, 7], 'mexican'));
    expect(entered).not.toBeNull();
    expect([model.follow.tile.value, model.follow.train.value]).toEqual([null, null]);
    expect(model.follow.round.value?.table.state.turn).toBe(1);
    await entered;
    expect((await stored()).draft?.follow?.actions).toEqual([
      { type: 'play', seat: 0, tile: '7-12', train: 'mexican' },
    ]);
  });

  it('builds each entry on the one before, stored or not yet', async () => {
    await model.follow.start(0);
    const first = model.follow.enter({ type: 'draw', seat: 0 });
    const second = model.follow.enter({ type: 'pass', seat: 0 });
    await Promise.all([first, second]);
    const draft = (await stored()).draft;
    expect(draft?.follow?.actions).toEqual([
      { type: 'draw', seat: 0 },
      { type: 'pass', seat: 0 },
    ]);
    expect(draft?.markers).toEqual([true, false, false]);
  });

  it('refuses an illegal play with the verdict, and records and clears nothing', async () => {
    await model.follow.start(0);
    model.follow.tile.value = [5, 9];
    expect(model.follow.enter(playEntry(0, [5, 9], 0))).toBeNull();
    expect(model.follow.refusal.value).toMatchObject({ move: 'play', verdict: { legal: false } });
    expect(model.follow.tile.value).toEqual([5, 9]);
    expect((await stored()).draft?.follow?.actions).toEqual([]);
  });

  it('takes the last entry back, with its marker, and forgets the refusal', async () => {
    await model.follow.start(0);
    await model.follow.enter({ type: 'draw', seat: 0 });
    await model.follow.enter({ type: 'pass', seat: 0 });
    model.follow.enter(playEntry(1, [5, 9], 1));
    expect(model.follow.refusal.value).not.toBeNull();
    await model.follow.undoLast();
    expect(model.follow.refusal.value).toBeNull();
    const draft = (await stored()).draft;
    expect(draft?.follow?.actions).toEqual([{ type: 'draw', seat: 0 }]);
    expect(draft?.markers).toEqual([false, false, false]);
  });
});
