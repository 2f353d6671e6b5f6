/**
 * A scoresheet's table on one page, in the order it is drawn: the shading, the names, the
 * rounds, the totals, then the grid over them.
 */
import type { Locale } from '../i18n';
import { dominoItems } from './domino-layout';
import type { Item } from './layout-model';
import type { Size } from './paper';
import type { ScoresheetContent } from './scoresheet-content';
import { NAME_ROW, type TableBand, TOTAL_ROW } from './scoresheet-geometry';
import { fitText, placeText, type TextStyle } from './text-layout';
import type { Typeface } from './typeface';

// Sizes in points.
const CELL_PADDING = 6;
const DOMINO_HEIGHT = 13;
const ROUND_HEADER: TextStyle = { size: 11, bold: true, align: 'center' };
/**
 * A name too long for its column shrinks down to minSize; its line height is leading times its
 * size.
 */
const NAME = { size: 13, minSize: 8, leading: 1.15 };
/** The seat's number in the corner of a name left blank, to write the name in by hand. */
const SEAT_NUMBER = { size: 8.5, gray: 0.45, inset: 4, baseline: 11 };
const ENGINE: TextStyle = { size: 12 };
const SCORE: TextStyle = { size: 13, align: 'center' };
const TOTAL_LABEL: TextStyle = { size: SCORE.size, bold: true };
const TOTAL: TextStyle = { size: 14, bold: true, align: 'center' };
/** A baseline this far below a row's middle, times the text's size, centres the text in it. */
const CENTRING = 0.35;
/** Fills from 0 (black) to 1 (white): winners' columns darker, every other round row banded. */
const FILL = { winnerName: 0.85, band: 0.94, totals: 0.88, winnerTotal: 0.7 };
/** Widths of the grid inside the table, of its frame and main rules, and of a winner's frame. */
const RULE = { thin: 0.5, thick: 1.2, winner: 2.2 };

/** What every page of one sheet shares: its content, its page and its columns. */
export interface Sheet {
  typeface: Typeface;
  content: ScoresheetContent;
  language: Locale;
  page: Size;
  /** The table's left and right edges. */
  left: number;
  right: number;
  labelWidth: number;
  columnWidth: number;
  rowHeight: number;
  winners: ReadonlySet<number>;
}

function engineLabel(engine: number): string {
  return `${engine}-${engine}`;
}

/** Wide enough for every engine's domino and label, "Round" and "Total". */
export function labelColumnWidth(typeface: Typeface, content: ScoresheetContent): number {
  const engineWidth = Math.max(
    ...content.rows.map((row) => typeface.width(engineLabel(row.engine), ENGINE.size)),
    0,
  );
  return Math.max(
    CELL_PADDING * 2 + DOMINO_HEIGHT * 2 + CELL_PADDING + engineWidth,
    CELL_PADDING * 2 + typeface.width(content.roundHeader, ROUND_HEADER.size),
    CELL_PADDING * 2 + typeface.width(content.totalLabel, TOTAL_LABEL.size),
  );
}

const columnX = (sheet: Sheet, seat: number) =>
  sheet.left + sheet.labelWidth + seat * sheet.columnWidth;

function box(x: number, y: number, width: number, height: number, fill: number): Item {
  return { kind: 'box', x, y, width, height, radius: 0, fill, stroke: null };
}

function frame(x: number, y: number, width: number, height: number, stroke: number): Item {
  const outline = { width: stroke, gray: 0 };
  return { kind: 'box', x, y, width, height, radius: 0, fill: null, stroke: outline };
}

function line(x1: number, y1: number, x2: number, y2: number, width: number): Item {
  return { kind: 'line', x1, y1, x2, y2, width, gray: width > 1 ? 0 : 0.35, dash: [] };
}

/** Drawn first, so the grid and the text lie on top: winners' columns, banded rows, the totals. */
function shadingItems(sheet: Sheet, band: TableBand): Item[] {
  const { left, right, columnWidth, rowHeight, winners } = sheet;
  const { top, rowsTop, totalsTop } = band;
  const items: Item[] = [];
  for (const seat of winners) {
    items.push(box(columnX(sheet, seat), top, columnWidth, NAME_ROW, FILL.winnerName));
  }
  for (let i = 0; i < band.rowCount; i++) {
    if ((band.firstRow + i) % 2 === 1)
      items.push(box(left, rowsTop + i * rowHeight, right - left, rowHeight, FILL.band));
  }
  if (band.last) {
    items.push(box(left, totalsTop, right - left, TOTAL_ROW, FILL.totals));
    for (const seat of winners)
      items.push(box(columnX(sheet, seat), totalsTop, columnWidth, TOTAL_ROW, FILL.winnerTotal));
  }
  return items;
}

