import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AppOptions, openApp } from './harness';
import { GAME_IN_PROGRESS, storeFixtureGames } from './stored-games';
import { everyScreen } from './sweep-screens';

// Issue 16's budget: what a phone downloads before home's first contentful paint. Counted from the
// browser's own timeline (every script whose response had ended by the first paint), each as
// `gzip -9` of the built file, so the figure is the same on any machine and any line.
const BUDGET_BYTES = 45_000;
const dist = fileURLToPath(new URL('../../dist', import.meta.url));

interface FirstPaint {
  scripts: { file: string; gzip: number }[];
  total: number;
  layoutShift: number;
}

/**
 * From the next page load on, notes when the app first puts its screen into #app. The scripts
 * requested before that are the ones the first paint waited for; the database code is requested
 * two frames after it. (The paint's own timestamp comes from the compositor and can trail the
 * render on a busy machine, long enough for a cached chunk to arrive "before" it.)
 */
async function watchFirstRender(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.getElementById('app')?.firstChild) {
        (window as unknown as { firstRender: number }).firstRender = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

async function measureFirstPaint(page: Page): Promise<FirstPaint> {
  // The database code arrives after the paint; its answer may change the screen only in place.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  const timeline = await page.evaluate(
    () =>
      new Promise<{ urls: string[]; layoutShift: number }>((resolve) => {
        const renderedAt = (window as unknown as { firstRender: number }).firstRender;
        const urls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.name.endsWith('.js') && entry.startTime < renderedAt)
          .map((entry) => new URL(entry.name).pathname);
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve({ urls, layoutShift: shifts.reduce((sum, shift) => sum + shift.value, 0) });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer never calls back.
        setTimeout(() => resolve({ urls, layoutShift: 0 }), 200);
      }),
  );
  const scripts = timeline.urls.map((url) => ({
    file: url,
    gzip: gzipSync(readFileSync(`${dist}${url}`), { level: 9 }).length,
  }));
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  return { scripts, total, layoutShift: timeline.layoutShift };
}

function report(what: string, measured: FirstPaint) {
  const files = measured.scripts.map(({ file, gzip }) => `${file} ${(gzip / 1000).toFixed(1)}`);
  console.log(
    `first paint, ${what}: ${(measured.total / 1000).toFixed(1)} KB gzip of JavaScript ` +
      `(${files.join(', ')}), CLS ${measured.layoutShift.toFixed(3)}`,
  );
}

