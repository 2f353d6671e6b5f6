import { describe, expect, it } from 'vitest';
import { applyDraftPatch, draftPatch, isEmptyPatch } from './draft-patch';
import type { RoundDraft } from './model';
import { roundDraft } from './test-support';

const draft = roundDraft([null, null, null]);

describe('draft patches - a change carries only what it altered', () => {
  it('names the seats and fields that changed, nothing else', () => {
    const next: RoundDraft = {
      ...draft,
      start: 2,
      markers: [false, true, false],
      entries: [{ kind: 'typed', value: '7' }, null, null],
    };
    expect(draftPatch(draft, next)).toEqual({
      start: 2,
      markers: { 1: true },
      entries: { 0: { kind: 'typed', value: '7' } },
    });
    expect(isEmptyPatch(draftPatch(draft, { ...draft }))).toBe(true);
  });
  it("laid over a draft another tab changed, keeps that tab's seats", () => {
    const mine = draftPatch(draft, {
      ...draft,
      entries: [{ kind: 'typed', value: '12' }, null, null],
    });
    const theirs: RoundDraft = {
      ...draft,
      entries: [null, { kind: 'tiles', tiles: ['3-4'] }, null],
      out: 2,
    };
    expect(applyDraftPatch(theirs, mine)).toEqual({
      ...theirs,
      entries: [{ kind: 'typed', value: '12' }, { kind: 'tiles', tiles: ['3-4'] }, null],
    });
  });
  it('gives the same draft when laid twice', () => {
    const patch = draftPatch(draft, { ...draft, blocked: true, out: null });
    expect(applyDraftPatch(applyDraftPatch(draft, patch), patch)).toEqual(
      applyDraftPatch(draft, patch),
    );
  });
  it('can take the followed round away again', () => {
    const followed: RoundDraft = {
      ...draft,
      follow: { start: 0, actions: [] } as unknown as NonNullable<RoundDraft['follow']>,
    };
    expect(applyDraftPatch(followed, draftPatch(followed, draft))).toEqual(draft);
  });
});
