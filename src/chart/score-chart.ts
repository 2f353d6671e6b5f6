/**
 * The running-totals chart as plain data: every position measured and fixed in the units of the
 * box it is laid out in (CSS pixels on the scores screen, points on the PDF sheet). The screen
 * draws it as SVG and the sheet with jsPDF, so both show the same chart from this one model.
 *
 * The fewest points are at the top (the best place is up), each line has a marker shape of its
 * own and its name at its end, and end names never overlap: the chart grows taller instead.
 */

export interface ChartPoint {
  x: number;
  y: number;
}

/** Regular polygons by corner count and turn, or a disc (0); stars alternate two radii. */
const OUTLINES = [
  { corners: 0, turn: 0 },
  { corners: 4, turn: 45 },
  { corners: 3, turn: -90 },
  { corners: 4, turn: 0 },
  { corners: 3, turn: 90 },
  { corners: 5, turn: -90, star: true },
] as const;

/** Twelve markers: six outlines, filled for the first six seats and hollow for the next six. */
export const MARKER_COUNT = OUTLINES.length * 2;

export interface Marker {
  /** The outline's corners; empty for a disc of `radius` around the centre. */
  corners: ChartPoint[];
  center: ChartPoint;
  radius: number;
  filled: boolean;
}

/** Series `series`'s marker centred on a point. */
export function markerAt(series: number, center: ChartPoint, radius: number): Marker {
  const outline = OUTLINES[series % OUTLINES.length] as (typeof OUTLINES)[number];
  const filled = Math.floor(series / OUTLINES.length) % 2 === 0;
  const star = 'star' in outline;
  const count = star ? outline.corners * 2 : outline.corners;
  // Polygons look smaller than a disc of the same radius: a little larger evens them out.
  const size = outline.corners === 0 ? radius : radius * (star ? 1.3 : 1.15);
  const corners = Array.from({ length: count }, (_, i) => {
    const angle = ((outline.turn + (360 / count) * i) * Math.PI) / 180;
    const r = star && i % 2 === 1 ? size * 0.45 : size;
    return { x: center.x + r * Math.cos(angle), y: center.y + r * Math.sin(angle) };
  });
  return { corners, center, radius: size, filled };
}

export interface ChartSeries {
  name: string;
  /** The running total after each round, round 1 first. */
  totals: readonly number[];
}

export interface ChartBox {
  width: number;
  /** The text's size; every gap and mark is in proportion to it. */
  textSize: number;
  /** The width of a text at textSize, in the box's units. */
  measure: (text: string) => number;
  /** How numbers are written (the language's digits and separators). */
  formatNumber: (value: number) => string;
  /** Height used when the names need less; the default suits a phone. */
  height?: number;
}

interface ChartTick {
  /** Where the tick sits along its axis (y for totals, x for rounds). */
  at: number;
  label: string;
}

interface ChartLine {
  /** The series' index, which also picks its colour in each renderer. */
  series: number;
  /** Round 0 (everyone at nothing) then one point per round. */
  points: ChartPoint[];
  /** Points that carry the series' marker: every one when there is room, else fewer. */
  markers: Marker[];
  /**
   * The name at the line's end, cut short with "…" if too wide; with the line's marker before
   * it when the name had to move away from the line's last point (which carries the marker).
   */
  label: { text: string; marker: Marker | null; x: number; baseline: number };
  /** From the line's end to its name, when the name had to move away from it. */
  leader: [ChartPoint, ChartPoint] | null;
}

export interface ScoreChart {
  width: number;
  height: number;
  textSize: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Totals, 0 at the top. */
  yTicks: ChartTick[];
  /** Round numbers along the bottom. */
  xTicks: ChartTick[];
  /** Where each tick label's baseline is: beside the y axis, under the x axis. */
  xLabelBaseline: number;
  lines: ChartLine[];
}

