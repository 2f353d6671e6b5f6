import 'fake-indexeddb/auto';
import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { GameRecord, RoundDraft } from '../db/model';
import { createGame } from '../db/mutations';
import { gameById } from '../db/queries';
import { FAMILY, fillDisk, freshDatabase, unwrap } from '../db/test-support';
import { createDraftEditor } from './draft-editor';

async function setUp({ diskFull = () => false }: { diskFull?: () => boolean } = {}) {
  const db = freshDatabase();
  fillDisk(db, diskFull);
  const game = unwrap(await createGame(db, FAMILY, { preset: 'standard' }));
  const stored = signal<GameRecord | null>(game);
  const editor = createDraftEditor(db, game.id, stored);
  const reload = async () => {
    stored.value = await gameById(db, game.id);
    return stored.value as GameRecord;
  };
  return { db, game, stored, editor, reload };
}

const typedDraft = (draft: RoundDraft, ...values: string[]): RoundDraft => ({
  ...draft,
  entries: values.map((value) => ({ kind: 'typed', value })),
});

describe('createDraftEditor - every tap is shown and stored', () => {
  it('shows the stored draft until something changes', async () => {
    const { game, editor } = await setUp();
    expect(editor.draft.value).toEqual(game.draft);
  });

  it('shows a change at once and stores it', async () => {
    const { game, editor, reload } = await setUp();
    const next = typedDraft(game.draft as RoundDraft, '12', '', '');
    const pending = editor.change(next);
    expect(editor.draft.value).toEqual(next);
    expect((await pending).ok).toBe(true);
    expect((await reload()).draft).toEqual(next);
  });

  it('makes an edit on the draft shown, scores it at once and stores it', async () => {
    const { editor, reload } = await setUp();
    editor.dispatch({ type: 'went-out', seat: 0 });
    editor.dispatch({ type: 'typed', seat: 1, text: '12' });
    expect(editor.scored.value).toMatchObject({
      ok: false,
      issues: [{ seat: 2, code: 'missing' }],
    });
    editor.dispatch({ type: 'typed', seat: 2, text: '7' });
    expect(editor.scored.value).toMatchObject({ ok: true, round: { scores: [0, 12, 7] } });
    await vi.waitFor(() => expect(editor.saveState.value).toBe('saved'));
    expect((await reload()).draft?.entries).toEqual([
      null,
      { kind: 'typed', value: '12' },
      { kind: 'typed', value: '7' },
    ]);
  });

  it('in a browser, stores each keystroke just after the frame that shows it, none lost', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('document', { visibilityState: 'visible' });
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    try {
      const { game, editor, reload } = await setUp();
      const typed = ['1', '12', '123'].map((value) =>
        typedDraft(game.draft as RoundDraft, value, '', ''),
      );
      const writes = typed.map((next) => {
        const write = editor.change(next);
        expect(editor.draft.value).toEqual(next);
        return write;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await reload()).draft).toEqual(game.draft);
      expect(editor.saveState.value).toBe('saving');
      while (editor.saveState.value === 'saving') {
        for (const frame of frames.splice(0)) frame(0);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await Promise.all(writes)).every((write) => write.ok)).toBe(true);
      expect((await reload()).draft).toEqual(typed[2]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a change on screen when the disk is full, and says why', async () => {
    let full = false;
    const { game, editor, reload } = await setUp({ diskFull: () => full });
    full = true;
    const next = typedDraft(game.draft as RoundDraft, '7', '', '');
    await editor.change(next);
    expect(editor.draft.value).toEqual(next);
    expect(editor.failure.value).toBe('quota');
    expect((await reload()).draft).toEqual(game.draft);
  });

  it('saving after a failed write stores the change first, so the round saved is the one shown', async () => {
    let full = false;
    const { game, editor, reload } = await setUp({ diskFull: () => full });
    full = true;
    await editor.change(typedDraft(game.draft as RoundDraft, '7', '8', '9'));
    full = false;
    const saved = await editor.save();
    expect(saved.ok).toBe(true);
    expect((await reload()).rounds[0]?.scores).toEqual([7, 8, 9]);
    expect(editor.failure.value).toBeNull();
  });

  it('after saving, shows the stored draft again: the next round', async () => {
    const { game, editor, reload } = await setUp();
    await editor.change(typedDraft(game.draft as RoundDraft, '1', '2', '3'));
    await editor.save();
    await reload();
    expect(editor.draft.value?.engine).toBe(11);
  });

  it('refuses to save a round with a score missing, and keeps what was entered', async () => {
    const { game, editor } = await setUp();
    const next = typedDraft(game.draft as RoundDraft, '1', '', '3');
    await editor.change(next);
    const saved = await editor.save();
    expect(saved.ok).toBe(false);
    expect(editor.draft.value).toEqual(next);
  });
});

describe('createDraftEditor - two tabs on one game', () => {
  it("keeps what each tab entered for its own seat, and shows the other tab's entry", async () => {
    const { db, game, editor: first, stored, reload } = await setUp();
    const secondStored = signal<GameRecord | null>(game);
    const second = createDraftEditor(db, game.id, secondStored);
    const base = game.draft as RoundDraft;

    await second.change({
      ...base,
      entries: base.entries.map((e, seat) => (seat === 1 ? { kind: 'typed', value: '34' } : e)),
    });
    // The first tab has not heard of it yet, and types for seat 0 over its older copy.
    await first.change({
      ...base,
      entries: base.entries.map((e, seat) => (seat === 0 ? { kind: 'typed', value: '12' } : e)),
    });

    const entries = (await reload()).draft?.entries;
    expect(entries?.[0]).toEqual({ kind: 'typed', value: '12' });
    expect(entries?.[1]).toEqual({ kind: 'typed', value: '34' });
    expect(stored.value?.draft?.entries[1]).toEqual({ kind: 'typed', value: '34' });
    expect(first.draft.value?.entries[1]).toEqual({ kind: 'typed', value: '34' });
  });

  it('says when everything shown is stored', async () => {
    const { game, editor } = await setUp();
    expect(editor.saveState.value).toBe('saved');
    const pending = editor.change(typedDraft(game.draft as RoundDraft, '5', '', ''));
    expect(editor.saveState.value).toBe('saving');
    await pending;
    expect(editor.saveState.value).toBe('saved');
  });
});
