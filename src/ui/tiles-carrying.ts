import type { Tile } from '../rules';

/** The tiles carrying `number`, drawn with that number first: 5-0, 5-1 … 5-12. */
export function tilesCarrying(number: number, set: number): Tile[] {
  return Array.from({ length: set + 1 }, (_, other) => [number, other] as const);
}
