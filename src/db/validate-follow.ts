/**
 * The checks of a followed round ("Follow the table") as stored in a draft: its shape, then the
 * seats, trains and tiles it names, which must exist at this table. Whether each action was
 * legal is the engine's to say when the round is replayed (src/state/follow.ts), not the
 * storage's; a table told mid-round must be one the rules can reach.
 */
import * as v from 'valibot';
import { inSet, parseTile, type Rules } from '../rules';
import { MAX_PLAYERS } from './limits';
import type { FollowedRound, StartingTable } from './model';
import type { Path, Problem } from './problem';
import { flag, list, MAX_TILES_IN_HAND, tileNumber, tileText, wholeNumber } from './shapes';

/**
 * Every tile is played at most once and drawn at most once, and each pass before the boneyard
 * runs out follows a draw; after it, a round ends once every player has passed in a row.
 */
const MAX_FOLLOWED_ACTIONS = 3 * MAX_TILES_IN_HAND + MAX_PLAYERS;
const actingSeat = wholeNumber(0, MAX_PLAYERS - 1, 'a seat number');
const train = v.union(
  [v.literal('mexican'), actingSeat],
  'must be "mexican" or the seat of the train\'s owner',
);

const FollowedActionShape = v.variant(
  'type',
  [
    v.strictObject({ type: v.literal('play'), seat: actingSeat, tile: tileText, train }),
    v.strictObject({ type: v.literal('draw'), seat: actingSeat }),
    v.strictObject({ type: v.literal('pass'), seat: actingSeat }),
  ],
  'must be an action of type "play", "draw" or "pass"',
);

const openEnd = v.nullable(tileNumber);

const StartingTableShape = v.strictObject({
  ends: list(openEnd, 0, MAX_PLAYERS, 'ends'),
  mexican: openEnd,
  markers: list(flag, 0, MAX_PLAYERS, 'markers'),
  doubles: list(train, 0, MAX_PLAYERS + 1, 'trains'),
  tilesToDraw: flag,
});

export const FollowShape = v.strictObject({
  start: actingSeat,
  from: v.optional(StartingTableShape),
  actions: list(FollowedActionShape, 0, MAX_FOLLOWED_ACTIONS, 'actions'),
});

interface Table {
  players: readonly unknown[];
  rules: Rules;
}

const NOT_A_SEAT = 'must be the seat of a player in this game';
const NOT_A_TRAIN = 'must be "mexican" or a seat in this game';

/** A followed round's seats, trains and tiles that exist at this table, in a round of `engine`. */
export function followProblem(
  table: Table,
  engine: number,
  follow: FollowedRound,
  at: Path,
): Problem | null {
  const seats = table.players.length;
  if (follow.start >= seats) return { path: [...at, 'start'], message: NOT_A_SEAT };
  if (follow.from) {
    const problem = startingTableProblem(table, engine, follow.from, [...at, 'from']);
    if (problem) return problem;
  }
  for (const [index, action] of follow.actions.entries()) {
    const here = [...at, 'actions', index];
    if (action.seat >= seats) return { path: [...here, 'seat'], message: NOT_A_SEAT };
    if (action.type !== 'play') continue;
    if (action.train !== 'mexican' && action.train >= seats) {
      return { path: [...here, 'train'], message: NOT_A_TRAIN };
    }
    const tile = parseTile(action.tile);
    if (!tile || !inSet(tile, table.rules.set)) {
      return { path: [...here, 'tile'], message: 'must be a tile of the set' };
    }
  }
  return null;
}

/**
 * A told table the rules can reach: a train and a marker per seat, numbers of the set, a marker
 * only where the game plays them, and each waiting double on a train that ends in it, once.
 */
function startingTableProblem(
  table: Table,
  engine: number,
  from: StartingTable,
  at: Path,
): Problem | null {
  const { rules } = table;
  const seats = table.players.length;
  for (const name of ['ends', 'markers'] as const) {
    if (from[name].length !== seats)
      return { path: [...at, name], message: `must hold one value per player (${seats})` };
  }
  const notInSet = `must be null or a number from 0 to ${rules.set}`;
  const badEnd = from.ends.findIndex((end) => end !== null && end > rules.set);
  if (badEnd >= 0) return { path: [...at, 'ends', badEnd], message: notInSet };
  if (from.mexican !== null && from.mexican > rules.set)
    return { path: [...at, 'mexican'], message: notInSet };
  const marked = from.markers.indexOf(true);
  if (!rules.markers && marked >= 0)
    return {
      path: [...at, 'markers', marked],
      message: 'must be false: this game plays no markers',
    };
  const seen = new Set<number | 'mexican'>();
  const values = new Set<number>();
  for (const [index, train] of from.doubles.entries()) {
    const here = [...at, 'doubles', index];
    if (train !== 'mexican' && train >= seats) return { path: here, message: NOT_A_TRAIN };
    if (seen.has(train)) return { path: here, message: 'names a train twice' };
    seen.add(train);
    const end = train === 'mexican' ? from.mexican : from.ends[train];
    if (end === null || end === undefined)
      return { path: here, message: 'must be a train with a tile on it' };
    if (values.has(end))
      return { path: here, message: 'must not end in a double already waiting: the set has one' };
    values.add(end);
    if (end === engine)
      return {
        path: here,
        message: "must not end in the engine's number: that double is the engine",
      };
  }
  return null;
}
