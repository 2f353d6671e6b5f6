import type { Page } from 'playwright-core';
import { DATABASE_NAME } from '../../src/db/database';
import enScorekeeper from '../../src/i18n/locales/en/scorekeeper';
import { PHONE } from './chromium';
import { type App, openApp, serviceWorkerReady, waitInPage } from './harness';
import { storeRows } from './stored-games';

/**
 * The accessibility sweep's game: played through the screens once, so every route has something
 * real to show, and put back into each fresh browser.
 */

/** Names in four scripts, as a family around one table might write them. */
const SEED_PLAYERS = ['Ann', 'Бабушка', '奶奶', 'Zoë'] as const;

/** A game as the database holds it, to put back into a fresh browser. */
export interface SeededGame {
  readonly id: string;
  readonly tables: Record<string, unknown[]>;
}

/**
 * Plays a game through the screens as a person does, in English: four players, round 1 with a
 * marker, an engine placer and typed and tapped pips, saved; round 2 begun with a marker and
 * half its end-of-round form filled in. Every route then has something real to show.
 */
export async function seedGameThroughScreens(page: Page, baseURL: string): Promise<SeededGame> {
  const { newGame, round, endRound } = enScorekeeper;
  await page.goto(new URL('new', baseURL).href);
  await page.getByRole('heading', { level: 1, name: newGame.title }).waitFor();
  for (const [seat, name] of SEED_PLAYERS.entries()) {
    const field = page.getByLabel(newGame.players.nameLabel.replace('{number}', String(seat + 1)));
    if ((await field.count()) === 0) {
      await page.getByRole('button', { name: newGame.players.add }).click();
    }
    await field.fill(name);
  }
  await page.getByRole('button', { name: newGame.start }).click();
  await page.waitForURL(/\/game\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split('/')[2] ?? '';

  // Round 1: Zoë placed the engine; Бабушка could not play and put her marker out.
  await page.getByRole('heading', { level: 1, name: 'Round 1 of 13' }).waitFor();
  await page.getByRole('button', { name: 'Zoë', exact: true }).click();
  await page.getByRole('button', { name: /Бабушка's train/ }).click();
  await page.getByRole('link', { name: round.actions.end }).click();
  await page.getByRole('heading', { level: 1, name: 'End of round 1' }).waitFor();
  await page
    .getByRole('group', { name: endRound.out.legend })
    .getByRole('radio', { name: 'Ann', exact: true })
    .check();
  const pips = (name: string) => page.getByLabel(endRound.pipsLabel.replace('{name}', name));
  await pips('Бабушка').fill('23');
  await pips('Zoë').fill('41');
  const grandma = page.getByRole('region', { name: '奶奶', exact: true });
  await grandma.getByRole('radio', { name: endRound.how.tiles }).check();
  // A tile by its two numbers: one of them, then the tile among those carrying it.
  await grandma.getByRole('radio', { name: '0', exact: true }).check();
  await grandma.getByRole('button', { name: 'double blank', exact: true }).click();
  await grandma.getByRole('radio', { name: '3', exact: true }).check();
  await grandma.getByRole('button', { name: 'three–five', exact: true }).click();
  await page.getByRole('button', { name: 'Save round 1' }).click();

  // Round 2: a marker on Zoë's train, then half the end of the round: who went out, one score.
  await page.getByRole('heading', { level: 1, name: 'Round 2 of 13' }).waitFor();
  await page.getByRole('button', { name: /Zoë's train/ }).click();
  await page.getByRole('link', { name: round.actions.end }).click();
  await page.getByRole('heading', { level: 1, name: 'End of round 2' }).waitFor();
  await page
    .getByRole('group', { name: endRound.out.legend })
    .getByRole('radio', { name: '奶奶', exact: true })
    .check();
  await pips('Ann').fill('17');
  // Every keystroke is saved; wait for the draft to reach the database before reading it back.
  await waitInPage(
    page,
    async ({ name, gameId }) => {
      const rows = await new Promise<{ id: string; draft?: { entries?: unknown[] } }[]>(
        (resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('games').objectStore('games').getAll();
            read.onsuccess = () => {
              open.result.close();
              resolve(read.result);
            };
            read.onerror = () => reject(read.error);
          };
        },
      );
      return JSON.stringify(rows.find((row) => row.id === gameId)?.draft?.entries ?? []).includes(
        '17',
      );
    },
    { name: DATABASE_NAME, gameId: id },
  );
  return { id, tables: await readDatabase(page) };
}

/** Every row of every table of the app's database. */
async function readDatabase(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const tx = db.transaction(names);
          const tables: Record<string, unknown[]> = {};
          for (const table of names) {
            const read = tx.objectStore(table).getAll();
            read.onsuccess = () => {
              tables[table] = read.result;
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(tables);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    DATABASE_NAME,
  );
}

/**
 * Puts a seeded game into this browser's database. The app must have opened the database
 * already (any screen shown); reload afterwards, as the app only watches its own writes.
 */
export function restoreSeededGame(page: Page, seeded: SeededGame): Promise<void> {
  return storeRows(page, seeded.tables);
}

/**
 * A fresh phone with the seeded game on it, once the app is installed for offline use (the
 * one-time note about it is closed by openScreen).
 */
export async function phoneWithGame(seeded: SeededGame): Promise<App> {
  const app = await openApp({ viewport: PHONE });
  await serviceWorkerReady(app.page);
  await restoreSeededGame(app.page, seeded);
  return app;
}
