/**
 * For the end-of-round component tests only: the counting worker stood in for, so a photo is
 * "analysed" at once with the replies a test chooses, and a stand-in for the photo it sends back.
 */
import { vi } from 'vitest';
import type { WorkerReply } from '../../photo/protocol';

/** Installs the stand-in; each photo posted to it is answered with `replies()`. */
export function fakeCountingWorker(replies: () => WorkerReply[]): void {
  class FakeWorker {
    onmessage: ((event: { data: WorkerReply }) => void) | null = null;
    onerror: (() => void) | null = null;
    postMessage() {
      queueMicrotask(() => {
        for (const data of replies()) this.onmessage?.({ data });
      });
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
}

/** The photo a count sends back with its result (a test's page draws nothing). */
export const countedPhoto = { width: 200, height: 100, close() {} } as unknown as ImageBitmap;