describe('home paints first with only the code it needs (at most 45 KB gzip), and nothing moves after', () => {
  it('on a first visit', async () => {
    // A page of the app's origin that runs none of it, so the visit to home is still the first.
    const { page, baseURL } = await openApp({ path: '/manifest.webmanifest' });
    await watchFirstRender(page);
    await page.goto(baseURL);
    await page.getByRole('link', { name: 'New game' }).waitFor();
    const measured = await measureFirstPaint(page);
    report('first visit', measured);
    expect(measured.scripts.map(({ file }) => file).join(' ')).not.toMatch(/database/);
    expect(measured.total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(measured.layoutShift).toBe(0);
  });

  it('with a game in progress: the button to continue it is there at the first paint', async () => {
    const { page } = await openApp();
    await storeFixtureGames(page);
    await page.reload();
    const resume = page.getByRole('link', { name: /Continue the game/ });
    await resume.waitFor();
    // The next visit paints from the note the app now keeps beside the database.
    await watchFirstRender(page);
    await page.reload();
    const measured = await measureFirstPaint(page);
    report('game in progress', measured);
    expect(await resume.count()).toBe(1);
    expect(measured.scripts.map(({ file }) => file).join(' ')).not.toMatch(/database/);
    expect(measured.total).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(measured.layoutShift).toBe(0);
  });
});

describe('every other screen waits for the database', () => {
  it("and starts downloading its code beside the app's own, before the first paint", async () => {
    const { page } = await openApp({ path: '/games' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(preloaded.join(' ')).toMatch(/\/assets\/database-[\w-]+\.js/);
  });

  // Its own chunk, the chunks and styles that imports and the dictionary are asked for before the
  // app's code runs (public/before-paint.js, from the map vite.config.ts writes), not one round
  // trip after it.
  it('asks for all its first paint needs before the app code runs, on every route', async () => {
    const late: string[] = [];
    for (const { route, path } of everyScreen(GAME_IN_PROGRESS.id)) {
      if (route === '/') continue;
      const { early, needed } = await openBeforeAppRuns({ path });
      late.push(
        ...needed.filter((file) => !early.includes(file)).map((file) => `${route} ${file}`),
      );
    }
    expect(late).toEqual([]);
    // A browser opened per route, about 3 s each on a busy machine: more than one test's minute.
  }, 180_000);

  it('and the dictionary of the language the app will speak, and no other', async () => {
    const dictionary = (locale: string) => builtFile(`src/i18n/locales/${locale}/index.ts`);
    const cases = [
      { locale: 'fr-CA', stored: undefined, speaks: 'fr' },
      { locale: 'fr-CA', stored: 'ru', speaks: 'ru' },
      { locale: 'de-DE', stored: undefined, speaks: 'en' },
    ];
    for (const { locale, stored, speaks } of cases) {
      const { early, all } = await openBeforeAppRuns({ path: '/rules', locale }, stored);
      const others = ['en', 'fr', 'ru', 'zh'].filter((other) => other !== speaks).map(dictionary);
      expect(early, `${locale}, chosen ${stored}`).toContain(dictionary(speaks));
      expect(
        all.filter((file) => others.includes(file)),
        `${locale}, chosen ${stored}`,
      ).toEqual([]);
    }
  });
});

/** The file a module was built into, e.g. /assets/fr-DgcckndV.js, from the build's manifest. */
function builtFile(module: string): string {
  const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
  return `/${manifest[module].file}`;
}

/**
 * Opens a path with the app's entry chunk held back until the page has been parsed (so the
 * scripts in <head> have run but no code of the app has), and returns the scripts and styles asked
 * for by then (early), those the page requested before the app's first render (needed), and
 * every one it requested until the screen settled (all). `language`: the one chosen in Settings, if any.
 */
async function openBeforeAppRuns(options: AppOptions, language?: string) {
  const { page, baseURL, close } = await openApp({ ...options, path: '/manifest.webmanifest' });
  if (language) {
    await page.evaluate((value) => localStorage.setItem('mexican-train.locale', value), language);
  }
  const entry = readFileSync(`${dist}/index.html`, 'utf8').match(
    /<script type="module"[^>]* src="([^"]+)"/,
  )?.[1];
  if (!entry) throw new Error('first-paint.test.ts: no entry script in dist/index.html');
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await watchFirstRender(page);
  const url = new URL(options.path?.slice(1) ?? '', baseURL).href;
  const opened = page.goto(url);
  await page.waitForURL(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  // Link elements added by a script start their requests a moment later.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const early = [...requested];
  release();
  await opened;
  await page.waitForFunction(() => 'firstRender' in window);
  await page.waitForLoadState('networkidle');
  // The page's own requests: the service worker's precaching, which fetches every file, is not.
  const fetched = await page.evaluate(() => {
    const renderedAt = (window as unknown as { firstRender: number }).firstRender;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        file: new URL(entry.name).pathname,
        beforeRender: entry.startTime < renderedAt,
      }),
    );
  });
  await close();
  const codeOrStyle = (file: string) => /\.(js|css)$/.test(file);
  return {
    early: early.filter(codeOrStyle),
    needed: fetched
      .filter((entry) => entry.beforeRender)
      .map(({ file }) => file)
      .filter(codeOrStyle),
    all: fetched.map(({ file }) => file).filter(codeOrStyle),
  };
}
