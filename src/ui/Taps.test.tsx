// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { Taps } from './Taps';

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
