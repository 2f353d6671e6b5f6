// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import type { PhotoReading, TileFound } from '../../photo';
import type { WorkerReply } from '../../photo/protocol';
import { PhotoCount } from './PhotoCount';
import { countedPhoto, fakeCountingWorker } from './photo-test-support';

/** A tile lying across the 200 x 100 analysed image at x (its left edge), 30 px wide. */
function found(x: number, halves: [number, number] | null, pips: number): TileFound {
  const corners = [
    { x, y: 20 },
    { x: x + 30, y: 20 },
    { x: x + 30, y: 80 },
    { x, y: 80 },
  ];
  return { corners, halves, pips };
}

/** The photo's reading: 3-8 (really 3-9), 0-0, and a tile of 6 pips whose halves were not read. */
const counted: PhotoReading = {
  width: 200,
  height: 100,
  pips: [
    { x: 15, y: 30, r: 4 },
    { x: 55, y: 50, r: 4 },
  ],
  // Not in the order they lie: the list shows them left to right.
  tiles: [found(50, [0, 0], 0), found(10, [8, 3], 11), found(120, null, 6)],
  total: 17,
  faces: null,
  blankTiles: [0],
  problem: null,
};

let nextReply: WorkerReply[] = [];

beforeAll(async () => {
  await setLocale('en');
  // Each photo is answered with the replies the test set last.
  fakeCountingWorker(() => nextReply);
});
afterEach(cleanup);

async function takePhoto(replies: WorkerReply[]) {
  nextReply = replies;
  const input = screen.getByLabelText(/^(Photograph the tiles|Take another photo)$/);
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'hand.jpg', { type: 'image/jpeg' })] },
  });
}

const readList = () => within(screen.getByRole('group', { name: 'Tiles read on the photo' }));
/** The names of the tile buttons in the list, in order. */
const tileButtons = () =>
  readList()
    .getAllByRole('button')
    .filter((button) => button.classList.contains('photo-tile-choose'))
    .map((button) => button.getAttribute('aria-label'));
const keypad = (name: string | RegExp) => within(screen.getByRole('group', { name }));
const pickNumber = (group: ReturnType<typeof keypad>, n: number) =>
  fireEvent.click(group.getByRole('radio', { name: String(n) }));

function renderCount(onUse = vi.fn()) {
  render(<PhotoCount doubleBlank={50} set={12} onUse={onUse} />);
  return onUse;
}

