import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from './action';
import { apply } from './apply';
import { check } from './check';
import { type RoundState, startRound } from './round';
import { presetRules } from './rules';

function table(preset: Parameters<typeof presetRules>[0] = 'standard', players = 4): RoundState {
  const rules = presetRules(preset);
  return startRound({
    rules,
    players,
    engine: rules.set,
    start: 0,
    hands: Array(players).fill(5),
    boneyard: 10,
  });
}

function play(state: RoundState, ...actions: Action[]): RoundState {
  return actions.reduce((s, a) => {
    const verdict = check(s, a);
    if (!verdict.legal) throw new Error(`${JSON.stringify(a)} refused: ${verdict.code}`);
    return apply(s, a);
  }, state);
}

describe('check - a verdict names the rule and the facts that decided it', () => {
  it('a play on your own train is legal by rule train.own', () => {
    expect(check(table(), { type: 'play', seat: 0, tile: '12-5', train: 0 })).toEqual({
      legal: true,
      rule: 'train.own',
      facts: { seat: 0, tile: [5, 12], train: 0, end: 12 },
    });
  });
  it("a closed train names the owner's train and rule train.marked", () => {
    const state = play(table(), { type: 'play', seat: 0, tile: '12-5', train: 0 });
    expect(check(state, { type: 'play', seat: 1, tile: '5-2', train: 0 })).toMatchObject({
      legal: false,
      code: 'train-closed',
      rule: 'train.marked',
      facts: { train: 0, end: 5 },
    });
  });
  it('under Choo Choo Sixes the closed train names the markers option', () => {
    const state = play(table('choo-choo-sixes', 2), {
      type: 'play',
      seat: 0,
      tile: '6-5',
      train: 0,
    });
    expect(check(state, { type: 'play', seat: 1, tile: '5-2', train: 0 })).toMatchObject({
      code: 'train-closed',
      facts: { option: { name: 'markers', value: false } },
    });
  });
  it('an uncovered double names the double and, for its player under "cover", the afterDouble option', () => {
    const state = play(
      table(),
      { type: 'play', seat: 0, tile: '12-8', train: 0 },
      { type: 'play', seat: 1, tile: '12-4', train: 1 },
      { type: 'play', seat: 2, tile: '12-3', train: 'mexican' },
      { type: 'play', seat: 3, tile: '12-7', train: 3 },
      { type: 'play', seat: 0, tile: '8-8', train: 0 },
    );
    expect(check(state, { type: 'play', seat: 0, tile: '3-9', train: 'mexican' })).toMatchObject({
      code: 'double-must-be-covered',
      rule: 'double.after',
      facts: {
        double: { train: 0, value: 8, seat: 0 },
        option: { name: 'afterDouble', value: 'cover' },
      },
    });
  });
  it('must-play shows a play that fits', () => {
    expect(
      check(table(), {
        type: 'draw',
        seat: 0,
        hand: [
          [1, 2],
          [12, 6],
        ],
      }),
    ).toMatchObject({
      code: 'must-play',
      rule: 'turn.must-play',
      facts: { fits: { tile: [6, 12], train: 0 } },
    });
  });
  it('a refusal leaves the table as it was', () => {
    const state = table();
    const copy = structuredClone(state);
    check(state, { type: 'play', seat: 0, tile: '3-4', train: 0 });
    expect(state).toEqual(copy);
  });
});

describe('check - never throws, whatever it is given', () => {
  it('answers random junk with a verdict', () => {
    const junk = fc.oneof(fc.anything(), fc.tuple(fc.integer(), fc.integer()), fc.string());
    fc.assert(
      fc.property(
        fc.constantFrom('play', 'draw', 'pass', 'dance'),
        fc.oneof(fc.constant(0), fc.anything()),
        junk,
        junk,
        junk,
        (type, seat, tile, train, hand) => {
          const verdict = check(table(), { type, seat, tile, train, hand } as unknown as Action);
          expect(typeof verdict.legal).toBe('boolean');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
