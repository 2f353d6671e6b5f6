import { describe, expect, it } from 'vitest';
import { fakeTypeface } from '../../test/pdf/fake-typeface';
import { breakUnits, fitText, placeText, wrapText } from './text-layout';

const typeface = fakeTypeface();

describe('wrapText', () => {
  it('breaks between words and keeps every line within the width', () => {
    const text = 'Each player has a train of their own and plays on it.';
    const lines = wrapText(typeface, text, 100, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(typeface.width(line, 10)).toBeLessThanOrEqual(100);
    expect(lines.join(' ')).toBe(text);
  });

  it('breaks Chinese between characters but never before a closing mark', () => {
    const lines = wrapText(typeface, '大家轮流从骨牌堆抽一张牌，直到有人抽到引擎。', 60, 10);
    expect(lines.join('')).toBe('大家轮流从骨牌堆抽一张牌，直到有人抽到引擎。');
    for (const line of lines) {
      expect(typeface.width(line, 10)).toBeLessThanOrEqual(60);
      expect(line).not.toMatch(/^[，。]/);
    }
  });

  it('never breaks at a no-break space, as French puts before a colon', () => {
    expect(breakUnits('double\u00a0: oui')).toEqual(['double\u00a0: ', 'oui']);
  });

  it('cuts a word longer than the line between its characters', () => {
    const lines = wrapText(typeface, 'Abcdefghijklmnopqrstuvwxyz', 50, 10);
    expect(lines).toEqual(['Abcdefghij', 'klmnopqrst', 'uvwxyz']);
  });

  it('starts a new line at each line break in the text', () => {
    expect(wrapText(typeface, 'one\ntwo', 500, 10)).toEqual(['one', 'two']);
  });
});

describe('fitText', () => {
  const box = { size: 13, minSize: 8, height: 30, leading: 1.15 };

  it('shrinks a long name until it fits the box, but not below the smallest size', () => {
    const fitted = fitText(typeface, 'Maximiliana Bartholomew Smith', 60, box);
    expect(fitted.size).toBeLessThan(13);
    expect(fitted.size).toBeGreaterThanOrEqual(8);
    expect(fitted.lines.length * fitted.size * 1.15).toBeLessThanOrEqual(30);
  });

  it('shrinks a name rather than cut it inside a word', () => {
    // "Бабушка" is 3.5 em: 45.5 pt at 13 pt does not fit 40 pt, 11 pt does.
    expect(fitText(typeface, 'Бабушка', 40, box)).toEqual({ size: 11, lines: ['Бабушка'] });
  });

  it('cuts a word only when even the smallest size is too wide', () => {
    expect(fitText(typeface, 'Abcdefghijklmn', 24, box)).toEqual({
      size: 8,
      lines: ['Abcdef', 'ghijkl', 'mn'],
    });
  });

  it('keeps the full size for a short name', () => {
    expect(fitText(typeface, 'Ann', 60, box)).toEqual({
      size: 13,
      lines: ['Ann'],
    });
  });
});

describe('placeText', () => {
  it('draws a name mixing Cyrillic and Chinese as one run per face, side by side', () => {
    const items = placeText(typeface, 'Бабушка 奶奶', 10, 20, { size: 10 });
    expect(items.map((item) => [item.face, item.text, item.x])).toEqual([
      ['sans', 'Бабушка ', 10],
      ['sc', '奶奶', 50],
    ]);
  });

  it('centres and right-aligns on x', () => {
    expect(placeText(typeface, 'abcd', 100, 0, { size: 10, align: 'center' })[0]?.x).toBe(90);
    expect(placeText(typeface, 'abcd', 100, 0, { size: 10, align: 'right' })[0]?.x).toBe(80);
  });
});
