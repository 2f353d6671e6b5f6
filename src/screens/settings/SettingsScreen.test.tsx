// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshState } from '../../../test/screen-test-support';
import { exportBackup } from '../../db/backup';
import { type AppDatabase, openDatabase } from '../../db/database';
import { MAX_BACKUP_CHARS } from '../../db/limits';
import { createGame } from '../../db/mutations';
import { listGames } from '../../db/queries';
import { setLocale } from '../../i18n';
import { type AppState, AppStateContext } from '../../state/app-context';
import { applyPreferences, textSize, theme } from '../../state/preferences';
import { SettingsScreen } from './SettingsScreen';

let state: AppState;
let stopPreferences: () => void;

beforeAll(async () => {
  await setLocale('en');
  stopPreferences = applyPreferences();
});

afterAll(() => stopPreferences());

beforeEach(() => {
  state = freshState();
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  theme.value = 'system';
  textSize.value = 'normal';
  await setLocale('en');
  await state.db.delete();
});

function showSettings() {
  return render(
    <AppStateContext.Provider value={state}>
      <SettingsScreen />
    </AppStateContext.Provider>,
  );
}

async function addGame(db: AppDatabase, names: string[]) {
  const created = await createGame(
    db,
    names.map((name) => ({ name })),
    { preset: 'standard' },
  );
  if (!created.ok) throw new Error(created.problem);
  return created.value;
}

