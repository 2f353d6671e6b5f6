/**
 * A game's standings carried in a link's fragment, for another phone with no server between
 * them: the names, every round's scores, the rules and when, compact and versioned.
 *
 *   /standings#1.<base64url>   version 1: base64url of the UTF-8 JSON array
 *   [createdAt, updatedAt, finished (0 or 1), rules (preset and the options that differ),
 *    names, rounds (each [engine, start, out, blocked (0 or 1), ...scores])]
 *   followed by its CRC-32 (4 bytes, big-endian).
 *
 * A link is untrusted input, read as strictly as a backup file: its size first, then the
 * checksum (so one character changed or the end cut off is "damaged", not a different game),
 * then the same checks as a backup (forbidden keys and depth, then checkGame on the game it
 * describes). Nothing here stores anything: keepCopy (mutations.ts) does, when asked.
 */
import * as v from 'valibot';
import { OPTION_NAMES, presetRules, type Rules, type RulesInput, SET_SIZES } from '../rules';
import { unsafeProblem } from './backup';
import { MAX_PLAYERS } from './limits';
import type { GameRecord } from './model';
import { describeProblem, type Path } from './problem';
import { checkShape } from './record-shapes';
import { time } from './shapes';
import { checkGame } from './validate';

/** The format's version, the fragment's first part: a link from a newer app says so. */
const LINK_VERSION = 1;

/**
 * Longer than any real game's link: 12 names of 40 characters in any script, 19 rounds of 12
 * four-digit scores and every house rule changed come to about 4,600 characters.
 */
export const MAX_LINK_CHARS = 6000;

/** The game a link is read into, for showing; a copy kept gets ids of its own. */
export const LINKED_GAME_ID = 'linked';

/** Why a link was refused, for a sentence in the person's language. */
const LINK_PROBLEMS = [
  /** No standings at all: an empty or foreign fragment. */
  'empty',
  'too-long',
  /** Made by a newer app, which this one cannot read. */
  'newer-version',
  /** Changed or cut short on the way: its checksum does not match, or it is not base64url. */
  'damaged',
  /** Whole, but what it holds is not a game this app would store (a hostile or faulty link). */
  'invalid',
] as const;
type LinkProblemCode = (typeof LINK_PROBLEMS)[number];

export type ReadLink =
  | { ok: true; game: GameRecord }
  /** `problem`: the English detail, for logs and tests. */
  | { ok: false; code: LinkProblemCode; problem: string };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (IEEE, as zip and PNG use it): every burst of up to 32 changed bits is caught. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes, or null unless `text` is base64url as toBase64Url writes it (and only so). */
function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // A last character differing only in the bits it does not use would read the same bytes.
  return toBase64Url(bytes) === text ? bytes : null;
}

/** The rules as their preset and the options that differ from it (resolveRules reads them back). */
function rulesInput(rules: Rules): RulesInput {
  const preset = presetRules(rules.preset);
  const input: Record<string, unknown> = { preset: rules.preset };
  for (const name of OPTION_NAMES) {
    if (rules[name] !== preset[name]) input[name] = rules[name];
  }
  return input as RulesInput;
}

/** The fragment (without '#') carrying a game's standings: its finished rounds, not its draft. */
export function encodeStandings(game: GameRecord): string {
  const payload = [
    game.createdAt,
    game.updatedAt,
    game.finishedAt === null ? 0 : 1,
    rulesInput(game.rules),
    game.players.map((player) => player.name),
    game.rounds.map((round) => [
      round.engine,
      round.start,
      round.out,
      round.blocked ? 1 : 0,
      ...round.scores,
    ]),
  ];
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const bytes = new Uint8Array(json.length + 4);
  bytes.set(json);
  new DataView(bytes.buffer).setUint32(json.length, crc32(json));
  return `${LINK_VERSION}.${toBase64Url(bytes)}`;
}

const MAX_ROUNDS = Math.max(...SET_SIZES) + 1;
const count = v.number('must be a number');
const seatOrNull = v.nullable(count);
const bit = v.picklist([0, 1], 'must be 0 or 1');

/**
 * The array's shape, so it can be read into a game; the game's own checks (checkGame) then say
 * whether each value is one a stored game may hold.
 */
const LinkShape = v.strictTuple(
  [
    time,
    time,
    bit,
    v.unknown(),
    v.pipe(
      v.array(v.string('must be text'), 'must be a list'),
      v.maxLength(MAX_PLAYERS, `must hold at most ${MAX_PLAYERS} names`),
    ),
    v.pipe(
      v.array(
        v.pipe(
          v.tupleWithRest([count, seatOrNull, seatOrNull, bit], count, 'must be a round'),
          v.maxLength(4 + MAX_PLAYERS, `must hold at most ${MAX_PLAYERS} scores`),
        ),
        'must be a list',
      ),
      v.maxLength(MAX_ROUNDS, `must hold at most ${MAX_ROUNDS} rounds`),
    ),
  ],
  'must be a list of the standings',
);

function refused(code: LinkProblemCode, problem: string): ReadLink {
  return { ok: false, code, problem };
}

function invalid(path: Path, message: string): ReadLink {
  return refused('invalid', describeProblem({ path, message }, 'the link'));
}

/**
 * The standings a link's fragment carries (with or without its '#'), checked whole; or why it
 * is refused. The game read has made-up ids (LINKED_GAME_ID, seat-1…) and no draft.
 */
export function readStandings(fragment: string): ReadLink {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text.length > MAX_LINK_CHARS) {
    return refused('too-long', `the link is longer than ${MAX_LINK_CHARS} characters`);
  }
  const parts = /^(\d{1,4})\.(.*)$/s.exec(text);
  if (!parts) return refused(text === '' ? 'empty' : 'damaged', 'the link holds no standings');
  const version = Number(parts[1]);
  if (version > LINK_VERSION) {
    return refused('newer-version', `the link is of version ${version}, newer than this app's`);
  }
  if (version !== LINK_VERSION)
    return refused('damaged', `the link's version ${version} is unknown`);
  const bytes = fromBase64Url(parts[2] as string);
  if (!bytes || bytes.length < 5) return refused('damaged', 'the link is not base64url');
  const json = bytes.subarray(0, bytes.length - 4);
  const sum = new DataView(bytes.buffer, bytes.byteOffset + json.length, 4).getUint32(0);
  if (sum !== crc32(json)) return refused('damaged', "the link's checksum does not match");
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(json));
  } catch {
    return invalid([], 'is not JSON text');
  }
  const unsafe = unsafeProblem(data);
  if (unsafe) return invalid(unsafe.path, unsafe.message);
  const shaped = checkShape(LinkShape, data);
  if (!shaped.ok) return invalid(shaped.problem.path, shaped.problem.message);
  const [createdAt, updatedAt, finished, rules, names, rounds] = shaped.value;
  const game = checkGame({
    id: LINKED_GAME_ID,
    createdAt,
    updatedAt,
    players: names.map((name, seat) => ({ id: `seat-${seat + 1}`, name })),
    rules,
    rounds: rounds.map(([engine, start, out, blocked, ...scores]) => ({
      engine,
      start,
      out,
      blocked: blocked === 1,
      scores,
      tiles: scores.map(() => null),
    })),
    draft: null,
    finishedAt: finished === 1 ? updatedAt : null,
    deletedAt: null,
  });
  if (!game.ok) return invalid(game.problem.path, game.problem.message);
  return { ok: true, game: game.value };
}
