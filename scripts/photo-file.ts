import { readFileSync } from 'node:fs';
import { analysePhoto, countPips, downscale, type PhotoCount } from '../src/photo';
import { decodeImageFile } from '../src/photo/decode-node';
import { loadPipNetwork } from '../src/photo/model/load-node';
import { TUNING } from '../src/photo/tuning';

export class PhotoFileError extends Error {}

/**
 * Which count: the app's (hand-set thresholds, src/photo/analyse.ts), or the pip model's
 * (src/photo/count.ts), measured here until it counts real photos better.
 */
export type Counter = 'app' | 'model';

/**
 * Reads, decodes and counts one photo file; `ms` is the count (with the model's, bringing the
 * photo to the size a browser decodes it to), not the decoding, which a browser does natively.
 */
export async function countPhotoFile(
  file: string,
  counter: Counter = 'app',
): Promise<PhotoCount & { ms: number }> {
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
  const network = counter === 'model' ? await loadPipNetwork() : null;
  const start = performance.now();
  const result = network
    ? countPips(downscale(image, TUNING.largestSide), network)
    : analysePhoto(image);
  return { ...result, ms: Math.round(performance.now() - start) };
}
