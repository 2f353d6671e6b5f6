/**
 * Every write the app makes, by name. Each runs in one transaction (see transact.ts), checks its
 * input, and records a history entry with the game before and after wherever it changes a game,
 * except updateDraft and changeDraft: see updateDraft.
 */
import { type RulesInput, scoreDraft } from '../rules';
import type { AppDatabase } from './database';
import { applyDraftPatch, type DraftPatch } from './draft-patch';
import { addJoin, nameKey, removeJoin } from './joined-names';
import type {
  GameRecord,
  HistoryAction,
  HistoryEntry,
  HistorySummary,
  JoinedNames,
  RoundDraft,
} from './model';
import { describeProblem } from './problem';
import { joinedNames, undoableEntry } from './queries';
import { emptyDraft } from './round-draft';
import { sameData } from './same-data';
import { type DbResult, refuse, write } from './transact';
import {
  checkDraft,
  checkGame,
  checkJoinedNames,
  checkPlayers,
  checkRules,
  describeEntryIssue,
} from './validate';

/** A seat at a new game: a known player keeps their id ("same players as last time"). */
export interface PlayerInput {
  id?: string;
  name: string;
}

async function storedGame(db: AppDatabase, gameId: string): Promise<GameRecord> {
  const game = typeof gameId === 'string' ? await db.games.get(gameId) : undefined;
  if (!game) refuse('not-found', `no game ${JSON.stringify(gameId)}`);
  return game;
}

/** A game that takes changes: deleted games only take restoreGame and undoLast. */
async function gameToChange(db: AppDatabase, gameId: string): Promise<GameRecord> {
  const game = await storedGame(db, gameId);
  if (game.deletedAt !== null) refuse('not-found', 'the game is deleted');
  return game;
}

function refuseUnlessPlaying(game: GameRecord): void {
  if (game.finishedAt !== null) refuse('conflict', 'the game is finished');
}

/** Checks the whole game about to be stored, then stores it with its history entry. */
async function commit(
  db: AppDatabase,
  action: HistoryAction,
  before: GameRecord | null,
  next: GameRecord,
  summary?: HistorySummary,
): Promise<GameRecord> {
  const checked = checkGame(next);
  if (!checked.ok) refuse('invalid', describeProblem(checked.problem, 'the game'));
  const after = checked.value;
  await db.games.put(after);
  const entry: Omit<HistoryEntry, 'id'> = {
    gameId: after.id,
    at: after.updatedAt,
    action,
    before,
    after,
  };
  await db.history.add(summary ? { ...entry, summary } : entry);
  return after;
}

/**
 * Starts a game with the first round's draft ready, and remembers its players for "same players
 * as last time". `rules` is resolved now and stored whole.
 */
export function createGame(
  db: AppDatabase,
  players: readonly PlayerInput[],
  rules: RulesInput,
): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const seated = checkPlayers(players);
    if (!seated.ok) refuse('invalid', describeProblem(seated.problem));
    const resolved = checkRules(rules);
    if (!resolved.ok) refuse('invalid', describeProblem(resolved.problem));
    const now = Date.now();
    const fresh = { players: seated.value, rules: resolved.value, rounds: [] };
    const game: GameRecord = {
      id: crypto.randomUUID(),
      createdAt: now,
      updatedAt: now,
      ...fresh,
      draft: emptyDraft(fresh),
      finishedAt: null,
      deletedAt: null,
    };
    await db.settings.put({ key: 'lastPlayers', value: seated.value });
    return commit(db, 'game-created', null, game);
  });
}

/**
 * Stores the round being entered, as it stands, on every tap or keystroke: one read and one
 * write, no history entry. Recording each keystroke would bury the rounds in the history and
 * store a copy of the game per key; a draft is entered by one person in a minute, and its
 * values come back anyway when undo reverses the save that ended it. The one draft change that
 * can lose work, throwing a non-empty draft away (draft null), is recorded and can be undone.
 */
