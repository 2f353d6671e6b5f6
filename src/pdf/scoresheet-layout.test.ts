import { describe, expect, it } from 'vitest';
import { inside, itemBounds } from '../../test/pdf/bounds';
import { fakeTypeface } from '../../test/pdf/fake-typeface';
import { loadTranslator } from '../i18n';
import { presetRules, type Rules, resolveRules } from '../rules';
import type { TextItem } from './layout-model';
import { SHEET_PAPERS } from './paper';
import { blankScoresheetContent } from './scoresheet-content';
import {
  layoutScoresheet,
  MIN_PORTRAIT_COLUMN,
  ROW_MAX,
  ROW_MIN,
  scoresheetGeometry,
} from './scoresheet-layout';

const sheet = { labelWidth: 75, titleHeight: 50, closing: false };
const t = await loadTranslator('en');

function rulesFor(set: number): Rules {
  const resolved = resolveRules({ preset: 'standard', set });
  if (!resolved.ok) throw new Error(resolved.problem);
  return resolved.rules;
}

describe('scoresheetGeometry', () => {
  it('puts 4 players on a portrait Letter page, every round of a double-12 game on it', () => {
    const geometry = scoresheetGeometry('letter', { ...sheet, players: 4, rounds: 13 });
    expect(geometry.orientation).toBe('portrait');
    expect(geometry.rowsPerPage).toEqual([13]);
    expect(geometry.rowHeight).toBeGreaterThanOrEqual(ROW_MIN);
    expect(geometry.rowHeight).toBeLessThanOrEqual(ROW_MAX);
  });

  it('turns the page to landscape when player columns would be too narrow to write in', () => {
    const seven = scoresheetGeometry('letter', { ...sheet, players: 7, rounds: 13 });
    const eight = scoresheetGeometry('letter', { ...sheet, players: 8, rounds: 13 });
    expect([seven.orientation, eight.orientation]).toEqual(['portrait', 'landscape']);
  });

  it('gives 12 players equal columns filling the landscape page between the margins', () => {
    for (const paper of SHEET_PAPERS) {
      const geometry = scoresheetGeometry(paper, { ...sheet, players: 12, rounds: 13 });
      expect(geometry.orientation).toBe('landscape');
      expect(geometry.columnWidth).toBeGreaterThanOrEqual(50);
      expect(geometry.labelWidth + geometry.columnWidth * 12).toBeCloseTo(geometry.page.width - 72);
    }
  });

  it('continues on a second page when the rounds do not fit, never leaving the totals alone', () => {
    const geometry = scoresheetGeometry('letter', { ...sheet, players: 12, rounds: 19 });
    expect(geometry.rowsPerPage.length).toBe(2);
    expect(geometry.rowsPerPage.reduce((a, b) => a + b)).toBe(19);
    expect(geometry.rowsPerPage.at(-1)).toBeGreaterThan(0);
  });

  it('shares every round out over the pages, for every table size, set and paper', () => {
    for (const paper of SHEET_PAPERS) {
      for (let players = 2; players <= 12; players++) {
        for (const rounds of [7, 10, 13, 16, 19]) {
          for (const closing of [false, true]) {
            const geometry = scoresheetGeometry(paper, { ...sheet, players, rounds, closing });
            expect(geometry.rowsPerPage.reduce((a, b) => a + b)).toBe(rounds);
            expect(Math.min(...geometry.rowsPerPage)).toBeGreaterThan(0);
            expect(geometry.columnWidth).toBeGreaterThanOrEqual(
              geometry.orientation === 'portrait' ? MIN_PORTRAIT_COLUMN : 50,
            );
          }
        }
      }
    }
  });
});

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
