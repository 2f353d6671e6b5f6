import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realFonts } from '../../test/pdf/real-fonts';
import { cmapGlyphs } from './font-cmap';
import { FACES, faceCodePoints, missingGlyphs } from './font-coverage';
import { gb2312Level1 } from './gb2312';
import { fontPath } from './node-fonts';

describe('missingGlyphs', () => {
  it('finds nothing missing in Latin, Polish, Greek, Russian, Ukrainian and common Chinese names', () => {
    expect(
      missingGlyphs('Ann, José Muñoz, Zoë, Łukasz Wałęsa, Ελένη, Бабушка, Їжак Олена, 奶奶, 王芳'),
    ).toEqual([]);
  });

  it('accepts a name typed in decomposed form (e + combining diaeresis)', () => {
    expect(missingGlyphs('Zoe\u0308')).toEqual([]);
  });

  it('reports each character no font has, once, in order, an emoji as one character', () => {
    expect(missingGlyphs('Ann 👍🏽 and 👍🏽, שרה')).toEqual(['👍🏽', 'ש', 'ר', 'ה']);
  });

  it('reports a rare Chinese character outside the 3,755 common ones', () => {
    expect(missingGlyphs('王龘')).toEqual(['龘']);
  });
});

describe('gb2312Level1', () => {
  it('is the 3,755 common characters, from 啊 to 座', () => {
    const characters = gb2312Level1();
    expect(characters).toHaveLength(3755);
    expect(new Set(characters).size).toBe(3755);
    expect([characters[0], characters.at(-1)]).toEqual(['啊', '座']);
  });
});

describe('the font subsets', () => {
  it('hold every character missingGlyphs promises, so nothing promised is dropped', async () => {
    await realFonts();
    for (const face of FACES) {
      const held = cmapGlyphs(readFileSync(fontPath(face)));
      const lacking = [...faceCodePoints(face)].filter((code) => !held.has(code));
      expect([face, lacking]).toEqual([face, []]);
    }
  });

  it('stay under the 2 MiB a precached file may weigh', async () => {
    await realFonts();
    for (const face of FACES)
      expect(readFileSync(fontPath(face)).byteLength).toBeLessThan(2 * 1024 * 1024);
  });
});
