import { afterAll, afterEach } from 'vitest';
import { closeBrowser, closeOpenApps, describeOpenApps } from './harness';

// Runs in every browser test file (vitest.e2e.config.ts setupFiles): tests open apps and never
// have to close them. A failed test first prints what its pages showed: a failure seen only on
// CI is then read from its log.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') {
    console.error(`What the pages showed when "${task.name}" failed:\n${await describeOpenApps()}`);
  }
  await closeOpenApps();
});
afterAll(closeBrowser);
