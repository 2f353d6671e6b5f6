import { tileName } from '../i18n/tile-name';
import type { Tile } from '../rules';
import { pipLayout } from './pips';
import './domino.css';

interface DominoProps {
  tile: Tile;
  /** Drawn across (a double placed crosswise, or a tile in a row) or upright. */
  across?: boolean;
  /** Height of the long side in CSS pixels. */
  size?: number;
  /** Read out by screen readers; false when the surrounding control already says which tile it is. */
  label?: boolean;
}

const HALF = 100;

/** A domino drawn with its pips, named for screen readers ("double six"). */
export function Domino({ tile, across = false, size = 96, label = true }: DominoProps) {
  const [a, b] = tile;
  const long = HALF * 2;
  const width = across ? long : HALF;
  const height = across ? HALF : long;
  const scale = size / long;
  return (
    <svg
      class="domino"
      viewBox={`0 0 ${width} ${height}`}
      width={width * scale}
      height={height * scale}
      role={label ? 'img' : undefined}
      aria-label={label ? tileName(tile) : undefined}
      aria-hidden={label ? undefined : 'true'}
    >
      <rect class="domino-face" x="2" y="2" width={width - 4} height={height - 4} rx="14" />
      {across ? (
        <line class="domino-bar" x1={HALF} y1="14" x2={HALF} y2={HALF - 14} />
      ) : (
        <line class="domino-bar" x1="14" y1={HALF} x2={HALF - 14} y2={HALF} />
      )}
      <Half value={a} x={0} y={0} />
      <Half value={b} x={across ? HALF : 0} y={across ? 0 : HALF} />
    </svg>
  );
}

function Half({ value, x, y }: { value: number; x: number; y: number }) {
  const { columns, rows, pips } = pipLayout(value);
  const pad = 22;
  const cellW = (HALF - pad * 2) / Math.max(columns - 1, 1);
  const cellH = (HALF - pad * 2) / Math.max(rows - 1, 1);
  const radius = rows > 3 ? Math.min(8, (HALF - pad * 2) / (rows * 1.6)) : 9;
  return (
    <g class={`pips pips-${value}`}>
      {pips.map(([column, row]) => (
        <circle
          key={`${column}-${row}`}
          cx={x + pad + column * cellW}
          cy={y + (rows === 1 ? HALF / 2 : pad + row * cellH)}
          r={radius}
        />
      ))}
    </g>
  );
}
