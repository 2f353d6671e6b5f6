import { describe, expect, it } from 'vitest';
import { type Action, act, isOnTable, presetRules, startRound, type Tile } from '../rules';
import {
  type DisputeQuestion,
  settle,
  settleOnTable,
  settleUnderEveryPreset,
  tableFor,
  underOtherPresets,
  underOtherPresetsOnTable,
} from './dispute';

/** Seed 000's doubles example: East (seat 2) played the 8-8 on East's train, drew, passed and is marked. You are seat 3. */
const eastsDouble: DisputeQuestion = {
  rules: presetRules('standard'),
  players: 4,
  engine: 12,
  seat: 3,
  tile: [3, 8],
  train: 2,
  end: 8,
  ownStarted: true,
  othersStarted: true,
  markers: [false, false, true, false],
  double: { train: 2, value: 8, mine: false },
  drew: false,
  hand: null,
};

describe("settle - the answer comes from the engine under the table's rules", () => {
  it("you may cover East's 8-8 on East's train", () => {
    expect(settle(eastsDouble).play).toMatchObject({ legal: true, rule: 'double.blocks' });
  });
  it('you may not play on your own train while the 8-8 is uncovered', () => {
    const answer = settle({ ...eastsDouble, tile: [5, 12], train: 3, end: 12 });
    expect(answer.play).toMatchObject({
      legal: false,
      code: 'double-must-be-covered',
      facts: { double: { value: 8, train: 2 } },
    });
  });
  it('with a whole hand, says you must play rather than draw', () => {
    const answer = settle({
      ...eastsDouble,
      hand: [
        [3, 8],
        [1, 1],
      ],
    });
    expect(answer.draw).toMatchObject({
      legal: false,
      code: 'must-play',
      facts: { fits: { tile: [3, 8], train: 2 } },
    });
  });
  it('a train without a marker is closed to others', () => {
    const answer = settle({ ...eastsDouble, double: null, train: 1, end: 4, tile: [4, 6] });
    expect(answer.play).toMatchObject({ legal: false, code: 'train-closed', rule: 'train.marked' });
  });
  it("the Mexican train needs the engine's number to start", () => {
    const answer = settle({
      ...eastsDouble,
      double: null,
      train: 'mexican',
      end: null,
      tile: [4, 6],
    });
    expect(answer.play).toMatchObject({ legal: false, code: 'no-match', rule: 'train.mexican' });
  });
});

