/**
 * Counts the pips of one photo file in the browser: it is decoded straight to the size the count
 * looks at (so a 12 MP photo is never held whole), a canvas gives its pixels, and the pip model
 * counts them (count.ts); where the tiles are too small at that size, the part around them is
 * decoded again larger and counted again (closer-count.ts).
 * The app runs this in the count worker (worker.ts), off the main thread; `npm run photo-timing`
 * also runs it on a page's own thread, where Chromium's CPU slowdown reaches it.
 */
import { type DecodeCrop, withCloserCount } from './closer-count';
import { countPips, notCounted, prepareToCount } from './count';
import { workingScale } from './downscale';
import { fileKind, isTooLarge } from './file-kind';
import { fetchPipNetwork } from './model/fetch-pip-network';
import { MAX_FILE_BYTES, type WorkerReply } from './protocol';
import type { ImageRegion } from './resample';
import { TUNING } from './tuning';

/** The count looks at most at this long side (its second look), so no more is decoded at first. */
const WORKING_SIZE = TUNING.largestSide;

/** The photo, upright, at the working size: its pixels for the count, and a bitmap to show. */
interface Decoded {
  pixels: ImageData;
  photo: ImageBitmap;
  /** The long side of the frame it was drawn from (of the file itself, or less). */
  side: number;
}

/** A decoded frame of the photo, upright, to draw from; closed once drawn. */
interface Frame {
  image: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

/**
 * The photo decoded with its long side about `side` or more, where it has the pixels. A JPEG
 * decodes straight at an eighth-step fraction of its size (WebCodecs' ImageDecoder: the largest
 * whose area fits the desired size), several times faster than decoding a 12 MP photo whole and
 * then shrinking it; the frame comes upright (EXIF orientation applied). Asking for 1.5 times the
 * side gives half the sides of a 12 MP photo (2000x1500) for the working size, and never much
 * less than the side. Browsers without ImageDecoder, or a type it does not take, decode to the
 * side.
 */
async function decodeFrame(file: Blob, side: number): Promise<Frame> {
  if (typeof ImageDecoder === 'function' && (await ImageDecoder.isTypeSupported(file.type))) {
    const decoder = new ImageDecoder({
      data: file.stream(),
      type: file.type,
      desiredWidth: side * 1.5,
      desiredHeight: side * 1.5,
    });
    try {
      const { image } = await decoder.decode();
      return {
        image,
        width: image.displayWidth,
        height: image.displayHeight,
        close: () => image.close(),
      };
    } finally {
      decoder.close();
    }
  }
  const options: ImageBitmapOptions = { resizeQuality: 'medium', imageOrientation: 'from-image' };
  let bitmap = await createImageBitmap(file, { ...options, resizeWidth: side });
  if (bitmap.height > bitmap.width) {
    // A portrait photo: its height is the long side.
    bitmap.close();
    bitmap = await createImageBitmap(file, { ...options, resizeHeight: side });
  }
  return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

/** `region` of the frame drawn at `size`, on a canvas of its own. */
function drawn(frame: Frame, size: { width: number; height: number }, region: ImageRegion) {
  const canvas = new OffscreenCanvas(region.width, region.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('photo: no canvas to draw it on');
  const x = frame.width / size.width;
  const y = frame.height / size.height;
  const [sx, sy, sw, sh] = [region.x * x, region.y * y, region.width * x, region.height * y];
  context.drawImage(frame.image, sx, sy, sw, sh, 0, 0, region.width, region.height);
  return { canvas, pixels: context.getImageData(0, 0, region.width, region.height) };
}

async function decodeToWorkingSize(file: Blob): Promise<Decoded> {
  const frame = await decodeFrame(file, WORKING_SIZE);
  try {
    const scale = workingScale(frame.width, frame.height, WORKING_SIZE);
    const size = {
      width: Math.round(frame.width * scale),
      height: Math.round(frame.height * scale),
    };
    const { canvas, pixels } = drawn(frame, size, { x: 0, y: 0, ...size });
    return {
      pixels,
      photo: canvas.transferToImageBitmap(),
      side: Math.max(frame.width, frame.height),
    };
  } finally {
    frame.close();
  }
}

/** The part of the photo a closer count wants, decoded again from the file. */
function decodeCrop(file: Blob): DecodeCrop {
  return async ({ size, region }) => {
    const frame = await decodeFrame(file, Math.max(size.width, size.height));
    try {
      return drawn(frame, size, region).pixels;
    } finally {
      frame.close();
    }
  };
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
  // Read as the format its bytes are (a PNG saved as .jpg is still opened).
  const typed = new File([file], file.name, { type: kind.mime });
  let decoded: Decoded;
  try {
    decoded = await decodeToWorkingSize(typed);
  } catch {
    // An image by its signature that the browser does not open: HEIC outside Safari, or broken.
    return reply({ kind: 'failed', reason: 'cannot-decode' });
  }
  const { pixels, photo } = decoded;
  // How many times the working size the file is: the header's size where it says, else the frame's.
  const side = Math.max(decoded.side, kind.size ? Math.max(kind.size.width, kind.size.height) : 0);
  const more = side / Math.max(pixels.width, pixels.height);
  reply({ kind: 'progress', step: 'counting' });
  // A problem (dark, blurred, no tiles) is part of the result: the photo is shown all the same,
  // and so it is when the count cannot run at all, to tap its tiles in by hand.
  let result = notCounted(pixels);
  try {
    const network = await fetchPipNetwork();
    const first = countPips(pixels, network);
    result = await withCloserCount(pixels, first, more, decodeCrop(typed), network);
  } catch {}
  reply({ kind: 'done', result, photo }, [photo]);
}
