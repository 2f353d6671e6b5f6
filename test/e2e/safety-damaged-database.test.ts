import { readdirSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createProfileDir, expectNoProblems, openPersistentApp, waitInPage } from './harness';
import { pipsField, readStored, startGame } from './safety-support';

// Chromium keeps IndexedDB in LevelDB. A browser killed in the middle of a write can leave the
// log's last record torn; the next start skips it and appends after it, and the start after that
// finds the log damaged and deletes the whole database. The app keeps a copy of every row outside
// IndexedDB (src/db/mirror.ts) and puts it back. This test tears the log as such a kill does.

/** The IndexedDB log of the profile's one origin. */
function databaseLog(profileDir: string): string {
  const root = join(profileDir, 'Default', 'IndexedDB');
  const folder = readdirSync(root).find((name) => name.endsWith('.indexeddb.leveldb'));
  if (!folder) throw new Error(`no IndexedDB folder in ${root}`);
  const log = readdirSync(join(root, folder)).find((name) => name.endsWith('.log'));
  if (!log) throw new Error(`no log in ${folder}`);
  return join(root, folder, log);
}

/**
 * Waits until the copy outside IndexedDB holds the game as `test` wants it and every entry of its
 * history (the kill comes then: a kill sooner may find a row not yet copied, as it may in life).
 */
async function waitForCopy(page: Page, gameId: string, test: string): Promise<void> {
  const { history } = await readStored(page, gameId);
  await waitInPage(
    page,
    async ({ gameId, test, entries }) => {
      try {
        const top = await navigator.storage.getDirectory();
        const mirror = await top.getDirectoryHandle('mirror');
        const games = await mirror.getDirectoryHandle('games');
        const file = await games.getFileHandle(
          `${encodeURIComponent(JSON.stringify(gameId))}.json`,
        );
        let copied = 0;
        for await (const name of (await mirror.getDirectoryHandle('history')).keys()) {
          if (name.endsWith('.json')) copied++;
        }
        return copied >= entries && (await (await file.getFile()).text()).includes(test);
      } catch {
        return false;
      }
    },
    { gameId, test, entries: history.length },
  );
}

describe('a database Chromium deletes as damaged', () => {
  it('comes back with every score typed before, from the copy kept beside it', async () => {
    const profileDir = await createProfileDir();
    let app = await openPersistentApp(profileDir);
    const gameId = await startGame(app.page, app.baseURL, ['Ann', 'Bob']);
    const endOfRound = new URL(`game/${gameId}/end`, app.baseURL).href;
    await app.page.goto(endOfRound);
    await pipsField(app.page, 'Ann').fill('12');
    await waitForCopy(app.page, gameId, '"12"');
    await app.crash();

    // The kill tore the last record, Ann's 12: the tap the kill cut short is lost, as it may be.
    const log = databaseLog(profileDir);
    truncateSync(log, statSync(log).size - 300);

    app = await openPersistentApp(profileDir, { path: `/game/${gameId}/end` });
    await pipsField(app.page, 'Bob').fill('30');
    await waitForCopy(app.page, gameId, '"30"');
    const before = await readStored(app.page, gameId);
    const logSize = statSync(log).size;
    await app.crash();

    app = await openPersistentApp(profileDir, { path: `/game/${gameId}/end` });
    await expect.poll(() => pipsField(app.page, 'Bob').inputValue()).toBe('30');
    const after = await readStored(app.page, gameId);
    expect(after).toEqual(before);
    // Chromium did throw the database away (a new, shorter log), or this test proves nothing.
    expect(statSync(databaseLog(profileDir)).size).toBeLessThan(logSize);
    await expectNoProblems(app);
  }, 90_000);
});
