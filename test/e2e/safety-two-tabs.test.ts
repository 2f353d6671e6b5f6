import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, openApp } from './harness';
import { pipsField, readStored, startGame, waitForStored } from './safety-support';

// The same game open twice (a second tab, or the app and a browser tab on one phone): both show
// the same scores, and what is typed in one never undoes what was typed in the other.

const PLAYERS = ['Ann', 'Bob', 'Cy'];

function typedIn(stored: Awaited<ReturnType<typeof readStored>>, seat: number): string | null {
  const entry = stored.game?.draft?.entries[seat];
  return entry?.kind === 'typed' ? entry.value : null;
}

/** What `read` gives once it equals `wanted`, or after 3 s whatever it gives then. */
async function settled<T>(read: () => Promise<T>, wanted: T): Promise<T> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(wanted) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const shown = (page: Page) =>
  Promise.all(PLAYERS.map((name) => pipsField(page, name).inputValue()));

describe('two tabs on one game - both show the same scores, neither overwrites the other', () => {
  it('a score typed in each tab ends up stored and shown in both', async () => {
    const app = await openApp();
    const gameId = await startGame(app.page, app.baseURL, PLAYERS);
    const endOfRound = new URL(`game/${gameId}/end`, app.baseURL).href;
    const one = app.page;
    await one.goto(endOfRound);
    const two = await app.context.newPage();
    await two.goto(endOfRound);
    await pipsField(two, 'Ann').waitFor();

    await pipsField(one, 'Ann').fill('12');
    await waitForStored(one, gameId, (stored) => typedIn(stored, 0) === '12');
    // Shown checks are soft: what was stored at the end is still checked when one fails.
    expect.soft(await settled(() => shown(two), ['12', '', ''])).toEqual(['12', '', '']);

    await pipsField(two, 'Bob').fill('34');
    await waitForStored(two, gameId, (stored) => typedIn(stored, 1) === '34');
    expect.soft(await settled(() => shown(one), ['12', '34', ''])).toEqual(['12', '34', '']);

    // Back in the first tab, one more score: the second tab's must survive it.
    await pipsField(one, 'Cy').fill('5');
    await waitForStored(one, gameId, (stored) => typedIn(stored, 2) === '5');
    const stored = await readStored(one, gameId);
    expect.soft([0, 1, 2].map((seat) => typedIn(stored, seat))).toEqual(['12', '34', '5']);
    for (const page of [one, two]) {
      expect.soft(await settled(() => shown(page), ['12', '34', '5'])).toEqual(['12', '34', '5']);
    }
    await expectNoProblems(app);
  });
});
