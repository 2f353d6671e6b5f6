import { describe, expect, it } from 'vitest';
import { handScore, ranks, roundEngines, standings } from './game';
import { presetRules } from './rules';
import { parseTile, type Tile } from './tile';

const hand = (...tiles: string[]) => tiles.map((t) => parseTile(t) as Tile);

describe("scoring - the guide's worked values (000)", () => {
  const rules = presetRules('standard');
  it.each([
    [[], 0],
    [['2-3'], 5],
    [['6-6', '1-4'], 17],
    [['12-11'], 23],
    [['0-0', '0-2'], 52],
    [['12-12', '10-9', '0-0'], 93],
  ])('%j scores %i', (tiles, points) => {
    expect(handScore(rules, hand(...tiles))).toBe(points);
  });
  it('counts the double blank as 0 under the house rule', () => {
    expect(handScore({ ...rules, doubleBlank: 0 }, hand('0-0', '0-2'))).toBe(2);
  });
});

describe('the countdown - one engine a round', () => {
  it('runs 12-12 down to 0-0 in 13 rounds, or stops at the 6-6 in the short game', () => {
    expect(roundEngines(presetRules('standard'))).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
    ]);
    expect(roundEngines({ ...presetRules('standard'), rounds: 7 })).toEqual([
      12, 11, 10, 9, 8, 7, 6,
    ]);
    expect(roundEngines(presetRules('choo-choo-sixes'))).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });
});

describe('standings - low total wins, ties share', () => {
  it('adds the rounds and shares the lead', () => {
    expect(
      standings(3, [
        [0, 14, 9],
        [20, 0, 5],
      ]),
    ).toEqual({ totals: [20, 14, 14], leaders: [1, 2] });
  });
  it('ranks equal totals together', () => {
    expect(ranks([20, 14, 14, 30])).toEqual([3, 1, 1, 4]);
  });
  it('has everyone leading before the first round', () => {
    expect(standings(2, [])).toEqual({ totals: [0, 0], leaders: [0, 1] });
  });
});
