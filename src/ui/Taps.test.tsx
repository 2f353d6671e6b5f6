// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { numberTaps, Taps } from './Taps';

afterEach(cleanup);

const COLOURS = [
  { value: 'red', label: 'Red' },
  { value: 'blue', label: 'Blue' },
] as const;

/** A screen with a colour asked, and a count elsewhere on it that a button changes. */
function Screen({ takes }: { takes: boolean }) {
  const [colour, setColour] = useState<'red' | 'blue'>('red');
  const [count, setCount] = useState(0);
  const [heard, setHeard] = useState('');
  return (
    <>
      <Taps
        legend="Colour"
        name="colour"
        value={colour}
        // A new list and a new handler at each drawing, as screens write them.
        choices={COLOURS.map((choice) => ({ ...choice }))}
        onChange={(value) => {
          setHeard(`${value} at ${count}`);
          if (takes) setColour(value);
        }}
      />
      <button type="button" onClick={() => setCount(count + 1)}>
        More
      </button>
      <p>{heard}</p>
    </>
  );
}

describe('Taps - drawn again only when what it shows changes', () => {
  it('answers with the screen as it is now, after redraws that left the group as it was', async () => {
    render(<Screen takes />);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
    });
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
    });
    await act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    });
    expect(screen.getByText('blue at 2')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveProperty('checked', true);
  });

  it('puts a choice the screen did not take back', async () => {
    render(<Screen takes={false} />);
    await act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    });
    expect(screen.getByText('blue at 0')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveProperty('checked', false);
  });
});

/** A screen that takes a colour after a wait, as the language waits for its words to load. */
function SlowScreen({ taken }: { taken: Promise<void> }) {
  const [colour, setColour] = useState<'red' | 'blue'>('red');
  return (
    <Taps
      legend="Colour"
      name="colour"
      value={colour}
      choices={COLOURS}
      onChange={(value) => void taken.then(() => setColour(value))}
    />
  );
}

describe('Taps - a tap shows at once', () => {
  it('keeps the tapped answer chosen while the screen takes a moment to take it', async () => {
    let take = () => {};
    render(<SlowScreen taken={new Promise((resolve) => (take = resolve))} />);
    await act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    });
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveProperty('checked', true);
    await act(async () => take());
    expect(screen.getByRole('radio', { name: 'Blue' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveProperty('checked', false);
  });
});

/** A pad of the numbers 0 to 6, with the number chosen shown beside it. */
function Pad() {
  const [number, setNumber] = useState<number | null>(null);
  return (
    <>
      <Taps
        legend="A number"
        name="number"
        value={number}
        choices={numberTaps(6)}
        layout="numbers"
        onChange={setNumber}
      />
      <output>{number}</output>
    </>
  );
}

describe('Taps - a pad of numbers, each key a radio', () => {
  const key = (name: string) => screen.getByRole('radio', { name });
  const chosen = () =>
    screen.getAllByRole('radio').filter((k) => k.getAttribute('aria-checked') === 'true');

  it('is one stop of the tab key: the chosen key, or the first while none is', async () => {
    render(<Pad />);
    const stops = () =>
      screen.getAllByRole('radio').filter((k) => k.getAttribute('tabindex') === '0');
    expect(stops()).toEqual([key('0')]);
    await act(() => {
      fireEvent.click(key('4'));
    });
    expect(stops()).toEqual([key('4')]);
    expect(chosen()).toEqual([key('4')]);
    expect(screen.getByRole('status').textContent).toBe('4');
  });

  it('the arrow keys move to the next or the previous key and choose it, round the ends', async () => {
    render(<Pad />);
    key('0').focus();
    await act(() => {
      fireEvent.keyDown(key('0'), { key: 'ArrowLeft' });
    });
    expect(document.activeElement).toBe(key('6'));
    expect(chosen()).toEqual([key('6')]);
    await act(() => {
      fireEvent.keyDown(key('6'), { key: 'ArrowRight' });
    });
    await act(() => {
      fireEvent.keyDown(key('0'), { key: 'ArrowDown' });
    });
    expect(document.activeElement).toBe(key('1'));
    expect(chosen()).toEqual([key('1')]);
    // Another key does nothing here: Space and Enter press the key itself.
    await act(() => {
      fireEvent.keyDown(key('1'), { key: 'a' });
    });
    expect(chosen()).toEqual([key('1')]);
  });
});
