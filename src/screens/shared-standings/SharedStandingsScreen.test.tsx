// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { gameById, gameHistory } from '../../db/queries';
import { encodeStandings } from '../../db/standings-link';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { SharedStandingsScreen } from './SharedStandingsScreen';

let state: AppState;
setUpScreenTests(() => state);

/** A game played on "another phone", its link, and a fresh phone to open it on. */
async function linkOfGame(): Promise<string> {
  state = freshState();
  const game = await startGame(state, ['Ann', 'Бабушка', '奶奶']);
  await playRound(state, game.id, [0, 12, 7]);
  await playRound(state, game.id, [5, 0, 9]);
  const fragment = encodeStandings((await gameById(state.db, game.id)) as GameRecord);
  await state.db.delete();
  state = freshState();
  return fragment;
}

function open(fragment: string) {
  renderAt(state, `/standings#${fragment}`, '/standings', SharedStandingsScreen);
}

describe('SharedStandingsScreen - standings from another phone, read-only', () => {
  it('shows the totals and rounds, stores nothing, and keeps a copy only when asked', async () => {
    open(await linkOfGame());
    const list = await screen.findByRole('list', { name: 'Totals' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Place 1Ann★ Leader5', '2Place 2Бабушка12', '3Place 3奶奶16']);
    expect(screen.getByText('Playing: round 3 of 13', { exact: false })).toBeTruthy();
    // Read-only: no round opens for changes.
    expect(screen.queryByRole('link', { name: /Change round/ })).toBeNull();
    expect(await state.db.games.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Keep a copy on this phone' }));
    const copy = await screen.findByRole('link', { name: 'Open the copy' });
    const [kept] = await state.db.games.toArray();
    expect(copy.getAttribute('href')).toBe(`/game/${kept?.id}/scores`);
    expect(kept?.copiedAt).toEqual(expect.any(Number));
    expect(kept?.rounds.map((round) => round.scores)).toEqual([
      [0, 12, 7],
      [5, 0, 9],
    ]);
    expect((await gameHistory(state.db, kept?.id ?? '')).map((e) => e.action)).toEqual([
      'game-copied',
    ]);
  });

  it.each([
    [
      'changed',
      (f: string) => `${f.slice(0, 20)}${f[20] === 'A' ? 'B' : 'A'}${f.slice(21)}`,
      /damaged/,
    ],
    ['cut short', (f: string) => f.slice(0, -10), /damaged/],
    ['empty', () => '', /no standings/],
  ])('refuses a link %s with one sentence, storing nothing', async (_, spoil, sentence) => {
    const fragment = spoil(await linkOfGame());
    open(fragment);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(sentence);
    expect(screen.queryByRole('button', { name: /Keep a copy/ })).toBeNull();
    expect(await state.db.games.count()).toBe(0);
  });
});
