/**
 * `npm run real-checks -- OUT [PHOTOS]`: sets of photos made from the real photos
 * (`../shared/photos`): dimmed, blurred, out of focus, their tiles recoloured, seen from lower
 * down, on a glossy black table, painted again as double-12s, lit by a shadow, a flash or a low
 * lamp, small in a phone's frame, on coloured paper, towels and printed cloths, close up
 * (make.py). Written to OUT, read from PHOTOS at run time, never kept in the project; count each
 * with `npm run photo-accuracy -- OUT/SET`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countPhotoOnDisk } from '../photo-file';

const [out, photos = '../shared/photos', ...sets] = process.argv.slice(2);
if (!out) {
  console.error('usage: npm run real-checks -- OUT [PHOTOS [SET...]]');
  process.exit(2);
}
const folder = resolve(photos);
const labels = JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8')) as { file: string }[];
// The app's outlines of each photo's tiles and the pips it read on them: make.py cuts the real
// tiles out starting from them, and lays hands of them again where it read them as labelled.
const outlines = [];
for (const { file } of labels) {
  const path = join(folder, file);
  const { width, height, tiles } = await countPhotoOnDisk(path);
  outlines.push({
    file: path,
    width,
    height,
    tiles: tiles.map((tile) => tile.corners),
    halves: tiles.map((tile) => tile.halves),
  });
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'outlines.json'), JSON.stringify(outlines));
const make = join(dirname(fileURLToPath(import.meta.url)), 'make.py');
const { status } = spawnSync('/usr/bin/python3', [make, out, folder, ...sets], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
