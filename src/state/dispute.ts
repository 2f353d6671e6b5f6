import {
  type Action,
  check,
  tile as makeTile,
  PRESET_IDS,
  type PresetId,
  presetRules,
  type RoundState,
  type Rules,
  sameTile,
  startRound,
  type Tile,
  type Train,
  type TrainId,
  type Verdict,
} from '../rules';

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

/** The same question under every preset, each played with this table's set and deal. */
export function settleUnderEveryPreset(
  question: DisputeQuestion,
): { preset: PresetId; answer: DisputeAnswer }[] {
  return PRESET_IDS.map((preset) => {
    const rules: Rules = {
      ...presetRules(preset),
      set: question.rules.set,
      handSize: question.rules.handSize,
      rounds: question.rules.rounds,
    };
    return { preset, answer: settle({ ...question, rules }) };
  });
}

/** A table that matches the question: each train built as a short chain from the engine to its stated end. */
export function tableFor(q: DisputeQuestion): RoundState {
  const avoid = [q.tile, ...(q.hand ?? [])];
  const base = startRound({
    rules: q.rules,
    players: q.players,
    engine: q.engine,
    start: q.seat,
    hands: Array(q.players).fill(7),
    boneyard: 10,
  });
  const used: Tile[] = [];
  const build = (id: TrainId): Train => {
    const doubleHere = q.double && q.double.train === id ? q.double.value : null;
    const end =
      doubleHere ?? (id === q.train ? q.end : id === q.seat && q.ownStarted ? q.engine : null);
    const tiles = end === null ? [] : chain(q.engine, end, q.rules.set, [...avoid, ...used]);
    if (doubleHere !== null) tiles.push([doubleHere, doubleHere]);
    used.push(...tiles);
    return { tiles, end: end ?? q.engine };
  };
  const trains = base.trains.map((_, seat) => build(seat));
  const mexican = build('mexican');
  const doubles = q.double
    ? [{ train: q.double.train, value: q.double.value, seat: q.double.mine ? q.seat : -1 }]
    : [];
  return {
    ...base,
    trains,
    mexican,
    markers: base.markers.map((_, seat) => q.markers[seat] === true),
    doubles,
    drew: q.drew,
    doublesThisTurn: q.double?.mine ? 1 : 0,
  };
}

/** The shortest run of tiles from the engine to `end` (at least one tile), none in `avoid`, oriented as laid. */
function chain(engine: number, end: number, set: number, avoid: readonly Tile[]): Tile[] {
  const taken = [...avoid];
  const free = (a: number, b: number) => a !== b && !taken.some((t) => sameTile(t, makeTile(a, b)));
  const search = (from: number, length: number): Tile[] | null => {
    if (length === 1) return free(from, end) ? [[from, end]] : null;
    for (let via = 0; via <= set; via++) {
      if (!free(from, via)) continue;
      taken.push(makeTile(from, via));
      const rest = search(via, length - 1);
      taken.pop();
      if (rest) return [[from, via], ...rest];
    }
    return null;
  };
  return search(engine, 1) ?? search(engine, 2) ?? search(engine, 3) ?? [];
}
