// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { describe, expect, it } from 'vitest';
import { freshState, playRound, renderAt, startGame } from '../../../test/screen-test-support';
import type { GameRecord } from '../../db/model';
import { gameById } from '../../db/queries';
import type { AppState } from '../../state/app-context';
import { setUpScreenTests } from '../screen-test-setup';
import { RoundScreen } from './RoundScreen';

let state: AppState;
setUpScreenTests(() => state);

async function open(names = ['Ann', 'Bob', 'Cy', 'Dee'], rules = { preset: 'standard' as const }) {
  state = freshState();
  const game = await startGame(state, names, rules);
  renderAt(state, `/game/${game.id}`, '/game/:id', RoundScreen);
  await screen.findByRole('heading', { level: 1, name: 'Round 1 of 13' });
  return game;
}

const stored = async (id: string) => (await gameById(state.db, id)) as GameRecord;

describe('RoundScreen - the round being played', () => {
  it('draws the engine as a domino, large, and names it', async () => {
    await open();
    expect(screen.getByRole('img', { name: 'double twelve' })).toBeTruthy();
    expect(screen.getByText('Engine: the double twelve')).toBeTruthy();
  });

  it('asks who placed the engine (standard rules) and names the player to their left', async () => {
    const game = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Dee' }));
    await screen.findByText('Ann plays first.');
    await waitFor(async () => expect((await stored(game.id)).draft?.start).toBe(0));
  });

  it('lets the table take the answer back', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Ann' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Someone else plays first' }));
    await screen.findByRole('group', { name: 'Who placed the engine?' });
  });

  it('nobody has the engine, draw-in-turn: says how to find it and still asks who placed it', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Nobody has it' }));
    expect(
      screen.getByText(
        /Take turns drawing one tile from the boneyard until someone draws the double twelve/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Who placed the engine?' })).toBeTruthy();
  });

  it('nobody has the engine, dig-out: the table chooses who plays first', async () => {
    const game = await open(['Ann', 'Bob'], {
      preset: 'standard',
      engineMissing: 'dig-out',
    } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Nobody has it' }));
    expect(screen.getByRole('group', { name: 'Who plays first?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bob' }));
    await screen.findByText('Bob plays first.');
    await waitFor(async () => expect((await stored(game.id)).draft?.start).toBe(1));
  });

  it('classic rules: the table chooses who plays first', async () => {
    await open(['Ann', 'Bob'], { preset: 'classic' } as never);
    expect(screen.getByRole('group', { name: 'Who plays first?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nobody has it' })).toBeNull();
  });

  it('a tap puts a marker on a train, saved at once, shown by a symbol and a word', async () => {
    const game = await open();
    const bob = screen.getByRole('button', { name: /Bob's train/ });
    expect(bob.getAttribute('aria-pressed')).toBe('false');
    expect(bob.textContent).toContain('Closed');
    fireEvent.click(bob);
    await waitFor(() => expect(bob.getAttribute('aria-pressed')).toBe('true'));
    expect(bob.textContent).toContain('⚑ Open');
    await waitFor(async () =>
      expect((await stored(game.id)).draft?.markers).toEqual([false, true, false, false]),
    );
    fireEvent.click(bob);
    await waitFor(async () =>
      expect((await stored(game.id)).draft?.markers).toEqual([false, false, false, false]),
    );
  });

  it('a marker tap redraws that train alone: not the engine, who starts or the other trains', async () => {
    await open();
    const bob = screen.getByRole('button', { name: /Bob's train/ });
    const drawn: string[] = [];
    const diffed = options.diffed;
    options.diffed = (vnode: VNode) => {
      if (typeof vnode.type === 'function') drawn.push(vnode.type.name);
      diffed?.(vnode);
    };
    try {
      // fireEvent acts: the redraw the tap causes is done when it returns, the write not yet.
      fireEvent.click(bob);
    } finally {
      options.diffed = diffed;
    }
    expect(bob.getAttribute('aria-pressed')).toBe('true');
    expect(drawn).toEqual(['TrainToggle']);
  });

  it('says the Mexican train is always open', async () => {
    await open();
    expect(screen.getByText('⚑ Always open')).toBeTruthy();
  });

  it('without markers (Choo Choo Sixes) there is nothing to toggle', async () => {
    state = freshState();
    const game = await startGame(state, ['Ann', 'Bob'], { preset: 'choo-choo-sixes' });
    renderAt(state, `/game/${game.id}`, '/game/:id', RoundScreen);
    await screen.findByRole('heading', { level: 1, name: 'Round 1 of 7' });
    expect(screen.queryByRole('button', { name: /Ann's train/ })).toBeNull();
    expect(screen.getByText(/No markers in this game/)).toBeTruthy();
  });

  it('links to "Can I play this?", the end of the round, the scores and following the table', async () => {
    const game = await open();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Can I play this?')).toBe(`/game/${game.id}/check`);
    expect(href('End the round')).toBe(`/game/${game.id}/end`);
    expect(href('Scores')).toBe(`/game/${game.id}/scores`);
    expect(href('Follow the table')).toBe(`/game/${game.id}/follow`);
  });

  it('Undo says what it undoes and brings the saved round back for fixing', async () => {
    state = freshState();
    const game = await startGame(state, ['Ann', 'Bob']);
    await playRound(state, game.id, [0, 12]);
    renderAt(state, `/game/${game.id}`, '/game/:id', RoundScreen);
    await screen.findByRole('heading', { level: 1, name: 'Round 2 of 13' });
    fireEvent.click(await screen.findByRole('button', { name: 'Undo: saving round 1' }));
    await screen.findByText(`/game/${game.id}/end`);
    expect((await stored(game.id)).rounds).toHaveLength(0);
  });

  it('round-winner rules: the last round’s winner starts, and the screen says why', async () => {
    state = freshState();
    const game = await startGame(state, ['Ann', 'Bob'], { preset: 'choo-choo-sixes' });
    await playRound(state, game.id, [9, 0]);
    renderAt(state, `/game/${game.id}`, '/game/:id', RoundScreen);
    await screen.findByText('Bob plays first.');
    expect(screen.getByText('Bob won the last round.')).toBeTruthy();
  });

  it('says so when the game is not on this phone', async () => {
    state = freshState();
    renderAt(state, '/game/nope', '/game/:id', RoundScreen);
    await screen.findByText('This game is not on this phone. It may have been deleted.');
  });
});
