import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import enCommon from '../../src/i18n/locales/en/common';
import enGame from '../../src/i18n/locales/en/game';
import enHome from '../../src/i18n/locales/en/home';
import enScorekeeper from '../../src/i18n/locales/en/scorekeeper';
import frGame from '../../src/i18n/locales/fr/game';
import frScorekeeper from '../../src/i18n/locales/fr/scorekeeper';
import ruGame from '../../src/i18n/locales/ru/game';
import ruScorekeeper from '../../src/i18n/locales/ru/scorekeeper';
import zhGame from '../../src/i18n/locales/zh/game';
import zhScorekeeper from '../../src/i18n/locales/zh/scorekeeper';
import { SMALL_PHONE } from './chromium';
import { expectNoProblems, openApp, serviceWorkerReady } from './harness';
import { axeFindings } from './sweep-contrast';
import { focusedName, tabTo } from './sweep-keyboard';
import { measureTargets } from './sweep-layout';
import { choosePreferences, everyScreen, openScreen } from './sweep-screens';
import { phoneWithGame, type SeededGame, seedGameThroughScreens } from './sweep-seed-game';

/**
 * Issue "Four languages, and readable by everyone at the table", beyond what accessibility.test.ts
 * checks on every screen: an open train told by a symbol and a word, not by colour alone; a round
 * played and ended with the keyboard alone; every screen painted dark before any script runs; and
 * the offline note a finger can close.
 */

let seeded: SeededGame;

beforeAll(async () => {
  const app = await openApp({ path: '/new' });
  seeded = await seedGameThroughScreens(app.page, app.baseURL);
  await expectNoProblems(app);
  await app.close();
}, 120_000);

const GAME_WORDS = { en: enGame, fr: frGame, ru: ruGame, zh: zhGame } as const;
const SCOREKEEPER_WORDS = {
  en: enScorekeeper,
  fr: frScorekeeper,
  ru: ruScorekeeper,
  zh: zhScorekeeper,
} as const;

