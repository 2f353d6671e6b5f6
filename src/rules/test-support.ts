/** Helpers for the tests only (nothing in the app imports this file). */
import type { HandEntry, RoundEntry } from './round-entry';

/** A round entered at the 12-12 engine, nobody out, not blocked, unless `facts` say. */
export function roundEntry(entries: HandEntry[], facts: Partial<RoundEntry> = {}): RoundEntry {
  return { engine: 12, start: null, out: null, blocked: false, entries, ...facts };
}

export const typed = (value: string): HandEntry => ({ kind: 'typed', value });
export const tiles = (...list: string[]): HandEntry => ({ kind: 'tiles', tiles: list });
export const photo = (value: number | null): HandEntry => ({ kind: 'photo', value });
