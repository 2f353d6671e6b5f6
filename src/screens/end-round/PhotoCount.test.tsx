// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import type { PhotoCount as Counted } from '../../photo';
import type { WorkerReply } from '../../photo/protocol';
import { PhotoCount } from './PhotoCount';
import { fakeCountingWorker } from './photo-test-support';

/** A 1-1 tile and a tile with no pips, in a 200 x 100 analysed image. */
const counted: Counted = {
  width: 200,
  height: 100,
  pips: [
    { x: 40, y: 30, r: 5 },
    { x: 40, y: 70, r: 5 },
  ],
  tiles: [
    { corners: [], halves: [1, 1], pips: 2 },
    { corners: [], halves: [0, 0], pips: 0 },
  ],
  total: 2,
  faces: ['1-1', '0-0'],
  blankTiles: [1],
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
  const input = screen.getByLabelText('Photograph the tiles');
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'hand.jpg', { type: 'image/jpeg' })] },
  });
}

/** Taps the photo at a point of the analysed image (the photo is shown 400 x 200 px). */
function tapPhoto(x: number, y: number) {
  const photo = screen.getByLabelText(/The photo with a ring on each pip/);
  photo.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 200 }) as DOMRect;
  fireEvent.click(photo, { clientX: x * 2, clientY: y * 2 });
}

describe('PhotoCount', () => {
  it('shows the count, takes corrections and a double blank, and uses the total only when asked', async () => {
    const onUse = vi.fn();
    render(<PhotoCount doubleBlank={50} onUse={onUse} />);
    await takePhoto([
      { kind: 'progress', step: 'counting' },
      { kind: 'done', result: counted },
    ]);
    expect(await screen.findByText('2 pips found on 2 tiles')).toBeTruthy();

    tapPhoto(150, 50);
    expect(screen.getByText('3 pips found on 2 tiles')).toBeTruthy();
    tapPhoto(41, 31);
    expect(screen.getByText('2 pips found on 2 tiles')).toBeTruthy();

    const use = screen.getByRole('button', { name: 'Use 2' }) as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    expect(screen.getByText('Is this the double blank? It counts 50.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, the double blank' }));
    expect(onUse).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use 52' }));
    expect(onUse).toHaveBeenCalledWith(52);
  });

  it('says what to do when the photo shows no dominoes, and counts nothing', async () => {
    const onUse = vi.fn();
    render(<PhotoCount doubleBlank={50} onUse={onUse} />);
    await takePhoto([{ kind: 'failed', reason: 'no-tiles' }]);
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /No dominoes found.*type the total/,
    );
    expect(screen.queryByRole('button', { name: /Use/ })).toBeNull();
  });
});
