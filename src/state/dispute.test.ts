import { describe, expect, it } from 'vitest';
import { isOnTable, presetRules, type Tile } from '../rules';
import { type DisputeQuestion, settle, settleUnderEveryPreset, tableFor } from './dispute';

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
});

describe('tableFor - a table that matches what was said', () => {
  it('lays each started train to its stated end without using the asked tile or the hand', () => {
    const hand: Tile[] = [
      [8, 12],
      [3, 8],
    ];
    const state = tableFor({ ...eastsDouble, hand, end: 8, double: null, train: 1 });
    expect(state.trains[1]?.end).toBe(8);
    expect(state.trains[3]?.end).toBe(12);
    expect(state.trains[3]?.tiles.length).toBeGreaterThan(0);
    for (const t of hand) expect(isOnTable(state, t)).toBe(false);
  });
});
