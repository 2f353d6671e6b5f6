import { describe, expect, it } from 'vitest';
import { countPips } from '../../src/photo';
import { readPipNetwork } from '../../src/photo/model/read-pip-network';
import { renderScene } from './render-scene';
import { TEST_SEEDS } from './seeds';

// What the count reaches on the 30 rendered photos (see README): a change that loses accuracy
// fails here. Raise these when the count gets better, never lower them to make a change pass.
// The pip model never saw this renderer's photos: it learnt from scripts/pip-model/render.py's.
const EXACT_AT_LEAST = 28;
const WITHIN_TWO_AT_LEAST = 29;

describe('pips counted on rendered photos', () => {
  it(`is exact on at least ${EXACT_AT_LEAST} and within 2 pips on ${WITHIN_TWO_AT_LEAST} of ${TEST_SEEDS.length}`, async () => {
    const network = await readPipNetwork();
    const misses: string[] = [];
    let exact = 0;
    let withinTwo = 0;
    for (const seed of TEST_SEEDS) {
      const { image, label, description } = renderScene(seed);
      const error = countPips(image, network).total - label.pips;
      if (error === 0) exact++;
      else misses.push(`scene-${seed} (${description}): ${error > 0 ? '+' : ''}${error}`);
      if (Math.abs(error) <= 2) withinTwo++;
    }
    const report = misses.join('\n');
    expect(exact, report).toBeGreaterThanOrEqual(EXACT_AT_LEAST);
    expect(withinTwo, report).toBeGreaterThanOrEqual(WITHIN_TWO_AT_LEAST);
  }, 180_000);
});
