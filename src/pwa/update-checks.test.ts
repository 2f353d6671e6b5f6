import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCheckingForUpdates, UPDATE_CHECK_INTERVAL_MS } from './update-checks';

function fakePage({ visible = true, online = true } = {}) {
  const events = new EventTarget();
  const document = {
    visibilityState: (visible ? 'visible' : 'hidden') as DocumentVisibilityState,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };
  const navigator = { onLine: online };
  const show = () => {
    document.visibilityState = 'visible';
    events.dispatchEvent(new Event('visibilitychange'));
  };
  const hide = () => {
    document.visibilityState = 'hidden';
    events.dispatchEvent(new Event('visibilitychange'));
  };
  return { page: { document, navigator }, navigator, show, hide };
}

function fakeRegistration() {
  return { installing: null, update: vi.fn(() => Promise.resolve()) };
}

describe('keepCheckingForUpdates', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks once as soon as the service worker is registered', () => {
    const registration = fakeRegistration();
    keepCheckingForUpdates(registration, fakePage().page);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('checks again when the page becomes visible, not when it is hidden', () => {
    const registration = fakeRegistration();
    const { page, show, hide } = fakePage();
    keepCheckingForUpdates(registration, page);
    hide();
    expect(registration.update).toHaveBeenCalledTimes(1);
    show();
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('checks every hour while the page stays visible', () => {
    const registration = fakeRegistration();
    keepCheckingForUpdates(registration, fakePage().page);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(registration.update).toHaveBeenCalledTimes(4);
  });

  it('does not check while offline, and checks once back online', () => {
    const registration = fakeRegistration();
    const { page, navigator } = fakePage({ online: false });
    keepCheckingForUpdates(registration, page);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).not.toHaveBeenCalled();
    navigator.onLine = true;
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('does not check while a new version is already installing', () => {
    const registration = { ...fakeRegistration(), installing: {} as ServiceWorker };
    keepCheckingForUpdates(registration, fakePage().page);
    expect(registration.update).not.toHaveBeenCalled();
  });

  it('swallows a failed check (no signal at the table) instead of raising it', async () => {
    const registration = {
      installing: null,
      update: vi.fn(() => Promise.reject(new Error('offline'))),
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    keepCheckingForUpdates(registration, fakePage().page);
    await vi.advanceTimersByTimeAsync(0);
    process.off('unhandledRejection', unhandled);
    expect(registration.update).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('stops checking once stopped', () => {
    const registration = fakeRegistration();
    const { page, show } = fakePage();
    const stop = keepCheckingForUpdates(registration, page);
    stop();
    show();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});
