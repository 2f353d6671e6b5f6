import { describe, expect, it } from 'vitest';
import type { FollowedAction, FollowedRound, RoundDraft } from '../db/model';
import { isOnTable, presetRules, type Rules } from '../rules';
import {
  draftWithFollow,
  followSetup,
  playEntry,
  record,
  replay,
  toAction,
  withoutLast,
} from './follow';

const seats = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, name: '' }));
const standardGame = { rules: presetRules('standard'), players: seats(4) };

/** Seats 0 West, 1 North, 2 East, 3 you; West starts round 1 (engine 12-12). */
const setup = followSetup(standardGame, 12, 0);

/** Seed 000's doubles example, from the first tile of the round to East's pass. */
const doublesExample: FollowedAction[] = [
  playEntry(0, [12, 7], 'mexican'),
  playEntry(1, [12, 4], 1),
  playEntry(2, [12, 8], 2),
  playEntry(3, [12, 6], 3),
  playEntry(0, [7, 7], 'mexican'),
  playEntry(0, [7, 2], 'mexican'),
  playEntry(1, [4, 4], 1),
  { type: 'draw', seat: 1 },
  playEntry(1, [4, 10], 1),
  playEntry(2, [8, 8], 2),
  { type: 'draw', seat: 2 },
  { type: 'pass', seat: 2 },
];
const followed: FollowedRound = { start: 0, actions: doublesExample };

describe('followSetup - the round as dealt', () => {
  it("deals the preset's hand to every seat and leaves the rest, less the engine, in the boneyard", () => {
    expect(setup).toMatchObject({ players: 4, engine: 12, start: 0, hands: [12, 12, 12, 12] });
    expect(setup.boneyard).toBe(91 - 1 - 4 * 12);
  });

  it('without a deal size for the set, counts no boneyard as empty and no hand as played out', () => {
    const rules: Rules = { ...presetRules('standard'), set: 15, rounds: 16 };
    const unknownDeal = followSetup({ rules, players: seats(10) }, 15, 0);
    expect(unknownDeal.hands).toEqual(Array(10).fill(135));
    expect(unknownDeal.boneyard).toBe(135);
  });
});

describe('replay - the table is rebuilt from what was done', () => {
  it("keeps seed 000's doubles example: open ends, East's marker, the 8-8 waiting, your turn", () => {
    const { state, accepted, refused } = replay(setup, followed);
    expect({ accepted, refused }).toEqual({
      accepted: doublesExample.length,
      refused: null,
    });
    expect(state.mexican.end).toBe(2);
    expect(state.trains.map((train) => train.end)).toEqual([12, 10, 8, 6]);
    expect(state.markers).toEqual([false, false, true, false]);
    expect(state.doubles).toEqual([{ train: 2, value: 8, seat: 2 }]);
    expect(state.turn).toBe(3);
  });

  it('stops at the first entry the engine refuses, leaving it and the rest out', () => {
    const tampered = [
      ...doublesExample.slice(0, 3),
      playEntry(3, [5, 9], 3),
      playEntry(0, [7, 7], 'mexican'),
    ];
    const { state, accepted, refused } = replay(setup, { start: 0, actions: tampered });
    expect(accepted).toBe(3);
    expect(refused).toMatchObject({ index: 3, verdict: { legal: false, code: 'no-match' } });
    expect(state.turn).toBe(3);
  });
});

describe('record - an entry is kept only when the rules allow it', () => {
  it('refuses your 5-12 on your own train while the 8-8 waits, and keeps the round as it was', () => {
    const result = record(setup, followed, playEntry(3, [5, 12], 3));
    expect(result).toMatchObject({
      ok: false,
      verdict: { code: 'double-must-be-covered', rule: 'double.blocks' },
    });
  });

  it("accepts your cover of East's 8-8 on East's train, which takes the double off the table", () => {
    const result = record(setup, followed, playEntry(3, [8, 3], 2));
    if (!result.ok) expect.fail(`refused: ${result.verdict.rule}`);
    expect(result.follow.actions).toHaveLength(doublesExample.length + 1);
    expect(result.follow.actions.at(-1)).toEqual({ type: 'play', seat: 3, tile: '3-8', train: 2 });
    expect(result.state.doubles).toEqual([]);
    expect(result.state.trains[2]?.end).toBe(3);
  });

  it('refuses a play out of turn', () => {
    expect(record(setup, followed, playEntry(0, [8, 1], 2))).toMatchObject({
      ok: false,
      verdict: { code: 'not-your-turn' },
    });
  });
});

