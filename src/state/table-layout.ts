/**
 * How the table view lays out the standings: in how many columns, and at what text size, so
 * every name and total is as large as the screen allows (read from across a table, or on a TV
 * the phone is cast to) and none is cut. Pure: the screen measures its box and the texts, and
 * sets the sizes; the geometry here is the one its CSS draws (table-view.css), in em.
 */

/** One row as shown: the place, the name with its marks (★ leader, ⚑ open train), the total. */
interface TableRowText {
  place: string;
  name: string;
  total: string;
}

export interface TableLayoutInput {
  /** The box the rows must fit, in CSS pixels. */
  width: number;
  height: number;
  rows: readonly TableRowText[];
  /** A text's width in CSS pixels at a text size of 100 px (widths grow with the size). */
  measure: (text: string) => number;
  /** The smallest text allowed (the app's own text size), and the largest worth having. */
  minSize: number;
  maxSize: number;
}

export interface TableLayout {
  columns: number;
  /** The text size of names and totals, in CSS pixels. */
  size: number;
  /** Nothing fits at the smallest size: the rows keep it, wrap and scroll. */
  overflows: boolean;
}

/** The geometry table-view.css draws, in em of the row's text size. */
export const ROW = {
  /** Height of a line of text. */
  line: 1.15,
  /** Padding above and below a row's text, together, and its border. */
  paddingY: 0.3,
  /** Padding left and right of a row's text, together. */
  paddingX: 0.5,
  /** Between the place, the name and the total. */
  gap: 0.35,
  /** The place: up to two digits. */
  place: 1.3,
  /** Between two columns of rows. */
  columnGap: 0.8,
} as const;

/** Lines a name may take; more at the smallest size only. */
const MAX_LINES = 2;
/** Room kept for a face that draws a little wider than the canvas measured. */
const SLACK = 1.04;

/** Characters a line may break before or after without a space (Chinese, Japanese, Korean). */
const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/**
 * The words of a text, each with the room before it (a space's width, or none between two
 * characters of CJK text), as a browser breaks lines: between words, and between CJK characters.
 */
function words(text: string, measure: (text: string) => number) {
  const space = measure(' ');
  const found: { before: number; width: number }[] = [];
  let before = 0;
  // Spaces a line may break at: a no-break space keeps a mark with its name.
  for (const part of text.split(/([ \t\n]+)/u)) {
    if (part === '') continue;
    if (/^[ \t\n]+$/u.test(part)) {
      before = space;
      continue;
    }
    for (const piece of part.split(/(\p{Script=Han}|[\u3040-\u30ff\uac00-\ud7af])/u)) {
      if (piece === '') continue;
      found.push({ before: CJK.test(piece) ? 0 : before, width: measure(piece) });
      before = 0;
    }
  }
  return found;
}

/**
 * How many lines a text takes in `room` (all at 100 px), filled word by word as a browser fills
 * them; a word longer than a line breaks anywhere (overflow-wrap: anywhere).
 */
export function lineCount(text: string, room: number, measure: (text: string) => number): number {
  let lines = 1;
  let used = 0;
  for (const { before, width } of words(text, measure)) {
    if (used > 0 && used + before + width <= room) {
      used += before + width;
      continue;
    }
    if (used > 0) lines++;
    lines += Math.max(0, Math.ceil(width / room) - 1);
    used = width - Math.max(0, Math.ceil(width / room) - 1) * room;
  }
  return lines;
}

function fits(input: TableLayoutInput, columns: number, size: number): boolean {
  const { width, height, rows } = input;
  const measure = (text: string) => input.measure(text) * SLACK;
  const perColumn = Math.ceil(rows.length / columns);
  // All in px at a text size of 100 px, so a measured width compares as it is.
  const scale = 100 / size;
  const columnWidth = ((width - (columns - 1) * ROW.columnGap * size) / columns) * scale;
  const place = Math.max(ROW.place * 100, ...rows.map((row) => measure(row.place)));
  const total = Math.max(...rows.map((row) => measure(row.total)));
  const room = columnWidth - (ROW.paddingX + 2 * ROW.gap) * 100 - place - total - scale;
  if (room < 200) return false;
  // A word broken in two is hard to read from across a table: only the smallest size does it.
  if (rows.some((row) => words(row.name, measure).some((word) => word.width > room))) return false;
  const lines = Math.max(1, ...rows.map((row) => lineCount(row.name, room, measure)));
  if (lines > MAX_LINES) return false;
  return perColumn * (lines * ROW.line + ROW.paddingY) * size <= height;
}

/**
 * The largest text size (to the half pixel) at which every row fits the box with each name on
 * at most two lines, over one to four columns; fewer columns when the size is the same.
 */
export function tableLayout(input: TableLayoutInput): TableLayout {
  const { rows, minSize, maxSize } = input;
  let best: TableLayout | null = null;
  const most = Math.min(4, Math.max(1, rows.length));
  for (let columns = 1; columns <= most; columns++) {
    if (!fits(input, columns, minSize)) continue;
    let low = minSize;
    let high = maxSize;
    while (high - low > 0.5) {
      const middle = (low + high) / 2;
      if (fits(input, columns, middle)) low = middle;
      else high = middle;
    }
    const size = Math.floor(low * 2) / 2;
    if (!best || size > best.size) best = { columns, size, overflows: false };
  }
  return best ?? { columns: 1, size: minSize, overflows: true };
}
