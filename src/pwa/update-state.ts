import { type ReadonlySignal, signal } from '@preact/signals';

// What the prompt shows, apart from the registration itself (register.ts, loaded after the first
// paint) so that workbox stays out of the first load.

const offlineReadySignal = signal(false);
const needRefreshSignal = signal(false);
let updateServiceWorker: ((reloadPage?: boolean) => Promise<void>) | null = null;
let offlineReadyUntold = false;

/**
 * True once, after the first install (everything is cached and the app works offline), from the
 * next screen the person opens: see screenChanged.
 */
export const offlineReady: ReadonlySignal<boolean> = offlineReadySignal;

/**
 * True when a new version is installed and waiting. It takes over only through applyUpdate(),
 * never by itself: an automatic reload could lose a half-typed score.
 */
export const needRefresh: ReadonlySignal<boolean> = needRefreshSignal;

/** What the registration reports: how to let an update in, and what the service worker says. */
export interface ServiceWorkerEvents {
  registered(update: (reloadPage?: boolean) => Promise<void>): void;
  offlineReady(): void;
  needRefresh(): void;
}

export const serviceWorkerEvents: ServiceWorkerEvents = {
  registered(update: (reloadPage?: boolean) => Promise<void>): void {
    updateServiceWorker = update;
  },
  offlineReady(): void {
    offlineReadyUntold = true;
  },
  needRefresh(): void {
    needRefreshSignal.value = true;
  },
};

/**
 * A screen has been drawn. The offline note waits for it: the caching ends seconds after the first
 * paint, and a note appearing then, over the screen being read, draws the eye away from it (and
 * tells Lighthouse that the page was still drawing).
 */
export function screenChanged(): void {
  if (!offlineReadyUntold) return;
  offlineReadyUntold = false;
  offlineReadySignal.value = true;
}

/** Lets the waiting version take over; the page reloads itself once it controls the page. */
export function applyUpdate(): Promise<void> {
  return updateServiceWorker ? updateServiceWorker(true) : Promise.resolve();
}

/** The offline message has been seen: it is said once and then goes. */
export function offlineReadySeen(): void {
  offlineReadySignal.value = false;
}

/** Hides the offline / update message; a waiting update still applies on the next app start. */
export function dismissUpdatePrompt(): void {
  offlineReadySignal.value = false;
  needRefreshSignal.value = false;
}
