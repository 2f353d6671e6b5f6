import { describe, expect, it } from 'vitest';
import { loadTranslator } from './load-messages';
import type { MessageKey } from './messages';

describe('t - plural forms chosen by Intl.PluralRules', () => {
  it('Russian - 1, 2, 5 and 21 tiles take one, few, many, one', async () => {
    const t = await loadTranslator('ru');
    expect(t('game.count.tiles', { count: 1 })).toBe('1 камень');
    expect(t('game.count.tiles', { count: 2 })).toBe('2 камня');
    expect(t('game.count.tiles', { count: 5 })).toBe('5 камней');
    expect(t('game.count.tiles', { count: 21 })).toBe('21 камень');
    expect(t('game.count.tiles', { count: 11 })).toBe('11 камней');
  });

  it('English - 1 tile, 0 tiles, 2 tiles', async () => {
    const t = await loadTranslator('en');
    expect(t('game.count.tiles', { count: 1 })).toBe('1 tile');
    expect(t('game.count.tiles', { count: 0 })).toBe('0 tiles');
    expect(t('game.count.tiles', { count: 2 })).toBe('2 tiles');
  });

  it('French - 0 and 1 are singular', async () => {
    const t = await loadTranslator('fr');
    expect(t('game.count.points', { count: 0 })).toBe('0 point');
    expect(t('game.count.points', { count: 2 })).toBe('2 points');
  });
});

describe('t - placeholders and numbers', () => {
  it('fills named placeholders', async () => {
    const t = await loadTranslator('en');
    expect(t('game.round.ofTotal', { round: 3, rounds: 13 })).toBe('Round 3 of 13');
    expect(t('game.result.wentOut', { name: 'Ann' })).toBe('Ann went out.');
  });

  it('writes numbers the language’s way', async () => {
    const en = await loadTranslator('en');
    const fr = await loadTranslator('fr');
    expect(en('game.count.points', { count: 1250 })).toBe('1,250 points');
    expect(fr('game.count.points', { count: 1250 })).toBe(
      `${new Intl.NumberFormat('fr').format(1250)} points`,
    );
    expect(fr('game.count.points', { count: 1250 })).not.toContain(',');
  });

  it('leaves a placeholder without a value visible', async () => {
    const t = await loadTranslator('en');
    expect(t('game.result.wentOut')).toBe('{name} went out.');
  });

  it('gives the key back for an unknown key or a group', async () => {
    const t = await loadTranslator('en');
    expect(t('common.nothing' as MessageKey)).toBe('common.nothing');
    expect(t('common.theme' as MessageKey)).toBe('common.theme');
  });
});
