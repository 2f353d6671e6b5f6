import { readFileSync } from 'node:fs';
import { countPips, downscale, type PhotoReading } from '../src/photo';
import { withCloserCount } from '../src/photo/closer-count';
import { decodeImageFile } from '../src/photo/decode-node';
import { readPipNetwork } from '../src/photo/model/read-pip-network';
import { resample } from '../src/photo/resample';
import { TUNING } from '../src/photo/tuning';

export class PhotoFileError extends Error {}

/**
 * Reads, decodes and counts one photo file as the app does (src/photo/count.ts, and
 * closer-count.ts with the part it wants resampled from the file); `ms` is the count, with the
 * photo first brought to the size a browser decodes it to, not the decoding, which a browser does
 * natively.
 */
export async function countPhotoOnDisk(file: string): Promise<PhotoReading & { ms: number }> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new PhotoFileError(
      `${file}: cannot read the file (${(error as NodeJS.ErrnoException).code})`,
    );
  }
  let image: Awaited<ReturnType<typeof decodeImageFile>>;
  try {
    image = await decodeImageFile(bytes);
  } catch {
    throw new PhotoFileError(
      `${file}: not an image this can decode (JPEG, PNG, WebP, AVIF, GIF or TIFF)`,
    );
  }
  const network = await readPipNetwork();
  const start = performance.now();
  const decoded = downscale(image, TUNING.largestSide);
  const more = Math.max(image.width, image.height) / Math.max(decoded.width, decoded.height);
  const result = await withCloserCount(
    decoded,
    countPips(decoded, network),
    more,
    async ({ size, region }) => resample(image, size.width, size.height, region),
    network,
  );
  return { ...result, ms: Math.round(performance.now() - start) };
}
