/**
 * The print form as plain data: what to print, on what paper, in which language, for which
 * rules, and for a blank sheet its set, rounds and players. Pure functions change it, so the
 * screen only renders and the choices can be tested without a page.
 */
import type { Locale } from '../i18n';
import type { Paper } from '../pdf/paper';
import type { CardKind } from '../pdf/rule-card-content';
import type { PresetId, SetSize } from '../rules';
import { MAX_PLAYERS, MIN_PLAYERS } from './limits';

/** A rule card of one kind, a blank scoresheet, or a game's own sheet. */
export type Printable = CardKind | 'blank' | 'game';

export interface PrintForm {
  what: Printable;
  paper: Paper;
  language: Locale;
  /** The rules printed: the game's own, or a rule set's. */
  rules: 'game' | PresetId;
  /** A blank sheet's set and rounds when chosen; null: those of the rules. */
  set: SetSize | null;
  rounds: number | null;
  /** A blank sheet's columns. */
  players: number;
  /** A name for each seat up to the most a sheet takes; only the first `players` are printed. */
  names: string[];
}

/** A blank sheet's columns when no game says how many. */
const DEFAULT_PLAYERS = 4;

/**
 * The form as it opens. With a game (`gamePlayers` is its number of players) its rules come
 * first, and its own sheet too when opened from the game (`gameFirst`).
 */
export function printForm(start: {
  gamePlayers: number | null;
  gameFirst: boolean;
  paper: Paper;
  language: Locale;
}): PrintForm {
  const game = start.gamePlayers !== null;
  return {
    what: game && start.gameFirst ? 'game' : 'quick',
    paper: start.paper,
    language: start.language,
    rules: game ? 'game' : 'standard',
    set: null,
    rounds: null,
    players: start.gamePlayers ?? DEFAULT_PLAYERS,
    names: Array<string>(MAX_PLAYERS).fill(''),
  };
}

export function chooseWhat(form: PrintForm, what: Printable): PrintForm {
  return { ...form, what };
}

export function choosePaper(form: PrintForm, paper: Paper): PrintForm {
  return { ...form, paper };
}

export function chooseLanguage(form: PrintForm, language: Locale): PrintForm {
  return { ...form, language };
}

/** Other rules bring their own set and length: a set or rounds chosen before are let go. */
export function chooseRules(form: PrintForm, rules: 'game' | PresetId): PrintForm {
  return { ...form, rules, set: null, rounds: null };
}

/** A set chosen brings its full countdown: rounds chosen before are let go. */
export function chooseSheetSet(form: PrintForm, set: SetSize): PrintForm {
  return { ...form, set, rounds: null };
}

export function chooseRounds(form: PrintForm, rounds: number): PrintForm {
  return { ...form, rounds };
}

/** A sheet has 2 to 12 columns; the names typed stay, for seats shown again. */
export function choosePlayers(form: PrintForm, players: number): PrintForm {
  return { ...form, players: Math.min(MAX_PLAYERS, Math.max(MIN_PLAYERS, players)) };
}

export function renameSheetSeat(form: PrintForm, seat: number, name: string): PrintForm {
  return { ...form, names: form.names.map((old, i) => (i === seat ? name : old)) };
}
