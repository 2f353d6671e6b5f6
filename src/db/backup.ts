/**
 * Backup files: games out as JSON text, and back in only after the whole file has been checked.
 * A file is untrusted input (it may come from anywhere): every field is checked, sizes are
 * bounded, keys that could reach an object's prototype are refused, and nothing is written
 * unless everything is right.
 */
import * as v from 'valibot';
import type { AppDatabase } from './database';
import { mergeJoined } from './joined-names';
import { MAX_BACKUP_CHARS, MAX_BACKUP_DEPTH, MAX_BACKUP_GAMES } from './limits';
import type { GameRecord, JoinedNames } from './model';
import { describeProblem, type Path, type Problem } from './problem';
import { joinedNames } from './queries';
import { checkShape } from './record-shapes';
import { sameData } from './same-data';
import { time } from './shapes';
import { type DbResult, read, refuse, write } from './transact';
import { checkGame, checkJoinedNames } from './validate';

export const BACKUP_FORMAT = 'mexican-train-companion';
/**
 * 2 added joinedNames, 3 a game's copiedAt (a copy kept from another phone's standings), 4 a
 * followed round's table as told when following began mid-round (a draft's follow.from); files
 * of every older version still import, as they hold none of these.
 */
export const BACKUP_VERSION = 4;

interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: number;
  games: GameRecord[];
  /** The family record's joined names, which travel with the games they are about. */
  joinedNames: JoinedNames;
}

/**
 * One game (by id, even a deleted one) or every game not deleted, oldest first, as the text of
 * a backup file.
 */
export function exportBackup(
  db: AppDatabase,
  { gameId }: { gameId?: string } = {},
): Promise<DbResult<string>> {
  return read(db, async () => {
    let games: GameRecord[];
    if (gameId === undefined) {
      games = await db.games
        .orderBy('createdAt')
        .filter((g) => g.deletedAt === null)
        .toArray();
    } else {
      const game = await db.games.get(gameId);
      if (!game) refuse('not-found', `no game ${JSON.stringify(gameId)}`);
      games = [game];
    }
    const backup: Backup = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: Date.now(),
      games,
      joinedNames: await joinedNames(db),
    };
    return JSON.stringify(backup, null, 1);
  });
}

/** Keys that mean something to JavaScript objects rather than to a backup. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The first forbidden key or too-deep nesting, found without recursing deeper than the limit.
 * Also the first check of a standings link's data (standings-link.ts), as untrusted as a file.
 */
export function unsafeProblem(value: unknown, path: (string | number)[] = []): Problem | null {
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= MAX_BACKUP_DEPTH) return { path: [...path], message: 'is nested too deeply' };
  const keys: (string | number)[] = Array.isArray(value) ? [...value.keys()] : Object.keys(value);
  for (const key of keys) {
    path.push(key);
    if (typeof key === 'string' && FORBIDDEN_KEYS.has(key)) {
      return { path: [...path], message: 'is a key a backup never has' };
    }
    const problem = unsafeProblem((value as Record<string | number, unknown>)[key], path);
    if (problem) return problem;
    path.pop();
  }
  return null;
}

const BackupShape = v.strictObject({
  format: v.literal(BACKUP_FORMAT, `must be "${BACKUP_FORMAT}"`),
  version: v.picklist([1, 2, 3, BACKUP_VERSION], `must be 1, 2, 3 or ${BACKUP_VERSION}`),
  exportedAt: time,
  games: v.pipe(
    v.array(v.unknown(), 'must be a list'),
    v.maxLength(MAX_BACKUP_GAMES, `must hold at most ${MAX_BACKUP_GAMES} games`),
  ),
  // Checked on its own (checkJoinedNames); a version 1 file has none.
  joinedNames: v.optional(v.unknown()),
});

/**
 * What kind of problem stops a file, so a screen can say it in the person's language (the
 * `problem` sentence is English, for logs and for whoever helps).
 */
const BACKUP_PROBLEMS = [
  /** Not a backup of this app at all: not text, not JSON, or another format. */
  'not-a-backup',
  'too-large',
  /** Made by a newer version of the app, which this one cannot read. */
  'newer-version',
  /** A backup of this app with something wrong inside it, at `where`. */
  'damaged',
] as const;
export type BackupProblemCode = (typeof BACKUP_PROBLEMS)[number];

