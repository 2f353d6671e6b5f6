import { describe, expect, it } from 'vitest';
import { inside, itemBounds } from '../../test/pdf/bounds';
import { fakeTypeface } from '../../test/pdf/fake-typeface';
import { loadTranslator } from '../i18n';
import { presetRules, type Rules, resolveRules } from '../rules';
import type { TextItem } from './layout-model';
import { SHEET_PAPERS } from './paper';
import { blankScoresheetContent } from './scoresheet-content';
import { layoutScoresheet } from './scoresheet-layout';

const t = await loadTranslator('en');

function rulesFor(set: number): Rules {
  const resolved = resolveRules({ preset: 'standard', set });
  if (!resolved.ok) throw new Error(resolved.problem);
  return resolved.rules;
}

describe('layoutScoresheet', () => {
  const typeface = fakeTypeface();
  const texts = (pages: { items: unknown[] }[]) =>
    pages.flatMap((page) =>
      page.items
        .filter((item): item is TextItem => (item as TextItem).kind === 'text')
        .map((item) => item.text),
    );

  it('labels each round with its engine from roundEngines, 18-18 down to 0-0 over two pages', () => {
    const content = blankScoresheetContent(rulesFor(18), 12, t);
    const layout = layoutScoresheet(typeface, content, 'letter', 'en');
    expect(layout.pages).toHaveLength(2);
    const labels = texts(layout.pages).filter((text) => /^\d+-\d+$/.test(text));
    expect(labels).toEqual(Array.from({ length: 19 }, (_, i) => `${18 - i}-${18 - i}`));
  });

  it('keeps everything drawn inside the margins, however long the names', () => {
    for (const paper of SHEET_PAPERS) {
      for (const players of [2, 5, 8, 12]) {
        for (const set of [6, 12, 18]) {
          const names = Array.from(
            { length: players },
            (_, i) => `Player number ${i + 1} with a long name`,
          );
          const content = blankScoresheetContent(rulesFor(set), names, t);
          for (const page of layoutScoresheet(typeface, content, paper, 'en').pages) {
            const margins = { left: 36, top: 36, right: page.width - 36, bottom: page.height - 36 };
            const outside = page.items.filter(
              (item) => !inside(itemBounds(item, typeface), margins),
            );
            expect([paper, players, set, outside]).toEqual([paper, players, set, []]);
          }
        }
      }
    }
  });

  it('prints the names given and the engine of each round of a short game', () => {
    const rules = { ...presetRules('standard'), rounds: 7 };
    const layout = layoutScoresheet(
      typeface,
      blankScoresheetContent(rules, ['Ann', 'Zoë'], t),
      'a4',
      'en',
    );
    const all = texts(layout.pages);
    expect(all).toEqual(expect.arrayContaining(['Ann', 'Zoë', '12-12', '6-6']));
    expect(all).not.toContain('5-5');
  });
});
