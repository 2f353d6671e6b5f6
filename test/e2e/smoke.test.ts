import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, goOffline, openApp } from './harness';

async function appHeadingIsVisible(page: Page) {
  const heading = page.getByRole('heading', { name: 'Mexican Train Companion' });
  await heading.waitFor({ state: 'visible' });
  return heading.isVisible();
}

describe('home page on a phone', () => {
  it('shows the app name as a heading, with no console error and no CSP violation', async () => {
    const app = await openApp();
    expect(await appHeadingIsVisible(app.page)).toBe(true);
    await expectNoProblems(app);
  });

  it('still opens after going offline and reloading, served by the service worker', async () => {
    const app = await openApp();
    await goOffline(app);
    await app.page.reload();
    expect(await appHeadingIsVisible(app.page)).toBe(true);
    expect(await app.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expectNoProblems(app);
  });

  it('paints a dark background before any script runs when the phone is in dark mode', async () => {
    const app = await openApp({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await app.page.evaluate(() => ({
      background: getComputedStyle(document.documentElement).backgroundColor,
      rendered: document.getElementById('app')?.childElementCount,
    }));
    expect(page).toEqual({ background: 'rgb(21, 23, 26)', rendered: 0 });
    await expectNoProblems(app);
  });

  it('paints a light background in light mode', async () => {
    const app = await openApp({ colorScheme: 'light', javaScriptEnabled: false });
    const background = await app.page.evaluate(
      () => getComputedStyle(document.documentElement).backgroundColor,
    );
    expect(background).toBe('rgb(251, 247, 239)');
  });
});