export function updateDraft(
  db: AppDatabase,
  gameId: string,
  draft: RoundDraft | null,
): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const game = await gameToChange(db, gameId);
    refuseUnlessPlaying(game);
    const now = Date.now();
    if (draft === null) {
      if (game.draft === null) return game;
      const next = { ...game, draft: null, updatedAt: now };
      return commit(db, 'draft-discarded', game, next, { roundIndex: game.rounds.length });
    }
    if (game.rounds.length >= game.rules.rounds) refuse('conflict', 'every round has been played');
    const checked = checkDraft(game, draft);
    if (!checked.ok) refuse('invalid', describeProblem(checked.problem, 'the draft'));
    const next: GameRecord = { ...game, draft: checked.value, updatedAt: now };
    await db.games.put(next);
    return next;
  });
}

/**
 * Lays a change over the stored draft (see draft-patch.ts) and stores it, like updateDraft: what
 * another tab stored in the meantime for other seats stays.
 */
export function changeDraft(
  db: AppDatabase,
  gameId: string,
  patch: DraftPatch,
): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const game = await gameToChange(db, gameId);
    refuseUnlessPlaying(game);
    if (game.draft === null) refuse('conflict', 'no round is being entered');
    const checked = checkDraft(game, applyDraftPatch(game.draft, patch));
    if (!checked.ok) refuse('invalid', describeProblem(checked.problem, 'the draft'));
    const next: GameRecord = { ...game, draft: checked.value, updatedAt: Date.now() };
    await db.games.put(next);
    return next;
  });
}

/**
 * Scores the draft (scoreDraft) and stores it as the game's next round; the following round's
 * draft is made ready, or none after the last round.
 */
export function saveRound(db: AppDatabase, gameId: string): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const game = await gameToChange(db, gameId);
    refuseUnlessPlaying(game);
    if (game.draft === null) refuse('conflict', 'no round is being entered');
    if (game.rounds.length >= game.rules.rounds) refuse('conflict', 'every round has been played');
    const scored = scoreDraft(game, game.draft);
    if (!scored.ok) refuse('invalid', scored.issues.map(describeEntryIssue).join('; '));
    const rounds = [...game.rounds, scored.round];
    const next: GameRecord = {
      ...game,
      rounds,
      draft: emptyDraft({ ...game, rounds }),
      updatedAt: Date.now(),
    };
    return commit(db, 'round-saved', game, next, { roundIndex: game.rounds.length });
  });
}

/**
 * Replaces a stored round (also in a finished game) with what the edit screen holds: a draft,
 * usually begun with draftFromRound, scored like a new round. No change, no history entry.
 */
export function editRound(
  db: AppDatabase,
  gameId: string,
  roundIndex: number,
  draft: RoundDraft,
): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const game = await gameToChange(db, gameId);
    const old = Number.isInteger(roundIndex) ? game.rounds[roundIndex] : undefined;
    if (!old) refuse('invalid', `the game has no round at index ${roundIndex}`);
    const checked = checkDraft(game, draft);
    if (!checked.ok) refuse('invalid', describeProblem(checked.problem, 'the round'));
    const scored = scoreDraft(game, checked.value);
    if (!scored.ok) refuse('invalid', scored.issues.map(describeEntryIssue).join('; '));
    if (sameData(scored.round, old)) return game;
    const rounds = game.rounds.map((round, i) => (i === roundIndex ? scored.round : round));
    const changes = old.scores.flatMap((from, seat) => {
      const to = scored.round.scores[seat] as number;
      return from === to ? [] : [{ seat, from, to }];
    });
    const next = { ...game, rounds, updatedAt: Date.now() };
    return commit(db, 'round-edited', game, next, { roundIndex, changes });
  });
}

export interface Undone {
  game: GameRecord;
  /** The entry that was reversed: its action and summary say what was undone. */
  undid: HistoryEntry;
}

/**
 * Puts back the game as it was before its latest undoable change (see nextUndo), and records
 * the undo with the state it replaced, so nothing is lost even then. Works on deleted games:
 * undoing the deletion restores them.
 */
export function undoLast(db: AppDatabase, gameId: string): Promise<DbResult<Undone>> {
  return write(db, async () => {
    const game = await storedGame(db, gameId);
    const entry = await undoableEntry(db, gameId);
    if (!entry?.before) refuse('nothing-to-undo', 'nothing left to undo in this game');
    const restored = { ...entry.before, updatedAt: Date.now() };
    const summary = { undid: entry.id, undidAction: entry.action };
    return { game: await commit(db, 'undone', game, restored, summary), undid: entry };
  });
}

