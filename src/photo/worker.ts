/// <reference lib="webworker" />
/**
 * The count worker: one photo's pips counted off the main thread (count-file.ts). The photo goes
 * nowhere else and is not kept.
 */
import { countPhotoFile } from './count-file';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<File>) =>
  countPhotoFile(event.data, (message) => self.postMessage(message));
