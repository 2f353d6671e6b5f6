import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { countPips, downscale } from '../../src/photo';
import { readPipNetwork } from '../../src/photo/model/read-pip-network';
import { TUNING } from '../../src/photo/tuning';
import { renderScene } from './render-scene';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'count-pips-'));
const scene = renderScene(1002);
const counted = countPips(downscale(scene.image, TUNING.largestSide), await readPipNetwork());

function runCountPips(...args: string[]) {
  return spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/count-pips.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  const { data, width, height } = scene.image;
  const pixels = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
  await pixels.clone().png().toFile(join(dir, 'hand.png'));
  // Photos shared from phones and the web come as WebP too.
  await pixels.clone().webp({ lossless: true }).toFile(join(dir, 'hand.webp'));
  writeFileSync(join(dir, 'notes.txt'), 'Ann 12, Bob 30');
});

// Each run starts tsx: seconds, not milliseconds, on a busy machine.
describe('npm run count-pips', { timeout: 30_000 }, () => {
  it('prints the pips and tiles of each photo, as the app counts them', () => {
    const run = runCountPips(join(dir, 'hand.png'), join(dir, 'hand.webp'));
    expect([run.status, run.stderr]).toEqual([0, '']);
    const line = `pips ${counted.total}, tiles ${counted.tiles.length}`;
    expect(run.stdout).toBe(
      `${join(dir, 'hand.png')}: ${line}\n${join(dir, 'hand.webp')}: ${line}\n`,
    );
  });

  it('with --json, one object a photo with the faces read', () => {
    const run = runCountPips(join(dir, 'hand.webp'), '--json');
    expect(run.status).toBe(0);
    const printed = JSON.parse(run.stdout);
    expect(printed).toMatchObject({
      file: join(dir, 'hand.webp'),
      pips: counted.total,
      tiles: counted.tiles.length,
      faces: counted.faces,
    });
    expect(printed.ms).toBeGreaterThanOrEqual(0);
  });

  it('says which file it cannot read and why, counts the others, and exits 1', () => {
    const run = runCountPips(join(dir, 'notes.txt'), join(dir, 'gone.jpg'), join(dir, 'hand.png'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${join(dir, 'notes.txt')}: not an image this can decode`);
    expect(run.stderr).toContain(`${join(dir, 'gone.jpg')}: cannot read the file (ENOENT)`);
    expect(run.stdout).toContain(`hand.png: pips ${counted.total}`);
  });
});
