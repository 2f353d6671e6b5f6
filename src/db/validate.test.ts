import { describe, expect, it } from 'vitest';
import { presetRules } from '../rules';
import { tiles, typed } from '../rules/test-support';
import type { GameRecord, RoundDraft, RoundRecord } from './model';
import { describeProblem } from './problem';
import { gameRecord, roundDraft } from './test-support';
import { checkDraft, checkGame, checkPlayers } from './validate';

function game(): GameRecord {
  return gameRecord({
    id: 'g1',
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_100_000,
    players: [
      { id: 'p1', name: 'Grandma' },
      { id: 'p2', name: 'Ben' },
    ],
    rounds: [
      {
        engine: 12,
        start: 1,
        out: 0,
        blocked: false,
        scores: [0, 17],
        tiles: [[], ['1-4', '6-6']],
      },
      { engine: 11, start: 0, out: null, blocked: true, scores: [9, 23], tiles: [null, null] },
    ],
    draft: roundDraft([typed('1x'), tiles('3-2')], { engine: 10, markers: [true, false] }),
  });
}

/** The message checkGame gives for a game changed by `change`. */
function problemWith(change: (game: Record<string, unknown> & GameRecord) => void): string {
  const broken = structuredClone(game()) as Record<string, unknown> & GameRecord;
  change(broken);
  const checked = checkGame(broken, ['games', 0]);
  if (checked.ok) expect.fail('the game should have been refused');
  return describeProblem(checked.problem);
}

describe('checkGame - a game is stored only when every part of it fits', () => {
  it('accepts a well-formed game as it is, a half-typed draft included', () => {
    expect(checkGame(game())).toEqual({ ok: true, value: game() });
  });

  it.each<[string, (g: Record<string, unknown> & GameRecord) => void]>([
    [
      'games[0].rounds[1].scores[1] must be a whole number from 0 to 9999',
      (g) => {
        (g.rounds[1] as { scores: unknown[] }).scores[1] = '23';
      },
    ],
    [
      'games[0].rounds[1].scores[0] must be a whole number from 0 to 9999',
      (g) => {
        (g.rounds[1] as { scores: unknown[] }).scores[0] = 1e300;
      },
    ],
    [
      'games[0].rounds[1].scores[0] must be a whole number from 0 to 9999',
      (g) => {
        (g.rounds[1] as { scores: unknown[] }).scores[0] = 2.5;
      },
    ],
    [
      'games[0].createdAt is missing',
      (g) => {
        delete (g as Partial<GameRecord>).createdAt;
      },
    ],
    [
      'games[0].colour is not a known field',
      (g) => {
        g.colour = 'red';
      },
    ],
    [
      'games[0].players must hold at least 2 players',
      (g) => {
        g.players.pop();
      },
    ],
    [
      'games[0].players[1].name must not be blank',
      (g) => {
        (g.players[1] as { name: string }).name = '   ';
      },
    ],
    [
      'games[0].players[1].id is a repeat',
      (g) => {
        (g.players[1] as { id: string }).id = 'p1';
      },
    ],
    [
      'games[0].rules are not valid: unknown preset "house"',
      (g) => {
        (g.rules as { preset: string }).preset = 'house';
      },
    ],
    [
      `games[0].rules are not valid: unknown preset "${'x'.repeat(103)}…`,
      (g) => {
        (g.rules as { preset: string }).preset = 'x'.repeat(1_000_000);
      },
    ],
    [
      'games[0].rounds[0].scores must hold one value per player (2)',
      (g) => {
        g.rounds[0]?.scores.push(4);
      },
    ],
    [
      'games[0].rounds[0].start must be null or the seat of a player in this game',
      (g) => {
        (g.rounds[0] as { start: number }).start = 2;
      },
    ],
    [
      'games[0].rounds[0].engine must be at most 12',
      (g) => {
        (g.rounds[0] as { engine: number }).engine = 15;
      },
    ],
    [
      'games[0].rounds[0].scores[1] must be 17, the pips of the tiles entered',
      (g) => {
        (g.rounds[0] as { scores: number[] }).scores[1] = 18;
      },
    ],
    [
      'games[0].rounds[0].tiles[1] holds a tile entered twice in the round',
      (g) => {
        (g.rounds[0] as { tiles: string[][] }).tiles[1] = ['1-4', '4-1'];
      },
    ],
    [
      'games[0].rounds[1].out went out, but the round is marked blocked',
      (g) => {
        (g.rounds[1] as { out: number; scores: number[] }).out = 0;
        (g.rounds[1] as { scores: number[] }).scores[0] = 0;
      },
    ],
    [
      'games[0].draft.entries[0].kind must be "typed" or "tiles" or "photo"',
      (g) => {
        (g.draft as { entries: unknown[] }).entries[0] = { kind: 'guess', value: '3' };
      },
    ],
    [
      'games[0].draft.entries[0] must be null or an entry of kind "typed", "tiles" or "photo"',
      (g) => {
        (g.draft as { entries: unknown[] }).entries[0] = 5;
      },
    ],
    [
      'games[0].draft.entries[1].tiles[0] must be a tile like "3-5"',
      (g) => {
        (g.draft as { entries: unknown[] }).entries[1] = { kind: 'tiles', tiles: ['three-two'] };
      },
    ],
    [
      'games[0].draft.markers must hold one value per player (2)',
      (g) => {
        g.draft?.markers.push(true);
      },
    ],
    [
      "games[0].rounds[1].totals[0] must be null, unless it holds a photo's total or a typed total the round's rules scored otherwise",
      (g) => {
        g.rounds[1] = {
          ...(g.rounds[1] as RoundRecord),
          totals: [{ from: 'typed', pips: 9 }, null],
        };
      },
    ],
    [
      'games[0].rounds[1].scores[0] must be 5, the pips of the tiles entered',
      (g) => {
        g.rounds[1] = {
          ...(g.rounds[1] as RoundRecord),
          totals: [{ from: 'typed', pips: 5 }, null],
        };
      },
    ],
    [
      'games[0].rounds[1].totals must hold one value per player (2)',
      (g) => {
        g.rounds[1] = { ...(g.rounds[1] as RoundRecord), totals: [null] };
      },
    ],
    [
      "games[0].rounds must hold at most the game's 1 rounds",
      (g) => {
        g.rules.rounds = 1;
      },
    ],
  ])('refuses with "%s"', (message, change) => {
    expect(problemWith(change)).toBe(message);
  });

  it('keeps the total typed for a hand the house rule scored 0 in a blocked round', () => {
    const ruled = {
      ...game(),
      rules: { ...presetRules('standard'), blockedLowestScoresZero: true },
    };
    ruled.rounds[1] = {
      ...(ruled.rounds[1] as RoundRecord),
      scores: [0, 23],
      totals: [{ from: 'typed', pips: 9 }, null],
    };
    expect(checkGame(ruled)).toEqual({ ok: true, value: ruled });
  });

  it('keeps a hand counted from a photo, in a round and in a draft', () => {
    const counted = game();
    counted.rounds[1] = {
      ...(counted.rounds[1] as RoundRecord),
      totals: [{ from: 'photo', pips: 9 }, null],
    };
    (counted.draft as RoundDraft).entries[0] = { kind: 'photo', value: null };
    expect(checkGame(counted)).toEqual({ ok: true, value: counted });
  });

  it('fills in rule options a game stored before they existed, from its preset', () => {
    const { mexicanNeedsOwnTrain: _, ...olderRules } = presetRules('classic');
    const checked = checkGame({ ...game(), rules: olderRules });
    expect(checked.ok && checked.value.rules).toEqual(presetRules('classic'));
  });
});

