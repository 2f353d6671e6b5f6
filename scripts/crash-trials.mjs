#!/usr/bin/env node
// `npm run crash-trials [-- count]`: kills the browser `count` times (200 unless given) 0-50 ms
// after a score is typed or a round saved, as test/e2e/safety-crash.test.ts does 30 times in
// `npm test`, and reports how many trials lost or tore what was stored (the goal is 0).
// Runs against the app as last built, like `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const count = Number(process.argv[2] ?? 200);
if (!Number.isInteger(count) || count < 1) {
  console.error(
    `crash-trials: the count must be a whole number of at least 1, not "${process.argv[2]}"`,
  );
  process.exit(2);
}

const report = join(tmpdir(), `crash-trials-${process.pid}.json`);
const run = spawnSync(
  process.execPath,
  [join(root, 'scripts', 'e2e.mjs'), 'test/e2e/safety-crash.test.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CRASH_TRIALS: String(count), CRASH_TRIALS_REPORT: report },
  },
);

if (!existsSync(report)) {
  console.error(
    '\ncrash-trials: the trials did not finish, so there is nothing to count (see above).',
  );
  process.exit(run.status || 1);
}
const result = JSON.parse(readFileSync(report, 'utf8'));
rmSync(report);

console.log(
  `\ncrash-trials: ${result.trials} trials in ${result.seconds} s, ${result.lost} lost ` +
    `(${result.unchanged} killed before the write landed, ${result.applied} after; ` +
    `${result.saves} of them saving a round).`,
);
for (const trial of result.lostTrials) {
  console.log(
    `  lost: ${JSON.stringify(trial.tap)} killed after ${trial.killAfterMs.toFixed(1)} ms: ${trial.problem}`,
  );
}
process.exit(result.lost > 0 ? 1 : run.status);
