import type { Locale } from '../i18n';
import type { DocumentLayout, Item, PageLayout } from './layout-model';
import { numberText } from './numbering';
import type { SheetPaper } from './paper';
import { type ChartBlock, chartBlock } from './score-chart-layout';
import type { ScoresheetContent } from './scoresheet-content';
import {
  CLOSING,
  FOOTER,
  MARGIN,
  scoresheetGeometry,
  type TableBand,
  tableBands,
} from './scoresheet-geometry';
import { labelColumnWidth, type Sheet, tableItems } from './scoresheet-table';
import { placeText, type TextStyle } from './text-layout';
import type { Typeface } from './typeface';

// Sizes in points; grays from 0 (black) to 1 (white).
/** The gray of the details under the title and of the chart's note. */
const QUIET_TEXT = 0.3;
const TITLE: TextStyle = { size: 18, bold: true };
const DETAILS: TextStyle = { size: 11, gray: QUIET_TEXT };
const CLOSING_TEXT: TextStyle = { size: 15, bold: true };
const CHART_HEADING: TextStyle = { size: 15, bold: true };
const CHART_NOTE: TextStyle = { size: 10, gray: QUIET_TEXT };
const PAGE_NUMBER: TextStyle = { size: 10, gray: 0.35, align: 'right' };
/** Line heights, as a multiple of the text's size. */
const TITLE_LEADING = 1.3;
const DETAILS_LEADING = 1.4;
/** Between the title block and the table. */
const TITLE_GAP = 10;
/** The chart under the table: no shorter than this, and no taller unless its names need it. */
const CHART_MIN = 170;
const CHART_MAX = 300;
/** Between the table (or its closing line) and the chart's heading. */
const CHART_GAP = 18;
/** The chart's heading and note, and the space above them. */
const CHART_TITLES = CHART_GAP + CHART_HEADING.size * 1.3 + CHART_NOTE.size * 1.5 + 4;

/** The chart, laid out for where it goes: under the table, or on a page of its own. */
interface PlacedChart {
  block: ChartBlock;
  ownPage: boolean;
  /** Where its heading's space starts. */
  top: number;
}

function titleBlockHeight(content: ScoresheetContent): number {
  const details = content.details.length * DETAILS.size * DETAILS_LEADING;
  return TITLE.size * TITLE_LEADING + details + TITLE_GAP;
}

/** The title, and under it the details (rules, date) when there are any. */
function titleItems(sheet: Sheet, title: string, details: readonly string[]): Item[] {
  const { typeface, left } = sheet;
  return [
    ...placeText(typeface, title, left, MARGIN + TITLE.size, TITLE),
    ...details.flatMap((detail, i) => {
      const y = MARGIN + TITLE.size * TITLE_LEADING + DETAILS.size * (DETAILS_LEADING * i + 1.1);
      return placeText(typeface, detail, left, y, DETAILS);
    }),
  ];
}

/** Under the last page's table: who won, or who leads. */
function closingItems(sheet: Sheet, band: TableBand): Item[] {
  const { typeface, content, left } = sheet;
  if (!content.closing) return [];
  return placeText(typeface, content.closing, left, band.bottom + CLOSING * 0.7, CLOSING_TEXT);
}

/** The chart under the table when it fits below `tableEnd`, else on a page of its own. */
function placeChart(sheet: Sheet, tableEnd: number): PlacedChart | null {
  const { typeface, content, page } = sheet;
  if (!content.chart) return null;
  const width = page.width - MARGIN * 2;
  const room = page.height - MARGIN - FOOTER - tableEnd - CHART_TITLES;
  const height = Math.min(Math.max(room, CHART_MIN), CHART_MAX);
  const under = chartBlock(typeface, content.chart.series, width, height);
  if (under.height <= room) return { block: under, ownPage: false, top: tableEnd + CHART_GAP };
  return {
    block: chartBlock(typeface, content.chart.series, width, CHART_MAX),
    ownPage: true,
    top: MARGIN + TITLE.size * TITLE_LEADING,
  };
}

/** The chart's heading and note, and the chart under them. */
function chartItems(sheet: Sheet, { block, top }: PlacedChart): Item[] {
  const { typeface, content, left } = sheet;
  if (!content.chart) return [];
  const headingBaseline = top + CHART_HEADING.size;
  const noteBaseline = top + CHART_HEADING.size * 1.3 + CHART_NOTE.size;
  return [
    ...placeText(typeface, content.chart.heading, left, headingBaseline, CHART_HEADING),
    ...placeText(typeface, content.chart.note, left, noteBaseline, CHART_NOTE),
    ...block.place(left, top + CHART_TITLES - CHART_GAP),
  ];
}

/** "Page 2 of 3" at the foot, when there is more than one page. */
function pageNumberItems(sheet: Sheet, index: number, count: number): Item[] {
  const { typeface, content, language, page, right } = sheet;
  if (count < 2) return [];
  return placeText(
    typeface,
    numberText(content.numbering, index, count, language),
    right,
    page.height - MARGIN - 3,
    PAGE_NUMBER,
  );
}

/**
 * A scoresheet on Letter or A4: a row per round labelled with its engine (a small domino and
 * "12-12"), a column per player, room for names at the top, the totals at the bottom of the last
 * page, winners' columns shaded, and a game's chart under the table or on a page of its own.
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
  const { page, labelWidth, columnWidth, rowHeight } = geometry;
  const sheet: Sheet = {
    typeface,
    content,
    language,
    page,
    left: MARGIN,
    right: MARGIN + labelWidth + columnWidth * content.names.length,
    labelWidth,
    columnWidth,
    rowHeight,
    winners: new Set(content.winners),
  };
  const bands = tableBands(geometry, titleHeight);
  const tableEnd = (bands.at(-1) as TableBand).bottom + (content.closing !== null ? CLOSING : 0);
  const chart = placeChart(sheet, tableEnd);
  const pageCount = bands.length + (chart?.ownPage ? 1 : 0);
  const pages: PageLayout[] = bands.map((band, index) => ({
    ...page,
    items: [
      ...titleItems(sheet, index === 0 ? content.title : content.continuedTitle, content.details),
      ...tableItems(sheet, band),
      ...(band.last ? closingItems(sheet, band) : []),
      ...(band.last && chart && !chart.ownPage ? chartItems(sheet, chart) : []),
      ...pageNumberItems(sheet, index, pageCount),
    ],
  }));
  if (chart?.ownPage) {
    pages.push({
      ...page,
      items: [
        ...titleItems(sheet, content.continuedTitle, []),
        ...chartItems(sheet, chart),
        ...pageNumberItems(sheet, pageCount - 1, pageCount),
      ],
    });
  }
  return { title: content.title, language, pages };
}
