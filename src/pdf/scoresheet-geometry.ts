import { type Orientation, paperSize, type SheetPaper, type Size } from './paper';

// Sizes in points.
export const MARGIN = 36;
/** Tall enough to write a name by hand. */
export const NAME_ROW = 46;
/** Round rows: at least this tall to write a score in, taller when the page has room. */
export const ROW_MIN = 24;
export const ROW_MAX = 32;
/** Row height when the rounds take more than one page anyway. */
const ROW_PAGED = 28;
export const TOTAL_ROW = 34;
/** Under the table on the last page: who won, or who leads. */
export const CLOSING = 32;
/** Kept free at the foot of every page for its number. */
export const FOOTER = 22;
/** Narrower player columns than this turn the sheet to landscape. */
export const MIN_PORTRAIT_COLUMN = 62;

export interface SheetGeometry {
  orientation: Orientation;
  page: Size;
  labelWidth: number;
  columnWidth: number;
  rowHeight: number;
  /** How many round rows each page holds; the totals row follows the last page's rows. */
  rowsPerPage: number[];
}

/**
 * The sheet's maths: portrait while each player's column stays wide enough to write in, the
 * tallest rows that let every round fit one page, or else rows over as many pages as needed,
 * never leaving the totals alone on a page.
 */
export function scoresheetGeometry(
  paper: SheetPaper,
  {
    players,
    rounds,
    labelWidth,
    titleHeight,
    closing,
  }: {
    players: number;
    rounds: number;
    labelWidth: number;
    titleHeight: number;
    closing: boolean;
  },
): SheetGeometry {
  const columnWidthIn = (page: Size) => (page.width - MARGIN * 2 - labelWidth) / players;
  const portrait = paperSize(paper, 'portrait');
  const orientation: Orientation =
    columnWidthIn(portrait) >= MIN_PORTRAIT_COLUMN ? 'portrait' : 'landscape';
  const page = paperSize(paper, orientation);
  const table = page.height - MARGIN * 2 - titleHeight - NAME_ROW - FOOTER;
  const end = TOTAL_ROW + (closing ? CLOSING : 0);
  let rowHeight = ROW_MAX;
  while (rowHeight > ROW_MIN && rounds * rowHeight + end > table) rowHeight -= 0.5;
  const rowsPerPage: number[] = [];
  if (rounds * rowHeight + end <= table) {
    rowsPerPage.push(rounds);
  } else {
    rowHeight = ROW_PAGED;
    const perPage = Math.floor(table / rowHeight);
    let left = rounds;
    while (left * rowHeight + end > table) {
      const take = Math.min(perPage, left - 1);
      rowsPerPage.push(take);
      left -= take;
    }
    rowsPerPage.push(left);
  }
  return {
    orientation,
    page,
    labelWidth,
    columnWidth: columnWidthIn(page),
    rowHeight,
    rowsPerPage,
  };
}

/** A page's part of the table, top to bottom: the names, its round rows, the totals on the last. */
export interface TableBand {
  top: number;
  rowsTop: number;
  totalsTop: number;
  bottom: number;
  /** Its first round row, counted over the whole sheet. */
  firstRow: number;
  rowCount: number;
  last: boolean;
}

/** Where each page's part of the table stands, under a title block `titleHeight` tall. */
export function tableBands(
  { rowsPerPage, rowHeight }: SheetGeometry,
  titleHeight: number,
): TableBand[] {
  let firstRow = 0;
  return rowsPerPage.map((rowCount, index) => {
    const last = index === rowsPerPage.length - 1;
    const top = MARGIN + titleHeight;
    const rowsTop = top + NAME_ROW;
    const totalsTop = rowsTop + rowCount * rowHeight;
    const band = {
      top,
      rowsTop,
      totalsTop,
      bottom: totalsTop + (last ? TOTAL_ROW : 0),
      firstRow,
      rowCount,
      last,
    };
    firstRow += rowCount;
    return band;
  });
}