/** The header row: "Round" over the engines, and each name as large as its cell allows. */
function nameRowItems(sheet: Sheet, { top }: TableBand): Item[] {
  const { typeface, content, left, labelWidth, columnWidth } = sheet;
  const items = placeText(
    typeface,
    content.roundHeader,
    left + labelWidth / 2,
    top + NAME_ROW / 2 + 4,
    ROUND_HEADER,
  );
  content.names.forEach((name, seat) => {
    const x = columnX(sheet, seat);
    if (!name) {
      const { size, gray, inset, baseline } = SEAT_NUMBER;
      items.push(
        ...placeText(typeface, String(seat + 1), x + inset, top + baseline, { size, gray }),
      );
      return;
    }
    const fitted = fitText(typeface, name, columnWidth - CELL_PADDING, {
      ...NAME,
      height: NAME_ROW - CELL_PADDING,
    });
    const lineHeight = fitted.size * NAME.leading;
    const firstBaseline =
      top + NAME_ROW / 2 - ((fitted.lines.length - 1) * lineHeight) / 2 + fitted.size * CENTRING;
    fitted.lines.forEach((text, i) => {
      items.push(
        ...placeText(typeface, text, x + columnWidth / 2, firstBaseline + i * lineHeight, {
          size: fitted.size,
          bold: true,
          align: 'center',
        }),
      );
    });
  });
  return items;
}

/** Each round's row: its engine as a small domino and "12-12", then the scores written in. */
function roundRowItems(sheet: Sheet, band: TableBand): Item[] {
  const { typeface, content, left, columnWidth, rowHeight } = sheet;
  const items: Item[] = [];
  for (let i = 0; i < band.rowCount; i++) {
    const row = content.rows[band.firstRow + i] as ScoresheetContent['rows'][number];
    const middle = band.rowsTop + i * rowHeight + rowHeight / 2;
    const dominoTop = middle - DOMINO_HEIGHT / 2;
    items.push(
      ...dominoItems(left + CELL_PADDING, dominoTop, DOMINO_HEIGHT, row.engine, row.engine),
      ...placeText(
        typeface,
        engineLabel(row.engine),
        left + CELL_PADDING * 2 + DOMINO_HEIGHT * 2,
        middle + ENGINE.size * CENTRING,
        ENGINE,
      ),
    );
    row.cells.forEach((cell, seat) => {
      if (!cell) return;
      const x = columnX(sheet, seat) + columnWidth / 2;
      const baseline = middle + SCORE.size * CENTRING;
      items.push(...placeText(typeface, cell, x, baseline, SCORE));
    });
  }
  return items;
}

/** The last page's totals row: "Total" and each seat's total. */
function totalsRowItems(sheet: Sheet, band: TableBand): Item[] {
  const { typeface, content, left, columnWidth } = sheet;
  const middle = band.totalsTop + TOTAL_ROW / 2;
  return [
    ...placeText(
      typeface,
      content.totalLabel,
      left + CELL_PADDING,
      middle + TOTAL_LABEL.size * CENTRING,
      TOTAL_LABEL,
    ),
    ...content.totals.flatMap((text, seat) =>
      text
        ? placeText(
            typeface,
            text,
            columnX(sheet, seat) + columnWidth / 2,
            middle + TOTAL.size * CENTRING,
            TOTAL,
          )
        : [],
    ),
  ];
}

/** Thin lines inside, thick ones around the table, under the names and over the totals. */
function gridItems(sheet: Sheet, band: TableBand): Item[] {
  const { content, left, right, columnWidth, rowHeight, winners } = sheet;
  const { top, rowsTop, totalsTop, bottom } = band;
  const items: Item[] = [];
  for (let i = 1; i < band.rowCount; i++)
    items.push(line(left, rowsTop + i * rowHeight, right, rowsTop + i * rowHeight, RULE.thin));
  for (let seat = 1; seat < content.names.length; seat++)
    items.push(line(columnX(sheet, seat), top, columnX(sheet, seat), bottom, RULE.thin));
  items.push(line(columnX(sheet, 0), top, columnX(sheet, 0), bottom, RULE.thick));
  items.push(line(left, rowsTop, right, rowsTop, RULE.thick));
  if (band.last) items.push(line(left, totalsTop, right, totalsTop, RULE.thick));
  items.push(frame(left, top, right - left, bottom - top, RULE.thick));
  for (const seat of winners) {
    items.push(frame(columnX(sheet, seat), top, columnWidth, bottom - top, RULE.winner));
  }
  return items;
}

/** One page's part of the table, the totals row on the last. */
export function tableItems(sheet: Sheet, band: TableBand): Item[] {
  return [
    ...shadingItems(sheet, band),
    ...nameRowItems(sheet, band),
    ...roundRowItems(sheet, band),
    ...(band.last ? totalsRowItems(sheet, band) : []),
    ...gridItems(sheet, band),
  ];
}
