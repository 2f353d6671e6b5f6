import { type RoundState, type TrainId, trainOf } from './round';
import { type Demand, holdsOpenDouble } from './table';
import { isDouble, type Tile } from './tile';
import type { RefusalCode } from './vocabulary';

/**
 * The first rule that keeps any tile of this kind (a double or not) off a train for the seat to
 * act: an uncovered double elsewhere, a closed train, a house rule. Null when the train is open to it.
 */
export function trainRefusal(
  state: RoundState,
  seat: number,
  train: TrainId,
  double: boolean,
  need: Demand,
): RefusalCode | null {
  const coversDouble = need.kind === 'cover' && train === need.double.train;
  if (need.kind === 'cover' && !coversDouble && !(need.doublesFree && double))
    return 'double-must-be-covered';
  if (
    typeof train === 'number' &&
    train !== seat &&
    !coversDouble &&
    !state.markers[train] &&
    !holdsOpenDouble(state, train)
  ) {
    return 'train-closed';
  }
  const { rules } = state;
  const ownEmpty = state.trains[seat]?.tiles.length === 0;
  if (train === 'mexican' && rules.mexicanNeedsOwnTrain && ownEmpty) {
    return 'mexican-needs-own-train';
  }
  if (
    train === 'mexican' &&
    rules.mexicanAfterAllTrains &&
    state.mexican.tiles.length === 0 &&
    state.trains.some((t) => t.tiles.length === 0)
  ) {
    return 'mexican-not-open';
  }
  // A tile that covers the double to close is judged by that double; a released one covers nothing.
  if (rules.ownTrainFirst && ownEmpty && train !== seat && !coversDouble) return 'own-train-first';
  return null;
}

/**
 * The first rule, from double-must-be-covered on, that laying a held tile on a train breaks; null
 * when the play is legal. Allocates nothing, for the legal-move generator; `judgePlay` explains it.
 */
export function playRefusal(
  state: RoundState,
  seat: number,
  t: Tile,
  train: TrainId,
  need: Demand,
): RefusalCode | null {
  const closed = trainRefusal(state, seat, train, isDouble(t), need);
  if (closed) return closed;
  const end = trainOf(state, train)?.end ?? state.engine;
  return t[0] === end || t[1] === end ? null : 'no-match';
}
