/**
 * `npm run photo-accuracy -- FOLDER`: the pip count against a folder's labels.json (an array of
 * `{"file","pips","tiles"}`, as in shared/photos): each photo's error, then how many are exact
 * and how many within 2 pips, and the median time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countPhotoFile } from './photo-file';

const folder = process.argv[2];
if (!folder) {
  console.error(
    'Usage: npm run photo-accuracy -- FOLDER   (FOLDER holds the photos and labels.json)',
  );
  process.exit(2);
}
const labels = JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8')) as {
  file: string;
  pips: number;
  tiles: number;
}[];
let exact = 0;
let within2 = 0;
const times: number[] = [];
for (const label of labels) {
  const result = await countPhotoFile(join(folder, label.file));
  const error = result.total - label.pips;
  if (error === 0) exact++;
  if (Math.abs(error) <= 2) within2++;
  times.push(result.ms);
  const sign = error > 0 ? '+' : '';
  console.log(
    `${label.file}: pips ${result.total} of ${label.pips} (${error === 0 ? 'exact' : `${sign}${error}`}), tiles ${result.tiles.length} of ${label.tiles}, ${result.ms} ms`,
  );
}
times.sort((a, b) => a - b);
const n = labels.length;
const pct = (k: number) => Math.round((100 * k) / n);
console.log(
  `${n} photos: exact ${exact} (${pct(exact)} %), within 2 pips ${within2} (${pct(within2)} %), median ${times[Math.floor(n / 2)]} ms`,
);
