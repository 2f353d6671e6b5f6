import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import fixture from '../../test/fixtures/db/v2.json';
import { standings } from '../rules';
import type { GameRecord } from './model';
import { createGame, keepCopy, saveRound, updateDraft } from './mutations';
import { gameById, gameHistory } from './queries';
import {
  crc32,
  encodeStandings,
  LINKED_GAME_ID,
  MAX_LINK_CHARS,
  readStandings,
} from './standings-link';
import { databaseForEachTest, unwrap } from './test-support';
import { checkGame } from './validate';

const fixtureGames = fixture.tables.games as GameRecord[];

const db = databaseForEachTest();

/** A game of names in four scripts: a round of tapped tiles, a blocked one under the house rule. */
async function playedGame(): Promise<GameRecord> {
  const players = [{ name: 'Ann' }, { name: 'Бабушка' }, { name: '奶奶' }, { name: 'Zoë 👵' }];
  const game = unwrap(
    await createGame(db(), players, {
      preset: 'classic',
      doubleBlank: 25,
      blockedLowestScoresZero: true,
      rounds: 7,
    }),
  );
  const first = game.draft as NonNullable<GameRecord['draft']>;
  unwrap(
    await updateDraft(db(), game.id, {
      ...first,
      start: 2,
      out: 1,
      entries: [
        { kind: 'tiles', tiles: ['0-0', '4-5'] },
        null,
        { kind: 'typed', value: '17' },
        { kind: 'typed', value: '3' },
      ],
    }),
  );
  const saved = unwrap(await saveRound(db(), game.id));
  const second = saved.draft as NonNullable<GameRecord['draft']>;
  unwrap(
    await updateDraft(db(), game.id, {
      ...second,
      blocked: true,
      entries: [
        { kind: 'typed', value: '8' },
        { kind: 'typed', value: '30' },
        { kind: 'typed', value: '12' },
        { kind: 'typed', value: '8' },
      ],
    }),
  );
  return unwrap(await saveRound(db(), game.id));
}

function refusal(fragment: string) {
  const read = readStandings(fragment);
  return read.ok ? 'accepted' : read.code;
}

/** A link with the right checksum around any JSON: what a hostile page could make. */
function forged(payload: unknown, version = 1): string {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const bytes = new Uint8Array(json.length + 4);
  bytes.set(json);
  new DataView(bytes.buffer).setUint32(json.length, crc32(json));
  const base64 = btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
  return `${version}.${base64}`;
}

const GOOD = [
  1_700_000_000_000,
  1_700_000_600_000,
  0,
  { preset: 'standard' },
  ['Ann', 'Ben'],
  [[12, 0, 1, 0, 14, 0]],
];

describe('encodeStandings and readStandings - the standings travel whole', () => {
  it('reads back the names, rules, times and every round of a game played here', async () => {
    const game = await playedGame();
    const read = readStandings(`#${encodeStandings(game)}`);
    if (!read.ok) expect.fail(read.problem);
    expect(read.game.players.map((p) => p.name)).toEqual(['Ann', 'Бабушка', '奶奶', 'Zoë 👵']);
    expect(read.game.rules).toEqual(game.rules);
    expect(read.game.rounds.map((r) => r.scores)).toEqual(game.rounds.map((r) => r.scores));
    expect(
      read.game.rounds.map(({ engine, start, out, blocked }) => [engine, start, out, blocked]),
    ).toEqual(game.rounds.map(({ engine, start, out, blocked }) => [engine, start, out, blocked]));
    expect(read.game).toMatchObject({
      id: LINKED_GAME_ID,
      createdAt: game.createdAt,
      updatedAt: game.updatedAt,
      finishedAt: null,
      draft: null,
    });
    expect(checkGame(read.game).ok).toBe(true);
  });

  it.each(fixtureGames.map((game) => [game.players.map((p) => p.name).join(', '), game] as const))(
    'gives the same totals for the stored game of %s',
    (_, game) => {
      const read = readStandings(encodeStandings(game));
      if (!read.ok) expect.fail(read.problem);
      const totals = (g: GameRecord) =>
        standings(
          g.players.length,
          g.rounds.map((r) => r.scores),
        ).totals;
      expect(totals(read.game)).toEqual(totals(game));
      expect(read.game.finishedAt === null).toBe(game.finishedAt === null);
    },
  );

  it('is short enough for a QR code a phone reads easily with six players and 13 rounds', () => {
    const names = ['Grandma Rose', 'Ben', 'Ana', 'Zoë', 'Бабушка', '奶奶'];
    const game = {
      ...(fixtureGames[1] as GameRecord),
      players: names.map((name, i) => ({ id: `p${i}`, name })),
      rounds: Array.from({ length: 13 }, (_, i) => ({
        engine: 12 - i,
        start: i % 6,
        out: i % 6,
        blocked: false,
        scores: names.map((_, seat) => (seat === i % 6 ? 0 : 40 + seat * 7)),
        tiles: names.map(() => null),
      })),
    };
    const fragment = encodeStandings(game);
    expect(fragment.length).toBeLessThan(700);
    expect(readStandings(fragment).ok).toBe(true);
  });
});

