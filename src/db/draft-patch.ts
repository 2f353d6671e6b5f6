/**
 * A change to the round being entered, as what it altered: seat by seat, field by field. Laid
 * over the stored draft inside the write, so two tabs (or two people) entering different seats
 * never overwrite each other: a change carries only what its author touched.
 */
import type { FollowedRound, HandEntry, RoundDraft } from './model';
import { sameData } from './same-data';

export interface DraftPatch {
  start?: number | null;
  out?: number | null;
  blocked?: boolean;
  /** Seat -> marker up or down. */
  markers?: Record<number, boolean>;
  /** Seat -> that seat's entry. */
  entries?: Record<number, HandEntry>;
  follow?: FollowedRound | null;
}

/** What turned `base` into `next`; empty when nothing did. */
export function draftPatch(base: RoundDraft, next: RoundDraft): DraftPatch {
  const patch: DraftPatch = {};
  if (next.start !== base.start) patch.start = next.start;
  if (next.out !== base.out) patch.out = next.out;
  if (next.blocked !== base.blocked) patch.blocked = next.blocked;
  const markers = changedSeats(base.markers, next.markers);
  if (markers) patch.markers = markers;
  const entries = changedSeats(base.entries, next.entries);
  if (entries) patch.entries = entries;
  if (!sameData(base.follow ?? null, next.follow ?? null)) patch.follow = next.follow ?? null;
  return patch;
}

function changedSeats<T>(base: readonly T[], next: readonly T[]): Record<number, T> | null {
  const changed: Record<number, T> = {};
  let any = false;
  next.forEach((value, seat) => {
    if (!sameData(base[seat] ?? null, value)) {
      changed[seat] = value;
      any = true;
    }
  });
  return any ? changed : null;
}

export function isEmptyPatch(patch: DraftPatch): boolean {
  return Object.keys(patch).length === 0;
}

/** The draft with the patch laid over it. Laying the same patch twice gives the same draft. */
export function applyDraftPatch(draft: RoundDraft, patch: DraftPatch): RoundDraft {
  const next: RoundDraft = { ...draft };
  if (patch.start !== undefined) next.start = patch.start;
  if (patch.out !== undefined) next.out = patch.out;
  if (patch.blocked !== undefined) next.blocked = patch.blocked;
  if (patch.markers) next.markers = withSeats(draft.markers, patch.markers);
  if (patch.entries) next.entries = withSeats(draft.entries, patch.entries);
  if (patch.follow === null) delete next.follow;
  else if (patch.follow !== undefined) next.follow = patch.follow;
  return next;
}

function withSeats<T>(values: readonly T[], changes: Record<number, T>): T[] {
  return values.map((value, seat) => (Object.hasOwn(changes, seat) ? (changes[seat] as T) : value));
}
