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

  it('three letters when two are not enough', () => {
    expect(initials(['Marie', 'Mabel'])).toEqual(['Mar', 'Mab']);
    expect(initials(['Maria', 'Mark'])).toEqual(['Mar1', 'Mar2']);
  });

  it('keeps whole letters of any script: Cyrillic, Chinese, accents, emoji', () => {
    expect(initials(['Ёлка', '王芳', 'Élodie', '👵🏽 Nana'])).toEqual(['Ё', '王', 'É', '👵🏽N']);
  });

  it('numbers players whose names are the same', () => {
    expect(initials(['Ann', 'Ann'])).toEqual(['Ann1', 'Ann2']);
  });
});
