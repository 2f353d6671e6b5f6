import { describe, expect, it } from 'vitest';
import { type Bounds, inside, itemBounds } from '../../test/pdf/bounds';
import { realFonts } from '../../test/pdf/real-fonts';
import { LOCALES, loadTranslator } from '../i18n';
import { presetRules, type Rules } from '../rules';
import { layoutRuleCards } from './card-layout';
import type { TextItem } from './layout-model';
import { numberText } from './numbering';
import { PAPERS } from './paper';
import { CARD_KINDS, ruleCardContent } from './rule-card-content';

const { typeface } = await realFonts();
// Every house rule the quick card can mark, so their labels and bars are laid out too.
const rules: Rules = {
  ...presetRules('standard'),
  doubleBlank: 0,
  finalDoubleMustBeCovered: true,
  emptyBoneyardEndsOnDouble: true,
  afterDouble: 'any',
};

function overlaps(a: Bounds, b: Bounds): boolean {
  const gap = 0.01;
  return (
    a.left < b.right - gap &&
    b.left < a.right - gap &&
    a.top < b.bottom - gap &&
    b.top < a.bottom - gap
  );
}

describe.each(LOCALES)('rule cards in %s', (locale) => {
  it.each(CARD_KINDS.flatMap((kind) => PAPERS.map((paper) => [kind, paper] as const)))(
    '%s on %s: every card numbered, no text past its card, none on top of another, none tiny',
    async (kind, paper) => {
      const t = await loadTranslator(locale);
      const content = ruleCardContent({ kind, rules }, t);
      const layout = layoutRuleCards(typeface, content, kind, paper, locale);
      const cardsPerPage = (paper === 'letter' || paper === 'a4') && kind !== 'full' ? 4 : 1;
      const texts = new Set(
        layout.pages.flatMap((page) =>
          page.items.flatMap((i) => (i.kind === 'text' ? [i.text] : [])),
        ),
      );
      const count =
        Array.from({ length: 40 }, (_, n) => n + 1).find((n) =>
          texts.has(numberText(content.numbering, 0, n, locale)),
        ) ?? 0;
      expect(
        Array.from({ length: count }, (_, i) =>
          texts.has(numberText(content.numbering, i, count, locale)),
        ),
      ).not.toContain(false);
      expect(Math.ceil(count / cardsPerPage)).toBe(layout.pages.length);
      for (const page of layout.pages) {
        const half = { width: page.width / 2, height: page.height / 2 };
        const slots: Bounds[] =
          cardsPerPage === 4
            ? [0, 1, 2, 3].map((i) => ({
                left: (i % 2) * half.width + 8,
                top: Math.floor(i / 2) * half.height + 8,
                right: (i % 2) * half.width + half.width - 8,
                bottom: Math.floor(i / 2) * half.height + half.height - 8,
              }))
            : [{ left: 8, top: 8, right: page.width - 8, bottom: page.height - 8 }];
        const drawn = page.items.filter((item) => item.kind !== 'line' || item.dash.length === 0);
        const stray = drawn.filter(
          (item) => !slots.some((slot) => inside(itemBounds(item, typeface), slot)),
        );
        expect(stray).toEqual([]);
        const lines = page.items
          .filter((i): i is TextItem => i.kind === 'text')
          .map((item) => ({
            item,
            bounds: {
              ...itemBounds(item, typeface),
              top: item.y - item.size * 0.75,
              bottom: item.y + item.size * 0.2,
            },
          }));
        const clashes = lines.flatMap((a, i) =>
          lines
            .slice(i + 1)
            .filter((b) => overlaps(a.bounds, b.bounds))
            .map((b) => [a.item.text, b.item.text]),
        );
        expect(clashes).toEqual([]);
        expect(Math.min(...lines.map(({ item }) => item.size))).toBeGreaterThanOrEqual(9);
      }
    },
  );
});
