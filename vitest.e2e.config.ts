import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the built app (`npm run build && npm run test:e2e`).
// One file at a time: the machine has two cores and each file has its own browser.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/preview-server.ts'],
    setupFiles: ['test/e2e/cleanup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
