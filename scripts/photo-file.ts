import { readFileSync } from 'node:fs';
import { analysePhoto, type PhotoCount } from '../src/photo';
import { decodeImageFile } from '../src/photo/decode-node';

export class PhotoFileError extends Error {}

/** Reads, decodes and counts one photo file; `ms` is the count alone, not the decoding. */
export async function countPhotoFile(file: string): Promise<PhotoCount & { ms: number }> {
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
  const start = performance.now();
  const result = analysePhoto(image);
  return { ...result, ms: Math.round(performance.now() - start) };
}
