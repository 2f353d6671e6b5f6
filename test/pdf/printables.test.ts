/**
 * The printables as files: every kind, in every language, on every paper, checked with the
 * tools a printer's software would trust (qpdf, poppler): a valid PDF, the right page size and
 * count, and the text a person must find on it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBackup } from '../../src/db/backup';
import { describeRule, LOCALES, loadTranslator } from '../../src/i18n';
import {
  buildGameSheet,
  buildRuleCard,
  buildScoresheet,
  CARD_KINDS,
  PAPERS,
  SHEET_PAPERS,
} from '../../src/pdf';
import { layoutRuleCards } from '../../src/pdf/card-layout';
import { nodeFonts } from '../../src/pdf/node-fonts';
import { ruleCardContent } from '../../src/pdf/rule-card-content';
import { blankScoresheetContent, gameSheetContent } from '../../src/pdf/scoresheet-content';
import { layoutScoresheet } from '../../src/pdf/scoresheet-layout';
import { presetRules, type Rules, resolveRules, roundEngines } from '../../src/rules';
import { printableGame } from '../../src/state/printable-game';
import { realFonts } from './real-fonts';

const { typeface } = await realFonts();
const dir = mkdtempSync(join(tmpdir(), 'printables-'));
const names = ['Ann', 'Бабушка', '奶奶', 'Zoë'];
const rules: Rules = { ...presetRules('standard'), doubleBlank: 0, finalDoubleMustBeCovered: true };
const backup = parseBackup(
  readFileSync(new URL('./fixtures/game-export.json', import.meta.url), 'utf8'),
);
if (!backup.ok) throw new Error(backup.problem);
const record = backup.games[0];
if (!record) throw new Error('the fixture holds no game');
const game = printableGame(record);

interface Checked {
  pages: number;
  width: number;
  height: number;
  /** The text pdftotext finds, without any white space (lines and columns break it anywhere). */
  text: string;
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

function check(pdf: Uint8Array, name: string): Checked {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('qpdf', ['--check', file]);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    width: Number(width),
    height: Number(height),
    text: squeeze(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })),
  };
}

const CARD_PAGE: Record<(typeof PAPERS)[number], [number, number]> = {
  index: [360, 216],
  a6: [297.64, 419.53],
  letter: [612, 792],
  a4: [595.28, 841.89],
};

describe.each(LOCALES)('printables in %s', { timeout: 20_000 }, (language) => {
  it.each(CARD_KINDS.flatMap((kind) => PAPERS.map((paper) => [kind, paper] as const)))(
    'the %s card on %s paper is a valid PDF of the right size with its rules on it',
    async (kind, paper) => {
      const t = await loadTranslator(language);
      const pdf = await buildRuleCard({ kind, rules, language, paper }, nodeFonts);
      const result = check(pdf, `${kind}-${paper}-${language}`);
      const expectedPages = layoutRuleCards(
        typeface,
        ruleCardContent({ kind, rules }, t),
        kind,
        paper,
        language,
      ).pages.length;
      expect(result.pages).toBe(expectedPages);
      expect(result.width).toBeCloseTo(CARD_PAGE[paper][0], 1);
      expect(result.height).toBeCloseTo(CARD_PAGE[paper][1], 1);
      const sentence =
        kind === 'tips'
          ? t('print.tips.doubles')
          : describeRule('score.double-blank', rules, null, t).text;
      expect(result.text).toContain(squeeze(sentence));
    },
  );

  it.each(SHEET_PAPERS)(
    'a blank scoresheet on %s has every name and every engine',
    async (paper) => {
      const pdf = await buildScoresheet({ rules, players: names, language, paper }, nodeFonts);
      const result = check(pdf, `scoresheet-${paper}-${language}`);
      expect([result.pages, result.width < result.height]).toEqual([1, true]);
      for (const name of names) expect(result.text).toContain(name);
      for (const engine of roundEngines(rules))
        expect(result.text).toContain(`${engine}-${engine}`);
    },
  );

  it.each(SHEET_PAPERS)(
    "a game's scoresheet on %s has names, engines, totals and the winner",
    async (paper) => {
      const t = await loadTranslator(language);
      const pdf = await buildGameSheet({ game, language, paper, timeZone: 'UTC' }, nodeFonts);
      const result = check(pdf, `game-${paper}-${language}`);
      const content = gameSheetContent(game, t, language, 'UTC');
      expect(result.pages).toBe(layoutScoresheet(typeface, content, paper, language).pages.length);
      for (const name of names) expect(result.text).toContain(name);
      for (const engine of roundEngines(game.rules))
        expect(result.text).toContain(`${engine}-${engine}`);
      for (const total of content.totals) expect(result.text).toContain(total);
      expect(result.text).toContain(squeeze(content.closing ?? 'a closing line'));
    },
  );
});

describe('a 12-player scoresheet for a double-18 set', () => {
  it.each(SHEET_PAPERS)('turns %s to landscape and continues on a second page', async (paper) => {
    const double18 = resolveRules({ preset: 'standard', set: 18 });
    if (!double18.ok) throw new Error(double18.problem);
    const players = [...names, 'José', 'Łukasz', 'Олена', '李明', 'Eve', 'Bob', 'Иван', '王芳'];
    const pdf = await buildScoresheet(
      { rules: double18.rules, players, language: 'en', paper },
      nodeFonts,
    );
    const result = check(pdf, `scoresheet-12-${paper}`);
    const en = await loadTranslator('en');
    const layout = layoutScoresheet(
      typeface,
      blankScoresheetContent(double18.rules, players, en),
      paper,
      'en',
    );
    expect([result.pages, layout.pages.length, result.width > result.height]).toEqual([2, 2, true]);
    for (const name of players) expect(result.text).toContain(name);
    for (let engine = 18; engine >= 0; engine--)
      expect(result.text).toContain(`${engine}-${engine}`);
  });
});

describe('the same input', () => {
  it('gives the same bytes, so a print can be compared with the last', async () => {
    const options = { kind: 'quick', rules, language: 'zh', paper: 'a6' } as const;
    const first = await buildRuleCard(options, nodeFonts);
    const second = await buildRuleCard(options, nodeFonts);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const other = await buildRuleCard({ ...options, language: 'fr' }, nodeFonts);
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);
  });
});
