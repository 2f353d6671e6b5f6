/** Pixels as a canvas gives them: 4 bytes a pixel, row after row. */
export interface RgbaImage {
  readonly data: Uint8Array | Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** One pip: where to draw its ring, in the analysed image's pixels. */
export interface Pip {
  x: number;
  y: number;
  r: number;
}

export interface TileFound {
  /** The tile's four corners in order around it. */
  corners: Point[];
  /** Pips read on each half; null where a half reads more pips than any set has. */
  halves: [number, number] | null;
  pips: number;
}

/**
 * What is wrong with a photo when nothing can be counted in it; `not-counted`: the photo is fine
 * but the count could not run (its model not loaded, offline before it was ever kept).
 */
export type PhotoProblem = 'no-tiles' | 'too-dark' | 'too-flat' | 'not-counted';

export interface PhotoReading {
  /** Size of the analysed image, which the coordinates refer to. */
  width: number;
  height: number;
  pips: Pip[];
  tiles: TileFound[];
  total: number;
  /** Each tile as "a-b" (smaller first), or null when some tile could not be split. */
  faces: string[] | null;
  /** Indices into tiles of those with no pip at all (double-blank candidates). */
  blankTiles: number[];
  problem: PhotoProblem | null;
}
