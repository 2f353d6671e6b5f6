/**
 * `npm run count-pips -- PHOTO [PHOTO...] [--json] [--model]`: the app's pip counting on photo
 * files (with --model, the pip model's count instead: src/photo/count.ts).
 * Prints `FILE: pips N, tiles K` per photo, or with --json one object per line
 * `{"file","pips","tiles","faces","ms"}`; `ms` is the analysis (downscale + count), not the
 * file's decoding, which a browser does natively. Exits 1 on a file it cannot read.
 */
import { parseArgs } from 'node:util';
import { countPhotoFile, PhotoFileError } from './photo-file';

const { values, positionals } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    model: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error('Usage: npm run count-pips -- PHOTO [PHOTO...] [--json] [--model]');
  process.exit(2);
}

let failed = false;
for (const file of positionals) {
  try {
    const {
      total: pips,
      tiles,
      faces,
      ms,
      problem,
    } = await countPhotoFile(file, values.model ? 'model' : 'app');
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
