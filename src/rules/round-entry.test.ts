import { describe, expect, it } from 'vitest';
import { highestHandScore, scoreDraft, takenTiles, typedNumber } from './round-entry';
import { presetRules } from './rules';
import { photo, roundEntry, tiles, typed } from './test-support';

const standard = presetRules('standard');

describe('typedNumber - a typed score is digits only', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['007', 7],
    ['１２', 12],
  ])('reads %j as %d', (text, score) => expect(typedNumber(text)).toBe(score));

  it.each(['', ' ', '1.5', '-3', '12a', '1 2', 'twelve', '+4'])('refuses %j', (text) =>
    expect(typedNumber(text)).toBeNull(),
  );
});

describe('highestHandScore - no hand holds more than the set less the engine', () => {
  it('is 1,118 in round 1 of a double-12 game: 1,092 pips less the 12-12, the 0-0 at 50', () => {
    expect(highestHandScore(standard, 12)).toBe(1092 - 24 + 50);
  });

  it('is 1,092 in the 0-0 round: the 0-0 is the engine, so no hand holds its 50', () => {
    expect(highestHandScore(standard, 0)).toBe(1092);
  });

  it('is 1,068 in round 1 when the 0-0 counts nothing', () => {
    expect(highestHandScore({ ...standard, doubleBlank: 0 }, 12)).toBe(1068);
  });
});