describe('settleUnderEveryPreset - where rule sets differ', () => {
  it('after your own double, only the standard rules make you cover it first', () => {
    const question: DisputeQuestion = {
      ...eastsDouble,
      seat: 2,
      tile: [12, 4],
      train: 'mexican',
      end: null,
      double: { train: 2, value: 8, mine: true },
    };
    const legalUnder = Object.fromEntries(
      settleUnderEveryPreset(question).map(({ preset, answer }) => [preset, answer.play.legal]),
    );
    expect(legalUnder).toEqual({
      standard: false,
      classic: true,
      russian: true,
      'choo-choo-sixes': true,
    });
  });
  it("a marker is not carried over to a rule set without markers: Cy's 5-9 on Ann's marked train", () => {
    // Four players, Ann (seat 0) passed and is marked; Cy (seat 2) asks about Ann's train.
    const question: DisputeQuestion = {
      ...eastsDouble,
      seat: 2,
      tile: [5, 9],
      train: 0,
      end: 5,
      markers: [true, false, false, false],
      double: null,
    };
    const byPreset = Object.fromEntries(
      settleUnderEveryPreset(question).map(({ preset, answer }) => [preset, answer.play]),
    );
    expect(byPreset.standard).toMatchObject({ legal: true, rule: 'train.marked' });
    expect(byPreset['choo-choo-sixes']).toMatchObject({
      legal: false,
      code: 'train-closed',
      rule: 'train.marked',
      facts: { option: { name: 'markers', value: false } },
    });
    expect(tableFor({ ...question, rules: presetRules('choo-choo-sixes') }).markers).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('tableFor - a table that matches what was said', () => {
  it('keeps the asked tile off the trains whichever way round it was given', () => {
    for (const tile of [
      [12, 0],
      [0, 12],
    ] as Tile[]) {
      const question = { ...eastsDouble, double: null, tile, train: 1, end: 0 };
      expect(isOnTable(tableFor(question), [0, 12])).toBe(false);
      expect(settle(question).play).toMatchObject({ legal: false, code: 'train-closed' });
    }
  });

  it('lays each started train to its stated end without using the asked tile or the hand', () => {
    const hand: Tile[] = [
      [8, 12],
      [3, 8],
    ];
    const state = tableFor({ ...eastsDouble, hand, end: 8, double: null, train: 1 });
    expect(state.trains[1]?.end).toBe(8);
    expect(state.trains[3]?.tiles[0]?.[0]).toBe(12);
    expect(state.trains[3]?.tiles.length).toBeGreaterThan(0);
    for (const t of hand) expect(isOnTable(state, t)).toBe(false);
  });
});

describe('underOtherPresets - only where it tells the family something', () => {
  it("leaves out the table's own rule set when its answer is the table's", () => {
    const answer = settle(eastsDouble);
    expect(underOtherPresets(eastsDouble, answer).map((row) => row.preset)).toEqual([
      'classic',
      'russian',
      'choo-choo-sixes',
    ]);
  });

  it("shows the table's own rule set, without its house rules, when they change the answer", () => {
    const question: DisputeQuestion = {
      ...eastsDouble,
      rules: { ...presetRules('standard'), afterDouble: 'any' },
      seat: 2,
      tile: [12, 4],
      train: 'mexican',
      end: null,
      double: { train: 2, value: 8, mine: true },
    };
    const rows = underOtherPresets(question, settle(question));
    expect(rows[0]).toMatchObject({
      preset: 'standard',
      withoutHouseRules: true,
      answer: { play: { legal: false, code: 'double-must-be-covered' } },
    });
    expect(rows).toHaveLength(4);
  });

  it('shows nothing when the answer is about the table, not its rules', () => {
    const laid = settle({ ...eastsDouble, tile: [8, 8] });
    expect(laid.play).toMatchObject({ legal: false, code: 'tile-on-table' });
    expect(underOtherPresets({ ...eastsDouble, tile: [8, 8] }, laid)).toEqual([]);
  });
});

describe('settleOnTable - a followed table answers from what was played', () => {
  /** Seed 000's doubles example up to East's pass: 0 West, 1 North, 2 East, 3 you. */
  const steps: Action[] = [
    { type: 'play', seat: 0, tile: [12, 7], train: 'mexican' },
    { type: 'play', seat: 1, tile: [12, 4], train: 1 },
    { type: 'play', seat: 2, tile: [12, 8], train: 2 },
    { type: 'draw', seat: 3 },
    { type: 'pass', seat: 3 },
    { type: 'play', seat: 0, tile: [7, 7], train: 'mexican' },
    { type: 'play', seat: 0, tile: [7, 2], train: 'mexican' },
    { type: 'play', seat: 1, tile: [4, 4], train: 1 },
    { type: 'draw', seat: 1 },
    { type: 'play', seat: 1, tile: [4, 10], train: 1 },
    { type: 'play', seat: 2, tile: [8, 8], train: 2 },
    { type: 'draw', seat: 2 },
    { type: 'pass', seat: 2 },
  ];
  const table = steps.reduce(
    (state, step) => act(state, step).state,
    startRound({
      rules: presetRules('standard'),
      players: 4,
      engine: 12,
      start: 0,
      hands: [12, 12, 12, 12],
      boneyard: 42,
    }),
  );
  const ask = { tile: [5, 12] as Tile, train: 3, hand: null };

  it('answers for the seat to act: your 5-12 waits for the 8-8 to be covered', () => {
    expect(table.turn).toBe(3);
    expect(settleOnTable(table, ask).play).toMatchObject({
      legal: false,
      code: 'double-must-be-covered',
      rule: 'double.blocks',
    });
  });

  it('with a hand, says whether you must play instead of drawing', () => {
    const hand: Tile[] = [
      [5, 12],
      [8, 3],
    ];
    expect(settleOnTable(table, { ...ask, hand }).draw).toMatchObject({
      legal: false,
      code: 'must-play',
      facts: { fits: { tile: [3, 8], train: 2 } },
    });
  });

  it('under the other rule sets, judges the same table as it stands', () => {
    const answer = settleOnTable(table, ask);
    const rows = underOtherPresetsOnTable(table, ask, answer);
    expect(rows.map((row) => [row.preset, row.answer.play.legal || row.answer.play.code])).toEqual([
      ['classic', 'double-must-be-covered'],
      ['russian', 'double-must-be-covered'],
      ['choo-choo-sixes', 'double-must-be-covered'],
    ]);
  });

  it("carries no marker over to a rule set without markers: West's 3-9 on East's marked train", () => {
    const covered = act(table, { type: 'play', seat: 3, tile: [8, 3], train: 2 }).state;
    const westAsks = { tile: [3, 9] as Tile, train: 2, hand: null };
    const answer = settleOnTable(covered, westAsks);
    expect(answer.play).toMatchObject({ legal: true, rule: 'train.marked' });
    const sixes = underOtherPresetsOnTable(covered, westAsks, answer).find(
      (row) => row.preset === 'choo-choo-sixes',
    );
    expect(sixes?.answer.play).toMatchObject({
      legal: false,
      code: 'train-closed',
      facts: { option: { name: 'markers', value: false } },
    });
  });
});
