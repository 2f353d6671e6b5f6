import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import common from '../../src/i18n/locales/en/common';
import home from '../../src/i18n/locales/en/home';
import { ROUTES } from '../../src/screens/routes';
import { handPhoto } from './end-round-support';
import { expectNoProblems, goOffline, openApp } from './harness';
import { GAME_IN_PROGRESS, storeFixtureGames } from './stored-games';

// A room with no signal: after one visit with a network, every screen must open without one,
// from a reload as from a cold start.

/** What each route parameter stands for when a screen is opened in these tests. */
const PARAMETERS: Record<string, string> = { id: GAME_IN_PROGRESS.id, round: '1' };

/** Every address the app has: home and each route of src/screens/routes.ts, parameters filled. */
function everyScreen(): string[] {
  const paths = ROUTES.map(({ path }) =>
    path.replace(/:(\w+)\??/g, (_, name: string) => {
      const value = PARAMETERS[name];
      if (value === undefined) throw new Error(`offline.test.ts: give :${name} of ${path} a value`);
      return value;
    }),
  );
  return ['/', ...paths];
}

async function homeIsReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: common.appName }).waitFor();
  await page.getByText(home.loading).waitFor({ state: 'detached' });
}

function offlineReadyMessage(page: Page) {
  return page.getByRole('status').filter({ hasText: common.offlineReady });
}

/**
 * Resolves once the page's service worker registration has run (its chunk loaded, the worker
 * ready) and had a moment to report: a message that has not appeared by then is not coming.
 */
async function registrationHasRun(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/workbox-window[\w.-]*\.js$/.test(entry.name)),
  );
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForTimeout(1_000);
}

/** Opens a screen by its address and returns its one h1, once painted. */
async function headingOf(page: Page, baseURL: string, path: string): Promise<string> {
  await page.goto(new URL(path.slice(1), baseURL).href);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? '';
}

describe('without a network', () => {
  it('says once, on the next screen after the first visit, that the app works offline', async () => {
    const app = await openApp();
    await homeIsReady(app.page);
    await registrationHasRun(app.page);
    // Not over the screen being read, seconds after it was drawn: on the next one.
    expect(await offlineReadyMessage(app.page).count()).toBe(0);
    await app.page.getByRole('link', { name: home.settings }).click();
    await offlineReadyMessage(app.page).waitFor();
    // The next visit, with no network: nothing to say, on its first screen nor the next.
    await goOffline(app);
    await app.page.goto(app.baseURL);
    await homeIsReady(app.page);
    await registrationHasRun(app.page);
    await app.page.getByRole('link', { name: home.settings }).click();
    await app.page.getByRole('heading', { level: 1, name: common.settings }).waitFor();
    expect(await offlineReadyMessage(app.page).count()).toBe(0);
    await expectNoProblems(app);
  });

  it('counts the pips of a photo: the count, its runtime and its model are precached', async () => {
    const photo = await handPhoto(1012);
    const app = await openApp();
    await homeIsReady(app.page);
    await storeFixtureGames(app.page);
    await registrationHasRun(app.page);
    await goOffline(app);
    await app.page.close();

    // Nothing of the photo count was loaded online: the service worker alone has it.
    const page = await app.context.newPage();
    await headingOf(page, app.baseURL, `/game/${GAME_IN_PROGRESS.id}/end`);
    const seat = page.getByRole('region', { name: GAME_IN_PROGRESS.players[1]?.name, exact: true });
    await seat.getByRole('radio', { name: 'Take a photo' }).check();
    await seat.getByLabel('Photograph the tiles').setInputFiles(photo);
    await seat.getByRole('button', { name: /^Use \d+$/ }).waitFor({ timeout: 30_000 });
    await expectNoProblems(app);
  });

  it('starts cold and opens every screen, the game in progress included', async () => {
    const app = await openApp();
    await homeIsReady(app.page);
    await storeFixtureGames(app.page);
    await goOffline(app);
    await app.page.close();

    // A new tab with no network and no page of the app open: only the service worker can answer.
    const page = await app.context.newPage();
    const headings: Record<string, string> = {};
    for (const path of everyScreen()) headings[path] = await headingOf(page, app.baseURL, path);

    expect(Object.keys(headings)).toEqual(everyScreen());
    const [homeHeading, ...screenHeadings] = Object.values(headings);
    expect(homeHeading).toBe(common.appName);
    // A screen that failed to load would leave the address to the home screen's fallback route.
    for (const heading of screenHeadings)
      expect(heading).not.toMatch(new RegExp(`^(${common.appName})?$`));
    await headingOf(page, app.baseURL, '/');
    await page.getByRole('link', { name: new RegExp(home.continueGame) }).waitFor();
    await registrationHasRun(page);
    expect(await offlineReadyMessage(page).count()).toBe(0);
    await expectNoProblems(app);
  });
});
