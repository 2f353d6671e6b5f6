import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodePng, Image } from 'image-js';
import { describe, expect, it } from 'vitest';
import type { HandEntry } from '../../src/rules';
import { presetRules, scoreDraft } from '../../src/rules';
import { renderScene } from '../photos/render-scene';
import { startGame, tapTiles } from './end-round-support';
import { expectNoProblems, openApp } from './harness';

/**
 * Issue 13's "done when": a 4-player round ended at phone size with one hand typed, one tapped
 * tile by tile (at most two taps a tile, no scrolling) and one counted from a photo given to the
 * file input and corrected once; the scores stored are the engine's for those entries.
 */

/** The real photos stay in ../shared/photos (never copied here), read where they lie. */
const SHARED = join(import.meta.dirname, '../../../shared/photos');
const SHARED_PHOTO = 'pipcounter-1.jpg';
/** Where the shared photos are not (CI), a rendered one from the test set (test/photos). */
const RENDERED_SEED = 1012;

/** A photo of a hand, and its labelled total. */
async function handPhoto(): Promise<{ file: string; pips: number; tiles: number }> {
  if (existsSync(join(SHARED, SHARED_PHOTO))) {
    const labels = JSON.parse(readFileSync(join(SHARED, 'labels.json'), 'utf8')) as {
      file: string;
      pips: number;
      tiles: number;
    }[];
    const label = labels.find((photo) => photo.file === SHARED_PHOTO);
    if (!label) throw new Error(`${SHARED_PHOTO} has no label in ${SHARED}/labels.json`);
    return { ...label, file: join(SHARED, SHARED_PHOTO) };
  }
  const { image, label } = renderScene(RENDERED_SEED);
  const picture = new Image(image.width, image.height, {
    colorModel: 'RGBA',
    data: new Uint8Array(image.data.buffer),
  });
  const file = join(await mkdtemp(join(tmpdir(), 'mtc-photo-')), 'hand.png');
  await writeFile(file, encodePng(picture));
  return { file, pips: label.pips, tiles: label.tiles };
}

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Dee'];
const CY_TILES = ['3-5', '0-0', '4-6'];

describe('counting hands at the end of a round - typed, tapped and from a photo', () => {
  it('ends a 4-player round with a typed hand, a tapped hand and a photo corrected once', async () => {
    const photo = await handPhoto();
    const app = await openApp({ path: '/new' });
    const { page } = app;
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

    // Dee's hand from a photo: the count is checked against the photo's label, then one ring
    // is taken away, and the corrected total used.
    const dee = seat('Dee');
    await dee.getByRole('radio', { name: 'Take a photo' }).check();
    await dee.getByLabel('Photograph the tiles').setInputFiles(photo.file);
    await dee
      .getByText(`${photo.pips} pips found on ${photo.tiles} tiles`)
      .waitFor({ timeout: 30_000 });
    // The rings let taps through to the photo, which takes away the ring nearest the tap.
    const firstRing = dee.locator('circle.ring').first();
    await firstRing.scrollIntoViewIfNeeded();
    const ring = await firstRing.boundingBox();
    if (!ring) expect.fail('a ring should be drawn on the photo');
    await page.mouse.click(ring.x + ring.width / 2, ring.y + ring.height / 2);
    const corrected = photo.pips - 1;
    await dee.getByText(`${corrected} pips found on ${photo.tiles} tiles`).waitFor();
    await dee.getByRole('button', { name: `Use ${corrected}` }).click();
    await dee.getByText('Counted from a photo.').waitFor();
    await dee.getByText(`This round: ${corrected} points`).waitFor();

    await page.getByRole('button', { name: 'Save round 1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Round 2 of 13' }).waitFor();

    // The scores are the engine's for what was entered.
    const entries: HandEntry[] = [
      null,
      { kind: 'typed', value: '12' },
      { kind: 'tiles', tiles: CY_TILES },
      { kind: 'photo', value: corrected },
    ];
    const scored = scoreDraft(
      { rules: presetRules('standard') },
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
