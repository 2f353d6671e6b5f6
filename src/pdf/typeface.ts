import { FACES, type Face, MISSING_CHARACTER } from './font-coverage';
import type { FontMetrics } from './font-metrics';

/** A stretch of text drawn in one face. */
interface Segment {
  face: Face;
  text: string;
}

/**
 * The embedded faces seen as one: splits text into the faces that can draw it and measures it.
 * The layout measures through this, and the drawing draws exactly the segments it was given.
 */
export interface Typeface {
  segments(text: string): Segment[];
  /** Width in points of `text` at `size` points. */
  width(text: string, size: number): number;
  /** Width in points of a segment, in its own face. */
  segmentWidth(segment: Segment, size: number): number;
}

/**
 * A whole text stays in the first face that can draw all of it (one design per line). Text no
 * single face can draw is split character by character, keeping the current face while it
 * can, and a character no face has becomes □, which the print flow has warned about.
 */
export function createTypeface(metrics: Readonly<Record<Face, FontMetrics>>): Typeface {
  const faceFor = (code: number, current: Face | null): Face | null => {
    if (current && metrics[current].has(code)) return current;
    return FACES.find((face) => metrics[face].has(code)) ?? null;
  };

  const segments = (raw: string): Segment[] => {
    const text = raw.normalize('NFC');
    const codes = Array.from(text, (c) => c.codePointAt(0) as number);
    const whole = FACES.find((face) => codes.every((code) => metrics[face].has(code)));
    if (whole) return text ? [{ face: whole, text }] : [];
    const result: Segment[] = [];
    let current: Face | null = null;
    for (const character of text) {
      let face = faceFor(character.codePointAt(0) as number, current);
      let drawn = character;
      if (!face) {
        drawn = MISSING_CHARACTER;
        face = faceFor(MISSING_CHARACTER.codePointAt(0) as number, current) ?? 'sc';
      }
      const last = result[result.length - 1];
      if (last && last.face === face) last.text += drawn;
      else result.push({ face, text: drawn });
      current = face;
    }
    return result;
  };

  const segmentWidth = ({ face, text }: Segment, size: number): number => {
    let ems = 0;
    for (const character of text) ems += metrics[face].advance(character.codePointAt(0) as number);
    return ems * size;
  };

  const width = (text: string, size: number): number =>
    segments(text).reduce((sum, segment) => sum + segmentWidth(segment, size), 0);

  return { segments, width, segmentWidth };
}
