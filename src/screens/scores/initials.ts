/**
 * Short column headings for a score table that must fit a phone: each player's initials, made
 * longer only where two would read the same ("An" and "Al" for Anna and Alex). Works on
 * graphemes, so a Chinese name, an accented letter or an emoji is never cut in half.
 */
const graphemes = (text: string): string[] =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map(
    (part) => part.segment,
  );

const capital = (parts: string[]): string =>
  parts.length === 0 ? '' : (parts[0] as string).toLocaleUpperCase() + parts.slice(1).join('');

/** Each name's tries, shortest first: word initials, then the name's first 2 and 3 letters. */
function candidates(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const firsts = words.map((word) => graphemes(word)[0] ?? '');
  const initials = capital(words.length > 1 ? [firsts[0] ?? '', firsts.at(-1) ?? ''] : firsts);
  const letters = graphemes(words.join(''));
  return [initials, capital(letters.slice(0, 2)), capital(letters.slice(0, 3))];
}

export function initials(names: readonly string[]): string[] {
  const tries = names.map(candidates);
  const level = names.map(() => 0);
  const chosen = () => tries.map((options, i) => options[level[i] as number] as string);
  for (let round = 1; round < 3; round++) {
    const current = chosen();
    current.forEach((text, i) => {
      if (current.some((other, j) => j !== i && other === text)) level[i] = round;
    });
  }
  // Still the same after three letters (two "Ann"s): the seat number tells them apart.
  const final = chosen();
  return final.map((text, i) =>
    final.some((other, j) => j !== i && other === text) ? `${text}${i + 1}` : text,
  );
}
