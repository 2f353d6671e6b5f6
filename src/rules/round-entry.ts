/**
 * Rules score.pips, score.double-blank and score.blocked-lowest applied to what a table enters
 * at the end of a round: each hand typed as a total or tapped tile by tile. This is the one
 * place a round is scored: the end-of-round screen previews with it, the storage stores what it
 * returns, and stored or imported rounds are checked against it.
 */
import { handScore, roundScores } from './game';
import type { Rules } from './options';
import { allTiles, formatTile, inSet, isDouble, parseTile, type Tile, tileIndex } from './tile';

/** More than any hand can hold: a whole double-18 set counts 3,420 pips, plus 50 for the 0-0. */
export const MAX_SCORE = 9999;

/** One hand as entered: kept exactly as entered, nothing entered yet being null. */
export type HandEntry =
  /** The raw text typed, kept even when it is not a number yet, so nothing typed is lost. */
  | { kind: 'typed'; value: string }
  | { kind: 'tiles'; tiles: string[] }
  /** The total a photo was counted to once the person confirmed it; null until then. */
  | { kind: 'photo'; value: number | null }
  | null;

/** The end of a round as entered. Seats are indexes in seat order. */
export interface RoundEntry {
  /** The engine double's number (12 for the 12-12). */
  engine: number;
  /** The seat that took the first turn, when someone noted it. */
  start: number | null;
  /** The seat that went out; null when the round was blocked or nobody noted it. */
  out: number | null;
  blocked: boolean;
  entries: HandEntry[];
}

/** A finished round as it was scored. */
export interface ScoredRound extends Omit<RoundEntry, 'entries'> {
  /** The penalty each seat took this round, in seat order. */
  scores: number[];
  /** Per seat, the tiles tapped in ("a-b", low end first), or null when the score was typed. */
  tiles: (string[] | null)[];
  /**
   * Per seat, a hand entered as a total where the score does not say it: a total counted from
   * a photo, or a typed total that the round's rules scored otherwise (the lowest hand of a
   * blocked round scores 0); else null. Absent when no seat has one, as in every round stored
   * before it was kept.
   */
  totals?: (EnteredTotal | null)[];
}

/** A hand's total as it was entered, before the round's rules scored it. */
interface EnteredTotal {
  from: 'typed' | 'photo';
  pips: number;
}

const ENTRY_ISSUE_CODES = [
  /** Nothing entered for a seat that did not go out (or a typed field left blank). */
  'missing',
  'not-a-number',
  'too-large',
  /** A typed total above what the whole set, less the round's engine, counts: no hand holds it. */
  'impossible-total',
  /** The seat that went out has tiles or points entered. */
  'went-out-with-points',
  'not-a-tile',
  'tile-not-in-set',
  /** The same tile entered twice in the round (in one hand or two). */
  'tile-twice',
  /** The round's engine double sits on the table, so no hand can hold it. */
  'engine-in-hand',
  /** A round ends one way: either someone went out or it was blocked. */
  'out-and-blocked',
] as const;
export type EntryIssueCode = (typeof ENTRY_ISSUE_CODES)[number];

/** What stops an entry from being scored, and the seat it concerns. */
export interface EntryIssue {
  seat: number;
  code: EntryIssueCode;
}

export type ScoredDraft =
  | {
      ok: true;
      round: ScoredRound;
      /** Seats that score 0 although their hand held pips: the lowest in a blocked round (house rule). */
      lowestInBlock: number[];
    }
  | { ok: false; issues: EntryIssue[] };

/**
 * Reads a typed whole number (a score, a number of rounds): digits only, surrounding spaces and
 * full-width digits (a phone's CJK keyboard) allowed. Null when it is not a whole number.
 */
