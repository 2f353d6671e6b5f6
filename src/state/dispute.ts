import {
  type Action,
  check,
  houseRules,
  PRESET_IDS,
  type PresetId,
  presetRules,
  type RefusalCode,
  type RoundState,
  type Rules,
  startRound,
  type Tile,
  type Train,
  type TrainId,
  type Verdict,
} from '../rules';
import { layTrains, type TrainToLay } from './laid-trains';

/**
 * "Can I play this there?" as the table describes it: only what matters to the answer. Open ends
 * stand in for the tiles already laid, which nobody wants to enter mid-argument.
 */
export interface DisputeQuestion {
  rules: Rules;
  players: number;
  engine: number;
  /** Who is asking. */
  seat: number;
  tile: Tile;
  train: TrainId;
  /** The open end of the train they want, or null when it has no tile yet. */
  end: number | null;
  /** Whether the asker's own train has a tile yet (matters when it is not the train asked about). */
  ownStarted: boolean;
  /** Whether every other player's train has a tile yet (matters for starting the Mexican train). */
  othersStarted: boolean;
  /** Whose trains carry a marker, by seat. */
  markers: boolean[];
  /** An uncovered double on the table, on which train, and whether the asker just played it. */
  double: { train: TrainId; value: number; mine: boolean } | null;
  /** The asker has drawn this turn and not played since. */
  drew: boolean;
  /** Every tile the asker holds, when they say: then the answer can also say "you must play". */
  hand: Tile[] | null;
}

export interface DisputeAnswer {
  play: Verdict;
  /** With a whole hand: whether drawing instead is allowed (a refusal says what they must play). */
  draw: Verdict | null;
}

/** The answer under the table's own rules. */
export function settle(question: DisputeQuestion): DisputeAnswer {
  const state = tableFor(question);
  const play: Action = {
    type: 'play',
    seat: question.seat,
    tile: question.tile,
    train: question.train,
  };
  const draw: Action | null = question.hand
    ? { type: 'draw', seat: question.seat, hand: question.hand }
    : null;
  return { play: check(state, play), draw: draw && check(state, draw) };
}

/** A preset's own rules, played with this table's set, deal and length. */
function presetAtTable(preset: PresetId, rules: Rules): Rules {
  return { ...presetRules(preset), set: rules.set, handSize: rules.handSize, rounds: rules.rounds };
}

/** Markers as a rule set sees them: one without markers has none on any train, whatever was said. */
function markersUnder(rules: Rules, markers: readonly boolean[], players: number): boolean[] {
  return Array.from({ length: players }, (_, seat) => rules.markers && markers[seat] === true);
}

/** The same question under every preset, each played with this table's set and deal. */
export function settleUnderEveryPreset(
  question: DisputeQuestion,
): { preset: PresetId; answer: DisputeAnswer }[] {
  return PRESET_IDS.map((preset) => ({
    preset,
    answer: settle({ ...question, rules: presetAtTable(preset, question.rules) }),
  }));
}

/** The same followed table, as it stands, judged under every preset. */
export function settleOnTableUnderEveryPreset(
  state: RoundState,
  ask: TableAsk,
): { preset: PresetId; answer: DisputeAnswer }[] {
  return PRESET_IDS.map((preset) => {
    const rules = presetAtTable(preset, state.rules);
    const table = { ...state, rules, markers: markersUnder(rules, state.markers, state.players) };
    return { preset, answer: settleOnTable(table, ask) };
  });
}

/** Whether two answers say the same: both allowed, or both refused for the same reason. */
function sameVerdict(a: Verdict, b: Verdict): boolean {
  if (a.legal !== b.legal || a.rule !== b.rule) return false;
  return a.legal || b.legal || a.code === b.code;
}

export interface PresetAnswer {
  preset: PresetId;
  answer: DisputeAnswer;
  /** The table's own rule set, shown because the table's house rules change the answer. */
  withoutHouseRules: boolean;
}

/**
 * Refusals about the table itself rather than its rules (the round is over, it is someone
 * else's turn, the tile is laid): every rule set gives them alike.
 */
