import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../db/model';
import { resolveRules } from '../rules';
import { familyRecord } from './family-record';

let clock = 0;

/** A stored game with these names and round scores, finished unless told otherwise. */
function game(names: string[], rounds: number[][], { finished = true, deleted = false } = {}) {
  const resolved = resolveRules({ preset: 'standard', rounds: Math.max(1, rounds.length) });
  if (!resolved.ok) throw new Error(resolved.problem);
  clock += 1000;
  return {
    id: crypto.randomUUID(),
    createdAt: clock,
    updatedAt: clock,
    players: names.map((name) => ({ id: crypto.randomUUID(), name })),
    rules: resolved.rules,
    rounds: rounds.map((scores) => ({
      engine: 12,
      start: null,
      out: null,
      blocked: true,
      scores,
      tiles: scores.map(() => null),
    })),
    draft: null,
    finishedAt: finished ? clock : null,
    deletedAt: deleted ? clock : null,
  } satisfies GameRecord;
}

describe('familyRecord - every finished game, per person', () => {
  const games = [
    game(
      ['Ann', 'Bob'],
      [
        [0, 10],
        [5, 0],
      ],
    ),
    game(
      [' ann ', 'Bob', 'Cy'],
      [
        [20, 0, 7],
        [0, 3, 7],
      ],
    ),
    game(['ANN', 'Bob'], [[4, 4]]),
    game(['Ann', 'Dee'], [[0, 50]], { finished: false }),
  ];
  const record = familyRecord(games, []);

  it('matches names trimmed and whatever their case, showing the latest spelling', () => {
    expect(record.games).toBe(3);
    expect(record.people.map((p) => p.name)).toEqual(['Bob', 'ANN', 'Cy']);
    expect(record.people[1]?.spellings).toEqual(['Ann', 'ann', 'ANN']);
  });

  it('counts games, wins (a shared win for each), points per round and bests', () => {
    const [bob, ann, cy] = record.people;
    expect(ann).toMatchObject({ games: 3, wins: 2, rounds: 5, points: 29, average: 29 / 5 });
    expect(ann).toMatchObject({ bestRound: 0, bestGame: { total: 4, rounds: 1 } });
    expect(bob).toMatchObject({ games: 3, wins: 2, rounds: 5, points: 17, bestRound: 0 });
    expect(bob?.bestGame).toEqual({ total: 3, rounds: 2 });
    expect(cy).toMatchObject({ games: 1, wins: 0, average: 7, bestRound: 7 });
    expect(record.mostWins).toEqual({ names: ['Bob', 'ANN'], wins: 2 });
  });

  it('joined names count as one person, under the first name joined', () => {
    const joined = familyRecord(games, [['Cy', 'Bob']]);
    expect(joined.people.map((p) => p.name)).toEqual(['Cy', 'ANN']);
    expect(joined.people[0]).toMatchObject({ games: 3, wins: 2, spellings: ['Bob', 'Cy'] });
  });

  it('one person at two seats of a game plays it once and wins it once', () => {
    const both = familyRecord(
      [game(['Nana', 'Grandma', 'Ben'], [[0, 0, 9]])],
      [['Grandma', 'Nana']],
    );
    expect(both.people[0]).toMatchObject({ name: 'Grandma', games: 1, wins: 1, rounds: 2 });
  });

  it('leaves out deleted and unfinished games, and names nobody before a win', () => {
    const none = familyRecord(
      [game(['A', 'B'], [], { finished: false }), game(['A', 'B'], [[1, 2]], { deleted: true })],
      [],
    );
    expect(none).toEqual({ games: 0, people: [], mostWins: null });
    const empty = familyRecord([game(['A', 'B'], [])], []);
    expect(empty.people[0]).toMatchObject({ games: 1, wins: 0, average: null, bestRound: null });
    expect(empty.mostWins).toBeNull();
  });
});
