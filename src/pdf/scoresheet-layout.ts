import type { Locale } from '../i18n';
import { dominoItems } from './domino-layout';
import type { DocumentLayout, Item, PageLayout } from './layout-model';
import { numberText } from './numbering';
import { type Orientation, paperSize, type SheetPaper, type Size } from './paper';
import { type ChartBlock, chartBlock } from './score-chart-layout';
import type { ScoresheetContent } from './scoresheet-content';
import { fitText, placeText } from './text-layout';
import type { Typeface } from './typeface';

const MARGIN = 36;
const TITLE_SIZE = 18;
const DETAILS_SIZE = 11;
/** Tall enough to write a name by hand. */
const NAME_ROW = 46;
/** Round rows: at least this tall to write a score in, taller when the page has room. */
export const ROW_MIN = 24;
export const ROW_MAX = 32;
/** Row height when the rounds take more than one page anyway. */
const ROW_PAGED = 28;
const TOTAL_ROW = 34;
const FOOTER = 22;
const CLOSING = 32;
/** Narrower player columns than this turn the sheet to landscape. */
export const MIN_PORTRAIT_COLUMN = 62;
const CELL_PADDING = 6;
const NAME_LEADING = 1.15;
const DOMINO_HEIGHT = 13;
/** The chart under the table: no shorter than this, and no taller unless its names need it. */
const CHART_MIN = 170;
const CHART_MAX = 300;
const CHART_HEADING = 15;
const CHART_NOTE = 10;
/** The chart's heading and note, and the space above them. */
const CHART_TITLES = 18 + CHART_HEADING * 1.3 + CHART_NOTE * 1.5 + 4;
const ENGINE_SIZE = 12;
const SCORE_SIZE = 13;

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

function engineLabel(engine: number): string {
  return `${engine}-${engine}`;
}

function labelColumnWidth(typeface: Typeface, content: ScoresheetContent): number {
  const engineWidth = Math.max(
    ...content.rows.map((row) => typeface.width(engineLabel(row.engine), ENGINE_SIZE)),
    0,
  );
  return Math.max(
    CELL_PADDING * 2 + DOMINO_HEIGHT * 2 + CELL_PADDING + engineWidth,
    CELL_PADDING * 2 + typeface.width(content.roundHeader, 11),
    CELL_PADDING * 2 + typeface.width(content.totalLabel, SCORE_SIZE),
  );
}

function titleBlockHeight(content: ScoresheetContent): number {
  return TITLE_SIZE * 1.3 + content.details.length * DETAILS_SIZE * 1.4 + 10;
}

function box(x: number, y: number, width: number, height: number, fill: number): Item {
  return { kind: 'box', x, y, width, height, radius: 0, fill, stroke: null };
}

function line(x1: number, y1: number, x2: number, y2: number, width: number): Item {
  return { kind: 'line', x1, y1, x2, y2, width, gray: width > 1 ? 0 : 0.35, dash: [] };
}

/**
 * A scoresheet on Letter or A4: a row per round labelled with its engine (a small domino and
 * "12-12"), a column per player, room for names at the top, the totals at the bottom of the last
 * page, winners' columns shaded.
 */
