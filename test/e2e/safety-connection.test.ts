import { describe, expect, it } from 'vitest';
import { type App, expectNoProblems, openApp } from './harness';
import { pipsField, readStored, saveRoundButton, startGame, waitForStored } from './safety-support';

// iOS closes the database connection of an app left in the background; so does clearing site
// data. The browser then fires 'close' on the connection (or, in older Safari, says nothing and
// the next use fails). A test-only script keeps every connection the page opens, so a test can
// close them as the browser would; the app itself is unchanged.

const PLAYERS = ['Ann', 'Bob'];

interface Closer {
  closeConnections(announce: boolean): number;
}

/** Keeps every IndexedDB connection the page opens, to close them later. Runs before the app. */
function keepConnections() {
  const connections: IDBDatabase[] = [];
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
    const request = open.apply(this, args);
    request.addEventListener('success', () => connections.push(request.result));
    return request;
  };
  (window as unknown as Closer).closeConnections = (announce) => {
    for (const connection of connections) {
      connection.close();
      if (announce) connection.dispatchEvent(new Event('close'));
    }
    return connections.splice(0).length;
  };
}

async function endOfRoundWithCloser(): Promise<{ app: App; gameId: string }> {
  const app = await openApp();
  const gameId = await startGame(app.page, app.baseURL, PLAYERS);
  await app.context.addInitScript(keepConnections);
  await app.page.goto(new URL(`game/${gameId}/end`, app.baseURL).href);
  await pipsField(app.page, 'Ann').waitFor();
  return { app, gameId };
}

function closeConnections(app: App, announce: boolean): Promise<number> {
  return app.page.evaluate(
    (announce) => (window as unknown as Closer).closeConnections(announce),
    announce,
  );
}

describe('the connection closed under the app - the next tap reopens it, and no tap is lost', () => {
  for (const [how, announce] of [
    ['with a close event, as iOS does', true],
    ['without a word, as older Safari does', false],
  ] as const) {
    it(`closed ${how}: the scores typed afterwards and the saved round are all stored`, async () => {
      const { app, gameId } = await endOfRoundWithCloser();
      const { page } = app;
      await pipsField(page, 'Ann').fill('7');
      await waitForStored(page, gameId, ({ game }) => game?.draft?.entries[0]?.kind === 'typed');

      expect(await closeConnections(app, announce)).toBeGreaterThan(0);
      await pipsField(page, 'Bob').fill('21');
      await waitForStored(page, gameId, ({ game }) => {
        const entry = game?.draft?.entries[1];
        return entry?.kind === 'typed' && entry.value === '21';
      });

      expect(await closeConnections(app, announce)).toBeGreaterThan(0);
      await saveRoundButton(page).click();
      await page.waitForURL(new RegExp(`/game/${gameId}$`));
      const stored = await readStored(page, gameId);
      expect(stored.game?.rounds.map((round) => round.scores)).toEqual([[7, 21]]);
      await expectNoProblems(app);
    });
  }
});
