import type { FontMetrics } from '../../src/pdf/font-metrics';
import { createTypeface, type Typeface } from '../../src/pdf/typeface';

const isChinese = (code: number) => code >= 0x3000 && code <= 0x9fff;

/**
 * Stand-in fonts with simple widths, for layout maths that must not depend on a real font:
 * every Latin or Cyrillic character is half an em, a Chinese one a full em.
 */
export function fakeTypeface(): Typeface {
  const sans: FontMetrics = { has: (code) => code < 0x2500, advance: () => 0.5 };
  const sc: FontMetrics = {
    has: (code) => code < 0x400 || isChinese(code) || code === 0x25a1,
    advance: (code) => (isChinese(code) || code === 0x25a1 ? 1 : 0.5),
  };
  return createTypeface({ sans, sc });
}