describe('PhotoCount - each tile read shown as a domino, fixed with the keypad', () => {
  it('lists the tiles left to right, counts the 0-0 as the rule says, and asks about it first', async () => {
    renderCount();
    await takePhoto([
      { kind: 'progress', step: 'counting' },
      { kind: 'done', result: counted, photo: countedPhoto },
    ]);
    // 3-8 is 11, the 0-0 counts 50, the unread tile its 6 pips.
    expect(await screen.findByText('67 pips found on 3 tiles')).toBeTruthy();
    expect(tileButtons()).toEqual([
      'three–eight',
      'double blank',
      'A tile of 6 pips, its halves not read',
    ]);
    // No pip seen on it, as on a blurred tile: the old question, answered on the keypad.
    const blank = readList().getByRole('button', { name: 'double blank' });
    expect(blank.getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getByText(
        'Read as the double blank, which counts 50. Is it? If not, tap the right tile.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use 67' })).toBeTruthy();
    // Yes: then the tile whose halves were not read is the next to see to.
    fireEvent.click(screen.getByRole('button', { name: 'Yes, the double blank' }));
    expect(screen.getByText('This tile has 6 pips. Which is it?')).toBeTruthy();
    const unread = readList().getByRole('button', { name: /halves not read/ });
    expect(unread.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Use 67' })).toBeTruthy();
  });

  it('takes another tile for one read as the double blank, the total dropping by its 50', async () => {
    renderCount();
    await takePhoto([{ kind: 'done', result: counted, photo: countedPhoto }]);
    await screen.findByText('67 pips found on 3 tiles');
    // The keypad opens on 0: the tile that was really there is one tap away.
    fireEvent.click(
      keypad('The right tile instead of double blank').getByRole('button', { name: 'blank–one' }),
    );
    expect(tileButtons()[1]).toBe('blank–one, changed from double blank');
    expect(screen.getByText('18 pips found on 3 tiles')).toBeTruthy();
  });

  it('fixes an unread tile with one tap on a tile of its pips, then adds with the keypad', async () => {
    const onUse = renderCount();
    await takePhoto([{ kind: 'done', result: counted, photo: countedPhoto }]);
    await screen.findByText('67 pips found on 3 tiles');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, the double blank' }));
    // The tiles of 6 pips on a double-12: 0-6, 1-5, 2-4, 3-3.
    fireEvent.click(screen.getByRole('button', { name: 'two–four' }));
    expect(tileButtons()[2]).toBe('two–four');
    expect(screen.getByText('67 pips found on 3 tiles')).toBeTruthy();
    // Nothing left to fix: the keypad adds, a number then the tile.
    const add = keypad('Add a tile the photo missed');
    pickNumber(add, 5);
    fireEvent.click(add.getByRole('button', { name: 'five–six' }));
    expect(tileButtons()[3]).toBe('five–six');
    fireEvent.click(screen.getByRole('button', { name: 'Use 78' }));
    expect(onUse).toHaveBeenCalledWith(78);
  });

  it('fixes a misread tile in two taps: the domino, then the right tile on its likely number', async () => {
    renderCount();
    await takePhoto([{ kind: 'done', result: counted, photo: countedPhoto }]);
    await screen.findByText('67 pips found on 3 tiles');
    fireEvent.click(readList().getByRole('button', { name: 'three–eight' }));
    // The keypad opens on 3, the smaller half, its tiles already shown.
    const fix = keypad('The right tile instead of three–eight');
    expect(fix.getByRole('radio', { name: '3' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(fix.getByRole('button', { name: 'three–nine' }));
    expect(tileButtons()[0]).toBe('three–nine, changed from three–eight');
    expect(screen.getByText('was 3–8')).toBeTruthy();
    expect(screen.getByText('68 pips found on 3 tiles')).toBeTruthy();
    // Fixed, the tile to check after it is the next to see to.
    expect(screen.getByText(/^Read as the double blank/)).toBeTruthy();
  });

  it('refuses a tile already read, the engine or one of another hand, saying why', async () => {
    render(
      <PhotoCount
        doubleBlank={50}
        set={12}
        unavailable={new Map([['3-12', 'the engine of this round, on the table']])}
        onUse={vi.fn()}
      />,
    );
    await takePhoto([{ kind: 'done', result: counted, photo: countedPhoto }]);
    await screen.findByText('67 pips found on 3 tiles');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, the double blank' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave it as it is' }));
    const add = keypad('Add a tile the photo missed');
    pickNumber(add, 3);
    fireEvent.click(add.getByRole('button', { name: /^three–eight: / }));
    expect(screen.getByText('Not this tile: it is already among the tiles read.')).toBeTruthy();
    fireEvent.click(add.getByRole('button', { name: /^three–twelve: / }));
    expect(screen.getByText('Not this tile: the engine of this round, on the table.')).toBeTruthy();
    expect(tileButtons()).toHaveLength(3);
  });

  it('takes out a tile with one tap and puts it back with one, the total following', async () => {
    renderCount();
    await takePhoto([{ kind: 'done', result: counted, photo: countedPhoto }]);
    await screen.findByText('67 pips found on 3 tiles');
    fireEvent.click(screen.getByRole('button', { name: 'Take out double blank' }));
    expect(screen.getByText('17 pips found on 2 tiles')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use 17' })).toBeTruthy();
    // It keeps its place, to put back.
    expect(readList().getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Put back double blank' }));
    expect(screen.getByText('67 pips found on 3 tiles')).toBeTruthy();
  });

  it('chooses a tile by a tap on its outline on the photo', async () => {
    renderCount();
    await takePhoto([{ kind: 'done', result: counted, photo: countedPhoto }]);
    await screen.findByText('67 pips found on 3 tiles');
    const photo = screen.getByRole('img', { name: /an outline on each tile/ });
    photo.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200 }) as DOMRect;
    // The 3-8 lies from x 10 to 40; the photo is shown at twice the analysed size.
    fireEvent.click(photo, { clientX: 50, clientY: 100 });
    expect(
      readList().getByRole('button', { name: 'three–eight' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(keypad('The right tile instead of three–eight')).toBeTruthy();
    // Off every tile, a tap changes nothing.
    fireEvent.click(photo, { clientX: 380, clientY: 10 });
    expect(keypad('The right tile instead of three–eight')).toBeTruthy();
  });

  it('shows a photo where nothing was read, says why, and takes the tiles by hand', async () => {
    const onUse = renderCount();
    const dark: PhotoReading = { ...counted, pips: [], tiles: [], total: 0, problem: 'too-dark' };
    await takePhoto([{ kind: 'done', result: dark, photo: countedPhoto }]);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /too dark to read the tiles\. Tap in the tiles below/,
    );
    expect(screen.getByRole('img', { name: /an outline on each tile/ })).toBeTruthy();
    const use = screen.getByRole('button', { name: 'Use 0' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    const add = keypad('Add a tile the photo missed');
    pickNumber(add, 2);
    fireEvent.click(add.getByRole('button', { name: 'two–four' }));
    fireEvent.click(add.getByRole('button', { name: 'double two' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use 10' }));
    expect(onUse).toHaveBeenCalledWith(10);
  });

  it('gives a file that cannot be opened its own sentence, and nothing to use', async () => {
    renderCount();
    await takePhoto([{ kind: 'failed', reason: 'not-image' }]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That file is not a photo. Take a photo of the tiles, or type the total.',
    );
    expect(screen.queryByRole('button', { name: /Use/ })).toBeNull();
    await takePhoto([{ kind: 'failed', reason: 'too-large' }]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/too large to open/);
    await takePhoto([{ kind: 'failed', reason: 'cannot-decode' }]);
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot open that kind/);
  });
});
