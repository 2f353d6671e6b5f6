/**
 * Short column headings for a score table that must fit a phone: each player's initials, made
 * longer only where two would read the same (Anna and Alex: "An" and "Al"; Mark and Maria:
 * "Mk" and "Mi"). Works on graphemes, so a Chinese name, an accented letter or an emoji is never
 * cut in half.
 */
const graphemes = (text: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    (part) => part.segment,
  );

const capital = (text: string): string => {
  const [first = '', ...rest] = graphemes(text);
  return first.toLocaleUpperCase() + rest.join('');
};

/** The letters of a name, spaces left out. */
const lettersOf = (name: string): string[] => graphemes(name.replace(/\s+/g, ''));

/** Word initials: the first and last word's first letters ("GR" for Grandma Rose). */
function wordInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firsts = words.map((word) => graphemes(word)[0] ?? '');
  return capital(words.length > 1 ? `${firsts[0]}${firsts.at(-1)}` : (firsts[0] ?? ''));
}

/** The first letter and the first letter where this name differs from all the others given. */
function telling(letters: string[], others: string[][]): string | null {
  for (let at = 1; at < letters.length; at++) {
    if (others.every((other) => other[at] !== letters[at])) {
      return capital(`${letters[0]}${letters[at]}`);
    }
  }
  return null;
}

/** Seats whose heading equals another seat's. */
function clashing(headings: readonly string[]): number[] {
  return headings.flatMap((text, seat) =>
    headings.some((other, j) => j !== seat && other === text) ? [seat] : [],
  );
}

export function initials(names: readonly string[]): string[] {
  const letters = names.map(lettersOf);
  const headings = names.map(wordInitials);
  for (const seat of clashing(headings)) {
    headings[seat] = capital((letters[seat] as string[]).slice(0, 2).join(''));
  }
  const before = [...headings];
  const stillSame = clashing(before);
  for (const seat of stillSame) {
    const others = stillSame
      .filter((other) => other !== seat && before[other] === before[seat])
      .map((other) => letters[other] as string[]);
    // Two of one name (or one name inside another): the seat number tells them apart.
    headings[seat] =
      telling(letters[seat] as string[], others) ??
      `${capital((letters[seat] as string[])[0] ?? '')}${seat + 1}`;
  }
  return headings;
}
