import { describe, expect, it } from 'vitest';
import { presetRules, type Tile } from '../rules';
import { settle } from './dispute';
import {
  type DisputeForm,
  emptyForm,
  fitToTable,
  needsOthersStarted,
  needsOwnStarted,
  type TableFacts,
  toQuestion,
} from './dispute-form';

/** Seed 000: round 1 of a standard game for four (0 West, 1 North, 2 East, 3 you). */
const table: TableFacts = { rules: presetRules('standard'), players: 4, engine: 12 };

function filled(change: Partial<DisputeForm>): DisputeForm {
  return { ...emptyForm(4), ...change };
}

/** The engine's answer to a filled form: legal, or the refusal code. */
function answer(form: DisputeForm): string {
  const reading = toQuestion(form, table);
  if (!reading.ok) return `missing ${reading.missing}`;
  const { play } = settle(reading.question);
  return play.legal ? `yes (${play.rule})` : `no: ${play.code} (${play.rule})`;
}

describe('toQuestion - the answer waits only for what matters, asked in order', () => {
  it.each<[string, Partial<DisputeForm>]>([
    ['seat', {}],
    ['tile', { seat: 3 }],
    ['train', { seat: 3, tile: [5, 12] }],
    ['end', { seat: 3, tile: [5, 12], train: 3 }],
    [
      'double',
      { seat: 3, tile: [5, 12], train: 3, end: 12, double: { value: 8, train: null, mine: false } },
    ],
  ])('asks for the %s next', (missing, change) => {
    expect(toQuestion(filled(change), table)).toEqual({ ok: false, missing });
  });

  it("needs no open end when the double waiting is on the train asked about: that end is the double's", () => {
    const reading = toQuestion(
      filled({ seat: 3, tile: [8, 3], train: 2, double: { value: 8, train: 2, mine: false } }),
      table,
    );
    expect(reading).toMatchObject({ ok: true, question: { end: 8, train: 2 } });
  });

  it('counts a seat, tile or number this table does not have as not given', () => {
    expect(toQuestion(filled({ seat: 4 }), table)).toEqual({ ok: false, missing: 'seat' });
    expect(toQuestion(filled({ seat: 0, tile: [5, 13] }), table)).toEqual({
      ok: false,
      missing: 'tile',
    });
    expect(toQuestion(filled({ seat: 0, tile: [5, 12], train: 0, end: 13 }), table)).toEqual({
      ok: false,
      missing: 'end',
    });
  });

  it('maps every answer into the question the engine settles', () => {
    const hand: Tile[] = [
      [5, 12],
      [3, 3],
    ];
    const form = filled({
      seat: 3,
      tile: [5, 12],
      train: 1,
      end: 4,
      markers: [false, true, false, false],
      double: { value: 6, train: 'mexican', mine: true },
      drew: true,
      ownStarted: false,
      hand,
    });
    expect(toQuestion(form, table)).toEqual({
      ok: true,
      question: {
        ...table,
        seat: 3,
        tile: [5, 12],
        train: 1,
        end: 4,
        ownStarted: false,
        othersStarted: true,
        markers: [false, true, false, false],
        double: { value: 6, train: 'mexican', mine: true },
        drew: true,
        hand,
      },
    });
  });

  it('reads "not started" as a train with no tile, and an empty hand as no hand', () => {
    const reading = toQuestion(
      filled({ seat: 0, tile: [5, 12], train: 0, end: 'not-started', hand: [] }),
      table,
    );
    expect(reading).toMatchObject({
      ok: true,
      question: { end: null, ownStarted: false, hand: null },
    });
  });
});

describe("toQuestion then settle - seed 000's turn example", () => {
  it('the 12-5 starts your own train', () => {
    expect(answer(filled({ seat: 3, tile: [12, 5], train: 3, end: 'not-started' }))).toBe(
      'yes (train.own)',
    );
  });
  it('next turn the 5-9 follows the 5', () => {
    expect(answer(filled({ seat: 3, tile: [5, 9], train: 3, end: 5 }))).toBe('yes (train.own)');
  });
  it('the 3-3 fits nowhere yet: not on your train ending in 9', () => {
    expect(answer(filled({ seat: 3, tile: [3, 3], train: 3, end: 9 }))).toBe(
      'no: no-match (turn.one-tile)',
    );
  });
  it('the 3-3 goes on the Mexican train once it ends in a 3', () => {
    expect(answer(filled({ seat: 3, tile: [3, 3], train: 'mexican', end: 3 }))).toBe(
      'yes (train.mexican)',
    );
  });
});

