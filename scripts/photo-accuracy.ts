/**
 * `npm run photo-accuracy -- FOLDER`: the app's pip count against a folder's labels.json (an
 * array of `{"file","pips","tiles"}`, as in shared/photos, with an optional `"kinds"`: what makes
 * a photo hard, such as "light table" or "dim"): each photo's error, then how many are exact and
 * how many within 2 pips, over all and by kind, and the median time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countPhotoOnDisk } from './photo-file';

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
  kinds?: string[];
}[];

interface Tally {
  photos: number;
  exact: number;
  within2: number;
}
const tallies = new Map<string, Tally>();
const count = (kind: string, error: number) => {
  const tally = tallies.get(kind) ?? { photos: 0, exact: 0, within2: 0 };
  tally.photos++;
  if (error === 0) tally.exact++;
  if (Math.abs(error) <= 2) tally.within2++;
  tallies.set(kind, tally);
};
const times: number[] = [];
for (const label of labels) {
  const result = await countPhotoOnDisk(join(folder, label.file));
  const error = result.total - label.pips;
  for (const kind of ['all', ...(label.kinds ?? [])]) count(kind, error);
  times.push(result.ms);
  const sign = error > 0 ? '+' : '';
  console.log(
    `${label.file}: pips ${result.total} of ${label.pips} (${error === 0 ? 'exact' : `${sign}${error}`}), tiles ${result.tiles.length} of ${label.tiles}, ${result.ms} ms`,
  );
}
times.sort((a, b) => a - b);
const pct = (k: number, n: number) => Math.round((100 * k) / n);
console.log('');
for (const [kind, { photos, exact, within2 }] of tallies) {
  console.log(
    `${kind}: ${photos} photos, exact ${exact} (${pct(exact, photos)} %), within 2 pips ${within2} (${pct(within2, photos)} %)`,
  );
}
console.log(`median ${times[Math.floor(times.length / 2)]} ms`);
