import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials - short headings that still tell players apart', () => {
  it('one letter per player where that is enough, capitalised', () => {
    expect(initials(['Ann', 'bob', 'Cy'])).toEqual(['A', 'B', 'C']);
  });

  it('the first and last word of a name of several words', () => {
    expect(initials(['Grandma Rose', 'Ben'])).toEqual(['GR', 'B']);
  });

  it('longer only for the names that would clash', () => {
    expect(initials(['Anna', 'Alex', 'Ben'])).toEqual(['An', 'Al', 'B']);
  });

  it('the first letter and the one that tells them apart, when two are not enough', () => {
    expect(initials(['Mark', 'Maria', 'Ben'])).toEqual(['Mk', 'Mi', 'B']);
    expect(initials(['Marie', 'Mabel'])).toEqual(['Mr', 'Mb']);
  });

  it('keeps whole letters of any script: Cyrillic, Chinese, accents, emoji', () => {
    expect(initials(['Ёлка', '王芳', 'Élodie', '👵🏽 Nana'])).toEqual(['Ё', '王', 'É', '👵🏽N']);
  });

  it('numbers players whose names are the same, or one inside the other', () => {
    expect(initials(['Ann', 'Ann'])).toEqual(['A1', 'A2']);
    expect(initials(['Ann', 'Anna'])).toEqual(['A1', 'Aa']);
  });
});
