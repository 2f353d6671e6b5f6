import { describe, expect, it } from 'vitest';
import { lineCount, ROW, type TableLayoutInput, tableLayout } from './table-layout';

/** Every character 60 px wide at 100 px, a full-width one 100 px: a bold face, roughly. */
const measure = (text: string) =>
  [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 100 : 60), 0);

function input(names: string[], box: { width: number; height: number }): TableLayoutInput {
  return {
    ...box,
    rows: names.map((name, seat) => ({
      place: String(seat + 1),
      name,
      total: String(100 + seat * 7),
    })),
    measure,
    minSize: 20,
    maxSize: 200,
  };
}

/** Whether a layout keeps to the box it was made for, by the same geometry. */
function within(layout: ReturnType<typeof tableLayout>, made: TableLayoutInput): boolean {
  const perColumn = Math.ceil(made.rows.length / layout.columns);
  return perColumn * (ROW.line + ROW.paddingY) * layout.size <= made.height;
}

const TV = { width: 1280, height: 560 };
const PHONE = { width: 358, height: 560 };

describe('lineCount - lines as a browser fills them', () => {
  const each = (text: string) => [...text].length * 10;
  it('breaks between words, never inside one that fits a line', () => {
    expect(lineCount('aaaa bbbb', 90, each)).toBe(1);
    expect(lineCount('aaaa bbbb', 80, each)).toBe(2);
    expect(lineCount('aaaaaaa bb ccc', 80, each)).toBe(2);
    expect(lineCount('aaaaaaaaa b', 80, each)).toBe(2);
  });
  it('breaks a word longer than a line anywhere, and CJK text between any characters', () => {
    expect(lineCount('a'.repeat(25), 100, each)).toBe(3);
    expect(lineCount('奶'.repeat(25), 100, each)).toBe(3);
    expect(lineCount('Ann 奶奶奶奶奶奶奶奶', 100, each)).toBe(2);
  });
});

describe('tableLayout - the standings as large as the box allows', () => {
  it('gives four short names on a TV text far larger than a phone screen', () => {
    const layout = tableLayout(input(['Ann', 'Ben', 'Zoë', 'Bob'], TV));
    expect(layout.columns).toBe(1);
    expect(layout.size).toBeGreaterThan(80);
    expect(layout.overflows).toBe(false);
  });

  it('puts twelve players in columns on a wide screen, larger than one column would be', () => {
    const names = Array.from({ length: 12 }, (_, i) => `Player ${i + 1}`);
    const layout = tableLayout(input(names, TV));
    expect(layout.columns).toBeGreaterThan(1);
    const one = tableLayout({ ...input(names, { width: 640, height: TV.height }) });
    expect(layout.size).toBeGreaterThan(one.size);
    expect(within(layout, input(names, TV))).toBe(true);
  });

  it('keeps every long name whole on at most two lines, or says nothing fits', () => {
    const long = Array.from({ length: 12 }, (_, i) => `Великая бабушка Александра ${i + 1}`);
    const tv = tableLayout(input(long, TV));
    expect(tv.overflows).toBe(false);
    expect(tv.size).toBeGreaterThanOrEqual(20);
    const phone = tableLayout(input(long, { width: 288, height: 400 }));
    expect(phone).toEqual({ columns: 1, size: 20, overflows: true });
  });

  it('never breaks a word, nor a mark from its name, to make the text larger', () => {
    const layout = tableLayout(
      input(['Ann', 'Бабушка\u00a0⚑', 'Zoë'], { width: 358, height: 500 }),
    );
    // "Бабушка ⚑" is 8 wide letters and a mark: its line holds the place, the name and the total.
    const room = 358 / layout.size - (ROW.paddingX + 2 * ROW.gap + ROW.place) - 1.8 - 0.05;
    expect(measure('Бабушка\u00a0⚑') / 100).toBeLessThanOrEqual(room * 1.05);
  });

  it('grows with the box and never passes its largest size', () => {
    const names = ['奶奶', 'Бабушка', 'Zoë'];
    const small = tableLayout(input(names, PHONE));
    const large = tableLayout(input(names, { width: 2000, height: 2000 }));
    expect(large.size).toBeGreaterThan(small.size);
    expect(large.size).toBeLessThanOrEqual(200);
  });

  it('is whole half pixels', () => {
    const layout = tableLayout(input(['Ann', 'Ben'], { width: 333, height: 271 }));
    expect(layout.size * 2).toBe(Math.round(layout.size * 2));
  });
});
