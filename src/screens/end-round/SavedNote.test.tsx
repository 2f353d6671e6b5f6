// @vitest-environment happy-dom
import { signal } from '@preact/signals';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import type { SaveState } from '../../state/draft-editor';
import { SavedNote, SLOW_SAVE_MS } from './SavedNote';

beforeAll(() => setLocale('en', { remember: false }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const line = () => screen.getByRole('status').textContent;

describe('SavedNote - the line under the round that says it is stored', () => {
  it('stays at "Saved" while a quick write comes and goes, as each tap makes one', () => {
    vi.useFakeTimers();
    const state = signal<SaveState>('saved');
    render(<SavedNote state={state} />);
    expect(line()).toBe('✓ Saved');
    act(() => {
      state.value = 'saving';
    });
    expect(line()).toBe('✓ Saved');
    act(() => {
      vi.advanceTimersByTime(SLOW_SAVE_MS - 1);
    });
    act(() => {
      state.value = 'saved';
    });
    act(() => {
      vi.advanceTimersByTime(SLOW_SAVE_MS);
    });
    expect(line()).toBe('✓ Saved');
  });

  it('says "Saving…" once a write has taken a second, and "Saved" when it is done', () => {
    vi.useFakeTimers();
    const state = signal<SaveState>('saving');
    render(<SavedNote state={state} />);
    act(() => {
      vi.advanceTimersByTime(SLOW_SAVE_MS);
    });
    expect(line()).toBe('Saving…');
    act(() => {
      state.value = 'saved';
    });
    expect(line()).toBe('✓ Saved');
  });

  it('says nothing of a failed write: the failure itself is shown above it', () => {
    render(<SavedNote state={signal<SaveState>('failed')} />);
    expect(line()).toBe('');
  });
});
