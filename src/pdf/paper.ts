/** The papers the printables come on. `index` is a 5 x 3 in index card. */
export const PAPERS = ['letter', 'a4', 'a6', 'index'] as const;
export type Paper = (typeof PAPERS)[number];

/** Sheets big enough for a scoresheet. */
export const SHEET_PAPERS = ['letter', 'a4'] as const;
export type SheetPaper = (typeof SHEET_PAPERS)[number];

export type Orientation = 'portrait' | 'landscape';

export interface Size {
  width: number;
  height: number;
}

const POINTS_PER_MM = 72 / 25.4;

/** Each paper upright, in points (1/72 in). */
const PORTRAIT: Readonly<Record<Paper, Size>> = {
  letter: { width: 612, height: 792 },
  a4: { width: 210 * POINTS_PER_MM, height: 297 * POINTS_PER_MM },
  a6: { width: 105 * POINTS_PER_MM, height: 148 * POINTS_PER_MM },
  index: { width: 216, height: 360 },
};

export function paperSize(paper: Paper, orientation: Orientation): Size {
  const { width, height } = PORTRAIT[paper];
  return orientation === 'portrait' ? { width, height } : { width: height, height: width };
}
