import type { TrainId } from './round';
import type { Tile } from './tile';

/** A tile as a pair, or as text "a-b" typed by a person or read from a file. */
export type TileInput = Tile | string;

/**
 * What a seat does on its turn. `hand`, when given, is every tile the mover holds: with it the
 * engine can tell "you must play" from "you may draw".
 *
 * @example {type: 'play', seat: 0, tile: [5, 12], train: 'mexican'}
 * @example {type: 'draw', seat: 1, tile: [3, 4]}   // the drawn tile, when it is known
 * @example {type: 'pass', seat: 1}
 */
export type Action =
  | { type: 'play'; seat: number; tile: TileInput; train: TrainId; hand?: readonly Tile[] }
  | { type: 'draw'; seat: number; tile?: TileInput | null; hand?: readonly Tile[] }
  | { type: 'pass'; seat: number; hand?: readonly Tile[] };
