import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fullSet,
  isOnTable,
  isReleased,
  PRESET_IDS,
  presetRules,
  type RoundState,
  type Rules,
  type TrainId,
  type Verdict,
} from '../../src/rules';
import {
  type DisputeQuestion,
  settle,
  settleOnTable,
  settleOnTableUnderEveryPreset,
  settleUnderEveryPreset,
  type TableAsk,
} from '../../src/state/dispute';
import { pick, seededRandom } from './random';
import { playRandomRound } from './random-round';
import { anyOptions } from './steered-round';

/**
 * "Can I play this?" asked at a followed table, and asked again through the quick check by a
 * person describing that table (the asked train's end, markers, the double to cover, whether
 * their own train has a tile), gets the same answer for the same reason, under the table's
 * rules and under every other rule set, at every moment of random rounds under any options.
 */

/**
 * The table as the quick check's questions describe it; null where they cannot (more than one
 * uncovered double, or one that nothing can cover any more).
 */
function describeTable(state: RoundState, ask: TableAsk): DisputeQuestion | null {
  if (state.doubles.length > 1) return null;
  const double = state.doubles[0];
  // Released under some rule set: the quick check has no way to say that nothing can cover it.
  const anyReleases = { ...state, rules: { ...state.rules, uncoverableReleases: true } };
  if (double && isReleased(anyReleases, double)) return null;
  const seat = state.turn;
  const asked = ask.train === 'mexican' ? state.mexican : state.trains[ask.train];
  return {
    rules: state.rules,
    players: state.players,
    engine: state.engine,
    seat,
    tile: ask.tile,
    train: ask.train,
    end: asked && asked.tiles.length > 0 ? asked.end : null,
    ownStarted: (state.trains[seat]?.tiles.length ?? 0) > 0,
    othersStarted: state.trains.every((t, owner) => owner === seat || t.tiles.length > 0),
    markers: state.markers,
    double: double
      ? {
          train: double.train,
          value: double.value,
          mine: double.seat === seat && state.doublesThisTurn > 0,
        }
      : null,
    drew: state.drew,
    hand: null,
  };
}

const reason = (v: Verdict) => (v.legal ? `ok ${v.rule}` : `${v.code} ${v.rule}`);

const RUNS = 200;

const table = fc
  .record({
    preset: fc.constantFrom(...PRESET_IDS),
    options: anyOptions,
    set: fc.constantFrom(6, 9),
    players: fc.integer({ min: 2, max: 4 }),
    seed: fc.integer(),
  })
  .map(({ preset, options, set, players, seed }) => {
    const rules: Rules = {
      ...presetRules(preset),
      ...options,
      set: set as Rules['set'],
      handSize: set === 6 ? 5 : 8,
      rounds: set + 1,
    };
    return { rules, players, seed };
  });

describe('the quick check and the followed table', () => {
  it(`answer alike at every move of ${RUNS} random rounds`, { timeout: 120_000 }, () => {
    let described = 0;
    fc.assert(
      fc.property(table, ({ rules, players, seed }) => {
        const random = seededRandom(seed ^ 0x5eed);
        const trains: TrainId[] = [...Array.from({ length: players }, (_, s) => s), 'mexican'];
        playRandomRound(rules, players, rules.set, seededRandom(seed), ({ before }) => {
          if (before.over) return;
          const free = fullSet(rules).filter((t) => !isOnTable(before, t));
          for (let i = 0; i < 2; i++) {
            const ask: TableAsk = {
              tile: pick(free, random),
              train: pick(trains, random),
              hand: null,
            };
            const question = describeTable(before, ask);
            if (!question) continue;
            described++;
            const atTable = [
              settleOnTable(before, ask),
              ...settleOnTableUnderEveryPreset(before, ask).map((row) => row.answer),
            ];
            const quick = [
              settle(question),
              ...settleUnderEveryPreset(question).map((row) => row.answer),
            ];
            for (const [j, answer] of atTable.entries()) {
              const told = quick[j] as (typeof quick)[number];
              if (reason(answer.play) !== reason(told.play)) {
                const under = j === 0 ? 'its own rules' : PRESET_IDS[j - 1];
                expect.fail(
                  `${JSON.stringify(ask)} under ${under} at ${JSON.stringify(before)}: the table says ${reason(answer.play)}, the quick check ${reason(told.play)}`,
                );
              }
            }
          }
        });
      }),
      { numRuns: RUNS },
    );
    expect(described, 'questions the quick check could describe').toBeGreaterThan(1000);
  });
});
