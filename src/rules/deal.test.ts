import { describe, expect, it } from 'vitest';
import { deal, dealChoices, handSize, setsForPlayers } from './deal';
import { presetRules } from './rules';
import { allTiles, isDouble, type Tile, tileIndex } from './tile';

describe('deal - tiles per player by preset', () => {
  it('follows the guide (000): 12 for up to four, with 15 as the alternative', () => {
    const rules = presetRules('standard');
    expect(handSize(rules, 4)).toBe(12);
    expect(dealChoices(rules, 4)).toEqual([12, 15]);
    expect([5, 6, 7, 8].map((n) => handSize(rules, n))).toEqual([11, 11, 10, 10]);
  });
  it('follows 002 on a double-9 set: 15, 13, 10', () => {
    const rules = { ...presetRules('classic'), set: 9 as const };
    expect([2, 3, 4].map((n) => handSize(rules, n))).toEqual([15, 13, 10]);
  });
  it('has no entry where the sources give none, unless the table says how many', () => {
    const rules = { ...presetRules('russian'), set: 15 as const };
    expect(handSize(rules, 10)).toBeNull();
    expect(handSize({ ...rules, handSize: 11 }, 10)).toBe(11);
  });
  it('never deals more tiles than the set has', () => {
    expect(handSize({ ...presetRules('choo-choo-sixes'), handSize: 14 }, 2)).toBeNull();
  });
  it('suggests sets by players (002, 003)', () => {
    expect(setsForPlayers(3)).toEqual([12, 9]);
    expect(setsForPlayers(8)).toEqual([12]);
    expect(setsForPlayers(10)).toEqual([15, 18]);
  });
});

describe('deal - finding the engine (rule engine.missing)', () => {
  const engine = 12;
  const isEngine = (t: Tile) => isDouble(t) && t[0] === engine;
  // The engine at the bottom of the pile: nobody is dealt it.
  const pile = [...allTiles(12).filter((t) => !isEngine(t)), [12, 12] as Tile];

  it('set-aside: removed before the deal, nobody holds it', () => {
    const dealt = deal({ ...presetRules('classic') }, 4, engine, pile);
    expect(dealt?.engineHolder).toBeNull();
    expect(dealt?.hands.every((h) => h.length === 15)).toBe(true);
    expect(dealt?.boneyard).toHaveLength(91 - 1 - 60);
  });
  it('dig-out: taken out of the boneyard', () => {
    const dealt = deal({ ...presetRules('standard'), engineMissing: 'dig-out' }, 4, engine, pile);
    expect(dealt?.engineHolder).toBeNull();
    expect(dealt?.boneyard.some(isEngine)).toBe(false);
    expect(dealt?.boneyard).toHaveLength(91 - 1 - 48);
  });
  it('draw-in-turn: seats draw one each until someone draws it, and that seat places it', () => {
    const dealt = deal(presetRules('standard'), 4, engine, pile);
    expect(dealt?.boneyard).toHaveLength(0);
    const drawn = 91 - 1 - 48;
    expect(dealt?.engineHolder).toBe(drawn % 4);
    expect(dealt?.hands.map((h) => h.length)).toEqual([23, 23, 22, 22]);
  });
  it('whoever is dealt the engine places it', () => {
    const dealt = deal(presetRules('standard'), 4, engine, [[12, 12], ...pile.slice(0, -1)]);
    expect(dealt?.engineHolder).toBe(0);
    expect(dealt?.hands[0]).toHaveLength(11);
  });
  it('loses no tile', () => {
    const dealt = deal(presetRules('standard'), 3, engine, pile);
    const all = [...(dealt?.hands.flat() ?? []), ...(dealt?.boneyard ?? []), [12, 12] as Tile];
    expect(new Set(all.map(tileIndex)).size).toBe(91);
  });
});
