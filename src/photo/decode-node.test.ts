import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeImageFile } from './decode-node';

/** A 40 x 20 picture, its left half red and its right half blue. */
function halves(): Buffer {
  const data = Buffer.alloc(40 * 20 * 3);
  for (let y = 0; y < 20; y++) {
    for (let x = 0; x < 40; x++) data.set(x < 20 ? [255, 0, 0] : [0, 0, 255], (y * 40 + x) * 3);
  }
  return data;
}

const raw = { raw: { width: 40, height: 20, channels: 3 } } as const;

describe('decodeImageFile - a photo file as the pixels a browser shows', () => {
  it('gives RGBA pixels of a PNG exactly', async () => {
    const png = await sharp(halves(), raw).png().toBuffer();
    const image = await decodeImageFile(png);
    expect([image.width, image.height, image.data.length]).toEqual([40, 20, 40 * 20 * 4]);
    expect([...image.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...image.data.subarray(39 * 4, 40 * 4)]).toEqual([0, 0, 255, 255]);
  });

  it('turns a phone photo upright as its EXIF orientation says', async () => {
    // Stored as taken, 40 wide; orientation 6: shown turned a quarter clockwise, 20 wide.
    const jpeg = await sharp(halves(), raw)
      .jpeg({ quality: 100 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await decodeImageFile(jpeg);
    expect([image.width, image.height]).toEqual([20, 40]);
    // Red, on the left as stored, is at the top once turned.
    const top = image.data.subarray(0, 4);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
  });

  it('refuses what is not an image', async () => {
    await expect(decodeImageFile(new TextEncoder().encode('Ann 12, Bob 30'))).rejects.toThrow();
  });
});
