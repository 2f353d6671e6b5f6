import type { PhotoCount } from './types';

/** Why a photo could not be counted, each with its own sentence in the `photo` namespace. */
export type PhotoFailure =
  | 'not-image'
  | 'cannot-decode'
  | 'too-large'
  | 'no-tiles'
  | 'too-dark'
  | 'too-flat';

/** What the count worker says back, in this order: progress, then done or failed. */
export type WorkerReply =
  | { kind: 'progress'; step: 'decoding' | 'counting' }
  | { kind: 'done'; result: PhotoCount }
  | { kind: 'failed'; reason: PhotoFailure };

/** Larger files are refused before decoding: a phone would run out of memory opening them. */
export const MAX_FILE_BYTES = 40 * 1024 * 1024;

/** Formats some phones save by default that browsers other than Safari cannot decode. */
export function isUndecodableFormat(file: { name: string; type: string }): boolean {
  return /heic|heif/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}
