/** Hourly, so a phone left on the table all evening still learns of a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What update checks need from the page; tests pass stand-ins. */
export interface UpdateCheckPage {
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  readonly navigator: Pick<Navigator, 'onLine'>;
}

/**
 * Asks the browser to look for a new service worker now, whenever the page becomes visible again
 * (the phone is picked up), and hourly while it stays visible. The browser only checks by itself
 * on navigation, and this app is one long-lived page. Returns a function that stops the checks.
 */
export function keepCheckingForUpdates(
  registration: { readonly installing: object | null; update(): Promise<unknown> },
  page: UpdateCheckPage = globalThis,
): () => void {
  const check = () => {
    // Offline or hidden, a check can only fail or waste battery; the next visible moment retries.
    if (registration.installing || !page.navigator.onLine) return;
    if (page.document.visibilityState !== 'visible') return;
    registration.update().catch(() => {
      // Poor signal at the table: not worth a word to the player; the next check tries again.
    });
  };
  check();
  page.document.addEventListener('visibilitychange', check);
  const timer = setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  return () => {
    page.document.removeEventListener('visibilitychange', check);
    clearInterval(timer);
  };
}
