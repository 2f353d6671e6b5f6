import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/db/validate';
import { validGame } from './valid-game';

// The round-trip tests trust this generator: a game it makes that the app would refuse or
// rewrite would make them test the wrong thing.
describe('validGame - makes only games the app itself would store', () => {
  it('every game passes checkGame exactly as made', () => {
    fc.assert(
      fc.property(validGame, (game) => {
        expect(checkGame(game)).toEqual({ ok: true, value: game });
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('covers the cases that matter: no rounds, every round, drafts, finished and deleted games', () => {
    const games = fc.sample(validGame, { numRuns: 300, seed: 1 });
    expect(games.some((g) => g.rounds.length === 0)).toBe(true);
    expect(games.some((g) => g.rounds.length === g.rules.rounds && g.rounds.length > 3)).toBe(true);
    expect(games.some((g) => g.draft?.entries.some((e) => e?.kind === 'typed'))).toBe(true);
    expect(games.some((g) => g.rounds.some((r) => r.tiles.some((t) => (t?.length ?? 0) > 0)))).toBe(
      true,
    );
    expect(games.some((g) => g.finishedAt !== null)).toBe(true);
    expect(games.some((g) => g.deletedAt !== null)).toBe(true);
    expect(new Set(games.map((g) => g.rules.set)).size).toBe(5);
  }, 30_000);
});
