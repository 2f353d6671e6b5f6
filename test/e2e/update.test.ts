import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_NAME } from '../../src/db/database';
import common from '../../src/i18n/locales/en/common';
import home from '../../src/i18n/locales/en/home';
import { buildApp, type ServedBuild, serveBuild } from './app-build';
import { expectNoProblems, openApp, serviceWorkerReady } from './harness';
import { GAME_IN_PROGRESS, storeFixtureGames } from './stored-games';

// A family mid-game when a new version comes out: the app must offer it, never force it, and
// nothing typed so far may be lost on the way.

const V1 = '1.0.0-update-test';
const V2 = '2.0.0-update-test';
let builds: string;
let served: ServedBuild | undefined;

beforeAll(async () => {
  builds = await mkdtemp(join(tmpdir(), 'mtc-update-'));
  await buildApp(join(builds, 'v1'), { version: V1 });
  await buildApp(join(builds, 'v2'), { version: V2 });
}, 120_000);

afterEach(async () => {
  await served?.close();
  served = undefined;
});

afterAll(async () => {
  await rm(builds, { recursive: true, force: true });
});

/** Puts the other version where this one was: same address, so the browser sees an update. */
async function publish(version: 'v1' | 'v2'): Promise<string> {
  const port = served?.port ?? 0;
  await served?.close();
  served = await serveBuild(join(builds, version), port);
  return served.url;
}

/** How often the browser has fetched the service worker script from the version now served. */
function updateChecks(): number {
  return served?.requests().filter((path) => path === '/sw.js').length ?? 0;
}

function shownVersion(page: Page): Promise<string | null> {
  return page.locator('meta[name="version"]').getAttribute('content');
}

/** The home screen has opened the database (it has stopped saying it is opening the games). */
async function homeIsReady(page: Page): Promise<void> {
  await page.getByRole('heading', { name: common.appName }).waitFor();
  await page.getByText(home.loading).waitFor({ state: 'detached' });
}

/** A game in progress, as the home screen's one big button offers it. */
function continueButton(page: Page) {
  return page.getByRole('link', { name: new RegExp(home.continueGame) });
}

/**
 * Opens v1 at its own address, lets its service worker install, and starts a game there. Returns
 * once the reloaded page has made its first update check (the worker's install fetched sw.js
 * once, that check a second time), so whatever checks next is what the test does.
 */
async function familyPlayingOnV1() {
  const app = await openApp();
  const url = await publish('v1');
  await app.page.goto(url);
  await serviceWorkerReady(app.page);
  await homeIsReady(app.page);
  await storeFixtureGames(app.page);
  await app.page.reload();
  await continueButton(app.page).waitFor();
  expect(await shownVersion(app.page)).toBe(V1);
  await vi.waitFor(() => expect(updateChecks()).toBe(2), { timeout: 10_000 });
  return { app, url };
}

function updatePrompt(page: Page) {
  return page.getByRole('status').filter({ hasText: common.update.ready });
}

async function acceptUpdate(page: Page): Promise<void> {
  await updatePrompt(page).getByRole('button', { name: common.update.reload }).click();
  // The page reloads by itself once the new service worker controls it.
  await page.locator(`meta[name="version"][content="${V2}"]`).waitFor({ state: 'attached' });
  await homeIsReady(page);
}

async function expectGameIntact(page: Page): Promise<void> {
  const button = continueButton(page);
  await button.waitFor();
  const detail = await button.textContent();
  for (const player of GAME_IN_PROGRESS.players) expect(detail).toContain(player.name);
  const roundOfRounds = home.continueDetail
    .replace('{round}', String(GAME_IN_PROGRESS.rounds.length + 1))
    .replace('{rounds}', String(GAME_IN_PROGRESS.rules.rounds))
    .split('{players}')[0];
  expect(detail).toContain(roundOfRounds);
}

describe('a new version of the app', () => {
  it('is offered when the phone is picked up again, and applied only on Reload, with the game intact', async () => {
    const { app } = await familyPlayingOnV1();
    await publish('v2');

    // Picking the phone up again makes the page visible, which checks for a new version.
    expect(updateChecks()).toBe(0);
    await app.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await updatePrompt(app.page).waitFor();
    expect(updateChecks()).toBe(1);
    expect(await shownVersion(app.page)).toBe(V1);

    await acceptUpdate(app.page);
    expect(await shownVersion(app.page)).toBe(V2);
    await expectGameIntact(app.page);
    await expect(updatePrompt(app.page).count()).resolves.toBe(0);
    await expectNoProblems(app);
  });

  it('is found on a reload, and still waits for the Reload button', async () => {
    const { app } = await familyPlayingOnV1();
    await publish('v2');

    await app.page.reload();
    await updatePrompt(app.page).waitFor();
    expect(await shownVersion(app.page)).toBe(V1);
    await expectGameIntact(app.page);

    await acceptUpdate(app.page);
    await expectGameIntact(app.page);
    await expectNoProblems(app);
  });
});

describe('another tab upgrading the database', () => {
  it('makes this tab offer a reload instead of writing to a database it no longer knows', async () => {
    const { app } = await familyPlayingOnV1();
    const other = await app.context.newPage();
    await other.goto(app.page.url());
    // What a newer copy of the app does on its first start: open the database at a higher
    // version (Dexie stores version n as n * 10).
    await other.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name, 20);
          open.onsuccess = () => {
            open.result.close();
            resolve();
          };
          open.onerror = () => reject(open.error);
        }),
      DATABASE_NAME,
    );

    const alert = app.page.getByRole('alert').filter({ hasText: common.update.elsewhere });
    await alert.waitFor();
    await alert.getByRole('button', { name: common.update.reload }).click();
    await alert.waitFor({ state: 'detached' });
    await homeIsReady(app.page);
    await expectGameIntact(app.page);
    await expectNoProblems(app);
  });
});
