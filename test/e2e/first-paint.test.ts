import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from './harness';
import { storeFixtureGames } from './stored-games';

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
});
