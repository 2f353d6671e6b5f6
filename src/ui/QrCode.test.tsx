// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

afterEach(cleanup);

describe('QrCode - a link drawn as a QR code', () => {
  it('draws the code as one path of dark modules inside a light quiet zone', async () => {
    render(
      <QrCode text="https://example.test/standings#1.abc" label="The code" tooLong="Too long" />,
    );
    const code = await screen.findByRole('img', { name: 'The code' });
    const [side] = (code.getAttribute('viewBox') ?? '').split(' ').slice(2).map(Number);
    // Version 2 or 3 is 25 or 29 modules a side, and 4 light modules around it.
    expect(side).toBeGreaterThanOrEqual(21 + 8);
    const path = code.querySelector('path')?.getAttribute('d') ?? '';
    // The finder pattern's corner starts right inside the quiet zone.
    expect(path.startsWith('M4 4h7')).toBe(true);
  });

  it('says so, in a sentence, when the text is too long for any QR code', async () => {
    render(<QrCode text={'x'.repeat(5000)} label="The code" tooLong="Too long" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Too long');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
