import { describe, expect, it } from 'vitest';
import { presetRules } from '../rules';
import type { RoundDraft, StartingTable } from './model';
import { describeProblem } from './problem';
import { checkDraft } from './validate';

/** Two players, standard rules (double-12, markers), round of the 10-10. */
const table = { players: [{}, {}], rules: presetRules('standard') };
const draft: RoundDraft = {
  engine: 10,
  start: null,
  markers: [false, false],
  out: null,
  blocked: false,
  entries: [null, null],
};
const followed = (follow: unknown) => ({ ...draft, follow });
const problem = (follow: unknown) => {
  const checked = checkDraft(table, followed(follow));
  return checked.ok ? 'kept' : describeProblem(checked.problem);
};

describe('checkDraft - a followed round stores what was done, at seats and with tiles that exist', () => {
  it('keeps a round followed play by play', () => {
    const follow = {
      start: 1,
      actions: [
        { type: 'play', seat: 1, tile: '5-12', train: 1 },
        { type: 'draw', seat: 0 },
        { type: 'pass', seat: 0 },
        { type: 'play', seat: 1, tile: '5-9', train: 'mexican' },
      ],
    };
    expect(checkDraft(table, followed(follow))).toMatchObject({ ok: true, value: { follow } });
  });

  it.each<[string, unknown]>([
    ['follow.start must be the seat of a player in this game', { start: 2, actions: [] }],
    [
      'follow.actions[0].seat must be the seat of a player in this game',
      { start: 0, actions: [{ type: 'draw', seat: 5 }] },
    ],
    [
      'follow.actions[0].train must be "mexican" or a seat in this game',
      { start: 0, actions: [{ type: 'play', seat: 0, tile: '5-12', train: 3 }] },
    ],
    [
      'follow.actions[0].tile must be a tile of the set',
      { start: 0, actions: [{ type: 'play', seat: 0, tile: '5-13', train: 0 }] },
    ],
    [
      'follow.actions[0].type must be "play" or "draw" or "pass"',
      { start: 0, actions: [{ type: 'knock', seat: 0 }] },
    ],
    [
      'follow.actions[0].hand is not a known field',
      { start: 0, actions: [{ type: 'pass', seat: 0, hand: ['1-2'] }] },
    ],
  ])('refuses with "%s"', (message, follow) => {
    expect(problem(follow)).toBe(message);
  });
});

describe('checkDraft - a round followed from the middle keeps the table as it was told', () => {
  /** Ann's train ends in 4 under her marker, Ben's holds the 7-7 waiting, the Mexican train none. */
  const told: StartingTable = {
    ends: [4, 7],
    mexican: null,
    markers: [true, false],
    doubles: [1],
    tilesToDraw: false,
  };
  const from = (change: Partial<StartingTable>) => ({
    start: 0,
    from: { ...told, ...change },
    actions: [],
  });

  it('keeps the told table and the plays after it', () => {
    const follow = {
      start: 1,
      from: told,
      actions: [{ type: 'play', seat: 1, tile: '7-3', train: 1 }],
    };
    expect(checkDraft(table, followed(follow))).toMatchObject({ ok: true, value: { follow } });
  });

  it('keeps two doubles waiting in the order they were laid, the Mexican train first', () => {
    expect(problem(from({ mexican: 2, doubles: ['mexican', 1] }))).toBe('kept');
  });

  it.each<[string, Partial<StartingTable> | Record<string, unknown>]>([
    ['follow.from.ends must hold one value per player (2)', { ends: [4] }],
    ['follow.from.markers must hold one value per player (2)', { markers: [true, false, false] }],
    ['follow.from.ends[1] must be null or a number from 0 to 12', { ends: [4, 13] }],
    ['follow.from.mexican must be null or a number from 0 to 12', { mexican: 13 }],
    ['follow.from.ends[0] must be a number from 0 to 18', { ends: [-1, 7] }],
    ['follow.from.doubles[0] must be "mexican" or a seat in this game', { doubles: [2] }],
    ['follow.from.doubles[1] names a train twice', { doubles: [1, 1] }],
    ['follow.from.doubles[0] must be a train with a tile on it', { doubles: ['mexican'] }],
    [
      'follow.from.doubles[1] must not end in a double already waiting: the set has one',
      { ends: [7, 7], doubles: [1, 0] },
    ],
    [
      "follow.from.doubles[0] must not end in the engine's number: that double is the engine",
      { ends: [4, 10] },
    ],
    ['follow.from.tilesToDraw must be true or false', { tilesToDraw: 'some' }],
    ['follow.from.hands is not a known field', { hands: [3, 4] }],
  ])('refuses with "%s"', (message, change) => {
    expect(problem(from(change as Partial<StartingTable>))).toBe(message);
  });

  it('refuses a marker in a game without markers', () => {
    const sixes = { players: [{}, {}], rules: presetRules('choo-choo-sixes') };
    const told6 = { ...told, ends: [4, 5], doubles: [] };
    const checked = checkDraft(sixes, { ...draft, engine: 6, follow: from(told6) });
    expect(checked.ok === false && describeProblem(checked.problem)).toBe(
      'follow.from.markers[0] must be false: this game plays no markers',
    );
  });
});
