/**
 * The new-game form as plain data: players in seat order, the rule set, the domino set, each
 * house rule and the length of the game. Pure functions change it and turn it into what
 * startGame takes, so the screen only renders and the rules stay testable without a browser.
 */
import { nameKey } from '../db/joined-names';
import type { PlayerInput } from '../db/mutations';
import {
  type Choices,
  fullRounds,
  houseRules,
  PRESETS,
  type PresetId,
  type RulesInput,
  type SetSize,
  setsForPlayers,
  typedNumber,
} from '../rules';
import { MAX_PLAYERS, MIN_PLAYERS } from './limits';

export interface SeatInput {
  /** Stable while the form is open, so a moved row keeps its focus and its text. */
  key: string;
  /** A known player's id ("same players as last time"). */
  id?: string;
  name: string;
}

export type GameLength = 'full' | 'short' | 'custom';

export interface NewGameForm {
  seats: SeatInput[];
  preset: PresetId;
  set: SetSize;
  options: Choices;
  length: GameLength;
  /** The number typed for a custom length, as typed. */
  customRounds: string;
}

/** Seed 000's short game: seven rounds. */
export const SHORT_GAME_ROUNDS = 7;

export type FormProblem =
  | { kind: 'duplicate-name'; name: string }
  | { kind: 'rounds'; max: number };

function presetChoices(preset: PresetId): Choices {
  const { id: _id, set: _set, deal: _deal, sources: _sources, ...choices } = PRESETS[preset];
  return choices;
}

function emptySeat(): SeatInput {
  return { key: crypto.randomUUID(), name: '' };
}

/**
 * The sets to offer for a table (rule set.players): double-9 or 12 for 2-4, double-12 for 5-8,
 * double-15 or 18 for 9-12; a preset's own smaller set (Choo Choo Sixes' double-6) first, for
 * the small tables it is made for.
 */
export function setsOffered(players: number, preset: PresetId): SetSize[] {
  const recommended: SetSize[] = setsForPlayers(players);
  const own = PRESETS[preset].set;
  return recommended.includes(own) || players > 4 ? recommended : [own, ...recommended];
}

/** The preset's set where it suits the table, else the first set offered. */
function suitedSet(players: number, preset: PresetId, current?: SetSize): SetSize {
  const offered = setsOffered(players, preset);
  if (current !== undefined && offered.includes(current)) return current;
  const own = PRESETS[preset].set;
  return offered.includes(own) ? own : (offered[0] as SetSize);
}

export function newGameForm(preset: PresetId = 'standard'): NewGameForm {
  const seats = [emptySeat(), emptySeat()];
  return {
    seats,
    preset,
    set: suitedSet(seats.length, preset),
    options: presetChoices(preset),
    length: 'full',
    customRounds: '',
  };
}

/** A rule set chosen: every house rule goes back to its value, and the set to its own. */
export function choosePreset(form: NewGameForm, preset: PresetId): NewGameForm {
  return {
    ...form,
    preset,
    set: suitedSet(form.seats.length, preset),
    options: presetChoices(preset),
  };
}

function withSeats(form: NewGameForm, seats: SeatInput[]): NewGameForm {
  return { ...form, seats, set: suitedSet(seats.length, form.preset, form.set) };
}

export function addSeat(form: NewGameForm): NewGameForm {
  if (form.seats.length >= MAX_PLAYERS) return form;
  return withSeats(form, [...form.seats, emptySeat()]);
}

export function removeSeat(form: NewGameForm, index: number): NewGameForm {
  if (form.seats.length <= MIN_PLAYERS) return form;
  return withSeats(
    form,
    form.seats.filter((_, i) => i !== index),
  );
}

/** Puts a removed seat back where it was (the undo of removeSeat). */
export function restoreSeat(form: NewGameForm, seat: SeatInput, index: number): NewGameForm {
  if (form.seats.length >= MAX_PLAYERS) return form;
  const seats = [...form.seats];
  seats.splice(Math.min(index, seats.length), 0, seat);
  return withSeats(form, seats);
}