describe('readStandings - a damaged, cut or hostile link is refused, naming why', () => {
  it('refuses the link with any one character changed', async () => {
    const fragment = encodeStandings(await playedGame());
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    const accepted: number[] = [];
    for (let at = 0; at < fragment.length; at++) {
      // Two replacements a position: the next letter of the alphabet and one far from it.
      for (const shift of [1, 29]) {
        const index = (alphabet.indexOf(fragment[at] as string) + shift) % alphabet.length;
        const changed = fragment.slice(0, at) + alphabet[index] + fragment.slice(at + 1);
        if (readStandings(changed).ok) accepted.push(at);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('refuses the link cut short anywhere', async () => {
    const fragment = encodeStandings(await playedGame());
    const accepted = Array.from({ length: fragment.length }, (_, at) => at).filter(
      (at) => readStandings(fragment.slice(0, at)).ok,
    );
    expect(accepted).toEqual([]);
    expect(refusal(fragment.slice(0, -3))).toBe('damaged');
  });

  it('refuses a link too long to be standings before reading it', () => {
    const game = { ...(fixtureGames[1] as GameRecord) };
    game.players = game.players.map((p, seat) =>
      seat === 0 ? { ...p, name: 'A'.repeat(10_000) } : p,
    );
    const fragment = encodeStandings(game);
    expect(fragment.length).toBeGreaterThan(MAX_LINK_CHARS);
    expect(refusal(fragment)).toBe('too-long');
  });

  it.each([
    ['nothing', '', 'empty'],
    ['only the hash', '#', 'empty'],
    ['another page', 'top', 'damaged'],
    ['a newer version', forged(GOOD, 2), 'newer-version'],
    ['version 0', forged(GOOD, 0), 'damaged'],
    ['not base64url', '1.abc$def', 'damaged'],
  ])('refuses %s: %s', (_, fragment, code) => {
    expect(refusal(fragment)).toBe(code);
  });

  it('reads a forged link of a real game, so the checks below are what refuse the others', () => {
    expect(refusal(forged(GOOD))).toBe('accepted');
  });

  const withField = (index: number, value: unknown) =>
    GOOD.map((f, i) => (i === index ? value : f));
  it.each([
    ['not JSON of a list', { a: 1 }, 'must be a list of the standings'],
    ['a field too many', [...GOOD, 1], ''],
    ['a name of 41 characters', withField(4, ['A'.repeat(41), 'Ben']), 'players[0].name'],
    ['a blank name', withField(4, ['  ', 'Ben']), 'players[0].name must not be blank'],
    ['one player', withField(4, ['Ann']), 'players must hold at least 2'],
    ['13 players', withField(4, Array(13).fill('A')), 'at most 12 names'],
    ['an unknown rule set', withField(3, { preset: 'poker' }), 'unknown preset'],
    ['a key for the prototype', withField(3, JSON.parse('{"__proto__":{"x":1}}')), '__proto__'],
    ['a score as text', withField(5, [[12, 0, 1, 0, '14', 0]]), ''],
    ['a fractional score', withField(5, [[12, 0, 1, 0, 14.5, 0]]), 'scores[0]'],
    ['a negative score', withField(5, [[12, 0, 1, 0, -4, 0]]), 'scores[0]'],
    ['points for who went out', withField(5, [[12, 0, 1, 0, 14, 3]]), 'went out'],
    ['a score per seat missing', withField(5, [[12, 0, 1, 0, 14]]), 'one value per player'],
    ['a seat that is not there', withField(5, [[12, 5, 1, 0, 14, 0]]), 'rounds[0].start'],
    ['an engine not in the set', withField(5, [[13, 0, 1, 0, 14, 0]]), 'rounds[0].engine'],
    ['14 rounds of a 13-round game', withField(5, Array(14).fill([12, 0, 1, 0, 14, 0])), 'rounds'],
    ['a time before 1970', withField(0, -1), ''],
    ['a huge number', withField(5, [[12, 0, 1, 0, 1e300, 0]]), 'scores[0]'],
  ])('refuses a whole link holding %s', (_, payload, detail) => {
    const read = readStandings(forged(payload));
    expect(read).toMatchObject({ ok: false, code: 'invalid' });
    if (!read.ok) expect(read.problem).toContain(detail);
  });

  it('refuses text that is not UTF-8 and JSON nested too deeply', () => {
    const deep = JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`);
    expect(refusal(forged(withField(3, deep)))).toBe('invalid');
    const bytes = new Uint8Array([0xff, 0xfe, 0x5b, 0x5d]);
    const withSum = new Uint8Array(8);
    withSum.set(bytes);
    new DataView(withSum.buffer).setUint32(4, crc32(bytes));
    const base64 = btoa(String.fromCharCode(...withSum)).replaceAll('=', '');
    expect(refusal(`1.${base64.replaceAll('+', '-').replaceAll('/', '_')}`)).toBe('invalid');
  });
});

describe('keepCopy - standings from another phone kept as a game of this one', () => {
  it('stores the game once asked, marked as a copy with ids of its own, in its history', async () => {
    const read = readStandings(encodeStandings(await playedGame()));
    if (!read.ok) expect.fail(read.problem);
    const kept = unwrap(await keepCopy(db(), read.game));
    expect(kept.id).not.toBe(LINKED_GAME_ID);
    expect(kept.players.map((p) => p.id)).not.toContain('seat-1');
    expect(kept.copiedAt).toEqual(expect.any(Number));
    expect(kept.rounds).toEqual(read.game.rounds);
    expect(await gameById(db(), kept.id)).toEqual(kept);
    expect((await gameHistory(db(), kept.id)).map((entry) => entry.action)).toEqual([
      'game-copied',
    ]);
    // A second copy is a second game: the person asked twice.
    const again = unwrap(await keepCopy(db(), read.game));
    expect(again.id).not.toBe(kept.id);
  });

  it('refuses a game that fails the checks, storing nothing', async () => {
    const read = readStandings(forged(GOOD));
    if (!read.ok) expect.fail(read.problem);
    const bad = { ...read.game, players: [{ id: 'x', name: '' }] };
    expect(await keepCopy(db(), bad)).toMatchObject({ ok: false, error: 'invalid' });
    expect(await db().games.count()).toBe(0);
  });
});
