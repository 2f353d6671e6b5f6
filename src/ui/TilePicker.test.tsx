// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { formatTile } from '../rules';
import { TilePicker } from './TilePicker';

function Hand({ taken }: { taken?: ReadonlyMap<string, string> }) {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <TilePicker
        set={6}
        chosen={chosen}
        unavailable={taken}
        label="Ann's hand"
        onToggle={(t) => {
          const key = formatTile(t);
          setChosen((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key]));
        }}
      />
      <output>{chosen.join(' ')}</output>
    </>
  );
}

describe('TilePicker - tap the tiles in a hand', () => {
  beforeAll(() => setLocale('en', { remember: false }));
  afterEach(cleanup);

  it('shows the whole set, each tile named', () => {
    render(<Hand />);
    expect(screen.getAllByRole('button')).toHaveLength(28);
    expect(screen.getByRole('button', { name: 'double six' })).toBeTruthy();
  });
  it('a tap puts a tile in and a second tap takes it out, the button saying which', () => {
    render(<Hand />);
    const tile = screen.getByRole('button', { name: 'double six' });
    fireEvent.click(tile);
    expect(screen.getByRole('button', { name: 'double six' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('status').textContent).toBe('6-6');
    fireEvent.click(screen.getByRole('button', { name: 'double six' }));
    expect(screen.getByRole('button', { name: 'double six' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });
  it('a tile that cannot be chosen says why and stays out', () => {
    render(<Hand taken={new Map([['6-6', 'the engine']])} />);
    fireEvent.click(screen.getByRole('button', { name: 'double six: the engine' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
