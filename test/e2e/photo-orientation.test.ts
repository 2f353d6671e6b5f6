import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { handPhoto } from './end-round-support';
import { expectNoProblems } from './harness';
import { GAME_IN_PROGRESS, openWithGame } from './stored-games';

/**
 * A phone held upright or turned stores its photo's pixels as the sensor saw them and says in the
 * file (EXIF orientation) how to turn them: the count, and the photo shown, must be turned so.
 */
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