export function layoutScoresheet(
  typeface: Typeface,
  content: ScoresheetContent,
  paper: SheetPaper,
  language: Locale,
): DocumentLayout {
  const titleHeight = titleBlockHeight(content);
  const geometry = scoresheetGeometry(paper, {
    players: content.names.length,
    rounds: content.rows.length,
    labelWidth: labelColumnWidth(typeface, content),
    titleHeight,
    closing: content.closing !== null,
  });
  const { page, labelWidth, columnWidth, rowHeight, rowsPerPage } = geometry;
  const left = MARGIN;
  const right = MARGIN + labelWidth + columnWidth * content.names.length;
  const columnX = (seat: number) => left + labelWidth + seat * columnWidth;
  const winners = new Set(content.winners);
  const pages: PageLayout[] = [];
  let firstRow = 0;

  // The chart goes under the table's last page when it fits there, else on a page of its own.
  const lastRows = rowsPerPage.at(-1) as number;
  const tableEnd =
    MARGIN +
    titleHeight +
    NAME_ROW +
    lastRows * rowHeight +
    TOTAL_ROW +
    (content.closing !== null ? CLOSING : 0);
  const chartRoom = page.height - MARGIN - FOOTER - tableEnd - CHART_TITLES;
  const layChart = (height: number): ChartBlock | null =>
    content.chart && chartBlock(typeface, content.chart.series, page.width - MARGIN * 2, height);
  let chart = layChart(Math.min(Math.max(chartRoom, CHART_MIN), CHART_MAX));
  const chartOwnPage = chart !== null && chart.height > chartRoom;
  if (chartOwnPage) chart = layChart(CHART_MAX);
  const pageCount = rowsPerPage.length + (chartOwnPage ? 1 : 0);
  const numbering = (items: Item[], index: number) => {
    if (pageCount < 2) return;
    items.push(
      ...placeText(
        typeface,
        numberText(content.numbering, index, pageCount, language),
        right,
        page.height - MARGIN - 3,
        { size: 10, gray: 0.35, align: 'right' },
      ),
    );
  };
  const chartItems = (top: number): Item[] => {
    if (!content.chart || !chart) return [];
    return [
      ...placeText(typeface, content.chart.heading, left, top + CHART_HEADING, {
        size: CHART_HEADING,
        bold: true,
      }),
      ...placeText(typeface, content.chart.note, left, top + CHART_HEADING * 1.3 + CHART_NOTE, {
        size: CHART_NOTE,
        gray: 0.3,
      }),
      ...chart.place(left, top + CHART_TITLES - 18),
    ];
  };

  for (const [pageIndex, rowCount] of rowsPerPage.entries()) {
    const items: Item[] = [];
    const last = pageIndex === rowsPerPage.length - 1;
    const title = pageIndex === 0 ? content.title : content.continuedTitle;
    items.push(
      ...placeText(typeface, title, left, MARGIN + TITLE_SIZE, { size: TITLE_SIZE, bold: true }),
    );
    content.details.forEach((detail, i) => {
      const y = MARGIN + TITLE_SIZE * 1.3 + DETAILS_SIZE * (1.4 * i + 1.1);
      items.push(...placeText(typeface, detail, left, y, { size: DETAILS_SIZE, gray: 0.3 }));
    });

    const top = MARGIN + titleHeight;
    const rowsTop = top + NAME_ROW;
    const totalsTop = rowsTop + rowCount * rowHeight;
    const bottom = totalsTop + (last ? TOTAL_ROW : 0);

    // Shading first, so the grid and the text lie on top of it.
    for (const seat of winners) {
      items.push(box(columnX(seat), top, columnWidth, NAME_ROW, 0.85));
    }
    for (let i = 0; i < rowCount; i++) {
      if ((firstRow + i) % 2 === 1)
        items.push(box(left, rowsTop + i * rowHeight, right - left, rowHeight, 0.94));
    }
    if (last) {
      items.push(box(left, totalsTop, right - left, TOTAL_ROW, 0.88));
      for (const seat of winners)
        items.push(box(columnX(seat), totalsTop, columnWidth, TOTAL_ROW, 0.7));
    }

    items.push(
      ...placeText(typeface, content.roundHeader, left + labelWidth / 2, top + NAME_ROW / 2 + 4, {
        size: 11,
        bold: true,
        align: 'center',
      }),
    );
    content.names.forEach((name, seat) => {
      const x = columnX(seat);
      if (!name) {
        items.push(
          ...placeText(typeface, String(seat + 1), x + 4, top + 11, { size: 8.5, gray: 0.45 }),
        );
        return;
      }
      const fitted = fitText(typeface, name, columnWidth - CELL_PADDING, {
        size: 13,
        minSize: 8,
        height: NAME_ROW - CELL_PADDING,
        leading: NAME_LEADING,
      });
      const lineHeight = fitted.size * NAME_LEADING;
      const firstBaseline =
        top + NAME_ROW / 2 - ((fitted.lines.length - 1) * lineHeight) / 2 + fitted.size * 0.35;
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

    for (let i = 0; i < rowCount; i++) {
      const row = content.rows[firstRow + i] as ScoresheetContent['rows'][number];
      const y = rowsTop + i * rowHeight;
      const middle = y + rowHeight / 2;
      items.push(
        ...dominoItems(
          left + CELL_PADDING,
          middle - DOMINO_HEIGHT / 2,
          DOMINO_HEIGHT,
          row.engine,
          row.engine,
        ),
      );
      items.push(
        ...placeText(
          typeface,
          engineLabel(row.engine),
          left + CELL_PADDING * 2 + DOMINO_HEIGHT * 2,
          middle + ENGINE_SIZE * 0.35,
          {
            size: ENGINE_SIZE,
          },
        ),
      );
      row.cells.forEach((cell, seat) => {
        if (!cell) return;
        items.push(
          ...placeText(
            typeface,
            cell,
            columnX(seat) + columnWidth / 2,
            middle + SCORE_SIZE * 0.35,
            {
              size: SCORE_SIZE,
              align: 'center',
            },
          ),
        );
      });
    }

    if (last) {
      const middle = totalsTop + TOTAL_ROW / 2;
      items.push(
        ...placeText(
          typeface,
          content.totalLabel,
          left + CELL_PADDING,
          middle + SCORE_SIZE * 0.35,
          {
            size: SCORE_SIZE,
            bold: true,
          },
        ),
      );
      content.totals.forEach((total, seat) => {
        if (!total) return;
        items.push(
          ...placeText(typeface, total, columnX(seat) + columnWidth / 2, middle + 14 * 0.35, {
            size: 14,
            bold: true,
            align: 'center',
          }),
        );
      });
    }

    // The grid: thin lines inside, thick ones around the table, under the names and over the totals.
    for (let i = 1; i < rowCount; i++)
      items.push(line(left, rowsTop + i * rowHeight, right, rowsTop + i * rowHeight, 0.5));
    for (let seat = 1; seat < content.names.length; seat++)
      items.push(line(columnX(seat), top, columnX(seat), bottom, 0.5));
    items.push(line(columnX(0), top, columnX(0), bottom, 1.2));
    items.push(line(left, rowsTop, right, rowsTop, 1.2));
    if (last) items.push(line(left, totalsTop, right, totalsTop, 1.2));
    items.push({
      kind: 'box',
      x: left,
      y: top,
      width: right - left,
      height: bottom - top,
      radius: 0,
      fill: null,
      stroke: { width: 1.2, gray: 0 },
    });
    for (const seat of winners) {
      items.push({
        kind: 'box',
        x: columnX(seat),
        y: top,
        width: columnWidth,
        height: bottom - top,
        radius: 0,
        fill: null,
        stroke: { width: 2.2, gray: 0 },
      });
    }

    if (last && content.closing) {
      items.push(
        ...placeText(typeface, content.closing, left, bottom + CLOSING * 0.7, {
          size: 15,
          bold: true,
        }),
      );
    }
    if (last && !chartOwnPage) items.push(...chartItems(tableEnd + 18));
    numbering(items, pageIndex);
    pages.push({ ...page, items });
    firstRow += rowCount;
  }
  if (chartOwnPage) {
    const items: Item[] = [
      ...placeText(typeface, content.continuedTitle, left, MARGIN + TITLE_SIZE, {
        size: TITLE_SIZE,
        bold: true,
      }),
      ...chartItems(MARGIN + TITLE_SIZE * 1.3),
    ];
    numbering(items, pageCount - 1);
    pages.push({ ...page, items });
  }
  return { title: content.title, language, pages };
}
