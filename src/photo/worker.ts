/// <reference lib="webworker" />
/**
 * The count worker: one photo's pips counted off the main thread (count-file.ts). The photo goes
 * nowhere else and is not kept.
 */
import { countPhotoFile, prepareToCountPhotos } from './count-file';

declare const self: DedicatedWorkerGlobalScope;

// The worker starts as the camera opens: the model loads and makes a first look while the photo
// is being taken.
prepareToCountPhotos();

self.onmessage = (event: MessageEvent<File>) =>
  countPhotoFile(event.data, (message, transfer = []) => self.postMessage(message, transfer));
