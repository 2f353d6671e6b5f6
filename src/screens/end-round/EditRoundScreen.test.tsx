// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { gameById, gameHistory } from '../../db/queries';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { EditRoundScreen } from './EditRoundScreen';

let state: AppState;
setUpScreenTests(() => state);

async function openRound(round: number) {
  state = freshState();
  const game = await startGame(state, ['Ann', 'Bob', 'Cy']);
  await playRound(state, game.id, [0, 12, 7]);
  await playRound(state, game.id, [5, 0, 9]);
  renderAt(state, `/game/${game.id}/rounds/${round}`, '/game/:id/rounds/:round', EditRoundScreen);
  return game;
}

const stored = async (id: string) => (await gameById(state.db, id)) as GameRecord;

describe('EditRoundScreen - a past round changed with the form that entered it', () => {
  it('opens the round as it was saved', async () => {
    await openRound(1);
    await screen.findByRole('heading', { level: 1, name: 'Change round 1' });
    expect(((await screen.findByRole('radio', { name: 'Ann' })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText("Pips left in Bob's hand") as HTMLInputElement).value).toBe('12');
    expect((screen.getByLabelText("Pips left in Cy's hand") as HTMLInputElement).value).toBe('7');
  });

  it('saves the change, keeps it in the history, and goes back to the scores', async () => {
    const game = await openRound(1);
    fireEvent.input(await screen.findByLabelText("Pips left in Bob's hand"), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await screen.findByText(`/game/${game.id}/scores`);
    expect((await stored(game.id)).rounds[0]?.scores).toEqual([0, 15, 7]);
    const last = (await gameHistory(state.db, game.id)).at(-1);
    expect(last).toMatchObject({
      action: 'round-edited',
      summary: { roundIndex: 0, changes: [{ seat: 1, from: 12, to: 15 }] },
    });
  });

  it('keeps every seat typed, whichever seat was typed last', async () => {
    // A seat whose entry did not change is not drawn again: typing in it afterwards must still
    // start from the latest round, not from the one it last showed.
    const game = await openRound(1);
    const pips = async (name: string, value: string) =>
      fireEvent.input(await screen.findByLabelText(`Pips left in ${name}'s hand`), {
        target: { value },
      });
    await pips('Bob', '15');
    await pips('Cy', '9');
    await pips('Bob', '16');
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await screen.findByText(`/game/${game.id}/scores`);
    expect((await stored(game.id)).rounds[0]?.scores).toEqual([0, 16, 9]);
  });

  it('refuses a change that cannot be saved, and changes nothing', async () => {
    const game = await openRound(2);
    fireEvent.input(await screen.findByLabelText("Pips left in Ann's hand"), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await screen.findByText('Not saved yet: 1 thing to fix.');
    await waitFor(async () => expect((await stored(game.id)).rounds[1]?.scores).toEqual([5, 0, 9]));
  });

  it('says so for a round that was never played', async () => {
    await openRound(7);
    await screen.findByText('This game has no round 7.');
  });
});
