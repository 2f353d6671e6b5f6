import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'pdf-cli-'));

function pdfCommand(...args: string[]) {
  return spawnSync(join(root, 'node_modules/.bin/tsx'), ['scripts/pdf.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
}

// Each run starts tsx and loads the dictionaries: seconds, not milliseconds, on a busy machine.
describe('npm run pdf', { timeout: 30_000 }, () => {
  it('prints the same PDF twice from a game export, byte for byte', () => {
    const game = join(root, 'test/pdf/fixtures/game-export.json');
    const outputs = ['one.pdf', 'two.pdf'].map((name) => join(dir, name));
    for (const out of outputs) {
      const run = pdfCommand(
        'game',
        '--game',
        game,
        '--lang',
        'fr',
        '--paper',
        'a4',
        '--timezone',
        'UTC',
        '--out',
        out,
      );
      expect([run.status, run.stderr.includes('Error')]).toEqual([0, false]);
    }
    const [one, two] = outputs.map((out) => readFileSync(out));
    expect(one?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(one?.equals(two as Buffer)).toBe(true);
  });

  it('takes house rules and warns about a name it cannot print, before printing it anyway', () => {
    const out = join(dir, 'sheet.pdf');
    const run = pdfCommand(
      'scoresheet',
      '--players',
      'Ann,Bob 👍',
      '--doubleBlank',
      '0',
      '--set',
      '9',
      '--out',
      out,
    );
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('👍');
  });

  it('prints its usage for --help, and for an option it does not know, without a stack trace', () => {
    const help = pdfCommand('--help');
    expect([help.status, help.stdout.startsWith('Usage: npm run pdf')]).toEqual([0, true]);
    const typo = pdfCommand('rulecard', '--langue', 'fr', '--out', join(dir, 'card.pdf'));
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain("Unknown option '--langue'");
    expect(typo.stderr).toContain('Usage: npm run pdf');
    expect(typo.stderr).not.toContain('    at ');
  });

  it('refuses an option value the rules do not have, saying which values it takes', () => {
    const run = pdfCommand('rulecard', '--doubleBlank', '30', '--out', join(dir, 'card.pdf'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--doubleBlank must be one of 50, 25, 0');
  });
});
