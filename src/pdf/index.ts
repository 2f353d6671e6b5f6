/**
 * Printables as PDF: rule cards, blank scoresheets and a game's scoresheet, in any of the app's
 * languages, on Letter, A4, A6 or 5 x 3 in index cards. jsPDF, the fonts and the print
 * language's messages load on the first call; the same code runs in Node (scripts/pdf.ts)
 * with `nodeFonts` from ./node-fonts.
 */
import { type Locale, loadTranslator } from '../i18n';
import type { Rules } from '../rules';
import { browserFonts } from './browser-fonts';
import { layoutRuleCards } from './card-layout';
import type { Paper, SheetPaper } from './paper';
import { renderPdf } from './render';
import type { FontSource } from './resources';
import { type CardKind, ruleCardContent } from './rule-card-content';
import { blankScoresheetContent, gameSheetContent, type PrintableGame } from './scoresheet-content';
import { layoutScoresheet } from './scoresheet-layout';

export { type Delivery, deliverPdf } from './deliver';
export { missingGlyphs } from './font-coverage';
export { PAPERS, type Paper, SHEET_PAPERS, type SheetPaper } from './paper';
export type { FontSource } from './resources';
export { CARD_KINDS, type CardKind } from './rule-card-content';
export type { PrintableGame } from './scoresheet-content';

export interface RuleCardOptions {
  kind: CardKind;
  /** The active rules: every rule is worded for the table's own options. */
  rules: Rules;
  language: Locale;
  /** index and a6: one card per page; letter and a4: four cards a sheet, or the full rules. */
  paper: Paper;
  /** With the number of players, the deal says how many tiles each takes. */
  players?: number | null;
}

export interface ScoresheetOptions {
  /** The rounds (one row per engine) come from these rules: their set and number of rounds. */
  rules: Rules;
  /** A count for a sheet with room to write names (2 to 12), or the names to print. */
  players: number | readonly string[];
  language: Locale;
  paper: SheetPaper;
}

export interface GameSheetOptions {
  game: PrintableGame;
  language: Locale;
  paper: SheetPaper;
  /** For the date the game was played; the device's own zone when left out. */
  timeZone?: string;
}

export async function buildRuleCard(
  { kind, rules, language, paper, players = null }: RuleCardOptions,
  fonts: FontSource = browserFonts,
): Promise<Uint8Array> {
  const content = ruleCardContent({ kind, rules, players }, await loadTranslator(language));
  return renderPdf(fonts, (typeface) => layoutRuleCards(typeface, content, kind, paper, language));
}

export async function buildScoresheet(
  { rules, players, language, paper }: ScoresheetOptions,
  fonts: FontSource = browserFonts,
): Promise<Uint8Array> {
  const content = blankScoresheetContent(rules, players, await loadTranslator(language));
  return renderPdf(fonts, (typeface) => layoutScoresheet(typeface, content, paper, language));
}

export async function buildGameSheet(
  { game, language, paper, timeZone }: GameSheetOptions,
  fonts: FontSource = browserFonts,
): Promise<Uint8Array> {
  const content = gameSheetContent(game, await loadTranslator(language), language, timeZone);
  return renderPdf(fonts, (typeface) => layoutScoresheet(typeface, content, paper, language));
}
