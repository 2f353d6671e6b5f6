import { gb2312Level1 } from './gb2312';

/**
 * The two embedded typefaces and the characters each one's subset holds. Noto Sans draws Latin,
 * modern Greek and every Cyrillic letter; Noto Sans SC draws Chinese (it lacks most of Latin Extended-A and
 * the non-Russian Cyrillic letters, so it cannot stand alone). scripts/make-font-subset.ts
 * builds each subset from exactly these characters (plus those of the dictionaries) and fails
 * if the font lacks one of them, so what `missingGlyphs` promises is what the PDF can draw.
 */
export const FACES = ['sans', 'sc'] as const;
export type Face = (typeof FACES)[number];

type Range = readonly [first: number, last: number];

const LATIN_AND_CYRILLIC: readonly Range[] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement
  [0x100, 0x17f], // Latin Extended-A
  [0x300, 0x36f], // Combining marks, for names typed in decomposed form
  [0x384, 0x38a], // Modern Greek (Noto Sans has it; a Greek name costs a few kilobytes)
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ce],
  [0x400, 0x4ff], // Cyrillic
  [0x2000, 0x2064], // General Punctuation (U+2065 is unassigned)
  [0x2066, 0x206f],
  [0x20ac, 0x20ac], // Euro sign
];

const CHINESE: readonly Range[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2014, 0x2014], // dash, quotes and ellipsis as Chinese text sets them
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026, 0x2026],
  [0x25a1, 0x25a1], // □, drawn in place of a character no face has
  [0x3000, 0x303f], // CJK Symbols and Punctuation
  [0xff01, 0xff5e], // Fullwidth forms of ASCII, as Chinese keyboards type them
];

/** What a face is asked to draw when no face can draw a character. */
export const MISSING_CHARACTER = '□';

const cache = new Map<Face, ReadonlySet<number>>();

/** The code points a face's subset is built to hold (not counting dictionary extras). */
export function faceCodePoints(face: Face): ReadonlySet<number> {
  let points = cache.get(face);
  if (!points) {
    const set = new Set<number>();
    for (const [first, last] of face === 'sans' ? LATIN_AND_CYRILLIC : CHINESE) {
      for (let code = first; code <= last; code++) set.add(code);
    }
    if (face === 'sc') for (const hanzi of gb2312Level1()) set.add(hanzi.codePointAt(0) as number);
    points = set;
    cache.set(face, points);
  }
  return points;
}

function printable(codePoint: number): boolean {
  return FACES.some((face) => faceCodePoints(face).has(codePoint));
}

/** Splits text into what a reader sees as single characters ("👍🏽" is one, not two). */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (s) => s.segment,
    );
  }
  return Array.from(text);
}

/**
 * The characters of `text` that no embedded font can draw, each once, in order of appearance.
 * A PDF would leave them out without a word, so the print flow shows them to the person first.
 * White space does not count: it is drawn as space.
 */
export function missingGlyphs(text: string): string[] {
  const missing: string[] = [];
  for (const grapheme of graphemes(text.normalize('NFC'))) {
    if (/^\s+$/.test(grapheme) || missing.includes(grapheme)) continue;
    const codePoints = Array.from(grapheme, (c) => c.codePointAt(0) as number);
    if (!codePoints.every(printable)) missing.push(grapheme);
  }
  return missing;
}
