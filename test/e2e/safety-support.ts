/**
 * What the safety browser tests share: a game started as a person starts one, the stored game
 * read straight from IndexedDB (what survives, whatever the screen shows), and the fields of the
 * end-of-round screen.
 */
import type { Page } from 'playwright-core';
import { DATABASE_NAME } from '../../src/db/database';
import type { GameRecord, HistoryEntry } from '../../src/db/model';
import scorekeeper from '../../src/i18n/locales/en/scorekeeper';

/** Starts a game on the new-game screen and waits for its round screen; returns its id. */
export async function startGame(page: Page, baseURL: string, names: string[]): Promise<string> {
  await page.goto(new URL('new', baseURL).href);
  const players = scorekeeper.newGame.players;
  for (const [seat, name] of names.entries()) {
    const field = page.getByLabel(players.nameLabel.replace('{number}', String(seat + 1)));
    if (seat > 1) await page.getByRole('button', { name: players.add }).click();
    await field.fill(name);
  }
  await page.getByRole('button', { name: scorekeeper.newGame.start }).click();
  await page.waitForURL(/\/game\/[\w-]+$/);
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

/** The text field for a player's pips on the end-of-round screen. */
export function pipsField(page: Page, name: string) {
  return page.getByLabel(scorekeeper.endRound.pipsLabel.replace('{name}', name), { exact: true });
}

export function saveRoundButton(page: Page) {
  return page.getByRole('button', { name: /^Save (round \d+|the last round)/ });
}

export interface Stored {
  game: GameRecord | null;
  history: HistoryEntry[];
}

/** The game and its history as IndexedDB holds them now, read over a connection of its own. */
export function readStored(page: Page, gameId: string): Promise<Stored> {
  return page.evaluate(
    ({ name, gameId }) =>
      new Promise<Stored>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['games', 'history'], 'readonly');
          const game = tx.objectStore('games').get(gameId);
          const history = tx.objectStore('history').index('gameId').getAll(gameId);
          tx.oncomplete = () => {
            db.close();
            resolve({ game: game.result ?? null, history: history.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: DATABASE_NAME, gameId },
  );
}

/**
 * How many games the database holds: after a crash that lost a game, it tells whether the browser
 * came back with an empty database (every game gone) or without that one game.
 */
export function storedGameCount(page: Page): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('games', 'readonly').objectStore('games').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    DATABASE_NAME,
  );
}

/** Waits until the stored game passes `test` (a write the screen made has landed). */
export async function waitForStored(
  page: Page,
  gameId: string,
  test: (stored: Stored) => boolean,
  timeout = 5_000,
): Promise<Stored> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const stored = await readStored(page, gameId);
    if (test(stored)) return stored;
    if (Date.now() > deadline) throw new Error('the write never landed in IndexedDB');
    await page.waitForTimeout(20);
  }
}
