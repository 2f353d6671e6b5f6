/**
 * The characters a TrueType/OpenType font can draw, each with its glyph id, read from the font's
 * `cmap` table. jsPDF drops a character the embedded font lacks without a word, so the drawing
 * picks a face per character from this, and the tests check the subsets against it.
 */
export function cmapGlyphs(font: Uint8Array): Map<number, number> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const cmap = tableOffset(view, 'cmap');
  const subtables = view.getUint16(cmap + 2);
  let format4: number | null = null;
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const offset = cmap + view.getUint32(record + 4);
    const format = view.getUint16(offset);
    // Windows full Unicode (3,10) or Unicode full repertoire (0,4/0,6) hold characters past U+FFFF.
    if (format === 12 && (platform === 0 || (platform === 3 && encoding === 10))) {
      return format12CodePoints(view, offset);
    }
    if (format === 4 && (platform === 0 || (platform === 3 && encoding === 1))) format4 = offset;
  }
  if (format4 === null) throw new Error('the font has no Unicode cmap');
  return format4CodePoints(view, format4);
}

export function tableOffset(view: DataView, tag: string): number {
  const tables = view.getUint16(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    const name = String.fromCharCode(
      view.getUint8(record),
      view.getUint8(record + 1),
      view.getUint8(record + 2),
      view.getUint8(record + 3),
    );
    if (name === tag) return view.getUint32(record + 8);
  }
  throw new Error(`the font has no ${tag} table`);
}

function format12CodePoints(view: DataView, offset: number): Map<number, number> {
  const points = new Map<number, number>();
  const groups = view.getUint32(offset + 12);
  for (let i = 0; i < groups; i++) {
    const group = offset + 16 + i * 12;
    const first = view.getUint32(group);
    const last = view.getUint32(group + 4);
    const firstGlyph = view.getUint32(group + 8);
    for (let code = first; code <= last; code++) {
      const glyph = firstGlyph + (code - first);
      if (glyph !== 0) points.set(code, glyph);
    }
  }
  return points;
}

function format4CodePoints(view: DataView, offset: number): Map<number, number> {
  const points = new Map<number, number>();
  const segments = view.getUint16(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = view.getUint16(ends + s * 2);
    const start = view.getUint16(starts + s * 2);
    const delta = view.getInt16(deltas + s * 2);
    const rangeOffsetAt = rangeOffsets + s * 2;
    const rangeOffset = view.getUint16(rangeOffsetAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) {
        glyph = (code + delta) & 0xffff;
      } else {
        const raw = view.getUint16(rangeOffsetAt + rangeOffset + (code - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) points.set(code, glyph);
    }
  }
  return points;
}
