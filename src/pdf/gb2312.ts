/**
 * GB2312 level 1: the 3,755 most common simplified Chinese characters (rows 16 to 55 of the
 * standard, bytes 0xB0A1 to 0xD7F9; the last five cells of row 55 are empty). Decoded through
 * the GB18030 decoder every browser and Node (full ICU) carries, so no table is shipped.
 */
export function gb2312Level1(): string[] {
  const decoder = new TextDecoder('gb18030', { fatal: true });
  const characters: string[] = [];
  for (let row = 0xb0; row <= 0xd7; row++) {
    const lastCell = row === 0xd7 ? 0xf9 : 0xfe;
    for (let cell = 0xa1; cell <= lastCell; cell++) {
      characters.push(decoder.decode(new Uint8Array([row, cell])));
    }
  }
  return characters;
}
