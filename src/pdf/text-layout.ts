import type { Gray, TextItem } from './layout-model';
import type { Typeface } from './typeface';

const CJK =
  /[\u2e80-\u2fff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u{20000}-\u{3134f}]/u;
/** Chinese punctuation that must not begin a line. */
const NO_BREAK_BEFORE = /[，。、；：？！）」』〉》】…—”’,.;:?!)\]]/;
/** Chinese punctuation that must not end a line. */
const NO_BREAK_AFTER = /[（「『〈《【“‘(]/;

/**
 * Splits text into pieces a line may break between: words with the spaces after them, and
 * single Chinese characters, which break anywhere except around punctuation that must stay
 * with them.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let unit = '';
  let previous = '';
  for (const character of text) {
    const breakHere =
      unit !== '' &&
      !NO_BREAK_BEFORE.test(character) &&
      !NO_BREAK_AFTER.test(previous) &&
      ((/\s/.test(previous) && !/\s/.test(character)) ||
        CJK.test(character) ||
        (CJK.test(previous) && !/\s/.test(character)) ||
        /[，。、；：？！）」』〉》】]/.test(previous));
    if (breakHere) {
      units.push(unit);
      unit = '';
    }
    unit += character;
    previous = character;
  }
  if (unit) units.push(unit);
  return units;
}

/** Greedy line filling; a piece wider than a whole line is cut between characters. */
export function wrapText(typeface: Typeface, text: string, width: number, size: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    const fits = (candidate: string): boolean => typeface.width(candidate.trimEnd(), size) <= width;
    for (const unit of breakUnits(paragraph.replace(/[ \t]+/g, ' ').trim())) {
      if (fits(line + unit)) {
        line += unit;
        continue;
      }
      if (line) lines.push(line.trimEnd());
      line = '';
      for (const character of unit) {
        if (line && !fits(line + character)) {
          lines.push(line.trimEnd());
          line = '';
        }
        line += character;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

type Align = 'left' | 'center' | 'right';

export interface TextStyle {
  size: number;
  bold?: boolean;
  gray?: Gray;
  align?: Align;
}

/**
 * One line of text as text items, one per face, at baseline y. With align 'center' x is the
 * middle, with 'right' the right edge.
 */
export function placeText(
  typeface: Typeface,
  text: string,
  x: number,
  y: number,
  { size, bold = false, gray = 0, align = 'left' }: TextStyle,
): TextItem[] {
  const total = typeface.width(text, size);
  let left = align === 'left' ? x : align === 'center' ? x - total / 2 : x - total;
  return typeface.segments(text).map((segment) => {
    const item: TextItem = { kind: 'text', x: left, y, size, bold, gray, ...segment };
    left += typeface.segmentWidth(segment, size);
    return item;
  });
}

/**
 * The largest size from `size` down to `minSize` (half-point steps) at which text fits a box
 * `width` by `height` without cutting a word; the lines at that size. At the smallest size a
 * word too long for the width is cut rather than drawn past the box.
 */
export function fitText(
  typeface: Typeface,
  text: string,
  width: number,
  {
    size,
    minSize,
    height,
    leading,
  }: { size: number; minSize: number; height: number; leading: number },
): { size: number; lines: string[] } {
  const units = breakUnits(text);
  const maxLines = (at: number) => Math.max(1, Math.floor(height / (at * leading)));
  for (let current = size; current > minSize; current -= 0.5) {
    if (units.some((unit) => typeface.width(unit.trim(), current) > width)) continue;
    const wrapped = wrapText(typeface, text, width, current);
    if (wrapped.length <= maxLines(current)) return { size: current, lines: wrapped };
  }
  return {
    size: minSize,
    lines: wrapText(typeface, text, width, minSize).slice(0, maxLines(minSize)),
  };
}
