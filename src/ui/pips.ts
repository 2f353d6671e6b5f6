/**
 * Where the pips of a number sit on one half of a domino, as [column, row] in a grid of
 * `columns` x `rows` cells. 0 to 9 follow the classic faces; larger numbers (double-12 to
 * double-18 sets) fill rows of three, the last row centred, as printed on big sets.
 */
export interface PipLayout {
  columns: number;
  rows: number;
  pips: Array<readonly [column: number, row: number]>;
}

// biome-ignore format: one face per line reads like the faces themselves
const CLASSIC: Record<number, Array<readonly [number, number]>> = {
  0: [],
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
  7: [[0, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [2, 2]],
  8: [[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
  9: [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
};

export function pipLayout(value: number): PipLayout {
  const classic = CLASSIC[value];
  if (classic) return { columns: 3, rows: 3, pips: classic };
  const rows = Math.ceil(value / 3);
  const pips: Array<readonly [number, number]> = [];
  for (let i = 0; i < value; i++) {
    const row = Math.floor(i / 3);
    const inRow = Math.min(3, value - row * 3);
    // A short last row is centred: one pip in the middle column, two at the quarter points.
    const column = inRow === 3 ? i % 3 : inRow === 1 ? 1 : (i % 3) * 2;
    pips.push([column, row]);
  }
  return { columns: 3, rows, pips };
}
