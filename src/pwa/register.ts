import { registerSW } from 'virtual:pwa-register';
import { keepCheckingForUpdates } from './update-checks';
import type { ServiceWorkerEvents } from './update-state';

/**
 * Registers the service worker (registerSW waits for the page's `load` event) and reports to the
 * prompt's state. main.tsx loads this module after the first paint and passes that state in, so
 * workbox stays out of the first load and shares no chunk with it.
 */
export function registerServiceWorker(events: ServiceWorkerEvents): void {
  events.registered(
    registerSW({
      onOfflineReady: events.offlineReady,
      onNeedRefresh: events.needRefresh,
      onRegisteredSW: (_url, registration) => {
        if (registration) keepCheckingForUpdates(registration);
      },
    }),
  );
}
