/// <reference lib="webworker" />
/**
 * Counts the pips of one photo off the main thread: the browser decodes it straight to the
 * working size (createImageBitmap with a resize, so a 12 MP photo is never held whole), a canvas
 * gives its pixels, and the analysis runs here. The photo goes nowhere else and is not kept.
 */
import { analysePhoto } from './analyse';
import { WORKING_SIZE } from './downscale';
import { isUndecodableFormat, MAX_FILE_BYTES, type WorkerReply } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

function reply(message: WorkerReply): void {
  self.postMessage(message);
}

async function decodeToWorkingSize(file: Blob): Promise<ImageBitmap> {
  const options: ImageBitmapOptions = { resizeQuality: 'medium', imageOrientation: 'from-image' };
  const wide = await createImageBitmap(file, { ...options, resizeWidth: WORKING_SIZE });
  if (wide.height <= wide.width) return wide;
  // A portrait photo: its height is the long side.
  wide.close();
  return createImageBitmap(file, { ...options, resizeHeight: WORKING_SIZE });
}

self.onmessage = async (event: MessageEvent<File>) => {
  const file = event.data;
  if (file.size > MAX_FILE_BYTES) return reply({ kind: 'failed', reason: 'too-large' });
  reply({ kind: 'progress', step: 'decoding' });
  let bitmap: ImageBitmap;
  try {
    bitmap = await decodeToWorkingSize(file);
  } catch {
    const undecodable = isUndecodableFormat(file) || file.type.startsWith('image/');
    return reply({ kind: 'failed', reason: undecodable ? 'cannot-decode' : 'not-image' });
  }
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return reply({ kind: 'failed', reason: 'cannot-decode' });
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  reply({ kind: 'progress', step: 'counting' });
  const result = analysePhoto(pixels);
  if (result.problem) return reply({ kind: 'failed', reason: result.problem });
  reply({ kind: 'done', result });
};
