import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Choices,
  handScore,
  OPTION_CHOICES,
  PRESET_IDS,
  type PresetId,
  pips,
  presetRules,
  type Rules,
  roundEngines,
  setTileCount,
  type Tile,
  tileIndex,
} from '../../src/rules';
import { seededRandom } from './random';
import { type Move, playRandomRound } from './random-round';

const ROUNDS_PER_PRESET = 1000;

/** Tables each preset's deal table can seat. */
const TABLES: Record<PresetId, { set: Rules['set']; players: number[] }[]> = {
  standard: [{ set: 12, players: [2, 3, 4, 5, 6, 7, 8] }],
  classic: [
    { set: 12, players: [2, 3, 4, 5, 6, 7, 8] },
    { set: 9, players: [2, 3, 4] },
  ],
  russian: [{ set: 12, players: [2, 3, 4, 5, 6, 7, 8] }],
  'choo-choo-sixes': [{ set: 6, players: [2] }],
};

/** Any preset, with any of its house-rule options changed. */
function arbitraryRound(preset: PresetId) {
  const overrides = fc.record(
    Object.fromEntries(
      Object.entries(OPTION_CHOICES).map(([name, values]) => [
        name,
        fc.constantFrom(...(values as readonly unknown[])),
      ]),
    ) as { [K in keyof Choices]: fc.Arbitrary<Choices[K]> },
    { requiredKeys: [] },
  );
  return fc
    .record({
      table: fc.constantFrom(...TABLES[preset]),
      overrides,
      seed: fc.integer(),
      pick: fc.nat(),
    })
    .map(({ table, overrides, seed, pick }) => {
      const rules: Rules = {
        ...presetRules(preset),
        ...overrides,
        set: table.set,
        rounds: table.set + 1,
      };
      const engines = roundEngines(rules);
      return {
        rules,
        players: table.players[pick % table.players.length] as number,
        engine: engines[pick % engines.length] as number,
        seed,
      };
    });
}

function tablesTiles(move: Move): Tile[] {
  const { after } = move;
  return [
    [after.engine, after.engine] as Tile,
    ...after.mexican.tiles,
    ...after.trains.flatMap((t) => t.tiles),
  ];
}

describe.each(PRESET_IDS)('random legal rounds under the %s preset', (preset) => {
  it(`hold the rules in ${ROUNDS_PER_PRESET} rounds`, { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(arbitraryRound(preset), ({ rules, players, engine, seed }) => {
        // The marker oracle: up after a pass (when the rules use markers), down after its owner plays on their own train.
        const markers = Array<boolean>(players).fill(false);
        const played = playRandomRound(rules, players, engine, seededRandom(seed), (move) => {
          const { action, after, hidden } = move;
          // Every tile is accounted for at all times: on the table, in a hand or in the boneyard, once.
          const seen = new Uint8Array(setTileCount(rules.set));
          for (const t of [...tablesTiles(move), ...hidden.hands.flat(), ...hidden.boneyard]) {
            const i = tileIndex(t);
            seen[i] = (seen[i] ?? 0) + 1;
          }
          if (!seen.every((times) => times === 1))
            expect.fail(`tiles lost or doubled after ${JSON.stringify(action)}`);
          if (
            after.boneyard !== hidden.boneyard.length ||
            after.hands.some((n, seat) => n !== hidden.hands[seat]?.length)
          ) {
            expect.fail(
              `counts ${after.hands}/${after.boneyard} differ from the tiles held after ${JSON.stringify(action)}`,
            );
          }

          if (action.type === 'pass' && rules.markers) markers[action.seat] = true;
          if (action.type === 'play' && action.train === action.seat) markers[action.seat] = false;
          if (after.markers.some((up, seat) => up !== markers[seat])) {
            expect.fail(
              `markers [${after.markers}], the rules say [${markers}] after ${JSON.stringify(action)}`,
            );
          }
        });

        // Every round ends, by someone going out or by a block with an empty boneyard.
        const over = played.state.over;
        expect(over).not.toBeNull();
        if (over?.reason === 'out') expect(played.hidden.hands[over.seat]).toEqual([]);
        if (over?.reason === 'blocked') expect(played.state.boneyard).toBe(0);

        // A round score is the pips left in hand, the double blank counting as the rules say.
        for (const hand of played.hidden.hands) {
          const blanks = hand.filter((t) => t[0] === 0 && t[1] === 0).length;
          const expected = hand.reduce((sum, t) => sum + pips(t), 0) + blanks * rules.doubleBlank;
          expect(handScore(rules, hand)).toBe(expected);
        }
      }),
      { numRuns: ROUNDS_PER_PRESET },
    );
  });
});
