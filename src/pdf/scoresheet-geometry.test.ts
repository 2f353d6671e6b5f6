import { describe, expect, it } from 'vitest';
import { SHEET_PAPERS } from './paper';
import { MIN_PORTRAIT_COLUMN, ROW_MAX, ROW_MIN, scoresheetGeometry } from './scoresheet-geometry';

const sheet = { labelWidth: 75, titleHeight: 50, closing: false };

describe('scoresheetGeometry', () => {
  it('puts 4 players on a portrait Letter page, every round of a double-12 game on it', () => {
    const geometry = scoresheetGeometry('letter', { ...sheet, players: 4, rounds: 13 });
    expect(geometry.orientation).toBe('portrait');
    expect(geometry.rowsPerPage).toEqual([13]);
    expect(geometry.rowHeight).toBeGreaterThanOrEqual(ROW_MIN);
    expect(geometry.rowHeight).toBeLessThanOrEqual(ROW_MAX);
  });

  it('turns the page to landscape when player columns would be too narrow to write in', () => {
    const seven = scoresheetGeometry('letter', { ...sheet, players: 7, rounds: 13 });
    const eight = scoresheetGeometry('letter', { ...sheet, players: 8, rounds: 13 });
    expect([seven.orientation, eight.orientation]).toEqual(['portrait', 'landscape']);
  });

  it('gives 12 players equal columns filling the landscape page between the margins', () => {
    for (const paper of SHEET_PAPERS) {
      const geometry = scoresheetGeometry(paper, { ...sheet, players: 12, rounds: 13 });
      expect(geometry.orientation).toBe('landscape');
      expect(geometry.columnWidth).toBeGreaterThanOrEqual(50);
      expect(geometry.labelWidth + geometry.columnWidth * 12).toBeCloseTo(geometry.page.width - 72);
    }
  });

  it('continues on a second page when the rounds do not fit, never leaving the totals alone', () => {
    const geometry = scoresheetGeometry('letter', { ...sheet, players: 12, rounds: 19 });
    expect(geometry.rowsPerPage.length).toBe(2);
    expect(geometry.rowsPerPage.reduce((a, b) => a + b)).toBe(19);
    expect(geometry.rowsPerPage.at(-1)).toBeGreaterThan(0);
  });

  it('shares every round out over the pages, for every table size, set and paper', () => {
    for (const paper of SHEET_PAPERS) {
      for (let players = 2; players <= 12; players++) {
        for (const rounds of [7, 10, 13, 16, 19]) {
          for (const closing of [false, true]) {
            const geometry = scoresheetGeometry(paper, { ...sheet, players, rounds, closing });
            expect(geometry.rowsPerPage.reduce((a, b) => a + b)).toBe(rounds);
            expect(Math.min(...geometry.rowsPerPage)).toBeGreaterThan(0);
            expect(geometry.columnWidth).toBeGreaterThanOrEqual(
              geometry.orientation === 'portrait' ? MIN_PORTRAIT_COLUMN : 50,
            );
          }
        }
      }
    }
  });
});
