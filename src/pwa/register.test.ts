import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const pwa = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  updateServiceWorker: vi.fn(async (_reloadPage?: boolean) => {}),
}));

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: RegisterSWOptions) => {
    pwa.options = options;
    return pwa.updateServiceWorker;
  },
}));

vi.mock('./update-checks', () => ({ keepCheckingForUpdates: vi.fn() }));

async function freshRegister() {
  vi.resetModules();
  const state = await import('./update-state');
  const { registerServiceWorker } = await import('./register');
  const checks = await import('./update-checks');
  registerServiceWorker(state.serviceWorkerEvents);
  // biome-ignore lint/style/noNonNullAssertion: registerServiceWorker registers at once
  return { ...state, checks, sw: pwa.options! };
}

describe('service worker registration', () => {
  beforeEach(() => {
    pwa.options = undefined;
    pwa.updateServiceWorker.mockClear();
  });

  it('starts with nothing to tell', async () => {
    const { offlineReady, needRefresh } = await freshRegister();
    expect(offlineReady.value).toBe(false);
    expect(needRefresh.value).toBe(false);
  });

  it('says the app works offline on the next screen after the first install cached everything', async () => {
    const { offlineReady, screenChanged, offlineReadySeen, sw } = await freshRegister();
    screenChanged();
    expect(offlineReady.value).toBe(false);
    sw.onOfflineReady?.();
    expect(offlineReady.value).toBe(false);
    screenChanged();
    expect(offlineReady.value).toBe(true);
    offlineReadySeen();
    screenChanged();
    expect(offlineReady.value).toBe(false);
  });

  it('says a new version is ready, and applies it only when asked, reloading the page', async () => {
    const { needRefresh, applyUpdate, sw } = await freshRegister();
    sw.onNeedRefresh?.();
    expect(needRefresh.value).toBe(true);
    expect(pwa.updateServiceWorker).not.toHaveBeenCalled();
    await applyUpdate();
    expect(pwa.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('hides both messages when dismissed', async () => {
    const { offlineReady, needRefresh, dismissUpdatePrompt, screenChanged, sw } =
      await freshRegister();
    sw.onOfflineReady?.();
    screenChanged();
    sw.onNeedRefresh?.();
    dismissUpdatePrompt();
    expect(offlineReady.value).toBe(false);
    expect(needRefresh.value).toBe(false);
  });

  it('keeps checking for updates once the worker is registered', async () => {
    const { checks, sw } = await freshRegister();
    const registration = {} as ServiceWorkerRegistration;
    sw.onRegisteredSW?.('/sw.js', registration);
    expect(checks.keepCheckingForUpdates).toHaveBeenCalledWith(registration);
  });
});
