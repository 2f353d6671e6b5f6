import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { GameRecord, RoundRecord } from '../db/model';
import { emptyDraft } from '../db/round-draft';
import { gameRecord } from '../db/test-support';
import { type PresetId, presetRules, type Rules } from '../rules';
import { gameView, startingSeat, viewOf, whoStarts } from './game-view';

function round(scores: number[], facts: Partial<RoundRecord> = {}): RoundRecord {
  return {
    engine: 12,
    start: null,
    out: null,
    blocked: false,
    scores,
    tiles: scores.map(() => null),
    ...facts,
  };
}

function game(
  rounds: RoundRecord[] = [],
  rules: Rules = presetRules('standard'),
  facts: Partial<GameRecord> = {},
): GameRecord {
  const players = ['Ann', 'Bob', 'Cy', 'Dee'].map((name, i) => ({ id: `p${i}`, name }));
  const base = { players, rules, rounds };
  return gameRecord({ ...base, draft: emptyDraft(base), ...facts });
}

const rulesOf = (preset: PresetId) => presetRules(preset);

describe('viewOf - the round being played', () => {
  it('a new double-12 game is in round 1 of 13 with the 12-12 as engine', () => {
    expect(viewOf(game())).toMatchObject({ round: 1, rounds: 13, engine: 12, allPlayed: false });
  });

  it('after three rounds it is round 4 with the 9-9', () => {
    const three = [round([0, 5, 6, 7]), round([3, 0, 6, 7]), round([1, 2, 0, 7])];
    expect(viewOf(game(three))).toMatchObject({ round: 4, engine: 9 });
  });

  it('a short game of 7 rounds counts 7', () => {
    expect(viewOf(game([], { ...presetRules('standard'), rounds: 7 })).rounds).toBe(7);
  });

  it('once every round is played it stays on the last round, with no engine and nobody to start', () => {
    const rules = { ...presetRules('standard'), rounds: 2 };
    const view = viewOf(game([round([0, 1, 2, 3]), round([4, 0, 2, 3], { engine: 11 })], rules));
    expect(view).toMatchObject({ round: 2, engine: null, start: null, allPlayed: true });
    expect(view.finished).toBe(false);
  });

  it('is finished once the game was ended', () => {
    expect(viewOf(game([], presetRules('standard'), { finishedAt: 5 })).finished).toBe(true);
  });
});

describe('viewOf - standings come from the engine', () => {
  it('adds each seat up round by round; the lowest total leads', () => {
    const view = viewOf(game([round([0, 5, 6, 7]), round([10, 0, 6, 7])]));
    expect(view.standings).toEqual({ totals: [10, 5, 12, 14], leaders: [1] });
    expect(view.ranks).toEqual([2, 1, 3, 4]);
  });

  it('equal lowest totals share the lead and the place', () => {
    const view = viewOf(game([round([4, 4, 6, 7])]));
    expect(view.standings.leaders).toEqual([0, 1]);
    expect(view.ranks).toEqual([1, 1, 3, 4]);
  });

  it('before any round everyone leads with 0', () => {
    expect(viewOf(game()).standings.leaders).toEqual([0, 1, 2, 3]);
  });
});

describe('whoStarts - rule first.player for the round being played', () => {
  it('standard: asks who placed the engine', () => {
    expect(whoStarts(game())).toEqual({ ask: 'engine-holder' });
  });

  it('russian: asks who holds the highest double', () => {
    expect(whoStarts(game([], rulesOf('russian')))).toEqual({ ask: 'highest-double' });
  });

  it('classic: asks the table to choose', () => {
    expect(whoStarts(game([], rulesOf('classic')))).toEqual({ ask: 'choice' });
  });

  it('round-winner: the one who went out last round starts the next', () => {
    const rules = rulesOf('choo-choo-sixes');
    expect(whoStarts(game([round([5, 0, 6, 7], { out: 1, engine: 6 })], rules))).toEqual({
      seat: 1,
    });
  });

  it('round-winner: after a blocked round, the one lowest score starts', () => {
    const rules = rulesOf('choo-choo-sixes');
    const blocked = round([5, 3, 6, 7], { blocked: true, engine: 6 });
    expect(whoStarts(game([blocked], rules))).toEqual({ seat: 1 });
  });

  it('round-winner: after a blocked round with a tie for lowest, asks for the highest double', () => {
    const rules = rulesOf('choo-choo-sixes');
    const tied = round([3, 3, 6, 7], { blocked: true, engine: 6 });
    expect(whoStarts(game([tied], rules))).toEqual({ ask: 'highest-double' });
  });

  it('a seat noted in the draft wins over the rule', () => {
    const g = game();
    const draft = { ...(g.draft as NonNullable<GameRecord['draft']>), start: 2 };
    expect(whoStarts({ ...g, draft })).toEqual({ seat: 2 });
  });
});

describe('startingSeat - the answer to the question names the first player', () => {
  it('left-of-engine: the seat after the engine holder, round the table', () => {
    expect(startingSeat(game(), 'engine-holder', 1)).toBe(2);
    expect(startingSeat(game(), 'engine-holder', 3)).toBe(0);
  });

  it('highest-double: the holder starts', () => {
    expect(startingSeat(game([], rulesOf('russian')), 'highest-double', 3)).toBe(3);
  });

  it('a choice names the seat, also where the rule would have asked for the engine holder', () => {
    expect(startingSeat(game([], rulesOf('classic')), 'choice', 2)).toBe(2);
    expect(startingSeat(game(), 'choice', 2)).toBe(2);
  });
});

describe('gameView - a computed signal over a live game', () => {
  it('follows the game and is null while there is none', () => {
    const live = signal<GameRecord | null>(null);
    const view = gameView(live);
    expect(view.value).toBeNull();
    live.value = game([round([0, 5, 6, 7])]);
    expect(view.value?.round).toBe(2);
  });
});
