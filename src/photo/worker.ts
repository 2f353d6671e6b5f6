/// <reference lib="webworker" />
/**
 * The count worker: one photo's pips counted off the main thread (count-file.ts). The photo goes
 * nowhere else and is not kept.
 */
import { countPhotoFile } from './count-file';
import { fetchPipNetwork } from './model/fetch-pip-network';

declare const self: DedicatedWorkerGlobalScope;

// The worker starts as the camera opens: the model loads while the photo is being taken.
fetchPipNetwork().catch(() => {});

self.onmessage = (event: MessageEvent<File>) =>
  countPhotoFile(event.data, (message) => self.postMessage(message));
