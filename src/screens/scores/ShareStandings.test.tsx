// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshState, playRound, startGame } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { gameById } from '../../db/queries';
import { readStandings } from '../../db/standings-link';
import { setLocale } from '../../i18n';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { ShareStandings } from './ShareStandings';

let state: AppState;
setUpScreenTests(() => state);
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

async function played(): Promise<GameRecord> {
  state = freshState();
  const game = await startGame(state, ['Ann', 'Бабушка', '奶奶']);
  await playRound(state, game.id, [0, 12, 7]);
  await playRound(state, game.id, [5, 0, 9]);
  return (await gameById(state.db, game.id)) as GameRecord;
}

describe('ShareStandings - the standings for other phones', () => {
  it('draws a QR code of a link that carries these very standings, when asked', async () => {
    const game = await played();
    render(<ShareStandings game={game} />);
    const show = screen.getByRole('button', { name: 'Show the QR code' });
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(show);
    const code = await screen.findByRole('img', { name: 'QR code of a link to these standings' });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(show.getAttribute('aria-expanded')).toBe('true');
  });

  it("sends the standings as text through the phone's share sheet, in the app's language", async () => {
    const share = vi.fn(async (_: ShareData) => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    await setLocale('fr');
    render(<ShareStandings game={await played()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Partager le classement' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share.mock.calls[0]?.[0].text).toBe(
      [
        'Train mexicain, après la manche 2 sur 13 (Standard)',
        '1. Ann\u00a0: 5',
        '2. Бабушка\u00a0: 12',
        '3. 奶奶\u00a0: 16',
      ].join('\n'),
    );
  });

  it('copies the text where there is no share sheet, or shows it to copy by hand', async () => {
    const writeText = vi.fn(async (_: string) => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<ShareStandings game={await played()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share the standings' }));
    expect(await screen.findByText(/The standings are copied/)).toBeTruthy();
    expect(writeText.mock.calls[0]?.[0]).toMatch(/^Mexican Train, after round 2 of 13/);

    writeText.mockRejectedValue(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Share the standings' }));
    expect(await screen.findByText(/Copy these lines/)).toBeTruthy();
    expect(document.querySelector('.shared-text')?.textContent).toContain('1. Ann: 5');
  });
});

describe('standingsLink - what the code carries', () => {
  it('is this app at /standings with the standings in the fragment', async () => {
    const { standingsLink } = await import('../../state/standings-share');
    const game = await played();
    const link = new URL(standingsLink(game, 'https://example.test'));
    expect(link.pathname).toBe('/standings');
    const read = readStandings(link.hash);
    expect(read.ok && read.game.rounds.map((r) => r.scores)).toEqual(
      game.rounds.map((r) => r.scores),
    );
  });
});
