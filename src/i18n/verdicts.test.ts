import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  act,
  check,
  presetRules,
  REFUSAL_CODES,
  type RoundState,
  RULE_IDS,
  type Rules,
  startRound,
  type Verdict,
} from '../rules';
import { loadTranslator } from './load-messages';
import { LOCALES } from './locales';
import type { Translate } from './translator';
import { explainVerdict } from './verdicts';

const names = ['Ann', 'Bob', 'Chen', 'Dora'];
let en: Translate;

beforeAll(async () => {
  en = await loadTranslator('en');
});

function table(rules: Rules = presetRules('standard')): RoundState {
  return startRound({
    rules,
    players: 4,
    engine: 12,
    start: 0,
    hands: [12, 12, 12, 12],
    boneyard: 42,
  });
}

/** Plays legal actions in order; fails the test if one is refused. */
function play(state: RoundState, ...actions: Action[]): RoundState {
  return actions.reduce((s, action) => {
    const done = act(s, action);
    expect(done.verdict).toMatchObject({ legal: true });
    return done.state;
  }, state);
}

function explain(state: RoundState, action: Action, translate = en) {
  return explainVerdict(check(state, action), {
    names,
    move: action.type,
    markers: state.rules.markers,
    translate,
  });
}

// Round 1 of a standard game: Ann starts her train, Bob starts the Mexican train with a 6,
// Chen puts the double six on it.
const sixOnMexican = (rules?: Rules) =>
  play(
    table(rules),
    { type: 'play', seat: 0, tile: [12, 5], train: 0 },
    { type: 'play', seat: 1, tile: [12, 6], train: 'mexican' },
    { type: 'play', seat: 2, tile: [6, 6], train: 'mexican' },
  );

describe('explainVerdict - legal plays', () => {
  it('a tile on your own train names the open end it matches', () => {
    expect(explain(table(), { type: 'play', seat: 0, tile: [12, 5], train: 0 })).toEqual({
      answer: 'yes',
      sentence: 'The five–twelve matches the open end of your own train: 12.',
      ruleTitle: 'Your own train',
    });
  });

  it('a tile covering a double says which double and where', () => {
    const state = play(sixOnMexican(), { type: 'draw', seat: 2 }, { type: 'pass', seat: 2 });
    expect(explain(state, { type: 'play', seat: 3, tile: [6, 1], train: 'mexican' })).toMatchObject(
      {
        answer: 'yes',
        sentence: 'The one–six covers the double six on the Mexican train.',
        ruleTitle: 'A double must be covered',
      },
    );
  });

  it('a pass tells the player to put the marker on, only at a table with markers', () => {
    const drew = (rules?: Rules) => play(sixOnMexican(rules), { type: 'draw', seat: 2 });
    expect(explain(drew(), { type: 'pass', seat: 2 }).sentence).toBe(
      'You may pass. Put your marker on your own train.',
    );
    const noMarkers = { ...presetRules('standard'), markers: false };
    expect(explain(drew(noMarkers), { type: 'pass', seat: 2 }).sentence).toBe('You may pass.');
  });

  it('a draw explains what to do with the drawn tile', () => {
    expect(explain(sixOnMexican(), { type: 'draw', seat: 2 }).sentence).toBe(
      'Nothing fits, so draw one tile. If it fits, you must play it.',
    );
  });
});