/** Chooses a file in the "Restore games from a file" picker, as the phone's file chooser would. */
function chooseFile(file: File, label = 'Restore games from a file') {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

async function backupOf(names: string[][]): Promise<string> {
  const source = openDatabase(`test-${crypto.randomUUID()}`);
  for (const players of names) await addGame(source, players);
  const exported = await exportBackup(source);
  await source.delete();
  if (!exported.ok) throw new Error(exported.problem);
  return exported.value;
}

describe('SettingsScreen - language and look', () => {
  it('speaks the chosen language at once, headings included, and back', async () => {
    showSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Русский' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Резервная копия' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Русский' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });

  it('names each language in that language, marked as such for screen readers', () => {
    showSettings();
    const chinese = screen.getByRole('radio', { name: '中文' }).closest('label');
    expect(chinese?.getAttribute('lang')).toBe('zh-Hans');
  });

  it('sets the theme and the text size on the root element', () => {
    showSettings();
    const root = document.documentElement;
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Same as the phone' }));
    expect(root.dataset.theme).toBe('system');
    fireEvent.click(screen.getByRole('radio', { name: 'Very large' }));
    expect(root.dataset.textSize).toBe('larger');
    expect((screen.getByRole('radio', { name: 'Very large' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe('SettingsScreen - backup to a file', () => {
  it('saves every game as one JSON file named by the day', async () => {
    await addGame(state.db, ['Ann', 'Ben']);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:backup';
    });
    showSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Save all games to a file' }));
    const day = new Date();
    const name = `mexican-train-${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}.json`;
    expect(
      await screen.findByText(`The file ${name} is saved. Look for it in your downloads.`),
    ).toBeTruthy();
    expect(clicked.map((link) => link.download)).toEqual([name]);
    const saved = JSON.parse(await (made[0] as Blob).text());
    expect(saved.games.map((g: { players: { name: string }[] }) => g.players[0]?.name)).toEqual([
      'Ann',
    ]);
  });

  it('offers no save button before the first game, only restoring', async () => {
    showSettings();
    expect(await screen.findByText('There are no games to save yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save all games to a file' })).toBeNull();
    expect(screen.getByLabelText('Restore games from a file')).toBeTruthy();
  });

  it('saves one game on its own, its button described by the game it saves', async () => {
    await addGame(state.db, ['Ann', 'Ben']);
    // Started a few milliseconds later, so that it is the newer game, listed first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addGame(state.db, ['Zoë', 'Max']);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:game');
    showSettings();
    const buttons = await screen.findAllByRole('button', { name: 'Save to a file' });
    expect(buttons.map((button) => button.getAttribute('aria-describedby'))).toHaveLength(2);
    const description = document.getElementById(buttons[0]?.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Zoë and Max');
    fireEvent.click(buttons[0] as HTMLElement);
    expect(await screen.findByText(/^The file mexican-train-game-.*\.json is saved/)).toBeTruthy();
  });
});

describe('SettingsScreen - restore from a file', () => {
  it('adds the games of a good file and says how many', async () => {
    const text = await backupOf([
      ['Ann', 'Ben'],
      ['Grandma', 'Zoë', 'Max'],
    ]);
    showSettings();
    chooseFile(new File([text], 'backup.json', { type: 'application/json' }));
    expect(await screen.findByText('2 games were restored.')).toBeTruthy();
    expect(await screen.findByText('Grandma, Zoë, and Max')).toBeTruthy();
    expect((await listGames(state.db)).length).toBe(2);
  });

  it('restoring the same file again adds nothing and says the games were already here', async () => {
    const text = await backupOf([['Ann', 'Ben']]);
    showSettings();
    chooseFile(new File([text], 'backup.json'));
    await screen.findByText('1 game was restored.');
    chooseFile(new File([text], 'backup.json'));
    expect(await screen.findByText('1 game in the file was already on this phone.')).toBeTruthy();
    expect((await listGames(state.db)).length).toBe(1);
  });

  it('refuses a damaged file, says where the problem is, and changes nothing', async () => {
    await addGame(state.db, ['Ann', 'Ben']);
    const backup = JSON.parse(await backupOf([['Cy', 'Di']]));
    backup.games[0].players[1].name = '';
    showSettings();
    chooseFile(new File([JSON.stringify(backup)], 'backup.json'));
    expect(
      await screen.findByText('This file cannot be restored. Nothing was changed.'),
    ).toBeTruthy();
    expect(screen.getByText('Part of it is damaged, or was changed by hand.')).toBeTruthy();
    expect(screen.getByText('The problem is in game 1 of the file, at player 2.')).toBeTruthy();
    expect(
      screen.getByText('Details (in English): games[0].players[1].name must not be blank'),
    ).toBeTruthy();
    expect((await listGames(state.db)).map((g) => g.players[0]?.name)).toEqual(['Ann']);
  });

  it('says in the screen language that a file is not a backup at all', async () => {
    await setLocale('fr');
    showSettings();
    chooseFile(
      new File(['a shopping list'], 'list.json'),
      'Restaurer des parties depuis un fichier',
    );
    expect(
      await screen.findByText('Ce n’est pas une sauvegarde faite par cette application.'),
    ).toBeTruthy();
  });

  it('refuses a file too large without reading it', async () => {
    const file = new File(['{}'], 'huge.json');
    Object.defineProperty(file, 'size', { value: MAX_BACKUP_CHARS + 1 });
    const read = vi.spyOn(file, 'text');
    showSettings();
    chooseFile(file);
    expect(
      await screen.findByText('It is too large to be a backup made by this app.'),
    ).toBeTruthy();
    expect(read).not.toHaveBeenCalled();
  });
});

describe('SettingsScreen - keeping the games', () => {
  function stubStorage(storage: Partial<StorageManager>) {
    Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  }

  it('says the games may be cleared, asks the phone on a tap, and says what it answered', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persisted: async () => false, persist });
    showSettings();
    expect(await screen.findByText(/^This phone may clear the games/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask the phone to keep the games' }));
    expect(await screen.findByText(/^This phone has promised to keep the games/)).toBeTruthy();
    expect(persist).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Ask the phone to keep the games' })).toBeNull();
  });

  it('says so plainly when the phone will not promise', async () => {
    stubStorage({ persisted: async () => false, persist: async () => false });
    showSettings();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the phone to keep the games' }));
    expect(await screen.findByText(/^The phone did not promise/)).toBeTruthy();
  });

  it('says the browser does not tell, where it has no storage manager', async () => {
    stubStorage({});
    showSettings();
    expect(await screen.findByText(/^This browser does not say/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Ask the phone/ })).toBeNull());
  });
});
