import { beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord, HistoryEntry, RoundRecord } from '../../db/model';
import { gameRecord } from '../../db/test-support';
import { setLocale } from '../../i18n';
import { historyText } from './history-text';

beforeAll(async () => {
  await setLocale('en');
});

const names = ['Ann', 'Bob', 'Cy'];

function gameWith(rounds: RoundRecord[]): GameRecord {
  return gameRecord({ players: names.map((name) => ({ id: name, name })), rounds });
}

const typedRound: RoundRecord = {
  engine: 12,
  start: null,
  out: 0,
  blocked: false,
  scores: [0, 47, 12],
  tiles: [[], null, null],
};
const photoRound: RoundRecord = {
  ...typedRound,
  totals: [null, { from: 'photo', pips: 47 }, null],
};

function entry(
  action: HistoryEntry['action'],
  before: RoundRecord[],
  after: RoundRecord[],
): HistoryEntry {
  return {
    id: 1,
    gameId: 'g',
    at: 0,
    action,
    before: gameWith(before),
    after: gameWith(after),
    summary: { roundIndex: 0, changes: [] },
  };
}

describe('historyText - a round counted from a photo says so', () => {
  it('names the hands a photo counted when the round is saved', () => {
    expect(historyText(entry('round-saved', [], [photoRound]), [], names)).toBe(
      'Round 1 saved; counted from a photo: Bob',
    );
    expect(historyText(entry('round-saved', [], [typedRound]), [], names)).toBe('Round 1 saved');
  });

  it('names a photo a change brought, not one the round already had', () => {
    expect(historyText(entry('round-edited', [typedRound], [photoRound]), [], names)).toBe(
      'Round 1 changed; the scores stayed the same; counted from a photo: Bob',
    );
    expect(historyText(entry('round-edited', [photoRound], [photoRound]), [], names)).toBe(
      'Round 1 changed; the scores stayed the same',
    );
  });
});
