import { describe, expect, it } from 'vitest';
import { loadTranslator } from './load-messages';
import { tileName } from './tile-name';

describe('tileName - a tile as it is said aloud', () => {
  it('English', async () => {
    const t = await loadTranslator('en');
    expect(tileName([6, 6], t)).toBe('double six');
    expect(tileName([0, 0], t)).toBe('double blank');
    expect(tileName([5, 3], t)).toBe('five–three');
    expect(tileName([0, 3], t)).toBe('blank–three');
    expect(tileName([12, 18], t)).toBe('twelve–eighteen');
  });

  it('French', async () => {
    const t = await loadTranslator('fr');
    expect(tileName([6, 6], t)).toBe('double six');
    expect(tileName([0, 0], t)).toBe('double blanc');
    expect(tileName([5, 3], t)).toBe('cinq–trois');
    expect(tileName([0, 3], t)).toBe('blanc–trois');
  });

  it('Russian', async () => {
    const t = await loadTranslator('ru');
    expect(tileName([6, 6], t)).toBe('дубль шесть');
    expect(tileName([0, 0], t)).toBe('пустой дубль');
    expect(tileName([5, 3], t)).toBe('пять–три');
    expect(tileName([0, 3], t)).toBe('пусто–три');
  });

  it('Chinese', async () => {
    const t = await loadTranslator('zh');
    expect(tileName([6, 6], t)).toBe('双六');
    expect(tileName([0, 0], t)).toBe('双空');
    expect(tileName([5, 3], t)).toBe('五–三');
    expect(tileName([0, 3], t)).toBe('空–三');
  });

  it('falls back to digits past the double-18 set', async () => {
    const t = await loadTranslator('en');
    expect(tileName([19, 19], t)).toBe('double 19');
  });
});
