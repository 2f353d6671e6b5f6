import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { handScore, parseTile, presetRules, standings, type Tile } from '../../src/rules';
import { startGame, tapTiles } from './end-round-support';
import { expectNoProblems, openApp, serviceWorkerReady } from './harness';

/**
 * A whole afternoon on one phone: four players, thirteen rounds, typed and tapped scores, a
 * reload in the middle of a round, a past round changed, an undo, the winner. Every total on
 * the screen is compared with the engine's own standings() over the same scores.
 */

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];
const RULES = presetRules('standard');

/** A typed score for a seat that did not go out: varied, and always a possible hand. */
const typedNumber = (round: number, seat: number) => ((round * 7 + seat * 13) % 40) + 1;

/** The tiles tapped in for Dee in round 2 (the 0-0 counts 50 under the standard rules). */
const DEE_ROUND_2 = ['0-0', '3-5'];

/** The draft as stored on the phone, read straight from IndexedDB. */
function storedDraft(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('mexican-train');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('games').objectStore('games').getAll();
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { draft: unknown }[])[0]?.draft ?? null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

const seatRegion = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const pipsField = (page: Page, name: string) => page.getByLabel(`Pips left in ${name}'s hand`);

async function chooseWhoWentOut(page: Page, seat: number) {
  await page
    .getByRole('group', { name: 'Who went out?' })
    .getByRole('radio', { name: PLAYERS[seat], exact: true })
    .check();
}

/** Types each seat's pips but the one who went out; returns the round's scores. */
async function typeScores(page: Page, round: number, out: number, skip: number[] = []) {
  const scores = PLAYERS.map((_, seat) => (seat === out ? 0 : typedNumber(round, seat)));
  for (const [seat, name] of PLAYERS.entries()) {
    if (seat === out || skip.includes(seat)) continue;
    await pipsField(page, name).fill(String(scores[seat]));
  }
  return scores;
}

async function totalsOnScreen(page: Page): Promise<{ listed: number[]; footed: number[] }> {
  const items = page.getByRole('list', { name: 'Totals' }).getByRole('listitem');
  const listed: number[] = [];
  for (const name of PLAYERS) {
    const item = items.filter({ hasText: name });
    listed.push(Number(await item.locator('.standing-total').textContent()));
  }
  const footer = page.getByRole('table', { name: 'Round by round' }).locator('tfoot td');
  const footed = (await footer.allTextContents()).map(Number);
  return { listed, footed };
}

async function roundsOnScreen(page: Page): Promise<number[][]> {
  const rows = page.getByRole('table', { name: 'Round by round' }).locator('tbody tr');
  const scores: number[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    // A cell starts with its score; who went out also has a mark and words after it.
    const cells = await rows.nth(i).locator('td').allTextContents();
    scores.push(cells.map((text) => Number.parseInt(text, 10)));
  }
  return scores;
}