describe('accessibility - open trains, keyboard, first paint', () => {
  it('shows an open train by the ⚑ symbol and a word, not by colour alone, in every language', async () => {
    const app = await phoneWithGame(seeded);
    const { page } = app;
    const path = `/game/${seeded.id}`;
    for (const locale of LOCALES) {
      const words = GAME_WORDS[locale];
      const scorekeeper = SCOREKEEPER_WORDS[locale];
      await choosePreferences(page, { locale });
      await openScreen(page, app.baseURL, path);
      const trains = page.locator('.trains > li');
      const shown = (await trains.allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
      // The seeded round has a marker on Zoë's train only; the Mexican train is always open.
      const ends = (name: string, state: string) =>
        expect.stringMatching(new RegExp(`${name}.* ${state}$`));
      expect(shown).toEqual([
        expect.stringContaining(scorekeeper.round.trains.mexicanOpen),
        ends('Ann', words.marker.closed),
        ends('Бабушка', words.marker.closed),
        ends('奶奶', words.marker.closed),
        ends('Zoë', words.marker.open),
      ]);
      // A symbol and a word each, both painted: neither is only a colour nor only for screen readers.
      expect(words.marker.open).toMatch(/^⚑\s\p{L}/u);
      expect(scorekeeper.round.trains.mexicanOpen).toMatch(/^⚑\s\p{L}/u);
      expect(await page.getByText(words.marker.open, { exact: true }).isVisible()).toBe(true);
      const pressed = page.getByRole('button', { pressed: true });
      expect(await pressed.allInnerTexts()).toEqual([expect.stringContaining('Zoë')]);
    }
    await expectNoProblems(app);
  });

  it('plays the round screen with the keyboard alone: who starts, a marker, then End the round', async () => {
    const app = await phoneWithGame(seeded);
    const { page } = app;
    await choosePreferences(page, { locale: 'en' });
    await openScreen(page, app.baseURL, `/game/${seeded.id}`);
    await tabTo(page, /^Zoë$/);
    await page.keyboard.press('Enter');
    await page.getByText('Ann plays first.').waitFor();
    await tabTo(page, /^Ann's train/);
    await page.keyboard.press('Space');
    const annsTrain = page.getByRole('button', { name: /^Ann's train/ });
    await expect.poll(() => annsTrain.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => annsTrain.getAttribute('aria-pressed')).toBe('false');
    await tabTo(page, /^End the round$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'End of round 2' }).waitFor();
    await expectNoProblems(app);
  });

  it('ends a round with the keyboard alone: pips typed, then Save with the space bar', async () => {
    const app = await phoneWithGame(seeded);
    const { page } = app;
    await choosePreferences(page, { locale: 'en' });
    await openScreen(page, app.baseURL, `/game/${seeded.id}/end`);
    await tabTo(page, /^Pips left in Бабушка's hand$/);
    await page.keyboard.type('12');
    await tabTo(page, /^Pips left in Zoë's hand$/);
    await page.keyboard.type('30');
    await tabTo(page, /^Save round 2$/);
    await page.keyboard.press('Space');
    await page.getByRole('heading', { level: 1, name: 'Round 3 of 13' }).waitFor();
    await expectNoProblems(app);
  });

  it('ends a round with the keyboard alone, tiles too: a number by the arrows, the tile by Enter', async () => {
    const app = await phoneWithGame(seeded);
    const { page } = app;
    await choosePreferences(page, { locale: 'en' });
    await openScreen(page, app.baseURL, `/game/${seeded.id}/end`);
    const grandma = page.getByRole('region', { name: 'Бабушка', exact: true });
    // Ann's choice of how to count comes first, then Бабушка's.
    await tabTo(page, /^Type the total$/);
    await tabTo(page, /^Type the total$/);
    await page.keyboard.press('ArrowRight');
    await grandma.getByRole('group', { name: "Tiles left in Бабушка's hand" }).waitFor();
    await tabTo(page, /^0$/);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await tabTo(page, /^five–six$/);
    await page.keyboard.press('Enter');
    await grandma.getByText('1 tile tapped: 11 points').waitFor();
    // Taken out of the hand again, the keyboard stays on the keypad.
    await tabTo(page, /^five–six$/);
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('keypad-held')),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await grandma.getByText('0 tiles tapped: 0 points').waitFor();
    // The focus is back on the number by the time the total says so.
    expect(await focusedName(page)).toBe('5');
    await expectNoProblems(app);
  });

  it('paints every screen dark before any script runs when the phone is in dark mode', async () => {
    const addresses = everyScreen(seeded.id);
    const painted: Record<string, string> = {};
    for (const theme of ['dark', 'light'] as const) {
      const app = await openApp({ colorScheme: theme, javaScriptEnabled: false });
      for (const { route, path } of addresses) {
        await app.page.goto(new URL(path.slice(1), app.baseURL).href);
        painted[`${theme} ${route}`] = await app.page.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        );
      }
      await app.close();
    }
    const expected = Object.fromEntries(
      Object.keys(painted).map((key) => [
        key,
        key.startsWith('dark') ? 'rgb(21, 23, 26)' : 'rgb(251, 247, 239)',
      ]),
    );
    expect(painted).toEqual(expected);
    expect(Object.keys(painted)).toHaveLength(addresses.length * 2);
  });

  it('paints dark from the start when dark was chosen in Settings on a phone set to light', async () => {
    // The manifest, not a page: no script of the app runs, so no service worker answers the
    // next load, and the delay below reaches the network.
    const app = await openApp({ colorScheme: 'light', path: '/manifest.webmanifest' });
    const { page } = app;
    await page.addInitScript(() => localStorage.setItem('mexican-train.theme', 'dark'));
    // A slow phone: the app's entry script arrives a second late. What is painted meanwhile?
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(app.baseURL, { waitUntil: 'commit' });
    // The first paint waits for the stylesheet (render-blocking), not for the module script.
    await page.waitForFunction(
      () => document.readyState !== 'loading' && document.styleSheets.length > 0,
    );
    const beforeScripts = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    release();
    await page.getByRole('heading', { level: 1, name: enCommon.appName }).waitFor();
    const afterScripts = await page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect({ beforeScripts, afterScripts }).toEqual({
      beforeScripts: 'rgb(21, 23, 26)',
      afterScripts: 'rgb(21, 23, 26)',
    });
  });

  it('says once that the app works offline in a note a finger can close', async () => {
    const app = await openApp({ viewport: SMALL_PHONE });
    await serviceWorkerReady(app.page);
    await app.page.getByRole('link', { name: enHome.newGame }).click();
    const note = app.page.getByRole('status').filter({ hasText: enCommon.offlineReady });
    await note.waitFor();
    const targets = await measureTargets(app.page);
    expect(targets.small).toEqual([]);
    expect(await axeFindings(app.page)).toEqual([]);
    await expectNoProblems(app);
  });
});
