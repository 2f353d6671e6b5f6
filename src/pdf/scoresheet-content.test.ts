import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBackup } from '../db/backup';
import { loadTranslator } from '../i18n';
import { presetRules, standings } from '../rules';
import { printableGame } from '../state/printable-game';
import { blankScoresheetContent, gameSheetContent } from './scoresheet-content';

const en = await loadTranslator('en');
const backup = parseBackup(
  readFileSync(new URL('../../test/pdf/fixtures/game-export.json', import.meta.url), 'utf8'),
);
if (!backup.ok) throw new Error(backup.problem);
const record = backup.games[0];
if (!record) throw new Error('the fixture holds no game');
const game = printableGame(record);

describe('gameSheetContent', () => {
  it("fills in each round's scores and the totals standings gives", () => {
    const content = gameSheetContent(game, en, 'en', 'UTC');
    expect(content.names).toEqual(['Ann', 'Бабушка', '奶奶', 'Zoë']);
    expect(content.rows[0]).toEqual({ engine: 12, cells: ['0', '23', '15', '40'] });
    const { totals } = standings(
      4,
      game.rounds.map((round) => round.scores),
    );
    expect(content.totals).toEqual(totals.map(String));
  });

  it('marks the lowest total as the winner once the game is finished', () => {
    const content = gameSheetContent(game, en, 'en', 'UTC');
    expect(content.winners).toEqual([0]);
    expect(content.closing).toBe('Ann wins the game!');
    expect(content.details).toContain('Played on March 14, 2026');
  });

  it('names every player tied on the lowest total', () => {
    const tied = printableGame({ ...record, rounds: [{ scores: [5, 9, 5, 7] }] });
    const content = gameSheetContent(tied, en, 'en', 'UTC');
    expect(content.winners).toEqual([0, 2]);
    expect(content.closing).toBe('Ann and 奶奶 share the win!');
  });

  it('marks no winner in a game still going: it says who leads and leaves later rounds blank', () => {
    const going = printableGame({ ...record, finishedAt: null, rounds: record.rounds.slice(0, 3) });
    const content = gameSheetContent(going, en, 'en', 'UTC');
    expect(content.winners).toEqual([]);
    expect(content.closing).toBe(
      `Leader: ${
        content.names[
          standings(
            4,
            going.rounds.map((r) => r.scores),
          ).leaders[0] as number
        ]
      }`,
    );
    expect(content.rows).toHaveLength(13);
    expect(content.rows[3]?.cells).toEqual(['', '', '', '']);
    expect(content.details).toContain('Rounds played: 3 of 13');
  });
});

describe('blankScoresheetContent', () => {
  it('has a row per round of the rules, engines counting down, and blank cells', () => {
    const content = blankScoresheetContent(
      { ...presetRules('standard'), set: 9, rounds: 10 },
      5,
      en,
    );
    expect(content.rows.map((row) => row.engine)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(content.names).toEqual(['', '', '', '', '']);
    expect(content.totals).toEqual(['', '', '', '', '']);
    expect(content.closing).toBeNull();
  });
});