describe('scorekeeper - a whole game on one phone', () => {
  it('plays 13 rounds with typed and tapped scores, survives a reload, edits, undoes and names the winner', async () => {
    const app = await openApp({ path: '/new' });
    const { page } = app;
    const rounds: number[][] = [];

    // A new game: four names, the standard rules, the full countdown.
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor();
    await serviceWorkerReady(page);
    await startGame(page, PLAYERS);

    // On the next screen the app says once that it works offline; the person closes that note.
    await page.getByText('The app is ready to work without the internet.').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    for (let round = 1; round <= 13; round++) {
      await page.getByRole('heading', { level: 1, name: `Round ${round} of 13` }).waitFor();
      const out = (round - 1) % PLAYERS.length;
      if (round === 1) {
        // Who placed the engine: Dee; Ann, on her left, plays first. A marker on Bob's train.
        await page.getByRole('button', { name: 'Dee', exact: true }).click();
        await page.getByText('Ann plays first.').waitFor();
        const bobsTrain = page.getByRole('button', { name: /Bob's train/ });
        await bobsTrain.click();
        await expect.poll(() => bobsTrain.getAttribute('aria-pressed')).toBe('true');
      }
      if (round === 9) {
        // Round 8 was saved with a wrong score: Undo, say what it undoes, and fix it.
        await page.getByRole('button', { name: 'Undo: saving round 8' }).click();
        await page.getByRole('heading', { level: 1, name: 'End of round 8' }).waitFor();
        expect(await pipsField(page, 'Cy').inputValue()).toBe(String(rounds[7]?.[2]));
        await pipsField(page, 'Cy').fill('21');
        (rounds[7] as number[])[2] = 21;
        await page.getByRole('button', { name: 'Save round 8' }).click();
        await page.getByRole('heading', { level: 1, name: 'Round 9 of 13' }).waitFor();
      }
      await page.getByRole('link', { name: 'End the round' }).click();
      await page.getByRole('heading', { level: 1, name: `End of round ${round}` }).waitFor();
      await chooseWhoWentOut(page, out);

      let scores: number[];
      if (round === 2) {
        // Dee's tiles tapped in one by one; the others typed.
        scores = await typeScores(page, round, out, [3]);
        await tapTiles(page, seatRegion(page, 'Dee'), DEE_ROUND_2);
        scores[3] = handScore(
          RULES,
          DEE_ROUND_2.map((t) => parseTile(t) as Tile),
        );
        await seatRegion(page, 'Dee').getByText('2 tiles tapped: 58 points').waitFor();
      } else if (round === 5) {
        // Half the round entered, then the page reloads (a dead battery, a closed tab).
        scores = await typeScores(page, round, out, [2, 3]);
        await tapTiles(page, seatRegion(page, 'Cy'), ['2-4']);
        await expect.poll(async () => JSON.stringify(await storedDraft(page))).toContain('"2-4"');
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'End of round 5' }).waitFor();
        expect(await pipsField(page, 'Bob').inputValue()).toBe(String(scores[1]));
        await seatRegion(page, 'Cy')
          .getByRole('group', { name: 'In the hand: tap a tile to take it out' })
          .getByRole('button', { name: 'two–four', exact: true })
          .waitFor();
        await pipsField(page, 'Dee').fill(String(typedNumber(round, 3)));
        scores[2] = handScore(RULES, [[2, 4]]);
        scores[3] = typedNumber(round, 3);
      } else {
        scores = await typeScores(page, round, out);
      }
      rounds.push(scores);

      if (round === 13) {
        await page.getByRole('button', { name: 'Save the last round and see who won' }).click();
        break;
      }
      await page.getByRole('button', { name: `Save round ${round}` }).click();

      if (round === 6) {
        // A past round changed from the scores: in round 3 Bob had 33 left, not what was typed.
        await page.getByRole('heading', { level: 1, name: 'Round 7 of 13' }).waitFor();
        await page.getByRole('link', { name: 'Scores' }).click();
        await page.getByRole('link', { name: 'Change round 3' }).click();
        await page.getByRole('heading', { level: 1, name: 'Change round 3' }).waitFor();
        await pipsField(page, 'Bob').fill('33');
        (rounds[2] as number[])[1] = 33;
        await page.getByRole('button', { name: 'Save the changes' }).click();
        await page.getByRole('heading', { level: 1, name: 'Scores' }).waitFor();
        await page.getByText('Every change').click();
        await page.getByText(/^Round 3 changed: Bob \d+ → 33$/).waitFor();
        expect(await roundsOnScreen(page)).toEqual(rounds);
        await page.getByRole('link', { name: 'Back to round 7' }).click();
      }
    }

    // The winner is announced, and every number on screen is the engine's.
    await page.getByRole('heading', { level: 1, name: 'Scores' }).waitFor();
    const expected = standings(PLAYERS.length, rounds);
    const winners = expected.leaders.map((seat) => PLAYERS[seat]);
    await page
      .getByText(winners.length === 1 ? `${winners[0]} wins the game!` : /share the win!$/)
      .waitFor();
    const { listed, footed } = await totalsOnScreen(page);
    expect(listed).toEqual(expected.totals);
    expect(footed).toEqual(expected.totals);
    expect(await roundsOnScreen(page)).toEqual(rounds);

    // The game is in the list of past games, finished, and opens again.
    await page.goto(new URL('/games', app.baseURL).href);
    const card = page.getByRole('listitem').filter({ hasText: 'Ann, Bob, Cy, and Dee' });
    await card.getByText(winners.length === 1 ? `${winners[0]} wins the game!` : /share/).waitFor();
    await card.getByRole('link', { name: 'See the scores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Scores' }).waitFor();

    await expectNoProblems(app);
  });
});
