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

/**
 * One half's pips as one path: a tile is five SVG elements instead of some thirty circles and
 * groups, so a screen of dominoes (the keypad's row and hand, the whole set in "Can I play this?")
 * has half the elements to lay out and paint, and choosing another number on the keypad changes
 * one attribute per tile instead of making new circles.
 */
function Half({ value, x, y }: { value: number; x: number; y: number }) {
  return <path class="pips" d={pipsPath(value, x, y)} />;
}

const paths = new Map<string, string>();
const round = (value: number) => +value.toFixed(2);

/** The pips of a half at (x, y), each a circle drawn as two arcs; made once per number and place. */
function pipsPath(value: number, x: number, y: number): string {
  const key = `${value} ${x} ${y}`;
  let path = paths.get(key);
  if (path === undefined) {
    const { columns, rows, pips } = pipLayout(value);
    const pad = 22;
    const cellW = (HALF - pad * 2) / Math.max(columns - 1, 1);
    const cellH = (HALF - pad * 2) / Math.max(rows - 1, 1);
    const r = round(rows > 3 ? Math.min(8, (HALF - pad * 2) / (rows * 1.6)) : 9);
    path = pips
      .map(([column, row]) => {
        const cx = x + pad + column * cellW;
        const cy = y + (rows === 1 ? HALF / 2 : pad + row * cellH);
        return `M${round(cx - r)} ${round(cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
      })
      .join('');
    paths.set(key, path);
  }
  return path;
}
