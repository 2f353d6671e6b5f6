/**
 * The running-totals chart on a game's sheet: laid out by the scores screen's own chart model
 * (src/chart/score-chart.ts, so the sheet and the screen show the same chart) for the box the
 * sheet gives it, turned into items in gray, lines told apart by marker shape, dash and gray,
 * each named at its end.
 */
import { type ChartSeries, type Marker, type ScoreChart, scoreChart } from '../chart/score-chart';
import type { Item, PathItem } from './layout-model';
import { placeText } from './text-layout';
import type { Typeface } from './typeface';

const TEXT_SIZE = 9;
const DASHES: readonly (readonly number[])[] = [[], [5, 2.5], [1.5, 2], [6, 2, 1.5, 2]];
/** A disc drawn as a polygon this many sided: smooth at a marker's few points across. */
const DISC_CORNERS = 20;

function markerItem(marker: Marker, gray: number): PathItem {
  const corners =
    marker.corners.length > 0
      ? marker.corners
      : Array.from({ length: DISC_CORNERS }, (_, i) => {
          const angle = (2 * Math.PI * i) / DISC_CORNERS;
          return {
            x: marker.center.x + marker.radius * Math.cos(angle),
            y: marker.center.y + marker.radius * Math.sin(angle),
          };
        });
  return {
    kind: 'path',
    points: corners,
    closed: true,
    width: 0.8,
    gray,
    fill: marker.filled ? gray : 1,
    dash: [],
  };
}

export interface ChartBlock {
  /** At least the height asked for; taller when the names need it. */
  height: number;
  /** The chart's items with its top-left corner at (left, top). */
  place: (left: number, top: number) => Item[];
}

/** The chart of `series` laid out `width` wide and at least `height` tall. */
export function chartBlock(
  typeface: Typeface,
  series: readonly ChartSeries[],
  width: number,
  height: number,
): ChartBlock {
  const chart = scoreChart(series, {
    width,
    height,
    textSize: TEXT_SIZE,
    measure: (text) => typeface.width(text, TEXT_SIZE),
    formatNumber: String,
  });
  return { height: chart.height, place: (left, top) => chartItems(typeface, chart, left, top) };
}

function chartItems(typeface: Typeface, chart: ScoreChart, left: number, top: number): Item[] {
  const at = (point: { x: number; y: number }) => ({ x: left + point.x, y: top + point.y });
  const moved = (marker: Marker): Marker => ({
    ...marker,
    center: at(marker.center),
    corners: marker.corners.map(at),
  });
  const items: Item[] = [];
  for (const tick of chart.yTicks) {
    items.push({
      kind: 'line',
      x1: left + chart.plot.left,
      y1: top + tick.at,
      x2: left + chart.plot.right,
      y2: top + tick.at,
      width: 0.4,
      gray: 0.75,
      dash: [1, 2],
    });
    items.push(
      ...placeText(typeface, tick.label, left + chart.plot.left - 3, top + tick.at + 3, {
        size: TEXT_SIZE,
        gray: 0.35,
        align: 'right',
      }),
    );
  }
  for (const tick of chart.xTicks) {
    items.push(
      ...placeText(typeface, tick.label, left + tick.at, top + chart.xLabelBaseline, {
        size: TEXT_SIZE,
        gray: 0.35,
        align: 'center',
      }),
    );
  }
  for (const line of chart.lines) {
    const gray = line.series % 2 === 0 ? 0 : 0.4;
    const dash = DASHES[Math.floor(line.series / 2) % DASHES.length] as readonly number[];
    items.push({
      kind: 'path',
      points: line.points.map(at),
      closed: false,
      width: 1.3,
      gray,
      fill: null,
      dash,
    });
    if (line.leader) {
      items.push({
        kind: 'path',
        points: line.leader.map(at),
        closed: false,
        width: 0.5,
        gray,
        fill: null,
        dash: [],
      });
    }
    for (const marker of line.label.marker ? [...line.markers, line.label.marker] : line.markers) {
      items.push(markerItem(moved(marker), gray));
    }
    const label = at({ x: line.label.x, y: line.label.baseline });
    items.push(
      ...placeText(typeface, line.label.text, label.x, label.y, { size: TEXT_SIZE, bold: true }),
    );
  }
  return items;
}
