/**
 * What a chosen file is, from its first bytes rather than its name or MIME type: a phone or a
 * file manager names files as it likes (a text file called photo.jpg is "image/jpeg" to the
 * browser), and a picture too large to decode must be refused before decoding starts, since
 * decoding is what runs a phone out of memory.
 */

/** An image format known by its signature. */
type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heic' | 'bmp' | 'tiff';

export interface PixelSize {
  width: number;
  height: number;
}

export type FileKind =
  | { kind: 'not-image' }
  | {
      kind: 'image';
      format: ImageFormat;
      /** The MIME type of that format, to decode it by, whatever the file said it was. */
      mime: string;
      /** Pixel size, where the header says it plainly (JPEG, PNG, GIF, WebP); else null. */
      size: PixelSize | null;
    };

/**
 * The largest picture opened. Decoded, a picture takes 4 bytes a pixel wherever the browser
 * cannot decode it straight to a smaller size (every format but JPEG with WebCodecs, and every
 * format in Safari and Firefox): 100 megapixels are 400 MB, beyond what a phone's browser gives
 * a page before it ends it. A phone camera's usual photo is 12 to 50 megapixels.
 */
export const MAX_PIXELS = 100_000_000;

/**
 * The longest side opened: 16,384 px is the largest texture many phones' GPUs take and the
 * largest canvas side in several browsers, so a longer picture may not decode or draw at all,
 * whatever its area (a 20,000 x 500 panorama). A 200-megapixel phone sensor's side is 16,320.
 */
export const MAX_SIDE = 16_384;

/** Whether a picture of this size is refused as too large to open. */
export function isTooLarge(size: PixelSize): boolean {
  return size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_PIXELS;
}

const MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  heic: 'image/heic',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
};

/**
 * Bytes read at once to know the format and the size: every header above fits, and so do a
 * JPEG's segments before its frame header but for a large EXIF block. Each read of a file is a
 * round trip that a slow phone feels (tens of milliseconds), a few kilobytes more are not.
 */
const HEAD_BYTES = 65_536;

/** Bytes read at once past `HEAD_BYTES`, where a JPEG's segments are walked on: the small ones fit. */
const SEGMENT_BYTES = 4096;

/** How many JPEG segments are walked looking for the frame's size before giving up on it. */
const MAX_JPEG_SEGMENTS = 64;

/** Reads the file's first bytes (and, for a JPEG, its segment headers up to the frame's). */
export async function fileKind(file: Blob): Promise<FileKind> {
  const head = await bytesAt(file, 0, HEAD_BYTES);
  const format = formatOf(head);
  if (!format) return { kind: 'not-image' };
  const size = format === 'jpeg' ? await jpegSize(file, head) : headerSize(format, head);
  return { kind: 'image', format, mime: MIME[format], size };
}

async function bytesAt(file: Blob, start: number, length: number): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(start, start + length).arrayBuffer());
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, i) => bytes[at + i] === byte);
}

/** ISO base media ("ftyp") brands of AVIF and of HEIC/HEIF. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** A BMP's second header's size (its first byte; the other three are 0), by version. */
const BMP_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

function formatOf(head: Uint8Array): ImageFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  // "BM" alone starts plenty of text; the size of the header after it is one of a few.
  if (ascii(head, 0, 2) === 'BM' && BMP_HEADER_SIZES.has(head[14] as number) && head[15] === 0)
    return 'bmp';
  if (ascii(head, 0, 4) === 'II*\0' || ascii(head, 0, 4) === 'MM\0*') return 'tiff';
  if (ascii(head, 4, 4) === 'ftyp') {
    // The major brand, then the compatible ones: an AVIF may name mif1 first and avif after.
    const boxEnd = Math.min(new DataView(head.buffer, head.byteOffset).getUint32(0), head.length);
    const brands = [ascii(head, 8, 4)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, 4));
    if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

function headerSize(format: ImageFormat, head: Uint8Array): PixelSize | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const fits = (end: number) => head.length >= end;
  if (format === 'png' && fits(24) && ascii(head, 12, 4) === 'IHDR') {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (format === 'gif' && fits(10)) {
    return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (format === 'webp' && fits(30)) {
    const chunk = ascii(head, 12, 4);
    // Lossy: the frame's 14-bit sizes after its start code.
    if (chunk === 'VP8 ' && startsWith(head, [0x9d, 0x01, 0x2a], 23)) {
      return {
        width: view.getUint16(26, true) & 0x3fff,
        height: view.getUint16(28, true) & 0x3fff,
      };
    }
    // Lossless: one signature byte, then width - 1 and height - 1 in 14 bits each.
    if (chunk === 'VP8L' && head[20] === 0x2f) {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    // Extended (alpha, metadata, animation): the canvas's width - 1 and height - 1 in 24 bits.
    if (chunk === 'VP8X') {
      const u24 = (at: number) => view.getUint16(at, true) + ((head[at + 2] as number) << 16);
      return { width: u24(24) + 1, height: u24(27) + 1 };
    }
  }
  return null;
}

/**
 * A JPEG's size is in its frame header (SOF0 to SOF15, but for DHT, JPG and DAC), which comes
 * after the metadata segments (EXIF, with its thumbnail, up to 64 KB each): the segments are
 * walked by their lengths, in the bytes already read (`head`), and beyond them in a few kilobytes
 * read where the next segment starts, so a large EXIF block is skipped, not read.
 */
async function jpegSize(file: Blob, head: Uint8Array): Promise<PixelSize | null> {
  let read = { start: 0, bytes: head };
  let at = 2;
  for (let segment = 0; segment < MAX_JPEG_SEGMENTS; segment++) {
    if (at + 9 > read.start + read.bytes.length) {
      read = { start: at, bytes: await bytesAt(file, at, SEGMENT_BYTES) };
    }
    const header = read.bytes.subarray(at - read.start, at - read.start + 9);
    if (header.length < 4 || header[0] !== 0xff) return null;
    const marker = header[1] as number;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers that stand alone, without a length: a restart, the start of an image, TEM.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (header.length < 9) return null;
      const view = new DataView(header.buffer, header.byteOffset);
      return { width: view.getUint16(7), height: view.getUint16(5) };
    }
    // The start of the image data, or the end of the image: no frame header came before it.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (header[2] as number) * 256 + (header[3] as number);
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}
