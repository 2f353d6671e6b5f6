import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFile } from './conformance/run-folder';

const folder = join(import.meta.dirname, 'scenarios');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('rules scenarios in test/scenarios', () => {
  it('has scenarios to run', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  it.each(files)('%s', async (name) => {
    expect(await runFile(join(folder, name))).toEqual({ status: 'pass' });
  });
});
