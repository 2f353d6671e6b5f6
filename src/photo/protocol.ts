import type { PhotoReading } from './types';

/**
 * Why a file could not be opened, each with its own sentence in the `photo` namespace: it is no
 * image (by its first bytes, whatever its name), an image this browser cannot decode (HEIC
 * outside Safari), or one too large to open (over MAX_FILE_BYTES, or file-kind's pixel limits).
 * A photo that opens is never a failure: what the analysis found wrong with it (dark, blurred,
 * no tiles) is the result's `problem`, and the photo is shown with it to add tiles by hand.
 */
export type PhotoFailure = 'not-image' | 'cannot-decode' | 'too-large';

/** What the count worker says back, in this order: progress, then done or failed. */
export type WorkerReply =
  | { kind: 'progress'; step: 'decoding' | 'counting' }
  /**
   * `photo` is the photo as counted, upright and at the count's working size, for the page to
   * show under the outlines: the file itself, 12 MP from a phone, is never decoded on the page.
   */
  | { kind: 'done'; result: PhotoReading; photo: ImageBitmap }
  | { kind: 'failed'; reason: PhotoFailure };

/** Larger files are refused before decoding: a phone would run out of memory opening them. */
export const MAX_FILE_BYTES = 40 * 1024 * 1024;
