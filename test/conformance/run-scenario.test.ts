import { describe, expect, it } from 'vitest';
import { runScenario } from './run-scenario';

const play = (extra: object) => ({
  kind: 'play',
  rules: { preset: 'standard' },
  players: 3,
  start: 0,
  steps: [],
  ...extra,
});

describe('runScenario - invalid files are reported, never skipped', () => {
  it.each([
    [
      'an unknown field',
      { kind: 'score', rules: { preset: 'standard' }, hand: [], expect: 0, colour: 'red' },
      'colour',
    ],
    [
      'an unknown option',
      { kind: 'score', rules: { preset: 'standard', jokers: true }, hand: [], expect: 0 },
      'jokers',
    ],
    [
      'an unknown preset',
      { kind: 'score', rules: { preset: 'texan' }, hand: [], expect: 0 },
      'texan',
    ],
    [
      'a tile outside the set',
      { kind: 'score', rules: { preset: 'standard' }, hand: ['13-1'], expect: 14 },
      '13-1',
    ],
    [
      'a tile written twice',
      { kind: 'score', rules: { preset: 'standard' }, hand: ['1-2', '2-1'], expect: 6 },
      'twice',
    ],
    ['a train that does not chain', play({ table: { '1': ['12-5', '6-7'] } }), 'does not chain'],
    ['a tile on two trains', play({ table: { '1': ['12-5'], mexican: ['5-12'] } }), 'twice'],
    ['counts that do not add up', play({ boneyard: 3 }), 'boneyard'],
    [
      'a drawn tile already on the table',
      play({ table: { '0': ['12-5'] }, steps: [{ seat: 0, draw: '5-12' }] }),
      'on the table',
    ],
    [
      "a hand that is not the seat's count",
      play({ steps: [{ seat: 0, hand: ['1-2'], pass: true }] }),
      'holds 12',
    ],
    [
      'markers stated under markers: false',
      play({ rules: { preset: 'choo-choo-sixes' }, players: 2, hands: [5, 5], markers: [] }),
      'markers',
    ],
    [
      'markers stated under a preset with markers turned off',
      play({ rules: { preset: 'standard', markers: false }, markers: [1] }),
      'markers',
    ],
    [
      'a round whose seat that went out still holds tiles',
      {
        kind: 'round',
        rules: { preset: 'standard' },
        hands: [['1-2'], ['3-4']],
        out: 1,
        expect: [3, 0],
      },
      'out',
    ],
    [
      'a round with a tile in two hands',
      {
        kind: 'round',
        rules: { preset: 'standard' },
        hands: [['1-2'], ['2-1']],
        out: null,
        expect: [3, 3],
      },
      'twice',
    ],
    [
      'a round with a penalty too few',
      { kind: 'round', rules: { preset: 'standard' }, hands: [['1-2'], []], out: 1, expect: [3] },
      'expect',
    ],
    [
      'a round of one hand',
      { kind: 'round', rules: { preset: 'standard' }, hands: [[]], out: 0, expect: [0] },
      'hands',
    ],
    [
      'a round that does not say who went out',
      { kind: 'round', rules: { preset: 'standard' }, hands: [['1-2'], []], expect: [3, 0] },
      'out',
    ],
    [
      'an unknown refusal code',
      play({ steps: [{ seat: 0, pass: true, expect: 'illegal:too-slow' }] }),
      'too-slow',
    ],
  ])('%s', (_, json, mentioned) => {
    const outcome = runScenario(json);
    expect(outcome.status).toBe('invalid');
    expect(outcome.status !== 'pass' && outcome.why).toContain(mentioned);
  });
});

describe('runScenario - the engine is held to the expectation', () => {
  it('fails a step whose verdict differs, naming the step and both codes', () => {
    const outcome = runScenario(play({ steps: [{ seat: 1, pass: true }] }));
    expect(outcome).toEqual({
      status: 'fail',
      why: 'steps[0]: expected ok, got illegal:not-your-turn (rule turn.order)',
    });
  });
  it('fails a final table that differs', () => {
    const outcome = runScenario(
      play({
        steps: [{ seat: 0, play: '12-5', on: 'own' }],
        expect: { turn: 2, ends: { '0': 5 } },
      }),
    );
    expect(outcome).toEqual({ status: 'fail', why: 'turn 1, expected 2' });
  });
  it('passes a game that has too many rounds only when the error is expected', () => {
    const game = {
      kind: 'game',
      rules: { preset: 'standard', rounds: 1 },
      players: 2,
      rounds: [
        [1, 2],
        [3, 4],
      ],
    };
    expect(runScenario({ ...game, expect: { error: 'too-many-rounds' } })).toEqual({
      status: 'pass',
    });
    expect(runScenario({ ...game, expect: { totals: [4, 6], winners: [0] } }).status).toBe('fail');
  });
});
