import { describe, expect, it, vi } from 'vitest';
import { keepScreenAwake } from './wake-lock';

class FakeSentinel {
  released = false;
  release = vi.fn(async () => {
    this.released = true;
  });
}

function fakePage({ supported = true, refuse = false } = {}) {
  const events = new EventTarget();
  const sentinels: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    if (refuse) throw new DOMException('battery saver', 'NotAllowedError');
    const sentinel = new FakeSentinel();
    sentinels.push(sentinel);
    return sentinel as unknown as WakeLockSentinel;
  });
  const document = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const setVisibility = (state: DocumentVisibilityState) => {
    document.visibilityState = state;
    events.dispatchEvent(new Event('visibilitychange'));
  };
  const navigator = supported ? { wakeLock: { request } } : {};
  return { page: { navigator, document }, request, sentinels, setVisibility };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepScreenAwake', () => {
  it('takes a screen wake lock at once', async () => {
    const { page, request } = fakePage();
    keepScreenAwake(page);
    await settle();
    expect(request).toHaveBeenCalledWith('screen');
  });

  it('takes the lock again when the page comes back, since the browser dropped it when hidden', async () => {
    const { page, request, sentinels, setVisibility } = fakePage();
    keepScreenAwake(page);
    await settle();
    setVisibility('hidden');
    // biome-ignore lint/style/noNonNullAssertion: the first request above made it
    sentinels[0]!.released = true;
    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('does not take a second lock while the first still holds', async () => {
    const { page, request, setVisibility } = fakePage();
    keepScreenAwake(page);
    await settle();
    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('lets the screen sleep again when released', async () => {
    const { page, sentinels, request, setVisibility } = fakePage();
    const release = keepScreenAwake(page);
    await settle();
    release();
    expect(sentinels[0]?.release).toHaveBeenCalled();
    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('releases a lock that arrives after it was already let go', async () => {
    const { page, sentinels } = fakePage();
    const release = keepScreenAwake(page);
    release();
    await settle();
    expect(sentinels[0]?.release).toHaveBeenCalled();
  });

  it('does nothing where the Screen Wake Lock API is missing', () => {
    const { page } = fakePage({ supported: false });
    const release = keepScreenAwake(page);
    expect(release).not.toThrow();
  });

  it('shrugs off a refused request (battery saver)', async () => {
    const { page, request } = fakePage({ refuse: true });
    keepScreenAwake(page);
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
