import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

/** A browser's frame loop by hand: the frame callbacks run only when `paint()` is called. */
function stubFrames(visibilityState: 'visible' | 'hidden' = 'visible') {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('document', { visibilityState });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  return {
    paint: () => {
      for (const frame of frames.splice(0)) frame(0);
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
};

describe('afterNextPaint - what a tap stores waits until the tap is on screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the next frame, then resolves', async () => {
    const { paint } = stubFrames();
    const waiting = afterNextPaint();
    expect(await settled(waiting)).toBe(false);
    paint();
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves at once on a hidden page, which paints no frame', async () => {
    stubFrames('hidden');
    expect(await settled(afterNextPaint())).toBe(true);
  });

  it('does not wait for a frame that never comes (the page hidden meanwhile)', async () => {
    vi.useFakeTimers();
    stubFrames();
    const waiting = afterNextPaint();
    vi.advanceTimersByTime(100);
    vi.useRealTimers();
    expect(await settled(waiting)).toBe(true);
  });
});
