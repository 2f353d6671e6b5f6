/**
 * What the end-of-round browser tests do alike: tiles tapped in by their numbers, as a person
 * does, and a photo of a hand to count.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { encodePng, Image } from 'image-js';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { parseTile, type Tile } from '../../src/rules';
import { renderScene } from '../photos/render-scene';
import { createFilesDir } from './harness';

/**
 * A rendered, labelled photo of a few tiles on a table (test/photos), 800 x 600 unless told,
 * written as a PNG file that is removed when the test file ends.
 */
export async function handPhoto(seed: number, width = 800, height = 600): Promise<string> {
  const { image } = renderScene(seed, width, height);
  const picture = new Image(image.width, image.height, {
    colorModel: 'RGBA',
    data: new Uint8Array(image.data.buffer),
  });
  const file = join(await createFilesDir(), 'hand.png');
  await writeFile(file, encodePng(picture));
  return file;
}

/** Each tile's spoken name, as its button says it ("three–five", "double blank"). */
function tileNames(tiles: string[]): string[] {
  const words = ['blank', 'one', 'two', 'three', 'four', 'five', 'six'];
  return tiles.map((text) => {
    const [a, b] = parseTile(text) as Tile;
    if (a === b) return a === 0 ? 'double blank' : `double ${words[a]}`;
    return `${words[a]}–${words[b]}`;
  });
}

/**
 * Taps a hand's tiles in by their numbers, as a person does: one of a tile's numbers, then the
 * tile. Checks what the page saw: at most two taps a tile, and no scrolling once the hand is
 * switched to tiles, the whole control inside the 390 x 844 screen from the first tap to the last.
 */
export async function tapTiles(page: Page, region: Locator, tiles: string[]) {
  await region.getByRole('radio', { name: 'Tap the tiles' }).check();
  const control = region.getByRole('group', { name: /^Tiles left in .+'s hand$/ });
  // Switching brings the card whole into view once; from then on the page must not move.
  await expect.poll(() => withinScreen(page, control)).toBe(true);
  // That scroll's event is delivered at a later frame: let it pass before the counting starts.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const scrollY = await page.evaluate(() => {
    const seen = { taps: 0, scrolls: 0 };
    Object.assign(window, { seen });
    addEventListener('click', (event) => event.isTrusted && seen.taps++, { capture: true });
    addEventListener('scroll', () => seen.scrolls++, { capture: true });
    return window.scrollY;
  });
  for (const text of tiles) {
    const [number] = parseTile(text) as Tile;
    await control.getByRole('radio', { name: String(number), exact: true }).check();
    await control
      .getByRole('group', { name: 'Then tap the tile' })
      .getByRole('button', { name: tileNames([text])[0], exact: true })
      .click();
  }
  // Every tile went in (the totals are checked after), each after two taps of the page's own.
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { taps: number; scrolls: number } }).seen,
  );
  expect(seen).toEqual({ taps: 2 * tiles.length, scrolls: 0 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  expect(await withinScreen(page, control)).toBe(true);
}

/** Whether all of the element is inside the viewport. */
async function withinScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const screen = page.viewportSize();
  return (
    !!box &&
    !!screen &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= screen.height &&
    box.x + box.width <= screen.width
  );
}

/**
 * On the new-game screen: one name per seat (it shows two seats to start with), then starts the
 * game with the rules as they are.
 */
export async function startGame(page: Page, names: readonly string[]) {
  for (let seat = 2; seat < names.length; seat++) {
    await page.getByRole('button', { name: 'Add a player' }).click();
  }
  for (const [seat, name] of names.entries()) {
    await page.getByLabel(`Name of player ${seat + 1}`).fill(name);
  }
  await page.getByRole('button', { name: 'Start the game' }).click();
}
