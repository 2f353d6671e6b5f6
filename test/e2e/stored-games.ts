import type { Page } from 'playwright-core';
import { DATABASE_NAME } from '../../src/db/database';
import type { GameRecord } from '../../src/db/model';
import { emptyDraft } from '../../src/db/round-draft';
import { presetRules } from '../../src/rules';
import fixture from '../fixtures/db/v1.json';
import { type App, openApp } from './harness';

const games = fixture.tables.games as GameRecord[];

const [inProgress, ...others] = games.filter((game) => !game.finishedAt && !game.deletedAt);
if (!inProgress || others.length > 0) throw new Error('test/fixtures/db/v1.json changed its games');

/** In test/fixtures/db/v1.json: Grandma Rose, Ben, Ana and Zoë, two rounds saved, a third half typed. */
export const GAME_IN_PROGRESS: GameRecord = inProgress;

/**
 * Puts the rows of test/fixtures/db/v1.json (a game in progress, a finished and a deleted game,
 * their history and settings) into the app's own database, for a browser test or measurement
 * that needs games without playing them first. The page must show the app, which creates the
 * database (on home, just after its first paint); reload it afterwards, since the app only
 * watches its own writes.
 */
export function storeFixtureGames(page: Page): Promise<void> {
  return storeRows(page, fixture.tables as Record<string, unknown[]>);
}

/**
 * Puts rows, table by table, into the app's own database once the app has created it (see
 * waitForDatabase); reload afterwards, since the app only watches its own writes.
 */
export async function storeRows(page: Page, tables: Record<string, unknown[]>): Promise<void> {
  await waitForDatabase(page);
  await page.evaluate(
    ({ name, tables }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          reject(new Error(`no database ${name} yet: open the app before storing games`));
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(Object.keys(tables), 'readwrite');
          for (const [table, rows] of Object.entries(tables)) {
            for (const row of rows) tx.objectStore(table).put(row);
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: DATABASE_NAME, tables },
  );
}

/**
 * Resolves once the app has created its database. Home paints before the database code loads,
 * so a test that writes rows straight into IndexedDB would race the app's own creation of it
 * (opened first by the test, it is created empty, without the app's tables). A second tab of the
 * same phone shows Past games, which opens the database before it paints, then closes.
 */
async function waitForDatabase(page: Page): Promise<void> {
  const other = await page.context().newPage();
  try {
    await other.goto(new URL('/games', page.url()).href);
    await other.getByRole('heading', { level: 1 }).waitFor();
  } finally {
    await other.close();
  }
}

/** The seats of seed 000's worked examples: West, North, East, and "you" (South). */
const SEED_000_PLAYERS = ['West', 'North', 'East', 'South'];

/**
 * A new standard game at seed 000's table, its first round's draft ready; with `follow`, that
 * round already followed from it.
 */
export function seed000Game(follow?: NonNullable<GameRecord['draft']>['follow']): GameRecord {
  const now = Date.now();
  const fresh = {
    players: SEED_000_PLAYERS.map((name, seat) => ({ id: `player-${seat}`, name })),
    rules: presetRules('standard'),
    rounds: [],
  };
  const draft = emptyDraft(fresh);
  return {
    id: `seed-000-${crypto.randomUUID()}`,
    createdAt: now,
    updatedAt: now,
    ...fresh,
    draft: draft && follow ? { ...draft, follow } : draft,
    finishedAt: null,
    deletedAt: null,
  };
}

/** Stores a game the way the app would have, then opens `path` in it (the app reads it anew). */
export async function openWithGame(
  game: GameRecord,
  path: string,
  viewport?: { width: number; height: number },
): Promise<App> {
  const app = await openApp({ viewport });
  await app.page.getByRole('heading', { name: 'Mexican Train Companion' }).waitFor();
  await storeRows(app.page, { games: [game] });
  await app.page.goto(new URL(path, app.baseURL).href);
  return app;
}

/** A stored game's round draft, as the app's own database holds it now. */
export function storedDraft(page: Page, id: string) {
  return page.evaluate(
    ({ name, gameId }) =>
      new Promise<GameRecord['draft']>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('games').objectStore('games').get(gameId);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result as GameRecord).draft);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    { name: DATABASE_NAME, gameId: id },
  );
}