/** Ends the game (it may stop before its last round); an unsaved draft is dropped. */
export function finishGame(db: AppDatabase, gameId: string): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const game = await gameToChange(db, gameId);
    if (game.finishedAt !== null) return game;
    const now = Date.now();
    return commit(db, 'game-finished', game, {
      ...game,
      draft: null,
      finishedAt: now,
      updatedAt: now,
    });
  });
}

/**
 * Keeps a copy of another phone's standings (read from a link, standings-link.ts) as a game of
 * this phone, marked as a copy: new ids for the game and its players, finished or still to be
 * continued as it was there. Checked whole before it is stored, like any game.
 */
export function keepCopy(db: AppDatabase, game: GameRecord): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const now = Date.now();
    const copy: GameRecord = {
      ...game,
      id: crypto.randomUUID(),
      players: game.players.map((player) => ({ ...player, id: crypto.randomUUID() })),
      draft: null,
      deletedAt: null,
      updatedAt: Math.max(now, game.updatedAt),
      copiedAt: now,
    };
    return commit(db, 'game-copied', null, copy);
  });
}

/** Moves a game to the deleted list, from where restoreGame or undoLast bring it back. */
export function deleteGame(db: AppDatabase, gameId: string): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const game = await storedGame(db, gameId);
    if (game.deletedAt !== null) return game;
    const now = Date.now();
    return commit(db, 'game-deleted', game, { ...game, deletedAt: now, updatedAt: now });
  });
}

/** Brings a deleted game back as it was. */
export function restoreGame(db: AppDatabase, gameId: string): Promise<DbResult<GameRecord>> {
  return write(db, async () => {
    const game = await storedGame(db, gameId);
    if (game.deletedAt === null) return game;
    return commit(db, 'game-restored', game, { ...game, deletedAt: null, updatedAt: Date.now() });
  });
}

/**
 * Removes for good the games deleted at or before `deletedBefore` (all deleted games by
 * default), with their history. Returns how many games went.
 */
export function purge(
  db: AppDatabase,
  deletedBefore: number = Number.POSITIVE_INFINITY,
): Promise<DbResult<number>> {
  return write(db, async () => {
    if (typeof deletedBefore !== 'number' || Number.isNaN(deletedBefore)) {
      refuse('invalid', 'deletedBefore must be a time in milliseconds');
    }
    const doomed = await db.games
      .filter((game) => game.deletedAt !== null && game.deletedAt <= deletedBefore)
      .primaryKeys();
    await db.history.where('gameId').anyOf(doomed).delete();
    await db.games.bulkDelete(doomed);
    return doomed.length;
  });
}

/** Checks and stores the joined names; a join is not a change to any game, so no history. */
async function storeJoined(db: AppDatabase, next: JoinedNames): Promise<JoinedNames> {
  const checked = checkJoinedNames(next, ['joinedNames']);
  if (!checked.ok) refuse('invalid', describeProblem(checked.problem));
  await db.settings.put({ key: 'joinedNames', value: checked.value });
  return checked.value;
}

/**
 * Counts `other` as the same person as `kept` in the family record, with every name already
 * joined to either; `kept`'s name stays the one shown. Games keep the names they were played with.
 */
export function joinNames(
  db: AppDatabase,
  kept: string,
  other: string,
): Promise<DbResult<JoinedNames>> {
  return write(db, async () => {
    if (typeof kept !== 'string' || typeof other !== 'string' || !kept.trim() || !other.trim()) {
      refuse('invalid', 'both names must be given');
    }
    if (nameKey(kept) === nameKey(other)) refuse('invalid', 'a name cannot be joined to itself');
    return storeJoined(db, addJoin(await joinedNames(db), kept, other));
  });
}

/** Counts `name` as a person of their own again (undoes joinNames for that name). */
export function separateName(db: AppDatabase, name: string): Promise<DbResult<JoinedNames>> {
  return write(db, async () => {
    if (typeof name !== 'string') refuse('invalid', 'the name must be text');
    return storeJoined(db, removeJoin(await joinedNames(db), name));
  });
}
