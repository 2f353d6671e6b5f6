import type { Item } from './layout-model';

type Spot = readonly [column: number, row: number];

/** The familiar faces up to nine, on a 3 x 3 grid (column, row). */
const CLASSIC: readonly (readonly Spot[])[] = [
  [],
  [[1, 1]],
  [
    [0, 0],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
  [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [1, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
  ],
];

/**
 * Where the pips of one half go, as fractions (0 to 1) of the half's width and height. Past
 * nine, rows of three (four past twelve) with the last row centred, as big sets draw them.
 */
export function pipSpots(pips: number): { x: number; y: number }[] {
  const classic = CLASSIC[pips];
  if (classic) return classic.map(([column, row]) => ({ x: column / 2, y: row / 2 }));
  const columns = pips <= 12 ? 3 : 4;
  const rows = Math.ceil(pips / columns);
  return Array.from({ length: pips }, (_, i) => {
    const row = Math.floor(i / columns);
    const inRow = row === rows - 1 ? pips - row * columns : columns;
    const column = (i % columns) + (columns - inRow) / 2;
    return { x: column / (columns - 1), y: row / (rows - 1) };
  });
}

/**
 * A domino lying flat, `height` tall and twice as wide, from its top-left corner: an outlined
 * tile with rounded corners, a line across the middle, and the pips of each half.
 */
export function dominoItems(
  x: number,
  y: number,
  height: number,
  left: number,
  right: number,
): Item[] {
  const items: Item[] = [
    {
      kind: 'box',
      x,
      y,
      width: height * 2,
      height,
      radius: height * 0.15,
      fill: 1,
      stroke: { width: Math.max(0.5, height * 0.05), gray: 0 },
    },
    {
      kind: 'line',
      x1: x + height,
      y1: y + height * 0.15,
      x2: x + height,
      y2: y + height * 0.85,
      width: Math.max(0.4, height * 0.04),
      gray: 0,
      dash: [],
    },
  ];
  for (const [half, pips] of [left, right].entries()) {
    const spots = pipSpots(pips);
    const rows = pips > 9 ? Math.ceil(pips / (pips <= 12 ? 3 : 4)) : 3;
    const inset = height * 0.2;
    const span = height - inset * 2;
    const radius = Math.min(height * 0.085, (span / (rows - 1)) * 0.32);
    for (const spot of spots) {
      items.push({
        kind: 'dot',
        x: x + half * height + inset + spot.x * span,
        y: y + inset + spot.y * span,
        radius,
        gray: 0,
      });
    }
  }
  return items;
}
