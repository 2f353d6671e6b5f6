import { describe, expect, it } from 'vitest';
import { handScore, ranks, roundEngines, roundScores, roundWinner, standings } from './game';
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
  it('counts the double blank as 25 under the house rule of other rule sets', () => {
    expect(handScore({ ...rules, doubleBlank: 25 }, hand('0-0', '0-2'))).toBe(27);
  });
});

describe('roundScores - a finished round', () => {
  const rules = presetRules('standard');
  const blockedLowest = { ...rules, blockedLowestScoresZero: true };
  it('gives the seat that went out 0 and the others their penalty', () => {
    expect(roundScores(blockedLowest, [3, 0, 57], 1)).toEqual({
      scores: [3, 0, 57],
      lowestInBlock: [],
    });
  });
  it('in a blocked round under the house rule, the lowest hands score 0 and are named', () => {
    expect(roundScores(blockedLowest, [4, 11, 4, 9], null)).toEqual({
      scores: [0, 11, 0, 9],
      lowestInBlock: [0, 2],
    });
  });
  it('in a blocked round without it, every hand counts', () => {
    expect(roundScores(rules, [4, 11], null)).toEqual({ scores: [4, 11], lowestInBlock: [] });
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

describe('roundWinner', () => {
  const round = (scores: number[], facts: { out?: number; blocked?: boolean } = {}) => ({
    out: null,
    blocked: false,
    ...facts,
    scores,
  });
  it('is who went out, else the one lowest score, else nobody', () => {
    expect(roundWinner(round([9, 0, 3, 4], { out: 1 }))).toBe(1);
    expect(roundWinner(round([9, 2, 3, 4], { blocked: true }))).toBe(1);
    expect(roundWinner(round([2, 2, 3, 4], { blocked: true }))).toBeNull();
  });
});
