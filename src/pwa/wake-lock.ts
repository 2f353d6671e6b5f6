/** What the wake lock needs from the page; tests pass stand-ins. */
export interface WakeLockPage {
  readonly navigator: { readonly wakeLock?: Pick<WakeLock, 'request'> };
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Keeps the screen on while a game is open, so the phone passed around the table does not go dark
 * between turns. The browser drops the lock whenever the page is hidden, so it is taken again each
 * time the page becomes visible. Where the Screen Wake Lock API is missing or refused (low battery,
 * no permission) the screen simply follows its usual timeout.
 *
 * Returns the function that lets the screen sleep again, e.g. `useEffect(() => keepScreenAwake(), [])`.
 */
export function keepScreenAwake(page: WakeLockPage = globalThis): () => void {
  const wakeLock = page.navigator.wakeLock;
  if (!wakeLock) return () => {};

  let wanted = true;
  let requesting = false;
  let sentinel: WakeLockSentinel | undefined;

  const acquire = async () => {
    if (!wanted || requesting || page.document.visibilityState !== 'visible') return;
    if (sentinel && !sentinel.released) return;
    requesting = true;
    try {
      const acquired = await wakeLock.request('screen');
      // Let go while the request was pending: release what just arrived.
      if (wanted) sentinel = acquired;
      else await acquired.release();
    } catch {
      // Refused: nothing to tell the player; the screen just sleeps as usual.
    } finally {
      requesting = false;
    }
  };

  void acquire();
  page.document.addEventListener('visibilitychange', acquire);

  return () => {
    wanted = false;
    page.document.removeEventListener('visibilitychange', acquire);
    void sentinel?.release();
    sentinel = undefined;
  };
}
