// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';
import { HandQuestion } from './HandQuestion';

beforeAll(async () => {
  await setLocale('en');
});

afterEach(cleanup);

describe('HandQuestion - the whole hand, drawn only once opened', () => {
  it('draws no domino while folded, the whole set once opened, and a tap adds a tile', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <HandQuestion set={12} name="Ann" hand={null} onChange={onChange} />,
    );
    expect(screen.queryByRole('group', { name: "Tiles in Ann's hand" })).toBeNull();

    const details = container.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));

    const set = await screen.findByRole('group', { name: "Tiles in Ann's hand" });
    expect(within(set).getAllByRole('button')).toHaveLength(91);
    fireEvent.click(within(set).getAllByRole('button')[0] as HTMLElement);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toHaveLength(1);
  });
});