export function typedNumber(text: string): number | null {
  const digits = text.normalize('NFKC').trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * The most a hand can count this round: every tile of the set but the engine double, which lies
 * on the table (the 0-0 counted per doubleBlank). Any lower total some hand can make.
 */
export function highestHandScore(rules: Rules, engine: number): number {
  const inAnyHand = allTiles(rules.set).filter((t) => !(isDouble(t) && t[0] === engine));
  return handScore(rules, inAnyHand);
}

type SeatScore = { score: number; tiles: string[] | null } | { code: EntryIssueCode };

/** Each total counted from a photo, and each typed total the round's rules scored otherwise. */
function enteredTotals(
  entries: readonly HandEntry[],
  pips: readonly number[],
  scores: readonly number[],
): (EnteredTotal | null)[] | undefined {
  const totals = entries.map((entry, seat): EnteredTotal | null => {
    const entered = pips[seat] as number;
    if (entry?.kind === 'photo') return { from: 'photo', pips: entered };
    return entry?.kind === 'typed' && scores[seat] !== entered
      ? { from: 'typed', pips: entered }
      : null;
  });
  return totals.some((total) => total !== null) ? totals : undefined;
}

function scoreSeat(rules: Rules, engine: number, entry: HandEntry, wentOut: boolean): SeatScore {
  if (entry === null) return wentOut ? { score: 0, tiles: [] } : { code: 'missing' };
  if (entry.kind !== 'tiles') {
    const blank = entry.kind === 'typed' ? entry.value.trim() === '' : entry.value === null;
    if (blank) return wentOut ? { score: 0, tiles: null } : { code: 'missing' };
    const score = entry.kind === 'typed' ? typedNumber(entry.value) : entry.value;
    if (score === null) return { code: 'not-a-number' };
    if (score > MAX_SCORE) return { code: 'too-large' };
    if (score > highestHandScore(rules, engine)) return { code: 'impossible-total' };
    if (wentOut && score !== 0) return { code: 'went-out-with-points' };
    return { score, tiles: null };
  }
  const hand: Tile[] = [];
  for (const text of entry.tiles) {
    const t = parseTile(text);
    if (t === null) return { code: 'not-a-tile' };
    if (!inSet(t, rules.set)) return { code: 'tile-not-in-set' };
    hand.push(t);
  }
  if (wentOut && hand.length > 0) return { code: 'went-out-with-points' };
  return { score: handScore(rules, hand), tiles: hand.map(formatTile) };
}

/** Why a tile cannot go into a hand: the round's engine double lies on the table, or another seat holds it. */
type TileTaken = { by: 'engine' } | { by: 'seat'; seat: number };

/**
 * The tiles no tile-by-tile entry of this seat may take, each with why (rule score.pips: a tile
 * is in one place only). Keys are "a-b", low end first.
 */
export function takenTiles(draft: RoundEntry, seat: number): Map<string, TileTaken> {
  const taken = new Map<string, TileTaken>([
    [formatTile([draft.engine, draft.engine]), { by: 'engine' }],
  ]);
  draft.entries.forEach((entry, other) => {
    if (other === seat || entry?.kind !== 'tiles') return;
    for (const text of entry.tiles) {
      const held = parseTile(text);
      if (held) taken.set(formatTile(held), { by: 'seat', seat: other });
    }
  });
  return taken;
}

/** Seats holding a tile entered earlier in the round, or the engine double. */
function tileClashes(engine: number, hands: readonly (readonly string[] | null)[]): EntryIssue[] {
  const seen = new Set<number>();
  const issues: EntryIssue[] = [];
  hands.forEach((hand, seat) => {
    for (const text of hand ?? []) {
      const t = parseTile(text) as Tile;
      if (isDouble(t) && t[0] === engine) {
        issues.push({ seat, code: 'engine-in-hand' });
        return;
      }
      if (seen.has(tileIndex(t))) {
        issues.push({ seat, code: 'tile-twice' });
        return;
      }
      seen.add(tileIndex(t));
    }
  });
  return issues;
}

/**
 * Scores a round's entry: tapped tiles count their pips under the game's rules (0-0 per
 * doubleBlank), totals typed or counted from a photo count as entered, the seat that went out scores 0, and in a blocked
 * round under blockedLowestScoresZero the lowest hands score 0. Either the round as scored or
 * every issue that stops it, seat by seat. Expects one entry per seat and seats that exist.
 */
export function scoreDraft(game: { rules: Rules }, draft: RoundEntry): ScoredDraft {
  const issues: EntryIssue[] = [];
  if (draft.blocked && draft.out !== null)
    issues.push({ seat: draft.out, code: 'out-and-blocked' });
  const scores: number[] = [];
  const tiles: (string[] | null)[] = [];
  draft.entries.forEach((entry, seat) => {
    const result = scoreSeat(game.rules, draft.engine, entry, draft.out === seat);
    if ('code' in result) {
      issues.push({ seat, code: result.code });
      scores.push(0);
      tiles.push(null);
    } else {
      scores.push(result.score);
      tiles.push(result.tiles);
    }
  });
  issues.push(...tileClashes(draft.engine, tiles));
  if (issues.length > 0) return { ok: false, issues };
  const { engine, start, out, blocked } = draft;
  // A round with nobody noted as out is not a block: only "blocked" brings the house rule in.
  const scored = blocked ? roundScores(game.rules, scores, null) : { scores, lowestInBlock: [] };
  const totals = enteredTotals(draft.entries, scores, scored.scores);
  return {
    ok: true,
    round: { engine, start, out, blocked, scores: scored.scores, tiles, ...(totals && { totals }) },
    lowestInBlock: scored.lowestInBlock,
  };
}
