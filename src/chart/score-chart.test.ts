import { describe, expect, it } from 'vitest';
import {
  type ChartBox,
  fitLabel,
  MARKER_COUNT,
  markerAt,
  type ScoreChart,
  scoreChart,
} from './score-chart';

/** Every character 0.6 of the text size wide: close to a proportional face's digits. */
function box(width: number, textSize = 16, height?: number): ChartBox {
  return {
    width,
    textSize,
    measure: (text) => [...text].length * textSize * 0.6,
    formatNumber: String,
    ...(height === undefined ? {} : { height }),
  };
}

function labelsOverlap(chart: ScoreChart): boolean {
  const ys = chart.lines.map((line) => line.label.baseline).sort((a, b) => a - b);
  return ys.some((y, i) => i > 0 && y - (ys[i - 1] as number) < chart.textSize * 1.2);
}

describe('scoreChart - the fewest points at the top', () => {
  const chart = scoreChart(
    [
      { name: 'Ann', totals: [0, 10, 10] },
      { name: 'Bob', totals: [25, 30, 80] },
    ],
    box(320),
  );

  it('starts every line at 0, at the top left, with one point per round after it', () => {
    for (const line of chart.lines) {
      expect(line.points).toHaveLength(4);
      expect(line.points[0]).toEqual({ x: chart.plot.left, y: chart.plot.top });
    }
  });

  it('draws a lower total higher up, and the highest total at the bottom', () => {
    const [ann, bob] = chart.lines;
    expect(ann?.points[3]?.y).toBeLessThan(bob?.points[3]?.y as number);
    expect(bob?.points[3]?.y).toBeLessThanOrEqual(chart.plot.bottom);
    expect(chart.yTicks[0]).toEqual({ at: chart.plot.top, label: '0' });
    expect(chart.yTicks.at(-1)?.at).toBe(chart.plot.bottom);
    expect(Number(chart.yTicks.at(-1)?.label)).toBeGreaterThanOrEqual(80);
  });

  it('keeps everything inside the width, the names right of the plot', () => {
    for (const line of chart.lines) {
      expect(line.label.x).toBeGreaterThan(chart.plot.right);
      expect(line.label.x + line.label.text.length * 16 * 0.6).toBeLessThanOrEqual(320.001);
      expect(line.points.at(-1)?.x).toBe(chart.plot.right);
    }
  });

  it('numbers every round when there is room', () => {
    expect(chart.xTicks.map((tick) => tick.label)).toEqual(['1', '2', '3']);
  });
});

describe('scoreChart - the extremes stay readable', () => {
  const twelve = Array.from({ length: 12 }, (_, seat) => ({
    name: `Player number ${seat + 1} with a long name`,
    totals: Array.from({ length: 19 }, (_, round) => (round + 1) * 20 + (seat % 3)),
  }));

  it('12 players with nearly equal totals: names never overlap, the chart grows instead', () => {
    for (const size of [16, 32]) {
      const chart = scoreChart(twelve, box(320, size));
      expect(labelsOverlap(chart)).toBe(false);
      expect(chart.height).toBeGreaterThanOrEqual(12 * size * 1.3);
      for (const line of chart.lines) {
        expect(line.label.baseline).toBeLessThanOrEqual(chart.plot.bottom + size);
        expect(line.label.text.endsWith('…')).toBe(true);
      }
    }
  });

  it('19 rounds at 200 % text: round numbers are spaced out, not crowded', () => {
    const chart = scoreChart(twelve, box(320, 32));
    const gaps = chart.xTicks.slice(1).map((tick, i) => tick.at - (chart.xTicks[i]?.at as number));
    expect(chart.xTicks.length).toBeLessThan(19);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(2 * 32 * 0.6);
  });

  it('markers thin out when points are close, but every line’s last point has one', () => {
    const chart = scoreChart(twelve, box(320, 32));
    for (const line of chart.lines) {
      expect(line.markers.length).toBeLessThan(19);
      expect(line.markers.at(-1)?.center).toEqual(line.points.at(-1));
    }
  });

  it('1 round, everyone at 0: a flat line along the top, with room for the names', () => {
    const chart = scoreChart(
      [
        { name: 'A', totals: [0] },
        { name: 'B', totals: [0] },
      ],
      box(320),
    );
    expect(chart.lines.map((line) => line.points.map((point) => point.y))).toEqual([
      [chart.plot.top, chart.plot.top],
      [chart.plot.top, chart.plot.top],
    ]);
    expect(labelsOverlap(chart)).toBe(false);
    expect(chart.lines[1]?.leader).not.toBeNull();
  });
});

describe('markerAt - twelve markers told apart by shape and fill', () => {
  it('gives each of 12 seats a different outline or fill', () => {
    const kinds = Array.from({ length: MARKER_COUNT }, (_, seat) => {
      const marker = markerAt(seat, { x: 0, y: 0 }, 1);
      return `${marker.corners.length}/${marker.corners[0]?.x.toFixed(2)},${marker.corners[0]?.y.toFixed(2)}/${marker.filled}`;
    });
    expect(new Set(kinds).size).toBe(12);
  });
});

describe('fitLabel', () => {
  const measure = (text: string) => [...text].length;
  it('keeps a name that fits, cuts one that does not', () => {
    expect(fitLabel('Ann', 5, measure)).toBe('Ann');
    expect(fitLabel('Grandmother', 5, measure)).toBe('Gran…');
  });
});
