import { describe, expect, it } from 'vitest';
import type { RoundDraft } from '../db/model';
import { presetRules } from '../rules';
import { type DraftEdit, editDraft } from './draft-edit';

const rules = presetRules('standard');

const fresh: RoundDraft = {
  engine: 12,
  start: null,
  out: null,
  blocked: false,
  markers: [false, false, false],
  entries: [null, null, null],
};

const edits = (...all: DraftEdit[]) =>
  all.reduce((draft, edit) => editDraft(rules, draft, edit), fresh);

describe('editDraft - each change a person makes to the round, in one place', () => {
  it('the one who went out holds nothing, and a round cannot be both out and blocked', () => {
    const out = edits({ type: 'typed', seat: 1, text: '12' }, { type: 'went-out', seat: 1 });
    expect(out).toMatchObject({ out: 1, blocked: false, entries: [null, null, null] });
    const blocked = editDraft(rules, out, { type: 'blocked' });
    expect(blocked).toMatchObject({ out: null, blocked: true });
    expect(editDraft(rules, blocked, { type: 'went-out', seat: 0 })).toMatchObject({
      out: 0,
      blocked: false,
    });
  });

  it('a marker goes on a train and comes off it; who started is noted or taken back', () => {
    const marked = edits({ type: 'marker', seat: 2 });
    expect(marked.markers).toEqual([false, false, true]);
    expect(editDraft(rules, marked, { type: 'marker', seat: 2 }).markers).toEqual([
      false,
      false,
      false,
    ]);
    expect(edits({ type: 'started', seat: 1 }).start).toBe(1);
    expect(edits({ type: 'started', seat: 1 }, { type: 'started', seat: null }).start).toBeNull();
  });

  it('a tile goes into a hand and comes out of it, low end first', () => {
    const two = edits(
      { type: 'tile', seat: 0, tile: [3, 5] },
      { type: 'tile', seat: 0, tile: [0, 0] },
    );
    expect(two.entries[0]).toEqual({ kind: 'tiles', tiles: ['3-5', '0-0'] });
    expect(editDraft(rules, two, { type: 'tile', seat: 0, tile: [3, 5] }).entries[0]).toEqual({
      kind: 'tiles',
      tiles: ['0-0'],
    });
    expect(editDraft(rules, two, { type: 'clear-tiles', seat: 0 }).entries[0]).toEqual({
      kind: 'tiles',
      tiles: [],
    });
  });

  it('the engine double and a tile another hand holds do not go into a hand', () => {
    const held = edits({ type: 'tile', seat: 0, tile: [3, 5] });
    expect(editDraft(rules, held, { type: 'tile', seat: 1, tile: [3, 5] }).entries[1]).toBeNull();
    expect(editDraft(rules, held, { type: 'tile', seat: 1, tile: [12, 12] }).entries[1]).toBeNull();
  });

  it('a count made one way stays as a number to correct when the hand is typed instead', () => {
    const tapped = edits(
      { type: 'mode', seat: 0, mode: 'tiles' },
      { type: 'tile', seat: 0, tile: [0, 0] },
      { type: 'tile', seat: 0, tile: [4, 6] },
      { type: 'mode', seat: 0, mode: 'typed' },
    );
    // The 0-0 counts 50 under the standard rules.
    expect(tapped.entries[0]).toEqual({ kind: 'typed', value: '60' });
    const photographed = edits(
      { type: 'mode', seat: 1, mode: 'photo' },
      { type: 'photo', seat: 1, total: 23 },
      { type: 'mode', seat: 1, mode: 'typed' },
    );
    expect(photographed.entries[1]).toEqual({ kind: 'typed', value: '23' });
    expect(edits({ type: 'mode', seat: 2, mode: 'typed' }).entries[2]).toEqual({
      kind: 'typed',
      value: '',
    });
  });

  it('tiles and a photo start empty; what is typed is kept exactly as typed', () => {
    const typed = edits({ type: 'typed', seat: 0, text: ' 1x' });
    expect(typed.entries[0]).toEqual({ kind: 'typed', value: ' 1x' });
    expect(editDraft(rules, typed, { type: 'mode', seat: 0, mode: 'tiles' }).entries[0]).toEqual({
      kind: 'tiles',
      tiles: [],
    });
    expect(editDraft(rules, typed, { type: 'mode', seat: 0, mode: 'photo' }).entries[0]).toEqual({
      kind: 'photo',
      value: null,
    });
  });

  it('changes nothing it was not asked to, and never the draft it was given', () => {
    const before = structuredClone(fresh);
    const after = edits({ type: 'typed', seat: 1, text: '9' });
    expect(fresh).toEqual(before);
    expect(after.entries[0]).toBe(fresh.entries[0]);
    expect(after.markers).toBe(fresh.markers);
  });
});
