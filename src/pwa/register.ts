import { registerSW } from 'virtual:pwa-register';
import { type ReadonlySignal, signal } from '@preact/signals';
import { keepCheckingForUpdates } from './update-checks';

// One service worker per page, so its state is a page-wide singleton. index.html loads this
// module, which registers the worker once the page has loaded (registerSW waits for `load`).

const offlineReadySignal = signal(false);
const needRefreshSignal = signal(false);

/** True once, after the first install: everything is cached and the app works offline. */
export const offlineReady: ReadonlySignal<boolean> = offlineReadySignal;

/**
 * True when a new version is installed and waiting. It takes over only through applyUpdate(),
 * never by itself: an automatic reload could lose a half-typed score.
 */
export const needRefresh: ReadonlySignal<boolean> = needRefreshSignal;

const updateServiceWorker = registerSW({
  onOfflineReady: () => {
    offlineReadySignal.value = true;
  },
  onNeedRefresh: () => {
    needRefreshSignal.value = true;
  },
  onRegisteredSW: (_url, registration) => {
    if (registration) keepCheckingForUpdates(registration);
  },
});

/** Lets the waiting version take over; the page reloads itself once it controls the page. */
export function applyUpdate(): Promise<void> {
  return updateServiceWorker(true);
}

/** Hides the offline / update message; a waiting update still applies on the next app start. */
export function dismissUpdatePrompt(): void {
  offlineReadySignal.value = false;
  needRefreshSignal.value = false;
}
