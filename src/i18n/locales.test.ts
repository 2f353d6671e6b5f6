import { describe, expect, it } from 'vitest';
import { detectLocale } from './locales';

describe('detectLocale', () => {
  it('picks French from a Canadian French browser', () => {
    expect(detectLocale(['fr-CA', 'en'])).toBe('fr');
  });

  it('takes the first language the app speaks, in the browser’s order', () => {
    expect(detectLocale(['de-DE', 'ru-RU', 'fr'])).toBe('ru');
    expect(detectLocale(['zh-Hans-CN', 'en'])).toBe('zh');
    expect(detectLocale(['ZH_tw'])).toBe('zh');
  });

  it('falls back to English when it speaks none of them', () => {
    expect(detectLocale(['de', 'es-MX'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });
});
