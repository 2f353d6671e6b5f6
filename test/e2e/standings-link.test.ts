import { decode } from 'image-js';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DATABASE_NAME } from '../../src/db/database';
import type { GameRecord } from '../../src/db/model';
import { encodeStandings } from '../../src/db/standings-link';
import enStandings from '../../src/i18n/locales/en/standings';
import { expectNoProblems, goOffline, openApp, serviceWorkerReady } from './harness';
import { GAME_IN_PROGRESS, storeFixtureGames } from './stored-games';
import { axeFindings } from './sweep-contrast';
import { MIN_TARGET, measureOverflow, measureTargets } from './sweep-layout';
import { openScreen } from './sweep-screens';

/**
 * Issue 30's standings for another phone: the scores screen's QR code, read from its picture as
 * a phone's camera reads it, opens on a phone with no data the same standings, read-only, and
 * stores nothing there; a link changed, cut short or too long is refused with one sentence.
 */

/** Each player's name and total as the standings list shows them, best first. */
function standingsOf(page: Page): Promise<string[]> {
  return page
    .locator('.standings li')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.standing-name')?.firstChild?.textContent} ${item.querySelector('.standing-total')?.textContent}`,
      ),
    );
}

/** The scripts this page has fetched so far, by file name. */
function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );
}

/** Rows in the app's games and history tables: none if the database was never even made. */
function storedRows(page: Page): Promise<{ games: number; history: number }> {
  return page.evaluate(
    (name) =>
      new Promise<{ games: number; history: number }>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          resolve({ games: 0, history: 0 });
        };
        open.onerror = () => {
          if (open.error?.name === 'AbortError') return;
          reject(open.error);
        };
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['games', 'history']);
          const games = tx.objectStore('games').count();
          const history = tx.objectStore('history').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ games: games.result, history: history.result });
          };
        };
      }),
    DATABASE_NAME,
  );
}

/** What a phone's camera finds in the QR code's picture. */
async function readCode(png: Buffer): Promise<string | null> {
  const image = decode(png);
  const { width, height, channels } = image;
  const pixels = image.getRawImage().data;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++)
      rgba[i * 4 + c] = pixels[i * channels + Math.min(c, channels - 1)] ?? 0;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

/** A phone that has never opened the app: no games, no service worker, nothing stored. */
async function freshPhone(link: string) {
  const app = await openApp({ path: '/manifest.webmanifest' });
  await app.page.goto(link);
  await app.page.getByRole('heading', { level: 1, name: enStandings.view.title }).waitFor();
  return app;
}

describe("the scores screen's QR code carries the standings to another phone", () => {
  it('opens, on a phone with no data, the same totals as the scores screen, storing nothing', async () => {
    const app = await openApp();
    await storeFixtureGames(app.page);
    await openScreen(app.page, app.baseURL, `/game/${GAME_IN_PROGRESS.id}/scores`);
    const totals = await standingsOf(app.page);
    expect(totals).toHaveLength(GAME_IN_PROGRESS.players.length);

    // The QR library comes only with the first code shown.
    expect((await scriptsLoaded(app.page)).join(' ')).not.toMatch(/qr-code-/);
    await app.page.getByRole('button', { name: enStandings.share.show }).click();
    const picture = app.page.getByRole('img', { name: enStandings.share.label });
    await picture.waitFor();
    expect((await scriptsLoaded(app.page)).join(' ')).toMatch(/qr-code-/);

    const link = await readCode(await picture.screenshot());
    expect(link).toMatch(new RegExp(`^${app.baseURL}standings#1\\.[\\w-]+$`));
    await expectNoProblems(app);

    const other = await freshPhone(link as string);
    expect(await standingsOf(other.page)).toEqual(totals);
    // Read-only: no round opens for changes, and nothing was kept.
    expect(await other.page.getByRole('link', { name: /Change round/ }).count()).toBe(0);
    expect(await storedRows(other.page)).toEqual({ games: 0, history: 0 });
    await expectNoProblems(other);
  });

  it('keeps a copy when asked: a game of that phone, marked as a copy', async () => {
    const link = `${(await openApp({ path: '/manifest.webmanifest' })).baseURL}standings#${encodeStandings(GAME_IN_PROGRESS)}`;
    const { page } = await freshPhone(link);
    await page.getByRole('button', { name: enStandings.view.keep }).click();
    await page.getByRole('link', { name: enStandings.view.openCopy }).click();
    await page.getByRole('heading', { level: 1, name: 'Scores' }).waitFor();
    await page.getByText(/A copy of the standings from another phone/).waitFor();
    expect(await storedRows(page)).toEqual({ games: 1, history: 1 });
  });

  it('shows the standings with no network once the app is on the phone', async () => {
    const app = await openApp();
    await serviceWorkerReady(app.page);
    await goOffline(app);
    await app.page.goto(`${app.baseURL}standings#${encodeStandings(GAME_IN_PROGRESS)}`);
    await app.page.getByRole('list', { name: 'Totals' }).waitFor();
    expect(await standingsOf(app.page)).toHaveLength(GAME_IN_PROGRESS.players.length);
  });

  it('is readable by everyone: axe finds nothing, targets are 48 px, nothing scrolls sideways', async () => {
    const app = await openApp({ viewport: { width: 320, height: 640 } });
    const path = `/standings#${encodeStandings(GAME_IN_PROGRESS)}`;
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await app.page.emulateMedia({ colorScheme: theme });
      await openScreen(app.page, app.baseURL, path);
      found.push(...(await axeFindings(app.page)).map((line) => `${theme}: ${line}`));
    }
    const targets = await measureTargets(app.page);
    found.push(
      ...targets.small.map((t) => `${t.text} is ${t.width} x ${t.height}, under ${MIN_TARGET}`),
    );
    const overflow = await measureOverflow(app.page);
    if (overflow.scrollWidth > overflow.clientWidth)
      found.push(`scrolls sideways: ${overflow.culprits}`);
    expect(found).toEqual([]);
  });
});

describe('a damaged, cut or too long link is refused with one clear sentence, storing nothing', () => {
  const fragment = encodeStandings(GAME_IN_PROGRESS);
  const middle = Math.floor(fragment.length / 2);
  const longName: GameRecord = {
    ...GAME_IN_PROGRESS,
    players: GAME_IN_PROGRESS.players.map((player, seat) =>
      seat === 0 ? { ...player, name: 'A'.repeat(10_000) } : player,
    ),
  };
  it.each([
    [
      'one character changed',
      `${fragment.slice(0, middle)}${fragment[middle] === 'x' ? 'y' : 'x'}${fragment.slice(middle + 1)}`,
      enStandings.view.problems.damaged,
    ],
    ['cut short', fragment.slice(0, -12), enStandings.view.problems.damaged],
    [
      'a name of 10,000 characters',
      encodeStandings(longName),
      enStandings.view.problems['too-long'],
    ],
  ])('%s', async (_, spoiled, sentence) => {
    const base = (await openApp({ path: '/manifest.webmanifest' })).baseURL;
    const app = await freshPhone(`${base}standings#${spoiled}`);
    expect(await app.page.getByRole('alert').textContent()).toBe(sentence);
    expect(await app.page.getByRole('button', { name: enStandings.view.keep }).count()).toBe(0);
    expect(await app.page.locator('.standings').count()).toBe(0);
    expect(await storedRows(app.page)).toEqual({ games: 0, history: 0 });
    await expectNoProblems(app);
  });
});
