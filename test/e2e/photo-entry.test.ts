import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import enGame from '../../src/i18n/locales/en/game';
import type { HandEntry, Tile } from '../../src/rules';
import { formatTile, parseTile, presetRules, scoreDraft } from '../../src/rules';
import { handPhoto, startGame, tapTiles } from './end-round-support';
import { expectNoProblems, openApp } from './harness';

/**
 * Issue 13's and issue 28's "done when": a 4-player round ended at phone size (390 x 844) with one
 * hand typed, one tapped tile by tile and one counted from a photo given to the file input; one
 * tile read on the photo is fixed with the tile keypad in two taps, and the corrected total is
 * the score stored and shown. A text file named photo.jpg is first refused as no photo.
 */

/** A rendered, labelled photo of two tiles on a cloth (test/photos). */
const SEED = 1012;

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];
const CY_TILES = ['3-5', '0-0', '4-6'];
const rules = presetRules('standard');
/** Round 1's engine of a double-12 set, on the table: no hand can hold it. */
const ENGINE = '12-12';

/** A tile's name as the English screen says it, in the order its numbers are given. */
function spoken([a, b]: Tile): string {
  const { numbers, double, doubleBlank, pair } = enGame.tile;
  const word = (n: number) => numbers[String(n) as keyof typeof numbers];
  if (a === b) return a === 0 ? doubleBlank : double.replace('{number}', word(a));
  return pair.replace('{first}', word(a)).replace('{second}', word(b));
}

/** What a tile counts in the hand under the standard rules (the 0-0 counts 50). */
const points = ([a, b]: Tile) => (a === 0 && b === 0 ? rules.doubleBlank : a + b);

/** Counts the person's own taps (trusted clicks) from now on. */
async function countTaps(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seen = { taps: 0 };
    Object.assign(window, { seen });
    addEventListener('click', (event) => event.isTrusted && seen.taps++, { capture: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: { taps: number } }).seen.taps);
}

