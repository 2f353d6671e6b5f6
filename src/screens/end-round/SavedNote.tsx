import type { ReadonlySignal } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { SaveState } from '../../state/draft-editor';

/**
 * A write taking longer than this says "Saving…". A tap's own write takes a few milliseconds: had
 * the line said so, it would change twice on every tap, and a screen reader would say "Saving…,
 * Saved" after each tile and digit, over the hand's new total.
 */
export const SLOW_SAVE_MS = 1000;

/** Says that what is on screen is stored, so nobody wonders whether to type it again. */
export function SavedNote({ state: saveState }: { state: ReadonlySignal<SaveState> }) {
  const state = saveState.value;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (state !== 'saving') return;
    const waited = setTimeout(() => setSlow(true), SLOW_SAVE_MS);
    return () => clearTimeout(waited);
  }, [state]);
  const saving = state === 'saving' && slow;
  return (
    <p class="muted" role="status">
      {state !== 'failed' && !saving && `✓ ${t('scorekeeper.endRound.saveState.saved')}`}
      {saving && t('scorekeeper.endRound.saveState.saving')}
    </p>
  );
}
