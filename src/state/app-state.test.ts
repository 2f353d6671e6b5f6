import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { createAppState, whenCurrentGameKnown } from './app-state';

describe('whenCurrentGameKnown - the first paint waits for the game to continue', () => {
  it('resolves once the current game has been read', async () => {
    const state = createAppState(openDatabase(`test-${crypto.randomUUID()}`));
    expect(state.current.value.status).toBe('loading');
    await whenCurrentGameKnown(state);
    expect(state.current.peek()).toEqual({ status: 'ready', value: null });
  });
});
