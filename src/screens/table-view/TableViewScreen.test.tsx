// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { finishGame, updateDraft } from '../../db/mutations';
import { gameById } from '../../db/queries';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { TableViewScreen } from './TableViewScreen';

let state: AppState;
setUpScreenTests(() => state);
afterEach(() => {
  vi.unstubAllGlobals();
});

async function gameWith(rounds: number[][], names = ['Ann', 'Bob', 'Cy']) {
  state = freshState();
  const game = await startGame(state, names);
  for (const scores of rounds) await playRound(state, game.id, scores);
  return (await gameById(state.db, game.id)) as GameRecord;
}

function open(game: GameRecord) {
  renderAt(state, `/game/${game.id}/table`, '/game/:id/table', TableViewScreen);
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'Totals' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TableViewScreen - the standings for everyone at the table', () => {
  it('shows the round, its engine and every player best first, the leader marked', async () => {
    const game = await gameWith([
      [0, 12, 7],
      [5, 0, 9],
    ]);
    open(game);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 3 of 13' })).toBeTruthy();
    expect(screen.getByText('Engine: the double ten')).toBeTruthy();
    expect(await rows()).toEqual(['1Place 1★\u00a0AnnLeader5', '2Place 2Bob12', '3Place 3Cy16']);
  });

  it('follows the game: a marker put out and a round saved show at once', async () => {
    const game = await gameWith([[0, 12, 7]]);
    open(game);
    await rows();
    const draft = game.draft as NonNullable<GameRecord['draft']>;
    await updateDraft(state.db, game.id, { ...draft, markers: [false, true, false] });
    await waitFor(() => expect(screen.getByText("Bob's train is open")).toBeTruthy());
    await playRound(state, game.id, [20, 0, 1]);
    await waitFor(async () =>
      expect(await rows()).toEqual(['1Place 1★\u00a0CyLeader8', '2Place 2Bob12', '3Place 3Ann20']),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Round 3 of 13' })).toBeTruthy();
  });

  it('says the final standings and the winner once the game is over', async () => {
    const game = await gameWith([[0, 12, 7]]);
    await finishGame(state.db, game.id);
    open(game);
    expect(await screen.findByRole('heading', { level: 1, name: 'Final standings' })).toBeTruthy();
    expect((await rows())[0]).toBe('1Place 1★\u00a0AnnWinner0');
    expect(screen.queryByText(/Engine/)).toBeNull();
  });

  it('turns round for the people opposite, and back', async () => {
    open(await gameWith([[0, 12, 7]]));
    const turn = await screen.findByRole('button', { name: /Turn around/ });
    const stage = document.querySelector('.table-stage') as HTMLElement;
    expect(stage.classList.contains('turned')).toBe(false);
    fireEvent.click(turn);
    expect(turn.getAttribute('aria-pressed')).toBe('true');
    expect(stage.classList.contains('turned')).toBe(true);
    fireEvent.click(turn);
    expect(stage.classList.contains('turned')).toBe(false);
  });

  it('shows the QR code in place of the standings, and the standings again after', async () => {
    open(await gameWith([[0, 12, 7]]));
    await rows();
    fireEvent.click(screen.getByRole('button', { name: 'QR code' }));
    expect(
      await screen.findByRole('img', { name: 'QR code of a link to these standings' }),
    ).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Standings' }));
    expect(await rows()).toHaveLength(3);
  });

  it('keeps the screen awake while it is open, and lets it sleep after', async () => {
    const release = vi.fn(async () => {});
    const request = vi.fn(async () => ({ released: false, release }));
    vi.stubGlobal('navigator', { ...navigator, wakeLock: { request } });
    const game = await gameWith([[0, 12, 7]]);
    open(game);
    await rows();
    expect(request).toHaveBeenCalledWith('screen');
    screen.getByRole('link', { name: /Back/ });
    const { cleanup } = await import('@testing-library/preact');
    cleanup();
    await waitFor(() => expect(release).toHaveBeenCalled());
  });
});
