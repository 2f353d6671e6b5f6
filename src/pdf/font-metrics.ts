import { cmapGlyphs, tableOffset } from './font-cmap';

/** What the layout needs to know of one embedded font: which characters it has, and how wide. */
export interface FontMetrics {
  has(codePoint: number): boolean;
  /** The advance width of a character, in ems (multiply by the font size for points). */
  advance(codePoint: number): number;
}

/**
 * Reads a TrueType font's character map and advance widths (`hmtx`). jsPDF places glyphs by
 * these same advances (no kerning), so text measured here lines up with what it draws.
 */
export function readFontMetrics(font: Uint8Array): FontMetrics {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const unitsPerEm = view.getUint16(tableOffset(view, 'head') + 18);
  const longMetrics = view.getUint16(tableOffset(view, 'hhea') + 34);
  const hmtx = tableOffset(view, 'hmtx');
  const glyphs = cmapGlyphs(font);
  const advanceOf = (glyph: number): number =>
    view.getUint16(hmtx + Math.min(glyph, longMetrics - 1) * 4) / unitsPerEm;
  return {
    has: (codePoint) => glyphs.has(codePoint),
    advance: (codePoint) => advanceOf(glyphs.get(codePoint) ?? 0),
  };
}
