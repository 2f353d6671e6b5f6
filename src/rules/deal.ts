import type { Rules } from './options';
import { PRESETS } from './presets';
import { allTiles, isDouble, setTileCount, type Tile } from './tile';

/** The deal table's choices for this many players: the preset's number first. */
export function dealChoices(rules: Rules, players: number): readonly number[] {
  return PRESETS[rules.preset].deal[rules.set]?.[players] ?? [];
}

/** Tiles dealt to each player (rule deal), or null where neither the table nor the rules say. */
export function handSize(rules: Rules, players: number): number | null {
  const size = rules.handSize ?? dealChoices(rules, players)[0] ?? null;
  if (size === null || size * players > setTileCount(rules.set) - 1) return null;
  return size;
}

/**
 * Rule set.players: the sets the sources recommend for a number of players (002, 003):
 * double-9 for 2-4, double-12 for 2-8, double-15 or double-18 for 9-12.
 */
export function setsForPlayers(players: number): Array<9 | 12 | 15 | 18> {
  if (players >= 9) return [15, 18];
  if (players <= 4) return [12, 9];
  return [12];
}

interface Deal {
  hands: Tile[][];
  boneyard: Tile[];
  /** The seat that placed the engine; null when it was set aside or dug out of the boneyard. */
  engineHolder: number | null;
}

/**
 * Deals a round from tiles already shuffled (the caller owns the randomness) and finds the engine
 * under rule engine.missing. Null when the deal table has no entry for this table.
 */
export function deal(
  rules: Rules,
  players: number,
  engine: number,
  shuffled: readonly Tile[],
): Deal | null {
  const size = handSize(rules, players);
  if (size === null) return null;
  const isEngine = (t: Tile) => isDouble(t) && t[0] === engine;
  const pile =
    rules.engineMissing === 'set-aside' ? shuffled.filter((t) => !isEngine(t)) : shuffled.slice();
  const hands: Tile[][] = Array.from({ length: players }, (_, seat) =>
    pile.slice(seat * size, (seat + 1) * size),
  );
  const boneyard = pile.slice(players * size);
  if (rules.engineMissing === 'set-aside') return { hands, boneyard, engineHolder: null };

  const holder = hands.findIndex((hand) => hand.some(isEngine));
  if (holder >= 0) {
    hands[holder] = (hands[holder] as Tile[]).filter((t) => !isEngine(t));
    return { hands, boneyard, engineHolder: holder };
  }
  const at = boneyard.findIndex(isEngine);
  if (rules.engineMissing === 'dig-out') {
    boneyard.splice(at, 1);
    return { hands, boneyard, engineHolder: null };
  }
  // draw-in-turn: seats draw one tile each, in order, until someone draws the engine.
  for (let i = 0; i < at; i++) (hands[i % players] as Tile[]).push(boneyard[i] as Tile);
  return { hands, boneyard: boneyard.slice(at + 1), engineHolder: at % players };
}

export function fullSet(rules: Rules): Tile[] {
  return allTiles(rules.set);
}