describe('withoutLast - undo takes back the last entry, and the table with it', () => {
  it("undoing East's pass takes the marker off East's train and gives East the turn again", () => {
    const { state } = replay(setup, withoutLast(followed));
    expect(state.markers[2]).toBe(false);
    expect(state.turn).toBe(2);
    expect(state.drew).toBe(true);
  });

  it('leaves an empty round empty', () => {
    expect(withoutLast({ start: 1, actions: [] })).toEqual({ start: 1, actions: [] });
  });
});

describe('draftWithFollow - the scorekeeper sees who is open', () => {
  it("writes the table's markers and first player into the round's draft, keeping its entries", () => {
    const draft: RoundDraft = {
      engine: 12,
      start: null,
      markers: [false, false, false, false],
      out: null,
      blocked: false,
      entries: [null, { kind: 'typed', value: '7' }, null, null],
    };
    const { state } = replay(setup, followed);
    expect(draftWithFollow(draft, followed, state)).toEqual({
      ...draft,
      start: 0,
      markers: [false, false, true, false],
      follow: followed,
    });
  });
});

describe('toAction - a stored entry is what the engine judges', () => {
  it('passes a play on with its tile and train, and a draw without a tile', () => {
    expect(toAction(playEntry(1, [9, 5], 'mexican'))).toEqual({
      type: 'play',
      seat: 1,
      tile: '5-9',
      train: 'mexican',
    });
    expect(toAction({ type: 'draw', seat: 2 })).toEqual({ type: 'draw', seat: 2 });
  });
});

describe('a round followed from the middle - told, then played on', () => {
  /** North's turn; West's train ends in 7 (marked), East's holds the 8-8, the Mexican train 2. */
  const midRound: FollowedRound = {
    start: 1,
    from: {
      ends: [7, 4, 8, null],
      mexican: 2,
      markers: [true, false, false, false],
      doubles: [2],
      tilesToDraw: true,
    },
    actions: [],
  };
  const setupNorth = followSetup(standardGame, 12, 1);

  it('starts from the told table: whose turn, the double to cover, the markers', () => {
    const { state } = replay(setupNorth, midRound);
    expect(state.turn).toBe(1);
    expect(state.doubles).toMatchObject([{ train: 2, value: 8 }]);
    expect(state.markers).toEqual([true, false, false, false]);
    expect(record(setupNorth, midRound, playEntry(1, [4, 9], 1))).toMatchObject({
      ok: false,
      verdict: { code: 'double-must-be-covered' },
    });
  });

  it('records a play of any tile nobody saw laid, then refuses the same tile again', () => {
    // 12-7 may well have brought West's train to 7; nobody said so, and North holds it.
    const covered = record(setupNorth, midRound, playEntry(1, [8, 12], 2));
    if (!covered.ok) expect.fail(`refused: ${covered.verdict.rule}`);
    expect(covered.state.trains[2]?.end).toBe(12);
    const onWest = record(setupNorth, covered.follow, playEntry(2, [7, 12], 0));
    if (!onWest.ok) expect.fail(`refused: ${onWest.verdict.rule}`);
    expect(onWest.state.trains[0]?.end).toBe(12);
    expect(record(setupNorth, onWest.follow, playEntry(3, [12, 7], 'mexican'))).toMatchObject({
      ok: false,
      verdict: { code: 'tile-on-table' },
    });
  });

  it('never lays a tile asked about among the stand-ins', () => {
    for (const asked of [
      [12, 7],
      [12, 2],
      [12, 8],
      [7, 12],
    ] as [number, number][]) {
      const { state } = replay(setupNorth, midRound, [asked]);
      expect(isOnTable(state, asked)).toBe(false);
    }
  });

  it('keeps the round screen’s first player: the told turn is only whose turn it was', () => {
    const draft: RoundDraft = {
      engine: 12,
      start: 3,
      markers: [false, false, false, false],
      out: null,
      blocked: false,
      entries: [null, null, null, null],
    };
    const { state } = replay(setupNorth, midRound);
    expect(draftWithFollow(draft, midRound, state)).toMatchObject({
      start: 3,
      markers: [true, false, false, false],
    });
  });

  it('shows no stand-in as laid: it counts them', () => {
    const { standIns } = replay(setupNorth, midRound);
    expect(standIns?.trains[3]).toBe(0);
    expect(standIns?.trains[2]).toBeGreaterThan(0);
    expect(replay(setup, followed).standIns).toBeNull();
  });
});
