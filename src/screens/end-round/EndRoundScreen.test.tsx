// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { Fragment, options, type VNode } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { gameById } from '../../db/queries';
import type { RulesInput } from '../../rules';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { EndRoundScreen } from './EndRoundScreen';

let state: AppState;
setUpScreenTests(() => state);

afterEach(() => {
  vi.unstubAllGlobals();
});

async function open(names = ['Ann', 'Bob', 'Cy'], rules: RulesInput = { preset: 'standard' }) {
  state = freshState();
  const game = await startGame(state, names, rules);
  renderAt(state, `/game/${game.id}/end`, '/game/:id/end', EndRoundScreen);
  await screen.findByRole('heading', { level: 1, name: 'End of round 1' });
  return game;
}

const stored = async (id: string) => (await gameById(state.db, id)) as GameRecord;
const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('EndRoundScreen - who went out and the pips left', () => {
  it('saves every keystroke as it is typed', async () => {
    const game = await open();
    type("Pips left in Bob's hand", '1');
    type("Pips left in Bob's hand", '12');
    await waitFor(async () =>
      expect((await stored(game.id)).draft?.entries[1]).toEqual({ kind: 'typed', value: '12' }),
    );
    expect(screen.getByText('This round: 12 points')).toBeTruthy();
  });

  it('the player who went out scores 0 and has nothing to enter', async () => {
    const game = await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Ann' }));
    await screen.findByText('Went out: 0 points');
    expect(screen.queryByLabelText("Pips left in Ann's hand")).toBeNull();
    await waitFor(async () => expect((await stored(game.id)).draft?.out).toBe(0));
  });

  it('a blocked round: nobody went out', async () => {
    const game = await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Nobody: the round is blocked' }));
    await waitFor(async () =>
      expect((await stored(game.id)).draft).toMatchObject({ out: null, blocked: true }),
    );
  });

  it('a blocked round under the house rule: the lowest hand scores 0, and the screen says why', async () => {
    const game = await open(['Ann', 'Bob', 'Cy'], {
      preset: 'standard',
      blockedLowestScoresZero: true,
    });
    fireEvent.click(screen.getByRole('radio', { name: 'Nobody: the round is blocked' }));
    type("Pips left in Ann's hand", '9');
    type("Pips left in Bob's hand", '4');
    expect(screen.queryByText(/house rule/)).toBeNull();
    type("Pips left in Cy's hand", '30');
    await screen.findByText(
      'Bob scores 0: house rule, the lowest hand in a blocked round scores 0.',
    );
    await waitFor(async () =>
      expect((await stored(game.id)).draft).toMatchObject({ blocked: true }),
    );
  });

  it('tiles tapped by their numbers count their pips, the 0-0 as 50 under the standard rules', async () => {
    const game = await open();
    fireEvent.click(screen.getAllByRole('radio', { name: 'Tap the tiles' })[1] as HTMLElement);
    const bob = within(await screen.findByRole('group', { name: "Tiles left in Bob's hand" }));
    fireEvent.click(bob.getByRole('radio', { name: '0' }));
    fireEvent.click(bob.getByRole('button', { name: 'double blank' }));
    fireEvent.click(bob.getByRole('radio', { name: '1' }));
    fireEvent.click(bob.getByRole('button', { name: 'one–two' }));
    await screen.findByText('2 tiles tapped: 53 points');
    await waitFor(async () =>
      expect((await stored(game.id)).draft?.entries[1]).toEqual({
        kind: 'tiles',
        tiles: ['0-0', '1-2'],
      }),
    );
  });

  it("a tile tapped in redraws that seat's card alone: not the other seats, who went out or the save", async () => {
    const game = await open();
    fireEvent.click(screen.getAllByRole('radio', { name: 'Tap the tiles' })[1] as HTMLElement);
    const bob = within(await screen.findByRole('group', { name: "Tiles left in Bob's hand" }));
    fireEvent.click(bob.getByRole('radio', { name: '3' }));
    const tilesStored = (tiles: string[]) =>
      waitFor(async () =>
        expect((await stored(game.id)).draft?.entries[1]).toEqual({ kind: 'tiles', tiles }),
      );
    await tilesStored([]);
    const drawn: string[] = [];
    const diffed = options.diffed;
    options.diffed = (vnode: VNode) => {
      // A list of answers is wrapped in a Fragment: not a component of the app's.
      if (typeof vnode.type === 'function' && vnode.type !== Fragment) drawn.push(vnode.type.name);
      diffed?.(vnode);
    };
    const written: string[] = [];
    try {
      // fireEvent acts: the redraw the tap causes is done when it returns, the write not yet.
      fireEvent.click(bob.getByRole('button', { name: 'three–four' }));
      written.push(...drawn.splice(0));
      await tilesStored(['3-4']);
      await screen.findByText('✓ Saved');
    } finally {
      options.diffed = diffed;
    }
    expect(screen.getByText('1 tile tapped: 7 points')).toBeTruthy();
    // SavedNote reads the save under way (its line stays at "Saved" for a quick write); the
    // tile's half-dominoes are drawn in the hand.
    expect([...new Set(written)].sort()).toEqual([
      'Domino',
      'Half',
      'SavedNote',
      'SeatEntry',
      'Taps',
      'TileFace',
      'TileKeypad',
    ]);
    expect(written.filter((name) => name === 'SeatEntry')).toHaveLength(1);
    // The write brings a new game record: the screen is drawn again, not the form, and its
    // draft holds what is shown already, so no seat is drawn again for it.
    expect(drawn).not.toContain('EntryForm');
    expect(drawn).not.toContain('OutChoice');
    expect(drawn).not.toContain('SeatEntry');
  });

  it("the round's engine cannot be tapped, nor a tile already in another hand, and each says why", async () => {
    await open();
    const [, bobTiles, cyTiles] = screen.getAllByRole('radio', { name: 'Tap the tiles' });
    fireEvent.click(bobTiles as HTMLElement);
    const bob = within(await screen.findByRole('group', { name: "Tiles left in Bob's hand" }));
    fireEvent.click(bob.getByRole('radio', { name: '5' }));
    fireEvent.click(bob.getByRole('button', { name: 'five–six' }));
    fireEvent.click(cyTiles as HTMLElement);
    const cy = within(await screen.findByRole('group', { name: "Tiles left in Cy's hand" }));
    fireEvent.click(cy.getByRole('radio', { name: '6' }));
    fireEvent.click(cy.getByRole('button', { name: "six–five: already in Bob's hand" }));
    await cy.findByText("Not this tile: already in Bob's hand.");
    fireEvent.click(cy.getByRole('radio', { name: '12' }));
    fireEvent.click(
      cy.getByRole('button', { name: 'double twelve: the engine of this round, on the table' }),
    );
    await cy.findByText('Not this tile: the engine of this round, on the table.');
    const totals = screen.getAllByText(/tapped:/).map((line) => line.textContent);
    expect(totals).toEqual(['1 tile tapped: 11 points', '0 tiles tapped: 0 points']);
  });

  it('refuses a typed total no hand of the set could hold, saying what the tiles add up to', async () => {
    await open();
    type("Pips left in Bob's hand", '2000');
    await screen.findByText(
      'No hand can hold that many: in this round all the tiles together add up to 1,118. Check the number.',
    );
    expect(screen.getByLabelText("Pips left in Bob's hand").getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('refuses what is not a number', async () => {
    await open();
    type("Pips left in Bob's hand", '12a');
    await screen.findByText('Type digits only, for example 23.');
  });

  it('does not save with a score missing: says how many things to fix and which', async () => {
    const game = await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Ann' }));
    type("Pips left in Bob's hand", '12');
    fireEvent.click(screen.getByRole('button', { name: 'Save round 1' }));
    await screen.findByText('Not saved yet: 1 thing to fix.');
    expect(screen.getByText("Enter the pips left in Cy's hand, or tap the tiles.")).toBeTruthy();
    expect((await stored(game.id)).rounds).toHaveLength(0);
    type("Pips left in Cy's hand", '4');
    await waitFor(() => expect(screen.queryByText(/^Not saved yet/)).toBeNull());
  });

  it('saves the round and goes on to the next, asking once to keep the data', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { persisted: async () => false, persist },
    });
    const game = await open();
    fireEvent.click(screen.getByRole('radio', { name: 'Ann' }));
    type("Pips left in Bob's hand", '12');
    type("Pips left in Cy's hand", '7');
    fireEvent.click(screen.getByRole('button', { name: 'Save round 1' }));
    await screen.findByText(`/game/${game.id}`);
    const saved = await stored(game.id);
    expect(saved.rounds[0]?.scores).toEqual([0, 12, 7]);
    expect(persist).toHaveBeenCalledOnce();
  });

  it('the last round saved ends the game and shows the scores', async () => {
    state = freshState();
    const game = await startGame(state, ['Ann', 'Bob'], { preset: 'standard', rounds: 2 });
    await playRound(state, game.id, [0, 5]);
    renderAt(state, `/game/${game.id}/end`, '/game/:id/end', EndRoundScreen);
    fireEvent.click(await screen.findByRole('radio', { name: 'Bob' }));
    type("Pips left in Ann's hand", '9');
    fireEvent.click(screen.getByRole('button', { name: 'Save the last round and see who won' }));
    await screen.findByText(`/game/${game.id}/scores`);
    expect((await stored(game.id)).finishedAt).not.toBeNull();
  });
});
