// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { LocationProvider, Route, Router } from 'preact-iso';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshState } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { createGame, updateDraft } from '../../db/mutations';
import { type AppState, AppStateContext } from '../../state/app-context';
import { playEntry } from '../../state/follow';
import { setUpScreenTests } from '../screen-test-setup';
import { DisputeScreen } from './DisputeScreen';

let state: AppState;
setUpScreenTests(() => state);

beforeEach(() => {
  state = freshState();
});

async function showCheck(path: string) {
  history.replaceState(null, '', path);
  render(
    <AppStateContext.Provider value={state}>
      <LocationProvider>
        <Router>
          <Route path="/check" component={DisputeScreen} />
          <Route path="/game/:id/check" component={DisputeScreen} />
        </Router>
      </LocationProvider>
    </AppStateContext.Provider>,
  );
  await screen.findByRole('group', { name: 'Which tile?' });
}

/** Seed 000's table: West, North, East and you, round 1 of a standard game. */
async function seedGame(): Promise<GameRecord> {
  const created = await createGame(
    state.db,
    ['West', 'North', 'East', 'You'].map((name) => ({ name })),
    { preset: 'standard' },
  );
  if (!created.ok) throw new Error(created.problem);
  return created.value;
}

function tap(group: string, choice: string | RegExp) {
  fireEvent.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }),
  );
}

function chooseTile(first: string, tile: string) {
  tap('Tap one of its two numbers', first);
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Now tap the tile' })).getByRole('button', {
      name: tile,
    }),
  );
}

function bar() {
  return screen.getByRole('status');
}

/** Seed 000's first turn, asked without a game: may Player 4 start their own train with the 12-5? */
async function askFirstTurn() {
  await showCheck('/check');
  tap('Who is asking?', 'Player 4');
  chooseTile('12', 'twelve–five');
  tap('Where do you want to play it?', /^Own train/);
  tap('What number is at the open end of your own train?', 'No tile on it yet');
}

describe('DisputeScreen - a question settled with a few taps', () => {
  it('says what to tap next until the answer can be given', async () => {
    await showCheck('/check');
    expect(bar().textContent).toBe('First, tap who is asking.');
    tap('Who is asking?', 'Player 4');
    expect(bar().textContent).toBe('Now tap the tile.');
  });

  it('sets a table of two for Choo Choo Sixes, whose deal is for two players only', async () => {
    await showCheck('/check');
    tap('Which rules do you play?', /^Choo Choo Sixes/);
    const players = screen.getByRole('group', { name: 'How many players?' });
    expect(within(players).getByRole('radio', { name: '2' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    tap('Which rules do you play?', /^Standard/);
    expect(within(players).getByRole('radio', { name: '2' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it("answers seed 000's first turn without a game: the 12-5 starts your own train", async () => {
    await askFirstTurn();
    expect(bar().textContent).toContain('Yes');
    const answer = screen.getByRole('region', { name: 'The answer' });
    expect(answer.textContent).toContain(
      'The five–twelve matches the open end of your own train: 12.',
    );
    expect(answer.textContent).toContain('Your own train');
    expect(answer.textContent).toContain('rule train.own');
  });

  it("refuses your 5-12 while East's 8-8 waits, citing the rule, and shows the other rule sets", async () => {
    const game = await seedGame();
    await updateDraft(state.db, game.id, {
      ...(game.draft as NonNullable<GameRecord['draft']>),
      markers: [false, false, true, false],
    });
    await showCheck(`/game/${game.id}/check`);
    tap('Who is asking?', 'You');
    chooseTile('5', 'five–twelve');
    tap('Where do you want to play it?', /^Own train/);
    tap('What number is at the open end of your own train?', 'No tile on it yet');
    tap('Is a double waiting to be covered?', 'Yes');
    tap('Which double?', '8');
    tap('On which train is it?', /^East's train/);
    expect(bar().textContent).toContain('No');
    const answer = screen.getByRole('region', { name: 'The answer' });
    expect(answer.textContent).toContain("First the double eight on East's train must be covered.");
    expect(answer.textContent).toContain('A double must be covered');
    const others = screen.getByRole('region', { name: 'Under other rule sets' });
    expect(within(others).getAllByRole('listitem')).toHaveLength(3);
  });

  it("with the asker's hand told tile by tile, also says whether they may draw instead", async () => {
    await askFirstTurn();
    expect(screen.queryByText('May you draw instead?')).toBeNull();

    const details = document.querySelector('details.hand-question') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const hand = await screen.findByRole('group', { name: "Tiles in Player 4's hand" });
    fireEvent.click(within(hand).getByRole('radio', { name: '12' }));
    fireEvent.click(within(hand).getByRole('button', { name: 'twelve–five' }));
    fireEvent.click(within(hand).getByRole('button', { name: 'double twelve' }));
    const draw = screen.getByText('May you draw instead?').parentElement as HTMLElement;
    expect(draw.textContent).toContain('No');
    expect(draw.textContent).toContain(
      'You have a tile that fits: the five–twelve can go on your own train. You must play it.',
    );
  });

  it('at a followed table asks only the tile and the train', async () => {
    const game = await seedGame();
    const draft = game.draft as NonNullable<GameRecord['draft']>;
    await updateDraft(state.db, game.id, {
      ...draft,
      follow: { start: 3, actions: [playEntry(3, [12, 5], 3)] },
    });
    await showCheck(`/game/${game.id}/check`);
    expect(await screen.findByText("It is West's turn.")).toBeTruthy();
    chooseTile('5', 'five–nine');
    tap('Where do you want to play it?', /^East's train/);
    expect(bar().textContent).toContain('No');
    expect(bar().textContent).toContain('East has no marker on their train');
  });

  it('at a table followed from the middle answers at once, whatever tile nobody saw laid', async () => {
    const game = await seedGame();
    const draft = game.draft as NonNullable<GameRecord['draft']>;
    // North to play; West's train ends in 5, the Mexican train in 7; nothing else told.
    const from = {
      ends: [5, null, null, null],
      mexican: 7,
      markers: [false, false, false, false],
      doubles: [],
      tilesToDraw: true,
    };
    await updateDraft(state.db, game.id, { ...draft, follow: { start: 1, from, actions: [] } });
    await showCheck(`/game/${game.id}/check`);
    expect(await screen.findByText("It is North's turn.")).toBeTruthy();
    // The 12-7 may be what brought the Mexican train to 7: unseen, it is North's to ask about.
    chooseTile('12', 'twelve–seven');
    tap('Where do you want to play it?', /^Own train/);
    expect(bar().textContent).toContain('Yes');
  });
});
