/**
 * A round's draft as the entry form sees it: the draft, the engine's score of it, and the one way
 * to change it. The round being played is the draft editor's (stored on every tap); a past round
 * opened for changes is a local one, stored only when saved.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { RoundDraft } from '../db/model';
import { type Rules, type ScoredDraft, scoreDraft } from '../rules';
import { type DraftEdit, editDraft } from './draft-edit';

export interface DraftForm {
  readonly draft: ReadonlySignal<RoundDraft>;
  readonly scored: ReadonlySignal<ScoredDraft>;
  dispatch(edit: DraftEdit): void;
}

/** A draft changed on screen only, until the person saves it. */
export function localDraftForm(rules: Rules, first: RoundDraft): DraftForm {
  const draft = signal(first);
  return {
    draft,
    scored: computed(() => scoreDraft({ rules }, draft.value)),
    dispatch(edit) {
      draft.value = editDraft(rules, draft.peek(), edit);
    },
  };
}
