/**
 * Checks records before they are written: first each record's shape (record-shapes.ts), then
 * what a shape cannot say, across the record and the game it belongs to (one score per player,
 * seats that exist, scores that match their tiles, rules that resolve). Mutations and backup
 * import share these, so nothing reaches the database unchecked.
 */
import {
  type EntryIssue,
  type EntryIssueCode,
  type Rules,
  resolveRules,
  scoreDraft,
} from '../rules';
import { nameKey } from './joined-names';
import { MAX_SCORE } from './limits';
import type { GameRecord, JoinedNames, PlayerRecord, RoundDraft, RoundRecord } from './model';
import { type Checked, describeProblem, excerpt, type Path, type Problem } from './problem';
import {
  checkShape,
  DraftShape,
  GameShape,
  JoinedNamesShape,
  PlayersShape,
  RoundShape,
} from './record-shapes';
import { draftFromRound } from './round-draft';
import { sameData } from './same-data';
import { followProblem } from './validate-follow';

/** Joined names as stored or read from a backup: each name in one list at most, never twice. */
export function checkJoinedNames(input: unknown, at: Path = []): Checked<JoinedNames> {
  const shaped = checkShape(JoinedNamesShape, input, at);
  if (!shaped.ok) return shaped;
  const seen = new Set<string>();
  for (const [person, names] of shaped.value.entries()) {
    for (const [index, name] of names.entries()) {
      const key = nameKey(name);
      if (seen.has(key)) return fail([...at, person, index], 'is joined twice');
      seen.add(key);
    }
  }
  return { ok: true, value: shaped.value };
}

function fail(path: Path, message: string): { ok: false; problem: Problem } {
  return { ok: false, problem: { path, message } };
}

const ENTRY_MESSAGES: Record<EntryIssueCode, string> = {
  missing: 'has no score entered',
  'not-a-number': 'must be a whole number',
  'too-large': `must be at most ${MAX_SCORE}`,
  'impossible-total': 'is more than all the tiles a hand could hold add up to',
  'went-out-with-points': 'went out, so must score 0',
  'not-a-tile': 'holds something that is not a tile like "3-5"',
  'tile-not-in-set': 'holds a tile that is not in the set',
  'tile-twice': 'holds a tile entered twice in the round',
  'engine-in-hand': "holds the round's engine double",
  'out-and-blocked': 'went out, but the round is marked blocked',
};

/** Where in a stored round the field behind an entry issue lives. */
function entryIssuePath(issue: EntryIssue): Path {
  if (issue.code === 'out-and-blocked') return ['out'];
  if (issue.code === 'went-out-with-points' || issue.code === 'impossible-total') {
    return ['scores', issue.seat];
  }
  return ['tiles', issue.seat];
}

/** An issue that stops a draft from being saved, as a sentence: "entries[2] has no score entered". */
export function describeEntryIssue(issue: EntryIssue): string {
  const path = issue.code === 'out-and-blocked' ? ['out'] : ['entries', issue.seat];
  return describeProblem({ path, message: ENTRY_MESSAGES[issue.code] });
}

interface Table {
  players: readonly unknown[];
  rules: Rules;
}

function seatsProblem(table: Table, fields: Record<string, unknown[]>, at: Path): Problem | null {
  const seats = table.players.length;
  for (const [name, values] of Object.entries(fields)) {
    if (values.length !== seats) {
      return { path: [...at, name], message: `must hold one value per player (${seats})` };
    }
  }
  return null;
}

function roundFactsProblem(
  table: Table,
  facts: Pick<RoundRecord, 'engine' | 'start' | 'out'>,
  at: Path,
): Problem | null {
  if (facts.engine > table.rules.set) {
    return { path: [...at, 'engine'], message: `must be at most ${table.rules.set}` };
  }
  for (const name of ['start', 'out'] as const) {
    const value = facts[name];
    if (value !== null && value >= table.players.length) {
      return { path: [...at, name], message: 'must be null or the seat of a player in this game' };
    }
  }
  return null;
}

/** A draft that fits the game: one entry and marker per seat, seats and engine that exist. */
export function checkDraft(table: Table, input: unknown, at: Path = []): Checked<RoundDraft> {
  const shaped = checkShape(DraftShape, input, at);
  if (!shaped.ok) return shaped;
  const draft: RoundDraft = shaped.value;
  const problem =
    seatsProblem(table, { markers: draft.markers, entries: draft.entries }, at) ??
    roundFactsProblem(table, draft, at) ??
    (draft.follow ? followProblem(table, draft.engine, draft.follow, [...at, 'follow']) : null);
  return problem ? { ok: false, problem } : { ok: true, value: draft };
}

