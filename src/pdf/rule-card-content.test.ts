import { describe, expect, it } from 'vitest';
import { describeRule, isPlayed, LOCALES, loadTranslator } from '../i18n';
import { PRESET_IDS, presetRules, RULE_SECTIONS, type Rules } from '../rules';
import { numberText } from './numbering';
import { ruleCardContent } from './rule-card-content';

const en = await loadTranslator('en');
const paragraphs = (rules: Rules, kind: 'quick' | 'full' | 'tips') =>
  ruleCardContent({ kind, rules }, en).sections.flatMap((section) => section.paragraphs);

describe('ruleCardContent', () => {
  it('says what the table chose: 0-0 counts 0 and a final double must be covered, marked as house rules', () => {
    const rules: Rules = {
      ...presetRules('standard'),
      doubleBlank: 0,
      finalDoubleMustBeCovered: true,
    };
    const quick = paragraphs(rules, 'quick');
    expect(quick).toContainEqual({
      title: null,
      text: 'The double blank left in your hand counts 0 points.',
      houseRule: true,
    });
    expect(quick).toContainEqual({
      title: null,
      text: 'If your last tile is a double, you are out only once it has been covered.',
      houseRule: true,
    });
    expect(quick.filter((p) => p.houseRule)).toHaveLength(2);
  });

  it("words each rule on the full sheet exactly as describeRule does for the table's options", () => {
    for (const preset of PRESET_IDS) {
      const rules = presetRules(preset);
      const expected = RULE_SECTIONS.flatMap(([, ids]) => ids)
        .filter((id) => isPlayed(id, rules))
        .map((id) => describeRule(id, rules, null, en));
      expect(paragraphs(rules, 'full')).toEqual(
        expected.map(({ title, text, houseRule }) => ({ title, text, houseRule })),
      );
    }
  });

  it('writes a house rule from another rule set, marked, only when the table plays it', () => {
    const own = presetRules('classic');
    const houseRules = { ...own, ownTrainFirst: true, blockedLowestScoresZero: true };
    for (const kind of ['full', 'quick'] as const) {
      const texts = paragraphs(own, kind).map((p) => p.text);
      const chosen = paragraphs(houseRules, kind);
      for (const id of ['train.own-first', 'score.blocked-lowest'] as const) {
        const rule = describeRule(id, houseRules, null, en);
        expect(texts).not.toContain(rule.text);
        expect(chosen).toContainEqual(
          expect.objectContaining({ text: rule.text, houseRule: true }),
        );
      }
    }
  });

  it('leaves markers off the quick card when the table plays without them', () => {
    const withMarkers = paragraphs(presetRules('standard'), 'quick').map((p) => p.text);
    const without = paragraphs(presetRules('choo-choo-sixes'), 'quick').map((p) => p.text);
    expect(withMarkers).toContain(
      describeRule('marker.remove', presetRules('standard'), null, en).text,
    );
    expect(without).not.toContain(
      describeRule('marker.remove', presetRules('choo-choo-sixes'), null, en).text,
    );
  });

  it('gives seven tips from seed 003 in every language, none left as a key', async () => {
    for (const locale of LOCALES) {
      const content = ruleCardContent(
        { kind: 'tips', rules: presetRules('standard') },
        await loadTranslator(locale),
      );
      const texts = content.sections.flatMap((s) => s.paragraphs.map((p) => p.text));
      expect([locale, texts.length, texts.filter((text) => text.startsWith('print.'))]).toEqual([
        locale,
        7,
        [],
      ]);
    }
  });

  it('numbers cards as cards and the full sheet in pages', () => {
    const rules = presetRules('standard');
    const numbering = (kind: 'quick' | 'full') => ruleCardContent({ kind, rules }, en).numbering;
    expect(numberText(numbering('quick'), 1, 3, 'en')).toBe('Card 2 of 3');
    expect(numberText(numbering('full'), 0, 2, 'en')).toBe('Page 1 of 2');
  });
});
