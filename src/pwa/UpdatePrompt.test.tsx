// @vitest-environment happy-dom
import { type Signal, signal } from '@preact/signals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

const worker = vi.hoisted(() => ({
  applyUpdate: vi.fn(async () => {}),
}));

vi.mock('./update-state', () => {
  const offlineReady = signal(false);
  const needRefresh = signal(false);
  return {
    offlineReady,
    needRefresh,
    applyUpdate: worker.applyUpdate,
    offlineReadySeen: () => {
      offlineReady.value = false;
    },
    dismissUpdatePrompt: () => {
      offlineReady.value = false;
      needRefresh.value = false;
    },
  };
});

const register = await import('./update-state');
const offlineReady = register.offlineReady as Signal<boolean>;
const needRefresh = register.needRefresh as Signal<boolean>;

const text = {
  offlineReady: 'Ready to work offline',
  needRefresh: 'A new version is ready',
  reload: 'Reload',
  close: 'Close',
};

describe('UpdatePrompt', () => {
  afterEach(() => {
    cleanup();
    register.dismissUpdatePrompt();
    worker.applyUpdate.mockClear();
  });

  it('shows nothing while there is nothing to say', () => {
    render(<UpdatePrompt text={text} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says the app is ready to work offline, without a Reload button, until closed', async () => {
    render(<UpdatePrompt text={text} />);
    offlineReady.value = true;
    expect(await screen.findByText(text.offlineReady)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text.reload })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: text.close }));
    expect(screen.queryByText(text.offlineReady)).toBeNull();
  });

  it('lets the offline message go by itself after a while, so it never hides the screen', () => {
    vi.useFakeTimers();
    try {
      render(<UpdatePrompt text={text} />);
      act(() => {
        offlineReady.value = true;
      });
      expect(screen.getByText(text.offlineReady)).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.queryByText(text.offlineReady)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a new version is ready and moves to it on Reload', async () => {
    render(<UpdatePrompt text={text} />);
    needRefresh.value = true;
    expect(await screen.findByText(text.needRefresh)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: text.reload }));
    expect(worker.applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('shows the offline note as a slim line, and a new version as the full box', async () => {
    render(<UpdatePrompt text={text} />);
    offlineReady.value = true;
    await screen.findByText(text.offlineReady);
    expect(screen.getByRole('status').classList.contains('quiet')).toBe(true);
    needRefresh.value = true;
    await screen.findByText(text.needRefresh);
    expect(screen.getByRole('status').classList.contains('quiet')).toBe(false);
  });

  it('speaks of the new version rather than of offline use when both are true', async () => {
    render(<UpdatePrompt text={text} />);
    offlineReady.value = true;
    needRefresh.value = true;
    expect(await screen.findByText(text.needRefresh)).toBeTruthy();
    expect(screen.queryByText(text.offlineReady)).toBeNull();
  });
});