/** A file refused: what kind of problem, where in the file (a path into its JSON), in English. */
export interface InvalidBackup {
  ok: false;
  error: 'invalid';
  code: BackupProblemCode;
  where: Path;
  problem: string;
}

export type ParsedBackup =
  | { ok: true; games: GameRecord[]; joinedNames: JoinedNames }
  | InvalidBackup;

function invalidFile(code: BackupProblemCode, problem: Problem): InvalidBackup {
  return {
    ok: false,
    error: 'invalid',
    code,
    where: problem.path,
    problem: describeProblem(problem, 'the file'),
  };
}

/** Fields that say whose file this is: wrong there, the file is not one of ours at all. */
const IDENTITY_FIELDS: readonly (string | number | undefined)[] = [undefined, 'format', 'version'];

/**
 * Reads and checks a whole backup file without touching the database. The problem, if any, is
 * one sentence naming the place: "games[0].rounds[2].scores[1] must be a whole number ...".
 */
export function parseBackup(text: unknown): ParsedBackup {
  const root: Path = [];
  if (typeof text !== 'string') {
    return invalidFile('not-a-backup', { path: root, message: 'must be text' });
  }
  if (text.length > MAX_BACKUP_CHARS) {
    const megabytes = MAX_BACKUP_CHARS / 1024 / 1024;
    return invalidFile('too-large', {
      path: root,
      message: `is larger than a backup can be (${megabytes} MB)`,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return invalidFile('not-a-backup', {
      path: root,
      message: 'is not a backup: it is not JSON text',
    });
  }
  const unsafe = unsafeProblem(data);
  if (unsafe) return invalidFile('damaged', unsafe);
  const version = (data as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > BACKUP_VERSION) {
    return invalidFile('newer-version', {
      path: root,
      message: 'comes from a newer version of the app: update it first',
    });
  }
  const envelope = checkShape(BackupShape, data);
  if (!envelope.ok) {
    const notOurs = IDENTITY_FIELDS.includes(envelope.problem.path[0]);
    return invalidFile(notOurs ? 'not-a-backup' : 'damaged', envelope.problem);
  }
  const games: GameRecord[] = [];
  for (const [index, game] of envelope.value.games.entries()) {
    const checked = checkGame(game, ['games', index]);
    if (!checked.ok) return invalidFile('damaged', checked.problem);
    games.push(checked.value);
  }
  const joined = checkJoinedNames(envelope.value.joinedNames ?? [], ['joinedNames']);
  if (!joined.ok) return invalidFile('damaged', joined.problem);
  return { ok: true, games, joinedNames: joined.value };
}

export interface ImportReport {
  /** Ids of the games added, as stored: a game whose id was taken got a new one. */
  imported: string[];
  /** Games already here exactly as in the file, left alone (importing a file twice adds nothing). */
  unchanged: number;
}

/**
 * Adds the games of a backup file, all or nothing: a bad file writes nothing and says what is
 * wrong and where. A stored game is never overwritten: an imported game whose id is taken by
 * a different game gets a new id. The file's joined names join those already here.
 */
export async function importBackup(
  db: AppDatabase,
  text: unknown,
): Promise<DbResult<ImportReport> | InvalidBackup> {
  const parsed = parseBackup(text);
  if (!parsed.ok) return parsed;
  return write(db, async () => {
    const report: ImportReport = { imported: [], unchanged: 0 };
    for (const game of parsed.games) {
      const existing = await db.games.get(game.id);
      if (existing && sameData(existing, game)) {
        report.unchanged++;
        continue;
      }
      const stored = existing ? { ...game, id: crypto.randomUUID() } : game;
      await db.games.add(stored);
      await db.history.add({
        gameId: stored.id,
        at: Date.now(),
        action: 'game-imported',
        before: null,
        after: stored,
      });
      report.imported.push(stored.id);
    }
    if (parsed.joinedNames.length > 0) {
      const value = mergeJoined(await joinedNames(db), parsed.joinedNames);
      await db.settings.put({ key: 'joinedNames', value });
    }
    return report;
  });
}
