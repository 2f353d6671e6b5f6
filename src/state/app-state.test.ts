import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createAppState, whenFirstReadsDone } from './app-state';

describe('whenFirstReadsDone - the first paint waits for what the first screens show', () => {
  it("resolves once the game to continue and last time's players have been read", async () => {
    const state = createAppState(openDatabase(`test-${crypto.randomUUID()}`));
    expect(state.current.value.status).toBe('loading');
    expect(state.lastPlayers.value.status).toBe('loading');
    await whenFirstReadsDone(state);
    expect(state.current.peek()).toEqual({ status: 'ready', value: null });
    expect(state.lastPlayers.peek()).toEqual({ status: 'ready', value: [] });
  });
});
