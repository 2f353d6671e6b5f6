import type { ReadonlySignal } from '@preact/signals';
import { useState } from 'preact/hooks';
import type { ScoredDraft } from '../../rules';

export interface SaveAttempt {
  /** A save was tried: show every issue, "nothing entered" included. */
  showAll: boolean;
  /** How many issues stop the save now, once one was tried (0 before): it falls as they are fixed. */
  toFix(): number;
  /** True when the draft can be saved; otherwise shows every issue and focuses the first seat. */
  ready(): boolean;
}

/** A save of a round (entered or changed) tried: nothing is saved with an issue, and every issue then shows. */
export function useSaveAttempt(scored: ReadonlySignal<ScoredDraft>): SaveAttempt {
  const [showAll, setShowAll] = useState(false);
  return {
    showAll,
    toFix() {
      if (!showAll) return 0;
      const now = scored.value;
      return now.ok ? 0 : now.issues.length;
    },
    ready() {
      const now = scored.peek();
      if (now.ok) return true;
      setShowAll(true);
      document.getElementById(`seat-${now.issues[0]?.seat ?? 0}`)?.focus();
      return false;
    },
  };
}
