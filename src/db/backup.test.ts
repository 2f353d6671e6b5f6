import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP_FORMAT,
  type BackupProblemCode,
  exportBackup,
  importBackup,
  parseBackup,
} from './backup';
import type { AppDatabase } from './database';
import { MAX_BACKUP_CHARS, MAX_BACKUP_GAMES } from './limits';
import type { GameRecord } from './model';
import { createGame, deleteGame, saveRound, updateDraft } from './mutations';
import type { Path } from './problem';
import { gameById, gameHistory, listGames } from './queries';
import { databaseForEachTest, FAMILY, fillDisk, unwrap } from './test-support';

const db = databaseForEachTest();
const other = databaseForEachTest();

/** A game with a round of typed and tapped scores and a half-typed draft. */
async function playedGame(): Promise<GameRecord> {
  const game = unwrap(await createGame(db(), FAMILY, { preset: 'standard', doubleBlank: 0 }));
  const first = game.draft as NonNullable<GameRecord['draft']>;
  unwrap(
    await updateDraft(db(), game.id, {
      ...first,
      out: 1,
      entries: [{ kind: 'tiles', tiles: ['0-0', '4-5'] }, null, { kind: 'typed', value: '17' }],
    }),
  );
  const saved = unwrap(await saveRound(db(), game.id));
  const second = saved.draft as NonNullable<GameRecord['draft']>;
  return unwrap(
    await updateDraft(db(), game.id, {
      ...second,
      entries: [{ kind: 'typed', value: '1x' }, null, null],
    }),
  );
}

async function everything(database: AppDatabase) {
  return {
    games: await database.games.toArray(),
    history: await database.history.toArray(),
    settings: await database.settings.toArray(),
  };
}

function backupText(games: unknown[], fields: Record<string, unknown> = {}): string {
  return JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: 1, games, ...fields });
}

describe('exportBackup and importBackup - a game survives the trip unchanged', () => {
  it('gives the same game on another device', async () => {
    const game = await playedGame();
    const text = unwrap(await exportBackup(db()));
    const report = unwrap(await importBackup(other(), text));
    expect(report).toEqual({ imported: [game.id], unchanged: 0 });
    expect(await gameById(other(), game.id)).toEqual(game);
    expect((await gameHistory(other(), game.id)).map((e) => e.action)).toEqual(['game-imported']);
  });

  it('exports one game by id, or every game not deleted', async () => {
    const kept = await playedGame();
    const deleted = await playedGame();
    unwrap(await deleteGame(db(), deleted.id));
    const all = JSON.parse(unwrap(await exportBackup(db())));
    expect(all).toMatchObject({
      format: BACKUP_FORMAT,
      version: 4,
      joinedNames: [],
      exportedAt: expect.any(Number),
    });
    expect(all.games.map((g: GameRecord) => g.id)).toEqual([kept.id]);
    const one = JSON.parse(unwrap(await exportBackup(db(), { gameId: deleted.id })));
    expect(one.games.map((g: GameRecord) => g.id)).toEqual([deleted.id]);
    expect(await exportBackup(db(), { gameId: 'nope' })).toMatchObject({
      ok: false,
      error: 'not-found',
    });
  });

  it('never overwrites: a different game with a taken id gets a new id', async () => {
    const game = await playedGame();
    const text = unwrap(await exportBackup(db()));
    unwrap(await updateDraft(db(), game.id, null));
    const changed = await gameById(db(), game.id);
    const report = unwrap(await importBackup(db(), text));
    expect(report.imported).toHaveLength(1);
    expect(report.imported[0]).not.toBe(game.id);
    expect(await gameById(db(), game.id)).toEqual(changed);
    expect(await gameById(db(), report.imported[0] as string)).toEqual({
      ...game,
      id: report.imported[0],
    });
  });

  it('keeps a round followed from the middle: the table as told, whose turn, the plays after', async () => {
    const game = await playedGame();
    const draft = game.draft as NonNullable<GameRecord['draft']>;
    const follow = {
      start: 2,
      from: {
        ends: [5, null, 9],
        mexican: 3,
        markers: [false, true, false],
        doubles: ['mexican' as const],
        tilesToDraw: true,
      },
      actions: [{ type: 'play' as const, seat: 2, tile: '3-8', train: 'mexican' as const }],
    };
    unwrap(await updateDraft(db(), game.id, { ...draft, follow }));
    unwrap(await importBackup(other(), unwrap(await exportBackup(db()))));
    expect((await gameById(other(), game.id))?.draft?.follow).toEqual(follow);
  });

  it('importing the same file twice adds nothing the second time', async () => {
    await playedGame();
    const text = unwrap(await exportBackup(db()));
    unwrap(await importBackup(other(), text));
    expect(unwrap(await importBackup(other(), text))).toEqual({ imported: [], unchanged: 1 });
    expect(await listGames(other())).toHaveLength(1);
  });
});

