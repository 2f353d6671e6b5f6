import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasValue, isDouble, type RoundState, type Tile, type TrainId } from '../../src/rules';
import { seededRandom } from './random';
import { playRandomRound } from './random-round';
import { steeredTable } from './steered-round';

/**
 * The house rules that limit where a tile may go or how often a player draws, told again
 * plainly, hold in every move of random rounds under every combination of options.
 */

const RUNS = 1000;

function tilesOf(state: RoundState, train: TrainId): readonly Tile[] {
  return train === 'mexican' ? state.mexican.tiles : (state.trains[train]?.tiles ?? []);
}

/** A double at the end of this train that something could still cover. */
function coverableDoubleOn(state: RoundState, train: TrainId): boolean {
  const last = tilesOf(state, train).at(-1);
  if (!last || !isDouble(last) || !state.doubles.some((d) => d.train === train)) return false;
  if (!state.rules.uncoverableReleases) return true;
  const laid = [state.mexican.tiles, ...state.trains.map((t) => t.tiles)].flat();
  const others = laid.filter((t) => !isDouble(t) && hasValue(t, last[0])).length;
  return others < state.rules.set;
}

describe('house rules in random rounds under every option combination', () => {
  it(`hold in every move of ${RUNS} rounds`, { timeout: 120_000 }, () => {
    const seen = { ownTrainFirst: 0, coverWhileOwnEmpty: 0, mexicanAfterAllTrains: 0, oneDraw: 0 };
    fc.assert(
      fc.property(steeredTable, ({ rules, players, engine, choose, seed }) => {
        let drawsThisTurn = 0;
        playRandomRound(
          rules,
          players,
          engine,
          seededRandom(seed),
          ({ before, action, after }) => {
            const seat = action.seat;
            if (action.type === 'draw') {
              drawsThisTurn++;
              // turn.draw-limit: one draw in a whole turn, doubles or not.
              if (rules.drawsPerTurn === 'one') {
                expect(drawsThisTurn, 'draws in one turn').toBe(1);
                seen.oneDraw++;
              }
            }
            if (after.turn !== seat || after.over) drawsThisTurn = 0;
            if (action.type !== 'play') return;
            const ownEmpty = tilesOf(before, seat).length === 0;
            // train.own-first: with your own train empty, only your own train, or a double's to cover.
            if (rules.ownTrainFirst && ownEmpty) {
              seen.ownTrainFirst++;
              if (action.train !== seat) {
                expect(coverableDoubleOn(before, action.train), 'a double to cover there').toBe(
                  true,
                );
                seen.coverWhileOwnEmpty++;
              }
            }
            // train.mexican-last: the Mexican train's first tile waits for every other train.
            if (action.train === 'mexican' && before.mexican.tiles.length === 0) {
              if (rules.mexicanAfterAllTrains) {
                expect(before.trains.every((t) => t.tiles.length > 0)).toBe(true);
                seen.mexicanAfterAllTrains++;
              }
              if (rules.mexicanNeedsOwnTrain) expect(ownEmpty).toBe(false);
            }
          },
          choose,
        );
      }),
      { numRuns: RUNS },
    );
    for (const [rule, times] of Object.entries(seen)) {
      expect(times, `moves where ${rule} was in play`).toBeGreaterThan(0);
    }
  });
});
