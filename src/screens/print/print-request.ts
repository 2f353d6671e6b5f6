/**
 * What the print screen's choices come to: which papers fit what is printed, the rules a blank
 * sheet is ruled for, the players it names, and the file's name. Plain functions, so the
 * screen stays a view and these can be tested without a page.
 */
import { PAPERS, type Paper, SHEET_PAPERS, type SheetPaper } from '../../pdf/paper';
import { CARD_KINDS, type CardKind } from '../../pdf/rule-card-content';
import { fullRounds, type Rules, resolveRules, type SetSize } from '../../rules';
import type { Printable } from '../../state/print-form';
import { localDay } from '../settings/backup-file';

export const PRINTABLES: readonly Printable[] = [...CARD_KINDS, 'blank', 'game'];

export function isRuleCard(what: Printable): what is CardKind {
  return (CARD_KINDS as readonly string[]).includes(what);
}

/** Cards come on any paper; a scoresheet needs a whole sheet. */
export function papersFor(what: Printable): readonly Paper[] {
  return isRuleCard(what) ? PAPERS : SHEET_PAPERS;
}

/** Where US Letter is the paper in the printer (the Americas, the Philippines); A4 elsewhere. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR', 'GT', 'CR']);

/** The sheet most likely in the person's printer, from the browser's languages ("en-US"). */
export function likelyPaper(languages: readonly string[]): SheetPaper {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return LETTER_REGIONS.has(region) ? 'letter' : 'a4';
    } catch {
      // Not a language tag: try the next.
    }
  }
  return 'a4';
}

/** The paper chosen if it fits what is printed, else the likely sheet. */
export function paperFor(what: Printable, chosen: Paper, likely: SheetPaper): Paper {
  return papersFor(what).includes(chosen) ? chosen : likely;
}

/**
 * The rules a blank sheet is ruled for: a row per round. A set chosen on the screen brings its
 * full countdown unless fewer rounds are chosen too; rounds never exceed the set's.
 */
export function sheetRules(base: Rules, set: SetSize | null, rounds: number | null): Rules {
  const chosenSet = set ?? base.set;
  const fullGame = fullRounds(chosenSet);
  const wanted = rounds ?? (set === null ? base.rounds : fullGame);
  // A sheet has no use for a hand size, and a game's own could not be dealt from a smaller set.
  const resolved = resolveRules({
    ...base,
    handSize: null,
    set: chosenSet,
    rounds: Math.min(wanted, fullGame),
  });
  return resolved.ok ? resolved.rules : base;
}

/** A sheet's seats: the names when any is typed (blank ones left to write in), else a count. */
export function sheetPlayers(count: number, names: readonly string[]): number | string[] {
  const seated = Array.from({ length: count }, (_, seat) => names[seat]?.trim() ?? '');
  return seated.some((name) => name !== '') ? seated : count;
}

/** "mexican-train-quick-reference-a6-fr.pdf", "mexican-train-game-2026-11-29-en.pdf". */
export function pdfFileName(
  what: Printable,
  { paper, language, day }: { paper: Paper; language: string; day: Date },
): string {
  const names: Record<Printable, string> = {
    quick: 'quick-reference',
    full: 'rules',
    tips: 'tips',
    blank: 'scoresheet',
    game: `game-${localDay(day)}`,
  };
  return `mexican-train-${names[what]}-${paper}-${language}.pdf`;
}