/** 1, 2 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(rough, 1e-9)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough - 1e-9);
  return Math.max(1, step ?? 10 * power);
}

/** The text, cut with "…" until it fits `width`. */
export function fitLabel(text: string, width: number, measure: (text: string) => number): string {
  if (measure(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && measure(`${chars.join('').trimEnd()}…`) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/**
 * Places end labels that want to sit at `wanted` (sorted) no closer than `gap`, within
 * [low, high]: pushed down past the ones above, then up from the bottom.
 */
function spread(wanted: number[], gap: number, low: number, high: number): number[] {
  const placed: number[] = [];
  for (const [i, y] of wanted.entries()) {
    placed.push(Math.max(y, low, i > 0 ? (placed[i - 1] as number) + gap : low));
  }
  for (let i = placed.length - 1; i >= 0; i--) {
    const limit = i === placed.length - 1 ? high : (placed[i + 1] as number) - gap;
    placed[i] = Math.min(placed[i] as number, limit);
  }
  return placed;
}

/** Lays out the chart of `series` (at least one round each) in a box `box.width` wide. */
export function scoreChart(series: readonly ChartSeries[], box: ChartBox): ScoreChart {
  const { width, textSize: size, measure, formatNumber } = box;
  const rounds = Math.max(1, ...series.map((s) => s.totals.length));
  const most = Math.max(1, ...series.flatMap((s) => s.totals));
  const lineGap = size * 1.3;
  const radius = size * 0.3;

  // Names take at most a third of the width; the rest is the plot and its numbers.
  const labelRoom = width * 0.34;
  const labelTextRoom = labelRoom - radius * 2 - size * 0.3;
  const texts = series.map((s) => fitLabel(s.name, labelTextRoom, measure));
  const labelWidth = Math.min(
    labelRoom,
    radius * 2 + size * 0.3 + Math.max(...texts.map((text) => measure(text))),
  );

  const top = size * 0.7;
  const xLabelHeight = size * 1.5;
  const namesNeed = series.length * lineGap + top;
  const height = Math.max(box.height ?? width * 0.7, namesNeed + xLabelHeight);
  const bottom = height - xLabelHeight;

  // Totals: a tick every two lines of text or more, the axis ending on a tick.
  const roughTicks = Math.max(1, Math.floor((bottom - top) / (lineGap * 1.6)));
  const yStep = niceStep(most / roughTicks);
  const yMax = Math.ceil(most / yStep) * yStep;
  const yLabels = Array.from({ length: yMax / yStep + 1 }, (_, i) => i * yStep);
  const left = Math.max(...yLabels.map((value) => measure(formatNumber(value)))) + size * 0.5;
  const right = width - labelWidth - size * 0.6;
  const y = (total: number) => top + (total / yMax) * (bottom - top);
  const x = (round: number) => left + (round / rounds) * (right - left);

  // Rounds: every one when its number fits, else every 2nd, 5th or 10th.
  const roundWidth = measure(formatNumber(rounds)) + size * 0.6;
  const xStep = [1, 2, 5, 10, 20].find((s) => (s * (right - left)) / rounds >= roundWidth) ?? 20;
  const xTicks = Array.from({ length: Math.floor(rounds / xStep) }, (_, i) => (i + 1) * xStep).map(
    (round) => ({ at: x(round), label: formatNumber(round) }),
  );

  // A marker on every point when they stand apart, else on every n-th and the last.
  const spacing = (right - left) / rounds;
  const every = Math.ceil((radius * 3) / spacing);

  const ends = series.map((s, index) => ({ index, y: y(s.totals.at(-1) ?? 0) }));
  ends.sort((a, b) => a.y - b.y || a.index - b.index);
  const placed = spread(
    ends.map((end) => end.y),
    lineGap,
    top,
    bottom,
  );
  const labelY = new Map(ends.map((end, i) => [end.index, placed[i] as number]));
  const labelLeft = right + size * 0.6;

  const lines = series.map((s, index): ChartLine => {
    const points = [0, ...s.totals].map((total, round) => ({ x: x(round), y: y(total) }));
    const last = points.at(-1) as ChartPoint;
    const middle = labelY.get(index) as number;
    const moved = Math.abs(middle - last.y) > radius;
    const markers = points
      .filter((_, round) => round > 0 && (round % every === 0 || round === points.length - 1))
      .map((point) => markerAt(index, point, radius));
    return {
      series: index,
      points,
      markers,
      label: {
        text: texts[index] as string,
        marker: moved ? markerAt(index, { x: labelLeft + radius, y: middle }, radius) : null,
        x: labelLeft + radius * 2 + size * 0.3,
        baseline: middle + size * 0.35,
      },
      leader: moved
        ? [
            { x: last.x + radius, y: last.y },
            { x: labelLeft - size * 0.1, y: middle },
          ]
        : null,
    };
  });

  return {
    width,
    height,
    textSize: size,
    plot: { left, top, right, bottom },
    yTicks: yLabels.map((value) => ({ at: y(value), label: formatNumber(value) })),
    xTicks,
    xLabelBaseline: bottom + size * 1.2,
    lines,
  };
}
