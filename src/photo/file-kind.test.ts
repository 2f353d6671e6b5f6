import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileKind, isTooLarge, MAX_PIXELS, MAX_SIDE } from './file-kind';

/** A 40 x 30 picture in `format`, as sharp writes it. */
async function picture(
  format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff',
  options: { lossless?: boolean; alpha?: boolean } = {},
): Promise<Uint8Array> {
  const channels = options.alpha ? 4 : 3;
  const image = sharp(Buffer.alloc(40 * 30 * channels, 120), {
    raw: { width: 40, height: 30, channels },
  });
  const encoded =
    format === 'webp'
      ? image.webp({ lossless: options.lossless ?? false })
      : image.toFormat(format);
  return new Uint8Array(await encoded.toBuffer());
}

const blob = (...parts: (Uint8Array | string)[]) => new Blob(parts as BlobPart[]);

/** An ISO base media file's first box naming its brands, as HEIC and AVIF files start. */
function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const text = `ftyp${major}\0\0\0\0${compatible.join('')}`;
  const bytes = new Uint8Array(4 + text.length);
  new DataView(bytes.buffer).setUint32(0, bytes.length);
  bytes.set(
    [...text].map((c) => c.charCodeAt(0)),
    4,
  );
  return bytes;
}

/** `jpeg` with its frame header's size set to width x height (the pixels stay 40 x 30). */
function withJpegSize(jpeg: Uint8Array, width: number, height: number): Uint8Array {
  const copy = jpeg.slice();
  const view = new DataView(copy.buffer);
  for (let at = 2; at < copy.length; ) {
    const marker = copy[at + 1] as number;
    if (marker === 0xc0 || marker === 0xc2) {
      view.setUint16(at + 5, height);
      view.setUint16(at + 7, width);
      return copy;
    }
    at += 2 + view.getUint16(at + 2);
  }
  throw new Error('no frame header');
}

/** `jpeg` with an application segment of `length` bytes put after its start, as EXIF is. */
function withSegment(jpeg: Uint8Array, length: number): Uint8Array {
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, 0xe1, length >> 8, length & 0xff]);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

describe('fileKind - what a file is, by its first bytes', () => {
  it('knows each photo format and, where the header says it, its size', async () => {
    const size = { width: 40, height: 30 };
    for (const [format, options] of [
      ['jpeg', {}],
      ['png', {}],
      ['gif', {}],
      ['webp', {}],
      ['webp', { lossless: true }],
      ['webp', { alpha: true }],
    ] as const) {
      expect(await fileKind(blob(await picture(format, options))), format).toEqual({
        kind: 'image',
        format,
        mime: `image/${format}`,
        size,
      });
    }
    expect(await fileKind(blob(await picture('avif')))).toMatchObject({ format: 'avif' });
    expect(await fileKind(blob(await picture('tiff')))).toMatchObject({
      format: 'tiff',
      mime: 'image/tiff',
      size: null,
    });
  });

  it('tells HEIC and HEIF from AVIF by their brands, the size left to the decoder', async () => {
    expect(await fileKind(blob(ftyp('heic', 'mif1', 'heic')))).toEqual({
      kind: 'image',
      format: 'heic',
      mime: 'image/heic',
      size: null,
    });
    expect(await fileKind(blob(ftyp('mif1', 'mif1', 'heic')))).toMatchObject({ format: 'heic' });
    // An AVIF may give the general HEIF brand first and its own among the compatible ones.
    expect(await fileKind(blob(ftyp('mif1', 'mif1', 'avif')))).toMatchObject({ format: 'avif' });
    // A video is an ISO base media file too, but not a picture.
    expect(await fileKind(blob(ftyp('isom', 'isom', 'mp41')))).toEqual({ kind: 'not-image' });
  });

  it('knows a BMP by its header, not by two letters a text may start with', async () => {
    const bmp = new Uint8Array(54);
    bmp.set([0x42, 0x4d]);
    bmp[14] = 40;
    expect(await fileKind(blob(bmp))).toMatchObject({ format: 'bmp', mime: 'image/bmp' });
    expect(await fileKind(blob('BMW 320d, 2004: 120,000 km'))).toEqual({ kind: 'not-image' });
  });

  it('calls anything else not an image, whatever it is named', async () => {
    const text = new File(['Ann 12, Bob 30'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await fileKind(text)).toEqual({ kind: 'not-image' });
    expect(await fileKind(blob(''))).toEqual({ kind: 'not-image' });
    expect(await fileKind(blob('%PDF-1.7\n'))).toEqual({ kind: 'not-image' });
  });

  it("finds a JPEG's size past large EXIF blocks in few reads, skipping the blocks", async () => {
    // Two 65,000-byte blocks: the frame header lies past the first read.
    const jpeg = withSegment(withSegment(await picture('jpeg'), 65_000), 65_000);
    const file = blob(jpeg);
    const read: number[] = [];
    const slice = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => {
      read.push((end ?? file.size) - (start ?? 0));
      return slice(start, end);
    };
    expect(await fileKind(file)).toMatchObject({ format: 'jpeg', size: { width: 40, height: 30 } });
    expect(read.length).toBeLessThanOrEqual(2);
    expect(read.reduce((sum, length) => sum + length, 0)).toBeLessThan(130_000);
  });

  it('gives no size for a JPEG cut short before its frame header', async () => {
    const jpeg = withSegment(await picture('jpeg'), 1000).subarray(0, 500);
    expect(await fileKind(blob(jpeg))).toMatchObject({ format: 'jpeg', size: null });
  });

  it("reads a 20,000 px JPEG and a 144 MP PNG as too large, a phone's 12 MP photo not", async () => {
    const wide = await fileKind(blob(withJpegSize(await picture('jpeg'), 20_000, 15_000)));
    expect(wide).toMatchObject({ size: { width: 20_000, height: 15_000 } });
    if (wide.kind !== 'image' || !wide.size) expect.fail('a size should be read');
    expect(isTooLarge(wide.size)).toBe(true);

    const png = await picture('png');
    const view = new DataView(png.buffer, png.byteOffset);
    view.setUint32(16, 12_000);
    view.setUint32(20, 12_000);
    const square = await fileKind(blob(png));
    if (square.kind !== 'image' || !square.size) expect.fail('a size should be read');
    expect(square.size).toEqual({ width: 12_000, height: 12_000 });
    expect(isTooLarge(square.size)).toBe(true);

    expect(isTooLarge({ width: 4032, height: 3024 })).toBe(false);
    expect(isTooLarge({ width: MAX_SIDE, height: Math.floor(MAX_PIXELS / MAX_SIDE) })).toBe(false);
    expect(isTooLarge({ width: MAX_SIDE + 1, height: 100 })).toBe(true);
  });
});
