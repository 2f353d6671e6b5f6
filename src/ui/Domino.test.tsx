// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../i18n';
import { Domino } from './Domino';

beforeAll(async () => {
  await setLocale('en');
});
afterEach(cleanup);

/** How many pips a half's path draws: each pip is one closed circle, started by a move. */
const pipsDrawn = (path: Element) => (path.getAttribute('d')?.match(/M/g) ?? []).length;

describe('Domino', () => {
  it('draws each half with as many pips as its number, and is named for screen readers', () => {
    render(<Domino tile={[3, 11]} />);
    const tile = screen.getByRole('img', { name: 'three–eleven' });
    expect([...tile.querySelectorAll('path.pips')].map(pipsDrawn)).toEqual([3, 11]);
  });

  it('draws no pip on a blank half', () => {
    const { container } = render(<Domino tile={[0, 18]} across />);
    expect([...container.querySelectorAll('path.pips')].map(pipsDrawn)).toEqual([0, 18]);
  });

  it('is hidden from screen readers where the control around it names the tile', () => {
    const { container } = render(<Domino tile={[5, 5]} label={false} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
