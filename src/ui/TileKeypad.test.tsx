// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { formatTile } from '../rules';
import { TileKeypad } from './TileKeypad';

function Hand({ taken }: { taken?: ReadonlyMap<string, string> }) {
  const [hand, setHand] = useState<string[]>([]);
  return (
    <>
      <TileKeypad
        set={6}
        hand={hand}
        unavailable={taken}
        label="Ann's hand"
        name="ann"
        total={<p>{hand.length} tiles</p>}
        onToggle={(t) => {
          const key = formatTile(t);
          setHand((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]));
        }}
      />
      <output>{hand.join(' ')}</output>
    </>
  );
}

const number = (n: number) =>
  fireEvent.click(
    within(screen.getByRole('group', { name: 'Tap one of its two numbers' })).getByRole('radio', {
      name: String(n),
    }),
  );
const tiles = () => within(screen.getByRole('group', { name: 'Then tap the tile' }));
const held = () =>
  within(screen.getByRole('group', { name: 'In the hand: tap a tile to take it out' }));
const chosen = () => screen.getAllByRole('status').find((s) => s.tagName === 'OUTPUT')?.textContent;

describe('TileKeypad - a hand by its numbers, two taps a tile', () => {
  beforeAll(() => setLocale('en', { remember: false }));
  afterEach(cleanup);

  it('shows a key for every number of the set and no tile until a number is chosen', () => {
    render(<Hand />);
    const keys = screen.getByRole('group', { name: 'Tap one of its two numbers' });
    expect(
      within(keys)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(tiles().queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Then tap the tile among those shown here.')).toBeTruthy();
  });

  it("a number shows that number's tiles, each named as it is said; a tap puts one in the hand", () => {
    render(<Hand />);
    number(3);
    expect(
      tiles()
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'three–blank',
      'three–one',
      'three–two',
      'double three',
      'three–four',
      'three–five',
      'three–six',
    ]);
    fireEvent.click(tiles().getByRole('button', { name: 'three–five' }));
    expect(chosen()).toBe('3-5');
    expect(tiles().getByRole('button', { name: 'three–five' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(held().getByRole('button', { name: 'three–five' })).toBeTruthy();
  });

  it("opens on the number it is given, that number's tiles one tap away", () => {
    const tapped: string[] = [];
    render(
      <TileKeypad
        set={6}
        hand={[]}
        label="The right tile"
        name="fix"
        total={null}
        firstNumber={4}
        onToggle={(t) => tapped.push(formatTile(t))}
      />,
    );
    expect(screen.getByRole('radio', { name: '4' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(tiles().getByRole('button', { name: 'four–five' }));
    expect(tapped).toEqual(['4-5']);
  });

  it('keeps the number chosen, so a second tile with it takes one tap', () => {
    render(<Hand />);
    number(6);
    fireEvent.click(tiles().getByRole('button', { name: 'double six' }));
    fireEvent.click(tiles().getByRole('button', { name: 'six–blank' }));
    expect(chosen()).toBe('6-6 0-6');
  });

  it('takes a tile out when it is tapped in the hand, or tapped again among the tiles', () => {
    render(<Hand />);
    number(2);
    fireEvent.click(tiles().getByRole('button', { name: 'two–four' }));
    fireEvent.click(tiles().getByRole('button', { name: 'two–five' }));
    fireEvent.click(held().getByRole('button', { name: 'two–four' }));
    expect(chosen()).toBe('2-5');
    fireEvent.click(tiles().getByRole('button', { name: 'two–five' }));
    expect(chosen()).toBe('');
    expect(screen.queryByRole('group', { name: /In the hand/ })).toBeNull();
  });

  it('refuses a tile that cannot be in this hand, saying why on the screen', () => {
    render(<Hand taken={new Map([['5-5', 'the engine of this round, on the table']])} />);
    number(5);
    fireEvent.click(
      tiles().getByRole('button', { name: 'double five: the engine of this round, on the table' }),
    );
    expect(chosen()).toBe('');
    expect(screen.getByText('Not this tile: the engine of this round, on the table.')).toBeTruthy();
    fireEvent.click(tiles().getByRole('button', { name: 'five–six' }));
    expect(screen.queryByText(/Not this tile/)).toBeNull();
    expect(chosen()).toBe('5-6');
  });

  it('keeps the keyboard in the hand when its focused tile is taken out, then on the number', () => {
    render(<Hand />);
    number(1);
    for (const name of ['one–two', 'one–three', 'one–four']) {
      fireEvent.click(tiles().getByRole('button', { name }));
    }
    const middle = held().getByRole('button', { name: 'one–three' });
    middle.focus();
    fireEvent.click(middle);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('one–four');
    fireEvent.click(document.activeElement as HTMLElement);
    fireEvent.click(document.activeElement as HTMLElement);
    // The hand is empty: the keyboard is back on the number it chose.
    expect(chosen()).toBe('');
    expect((document.activeElement as HTMLInputElement).value).toBe('1');
  });
});
