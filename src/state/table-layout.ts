/**
 * How the table view lays out the standings: in how many columns, and at what text size, so
 * every name and total is as large as the screen allows (read from across a table, or on a TV
 * the phone is cast to) and none is cut. Pure: the screen measures its box and the texts, and
 * sets the sizes; the geometry here is the one its CSS draws (table-view.css), in em.
 */

/** One row as shown: the name with its marks (★ leader, ⚑ open train) and the total. */
export interface TableRowText {
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
/** Words rarely fill a line to its end: room kept for the line breaks between them. */
const WRAP_SLACK = 1.08;

function fits(input: TableLayoutInput, columns: number, size: number): boolean {
  const { width, height, rows, measure } = input;
  const perColumn = Math.ceil(rows.length / columns);
  const columnWidth = (width - (columns - 1) * ROW.columnGap * size) / columns;
  const totalWidth = Math.max(...rows.map((row) => measure(row.total))) * (size / 100);
  const nameWidth = columnWidth - (ROW.paddingX + ROW.place + 2 * ROW.gap) * size - totalWidth - 1;
  if (nameWidth < 2 * size) return false;
  const lines = Math.max(
    1,
    ...rows.map((row) => Math.ceil((measure(row.name) * (size / 100) * WRAP_SLACK) / nameWidth)),
  );
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
