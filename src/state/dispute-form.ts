import { inSet, type Rules, type Tile, type TrainId } from '../rules';
import type { DisputeQuestion } from './dispute';

/** What the quick check knows before anyone taps: the game's rules, players and engine. */
export interface TableFacts {
  rules: Rules;
  players: number;
  engine: number;
}

/** An uncovered double as the person describes it, filled in tap by tap. */
interface DoubleForm {
  value: number | null;
  train: TrainId | null;
  /** The asker played it just now (their turn goes on). */
  mine: boolean;
}

/**
 * The quick check as the person fills it in: each field is null until tapped, so the screen can
 * say what it still needs. Everything else has a default that is true of most turns.
 */
export interface DisputeForm {
  seat: number | null;
  tile: Tile | null;
  train: TrainId | null;
  /** The open end of the chosen train, or "not-started" when it has no tile yet. */
  end: number | 'not-started' | null;
  /** Whose trains carry a marker, by seat (filled in from the round screen). */
  markers: boolean[];
  /** The uncovered double on the table; null when there is none. */
  double: DoubleForm | null;
  drew: boolean;
  /** Whether the asker's own train has a tile, for the house rules about where a first tile goes. */
  ownStarted: boolean;
  /** Whether every other player's train has a tile, for the house rule about the Mexican train. */
  othersStarted: boolean;
  /** Every tile the asker holds, when they want to know whether they must play. */
  hand: Tile[] | null;
}

/** The parts of the form the answer waits for, in the order the screen asks them. */
const FORM_STEPS = ['seat', 'tile', 'train', 'end', 'double'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export type Reading = { ok: true; question: DisputeQuestion } | { ok: false; missing: FormStep };

export function emptyForm(players: number, markers: readonly boolean[] = []): DisputeForm {
  return {
    seat: null,
    tile: null,
    train: null,
    end: null,
    markers: Array.from({ length: players }, (_, seat) => markers[seat] === true),
    double: null,
    drew: false,
    ownStarted: true,
    othersStarted: true,
    hand: null,
  };
}

/** The open end needs no asking when the double waiting is on the very train asked about. */
export function endIsTheDouble(form: DisputeForm): boolean {
  return form.double !== null && form.train !== null && form.double.train === form.train;
}

/** Whether the marker on the chosen train matters: it is another player's. */
export function asksAboutOtherTrain(form: DisputeForm): form is DisputeForm & { train: number } {
  return typeof form.train === 'number' && form.seat !== null && form.train !== form.seat;
}

/** Whether the asker's own train being started can change the answer (a house rule). */
export function needsOwnStarted(form: DisputeForm, rules: Rules): boolean {
  if (form.train === null || form.train === form.seat) return false;
  return (
    (rules.mexicanNeedsOwnTrain && form.train === 'mexican') ||
    (rules.mexicanAfterAllTrains && startsMexican(form)) ||
    rules.ownTrainFirst
  );
}

/** Whether the others' trains being started can change the answer (a house rule). */
export function needsOthersStarted(form: DisputeForm, rules: Rules): boolean {
  return rules.mexicanAfterAllTrains && startsMexican(form);
}

function startsMexican(form: DisputeForm): boolean {
  return form.train === 'mexican' && form.end === 'not-started';
}

/**
 * The form as the engine's question, or the first thing it still needs. Anything that does not
 * exist at this table (a seat, a number above the set) counts as not said.
 */
export function toQuestion(form: DisputeForm, table: TableFacts): Reading {
  const { rules, players, engine } = table;
  const isSeat = (seat: unknown): seat is number =>
    typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < players;
  const isTrain = (train: TrainId | null): train is TrainId => train === 'mexican' || isSeat(train);
  const isNumber = (value: unknown): value is number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= rules.set;

  const { seat, tile, train, end, double } = form;
  if (!isSeat(seat)) return { ok: false, missing: 'seat' };
  if (!tile || !inSet(tile, rules.set)) return { ok: false, missing: 'tile' };
  if (!isTrain(train)) return { ok: false, missing: 'train' };
  if (double && (!isNumber(double.value) || !isTrain(double.train)))
    return { ok: false, missing: 'double' };
  const onDouble = double && double.train === train ? double.value : null;
  if (onDouble === null && end !== 'not-started' && !isNumber(end))
    return { ok: false, missing: 'end' };

  const openEnd = onDouble ?? (end === 'not-started' ? null : end);
  return {
    ok: true,
    question: {
      rules,
      players,
      engine,
      seat,
      tile,
      train,
      end: openEnd,
      ownStarted: train === seat ? openEnd !== null : form.ownStarted,
      othersStarted: form.othersStarted,
      markers: Array.from({ length: players }, (_, s) => form.markers[s] === true),
      double: double && {
        train: double.train as TrainId,
        value: double.value as number,
        mine: double.mine,
      },
      drew: form.drew,
      hand: form.hand && form.hand.length > 0 ? form.hand : null,
    },
  };
}

/**
 * The form after the table changed under it (another rule set or number of players on the
 * quick check without a game): what no longer exists is cleared, the rest is kept.
 */
export function fitToTable(form: DisputeForm, table: TableFacts): DisputeForm {
  const { rules, players } = table;
  const seatOk = (seat: number | null) => seat !== null && seat < players;
  const trainOk = (train: TrainId | null) => train === 'mexican' || seatOk(train as number | null);
  const numberOk = (value: number | null) => value !== null && value <= rules.set;
  const double = form.double && {
    value: numberOk(form.double.value) ? form.double.value : null,
    train: trainOk(form.double.train) ? form.double.train : null,
    mine: form.double.mine,
  };
  return {
    ...form,
    seat: seatOk(form.seat) ? form.seat : null,
    tile: form.tile && inSet(form.tile, rules.set) ? form.tile : null,
    train: trainOk(form.train) ? form.train : null,
    end: form.end === 'not-started' || numberOk(form.end) ? form.end : null,
    markers: Array.from({ length: players }, (_, seat) => form.markers[seat] === true),
    double,
    hand: form.hand ? form.hand.filter((t) => inSet(t, rules.set)) : null,
  };
}
