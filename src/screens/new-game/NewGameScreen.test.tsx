// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { freshState, renderAt, startGame } from '../../../test/screen-test-support';
import { currentGame } from '../../db/queries';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { NewGameScreen } from './NewGameScreen';

let state: AppState;
setUpScreenTests(() => state);

async function open() {
  renderAt(state, '/new', '/new', NewGameScreen);
  await screen.findByRole('heading', { level: 1, name: 'New game' });
  // The form appears whole once last time's players are known.
  await screen.findByRole('button', { name: 'Start the game' });
}

const name = (number: number, value: string) =>
  fireEvent.input(screen.getByLabelText(`Name of player ${number}`), { target: { value } });
const nameOf = (number: number) =>
  (screen.getByLabelText(`Name of player ${number}`) as HTMLInputElement).value;

describe('NewGameScreen - players, rules, length, start', () => {
  it('starts a game with names in any script, in seat order, and opens round 1', async () => {
    state = freshState();
    await open();
    name(1, 'Бабушка');
    name(2, '王芳');
    fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    name(3, 'Zoë 🎲');
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(() => expect(location.pathname).toMatch(/^\/game\/[\w-]+$/));
    const game = await currentGame(state.db);
    expect(game?.players.map((p) => p.name)).toEqual(['Бабушка', '王芳', 'Zoë 🎲']);
    expect(game?.rules).toMatchObject({ preset: 'standard', set: 12, rounds: 13 });
  });

  it('an empty name becomes "Player 2"', async () => {
    state = freshState();
    await open();
    name(1, 'Ann');
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(async () =>
      expect((await currentGame(state.db))?.players.map((p) => p.name)).toEqual([
        'Ann',
        'Player 2',
      ]),
    );
  });

  it('refuses two players by the same name, saying why', async () => {
    state = freshState();
    await open();
    name(1, 'Ann');
    name(2, 'ann');
    await screen.findByText(
      'Two players are called “ann”. Add an initial or a nickname so the scores can tell them apart.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await screen.findByText('The game has not started yet:');
    expect(await currentGame(state.db)).toBeNull();
  });

  it('moves players up and down with buttons, and announces it', async () => {
    state = freshState();
    await open();
    name(1, 'Ann');
    name(2, 'Bob');
    fireEvent.click(screen.getByRole('button', { name: 'Move Bob up' }));
    expect([nameOf(1), nameOf(2)]).toEqual(['Bob', 'Ann']);
    expect(screen.getByText('Bob is now player 1.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Move Bob up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('removes a player with an Undo that puts them back', async () => {
    state = freshState();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    name(1, 'Ann');
    name(2, 'Bob');
    name(3, 'Cy');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob' }));
    expect(screen.getByText('Bob was removed.')).toBeTruthy();
    expect([nameOf(1), nameOf(2)]).toEqual(['Ann', 'Cy']);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect([nameOf(1), nameOf(2), nameOf(3)]).toEqual(['Ann', 'Bob', 'Cy']);
  });

  it('offers the double-9 set for 2-4 players and only double-15 or 18 for 9 or more', async () => {
    state = freshState();
    await open();
    expect(screen.getByRole('radio', { name: 'Double 9: 55 tiles' })).toBeTruthy();
    for (let i = 0; i < 7; i++)
      fireEvent.click(screen.getByRole('button', { name: 'Add a player' }));
    expect(screen.queryByRole('radio', { name: 'Double 9: 55 tiles' })).toBeNull();
    expect(
      (screen.getByRole('radio', { name: 'Double 15: 136 tiles' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('radio', { name: 'Full game: 16 rounds' })).toBeTruthy();
  });

  it('a short game is 7 rounds; another number must be 1 to a full game', async () => {
    state = freshState();
    await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Another number of rounds' }));
    fireEvent.input(screen.getByLabelText('Number of rounds, from 1 to 13'), {
      target: { value: '20' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect((await screen.findAllByText('Type a number of rounds from 1 to 13.')).length).toBe(2);
    fireEvent.click(screen.getByRole('radio', { name: 'Short game: 7 rounds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(async () => expect((await currentGame(state.db))?.rules.rounds).toBe(7));
  });

  it('a rule set brings its house rules, and each can be changed', async () => {
    state = freshState();
    await open();
    fireEvent.click(screen.getByRole('radio', { name: /^Classic/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Nothing: 0 points.' }));
    expect(screen.getByText('1 house rule differs from the rule set.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    await waitFor(async () =>
      expect((await currentGame(state.db))?.rules).toMatchObject({
        preset: 'classic',
        firstPlayer: 'chosen',
        doubleBlank: 0,
      }),
    );
  });

  it('seats the same players as last time in one tap', async () => {
    state = freshState();
    await startGame(state, ['Ann', 'Bob', 'Cy']);
    await open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Same players as last time: Ann, Bob, and Cy' }),
    );
    expect([nameOf(1), nameOf(2), nameOf(3)]).toEqual(['Ann', 'Bob', 'Cy']);
  });
});
