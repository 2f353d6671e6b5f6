// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { editRound, finishGame, undoLast } from '../../db/mutations';
import { gameById } from '../../db/queries';
import { draftFromRound } from '../../db/round-draft';
import { standings } from '../../rules';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { ScoresScreen } from './ScoresScreen';

let state: AppState;
setUpScreenTests(() => state);

async function gameWith(rounds: number[][], names = ['Ann', 'Bob', 'Cy']) {
  state = freshState();
  const game = await startGame(state, names);
  for (const scores of rounds) await playRound(state, game.id, scores);
  return game;
}

function open(game: GameRecord) {
  renderAt(state, `/game/${game.id}/scores`, '/game/:id/scores', ScoresScreen);
}

const stored = async (id: string) => (await gameById(state.db, id)) as GameRecord;

describe('ScoresScreen - totals, places and every round', () => {
  it('lists the totals best first with their places, as the engine adds them up', async () => {
    const rounds = [
      [0, 12, 7],
      [5, 0, 9],
    ];
    const game = await gameWith(rounds);
    open(game);
    const list = await screen.findByRole('list', { name: 'Totals' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const { totals } = standings(3, rounds);
    expect(lines).toEqual([
      `1Place 1Ann★ Leader${totals[0]}`,
      `2Place 2Bob${totals[1]}`,
      `3Place 3Cy${totals[2]}`,
    ]);
    expect(screen.getByText('Leader: Ann')).toBeTruthy();
  });

  it('shows each round in a table, each round opening for changes', async () => {
    const game = await gameWith([
      [0, 12, 7],
      [5, 0, 9],
    ]);
    open(game);
    const table = await screen.findByRole('table', { name: 'Round by round' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [],
      // Who went out is marked and said in words, not shown by colour alone.
      ['0 ✓Ann went out.', '12', '7'],
      ['5', '0 ✓Bob went out.', '9'],
      ['5', '12', '16'],
    ]);
    expect(within(table).getByRole('link', { name: 'Change round 2' }).getAttribute('href')).toBe(
      `/game/${game.id}/rounds/2`,
    );
    expect(within(table).getByRole('columnheader', { name: 'Bob' })).toBeTruthy();
  });

  it('announces the winner once the game is over', async () => {
    const game = await gameWith([[0, 12, 7]]);
    await finishGame(state.db, game.id);
    open(game);
    await screen.findByText('Ann wins the game!');
    expect(screen.getByText('Well played, everyone!')).toBeTruthy();
  });

  it('a tie for the lowest total shares the win', async () => {
    const game = await gameWith([
      [0, 12, 7],
      [12, 0, 9],
    ]);
    await finishGame(state.db, game.id);
    open(game);
    await screen.findByText('Ann and Bob share the win!');
  });

  it('Undo says what it undoes, and undoes it', async () => {
    const game = await gameWith([[0, 12, 7]]);
    await finishGame(state.db, game.id);
    open(game);
    fireEvent.click(await screen.findByRole('button', { name: 'Undo: finishing the game' }));
    await waitFor(async () => expect((await stored(game.id)).finishedAt).toBeNull());
    await screen.findByText('Leader: Ann');
  });

  it('stops the game early on request, naming the winner', async () => {
    const game = await gameWith([[0, 12, 7]]);
    open(game);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop here and finish the game' }));
    await screen.findByText('Ann wins the game!');
  });

  it('keeps every change in a history, phrased in words', async () => {
    const game = await gameWith([
      [0, 12, 7],
      [5, 0, 9],
    ]);
    const first = (await stored(game.id)).rounds[0] as GameRecord['rounds'][number];
    const draft = draftFromRound(first);
    await editRound(state.db, game.id, 0, {
      ...draft,
      entries: draft.entries.map((entry, seat) =>
        seat === 1 ? { kind: 'typed', value: '15' } : entry,
      ),
    });
    await undoLast(state.db, game.id);
    open(game);
    const history = await screen.findByRole('list', { name: 'Every change' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(5));
    const lines = within(history)
      .getAllByRole('listitem')
      .map((item) => item.lastElementChild?.textContent);
    expect(lines).toEqual([
      'Undone: the change to round 1',
      'Round 1 changed: Bob 12 → 15',
      'Round 2 saved',
      'Round 1 saved',
      'Game started',
    ]);
  });
});