describe('explainVerdict - refusals', () => {
  it('another player’s train without a marker is named by its owner', () => {
    const state = play(table(), { type: 'play', seat: 0, tile: [12, 5], train: 0 });
    expect(explain(state, { type: 'play', seat: 1, tile: [5, 3], train: 0 })).toEqual({
      answer: 'no',
      sentence: 'Ann has no marker on their train, so you cannot play there.',
      ruleTitle: "Playing on another player's train",
    });
  });

  it('a tile that cannot start a train names the engine’s number', () => {
    expect(
      explain(table(), { type: 'play', seat: 0, tile: [3, 4], train: 'mexican' }),
    ).toMatchObject({
      answer: 'no',
      sentence:
        "The three–four cannot start the Mexican train: the first tile must carry the engine's number, 12.",
      ruleTitle: 'The Mexican train',
    });
  });

  it('after your own double under "cover", the house rule that decided is given', () => {
    expect(explain(sixOnMexican(), { type: 'play', seat: 2, tile: [12, 3], train: 2 })).toEqual({
      answer: 'no',
      sentence: 'You played the double six: your next tile must cover it.',
      ruleTitle: 'After you play a double',
      houseRule: {
        question: 'After you play a double, where does your next tile go?',
        answer: 'On the double: it must be covered at once.',
      },
    });
  });

  it('the next player is told which double to cover first', () => {
    const state = play(sixOnMexican(), { type: 'draw', seat: 2 }, { type: 'pass', seat: 2 });
    expect(explain(state, { type: 'play', seat: 3, tile: [12, 9], train: 3 }).sentence).toBe(
      'First the double six on the Mexican train must be covered.',
    );
  });

  it('out of turn names whose turn it is; an empty name reads "Player n"', () => {
    const verdict = check(table(), { type: 'play', seat: 2, tile: [12, 1], train: 2 });
    const context = { move: 'play', markers: true, translate: en } as const;
    expect(explainVerdict(verdict, { ...context, names }).sentence).toBe(
      "Not now: it is Ann's turn.",
    );
    expect(explainVerdict(verdict, { ...context, names: [' '] }).sentence).toBe(
      "Not now: it is Player 1's turn.",
    );
  });

  it('speaks the table’s language', async () => {
    const state = play(table(), { type: 'play', seat: 0, tile: [12, 5], train: 0 });
    const closed: Action = { type: 'play', seat: 1, tile: [5, 3], train: 0 };
    expect(explain(state, closed, await loadTranslator('fr')).sentence).toBe(
      "Ann n'a pas de marqueur sur son train\u00a0: vous ne pouvez pas y jouer.",
    );
    expect(explain(state, closed, await loadTranslator('ru')).sentence).toBe(
      'На поезде игрока Ann нет маркера: туда ходить нельзя.',
    );
    expect(explain(state, closed, await loadTranslator('zh')).sentence).toBe(
      'Ann的火车上没有标记，你不能在那里出牌。',
    );
  });
});

describe.each(LOCALES)('explainVerdict in %s', (locale) => {
  const facts = {
    seat: 1,
    tile: [3, 5],
    train: 0,
    end: 7,
    turn: 2,
    double: { train: 'mexican', value: 8, seat: 0 },
    fits: { tile: [7, 9], train: 'mexican' },
    over: { reason: 'out', seat: 3 },
  } as const satisfies Verdict['facts'];
  const sentenceOf = async (verdict: Verdict) =>
    explainVerdict(verdict, {
      names,
      move: 'play',
      markers: true,
      translate: await loadTranslator(locale),
    });

  it('has a filled sentence and a rule title for every refusal code', async () => {
    for (const code of REFUSAL_CODES) {
      const explained = await sentenceOf({ legal: false, code, rule: 'turn.one-tile', facts });
      expect([code, explained.sentence]).not.toEqual([
        code,
        expect.stringMatching(/[{}]|verdicts\./),
      ]);
      expect(explained.ruleTitle).not.toMatch(/^rules\./);
    }
  });

  it('has a filled sentence and a rule title for a legal move under every rule id', async () => {
    for (const rule of RULE_IDS) {
      const explained = await sentenceOf({ legal: true, rule, facts });
      expect([rule, explained.sentence]).not.toEqual([
        rule,
        expect.stringMatching(/[{}]|verdicts\./),
      ]);
      expect([rule, explained.ruleTitle]).not.toEqual([rule, expect.stringMatching(/^rules\./)]);
    }
  });
});
