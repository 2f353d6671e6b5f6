/**
 * A few bytes kept beside the database: what the home screen shows of the game to continue. Home
 * paints from them at once on a cold start, while the database code (Dexie, about 32 KB gzip)
 * downloads after the first paint. Written by src/state/app-start.ts whenever the game to
 * continue changes; the database stays the truth, and the screen follows it once it is open.
 */
export interface ContinueNote {
  id: string;
  /** The round being played (or the last one, once all are played). */
  round: number;
  rounds: number;
  /** As typed, in seat order: an empty name is shown as "Player 2" by the screen. */
  players: string[];
}

const KEY = 'mexican-train.continue';

/** The note; null when there is no game to continue; undefined when no (readable) note exists. */
export function readContinueNote(): ContinueNote | null | undefined {
  try {
    const text = globalThis.localStorage?.getItem(KEY);
    if (text == null) return undefined;
    const note: unknown = JSON.parse(text);
    return note === null || isNote(note) ? note : undefined;
  } catch {
    return undefined;
  }
}

export function writeContinueNote(note: ContinueNote | null): void {
  try {
    const text = JSON.stringify(note);
    if (globalThis.localStorage?.getItem(KEY) !== text) globalThis.localStorage?.setItem(KEY, text);
  } catch {
    // No storage or a full disk: home waits for the database instead, as on a first visit.
  }
}

function isNote(value: unknown): value is ContinueNote {
  const note = value as Partial<ContinueNote>;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof note.id === 'string' &&
    Number.isInteger(note.round) &&
    Number.isInteger(note.rounds) &&
    Array.isArray(note.players) &&
    note.players.every((name) => typeof name === 'string')
  );
}
