// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { LocationProvider, Route, Router } from 'preact-iso';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshState } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { createGame } from '../../db/mutations';
import { setLocale } from '../../i18n';
import { type AppState, AppStateContext } from '../../state/app-context';
import { PrintScreen } from './PrintScreen';

/** The PDF library with building and delivering stood in for: what the screen asks is checked. */
const pdf = vi.hoisted(() => ({
  buildRuleCard: vi.fn(async (_options: unknown): Promise<Uint8Array> => new Uint8Array([1])),
  buildScoresheet: vi.fn(async (_options: unknown): Promise<Uint8Array> => new Uint8Array([2])),
  buildGameSheet: vi.fn(async (_options: unknown): Promise<Uint8Array> => new Uint8Array([3])),
  deliverPdf: vi.fn(async (_bytes: Uint8Array, _file: string, _title: string) => 'downloaded'),
}));

vi.mock('../../pdf', async (importActual) => ({
  ...(await importActual<typeof import('../../pdf')>()),
  ...pdf,
}));

let state: AppState;

beforeAll(() => setLocale('en'));

beforeEach(() => {
  state = freshState();
});

afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await setLocale('en');
  await state.db.delete();
});

/** Opens a print address and waits until the form is there (the game is read first). */
async function showPrint(path: string) {
  history.replaceState(null, '', path);
  render(
    <AppStateContext.Provider value={state}>
      <LocationProvider>
        <Router>
          <Route path="/print" component={PrintScreen} />
          <Route path="/game/:id/print" component={PrintScreen} />
        </Router>
      </LocationProvider>
    </AppStateContext.Provider>,
  );
  await screen.findAllByRole('radiogroup');
}

async function addGame(names: string[]): Promise<GameRecord> {
  const created = await createGame(
    state.db,
    names.map((name) => ({ name })),
    { preset: 'russian' },
  );
  if (!created.ok) throw new Error(created.problem);
  return created.value;
}

function radio(name: string) {
  return screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
}

function choices(group: string): string[] {
  const radios = screen.getByRole('radiogroup', { name: group }).querySelectorAll('label');
  return [...radios].map((label) => label.textContent ?? '');
}

describe('PrintScreen - choosing what to print', () => {
  it('starts on the quick reference card, with every paper a card comes on', async () => {
    await showPrint('/print');
    expect(await screen.findByRole('heading', { level: 1, name: 'Print' })).toBeTruthy();
    expect(radio('Quick reference card').checked).toBe(true);
    expect(choices('Paper')).toEqual(['Letter (US)', 'A4', 'A6 card', 'Index card (3 × 5 in)']);
    expect(screen.queryByRole('radio', { name: /^Scoresheet of this game/ })).toBeNull();
  });

  it('offers only whole sheets for a scoresheet, and the set, the rounds and the players', async () => {
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('radio', { name: /^Blank scoresheet/ }));
    expect(choices('Paper')).toEqual(['Letter (US)', 'A4']);
    expect(screen.getByLabelText('Which domino set?')).toBeTruthy();
    expect(screen.getByLabelText('How long is the game?')).toBeTruthy();
    expect(screen.getAllByLabelText(/^Name of player/)).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'One more player' }));
    expect(screen.getAllByLabelText(/^Name of player/)).toHaveLength(5);
    expect(screen.getByText('5 players')).toBeTruthy();
  });

  it('cannot go below 2 players or above 12', async () => {
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('radio', { name: /^Blank scoresheet/ }));
    const fewer = screen.getByRole('button', { name: 'One player fewer' }) as HTMLButtonElement;
    fireEvent.click(fewer);
    fireEvent.click(fewer);
    expect(screen.getByText('2 players')).toBeTruthy();
    expect(fewer.disabled).toBe(true);
  });

  it('says which characters of a name cannot be printed, before printing', async () => {
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('radio', { name: /^Blank scoresheet/ }));
    fireEvent.input(screen.getByLabelText('Name of player 1'), { target: { value: 'Nanna 👵' } });
    // The warning waits for the PDF code (jsPDF and the font tables), which on a busy machine
    // takes longer than findBy's usual second to load.
    const warning = 'This character cannot be printed and will show as □: 👵';
    expect(await screen.findByText(warning, {}, { timeout: 10_000 })).toBeTruthy();
  }, 15_000);
});

