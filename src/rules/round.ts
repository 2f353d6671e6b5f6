import type { Rules } from './options';
import type { Tile } from './tile';

/** A train is named by its owner's seat (0 is the first seat, clockwise) or "mexican". */
export type TrainId = number | 'mexican';

export interface Train {
  /** Tiles from the engine outwards, each oriented so that its first number meets the previous end. */
  tiles: Tile[];
  /** The number a tile must carry to go on this train: the engine's for an empty train. */
  end: number;
}

/** A double at the end of a train that nothing has covered yet. */
export interface OpenDouble {
  train: TrainId;
  value: number;
  /** Who played it. */
  seat: number;
  /** It was its player's last tile: under double.last-tile they go out once it is covered. */
  final?: boolean;
}

export type RoundEnd = { reason: 'out'; seat: number } | { reason: 'blocked' };

/**
 * One round at the table, as plain data (serialisable, never mutated: applying an action
 * returns a new state). Hands are counts: the engine judges a move from what is on the table,
 * and from a hand only when someone states it.
 */
export interface RoundState {
  rules: Rules;
  players: number;
  engine: number;
  /** Each seat's own train, by seat. */
  trains: Train[];
  mexican: Train;
  /** Seats whose train carries a marker, by seat. */
  markers: boolean[];
  /** Uncovered doubles in the order they were played. */
  doubles: OpenDouble[];
  hands: number[];
  boneyard: number;
  /** The seat to act. */
  turn: number;
  /** Whether the seat to act has drawn since their last play, and what, if it was named. */
  drew: boolean;
  drawn: Tile | null;
  /** Whether the seat to act has drawn at all this turn, plays since included (rule turn.draw-limit). */
  drewThisTurn: boolean;
  /** Doubles the seat to act has played this turn (a double keeps the turn). */
  doublesThisTurn: number;
  /** Passes in a row made with an empty boneyard. */
  passes: number;
  over: RoundEnd | null;
}

export interface RoundSetup {
  rules: Rules;
  players: number;
  engine: number;
  start: number;
  hands: number[];
  boneyard: number;
}

export function startRound(setup: RoundSetup): RoundState {
  const empty = (): Train => ({ tiles: [], end: setup.engine });
  return {
    rules: setup.rules,
    players: setup.players,
    engine: setup.engine,
    trains: Array.from({ length: setup.players }, empty),
    mexican: empty(),
    markers: Array.from({ length: setup.players }, () => false),
    doubles: [],
    hands: [...setup.hands],
    boneyard: setup.boneyard,
    turn: setup.start,
    drew: false,
    drawn: null,
    drewThisTurn: false,
    doublesThisTurn: 0,
    passes: 0,
    over: null,
  };
}

export function trainOf(state: RoundState, id: TrainId): Train | undefined {
  return id === 'mexican' ? state.mexican : state.trains[id];
}
