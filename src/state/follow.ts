import type { FollowedAction, FollowedRound, GameRecord, RoundDraft } from '../db/model';
import {
  type Action,
  act,
  formatTile,
  handSize,
  type RoundSetup,
  type RoundState,
  setTileCount,
  startRound,
  type Tile,
  type TrainId,
  tile as tileOf,
  type Verdict,
} from '../rules';

/**
 * "Follow the table": a round recorded play by play. Only the list of what was done is stored
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
}

export function replay(setup: RoundSetup, entries: readonly FollowedAction[]): FollowedTable {
  let state = startRound(setup);
  for (const [index, entry] of entries.entries()) {
    const done = act(state, toAction(entry));
    if (!done.verdict.legal)
      return { state, accepted: index, refused: { index, verdict: done.verdict } };
    state = done.state;
  }
  return { state, accepted: entries.length, refused: null };
}

export type Recorded =
  | { ok: true; follow: FollowedRound; state: RoundState }
  | { ok: false; verdict: Verdict };

/** Adds an entry when the engine accepts it; otherwise the refusal, and nothing changes. */
export function record(setup: RoundSetup, follow: FollowedRound, entry: FollowedAction): Recorded {
  const table = replay(setup, follow.actions);
  const kept = follow.actions.slice(0, table.accepted);
  const done = act(table.state, toAction(entry));
  if (!done.verdict.legal) return { ok: false, verdict: done.verdict };
  return { ok: true, follow: { ...follow, actions: [...kept, entry] }, state: done.state };
}

/** The followed round without its last entry (the same round when there is none). */
export function withoutLast(follow: FollowedRound): FollowedRound {
  return { ...follow, actions: follow.actions.slice(0, -1) };
}

/**
 * The draft with the followed round stored in it and the scorekeeper's markers set from the
 * table, so the round screen shows the same open trains as the followed table.
 */
export function draftWithFollow(
  draft: RoundDraft,
  follow: FollowedRound,
  state: RoundState,
): RoundDraft {
  return { ...draft, start: follow.start, markers: [...state.markers], follow };
}
