import { useState } from 'preact/hooks';
import type { GameRecord, RoundDraft } from '../../db/model';
import { scoreDraft } from '../../db/round-entry';

export interface EntryCheck {
  /** A save was tried: show every issue, "nothing entered" included. */
  showAll: boolean;
  /** How many issues stopped the last save; 0 when it went through. */
  toFix: number;
  /** True when the draft can be saved; otherwise shows every issue and focuses the first seat. */
  ready(game: GameRecord, draft: RoundDraft): boolean;
}

/** The check before a round is saved (entered or changed): nothing saved with an issue. */
export function useEntryCheck(): EntryCheck {
  const [showAll, setShowAll] = useState(false);
  const [toFix, setToFix] = useState(0);
  return {
    showAll,
    toFix,
    ready(game, draft) {
      const scored = scoreDraft(game, draft);
      setShowAll(!scored.ok || showAll);
      setToFix(scored.ok ? 0 : scored.issues.length);
      if (!scored.ok) document.getElementById(`seat-${scored.issues[0]?.seat ?? 0}`)?.focus();
      return scored.ok;
    },
  };
}
