import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_NAME } from '../../src/db/database';
import common from '../../src/i18n/locales/en/common';
import game from '../../src/i18n/locales/en/game';
import scorekeeper from '../../src/i18n/locales/en/scorekeeper';
import { buildApp, type ServedBuild, serveBuild } from './app-build';
import { type App, expectNoProblems, openApp, serviceWorkerReady } from './harness';

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
  served = await serveBuild(join(builds, version), { port });
  return served.url;
}

/**
 * Counts the update checks the app asks for (ServiceWorkerRegistration.update), so a test knows
 * which check found a new version: the browser checks by itself too, after a navigation.
 */
async function countUpdateChecks(app: App): Promise<void> {
  await app.context.addInitScript(() => {
    // Init scripts run in the service worker too, which has no registrations to count.
    if (typeof ServiceWorkerRegistration === 'undefined') return;
    const checks: Promise<unknown>[] = [];
    Object.assign(window, { __updateChecks: checks });
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      const checked = update.call(this);
      checks.push(checked.catch(() => {}));
      return checked;
    };
  });
}

/**
 * Waits until the browser's own update checks are over: after a navigation Chromium checks once
 * more by itself, about a second after the worker last served the page. Over when the served
 * version has seen no request for the worker script for a while.
 */
async function browserChecksSettled(): Promise<void> {
  const scriptFetches = () => served?.requests().filter((path) => path === '/sw.js').length ?? 0;
  let seen = scriptFetches();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 2_500) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (scriptFetches() !== seen) {
      seen = scriptFetches();
      quietSince = Date.now();
    }
  }
}

/** How many update checks this page has asked for, once they have all finished. */
function updateChecks(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const checks = (window as unknown as { __updateChecks: Promise<unknown>[] }).__updateChecks;
    await Promise.all(checks);
    return checks.length;
  });
}

function shownVersion(page: Page): Promise<string | null> {
  return page.locator('meta[name="version"]').getAttribute('content');
}

const PLAYERS = ['Grandma Rose', 'Ben'];
/** What Ben had left in his hand, typed at the end of the first round but not saved as a round. */
const BENS_PIPS = '23';

function bensPips(page: Page) {
  return page.getByLabel(scorekeeper.endRound.pipsLabel.replace('{name}', 'Ben'));
}

/**
 * Opens v1 at its own address, lets its service worker install, starts a game through the new-game
 * screen and types Ben's pips at the end of the first round. Returns once the page opened under
 * the worker has made its first update check, so whatever checks next is what the test does.
 */
async function familyPlayingOnV1() {
  const app = await openApp();
  await countUpdateChecks(app);
  const url = await publish('v1');
  await app.page.goto(url);
  await serviceWorkerReady(app.page);
  await app.page.goto(new URL('new', url).href);
  expect(await shownVersion(app.page)).toBe(V1);
  await vi.waitFor(async () => expect(await updateChecks(app.page)).toBe(1), { timeout: 10_000 });

  for (const [seat, name] of PLAYERS.entries()) {
    const label = scorekeeper.newGame.players.nameLabel.replace('{number}', String(seat + 1));
    await app.page.getByLabel(label).fill(name);
  }
  await app.page.getByRole('button', { name: scorekeeper.newGame.start }).click();
  await app.page
    .getByRole('heading', { level: 1, name: game.round.ofTotal.split(' {round}')[0] })
    .waitFor();
  await app.page.getByRole('link', { name: scorekeeper.round.actions.end }).click();
  await bensPips(app.page).fill(BENS_PIPS);
  await vi.waitFor(async () => expect(await storedEntries(app.page)).toContain(BENS_PIPS));
  return { app, url };
}

/** What the database holds as typed in the draft of the game (there is one), read directly. */
function storedEntries(page: Page): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('games').objectStore('games').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            open.result.close();
            const games = all.result as { draft: { entries: ({ value?: string } | null)[] } }[];
            resolve(games.flatMap((game) => game.draft.entries.map((entry) => entry?.value ?? '')));
          };
        };
      }),
    DATABASE_NAME,
  );
}

/** Still the first round's end, with Ben's pips as typed and both players named. */
async function expectGameIntact(page: Page): Promise<void> {
  await expect(bensPips(page).inputValue()).resolves.toBe(BENS_PIPS);
  for (const name of PLAYERS) {
    await page.getByRole('region', { name }).waitFor();
  }
  const title = scorekeeper.endRound.title.replace('{round}', '1');
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

function updatePrompt(page: Page) {
  return page.getByRole('status').filter({ hasText: common.update.ready });
}

async function acceptUpdate(page: Page): Promise<void> {
  await updatePrompt(page).getByRole('button', { name: common.update.reload }).click();
  // The page reloads by itself once the new service worker controls it.
  await page.locator(`meta[name="version"][content="${V2}"]`).waitFor({ state: 'attached' });
}

describe('a new version of the app', () => {
  it('is offered when the phone is picked up again, and applied only on Reload, with the game intact', async () => {
    const { app } = await familyPlayingOnV1();
    await browserChecksSettled();
    await publish('v2');

    // Picking the phone up again makes the page visible, which checks for a new version.
    expect(await updateChecks(app.page)).toBe(1);
    await app.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await updatePrompt(app.page).waitFor();
    expect(await updateChecks(app.page)).toBe(2);
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
    // version than this one's (Dexie stores version n as n * 10).
    await other.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name, 1000);
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
    await expectGameIntact(app.page);
    await expectNoProblems(app);
  });
});