const TABLE_FACTS: readonly RefusalCode[] = [
  'round-over',
  'not-your-turn',
  'bad-tile',
  'tile-on-table',
  'no-such-train',
];

/** Whether the table changed a play rule of its rule set (deal, length and scoring aside). */
function playsHouseRules(rules: Rules): boolean {
  return houseRules(rules, rules.preset).length > 0;
}

/**
 * The question under the rule sets the table does not play, to show where they differ; the
 * table's own rule set too when its house rules make the answer differ from it. Nothing when
 * the answer does not depend on the rules at all.
 */
export function underOtherPresets(
  question: DisputeQuestion,
  answer: DisputeAnswer,
): PresetAnswer[] {
  return differences(question.rules, answer, () => settleUnderEveryPreset(question));
}

/** `underOtherPresets` at a followed table: the table as it stands, under the other rule sets. */
export function underOtherPresetsOnTable(
  state: RoundState,
  ask: TableAsk,
  answer: DisputeAnswer,
): PresetAnswer[] {
  return differences(state.rules, answer, () => settleOnTableUnderEveryPreset(state, ask));
}

function differences(
  rules: Rules,
  answer: DisputeAnswer,
  everyPreset: () => { preset: PresetId; answer: DisputeAnswer }[],
): PresetAnswer[] {
  if (!answer.play.legal && TABLE_FACTS.includes(answer.play.code)) return [];
  return everyPreset().flatMap(({ preset, answer: theirs }): PresetAnswer[] => {
    if (preset !== rules.preset) return [{ preset, answer: theirs, withoutHouseRules: false }];
    return playsHouseRules(rules) && !sameVerdict(theirs.play, answer.play)
      ? [{ preset, answer: theirs, withoutHouseRules: true }]
      : [];
  });
}

/** What is asked at a followed table, where the engine already knows the rest. */
export interface TableAsk {
  tile: Tile;
  train: TrainId;
  hand: Tile[] | null;
}

/** The answer for the seat to act at a followed table: the table itself is the question. */
export function settleOnTable(state: RoundState, ask: TableAsk): DisputeAnswer {
  const seat = state.turn;
  const play = check(state, { type: 'play', seat, tile: ask.tile, train: ask.train });
  const draw = ask.hand ? check(state, { type: 'draw', seat, hand: ask.hand }) : null;
  return { play, draw };
}

/** A table that matches the question: each train laid as a short chain from the engine to its stated end. */
export function tableFor(q: DisputeQuestion): RoundState {
  const base = startRound({
    rules: q.rules,
    players: q.players,
    engine: q.engine,
    start: q.seat,
    hands: Array(q.players).fill(7),
    boneyard: 10,
  });
  const toLay = (id: TrainId): TrainToLay => {
    const doubleHere = q.double && q.double.train === id ? q.double.value : null;
    const started = id === q.seat ? q.ownStarted : id !== 'mexican' && q.othersStarted;
    const end = doubleHere ?? (id === q.train ? q.end : null);
    return { id, end: end ?? (started ? 'started' : null), double: doubleHere !== null };
  };
  // The trains that decide the answer are laid first, while the set still has every tile to spare.
  const ids: TrainId[] = [...base.trains.map((_, seat) => seat), 'mexican'];
  const first = (id: TrainId) => (id === q.train ? 0 : id === q.double?.train ? 1 : 2);
  const laid = layTrains(
    q.rules,
    q.engine,
    [...ids].sort((a, b) => first(a) - first(b)).map(toLay),
    [q.tile, ...(q.hand ?? [])],
  );
  const doubles = q.double
    ? [{ train: q.double.train, value: q.double.value, seat: q.double.mine ? q.seat : -1 }]
    : [];
  return {
    ...base,
    trains: base.trains.map((_, seat) => laid.get(seat) as Train),
    mexican: laid.get('mexican') as Train,
    markers: markersUnder(q.rules, q.markers, q.players),
    doubles,
    drew: q.drew,
    drewThisTurn: q.drew,
    doublesThisTurn: q.double?.mine ? 1 : 0,
  };
}
