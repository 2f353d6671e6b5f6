import { describe, expect, it } from 'vitest';
import { type Action, act, check, presetRules, type Rules, startRound } from '../rules';
import { loadTranslator } from './load-messages';
import { LOCALES, type Locale } from './locales';
import { explainVerdict } from './verdicts';

/** The words for "house rule" in each language (the terms table). */
const HOUSE_RULE: Record<Locale, string> = {
  en: 'House rule',
  fr: 'Règle maison',
  ru: 'Домашнее правило',
  zh: '家规',
};

const names = ['Ann', 'Bob', 'Cy'];

function tableAfter(rules: Rules, steps: Action[]) {
  const start = startRound({
    rules,
    players: 3,
    engine: 12,
    start: 0,
    hands: [12, 12, 12],
    boneyard: 53,
  });
  return steps.reduce((state, step) => act(state, step).state, start);
}

const standard = presetRules('standard');
const refusals = {
  'own-train-first': check(tableAfter({ ...standard, ownTrainFirst: true }, []), {
    type: 'play',
    seat: 0,
    tile: [12, 3],
    train: 'mexican',
  }),
  'mexican-not-open': check(tableAfter({ ...standard, mexicanAfterAllTrains: true }, []), {
    type: 'play',
    seat: 0,
    tile: [12, 3],
    train: 'mexican',
  }),
  'already-drew': check(
    tableAfter({ ...standard, drawsPerTurn: 'one' }, [
      { type: 'play', seat: 0, tile: [12, 5], train: 0 },
      { type: 'play', seat: 1, tile: [12, 6], train: 1 },
      { type: 'play', seat: 2, tile: [12, 7], train: 2 },
      { type: 'draw', seat: 0, tile: [5, 5] },
      { type: 'play', seat: 0, tile: [5, 5], train: 0 },
    ]),
    { type: 'draw', seat: 0 },
  ),
};

describe.each(LOCALES)('house rules from other rule sets: verdicts in %s', (locale) => {
  it.each(Object.entries(refusals))(
    '%s says no, names the house rule, and shows its question and answer',
    async (code, verdict) => {
      const translate = await loadTranslator(locale);
      expect(verdict).toMatchObject({ legal: false, code });
      const explained = explainVerdict(verdict, { names, move: 'play', markers: true, translate });
      expect(explained.answer).toBe('no');
      expect(explained.sentence).toContain(HOUSE_RULE[locale]);
      expect(explained.houseRule?.question).toBeTruthy();
      expect(explained.houseRule?.answer).toBeTruthy();
      expect(explained.ruleTitle).not.toMatch(/^(rules|houseRules)\./);
    },
  );
});