describe('PrintScreen - making the PDF', () => {
  it('builds a blank sheet for the set, rounds, names and language chosen, and delivers it', async () => {
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('radio', { name: /^Blank scoresheet/ }));
    fireEvent.change(screen.getByLabelText('Which domino set?'), { target: { value: '9' } });
    fireEvent.input(screen.getByLabelText('Name of player 1'), { target: { value: 'Ann' } });
    fireEvent.input(screen.getByLabelText('Name of player 3'), { target: { value: 'Бабушка' } });
    fireEvent.click(screen.getByRole('radio', { name: 'A4' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Русский' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
    const file = 'mexican-train-scoresheet-a4-ru.pdf';
    expect(
      await screen.findByText(
        `Your PDF ${file} is saved. Open it from your downloads to print it.`,
      ),
    ).toBeTruthy();
    expect(pdf.buildScoresheet).toHaveBeenCalledWith({
      rules: expect.objectContaining({ preset: 'standard', set: 9, rounds: 10 }),
      players: ['Ann', '', 'Бабушка', ''],
      language: 'ru',
      paper: 'a4',
    });
    expect(pdf.deliverPdf).toHaveBeenCalledWith(new Uint8Array([2]), file, 'Blank scoresheet');
  });

  it('leaves room to write every name when none is typed', async () => {
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('radio', { name: /^Blank scoresheet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(pdf.deliverPdf).toHaveBeenCalled());
    expect(pdf.buildScoresheet).toHaveBeenCalledWith(expect.objectContaining({ players: 4 }));
  });

  it('builds a rule card for a rule set chosen on the screen', async () => {
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('radio', { name: /^All the rules/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^Classic/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Index card (3 × 5 in)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(pdf.deliverPdf).toHaveBeenCalled());
    expect(pdf.buildRuleCard).toHaveBeenCalledWith({
      kind: 'full',
      rules: expect.objectContaining({ preset: 'classic' }),
      language: 'en',
      paper: 'index',
      players: null,
    });
  });

  it('says so plainly when the PDF cannot be made, and the button works again', async () => {
    pdf.buildRuleCard.mockRejectedValueOnce(new Error('font missing'));
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('button', { name: 'Make the PDF' }));
    expect(
      await screen.findByText('The PDF could not be made. Nothing was lost: try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(pdf.deliverPdf).toHaveBeenCalledOnce());
  });

  it('shows progress while the PDF is being made', async () => {
    let finish: (bytes: Uint8Array) => void = () => {};
    pdf.buildRuleCard.mockImplementationOnce(
      () => new Promise<Uint8Array>((resolve) => (finish = resolve)),
    );
    await showPrint('/print');
    fireEvent.click(await screen.findByRole('button', { name: 'Make the PDF' }));
    expect(await screen.findByText('Making your PDF…')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Make the PDF' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    finish(new Uint8Array([9]));
    await waitFor(() => expect(screen.queryByText('Making your PDF…')).toBeNull());
  });
});

describe('PrintScreen - from a game', () => {
  it("offers the game's own sheet first, and prints its names and scores", async () => {
    const game = await addGame(['Ann', 'Zoë', '奶奶']);
    await showPrint(`/game/${game.id}/print`);
    await waitFor(() => expect(radio('Scoresheet of this game').checked).toBe(true));
    expect(screen.getAllByRole('radio')[0]).toBe(radio('Scoresheet of this game'));
    expect(screen.queryByRole('radiogroup', { name: 'Which rules' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(pdf.deliverPdf).toHaveBeenCalled());
    // The sheet takes the game as plain data: its rules, its players' names and its rounds.
    expect(pdf.buildGameSheet).toHaveBeenCalledWith(
      expect.objectContaining({
        game: expect.objectContaining({
          rules: game.rules,
          players: [{ name: 'Ann' }, { name: 'Zoë' }, { name: '奶奶' }],
          rounds: [],
        }),
        language: 'en',
      }),
    );
  });

  it("prints rule cards for the game's own rules, with its number of players", async () => {
    const game = await addGame(['Ann', 'Zoë', 'Max']);
    await showPrint(`/game/${game.id}/print`);
    fireEvent.click(await screen.findByRole('radio', { name: /^Quick reference card/ }));
    expect(radio('The rules of this game').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Make the PDF' }));
    await waitFor(() => expect(pdf.deliverPdf).toHaveBeenCalled());
    expect(pdf.buildRuleCard).toHaveBeenCalledWith(
      expect.objectContaining({ rules: game.rules, players: 3 }),
    );
  });

  it('says a game that is not on this phone is not there, and still prints the rest', async () => {
    await showPrint('/game/no-such-game/print');
    expect(await screen.findByText('This game is not on this phone.')).toBeTruthy();
    expect(radio('Quick reference card').checked).toBe(true);
  });

  it('speaks the language of the screen, and prints in another without switching it', async () => {
    await setLocale('fr');
    await showPrint('/print');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprimer' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '中文' }));
    fireEvent.click(screen.getByRole('button', { name: 'Créer le PDF' }));
    await waitFor(() => expect(pdf.deliverPdf).toHaveBeenCalled());
    expect(pdf.buildRuleCard).toHaveBeenCalledWith(expect.objectContaining({ language: 'zh' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Imprimer' })).toBeTruthy();
  });
});
