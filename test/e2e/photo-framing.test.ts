import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { handPhoto } from './end-round-support';
import { expectNoProblems } from './harness';
import { GAME_IN_PROGRESS, openWithGame } from './stored-games';

/** The count of the photo `file` chosen for the second player, as the page says it. */
async function countedOn(file: string) {
  const app = await openWithGame(GAME_IN_PROGRESS, `/game/${GAME_IN_PROGRESS.id}/end`);
  const seat = app.page.getByRole('region', {
    name: GAME_IN_PROGRESS.players[1]?.name,
    exact: true,
  });
  await seat.getByRole('radio', { name: 'Take a photo' }).check();
  await seat.getByLabel('Photograph the tiles').setInputFiles(file);
  const found = seat.getByText(/pips? found on/);
  await found.waitFor({ timeout: 30_000 });
  const outlines = seat.getByRole('img', { name: /an outline on each tile/ });
  const reading = {
    found: await found.textContent(),
    frame: await outlines.getAttribute('viewBox'),
  };
  await expectNoProblems(app);
  return reading;
}

/**
 * A phone held upright or turned stores its photo's pixels as the sensor saw them and says in the
 * file (EXIF orientation) how to turn them: the count, and the photo shown, must be turned so.
 */
describe('a photo taken with the phone turned', () => {
  it('is counted, and shown, the right way up', async () => {
    const png = await handPhoto(1012);
    const upright = png.replace(/\.png$/, '-upright.jpg');
    const turned = png.replace(/\.png$/, '-turned.jpg');
    await sharp(png).jpeg({ quality: 95 }).toFile(upright);
    // The pixels stored a quarter turn back, and the file says to turn them a quarter on (6).
    await sharp(png)
      .rotate(270)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toFile(turned);
    expect((await sharp(turned).metadata()).orientation).toBe(6);

    const [seen, seenTurned] = [await countedOn(upright), await countedOn(turned)];
    expect(seen.found).toMatch(/[1-9]\d* pips? found on 2 tiles/);
    expect(seenTurned).toEqual(seen);
  });
});

/**
 * Standing to take the whole hand, a tile is a 60th of a 12 MP photo's side: too few pixels once
 * the photo is decoded at the count's working size, so the part around the tiles is decoded again
 * from the file, larger.
 */
describe('a photo of the hand from farther off', () => {
  it('is counted as the same hand close up, turned or not', async () => {
    const close = await handPhoto(1004, 400, 300);
    // The same 400 x 300 photo in a frame of 3,200 x 2,400 pixels, on a grey table: its tiles
    // some 15 pixels wide at the working size.
    const far = close.replace(/\.png$/, '-far.jpg');
    const farTurned = close.replace(/\.png$/, '-far-turned.jpg');
    const table = { r: 110, g: 110, b: 110 };
    const framed = () =>
      sharp(close).extend({ top: 480, bottom: 1620, left: 640, right: 2160, background: table });
    await framed().jpeg({ quality: 95 }).toFile(far);
    await sharp(await framed().png().toBuffer())
      .rotate(270)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toFile(farTurned);

    const seenClose = await countedOn(close);
    // Its double blank among them (counted at the working size, the far photo misses it).
    expect(seenClose.found).toBe('37 pips found on 5 tiles');
    expect((await countedOn(far)).found).toBe(seenClose.found);
    const seenTurned = await countedOn(farTurned);
    expect(seenTurned.found).toBe(seenClose.found);
    // Its outlines are drawn over the whole photo, upright: a frame of its 4:3 shape.
    const [width, height] = (seenTurned.frame ?? '').split(' ').slice(2).map(Number);
    expect((width as number) / (height as number)).toBeCloseTo(4 / 3, 2);
  });
});

/**
 * A photo exported to a square by a labelling tool comes squeezed: a 16:9 photo to 56 % of its
 * width. Its pips say so, and it is counted stretched back, its outlines drawn over it as it is.
 */
describe('a photo squeezed out of shape', () => {
  it('is counted as the photo it came from', async () => {
    const png = await handPhoto(1006);
    const squeezed = png.replace(/\.png$/, '-squeezed.jpg');
    await sharp(png).resize(800, 338, { fit: 'fill' }).jpeg({ quality: 95 }).toFile(squeezed);

    expect((await countedOn(png)).found).toBe('76 pips found on 6 tiles');
    const seen = await countedOn(squeezed);
    expect(seen.found).toBe('76 pips found on 6 tiles');
    // Read in the frame it was stretched back to, which the page fits over the photo.
    const [width, height] = (seen.frame ?? '').split(' ').slice(2).map(Number);
    expect((width as number) / (height as number)).toBeCloseTo(800 / 600, 1);
  });
});
