import './update-prompt.css';
import { useEffect } from 'preact/hooks';
import {
  applyUpdate,
  dismissUpdatePrompt,
  needRefresh,
  offlineReady,
  offlineReadySeen,
} from './update-state';

/** Long enough to read twice at a slow pace; the message must not sit over the screen's buttons. */
const OFFLINE_MESSAGE_MS = 10_000;

/** The prompt's words, from the i18n layer (the caller translates; this file has no strings). */
export interface UpdatePromptText {
  /** e.g. "Ready to work offline" */
  readonly offlineReady: string;
  /** e.g. "A new version is ready" */
  readonly needRefresh: string;
  /** e.g. "Reload" */
  readonly reload: string;
  /** e.g. "Close" */
  readonly close: string;
}

/**
 * Tells the player once that the app now works offline, and that a new version is ready, with a
 * Reload button. The live region is always rendered so screen readers announce what appears in it.
 */
export function UpdatePrompt({ text }: { readonly text: UpdatePromptText }) {
  const offline = offlineReady.value;
  useEffect(() => {
    if (!offline) return;
    const timer = setTimeout(offlineReadySeen, OFFLINE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [offline]);
  const message = needRefresh.value
    ? text.needRefresh
    : offlineReady.value
      ? text.offlineReady
      : '';
  return (
    <div class="update-prompt" role="status">
      {message && (
        <>
          <p>{message}</p>
          {needRefresh.value && (
            <button type="button" onClick={() => void applyUpdate()}>
              {text.reload}
            </button>
          )}
          <button type="button" onClick={dismissUpdatePrompt}>
            {text.close}
          </button>
        </>
      )}
    </div>
  );
}
