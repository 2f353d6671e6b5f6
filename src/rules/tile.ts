/** A domino: two pip values, always stored low end first so equal tiles compare equal. */
export type Tile = readonly [low: number, high: number];

export const SET_SIZES = [6, 9, 12, 15, 18] as const;
export type SetSize = (typeof SET_SIZES)[number];

/** The tile of two pip values, whichever way round they come: the one place a tile is put in order. */
export function tile(a: number, b: number): Tile {
  return a <= b ? [a, b] : [b, a];
}

/** The tile low end first: itself when it already is (a hand finds it by identity), else turned. */
export function lowFirst(t: Tile): Tile {
  return t[0] <= t[1] ? t : tile(t[0], t[1]);
}

const TILE_TEXT = /^(0|[1-9]\d*)-(0|[1-9]\d*)$/;

/** Reads "a-b" (two whole numbers, no sign, spaces or leading zeros); null when it is not a tile. */
export function parseTile(text: string): Tile | null {
  const m = TILE_TEXT.exec(text);
  if (!m) return null;
  return tile(Number(m[1]), Number(m[2]));
}

/**
 * A tile as an action or a hand may give it: "a-b" text, or a pair of whole numbers either way
 * round. null when it is neither: a verdict then refuses it (bad-tile), no made-up tile stands in.
 */
export function toTile(input: unknown): Tile | null {
  if (typeof input === 'string') return parseTile(input);
  if (!Array.isArray(input) || input.length !== 2) return null;
  const [a, b] = input;
  return Number.isInteger(a) && Number.isInteger(b) ? lowFirst(input as unknown as Tile) : null;
}

export function formatTile(t: Tile): string {
  return `${t[0]}-${t[1]}`;
}

export function isDouble(t: Tile): boolean {
  return t[0] === t[1];
}

export function sameTile(a: Tile, b: Tile): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

export function hasValue(t: Tile, value: number): boolean {
  return t[0] === value || t[1] === value;
}

/** The end left open after laying `t` against `value` (which it must carry). */
export function otherEnd(t: Tile, value: number): number {
  return t[0] === value ? t[1] : t[0];
}

export function pips(t: Tile): number {
  return t[0] + t[1];
}

export function inSet(t: Tile, set: number): boolean {
  return t[0] >= 0 && t[1] <= set && Number.isInteger(t[0]) && Number.isInteger(t[1]);
}

/** A full game plays every double of a double-N set as the engine, from N-N down to 0-0. */
export function fullRounds(set: number): number {
  return set + 1;
}

/** (N+1)(N+2)/2 tiles in a double-N set. */
export function setTileCount(set: number): number {
  return ((set + 1) * (set + 2)) / 2;
}

/** Every tile of a double-N set, 0-0 first. */
export function allTiles(set: number): Tile[] {
  const tiles: Tile[] = [];
  for (let a = 0; a <= set; a++) for (let b = a; b <= set; b++) tiles.push([a, b]);
  return tiles;
}

/** A stable index of a tile within any set (0-0 is 0), whichever way round it lies. */
export function tileIndex(t: Tile): number {
  const [low, high] = lowFirst(t);
  return (high * (high + 1)) / 2 + low;
}
