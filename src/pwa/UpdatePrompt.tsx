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
  // The offline note is news, not a question: a slim line, not the box a new version needs.
  const quiet = !needRefresh.value && offlineReady.value;
  return (
    <div class={quiet ? 'update-prompt quiet' : 'update-prompt'} role="status">
      {message && (
        <>
          <p>{message}</p>
          {needRefresh.value && (
            <button type="button" onClick={() => void applyUpdate()}>
              {text.reload}
            </button>
          )}
          {/* In the slim line a cross, named for screen readers, leaves the words two lines. */}
          <button
            type="button"
            aria-label={quiet ? text.close : undefined}
            onClick={dismissUpdatePrompt}
          >
            {quiet ? <span aria-hidden="true">×</span> : text.close}
          </button>
        </>
      )}
    </div>
  );
}
