/**
 * `npm run fonts`: builds the two font subsets the PDFs embed (src/pdf/fonts/, git-ignored) from
 * the Noto Sans and Noto Sans SC packages: the characters src/pdf/font-coverage.ts promises,
 * plus every character of every language's dictionaries that the font has. Fails when a font
 * lacks a promised character. Skips the work when its inputs have not changed since the last
 * run (a stamp file holds their hash), so it can run before every build and test.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cmapGlyphs } from '../src/pdf/font-cmap';
import { FACES, type Face, faceCodePoints } from '../src/pdf/font-coverage';
import { fontPath } from '../src/pdf/node-fonts';

const require = createRequire(import.meta.url);
const subsetFont: (font: Buffer, text: string, options: object) => Promise<Buffer> =
  require('subset-font');

const LOCALES_DIR = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));
// Kept out of src/pdf/fonts/, where Vite takes every .ttf file as an asset.
const STAMP = fileURLToPath(new URL('../node_modules/.cache/font-subsets.stamp', import.meta.url));

const SOURCES: Readonly<Record<Face, { pkg: string; file: string }>> = {
  sans: { pkg: '@expo-google-fonts/noto-sans', file: '400Regular/NotoSans_400Regular.ttf' },
  sc: { pkg: '@expo-google-fonts/noto-sans-sc', file: '400Regular/NotoSansSC_400Regular.ttf' },
};

/** Every character of every string in every dictionary, so any card text can be drawn. */
async function dictionaryCharacters(): Promise<Set<number>> {
  const points = new Set<number>();
  const collect = (node: unknown): void => {
    if (typeof node === 'string') for (const c of node) points.add(c.codePointAt(0) as number);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  for (const locale of readdirSync(LOCALES_DIR).sort()) {
    for (const file of readdirSync(join(LOCALES_DIR, locale)).sort()) {
      if (!/\.ts$/.test(file) || file.endsWith('.test.ts')) continue;
      collect((await import(pathToFileURL(join(LOCALES_DIR, locale, file)).href)).default);
    }
  }
  return points;
}

function packageVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

function stampOf(extras: ReadonlySet<number>): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(`subset-font ${packageVersion('subset-font')}\n`);
  for (const face of FACES) {
    hash.update(`${face} ${packageVersion(SOURCES[face].pkg)} ${[...faceCodePoints(face)]}\n`);
  }
  hash.update([...extras].sort((a, b) => a - b).join(','));
  return hash.digest('hex');
}

/** The subset of one face, and which characters it holds. */
async function makeSubset(
  face: Face,
  extras: ReadonlySet<number>,
): Promise<{ subset: Buffer; holds: Set<number> }> {
  const font = readFileSync(require.resolve(`${SOURCES[face].pkg}/${SOURCES[face].file}`));
  const available = cmapGlyphs(font);
  const lacking = [...faceCodePoints(face)].filter((code) => !available.has(code));
  if (lacking.length > 0) {
    const list = lacking.map((code) => `U+${code.toString(16).toUpperCase()}`).join(' ');
    throw new Error(`${SOURCES[face].pkg} lacks characters font-coverage.ts promises: ${list}`);
  }
  const holds = new Set(faceCodePoints(face));
  for (const code of extras) if (available.has(code)) holds.add(code);
  const text = String.fromCodePoint(...[...holds].sort((a, b) => a - b));
  // jsPDF draws glyphs one by one: no shaping tables and no hinting are needed on paper.
  const subset = await subsetFont(font, text, {
    targetFormat: 'truetype',
    keepFeatures: [],
    noHinting: true,
  });
  return { subset, holds };
}

/**
 * Test files running side by side may each find the subsets out of date: each writes whole
 * files under a new name and renames them, so nobody ever reads half a font.
 */
function writeAtomically(path: string, data: Buffer | string): void {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

/** Makes the subsets unless they are already made from the same inputs. */
export async function ensureFontSubsets({ force = false } = {}): Promise<{ made: boolean }> {
  const extras = await dictionaryCharacters();
  const stamp = stampOf(extras);
  const upToDate =
    existsSync(STAMP) &&
    readFileSync(STAMP, 'utf8') === stamp &&
    FACES.every((face) => existsSync(fontPath(face)));
  if (upToDate && !force) return { made: false };
  const unprintable = new Set(extras);
  for (const face of FACES) {
    const { subset, holds } = await makeSubset(face, extras);
    writeAtomically(fontPath(face), subset);
    for (const code of holds) unprintable.delete(code);
  }
  if (unprintable.size > 0) {
    const characters = String.fromCodePoint(...unprintable);
    console.warn(`fonts: no embedded font draws these dictionary characters: ${characters}`);
  }
  mkdirSync(dirname(STAMP), { recursive: true });
  writeAtomically(STAMP, stamp);
  return { made: true };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const start = performance.now();
  const { made } = await ensureFontSubsets({ force: process.argv.includes('--force') });
  const sizes = FACES.map(
    (face) =>
      `${basename(fontPath(face))} ${(statSync(fontPath(face)).size / 1024).toFixed(0)} KiB`,
  );
  const elapsed = (performance.now() - start).toFixed(0);
  console.log(`fonts: ${made ? 'made' : 'up to date'} (${sizes.join(', ')}) in ${elapsed} ms`);
}