describe('checkDraft - a draft keeps whatever was typed but must fit the table', () => {
  const table = { players: [{}, {}], rules: presetRules('standard') };

  it('keeps a typed value that is not a number yet', () => {
    const draft = { ...game().draft, entries: [{ kind: 'typed', value: 'twelve' }, null] };
    expect(checkDraft(table, draft)).toMatchObject({
      ok: true,
      value: { entries: [{ value: 'twelve' }, null] },
    });
  });

  it('refuses an entry for a seat that does not exist', () => {
    const draft = { ...game().draft, entries: [null, null, null] };
    expect(checkDraft(table, draft)).toMatchObject({ ok: false, problem: { path: ['entries'] } });
  });
});

describe('checkPlayers - who sits at a new game', () => {
  it('gives new players an id, keeps known ids and trims names', () => {
    const checked = checkPlayers([{ name: ' Ana ' }, { id: 'p2', name: 'Ben' }]);
    if (!checked.ok) expect.fail(describeProblem(checked.problem));
    expect(checked.value[0]?.name).toBe('Ana');
    expect(checked.value[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(checked.value[1]).toEqual({ id: 'p2', name: 'Ben' });
  });

  it.each([
    [[{ name: 'Solo' }], 'players must hold at least 2 players'],
    [
      Array.from({ length: 13 }, (_, i) => ({ name: `P${i}` })),
      'players must hold at most 12 players',
    ],
    [
      [{ name: 'A' }, { name: 'x'.repeat(41) }],
      'players[1].name must be at most 40 characters long',
    ],
    [[{ name: 'A' }, { name: '' }], 'players[1].name must not be blank'],
    [[{ name: 'A' }, { name: 'B', age: 7 }], 'players[1].age is not a known field'],
    ['Ana, Ben', 'players must be a list'],
  ])('refuses %j', (input, message) => {
    const checked = checkPlayers(input);
    expect(checked.ok === false && describeProblem(checked.problem)).toBe(message);
  });
});
