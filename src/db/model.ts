/**
 * What the database stores: plain data only (no classes, no functions), so a record survives
 * structured cloning into IndexedDB, JSON export and import unchanged.
 */
import type { HandEntry, RoundEntry, Rules, ScoredRound } from '../rules';

export interface PlayerRecord {
  /** Stable across games (crypto.randomUUID) so "same players as last time" keeps who is who. */
  id: string;
  name: string;
}

/** A finished round as the engine scored it (see ScoredRound). Seats are indexes into GameRecord.players. */
export type RoundRecord = ScoredRound;

/** One seat's entry while a round is being scored, kept exactly as entered: the engine's HandEntry. */
export type { HandEntry };

/**
 * One entry of a followed round, as the table recorded it: the seat, and for a play the tile
 * ("a-b", low end first) and the train (a seat, or "mexican"). A drawn tile stays secret.
 */
export type FollowedAction =
  | { type: 'play'; seat: number; tile: string; train: number | 'mexican' }
  | { type: 'draw'; seat: number }
  | { type: 'pass'; seat: number };

/**
 * The table as the family told it when they began following a round already under way: what
 * each train's last tile leaves open, the markers, the doubles waiting to be covered, and
 * whether any tile is left to draw. The tiles laid before are not known, and not asked: the
 * table is rebuilt with stand-ins for them (src/state/starting-table.ts).
 */
export interface StartingTable {
  /** Per seat: the number its train's last tile leaves open; null while it has no tile. */
  ends: (number | null)[];
  /** The Mexican train's open number; null while it has no tile. */
  mexican: number | null;
  /** Per seat: whether its train carries a marker. */
  markers: boolean[];
  /** The trains whose last tile is a double nobody has covered yet, in the order they were laid. */
  doubles: (number | 'mexican')[];
  /** Whether any tile is left in the boneyard. */
  tilesToDraw: boolean;
}

/**
 * A round whose plays the table records as they happen ("Follow the table"). Only what was done
 * is stored: open ends, markers and uncovered doubles are rebuilt by replaying it through the
 * rules engine (src/state/follow.ts), so a change to how they are derived never meets stale data.
 */
export interface FollowedRound {
  /** The seat that took the first turn followed: the round's first, or the seat to act when told. */
  start: number;
  /** Present when following began mid-round: the table as it stood then. */
  from?: StartingTable;
  actions: FollowedAction[];
}

/** The round being played or entered: saved on every tap so a reload lands in the same place. */
export interface RoundDraft extends RoundEntry {
  /** Per seat: whether that seat's train is open (carries a marker). */
  markers: boolean[];
  /** Present once the table chose to follow this round play by play. */
  follow?: FollowedRound;
}

export interface GameRecord {
  id: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
  updatedAt: number;
  /** In seat order: seat 0 first, then clockwise. */
  players: PlayerRecord[];
  /** Resolved once when the game is created, so later preset changes never alter an old game. */
  rules: Rules;
  /** Finished rounds, in the order they were played. */
  rounds: RoundRecord[];
  draft: RoundDraft | null;
  finishedAt: number | null;
  /** Set when the game was deleted; the game stays until purged, so deletion can be undone. */
  deletedAt: number | null;
  /**
   * Set on a copy kept from another phone's standings (a link, src/db/standings-link.ts): when it
   * was kept. Its rounds were played and scored on that phone, so they hold scores, not hands.
   * Absent on every game played here.
   */
  copiedAt?: number;
}

/** Actions undoLast may reverse; creating or importing a game is reversed by deleting it. */
const UNDOABLE = [
  'round-saved',
  'round-edited',
  'draft-discarded',
  'game-finished',
  'game-deleted',
  'game-restored',
] as const;

export type HistoryAction =
  | 'game-created'
  | 'game-imported'
  | 'game-copied'
  | (typeof UNDOABLE)[number]
  | 'undone';

export const UNDOABLE_ACTIONS: readonly HistoryAction[] = UNDOABLE;

interface ScoreChange {
  seat: number;
  from: number;
  to: number;
}

/** What an entry changed, in data the history screen can phrase in any language. */
export interface HistorySummary {
  /** Index into GameRecord.rounds of the round concerned (0 is round 1). */
  roundIndex?: number;
  /** An edit's score changes, seat by seat (seats whose score stayed are left out). */
  changes?: ScoreChange[];
  /** The id of the entry an undo reversed, and its action. */
  undid?: number;
  undidAction?: HistoryAction;
}

export interface HistoryEntry {
  /** Auto-incremented: entries of one game sort by id in the order they happened. */
  id: number;
  gameId: string;
  at: number;
  action: HistoryAction;
  /** The whole game before and after: undo puts `before` back. Null where the game did not exist. */
  before: GameRecord | null;
  after: GameRecord | null;
  summary?: HistorySummary;
}

/**
 * Names the family joined as one person in the record ("Grandma" and "Nana"): each list holds
 * one person's names as typed, at least two, the first the one shown. A name is in one list at
 * most, matched trimmed and case-insensitively (see joined-names.ts).
 */
export type JoinedNames = string[][];

/** The settings table is key-value; each key's value type is fixed here. */
export interface SettingValues {
  /** The players of the most recent new game, for "same players as last time". */
  lastPlayers: PlayerRecord[];
  /** Absent until the first join: no schema change, older databases simply have none. */
  joinedNames: JoinedNames;
}
export type SettingKey = keyof SettingValues;
export interface SettingRecord<K extends SettingKey = SettingKey> {
  key: K;
  value: SettingValues[K];
}