describe('scoreDraft - a round is scored in one place', () => {
  it('counts tapped tiles by their pips and the 0-0 as 50 under the standard rules', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundEntry([tiles('6-6', '1-4'), tiles('0-0', '0-2'), typed('23')], { out: null }),
    );
    expect(scored).toEqual({
      ok: true,
      round: {
        engine: 12,
        start: null,
        out: null,
        blocked: false,
        scores: [17, 52, 23],
        tiles: [['6-6', '1-4'], ['0-0', '0-2'], null],
      },
      lowestInBlock: [],
    });
  });

  it('counts the 0-0 as 0 under the house rule', () => {
    const rules = { ...standard, doubleBlank: 0 as const };
    const scored = scoreDraft({ rules }, roundEntry([tiles('0-0', '0-2'), typed('1'), typed('2')]));
    expect(scored.ok && scored.round.scores).toEqual([2, 1, 2]);
  });

  it('scores the seat that went out 0 with nothing entered for it', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundEntry([null, typed('5'), tiles('2-3')], { out: 0 }),
    );
    expect(scored.ok && scored.round).toMatchObject({
      out: 0,
      scores: [0, 5, 5],
      tiles: [[], null, ['2-3']],
    });
  });

  it('writes tiles low end first whichever way they were tapped', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundEntry([tiles('5-3'), typed('0'), typed('1')]),
    );
    expect(scored.ok && scored.round.tiles[0]).toEqual(['3-5']);
  });

  it.each([
    ['missing', roundEntry([null, typed('1'), typed('2')])],
    ['missing', roundEntry([typed('  '), typed('1'), typed('2')])],
    ['not-a-number', roundEntry([typed('1O'), typed('1'), typed('2')])],
    ['too-large', roundEntry([typed('10000'), typed('1'), typed('2')])],
    ['impossible-total', roundEntry([typed('1119'), typed('1'), typed('2')])],
    ['went-out-with-points', roundEntry([typed('3'), typed('1'), typed('2')], { out: 0 })],
    ['went-out-with-points', roundEntry([tiles('1-2'), typed('1'), typed('2')], { out: 0 })],
    ['not-a-tile', roundEntry([tiles('1/2'), typed('1'), typed('2')])],
    ['tile-not-in-set', roundEntry([tiles('13-2'), typed('1'), typed('2')])],
    ['engine-in-hand', roundEntry([tiles('12-12'), typed('1'), typed('2')])],
  ])('stops on %s for seat 0', (code, entered) => {
    expect(scoreDraft({ rules: standard }, entered)).toEqual({
      ok: false,
      issues: [{ seat: 0, code }],
    });
  });

  it('takes a typed total as high as the whole set less the engine', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundEntry([typed('1118'), typed('1'), typed('2')]),
    );
    expect(scored.ok && scored.round.scores[0]).toBe(1118);
  });

  it('stops on a tile entered in two hands, naming the second', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundEntry([tiles('1-2'), tiles('2-1'), typed('2')]),
    );
    expect(scored).toEqual({ ok: false, issues: [{ seat: 1, code: 'tile-twice' }] });
  });

  it('in a blocked round under the house rule, gives the lowest hands 0 and says which', () => {
    const game = { rules: { ...standard, blockedLowestScoresZero: true } };
    const blocked = roundEntry([typed('9'), tiles('0-0'), typed('30')], { blocked: true });
    expect(scoreDraft({ rules: { ...standard, doubleBlank: 25 } }, blocked)).toMatchObject({
      round: { scores: [9, 25, 30] },
      lowestInBlock: [],
    });
    expect(scoreDraft({ rules: { ...game.rules, doubleBlank: 25 } }, blocked)).toMatchObject({
      round: { scores: [0, 25, 30], tiles: [null, ['0-0'], null] },
      lowestInBlock: [0],
    });
    // The 0-0 at 50 by default: the 30 is now the second lowest, and the 9 still the lowest.
    expect(scoreDraft(game, blocked)).toMatchObject({ round: { scores: [0, 50, 30] } });
    // Nobody noted as out is not a block.
    const unnoted = roundEntry([typed('9'), typed('4'), typed('30')]);
    expect(scoreDraft(game, unnoted)).toMatchObject({ round: { scores: [9, 4, 30] } });
  });

  it('keeps a typed total the house rule scored 0 beside its score, and only then', () => {
    const rules = { ...standard, blockedLowestScoresZero: true };
    const lowestTyped = roundEntry([typed('3'), tiles('1-3'), typed('30')], { blocked: true });
    expect(scoreDraft({ rules }, lowestTyped)).toMatchObject({
      round: { scores: [0, 4, 30], totals: [{ from: 'typed', pips: 3 }, null, null] },
      lowestInBlock: [0],
    });
    // A tapped hand keeps its tiles, so nothing more is kept for it; without the rule, nothing.
    const lowestTapped = roundEntry([typed('9'), tiles('1-3'), typed('30')], { blocked: true });
    const scored = scoreDraft({ rules }, lowestTapped);
    expect(scored).toMatchObject({ round: { scores: [9, 0, 30] }, lowestInBlock: [1] });
    expect(scored.ok && 'totals' in scored.round).toBe(false);
    const unruled = scoreDraft({ rules: standard }, lowestTyped);
    expect(unruled.ok && 'totals' in unruled.round).toBe(false);
  });

  it('counts a total from a photo as confirmed, and keeps that it came from a photo', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundEntry([photo(47), typed('3'), tiles('1-2')], { out: null }),
    );
    expect(scored).toMatchObject({
      round: {
        scores: [47, 3, 3],
        tiles: [null, null, ['1-2']],
        totals: [{ from: 'photo', pips: 47 }, null, null],
      },
    });
  });

  it.each([
    ['missing', photo(null)],
    ['impossible-total', photo(1119)],
    ['too-large', photo(10000)],
  ])('stops on %s for a photo', (code, entry) => {
    expect(scoreDraft({ rules: standard }, roundEntry([entry, typed('1'), typed('2')]))).toEqual({
      ok: false,
      issues: [{ seat: 0, code }],
    });
  });

  it('stops on a round both gone out and blocked', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundEntry([null, typed('1'), typed('2')], { out: 0, blocked: true }),
    );
    expect(scored).toEqual({ ok: false, issues: [{ seat: 0, code: 'out-and-blocked' }] });
  });

  it('lists every seat with an issue, so the screen can mark them all', () => {
    const scored = scoreDraft({ rules: standard }, roundEntry([null, typed('x'), typed('2')]));
    expect(scored.ok === false && scored.issues.map((i) => i.seat)).toEqual([0, 1]);
  });
});

describe('takenTiles - a tile is in one place only', () => {
  const draft = roundEntry([tiles('1-2', '3-3'), typed('12'), null], { engine: 9 });

  it('no hand takes the engine double nor a tile another hand holds', () => {
    expect(takenTiles(draft, 2)).toEqual(
      new Map([
        ['9-9', { by: 'engine' }],
        ['1-2', { by: 'seat', seat: 0 }],
        ['3-3', { by: 'seat', seat: 0 }],
      ]),
    );
  });

  it("a hand's own tiles are not taken from it", () => {
    expect([...takenTiles(draft, 0).keys()]).toEqual(['9-9']);
  });
});
