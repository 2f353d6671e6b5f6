import { afterAll, afterEach } from 'vitest';
import { closeBrowser, closeOpenApps } from './harness';

// Runs in every browser test file (vitest.e2e.config.ts setupFiles): tests open apps and never
// have to close them.
afterEach(closeOpenApps);
afterAll(closeBrowser);