describe('counting hands at the end of a round - typed, tapped and from a photo', () => {
  it('ends a 4-player round with a typed hand, a tapped hand and a photo fixed with the keypad', async () => {
    const photo = await handPhoto(SEED);
    const app = await openApp({ path: '/new' });
    const { page } = app;
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor();
    await startGame(page, PLAYERS);
    await page.getByRole('heading', { level: 1, name: 'Round 1 of 13' }).waitFor();
    await page.getByRole('link', { name: 'End the round' }).click();
    await page.getByRole('heading', { level: 1, name: 'End of round 1' }).waitFor();

    const seat = (name: string) => page.getByRole('region', { name, exact: true });
    await page
      .getByRole('group', { name: 'Who went out?' })
      .getByRole('radio', { name: 'Ann', exact: true })
      .check();
    // Bob's hand typed.
    await page.getByLabel("Pips left in Bob's hand").fill('12');
    // Cy's hand tapped tile by tile.
    await tapTiles(page, seat('Cy'), CY_TILES);
    await seat('Cy').getByText('3 tiles tapped: 68 points').waitFor();

    // Dee's hand from a photo. First a text file named like a photo: its own sentence.
    const dee = seat('Dee');
    await dee.getByRole('radio', { name: 'Take a photo' }).check();
    await dee.getByLabel('Photograph the tiles').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Ann 12, Bob 30, Cy 68\n'),
    });
    await dee
      .getByRole('alert')
      .getByText('That file is not a photo. Take a photo of the tiles, or type the total.')
      .waitFor();

    // Then the photo: each tile read is a domino under it, and "Use" says the total.
    await dee.getByLabel('Take another photo').setInputFiles(photo);
    const use = dee.getByRole('button', { name: /^Use \d+$/ });
    await use.waitFor({ timeout: 30_000 });
    const counted = Number((await use.textContent())?.replace('Use ', ''));
    const list = dee.getByRole('group', { name: 'Tiles read on the photo' });
    // Each tile read, and whether it is the one chosen (a tile to check is, from the start).
    const read = await list.locator('.photo-tile-choose').evaluateAll((buttons) =>
      buttons.map((button) => ({
        numbers: button.querySelector('.photo-tile-numbers')?.textContent ?? '',
        chosen: button.getAttribute('aria-pressed') === 'true',
      })),
    );
    const tiles = read.flatMap(({ numbers, chosen }) => {
      const tile = parseTile(numbers.replace('–', '-'));
      return tile ? [{ tile, chosen }] : [];
    });
    expect(tiles.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // The fix: whether or not the count was right, the first tile read (not chosen already: a
    // tap on that one would unchoose it) is replaced by another with its smaller number, one the
    // hand can hold, and the total moves by exactly the difference.
    const wrong = (tiles.find(({ chosen }) => !chosen) ?? tiles[0])?.tile as Tile;
    const [kept, other] = wrong;
    const held = new Set([...tiles.map(({ tile }) => formatTile(tile)), ...CY_TILES, ENGINE]);
    const partner = [other + 1, other - 1, other + 2, other - 2].find(
      (n) =>
        n >= 0 && n <= rules.set && !held.has(formatTile([Math.min(kept, n), Math.max(kept, n)])),
    );
    if (partner === undefined) expect.fail(`no tile to put for ${formatTile(wrong)}`);
    const right: Tile = [kept, partner];
    const taps = await countTaps(page);
    await list
      .getByRole('button', { name: spoken(wrong), exact: true })
      .first()
      .click();
    const keypad = dee.getByRole('group', { name: `The right tile instead of ${spoken(wrong)}` });
    // The keypad opened on the smaller number: the right tile is one tap away.
    await expect
      .poll(() =>
        keypad.getByRole('radio', { name: String(kept), exact: true }).getAttribute('aria-checked'),
      )
      .toBe('true');
    await keypad.getByRole('button', { name: spoken(right), exact: true }).click();
    expect(await taps()).toBe(2);
    const corrected = counted - points(wrong) + points(right);
    const lowFirst: Tile = [Math.min(...right), Math.max(...right)];
    await list
      .getByRole('button', { name: `${spoken(lowFirst)}, changed from ${spoken(wrong)}` })
      .waitFor();
    await dee.getByRole('button', { name: `Use ${corrected}` }).click();
    await dee.getByText('Counted from a photo.').waitFor();
    await dee.getByText(`This round: ${corrected} points`).waitFor();

    await page.getByRole('button', { name: 'Save round 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Round 2 of 13' }).waitFor();

    // The scores are the engine's for what was entered, the corrected total Dee's.
    const entries: HandEntry[] = [
      null,
      { kind: 'typed', value: '12' },
      { kind: 'tiles', tiles: CY_TILES },
      { kind: 'photo', value: corrected },
    ];
    const scored = scoreDraft(
      { rules },
      { engine: 12, start: null, out: 0, blocked: false, entries },
    );
    if (!scored.ok) expect.fail('the entries should score');
    await page.getByRole('link', { name: 'Scores' }).click();
    const row = page.getByRole('table', { name: 'Round by round' }).locator('tbody tr').first();
    await row.locator('td').first().waitFor();
    const cells = await row.locator('td').allTextContents();
    expect(cells.map((text) => Number.parseInt(text, 10))).toEqual(scored.round.scores);
    expect(scored.round.scores).toEqual([0, 12, 68, corrected]);

    // The round's history says the photo counted Dee's hand, and changing it says so too.
    await page.getByText('Every change').click();
    await page.getByText('Round 1 saved; counted from a photo: Dee').waitFor();
    await page.getByRole('link', { name: 'Change round 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change round 1' }).waitFor();
    await seat('Dee').getByText('Counted from a photo.').waitFor();
    await seat('Dee').getByText(`This round: ${corrected} points`).waitFor();
    await expectNoProblems(app);
  });
});
