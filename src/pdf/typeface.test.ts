import { describe, expect, it } from 'vitest';
import { fakeTypeface } from '../../test/pdf/fake-typeface';

const typeface = fakeTypeface();

describe('typeface segments', () => {
  it('keeps a text one face can draw whole in that face, Latin first', () => {
    expect(typeface.segments('Zoë')).toEqual([{ face: 'sans', text: 'Zoë' }]);
    expect(typeface.segments('Zoë 奶奶')).toEqual([{ face: 'sc', text: 'Zoë 奶奶' }]);
  });

  it('splits a text no single face can draw, keeping the current face while it can', () => {
    expect(typeface.segments('Їжак 奶奶')).toEqual([
      { face: 'sans', text: 'Їжак ' },
      { face: 'sc', text: '奶奶' },
    ]);
  });

  it('draws □ for a character no face has, never dropping it', () => {
    expect(typeface.segments('Ann 😀')).toEqual([
      { face: 'sans', text: 'Ann ' },
      { face: 'sc', text: '□' },
    ]);
  });

  it('measures names typed in decomposed form like their composed form', () => {
    expect(typeface.width('Zoe\u0308', 10)).toBe(typeface.width('Zoë', 10));
  });
});
