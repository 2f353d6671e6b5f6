import type { OpenDouble, RoundState, TrainId } from './round';
import { hasValue, isDouble, type Tile } from './tile';

/** Whether a tile is already on the table, the engine included. */
export function isOnTable(state: RoundState, t: Tile): boolean {
  if (isDouble(t) && t[0] === state.engine) return true;
  if (trainHolds(state.mexican.tiles, t)) return true;
  for (const train of state.trains) if (trainHolds(train.tiles, t)) return true;
  return false;
}

function trainHolds(tiles: readonly Tile[], t: Tile): boolean {
  for (const laid of tiles) {
    if ((laid[0] === t[0] && laid[1] === t[1]) || (laid[0] === t[1] && laid[1] === t[0]))
      return true;
  }
  return false;
}

/**
 * Rule double.uncoverable: a double stops restricting once every other tile of its number is
 * on the table, so that nothing could ever cover it.
 */
export function isReleased(state: RoundState, double: OpenDouble): boolean {
  if (!state.rules.uncoverableReleases) return false;
  let laid = 0;
  const count = (tiles: readonly Tile[]) => {
    for (const t of tiles) if (t[0] !== t[1] && hasValue(t, double.value)) laid++;
  };
  count(state.mexican.tiles);
  for (const train of state.trains) count(train.tiles);
  // A double-N set holds N other tiles of each number.
  return laid >= state.rules.set;
}

/** The uncovered doubles that still restrict play, in the order they were played. */
export function restrictingDoubles(state: RoundState): OpenDouble[] {
  if (state.doubles.length === 0) return state.doubles;
  return state.doubles.filter((d) => !isReleased(state, d));
}

/** The double that must be closed before any other, under rule double.order. */
function firstToClose(state: RoundState, open: readonly OpenDouble[]): OpenDouble | undefined {
  return state.rules.closeOrder === 'played' ? open[0] : open[open.length - 1];
}

/**
 * What uncovered doubles demand of the next tile the seat to act lays.
 * - `free`: nothing restricts it.
 * - `cover`: it must cover `double`; with `doublesFree`, a double may still go elsewhere (the
 *   mover is chaining doubles under afterDouble "any").
 */
export type Demand =
  | { kind: 'free'; ownDouble: boolean }
  | { kind: 'cover'; double: OpenDouble; doublesFree: boolean; ownDouble: boolean };

const FREE: Demand = { kind: 'free', ownDouble: false };

export function demand(state: RoundState): Demand {
  const open = restrictingDoubles(state);
  const first = firstToClose(state, open);
  const ownDouble = state.doublesThisTurn > 0;
  if (!first) return ownDouble ? { kind: 'free', ownDouble } : FREE;
  if (state.rules.afterDouble === 'any' && ownDouble) {
    // One double of your own: the next tile may go anywhere open to you (001, 002, 004).
    // After two or more, the closing tile must cover the first in closing order (002).
    if (state.doublesThisTurn === 1) return { kind: 'free', ownDouble };
    return { kind: 'cover', double: first, doublesFree: true, ownDouble };
  }
  return { kind: 'cover', double: first, doublesFree: false, ownDouble };
}

/** Whether a train holds an uncovered double: such a train is open to everyone until covered. */
export function holdsOpenDouble(state: RoundState, train: TrainId): boolean {
  for (const d of state.doubles) if (d.train === train) return true;
  return false;
}

export function isValidTrain(state: RoundState, train: unknown): train is TrainId {
  return (
    train === 'mexican' ||
    (typeof train === 'number' && Number.isInteger(train) && train >= 0 && train < state.players)
  );
}