/** Moves a seat one place up (-1) or down (+1) the table; at either end nothing moves. */
export function moveSeat(form: NewGameForm, index: number, by: -1 | 1): NewGameForm {
  const to = index + by;
  if (to < 0 || to >= form.seats.length) return form;
  const seats = [...form.seats];
  [seats[index], seats[to]] = [seats[to] as SeatInput, seats[index] as SeatInput];
  return { ...form, seats };
}

export function renameSeat(form: NewGameForm, index: number, name: string): NewGameForm {
  return {
    ...form,
    seats: form.seats.map((seat, i) => (i === index ? { ...seat, name } : seat)),
  };
}

/** The players of the last game, in their seats, keeping who is who. */
export function seatPlayers(
  form: NewGameForm,
  players: readonly { id: string; name: string }[],
): NewGameForm {
  const seats = players
    .slice(0, MAX_PLAYERS)
    .map((player) => ({ key: crypto.randomUUID(), id: player.id, name: player.name }));
  return seats.length >= MIN_PLAYERS ? withSeats(form, seats) : form;
}

export function chooseSet(form: NewGameForm, set: SetSize): NewGameForm {
  return { ...form, set };
}

export function chooseOption<K extends keyof Choices>(
  form: NewGameForm,
  option: K,
  value: Choices[K],
): NewGameForm {
  return { ...form, options: { ...form.options, [option]: value } };
}

export function chooseLength(form: NewGameForm, length: GameLength, customRounds?: string) {
  return { ...form, length, customRounds: customRounds ?? form.customRounds };
}

/** Whether a short game is shorter than the full one with this set. */
export function offersShortGame(set: SetSize): boolean {
  return fullRounds(set) > SHORT_GAME_ROUNDS;
}

/** The rounds the form asks for; null when the typed number is not 1 to a full game. */
export function chosenRounds(form: NewGameForm): number | null {
  const full = fullRounds(form.set);
  if (form.length === 'full') return full;
  if (form.length === 'short') return Math.min(SHORT_GAME_ROUNDS, full);
  const rounds = typedNumber(form.customRounds);
  return rounds !== null && rounds >= 1 && rounds <= full ? rounds : null;
}

/** The names the game will use: as typed, or "Player 3" for a name left empty. */
function seatNames(form: NewGameForm, defaultName: (number: number) => string): string[] {
  return form.seats.map((seat, i) => seat.name.trim() || defaultName(i + 1));
}

/** What stops the game from starting: two players by one name, or a length out of range. */
export function formProblems(
  form: NewGameForm,
  defaultName: (number: number) => string,
): FormProblem[] {
  const problems: FormProblem[] = [];
  const names = seatNames(form, defaultName);
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const name of names) {
    const key = nameKey(name);
    if (seen.has(key) && !reported.has(key)) {
      problems.push({ kind: 'duplicate-name', name });
      reported.add(key);
    }
    seen.add(key);
  }
  if (chosenRounds(form) === null) problems.push({ kind: 'rounds', max: fullRounds(form.set) });
  return problems;
}

/** How many house rules differ from the chosen rule set's. */
export function houseRuleCount(form: NewGameForm): number {
  return houseRules(form.options, form.preset).length;
}

/** What startGame (game-list.ts) takes; null while a problem stands. */
export function gameInput(
  form: NewGameForm,
  defaultName: (number: number) => string,
): { players: PlayerInput[]; rules: RulesInput } | null {
  const rounds = chosenRounds(form);
  if (rounds === null || formProblems(form, defaultName).length > 0) return null;
  const names = seatNames(form, defaultName);
  return {
    players: form.seats.map((seat, i) => ({
      ...(seat.id ? { id: seat.id } : {}),
      name: names[i] as string,
    })),
    rules: { preset: form.preset, set: form.set, rounds, ...form.options },
  };
}
