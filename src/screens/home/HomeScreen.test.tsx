// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshState, playRound, startGame } from '../../../test/screen-test-support';
import { readContinueNote, writeContinueNote } from '../../db/continue-note';
import { setLocale } from '../../i18n';
import { type AppState, AppStateContext } from '../../state/app-context';
import { keepContinueNote } from '../../state/app-state';
import { HomeScreen } from './HomeScreen';

beforeAll(async () => {
  await setLocale('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const showHome = (state: AppState | null) =>
  render(
    <AppStateContext.Provider value={state}>
      <HomeScreen />
    </AppStateContext.Provider>,
  );

describe('home: one big button to go on with the game', () => {
  it('before the database opens, paints the game to continue from the note beside it', () => {
    writeContinueNote({ id: 'g1', round: 4, rounds: 13, players: ['Ann', ''] });
    showHome(null);
    const resume = screen.getByRole('link', { name: /Continue the game/ });
    expect(resume.getAttribute('href')).toBe('/game/g1');
    expect(resume.textContent).toContain('Round 4 of 13');
    expect(resume.textContent).toContain('Ann and Player 2');
  });

  it('before the database opens, with no note, offers only a new game', () => {
    showHome(null);
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'New game' })).toBeTruthy();
  });

  it('once open, follows the database and keeps the note in step with it', async () => {
    const state = freshState();
    const stop = keepContinueNote(state);
    try {
      const game = await startGame(state, ['Ann', 'Bob']);
      await playRound(state, game.id, [0, 12]);
      showHome(state);
      await waitFor(() => expect(screen.getByRole('link', { name: /Round 2 of 13/ })).toBeTruthy());
      expect(readContinueNote()).toEqual({
        id: game.id,
        round: 2,
        rounds: 13,
        players: ['Ann', 'Bob'],
      });
    } finally {
      stop();
      await state.db.delete();
    }
  });
});
