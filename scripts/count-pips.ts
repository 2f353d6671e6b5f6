/**
 * `npm run count-pips -- PHOTO [PHOTO...] [--json]`: the app's pip count (src/photo/count.ts) on
 * photo files.
 * Prints `FILE: pips N, tiles K` per photo, or with --json one object per line
 * `{"file","pips","tiles","faces","ms"}`; `ms` is the analysis (downscale + count), not the
 * file's decoding, which a browser does natively. Exits 1 on a file it cannot read.
 */
import { parseArgs } from 'node:util';
import { countPhotoOnDisk, PhotoFileError } from './photo-file';

const { values, positionals } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error('Usage: npm run count-pips -- PHOTO [PHOTO...] [--json]');
  process.exit(2);
}

let failed = false;
for (const file of positionals) {
  try {
    const { total: pips, tiles, faces, ms, problem } = await countPhotoOnDisk(file);
    if (values.json) {
      console.log(JSON.stringify({ file, pips, tiles: tiles.length, faces, ms }));
    } else {
      const note = problem ? ` (${problem})` : '';
      console.log(`${file}: pips ${pips}, tiles ${tiles.length}${note}`);
    }
  } catch (error) {
    if (!(error instanceof PhotoFileError)) throw error;
    console.error(error.message);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
