import type { FollowedAction, FollowedRound, GameRecord, RoundDraft } from '../db/model';
import {
  type Action,
  act,
  formatTile,
  handSize,
  parseTile,
  type RoundSetup,
  type RoundState,
  setTileCount,
  startRound,
  type Tile,
  type TrainId,
  tile as tileOf,
  type Verdict,
} from '../rules';
import { standIns, toldTable } from './starting-table';

/**
 * "Follow the table": a round recorded play by play, from its first tile or from the table as
 * told mid-round (starting-table.ts). Only that and the list of what was done are stored
 * (RoundDraft.follow); the table (open ends, markers, uncovered doubles, whose turn) is always
 * rebuilt by replaying that list through the rules engine, which also refuses an illegal entry.
 */

/**
 * The round as dealt: the game's rules and players, this round's engine, who starts. Hands are
 * the deal table's size (an upper bound: a hand that placed the engine holds one fewer, so the
 * engine never ends a round early); without a deal size, hands and boneyard are counted as the
 * whole set, so nothing is refused for an empty boneyard the table cannot see.
 */
export function followSetup(
  game: Pick<GameRecord, 'rules' | 'players'>,
  engine: number,
  start: number,
): RoundSetup {
  const players = game.players.length;
  const tiles = setTileCount(game.rules.set) - 1;
  const size = handSize(game.rules, players);
  return {
    rules: game.rules,
    players,
    engine,
    start,
    hands: Array(players).fill(size ?? tiles),
    boneyard: size === null ? tiles : tiles - size * players,
  };
}

/** A stored entry as the engine's action. */
export function toAction(entry: FollowedAction): Action {
  return entry.type === 'play'
    ? { type: 'play', seat: entry.seat, tile: entry.tile, train: entry.train }
    : { type: entry.type, seat: entry.seat };
}

/** A play as it is stored: the tile low end first, so the same tile always reads the same. */
export function playEntry(seat: number, tile: Tile, train: TrainId): FollowedAction {
  return {
    type: 'play',
    seat,
    tile: formatTile(tileOf(tile[0], tile[1])),
    train,
  };
}

export interface FollowedTable {
  state: RoundState;
  /** The stored entries the engine accepted, in order. */
  accepted: number;
  /**
   * The first stored entry the engine refused, and why. Entries are checked before they are
   * stored, so this only happens to data from elsewhere (an import, an edited backup): the table
   * is shown as it stood before it, and that entry and the ones after it are left out.
   */
  refused: { index: number; verdict: Verdict } | null;
  /** Followed from the middle: how many tiles of each train stand in for those laid before. */
  standIns: { trains: number[]; mexican: number } | null;
}

/**
 * The table after the followed round's entries. Told mid-round, its stand-in tiles keep clear of
 * every tile played since and of `asked` (a tile asked about, a hand), which are not on the table.
 */
export function replay(
  setup: RoundSetup,
  follow: FollowedRound,
  asked: readonly Tile[] = [],
): FollowedTable {
  const entries = follow.actions;
  const told = follow.from ? toldTable(setup, follow.from, [...played(entries), ...asked]) : null;
  let state = told ?? startRound(setup);
  const standInCounts = told && standIns(told);
  for (const [index, entry] of entries.entries()) {
    const done = act(state, toAction(entry));
    if (!done.verdict.legal)
      return {
        state,
        accepted: index,
        refused: { index, verdict: done.verdict },
        standIns: standInCounts,
      };
    state = done.state;
  }
  return { state, accepted: entries.length, refused: null, standIns: standInCounts };
}

/**
 * The followed table to ask "Can I play this?" at: told mid-round, rebuilt with its stand-ins
 * clear of the tiles asked about, which the asker holds.
 */
export function tableAsking(
  setup: RoundSetup,
  follow: FollowedRound,
  table: FollowedTable,
  asked: readonly Tile[],
): RoundState {
  return follow.from && asked.length > 0 ? replay(setup, follow, asked).state : table.state;
}

function played(entries: readonly FollowedAction[]): Tile[] {
  return entries.flatMap((entry) => {
    const tile = entry.type === 'play' ? parseTile(entry.tile) : null;
    return tile ? [tile] : [];
  });
}

export type Recorded =
  | { ok: true; follow: FollowedRound; state: RoundState }
  | { ok: false; verdict: Verdict };

/** Adds an entry when the engine accepts it; otherwise the refusal, and nothing changes. */
export function record(setup: RoundSetup, follow: FollowedRound, entry: FollowedAction): Recorded {
  const kept = follow.actions.slice(0, replay(setup, follow).accepted);
  const next = { ...follow, actions: [...kept, entry] };
  const table = replay(setup, next);
  if (table.refused) return { ok: false, verdict: table.refused.verdict };
  return { ok: true, follow: next, state: table.state };
}

/** The followed round without its last entry (the same round when there is none). */
export function withoutLast(follow: FollowedRound): FollowedRound {
  return { ...follow, actions: follow.actions.slice(0, -1) };
}

/**
 * The draft with the followed round stored in it and the scorekeeper's markers set from the
 * table, so the round screen shows the same open trains as the followed table. Followed from
 * the round's first tile, its first player is the round's; told mid-round, it is only whose
 * turn it was then.
 */
export function draftWithFollow(
  draft: RoundDraft,
  follow: FollowedRound,
  state: RoundState,
): RoundDraft {
  const start = follow.from ? draft.start : follow.start;
  return { ...draft, start, markers: [...state.markers], follow };
}
