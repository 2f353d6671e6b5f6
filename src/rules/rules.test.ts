import { describe, expect, it } from 'vitest';
import { PRESET_IDS } from './options';
import { houseRules, presetRules, resolveRules } from './rules';

describe('presets - the digest table as data', () => {
  it.each([
    [
      'standard',
      {
        set: 12,
        afterDouble: 'cover',
        doubleBlank: 50,
        markers: true,
        engineMissing: 'draw-in-turn',
        firstPlayer: 'left-of-engine',
        rounds: 13,
      },
    ],
    [
      'classic',
      {
        set: 12,
        afterDouble: 'any',
        uncoverableReleases: true,
        engineMissing: 'set-aside',
        firstPlayer: 'chosen',
      },
    ],
    [
      'russian',
      {
        set: 12,
        afterDouble: 'any',
        emptyBoneyardEndsOnDouble: true,
        firstPlayer: 'highest-double',
      },
    ],
    [
      'choo-choo-sixes',
      { set: 6, markers: false, doubleBlank: 0, firstPlayer: 'round-winner', rounds: 7 },
    ],
  ] as const)('%s', (preset, expected) => {
    expect(presetRules(preset)).toMatchObject(expected);
  });
  it('every preset resolves from its id alone', () => {
    for (const preset of PRESET_IDS)
      expect(resolveRules({ preset })).toEqual({ ok: true, rules: presetRules(preset) });
  });
});

describe('resolveRules - options override the preset; nothing unknown gets through', () => {
  it('overrides house rules and follows the set for the number of rounds', () => {
    const result = resolveRules({ preset: 'standard', doubleBlank: 0, set: 9 });
    expect(result).toMatchObject({ ok: true, rules: { doubleBlank: 0, set: 9, rounds: 10 } });
  });
  it('accepts rules it resolved itself, as stored with a game', () => {
    const rules = { ...presetRules('classic'), doubleBlank: 0 as const };
    expect(resolveRules(rules)).toEqual({ ok: true, rules });
  });
  it('plays the short game as 7 rounds', () => {
    expect(resolveRules({ preset: 'standard', rounds: 7 })).toMatchObject({
      ok: true,
      rules: { rounds: 7 },
    });
  });
  it.each([
    [{ preset: 'standard', jokers: true }, 'unknown option "jokers"'],
    [{ preset: 'texan' }, 'unknown preset "texan"'],
    [{ preset: 'standard', set: 10 }, 'set must be one of 6, 9, 12, 15, 18'],
    [{ preset: 'standard', rounds: 14 }, 'rounds must be from 1 to 13'],
    [{ preset: 'standard', rounds: 0 }, 'rounds must be from 1 to 13'],
    [{ preset: 'standard', doubleBlank: 30 }, 'doubleBlank must be one of 50, 25, 0'],
    [{ preset: 'standard', handSize: 2.5 }, 'handSize must be a whole number'],
    [{ preset: 'choo-choo-sixes', handSize: 30 }, 'cannot deal 30 tiles'],
    [null, 'rules must be an object'],
    [['standard'], 'rules must be an object'],
  ])('refuses %j', (input, problem) => {
    const result = resolveRules(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(problem);
  });
});

describe('houseRules - the play options a table changed from its rule set', () => {
  it('is none for a preset as it is, and names each option changed, whatever else differs', () => {
    expect(houseRules(presetRules('standard'), 'standard')).toEqual([]);
    const changed = resolveRules({ preset: 'standard', set: 9, afterDouble: 'any' });
    if (!changed.ok) expect.fail(changed.problem);
    // The set is the table's length and deal, not a house rule of play.
    expect(houseRules(changed.rules, 'standard')).toEqual(['afterDouble']);
  });
});
