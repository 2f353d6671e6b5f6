import { trainRefusal } from './play-rules';
import type { RoundState, Train, TrainId } from './round';
import { demand, isOnTable } from './table';
import { inSet, lowFirst, type Tile } from './tile';

export interface Play {
  tile: Tile;
  train: TrainId;
}

/**
 * Every play the seat to act may make now with the tiles in `hand`, trains in seat order then
 * the Mexican train. Empty when the round is over.
 */
export function legalPlays(state: RoundState, hand: readonly Tile[]): Play[] {
  const plays: Play[] = [];
  if (state.over) return plays;
  const seat = state.turn;
  const need = demand(state);
  const consider = (train: TrainId, end: number) => {
    // Whether a train is open depends only on whether the tile is a double: ask twice, not per tile.
    const openToDouble = trainRefusal(state, seat, train, true, need) === null;
    const openToOther = trainRefusal(state, seat, train, false, need) === null;
    if (!openToDouble && !openToOther) return;
    for (const t of hand) {
      if ((t[0] === end || t[1] === end) && (t[0] === t[1] ? openToDouble : openToOther)) {
        plays.push({ tile: lowFirst(t), train });
      }
    }
  };
  for (let owner = 0; owner < state.trains.length; owner++)
    consider(owner, (state.trains[owner] as Train).end);
  consider('mexican', state.mexican.end);
  return plays;
}

/** The first play the seat to act could make with one of these tiles, if any (rule turn.must-play). */
export function firstFit(state: RoundState, tiles: readonly Tile[]): Play | null {
  for (const play of legalPlays(state, tiles)) {
    // A stated hand is taken on trust, except that a tile already laid cannot be played again.
    if (inSet(play.tile, state.rules.set) && !isOnTable(state, play.tile)) return play;
  }
  return null;
}
