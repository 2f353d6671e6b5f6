import type { Item } from '../../src/pdf/layout-model';
import type { Typeface } from '../../src/pdf/typeface';

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The rectangle an item covers on its page; text from its ascent to its descent. */
export function itemBounds(item: Item, typeface: Typeface): Bounds {
  switch (item.kind) {
    case 'text':
      return {
        left: item.x,
        top: item.y - item.size * 0.9,
        right: item.x + typeface.segmentWidth(item, item.size),
        bottom: item.y + item.size * 0.25,
      };
    case 'line':
      return {
        left: Math.min(item.x1, item.x2),
        top: Math.min(item.y1, item.y2),
        right: Math.max(item.x1, item.x2),
        bottom: Math.max(item.y1, item.y2),
      };
    case 'box':
      return {
        left: item.x,
        top: item.y,
        right: item.x + item.width,
        bottom: item.y + item.height,
      };
    case 'dot':
      return {
        left: item.x - item.radius,
        top: item.y - item.radius,
        right: item.x + item.radius,
        bottom: item.y + item.radius,
      };
    case 'path': {
      const xs = item.points.map((point) => point.x);
      const ys = item.points.map((point) => point.y);
      return {
        left: Math.min(...xs),
        top: Math.min(...ys),
        right: Math.max(...xs),
        bottom: Math.max(...ys),
      };
    }
  }
}

export function inside(inner: Bounds, outer: Bounds, tolerance = 0.01): boolean {
  return (
    inner.left >= outer.left - tolerance &&
    inner.top >= outer.top - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.bottom <= outer.bottom + tolerance
  );
}
