import { describe, expect, it } from 'vitest';
import { presetRules, type Rules, resolveRules, scoreDraft } from '../rules';
import { photo, tiles, typed } from '../rules/test-support';
import type { RoundRecord } from './model';
import { draftFromRound, emptyDraft } from './round-draft';
import { roundDraft } from './test-support';

const standard = presetRules('standard');
const players = [
  { id: 'a', name: 'A' },
  { id: 'b', name: 'B' },
  { id: 'c', name: 'C' },
];

/** A round played and stored: seat 0 went out. */
const played: RoundRecord = {
  engine: 12,
  start: null,
  out: 0,
  blocked: false,
  scores: [0, 1, 2],
  tiles: [null, null, null],
};

describe('emptyDraft - the next round, nothing entered', () => {
  it('round 1 of a double-12 game has the 12-12 engine and one empty entry per seat', () => {
    expect(emptyDraft({ players, rules: standard, rounds: [] })).toEqual(
      roundDraft([null, null, null]),
    );
  });

  it('counts the engine down one per round played', () => {
    expect(emptyDraft({ players, rules: standard, rounds: [played, played] })?.engine).toBe(10);
  });

  it('is null once every round of the game has been played', () => {
    const short = (resolveRules({ preset: 'standard', rounds: 1 }) as { rules: Rules }).rules;
    expect(emptyDraft({ players, rules: short, rounds: [played] })).toBeNull();
  });
});

describe('draftFromRound - a stored round opens for editing as it was entered', () => {
  it('scores back to the same round', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundDraft([null, typed('12'), tiles('0-0', '3-4')], { out: 0, start: 2 }),
    );
    if (!scored.ok) expect.fail('the draft should score');
    expect(scoreDraft({ rules: standard }, draftFromRound(scored.round))).toEqual(scored);
  });

  it('shows the pips typed for a hand the house rule scored 0, and scores back the same', () => {
    const rules = { ...standard, blockedLowestScoresZero: true };
    const scored = scoreDraft(
      { rules },
      roundDraft([typed('9'), typed('12'), tiles('0-0', '3-4')], { blocked: true }),
    );
    if (!scored.ok) expect.fail('the draft should score');
    expect(scored.round.scores).toEqual([0, 12, 57]);
    const reopened = draftFromRound(scored.round);
    expect(reopened.entries[0]).toEqual(typed('9'));
    expect(scoreDraft({ rules }, reopened)).toEqual(scored);
  });

  it('opens a hand counted from a photo as a photo, and scores back the same', () => {
    const scored = scoreDraft(
      { rules: standard },
      roundDraft([photo(47), typed('12'), null], { out: 2 }),
    );
    if (!scored.ok) expect.fail('the draft should score');
    const reopened = draftFromRound(scored.round);
    expect(reopened.entries[0]).toEqual(photo(47));
    expect(scoreDraft({ rules: standard }, reopened)).toEqual(scored);
  });

  it('opens a round stored before typed totals were kept with its scores typed', () => {
    const round = {
      engine: 12,
      start: null,
      out: null,
      blocked: true,
      scores: [0, 12],
      tiles: [null, null],
    };
    expect(draftFromRound(round).entries).toEqual([typed('0'), typed('12')]);
  });
});