/**
 * A finished round that fits the game and is scored consistently: the same scores and tiles
 * scoreDraft gives for what it records (tiles are returned low end first).
 */
function checkRound(table: Table, input: unknown, at: Path = []): Checked<RoundRecord> {
  const shaped = checkShape(RoundShape, input, at);
  if (!shaped.ok) return shaped;
  const round: RoundRecord = shaped.value;
  const problem =
    seatsProblem(
      table,
      { scores: round.scores, tiles: round.tiles, totals: round.totals ?? round.scores },
      at,
    ) ?? roundFactsProblem(table, round, at);
  if (problem) return { ok: false, problem };
  const rescored = scoreDraft(table, draftFromRound(round));
  if (!rescored.ok) {
    const issue = rescored.issues[0] as EntryIssue;
    return fail([...at, ...entryIssuePath(issue)], ENTRY_MESSAGES[issue.code]);
  }
  const mismatch = rescored.round.scores.findIndex((score, seat) => score !== round.scores[seat]);
  if (mismatch >= 0) {
    return fail(
      [...at, 'scores', mismatch],
      `must be ${rescored.round.scores[mismatch]}, the pips of the tiles entered`,
    );
  }
  const totals = rescored.round.totals;
  const unlike = round.scores.findIndex(
    (_, seat) => !sameData(round.totals?.[seat] ?? null, totals?.[seat] ?? null),
  );
  if (unlike >= 0) {
    return fail(
      [...at, 'totals', unlike],
      "must be null, unless it holds a photo's total or a typed total the round's rules scored otherwise",
    );
  }
  return { ok: true, value: rescored.round };
}

/** Rules as stored in a game: resolved against their preset, so every option has its value. */
export function checkRules(input: unknown, at: Path = []): Checked<Rules> {
  const resolved = resolveRules(input);
  return resolved.ok
    ? { ok: true, value: resolved.rules }
    : fail([...at, 'rules'], `are not valid: ${excerpt(resolved.problem, 120)}`);
}

function playersProblem(players: readonly PlayerRecord[], at: Path): Problem | null {
  const ids = new Set<string>();
  for (const [index, player] of players.entries()) {
    if (ids.has(player.id))
      return { path: [...at, 'players', index, 'id'], message: 'is a repeat' };
    ids.add(player.id);
  }
  return null;
}

/** A whole game, as written by a mutation or read from a backup. */
export function checkGame(input: unknown, at: Path = []): Checked<GameRecord> {
  const shaped = checkShape(GameShape, input, at);
  if (!shaped.ok) return shaped;
  const rules = checkRules(shaped.value.rules, at);
  if (!rules.ok) return rules;
  const game: GameRecord = { ...shaped.value, rules: rules.value };
  const players = playersProblem(game.players, at);
  if (players) return { ok: false, problem: players };
  if (game.rounds.length > game.rules.rounds) {
    return fail([...at, 'rounds'], `must hold at most the game's ${game.rules.rounds} rounds`);
  }
  const rounds: RoundRecord[] = [];
  for (const [index, round] of game.rounds.entries()) {
    const checked = checkRound(game, round, [...at, 'rounds', index]);
    if (!checked.ok) return checked;
    rounds.push(checked.value);
  }
  if (game.draft !== null) {
    const draft = checkDraft(game, game.draft, [...at, 'draft']);
    if (!draft.ok) return draft;
  }
  return { ok: true, value: { ...game, rounds } };
}

/** Who sits at a new game: names trimmed, ids kept or made. */
export function checkPlayers(input: unknown): Checked<PlayerRecord[]> {
  const withIds = Array.isArray(input)
    ? input.map((player: unknown) =>
        typeof player === 'object' && player !== null && !('id' in player)
          ? { ...player, id: crypto.randomUUID() }
          : player,
      )
    : input;
  const shaped = checkShape(PlayersShape, withIds, ['players']);
  if (!shaped.ok) return shaped;
  const players = shaped.value.map((player) => ({ ...player, name: player.name.trim() }));
  const problem = playersProblem(players, []);
  return problem ? { ok: false, problem } : { ok: true, value: players };
}
