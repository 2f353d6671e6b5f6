/**
 * Counts the pips of one photo file in the browser: it is decoded straight to the size the count
 * looks at (so a 12 MP photo is never held whole), a canvas gives its pixels, and the pip model
 * counts them (count.ts).
 * The app runs this in the count worker (worker.ts), off the main thread; `npm run photo-timing`
 * also runs it on a page's own thread, where Chromium's CPU slowdown reaches it.
 */
import { countPips, notCounted, prepareToCount } from './count';
import { workingScale } from './downscale';
import { fileKind, isTooLarge } from './file-kind';
import { fetchPipNetwork } from './model/fetch-pip-network';
import { MAX_FILE_BYTES, type WorkerReply } from './protocol';
import { TUNING } from './tuning';

/** The count looks at most at this long side (its second look), so no more is decoded. */
const WORKING_SIZE = TUNING.largestSide;

/** The photo, upright, at the working size: its pixels for the count, and a bitmap to show. */
interface Decoded {
  pixels: ImageData;
  photo: ImageBitmap;
}

/**
 * A JPEG decodes straight at an eighth-step fraction of its size (WebCodecs' ImageDecoder: the
 * largest whose area fits the desired size), several times faster than decoding a 12 MP photo
 * whole and then shrinking it; the frame comes upright (EXIF orientation applied), and is drawn
 * at the working size in one step. Asking for 1.5 times the working size gives half the sides of
 * a 12 MP photo (2000x1500), and never much less than the working size. Browsers without
 * ImageDecoder, or a type it does not take, decode whole.
 */
async function decodeToWorkingSize(file: Blob): Promise<Decoded> {
  if (typeof ImageDecoder === 'function' && (await ImageDecoder.isTypeSupported(file.type))) {
    const decoder = new ImageDecoder({
      data: file.stream(),
      type: file.type,
      desiredWidth: WORKING_SIZE * 1.5,
      desiredHeight: WORKING_SIZE * 1.5,
    });
    try {
      const { image } = await decoder.decode();
      try {
        return drawnAtWorkingSize(image, image.displayWidth, image.displayHeight);
      } finally {
        image.close();
      }
    } finally {
      decoder.close();
    }
  }
  const options: ImageBitmapOptions = { resizeQuality: 'medium', imageOrientation: 'from-image' };
  let bitmap = await createImageBitmap(file, { ...options, resizeWidth: WORKING_SIZE });
  if (bitmap.height > bitmap.width) {
    // A portrait photo: its height is the long side.
    bitmap.close();
    bitmap = await createImageBitmap(file, { ...options, resizeHeight: WORKING_SIZE });
  }
  try {
    return drawnAtWorkingSize(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

function drawnAtWorkingSize(image: CanvasImageSource, width: number, height: number): Decoded {
  const scale = workingScale(width, height, WORKING_SIZE);
  const canvas = new OffscreenCanvas(Math.round(width * scale), Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('photo: no canvas to draw it on');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return { pixels, photo: canvas.transferToImageBitmap() };
}

/** Loads the networks and has them make a first look, as the camera opens. */
export function prepareToCountPhotos(): void {
  fetchPipNetwork()
    .then(prepareToCount)
    .catch(() => {});
}

/**
 * Counts `file`, telling `reply` its progress, then the result or why it could not; the photo
 * that comes with the result is to be moved, not copied (`transfer`).
 */
export async function countPhotoFile(
  file: File,
  reply: (message: WorkerReply, transfer?: Transferable[]) => void,
): Promise<void> {
  // The file's own first bytes say what it is, not its name or type (a text file named .jpg).
  const kind = await fileKind(file);
  if (kind.kind === 'not-image') return reply({ kind: 'failed', reason: 'not-image' });
  if (file.size > MAX_FILE_BYTES || (kind.size && isTooLarge(kind.size))) {
    return reply({ kind: 'failed', reason: 'too-large' });
  }
  reply({ kind: 'progress', step: 'decoding' });
  let decoded: Decoded;
  try {
    // Decoded as the format its bytes are (a PNG saved as .jpg is still opened).
    decoded = await decodeToWorkingSize(new File([file], file.name, { type: kind.mime }));
  } catch {
    // An image by its signature that the browser does not open: HEIC outside Safari, or broken.
    return reply({ kind: 'failed', reason: 'cannot-decode' });
  }
  const { pixels, photo } = decoded;
  reply({ kind: 'progress', step: 'counting' });
  // A problem (dark, blurred, no tiles) is part of the result: the photo is shown all the same,
  // and so it is when the count cannot run at all, to tap its tiles in by hand.
  let result = notCounted(pixels);
  try {
    result = countPips(pixels, await fetchPipNetwork());
  } catch {}
  reply({ kind: 'done', result, photo }, [photo]);
}