describe("toQuestion then settle - seed 000's doubles example", () => {
  const eastsDouble = { value: 8, train: 2, mine: false };
  it("you may not play the 5-12 on your own train while East's 8-8 waits", () => {
    const form = filled({
      seat: 3,
      tile: [5, 12],
      train: 3,
      end: 'not-started',
      markers: [false, false, true, false],
      double: eastsDouble,
    });
    expect(answer(form)).toBe('no: double-must-be-covered (double.blocks)');
  });
  it("you may cover it on East's train", () => {
    const form = filled({ seat: 3, tile: [8, 3], train: 2, double: eastsDouble });
    expect(answer(form)).toBe('yes (double.blocks)');
  });
  it('West, who played the 7-7, must cover it at once under the standard rules', () => {
    const form = filled({
      seat: 0,
      tile: [12, 9],
      train: 0,
      end: 'not-started',
      double: { value: 7, train: 'mexican', mine: true },
    });
    expect(answer(form)).toBe('no: double-must-be-covered (double.after)');
  });
});

describe('needsOwnStarted - asked only where a house rule makes it matter', () => {
  it('matters for the Mexican train when it must wait for your own', () => {
    const form = filled({ seat: 0, train: 'mexican' });
    expect(needsOwnStarted(form, presetRules('standard'))).toBe(false);
    expect(needsOwnStarted(form, { ...presetRules('standard'), mexicanNeedsOwnTrain: true })).toBe(
      true,
    );
  });
  it('matters for any train but your own when your first tile must go on it', () => {
    const ownFirst = { ...presetRules('standard'), ownTrainFirst: true };
    expect(needsOwnStarted(filled({ seat: 0, train: 2 }), ownFirst)).toBe(true);
    expect(needsOwnStarted(filled({ seat: 0, train: 0 }), ownFirst)).toBe(false);
  });
});

describe('needsOthersStarted - asked only when the Mexican train must wait for every train', () => {
  const mexicanLast = { ...presetRules('standard'), mexicanAfterAllTrains: true };
  it('matters for a first tile on the Mexican train under the house rule', () => {
    const starting = filled({ seat: 0, train: 'mexican', end: 'not-started' });
    expect(needsOthersStarted(starting, presetRules('standard'))).toBe(false);
    expect(needsOthersStarted(starting, mexicanLast)).toBe(true);
    expect(needsOthersStarted({ ...starting, end: 4 }, mexicanLast)).toBe(false);
  });
  it('says no while a train is still empty, and yes once every train has a tile', () => {
    const base = filled({ seat: 0, tile: [12, 3], train: 'mexican', end: 'not-started' });
    const ask = (othersStarted: boolean) => {
      const reading = toQuestion({ ...base, othersStarted }, { ...table, rules: mexicanLast });
      return reading.ok ? settle(reading.question).play : null;
    };
    expect(ask(false)).toMatchObject({ legal: false, code: 'mexican-not-open' });
    expect(ask(true)).toMatchObject({ legal: true });
  });
});

describe('fitToTable - changing the rule set or players keeps what still exists', () => {
  it('clears numbers above a double-6 set and seats beyond two players', () => {
    const sixes: TableFacts = { rules: presetRules('choo-choo-sixes'), players: 2, engine: 6 };
    const form = filled({
      seat: 3,
      tile: [5, 12],
      train: 1,
      end: 9,
      markers: [true, true, false, true],
      double: { value: 4, train: 3, mine: false },
      hand: [
        [1, 2],
        [6, 10],
      ],
    });
    expect(fitToTable(form, sixes)).toEqual({
      ...form,
      seat: null,
      tile: null,
      train: 1,
      end: null,
      markers: [true, true],
      double: { value: 4, train: null, mine: false },
      hand: [[1, 2]],
    });
  });
});
