import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Runs `npm run conformance -- <folder>` as a person would, and keeps what it printed. */
function conformance(folder: string): { code: number; out: string } {
  try {
    const out = execFileSync(
      join(root, 'node_modules', '.bin', 'tsx'),
      ['scripts/conformance.ts', folder],
      { cwd: root, encoding: 'utf8', stdio: 'pipe' },
    );
    return { code: 0, out };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, out: failed.stdout + failed.stderr };
  }
}

function folderWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'scenarios-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

const passing = JSON.stringify({
  kind: 'score',
  rules: { preset: 'standard' },
  hand: ['2-3'],
  expect: 5,
});

describe('npm run conformance -- <folder>', () => {
  it('prints a line per file and the count, and exits 0 when all pass', () => {
    const { code, out } = conformance(folderWith({ 'a.json': passing, 'notes.txt': 'ignored' }));
    expect(out).toContain('PASS a.json\n1 passed, 0 failed\n');
    expect(code).toBe(0);
  });
  it('reports an invalid file as a failure, never skipping it', () => {
    const { code, out } = conformance(
      folderWith({ 'a.json': passing, 'b.json': '{"kind": "score"' }),
    );
    expect(out).toMatch(/FAIL b\.json: invalid scenario: not JSON/);
    expect(out).toContain('1 passed, 1 failed');
    expect(code).toBe(1);
  });
  it('fails on a folder with no scenario', () => {
    const { code, out } = conformance(folderWith({}));
    expect(out).toContain('0 passed, 0 failed');
    expect(code).not.toBe(0);
  });
});
