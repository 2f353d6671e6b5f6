import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import common from '../../src/i18n/locales/en/common';
import {
  createProfileDir,
  expectNoProblems,
  openPersistentApp,
  type PersistentApp,
} from './harness';
import { pipsField, readStored, saveRoundButton, startGame, waitForStored } from './safety-support';

// A phone whose storage is full: the origin's quota forced down to one byte. Chromium checks the
// quota at a browser's first write, then trusts what it learnt for up to 30 s, so the quota is
// forced on a fresh start of the browser, before anything is written, as on a phone that filled
// up since the game began.

const PLAYERS = ['Ann', 'Bob'];

async function forceQuota(app: PersistentApp, bytes?: number): Promise<CDPSession> {
  const cdp = await app.context.newCDPSession(app.page);
  const origin = new URL(app.baseURL).origin;
  await cdp.send(
    'Storage.overrideQuotaForOrigin',
    bytes === undefined ? { origin } : { origin, quotaSize: bytes },
  );
  return cdp;
}

/** Counts unhandled rejections in the page, besides what the harness reports. */
async function watchRejections(app: PersistentApp): Promise<() => Promise<number>> {
  await app.page.evaluate(() => {
    const page = window as unknown as { rejections: number };
    page.rejections = 0;
    window.addEventListener('unhandledrejection', () => {
      page.rejections++;
    });
  });
  return () => app.page.evaluate(() => (window as unknown as { rejections: number }).rejections);
}

describe('storage full - nothing already saved is lost, and nothing typed is thrown away', () => {
  it('a score typed on a full phone is refused with a clear message, stays on screen, and is saved once there is room', async () => {
    const profileDir = await createProfileDir();
    const first = await openPersistentApp(profileDir);
    const gameId = await startGame(first.page, first.baseURL, PLAYERS);
    await first.page.goto(new URL(`game/${gameId}/end`, first.baseURL).href);
    await pipsField(first.page, 'Ann').fill('12');
    const saved = await waitForStored(first.page, gameId, ({ game }) => {
      const entry = game?.draft?.entries[0];
      return entry?.kind === 'typed' && entry.value === '12';
    });
    await first.close();

    const app = await openPersistentApp(profileDir, { path: `/game/${gameId}/end` });
    const { page } = app;
    await pipsField(page, 'Ann').waitFor();
    await forceQuota(app, 1);
    const rejections = await watchRejections(app);

    await pipsField(page, 'Bob').fill('34');
    const full = page.getByRole('alert').filter({ hasText: common.storage.full });
    await full.waitFor();
    expect(await pipsField(page, 'Bob').inputValue()).toBe('34');
    expect(await readStored(page, gameId)).toEqual(saved);

    // Saving the round asks for room again: refused the same way, the round not saved.
    await saveRoundButton(page).click();
    await full.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/game/${gameId}/end`);
    expect(await readStored(page, gameId)).toEqual(saved);
    expect(await pipsField(page, 'Ann').inputValue()).toBe('12');
    expect(await pipsField(page, 'Bob').inputValue()).toBe('34');

    // Room again (photos deleted): the same tap saves both scores.
    await forceQuota(app);
    await saveRoundButton(page).click();
    await page.waitForURL(new RegExp(`/game/${gameId}$`));
    const stored = await readStored(page, gameId);
    expect(stored.game?.rounds.map((round) => round.scores)).toEqual([[12, 34]]);
    expect(stored.history.map((entry) => entry.action)).toEqual(['game-created', 'round-saved']);

    expect(await rejections()).toBe(0);
    await expectNoProblems(app);
  });
});
