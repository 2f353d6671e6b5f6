/**
 * `npm run count-pips -- PHOTO [PHOTO...] [--json]`: the app's pip counting on photo files.
 * Prints `FILE: pips N, tiles K` per photo, or with --json one object per line
 * `{"file","pips","tiles","faces","ms"}`; `ms` is the analysis (downscale + count), not the
 * file's decoding, which a browser does natively. Exits 1 on a file it cannot read.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { analysePhoto } from '../src/photo';
import { decodeImageFile } from '../src/photo/decode-node';

const { values, positionals } = parseArgs({
  options: { json: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error('Usage: npm run count-pips -- PHOTO [PHOTO...] [--json]');
  process.exit(2);
}

let failed = false;
for (const file of positionals) {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    console.error(`${file}: cannot read the file (${(error as NodeJS.ErrnoException).code})`);
    failed = true;
    continue;
  }
  let image: ReturnType<typeof decodeImageFile>;
  try {
    image = decodeImageFile(bytes);
  } catch {
    console.error(`${file}: not an image this can decode (JPEG, PNG, BMP or TIFF)`);
    failed = true;
    continue;
  }
  const start = performance.now();
  const result = analysePhoto(image);
  const ms = Math.round(performance.now() - start);
  const tiles = result.tiles.length;
  if (values.json) {
    console.log(JSON.stringify({ file, pips: result.total, tiles, faces: result.faces, ms }));
  } else {
    const problem = result.problem ? ` (${result.problem})` : '';
    console.log(`${file}: pips ${result.total}, tiles ${tiles}${problem}`);
  }
}
process.exit(failed ? 1 : 0);
