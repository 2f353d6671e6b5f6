import { describe, expect, it } from 'vitest';
import { OPTION_CHOICES, PRESET_IDS, presetRules, RULE_IDS, type Rules } from '../rules';
import { loadTranslator } from './load-messages';
import { LOCALES } from './locales';
import { describeRule, RULE_OPTIONS } from './rule-text';

const unfilled = /[{}]|^rules\./;

describe.each(LOCALES)('describeRule in %s', (locale) => {
  it('writes every rule under every rule set, with or without the number of players', async () => {
    const t = await loadTranslator(locale);
    for (const preset of PRESET_IDS) {
      for (const id of RULE_IDS) {
        for (const players of [null, 2]) {
          const { title, text } = describeRule(id, presetRules(preset), players, t);
          expect([preset, id, title, text]).not.toEqual([
            preset,
            id,
            expect.stringMatching(unfilled),
            expect.anything(),
          ]);
          expect([preset, id, text]).not.toEqual([preset, id, expect.stringMatching(unfilled)]);
        }
      }
    }
  });

  it('has a text for every value of each option a rule depends on', async () => {
    const t = await loadTranslator(locale);
    for (const [id, option] of Object.entries(RULE_OPTIONS)) {
      const texts = OPTION_CHOICES[option].map((value) => {
        const rules = { ...presetRules('standard'), [option]: value } as Rules;
        return describeRule(id as keyof typeof RULE_OPTIONS, rules, null, t).text;
      });
      for (const text of texts)
        expect([id, text]).not.toEqual([id, expect.stringMatching(unfilled)]);
      expect([id, new Set(texts).size]).toEqual([id, texts.length]);
    }
  });
});

describe('describeRule - the table’s own rules', () => {
  it('counts the set’s tiles, the deal for the table and the rounds of a short game', async () => {
    const t = await loadTranslator('en');
    const standard = presetRules('standard');
    expect(describeRule('set', standard, null, t).text).toBe(
      'Play with a double-12 set: 91 tiles, from the 0–0 up to the 12–12.',
    );
    expect(describeRule('deal', standard, 4, t).text).toContain('Each player takes 12 tiles.');
    expect(describeRule('deal', standard, null, t).text).toContain('depends on how many play');
    expect(describeRule('game.short', { ...standard, rounds: 7 }, null, t).text).toBe(
      'A short game: 7 rounds, from the 12–12 down to the 6–6.',
    );
  });

  it('marks a rule the table changed as a house rule', async () => {
    const t = await loadTranslator('en');
    const rules = { ...presetRules('standard'), doubleBlank: 0 as const };
    expect(describeRule('score.double-blank', rules, null, t)).toEqual({
      title: 'The double blank',
      text: 'The double blank left in your hand counts 0 points.',
      houseRule: true,
    });
    expect(describeRule('score.double-blank', presetRules('standard'), null, t).houseRule).toBe(
      false,
    );
    expect(describeRule('game.short', { ...rules, rounds: 7 }, null, t).houseRule).toBe(true);
  });
});
