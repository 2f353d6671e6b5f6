import fc from 'fast-check';
import {
  type Choices,
  isDouble,
  OPTION_CHOICES,
  PRESET_IDS,
  presetRules,
  type Rules,
  setTileCount,
} from '../../src/rules';
import { pick } from './random';
import type { Chooser } from './random-round';

/** Every option drawn from its own choices, whatever the preset: any combination, not only the presets'. */
export const anyOptions = fc.record(
  Object.fromEntries(
    Object.entries(OPTION_CHOICES).map(([name, values]) => [
      name,
      fc.constantFrom(...(values as readonly unknown[])),
    ]),
  ) as { [K in keyof Choices]: fc.Arbitrary<Choices[K]> },
);

/** Play doubles whenever possible, or keep them for last (so a final double is likely), or neither. */
const STYLES: Record<string, Chooser> = {
  'doubles-first': (plays, _hand, random) => {
    const doubles = plays.filter((p) => isDouble(p.tile));
    return pick(doubles.length > 0 ? doubles : plays, random);
  },
  'doubles-last': (plays, hand, random) => {
    const others = plays.filter((p) => !isDouble(p.tile));
    return pick(hand.length > 1 && others.length > 0 ? others : plays, random);
  },
  'at-random': (plays, _hand, random) => pick(plays, random),
};

/**
 * A table for a round steered toward the corners of the rules: small sets (few tiles of each
 * number, so doubles are soon uncoverable), hands that leave 0 to 6 tiles to draw, any options.
 */
export const steeredTable = fc
  .record({
    preset: fc.constantFrom(...PRESET_IDS),
    options: anyOptions,
    set: fc.constantFrom(6, 6, 9, 12),
    players: fc.integer({ min: 2, max: 5 }),
    left: fc.integer({ min: 0, max: 6 }),
    engineDrop: fc.nat(),
    style: fc.constantFrom(...Object.keys(STYLES)),
    seed: fc.integer(),
  })
  .map(({ preset, options, set, players, left, engineDrop, style, seed }) => {
    const tiles = setTileCount(set) - 1;
    const handSize = Math.max(1, Math.floor((tiles - left) / players));
    const rules: Rules = {
      ...presetRules(preset),
      ...options,
      set: set as Rules['set'],
      handSize,
      rounds: set + 1,
    };
    const engine = set - (engineDrop % (set + 1));
    return { rules, players, engine, choose: STYLES[style] as Chooser, seed };
  });
