import { describe, expect, it } from 'vitest';
import { firstPlayer } from './first-player';
import { presetRules } from './rules';

describe('first.player - who takes the first turn', () => {
  it('left-of-engine: the seat after whoever placed the engine, round the table', () => {
    const rules = presetRules('standard');
    expect(firstPlayer(rules, { players: 4, round: 0, engineHolder: 3 })).toEqual({ seat: 0 });
    expect(firstPlayer(rules, { players: 4, round: 2 })).toEqual({ ask: 'engine-holder' });
  });
  it("round-winner: last round's winner, or in round 1 the highest double", () => {
    const rules = presetRules('choo-choo-sixes');
    expect(firstPlayer(rules, { players: 2, round: 3, lastWinner: 1, highestDouble: 0 })).toEqual({
      seat: 1,
    });
    expect(firstPlayer(rules, { players: 2, round: 0, lastWinner: 1, highestDouble: 0 })).toEqual({
      seat: 0,
    });
    expect(firstPlayer(rules, { players: 2, round: 0 })).toEqual({ ask: 'highest-double' });
  });
  it('highest-double and chosen ask the table', () => {
    expect(firstPlayer(presetRules('russian'), { players: 5, round: 0 })).toEqual({
      ask: 'highest-double',
    });
    expect(firstPlayer(presetRules('classic'), { players: 5, round: 0 })).toEqual({
      ask: 'choice',
    });
    expect(firstPlayer(presetRules('classic'), { players: 5, round: 0, chosen: 4 })).toEqual({
      seat: 4,
    });
  });
  it('ignores a seat that is not at the table', () => {
    expect(firstPlayer(presetRules('classic'), { players: 3, round: 0, chosen: 7 })).toEqual({
      ask: 'choice',
    });
  });
});
