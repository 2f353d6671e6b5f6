import { judgePlay } from './check';
import type { RoundState, TrainId } from './round';
import { demand } from './table';
import type { Tile } from './tile';

export interface Play {
  tile: Tile;
  train: TrainId;
}

/**
 * Every play the seat to act may make now with the tiles in `hand` (tiles held, so neither on
 * the table nor outside the set). Empty when the round is over.
 */
export function legalPlays(state: RoundState, hand: readonly Tile[]): Play[] {
  const plays: Play[] = [];
  if (state.over) return plays;
  const seat = state.turn;
  const need = demand(state);
  for (const tile of hand) {
    for (let train = 0; train < state.players; train++) {
      if (judgePlay(state, seat, tile, train, need).legal) plays.push({ tile, train });
    }
    if (judgePlay(state, seat, tile, 'mexican', need).legal) plays.push({ tile, train: 'mexican' });
  }
  return plays;
}
