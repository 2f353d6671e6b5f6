import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { type ChartPoint, type Marker, scoreChart } from '../../chart/score-chart';
import type { GameRecord } from '../../db/model';
import { formatList, formatNumber, playerName, t } from '../../i18n';
import type { GameView } from '../../state/game-view';
import { leadOf, runningTotals } from '../../state/running-totals';
import './chart.css';

/** How wide a text is at this size: the page's own face when a canvas can measure it. */
function textMeasure(element: Element, size: number): (text: string) => number {
  const context = document.createElement('canvas').getContext?.('2d');
  if (context) {
    context.font = `700 ${size}px ${getComputedStyle(element).fontFamily}`;
    return (text) => context.measureText(text).width;
  }
  // Wide letters and full-width characters, so an estimate never cuts a name too late.
  return (text) =>
    [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 1 : 0.62), 0) * size;
}

function path(points: readonly ChartPoint[]): string {
  return points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('');
}

function MarkerShape({ marker }: { marker: Marker }) {
  const className = marker.filled ? 'chart-marker filled' : 'chart-marker';
  if (marker.corners.length === 0) {
    return <circle class={className} cx={marker.center.x} cy={marker.center.y} r={marker.radius} />;
  }
  const points = marker.corners.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return <polygon class={className} points={points} />;
}

/** Who leads (or won) and by how much, in a sentence: the chart's accessible name. */
function chartSummary(game: GameRecord, view: GameView): string {
  const names = game.players.map((p) => p.name);
  const { leaders, total, gap } = leadOf(view.standings.totals);
  if (gap === null) return t('record.chart.level', { total });
  return t(view.finished ? 'record.chart.won' : 'record.chart.lead', {
    names: formatList(leaders.map((seat) => playerName(seat, names))),
    count: gap,
    total,
  });
}

/**
 * The running totals as a line chart (src/chart/score-chart.ts lays it out): one line per
 * player with its own colour and marker shape, its name at its end, the fewest points at the
 * top. Laid out for the width it is given and the text size chosen, so it fits a 320 px phone
 * and grows with 200 % text; the table below says the same in numbers.
 */
export function RunningTotalsChart({ game, view }: { game: GameRecord; view: GameView }) {
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, text: 16 });

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => {
      const width = Math.floor(element.clientWidth);
      const text = Number.parseFloat(getComputedStyle(element).fontSize) || 16;
      setSize((old) => (old.width === width && old.text === text ? old : { width, text }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const names = game.players.map((p) => p.name);
  const totals = runningTotals(
    game.players.length,
    game.rounds.map((round) => round.scores),
  );
  const chart =
    size.width > 0 && frame.current
      ? scoreChart(
          totals.map((series, seat) => ({ name: playerName(seat, names), totals: series })),
          {
            width: size.width,
            textSize: size.text,
            measure: textMeasure(frame.current, size.text),
            formatNumber,
          },
        )
      : null;

  return (
    <div class="chart-frame" ref={frame}>
      {chart && (
        <svg
          class="score-chart"
          role="img"
          aria-label={t('record.chart.label', { summary: chartSummary(game, view) })}
          width={chart.width}
          height={chart.height}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
        >
          {chart.yTicks.map((tick) => (
            <g key={tick.label}>
              <line
                class="chart-grid"
                x1={chart.plot.left}
                x2={chart.plot.right}
                y1={tick.at}
                y2={tick.at}
              />
              <text
                class="chart-tick"
                x={chart.plot.left - chart.textSize * 0.3}
                y={tick.at + chart.textSize * 0.35}
                text-anchor="end"
              >
                {tick.label}
              </text>
            </g>
          ))}
          {chart.xTicks.map((tick) => (
            <text
              key={tick.label}
              class="chart-tick"
              x={tick.at}
              y={chart.xLabelBaseline}
              text-anchor="middle"
            >
              {tick.label}
            </text>
          ))}
          {chart.lines.map((line) => (
            <g key={game.players[line.series]?.id} class={`series series-${line.series}`}>
              <path class="chart-line" d={path(line.points)} />
              {line.leader && <path class="chart-leader" d={path(line.leader)} />}
              {line.markers.map((marker) => (
                <MarkerShape key={marker.center.x} marker={marker} />
              ))}
              {line.label.marker && <MarkerShape marker={line.label.marker} />}
              <text class="chart-name" x={line.label.x} y={line.label.baseline}>
                {line.label.text}
              </text>
            </g>
          ))}
        </svg>
      )}
    </div>
  );
}
