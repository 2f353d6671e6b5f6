import { useState } from 'preact/hooks';
import type { GameRecord, RoundDraft } from '../../db/model';
import { scoreDraft } from '../../rules';

export interface EntryCheck {
  /** A save was tried: show every issue, "nothing entered" included. */
  showAll: boolean;
  /** How many issues stop the save now, once one was tried (0 before): it falls as they are fixed. */
  toFix(game: GameRecord, draft: RoundDraft): number;
  /** True when the draft can be saved; otherwise shows every issue and focuses the first seat. */
  ready(game: GameRecord, draft: RoundDraft): boolean;
}

/** The check before a round is saved (entered or changed): nothing saved with an issue. */
export function useEntryCheck(): EntryCheck {
  const [showAll, setShowAll] = useState(false);
  return {
    showAll,
    toFix(game, draft) {
      if (!showAll) return 0;
      const scored = scoreDraft(game, draft);
      return scored.ok ? 0 : scored.issues.length;
    },
    ready(game, draft) {
      const scored = scoreDraft(game, draft);
      if (scored.ok) return true;
      setShowAll(true);
      document.getElementById(`seat-${scored.issues[0]?.seat ?? 0}`)?.focus();
      return false;
    },
  };
}
