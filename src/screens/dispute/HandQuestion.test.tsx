// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import type { Tile } from '../../rules';
import { HandQuestion } from './HandQuestion';

beforeAll(async () => {
  await setLocale('en');
});

afterEach(cleanup);

function AnnsHand() {
  const [hand, setHand] = useState<Tile[] | null>(null);
  return (
    <>
      <HandQuestion set={12} name="Ann" hand={hand} onChange={setHand} />
      <output>{hand === null ? 'no hand' : hand.map((t) => t.join('-')).join(' ')}</output>
    </>
  );
}

const told = () => document.querySelector('output')?.textContent;

function open(container: Element) {
  const details = container.querySelector('details') as HTMLDetailsElement;
  details.open = true;
  fireEvent(details, new Event('toggle'));
}

/** A tile in two taps: one of its numbers, then the tile among those carrying it. */
function tapTile(a: number, b: number, name: string) {
  const keypad = screen.getByRole('group', { name: "Tiles in Ann's hand" });
  const numbers = within(keypad).getByRole('group', { name: 'Tap one of its two numbers' });
  fireEvent.click(within(numbers).getByRole('radio', { name: String(a) }));
  const tiles = within(keypad).getByRole('group', { name: 'Then tap the tile' });
  fireEvent.click(within(tiles).getByRole('button', { name }));
  expect(told()).toContain(`${a}-${b}`);
}

describe('HandQuestion - the whole hand, by its numbers, drawn only once opened', () => {
  it('draws nothing to tap while folded', () => {
    render(<AnnsHand />);
    expect(screen.queryByRole('group', { name: "Tiles in Ann's hand" })).toBeNull();
  });

  it('takes each tile in two taps, counts them, and takes them all out again', async () => {
    const { container } = render(<AnnsHand />);
    open(container);
    await screen.findByRole('group', { name: "Tiles in Ann's hand" });

    tapTile(5, 12, 'five–twelve');
    tapTile(0, 0, 'double blank');
    expect(told()).toBe('5-12 0-0');
    expect(screen.getByText('2 tiles in the hand')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Take all the tiles out' }));
    expect(told()).toBe('no hand');
    expect(screen.queryByText(/tiles? in the hand$/)).toBeNull();
  });
});
