// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import { finishGame } from '../../db/mutations';
import { listGames } from '../../db/queries';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { GamesScreen } from './GamesScreen';

let state: AppState;
setUpScreenTests(() => state);

describe('GamesScreen - every game on this phone', () => {
  it('says there is none yet, and offers a new game', async () => {
    state = freshState();
    renderAt(state, '/games', '/games', GamesScreen);
    await screen.findByText('No games yet.');
    expect(screen.getByRole('link', { name: 'New game' }).getAttribute('href')).toBe('/new');
  });

  it('continues an unfinished game and opens the scores of a finished one', async () => {
    state = freshState();
    const done = await startGame(state, ['Ann', 'Bob']);
    await playRound(state, done.id, [0, 4]);
    await finishGame(state.db, done.id);
    const playing = await startGame(state, ['Cy', 'Dee']);
    await playRound(state, playing.id, [3, 0]);
    renderAt(state, '/games', '/games', GamesScreen);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [newest, oldest] = cards as [HTMLElement, HTMLElement];
    expect(newest.textContent).toContain('Cy and Dee');
    expect(newest.textContent).toContain('Playing: round 2 of 13');
    expect(within(newest).getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      `/game/${playing.id}`,
    );
    expect(oldest.textContent).toContain('Ann wins the game!');
    expect(within(oldest).getByRole('link', { name: 'See the scores' }).getAttribute('href')).toBe(
      `/game/${done.id}/scores`,
    );
  });

  it('deletes a game in one tap, and Undo brings it back', async () => {
    state = freshState();
    await startGame(state, ['Ann', 'Bob']);
    renderAt(state, '/games', '/games', GamesScreen);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete the game of / }));
    await screen.findByText(/^The game of .* was deleted\.$/);
    await waitFor(async () => expect(await listGames(state.db)).toHaveLength(0));
    expect(screen.queryByRole('listitem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText(/^The game of .* is back\.$/);
    await screen.findByRole('listitem');
    expect(await listGames(state.db)).toHaveLength(1);
  });

  it('removes a deleted game for good once its Undo is gone: another deletion, or the screen left', async () => {
    state = freshState();
    const first = await startGame(state, ['Ann', 'Bob']);
    await startGame(state, ['Cy', 'Dee']);
    const games = renderAt(state, '/games', '/games', GamesScreen);
    const deleteButtons = () => screen.findAllByRole('button', { name: /^Delete the game of / });
    fireEvent.click((await deleteButtons())[0] as HTMLElement);
    await screen.findByText(/^The game of .* was deleted\.$/);
    // Its Undo still on the screen: the deleted game is still kept, to bring back.
    expect(await state.db.games.count()).toBe(2);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click((await deleteButtons())[0] as HTMLElement);
    await waitFor(async () => expect(await state.db.games.count()).toBe(1));
    games.unmount();
    await waitFor(async () => expect(await state.db.games.count()).toBe(0));
    expect(await state.db.history.where('gameId').equals(first.id).count()).toBe(0);
  });
});
