import type { Page } from 'playwright-core';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/active-locale';
import type { Locale } from '../../src/i18n/locales';
import enHome from '../../src/i18n/locales/en/home';
import enScorekeeper from '../../src/i18n/locales/en/scorekeeper';
import frHome from '../../src/i18n/locales/fr/home';
import frScorekeeper from '../../src/i18n/locales/fr/scorekeeper';
import ruHome from '../../src/i18n/locales/ru/home';
import ruScorekeeper from '../../src/i18n/locales/ru/scorekeeper';
import zhHome from '../../src/i18n/locales/zh/home';
import zhScorekeeper from '../../src/i18n/locales/zh/scorekeeper';
import { ROUTES } from '../../src/screens/routes';

/**
 * The screens the accessibility sweep visits and how it opens each: every route's address, the
 * language and text size chosen first, and a screen waited for until it is whole.
 */

/** Where the app remembers its text size (src/state/preferences.ts). */
const TEXT_SIZE_STORAGE_KEY = 'mexican-train.text-size';

/** A screen to visit: its route as routes.ts writes it, and an address with real parameters. */
export interface ScreenAddress {
  readonly route: string;
  readonly path: string;
}

/** Home and every route of src/screens/routes.ts, parameters filled from the seeded game. */
export function everyScreen(gameId: string): ScreenAddress[] {
  const parameters: Record<string, string> = { id: gameId, round: '1' };
  const routes = ['/', ...ROUTES.map(({ path }) => path)];
  return routes.map((route) => ({
    route,
    path: route.replace(/:(\w+)\??/g, (_, name: string) => {
      const value = parameters[name];
      if (value === undefined)
        throw new Error(`sweep-screens.ts: give :${name} of ${route} a value`);
      return value;
    }),
  }));
}

/** What the person has chosen on this phone, as the app remembers it in localStorage. */
export interface Preferences {
  readonly locale: Locale;
  readonly textSize?: 'normal' | 'large' | 'larger';
}

/** Remembers the language and text size as the settings screen would, for the next load. */
export async function choosePreferences(page: Page, preferences: Preferences): Promise<void> {
  await page.evaluate(
    ({ keys, preferences }) => {
      localStorage.setItem(keys.locale, preferences.locale);
      localStorage.setItem(keys.textSize, preferences.textSize ?? 'normal');
    },
    { keys: { locale: LOCALE_STORAGE_KEY, textSize: TEXT_SIZE_STORAGE_KEY }, preferences },
  );
}

const LOADING_TEXTS = [enHome, frHome, ruHome, zhHome]
  .map((messages) => messages.loading)
  .concat([enScorekeeper, frScorekeeper, ruScorekeeper, zhScorekeeper].map((m) => m.loading));

/**
 * Opens an address and waits until the screen is whole: its heading painted, its lazy code and
 * fonts loaded, no "loading" line left.
 */
export async function openScreen(page: Page, baseURL: string, path: string): Promise<void> {
  await page.goto(new URL(path.slice(1), baseURL).href, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    (loading) => !loading.some((text) => (document.body.textContent ?? '').includes(text)),
    LOADING_TEXTS,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await closeNotes(page);
}

/**
 * Closes the note the app shows over any screen ("ready to work offline", "a new version is
 * ready" when the build changed meanwhile) with its own Close button, the last one in it, so
 * the screen itself is what gets measured. The note is checked on its own.
 */
async function closeNotes(page: Page): Promise<void> {
  const close = page.locator('.update-prompt button').last();
  if (await close.isVisible()) await close.click();
}

/** Chromium's default text size, in CSS pixels, when nobody has changed it. */
const BROWSER_DEFAULT_TEXT = 16;

/**
 * Sets the browser's own default text size to `scale` times the usual 16px, as a person does in
 * the browser's settings (or as a phone's large-text setting asks of it): every size the app
 * gives in rem follows, so 2 means all the app's text at 200 %.
 */
export async function scaleBrowserText(page: Page, scale: number): Promise<void> {
  // The session stays open: the setting lasts only as long as the session that made it.
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: BROWSER_DEFAULT_TEXT * scale, fixed: 13 * scale },
  });
}
