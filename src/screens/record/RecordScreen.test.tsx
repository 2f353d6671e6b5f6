// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import { finishGame } from '../../db/mutations';
import { joinedNames } from '../../db/queries';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { RecordScreen } from './RecordScreen';

let state: AppState;
setUpScreenTests(() => state);

async function finished(names: string[], rounds: number[][]) {
  const game = await startGame(state, names, { preset: 'standard', rounds: rounds.length });
  for (const scores of rounds) await playRound(state, game.id, scores);
  await finishGame(state.db, game.id);
}

describe('RecordScreen - the family record', () => {
  it('says so when no game is finished yet', async () => {
    state = freshState();
    renderAt(state, '/games/record', '/games/record', RecordScreen);
    await screen.findByText(/No finished games yet/);
  });

  it('shows who has won most, wins as a chart with its words, and each player’s figures', async () => {
    state = freshState();
    await finished(['Ann', 'Bob'], [[0, 9]]);
    await finished(['ann ', 'Nana'], [[0, 3]]);
    renderAt(state, '/games/record', '/games/record', RecordScreen);
    await screen.findByText('Most wins: ann, with 2 games.');
    expect(screen.getByRole('img', { name: /^Wins per player:/ }).getAttribute('aria-label')).toBe(
      'Wins per player: ann: 2 wins, Nana: 0 wins, and Bob: 0 wins.',
    );
    const ann = screen.getByRole('heading', { level: 3, name: 'ann' }).closest('li') as HTMLElement;
    expect(within(ann).getByText('Games played').nextSibling?.textContent).toBe('2');
    expect(within(ann).getByText('Best round').nextSibling?.textContent).toBe('0 points');
    expect(within(ann).getByText('Counted together: Ann and ann')).toBeTruthy();
  });

  it('joins two names of one person, and separates them again', async () => {
    state = freshState();
    await finished(['Ann', 'Bob'], [[0, 9]]);
    await finished(['Nana', 'Bob'], [[0, 3]]);
    renderAt(state, '/games/record', '/games/record', RecordScreen);
    await screen.findByText(/^Most wins: /);
    fireEvent.click(screen.getByRole('button', { name: 'Join the names' }));
    await screen.findByText('Choose two different names.');
    fireEvent.change(screen.getByLabelText('Name to show'), { target: { value: 'Nana' } });
    fireEvent.change(screen.getByLabelText('Other name of the same person'), {
      target: { value: 'Ann' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join the names' }));
    await screen.findByText('Ann now counts as Nana.');
    await screen.findByText('Most wins: Nana, with 2 games.');
    expect(await joinedNames(state.db)).toEqual([['Nana', 'Ann']]);
    fireEvent.click(screen.getByRole('button', { name: 'Count Ann on their own again' }));
    await screen.findByText('Ann counts on their own again.');
    await waitFor(async () => expect(await joinedNames(state.db)).toEqual([]));
  });
});
