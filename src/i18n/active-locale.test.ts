// @vitest-environment happy-dom
import { effect } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its language lives in module state, as in the app. */
async function freshI18n() {
  vi.resetModules();
  return import('./active-locale');
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('setLocale', () => {
  it('switches t, the locale signal and the document language, and remembers the choice', async () => {
    const i18n = await freshI18n();
    await i18n.setLocale('fr');
    expect(i18n.locale.value).toBe('fr');
    expect(i18n.t('common.save')).toBe('Enregistrer');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(i18n.LOCALE_STORAGE_KEY)).toBe('fr');
    await i18n.setLocale('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('wakes what reads t when the language changes', async () => {
    const i18n = await freshI18n();
    await i18n.setLocale('en');
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(i18n.t('common.close'));
    });
    await i18n.setLocale('ru');
    stop();
    expect(seen).toEqual(['Close', 'Закрыть']);
  });

  it('lets the last of two quick choices win', async () => {
    const i18n = await freshI18n();
    await Promise.all([i18n.setLocale('ru'), i18n.setLocale('fr')]);
    expect(i18n.locale.value).toBe('fr');
    expect(i18n.t('common.back')).toBe('Retour');
  });

  it('formats numbers and lists in the current language', async () => {
    const i18n = await freshI18n();
    await i18n.setLocale('en');
    expect(i18n.formatList(['Ann', 'Bob', 'Chen'])).toBe('Ann, Bob, and Chen');
    expect(i18n.formatNumber(1250)).toBe('1,250');
  });
});

describe('startI18n', () => {
  it('starts in the browser’s language on the first start, without remembering it', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    const i18n = await freshI18n();
    expect(await i18n.startI18n()).toBe('fr');
    expect(i18n.t('common.yes')).toBe('Oui');
    expect(localStorage.getItem(i18n.LOCALE_STORAGE_KEY)).toBeNull();
  });

  it('starts in the remembered language, whatever the browser says', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    localStorage.setItem('mexican-train.locale', 'ru');
    const i18n = await freshI18n();
    expect(await i18n.startI18n()).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('ignores a remembered value that is not a language the app speaks', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de']);
    localStorage.setItem('mexican-train.locale', 'klingon');
    const i18n = await freshI18n();
    expect(await i18n.startI18n()).toBe('en');
  });
});
