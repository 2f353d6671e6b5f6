import type { Point } from './types';

/** A tile found in a photo: its centre, its size and the direction of its long axis (radians). */
export interface TileBox {
  x: number;
  y: number;
  length: number;
  width: number;
  angle: number;
  score: number;
}

/** A point in the tile's own frame: along its long axis and across it, from its centre. */
export function inTileFrame(tile: TileBox, p: Point): { along: number; across: number } {
  const dx = p.x - tile.x;
  const dy = p.y - tile.y;
  const c = Math.cos(tile.angle);
  const s = Math.sin(tile.angle);
  return { along: dx * c + dy * s, across: -dx * s + dy * c };
}

/** The point `along` the tile's long axis and `across` it from its centre, in the photo. */
export function fromTileFrame(tile: TileBox, along: number, across: number): Point {
  const c = Math.cos(tile.angle);
  const s = Math.sin(tile.angle);
  return { x: tile.x + along * c - across * s, y: tile.y + along * s + across * c };
}

/** The median of the tiles' widths or lengths; undefined for no tile. */
export function median(tiles: TileBox[], side: 'width' | 'length'): number | undefined {
  const sizes = tiles.map((tile) => tile[side]).sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)];
}

/** The point `share` of a tile's length along it from its middle. */
export function alongTile(tile: TileBox, share: number): Point {
  return fromTileFrame(tile, share * tile.length, 0);
}

/**
 * The share of `tile`'s outline that lies on any of `others`' outlines, as 5 x 3 points spread over
 * it find it.
 */
export function shareOn(tile: TileBox, others: TileBox[]): number {
  const onOther = (point: Point) => (other: TileBox) => {
    const there = inTileFrame(other, point);
    return Math.abs(there.along) <= other.length / 2 && Math.abs(there.across) <= other.width / 2;
  };
  let on = 0;
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 3; j++) {
      const point = fromTileFrame(tile, ((i - 2) / 5) * tile.length, ((j - 1) / 3) * tile.width);
      if (others.some(onOther(point))) on++;
    }
  return on / 15;
}

/** The tile's four corners, in order around it. */
export function corners(tile: TileBox): Point[] {
  const l = tile.length / 2;
  const w = tile.width / 2;
  return [
    [-l, -w],
    [l, -w],
    [l, w],
    [-l, w],
  ].map(([along, across]) => fromTileFrame(tile, along as number, across as number));
}

/** The outline whose corners (as `corners` gives them) a tile read has, its score unknown: 1. */
export function fromCorners({ corners }: { corners: Point[] }): TileBox {
  const [first, along, , across] = corners as [Point, Point, Point, Point];
  return {
    x: (along.x + across.x) / 2,
    y: (along.y + across.y) / 2,
    length: Math.hypot(along.x - first.x, along.y - first.y),
    width: Math.hypot(across.x - first.x, across.y - first.y),
    angle: Math.atan2(along.y - first.y, along.x - first.x),
    score: 1,
  };
}

/**
 * A point of a look, in another frame of the same photo (a pixel's centre maps to a pixel's
 * centre).
 */
export function pointIn(
  point: Point,
  seen: { width: number; height: number },
  frame: { width: number; height: number },
): Point {
  return {
    x: (point.x + 0.5) * (frame.width / seen.width) - 0.5,
    y: (point.y + 0.5) * (frame.height / seen.height) - 0.5,
  };
}

/** A tile found in a look, in the photo's own pixels or another look's (see `pointIn`). */
export function inPhoto(
  box: TileBox,
  seen: { width: number; height: number },
  photo: { width: number; height: number },
): TileBox {
  const fx = photo.width / seen.width;
  const fy = photo.height / seen.height;
  const c = Math.cos(box.angle);
  const s = Math.sin(box.angle);
  return {
    ...box,
    ...pointIn(box, seen, photo),
    length: box.length * Math.hypot(c * fx, s * fy),
    width: box.width * Math.hypot(s * fx, c * fy),
    angle: Math.atan2(s * fy, c * fx),
  };
}
