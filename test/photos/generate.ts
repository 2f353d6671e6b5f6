/**
 * `npx tsx test/photos/generate.ts OUT_DIR [COUNT] [FIRST_SEED]`: writes the rendered test photos
 * as PNG with a labels.json in the format of shared/photos, to look at them or to run
 * `npm run photo-accuracy -- OUT_DIR`. The unit test renders the same scenes in memory. With
 * FIRST_SEED, COUNT scenes from that seed on instead: a fresh set the count was not tuned on.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng, Image } from 'image-js';
import { renderScene } from './render-scene';
import { TEST_SEEDS } from './seeds';

const [out, count, firstSeed] = process.argv.slice(2);
if (!out) {
  console.error('Usage: npx tsx test/photos/generate.ts OUT_DIR [COUNT] [FIRST_SEED]');
  process.exit(2);
}
const seeds = firstSeed
  ? Array.from({ length: Number(count ?? 60) }, (_, i) => Number(firstSeed) + i)
  : TEST_SEEDS.slice(0, count ? Number(count) : undefined);
mkdirSync(out, { recursive: true });
const labels = [];
for (const seed of seeds) {
  const { image, label, description } = renderScene(seed);
  const file = `scene-${seed}.png`;
  const picture = new Image(image.width, image.height, {
    colorModel: 'RGBA',
    data: new Uint8Array(image.data.buffer),
  });
  writeFileSync(join(out, file), encodePng(picture));
  labels.push({ file, ...label, conditions: description });
}
writeFileSync(join(out, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
console.log(`${labels.length} photos in ${out}`);