describe('importBackup - all or nothing', () => {
  it('a disk that fills up during an import keeps none of it', async () => {
    const game = await playedGame();
    const text = backupText([
      { ...game, id: 'first' },
      { ...game, id: 'second' },
    ]);
    fillDisk(
      other(),
      (table, request) =>
        table === 'games' && request.type === 'add' && request.values[0]?.id === 'second',
    );
    expect(await importBackup(other(), text)).toMatchObject({ ok: false, error: 'quota' });
    expect(await everything(other())).toEqual({ games: [], history: [], settings: [] });
  });
});

describe('importBackup - a bad file changes nothing and says what is wrong and where', () => {
  let good: GameRecord;
  beforeEach(async () => {
    good = await playedGame();
    unwrap(await importBackup(other(), backupText([{ ...good, id: 'already-here' }])));
  });

  /** The game with one change made to a copy of it. */
  function withChange(change: (game: Record<string, unknown> & GameRecord) => void): unknown {
    const copy = structuredClone(good) as Record<string, unknown> & GameRecord;
    change(copy);
    return copy;
  }

  it.each<[string, () => unknown, string]>([
    ['not JSON', () => '{"format": ', 'the file is not a backup: it is not JSON text'],
    ['not text', () => 42, 'the file must be text'],
    [
      'another format',
      () => backupText([], { format: 'scores' }),
      'format must be "mexican-train-companion"',
    ],
    [
      'a newer version',
      () => backupText([], { version: 5 }),
      'the file comes from a newer version of the app: update it first',
    ],
    [
      'games missing',
      () => JSON.stringify({ format: BACKUP_FORMAT, version: 1, exportedAt: 1 }),
      'games is missing',
    ],
    [
      'a name joined twice',
      () =>
        backupText([], {
          version: 2,
          joinedNames: [
            ['Ann', 'Nan'],
            ['nan ', 'Bob'],
          ],
        }),
      'joinedNames[1][0] is joined twice',
    ],
    [
      'a lone joined name',
      () => backupText([], { version: 2, joinedNames: [['Ann']] }),
      'joinedNames[0] must hold at least 2 names',
    ],
    [
      'a score as text',
      () =>
        backupText([withChange((g) => ((g.rounds[0] as { scores: unknown[] }).scores[2] = '17'))]),
      'games[0].rounds[0].scores[2] must be a whole number from 0 to 9999',
    ],
    [
      'a huge number',
      () =>
        backupText([withChange((g) => ((g.rounds[0] as { scores: unknown[] }).scores[2] = 1e21))]),
      'games[0].rounds[0].scores[2] must be a whole number from 0 to 9999',
    ],
    [
      'a missing field',
      () => backupText([withChange((g) => delete (g as Partial<GameRecord>).players)]),
      'games[0].players is missing',
    ],
    [
      'scores that do not match the tiles',
      () => backupText([withChange((g) => ((g.rounds[0] as { scores: number[] }).scores[0] = 59))]),
      'games[0].rounds[0].scores[0] must be 9, the pips of the tiles entered',
    ],
    [
      'a name too long',
      () =>
        backupText([
          withChange((g) => ((g.players[0] as { name: string }).name = 'x'.repeat(500))),
        ]),
      'games[0].players[0].name must be at most 40 characters long',
    ],
    [
      'rules that do not resolve',
      () => backupText([withChange((g) => ((g.rules as { set: number }).set = 7))]),
      'games[0].rules are not valid: set must be one of 6, 9, 12, 15, 18',
    ],
    [
      'a __proto__ key',
      () => backupText([good]).replace('"players":', '"__proto__": {"isAdmin": true}, "players":'),
      'games[0].__proto__ is a key a backup never has',
    ],
    [
      'a constructor key deep inside',
      () => backupText([good]).replace('"engine":', '"constructor": {"prototype": {}}, "engine":'),
      'games[0].rounds[0].constructor is a key a backup never has',
    ],
    [
      'nesting deeper than any record',
      () =>
        backupText([
          withChange((g) => (g.draft = JSON.parse(`${'['.repeat(20)}${']'.repeat(20)}`))),
        ]),
      'games[0].draft[0][0][0][0][0][0][0][0][0] is nested too deeply',
    ],
    [
      'too many games',
      () => backupText(Array(MAX_BACKUP_GAMES + 1).fill(0)),
      `games must hold at most ${MAX_BACKUP_GAMES} games`,
    ],
    [
      'a file too large',
      () => backupText([good]) + ' '.repeat(MAX_BACKUP_CHARS),
      'the file is larger than a backup can be (32 MB)',
    ],
    [
      'a good game followed by a bad one',
      () =>
        backupText([
          { ...good, id: 'fresh' },
          withChange((g) => ((g as { createdAt: unknown }).createdAt = -5)),
        ]),
      'games[1].createdAt must be a time in milliseconds from 0 to 8640000000000000',
    ],
  ])('refuses %s', async (_, file, problem) => {
    const before = await everything(other());
    expect(await importBackup(other(), file())).toMatchObject({
      ok: false,
      error: 'invalid',
      problem,
    });
    expect(await everything(other())).toEqual(before);
  });

  it('no object in the app gains a property from a file', async () => {
    const text = backupText([good]).replace(
      '"players":',
      '"__proto__": {"polluted": true}, "players":',
    );
    await importBackup(other(), text);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each<[string, () => unknown, BackupProblemCode, Path]>([
    ['not text', () => 42, 'not-a-backup', []],
    ['not JSON', () => '{"format": ', 'not-a-backup', []],
    ['a list instead of a backup', () => '[1, 2]', 'not-a-backup', ['format']],
    ['another format', () => backupText([], { format: 'scores' }), 'not-a-backup', ['format']],
    ['no version', () => backupText([], { version: undefined }), 'not-a-backup', ['version']],
    ['a file too large', () => ' '.repeat(MAX_BACKUP_CHARS + 1), 'too-large', []],
    ['a newer version', () => backupText([], { version: 5 }), 'newer-version', []],
    ['games missing', () => backupText([], { games: undefined }), 'damaged', ['games']],
    [
      'a bad score',
      () => backupText([withChange((g) => ((g.rounds[0] as { scores: number[] }).scores[1] = -1))]),
      'damaged',
      ['games', 0, 'rounds', 0, 'scores', 1],
    ],
    [
      'a forbidden key',
      () => backupText([good]).replace('"players":', '"__proto__": {}, "players":'),
      'damaged',
      ['games', 0, '__proto__'],
    ],
  ])(
    'says what kind of problem %s is, and where, for the screen to translate',
    (_, file, code, where) => {
      expect(parseBackup(file())).toMatchObject({ ok: false, code, where });
    },
  );

  it('parseBackup checks a file without a database', () => {
    expect(parseBackup(backupText([good]))).toEqual({ ok: true, games: [good], joinedNames: [] });
  });
});
