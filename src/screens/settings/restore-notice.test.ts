import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { problemPlace, refusedNotice, restoredNotice } from './restore-notice';

beforeAll(() => setLocale('en', { remember: false }));

describe('problemPlace - a path into the file as a game, a round and a player', () => {
  it.each([
    [['games', 0], { key: 'game', params: { game: 1 } }],
    [['games', 2, 'createdAt'], { key: 'game', params: { game: 3 } }],
    [['games', 0, 'players', 3, 'name'], { key: 'player', params: { game: 1, player: 4 } }],
    [['games', 1, 'rounds', 4], { key: 'round', params: { game: 2, round: 5 } }],
    [['games', 1, 'rounds', 4, 'engine'], { key: 'round', params: { game: 2, round: 5 } }],
    [
      ['games', 1, 'rounds', 4, 'scores', 0],
      { key: 'roundPlayer', params: { game: 2, round: 5, player: 1 } },
    ],
    [['games', 0, 'draft', 'engine'], { key: 'draft', params: { game: 1 } }],
    [['games', 0, 'draft', 'entries', 2], { key: 'draftPlayer', params: { game: 1, player: 3 } }],
  ] as const)('%j is %j', (where, place) => {
    expect(problemPlace(where)).toEqual(place);
  });

  it.each([[[]], [['games']], [['format']], [['exportedAt']]] as const)(
    '%j is in no game: no place is named',
    (where) => {
      expect(problemPlace(where)).toBeNull();
    },
  );
});

describe('refusedNotice - what the person reads', () => {
  it('gives the English details only for a damaged file, where they help someone fix it', () => {
    const notBackup = refusedNotice({
      ok: false,
      error: 'invalid',
      code: 'not-a-backup',
      where: ['format'],
      problem: 'format is missing',
    });
    expect(notBackup.lines).toEqual([
      'This file cannot be restored. Nothing was changed.',
      'It is not a backup made by this app.',
    ]);
    expect(notBackup.tone).toBe('problem');
  });
});

describe('restoredNotice - what a restore did', () => {
  it('counts the games added and those already here', () => {
    expect(restoredNotice({ imported: ['a', 'b', 'c'], unchanged: 1 }).lines).toEqual([
      '3 games were restored.',
      '1 game in the file was already on this phone.',
    ]);
  });

  it('says so when the file held no games at all', () => {
    expect(restoredNotice({ imported: [], unchanged: 0 }).lines).toEqual([
      'The file holds no games.',
    ]);
  });
});
