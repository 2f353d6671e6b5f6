/**
 * The stored records' shapes, one per record (a player, joined names, a finished round, a
 * round's draft, a game): the fields each holds and what each field may be, checked by valibot
 * one record at a time. What a shape cannot say, such as one score per player or seats that
 * exist at the game, is checked against the game in validate.ts.
 */
import * as v from 'valibot';
import { fullRounds } from '../rules';
import {
  MAX_ID_LENGTH,
  MAX_JOINED_PEOPLE,
  MAX_JOINED_SPELLINGS,
  MAX_NAME_LENGTH,
  MAX_PLAYERS,
  MAX_SCORE,
  MAX_TYPED_LENGTH,
  MIN_PLAYERS,
} from './limits';
import type { Checked, Path } from './problem';
import {
  flag,
  list,
  MAX_SET,
  MAX_TILES_IN_HAND,
  text,
  tileNumber,
  tileText,
  time,
  wholeNumber,
} from './shapes';
import { FollowShape } from './validate-follow';

const MAX_ROUNDS = fullRounds(MAX_SET);
const seat = v.nullable(wholeNumber(0, MAX_PLAYERS - 1, 'null or a seat number'));
const engine = tileNumber;
const tileList = list(tileText, 0, MAX_TILES_IN_HAND, 'tiles');

const playerName = v.pipe(
  text(0, MAX_NAME_LENGTH),
  v.check((name) => name.trim() !== '', 'must not be blank'),
);

const PlayerShape = v.strictObject({
  id: text(1, MAX_ID_LENGTH),
  name: playerName,
});

/** Who sits at a game, seat by seat. */
export const PlayersShape = list(PlayerShape, MIN_PLAYERS, MAX_PLAYERS, 'players');

export const JoinedNamesShape = list(
  list(playerName, 2, MAX_JOINED_SPELLINGS, 'names'),
  0,
  MAX_JOINED_PEOPLE,
  'people',
);

export const RoundShape = v.strictObject({
  engine,
  start: seat,
  out: seat,
  blocked: flag,
  scores: list(wholeNumber(0, MAX_SCORE), 0, MAX_PLAYERS, 'scores'),
  tiles: list(v.nullable(tileList), 0, MAX_PLAYERS, 'hands'),
  totals: v.optional(
    list(
      v.nullable(
        v.strictObject({
          from: v.picklist(['typed', 'photo'], 'must be "typed" or "photo"'),
          pips: wholeNumber(0, MAX_SCORE),
        }),
      ),
      0,
      MAX_PLAYERS,
      'totals',
    ),
  ),
});

const SeatEntryShape = v.nullable(
  v.variant(
    'kind',
    [
      v.strictObject({ kind: v.literal('typed'), value: text(0, MAX_TYPED_LENGTH) }),
      v.strictObject({ kind: v.literal('tiles'), tiles: tileList }),
      v.strictObject({ kind: v.literal('photo'), value: v.nullable(wholeNumber(0, MAX_SCORE)) }),
    ],
    'must be null or an entry of kind "typed", "tiles" or "photo"',
  ),
);

export const DraftShape = v.strictObject({
  engine,
  start: seat,
  markers: list(flag, 0, MAX_PLAYERS, 'markers'),
  out: seat,
  blocked: flag,
  entries: list(SeatEntryShape, 0, MAX_PLAYERS, 'entries'),
  follow: v.optional(FollowShape),
});

export const GameShape = v.strictObject({
  id: text(1, MAX_ID_LENGTH),
  createdAt: time,
  updatedAt: time,
  players: PlayersShape,
  rules: v.unknown(),
  rounds: list(RoundShape, 0, MAX_ROUNDS, 'rounds'),
  draft: v.nullable(DraftShape),
  finishedAt: v.nullable(time),
  deletedAt: v.nullable(time),
  copiedAt: v.optional(time),
});

function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.type === 'strict_object' && issue.path?.at(-1)?.origin === 'key') {
    return issue.expected === 'never' ? 'is not a known field' : 'is missing';
  }
  if (issue.type === 'strict_object') return 'must be an object';
  // A variant's own issue sits on its discriminating field, e.g. entries[0].kind.
  if (issue.type === 'variant' && issue.path?.at(-1)?.type === 'object') {
    return `must be ${issue.expected?.replace(/^\((.*)\)$/, '$1').replaceAll(' | ', ' or ')}`;
  }
  return issue.message;
}

/** Runs a shape check; the first issue becomes a Problem, its path prefixed with `at`. */
export function checkShape<T extends v.GenericSchema>(
  shape: T,
  input: unknown,
  at: Path = [],
): Checked<v.InferOutput<T>> {
  const result = v.safeParse(shape, input, { abortEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const path = (issue.path ?? []).map((item) => item.key as string | number);
  return { ok: false, problem: { path: [...at, ...path], message: issueMessage(issue) } };
}
