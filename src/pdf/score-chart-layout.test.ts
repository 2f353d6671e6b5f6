import { describe, expect, it } from 'vitest';
import { inside, itemBounds } from '../../test/pdf/bounds';
import { fakeTypeface } from '../../test/pdf/fake-typeface';
import { loadTranslator } from '../i18n';
import { resolveRules } from '../rules';
import { printableGame } from '../state/printable-game';
import type { PathItem, TextItem } from './layout-model';
import { gameSheetContent } from './scoresheet-content';
import { layoutScoresheet } from './scoresheet-layout';

const t = await loadTranslator('en');
const typeface = fakeTypeface();

function finishedGame(names: string[], rounds: number[][], set = 12) {
  const resolved = resolveRules({ preset: 'standard', set, rounds: rounds.length });
  if (!resolved.ok) throw new Error(resolved.problem);
  return printableGame({
    rules: resolved.rules,
    finishedAt: 1_700_000_000_000,
    players: names.map((name) => ({ name })),
    rounds: rounds.map((scores) => ({ scores })),
  });
}

function sheet(names: string[], rounds: number[][], set?: number) {
  const game = finishedGame(names, rounds, set);
  return layoutScoresheet(typeface, gameSheetContent(game, t, 'en', 'UTC'), 'letter', 'en');
}

const texts = (items: readonly { kind: string }[]) =>
  (items.filter((item) => item.kind === 'text') as TextItem[]).map((item) => item.text).join(' ');
const chartLines = (items: readonly { kind: string }[]) =>
  (items.filter((item) => item.kind === 'path') as PathItem[]).filter((item) => !item.closed);

describe('the game sheet’s running-totals chart', () => {
  it('sits under the table of a short game: one line per player, from round 0 to the last', () => {
    const layout = sheet(
      ['Ann', 'Bob', 'Cy'],
      [
        [0, 12, 7],
        [5, 0, 9],
      ],
    );
    expect(layout.pages).toHaveLength(1);
    const items = layout.pages[0]?.items ?? [];
    expect(texts(items)).toContain('Running totals');
    const lines = chartLines(items);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.points).toHaveLength(3);
    // Ann's 5 is the lowest total: her line ends highest up.
    const ends = lines.map((line) => line.points.at(-1)?.y as number);
    expect(ends[0]).toBeLessThan(Math.min(ends[1] as number, ends[2] as number));
  });

  it('takes a page of its own after 12 players and 19 rounds, everything inside the paper', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Player with a long name ${i + 1}`);
    const rounds = Array.from({ length: 19 }, (_, r) => names.map((_, seat) => (r + seat) % 40));
    const layout = sheet(names, rounds, 18);
    const last = layout.pages.at(-1);
    expect(texts(last?.items ?? [])).toContain('Running totals');
    expect(chartLines(last?.items ?? [])).toHaveLength(12);
    expect(texts(last?.items ?? [])).not.toContain('Total');
    expect(texts(last?.items ?? [])).toContain(
      `Page ${layout.pages.length} of ${layout.pages.length}`,
    );
    for (const page of layout.pages) {
      const paper = { left: 0, top: 0, right: page.width, bottom: page.height };
      for (const item of page.items) expect(inside(itemBounds(item, typeface), paper)).toBe(true);
    }
  });

  it('is not on a blank sheet', () => {
    const game = finishedGame(['Ann', 'Bob'], [[0, 3]]);
    const blank = gameSheetContent(printableGame({ ...game, rounds: [] }), t, 'en');
    expect(blank.chart).toBeNull();
  });
});
