// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { LocationProvider, Route, Router } from 'preact-iso';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshState } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { createGame } from '../../db/mutations';
import { gameById } from '../../db/queries';
import { setLocale } from '../../i18n';
import { type AppState, AppStateContext } from '../../state/app-context';
import { FollowScreen } from './FollowScreen';

let state: AppState;
let game: GameRecord;

/** Any address but the screen's, e.g. after a link was followed. */
const Elsewhere = () => <p>{location.pathname}</p>;

beforeAll(async () => {
  await setLocale('en');
});

beforeEach(async () => {
  state = freshState();
  const created = await createGame(
    state.db,
    ['West', 'North', 'East', 'South'].map((name) => ({ name })),
    { preset: 'standard' },
  );
  if (!created.ok) throw new Error(created.problem);
  game = created.value;
  history.replaceState(null, '', `/game/${game.id}/follow`);
  render(
    <AppStateContext.Provider value={state}>
      <LocationProvider>
        <Router>
          <Route path="/game/:id/follow" component={FollowScreen} />
          <Route default component={Elsewhere} />
        </Router>
      </LocationProvider>
    </AppStateContext.Provider>,
  );
});

afterEach(async () => {
  cleanup();
  await state.db.delete();
});

function tap(group: string | RegExp, choice: string | RegExp) {
  fireEvent.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', { name: choice }),
  );
}

async function stored() {
  return (await gameById(state.db, game.id))?.draft;
}

async function startWithWest() {
  await screen.findByRole('group', { name: 'Who plays first?' });
  tap('Who plays first?', 'West');
  fireEvent.click(screen.getByRole('button', { name: 'Start following round 1' }));
  await screen.findByRole('heading', { name: "West's turn" });
}

async function play(first: string, tile: string, train: RegExp) {
  tap('Tap one of its two numbers', first);
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Now tap the tile' })).getByRole('button', {
      name: tile,
    }),
  );
  tap('On which train?', train);
  fireEvent.click(screen.getByRole('button', { name: 'Record the play' }));
}

describe('FollowScreen - the round recorded as it is played', () => {
  it('says why the start button is greyed until someone is tapped to play first', async () => {
    await screen.findByRole('group', { name: 'Who plays first?' });
    const start = screen.getByRole('button', { name: 'Start following round 1' });
    expect([start.hasAttribute('disabled'), start.getAttribute('aria-describedby')]).toEqual([
      true,
      screen.getByText('Tap who plays first to start.').id,
    ]);
    tap('Who plays first?', 'West');
    expect([
      start.hasAttribute('disabled'),
      screen.queryByText('Tap who plays first to start.'),
    ]).toEqual([false, null]);
  });

  it('records a play through the engine, stores it and passes the turn on', async () => {
    await startWithWest();
    await play('12', 'twelve–seven', /^Mexican train/);
    await screen.findByRole('heading', { name: "North's turn" });
    // Shown at once, stored just after.
    await waitFor(async () =>
      expect((await stored())?.follow).toEqual({
        start: 0,
        actions: [{ type: 'play', seat: 0, tile: '7-12', train: 'mexican' }],
      }),
    );
  });

  it('refuses an illegal play with the reason and records nothing', async () => {
    await startWithWest();
    await play('5', 'five–nine', /^Own train/);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "Not recorded: The five–nine cannot start your own train: the first tile must carry the engine's number, 12.",
    );
    await waitFor(async () => expect((await stored())?.follow?.actions).toEqual([]));
  });

  it("marks the passer's train in the scorekeeper's draft, and undo takes it off again", async () => {
    await startWithWest();
    fireEvent.click(screen.getByRole('button', { name: 'West drew a tile' }));
    await screen.findByText('West has drawn a tile.');
    fireEvent.click(screen.getByRole('button', { name: 'West passed' }));
    await screen.findByRole('heading', { name: "North's turn" });
    await waitFor(async () =>
      expect((await stored())?.markers).toEqual([true, false, false, false]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo: West passed.' }));
    await screen.findByRole('heading', { name: "West's turn" });
    await waitFor(async () =>
      expect((await stored())?.markers).toEqual([false, false, false, false]),
    );
  });
});

describe('FollowScreen - a round already under way, told in a tap a train', () => {
  const westsEnd = "What number is at the open end of West's train?";
  const eastsEnd = "What number is at the open end of East's train?";

  async function tellNorthsTurn() {
    await screen.findByRole('group', { name: 'Who plays first?' });
    tap('Has anyone played a tile yet this round?', 'Yes, the round is under way');
    const start = screen.getByRole('button', { name: 'Follow round 1 from here' });
    expect(start.hasAttribute('disabled')).toBe(true);
    screen.getByText('Tap whose turn it is to start.');
    tap('Whose turn is it now?', 'North');
    fireEvent.click(start);
    await screen.findByRole('heading', { name: 'The table now' });
    tap(westsEnd, '7');
    fireEvent.click(screen.getByRole('checkbox', { name: "Marker on West's train" }));
    tap(eastsEnd, '8');
    const eastsCard = screen.getByRole('group', { name: eastsEnd });
    fireEvent.click(within(eastsCard).getByRole('checkbox', { name: /waits to be covered/ }));
  }

  it('stores each tap of the told table at once, and keeps the round screen’s first player', async () => {
    await tellNorthsTurn();
    await waitFor(async () =>
      expect(await stored()).toMatchObject({
        start: null,
        markers: [true, false, false, false],
        follow: {
          start: 1,
          from: {
            ends: [7, null, 8, null],
            mexican: null,
            markers: [true, false, false, false],
            doubles: [2],
            tilesToDraw: true,
          },
          actions: [],
        },
      }),
    );
    expect(screen.getByRole('heading', { name: "North's turn" })).toBeTruthy();
    expect(screen.getByText(/on East's train must be covered/)).toBeTruthy();
  });

  it('judges the next play from the told table, and shows the trains once it is recorded', async () => {
    await tellNorthsTurn();
    await play('5', 'five–twelve', /^Own train/);
    expect((await screen.findByRole('alert')).textContent).toMatch(/must be covered/);
    fireEvent.click(screen.getByRole('button', { name: 'Another tile' }));
    await play('8', 'eight–three', /^East's train/);
    await screen.findByRole('heading', { name: "East's turn" });
    expect(screen.queryByRole('heading', { name: 'The table now' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'The trains' })).toBeTruthy();
    await waitFor(async () =>
      expect((await stored())?.follow?.actions).toEqual([
        { type: 'play', seat: 1, tile: '3-8', train: 2 },
      ]),
    );
  });
});
