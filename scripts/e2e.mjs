#!/usr/bin/env node
// `npm run test:e2e [-- vitest args]`: the browser tests, against the app as last built.
// Checks what they need first and says what is missing, instead of skipping anything.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function fail(message) {
  console.error(`\ntest:e2e: ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) fail(`${command} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

if (!existsSync(chromiumPath)) {
  if (process.getuid?.() === 0) {
    console.log(`test:e2e: ${chromiumPath} is missing; installing Debian's chromium with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env }) !== 0) fail('apt-get update failed.');
    if (run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0) {
      fail('apt-get install chromium failed.');
    }
    if (!existsSync(chromiumPath))
      fail(`chromium installed, but ${chromiumPath} is still missing.`);
  } else {
    fail(
      `no Chromium at ${chromiumPath}. Install it with \`sudo apt-get install chromium\` ` +
        '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
}

const builtPage = join(root, 'dist', 'index.html');
if (!existsSync(builtPage)) fail('dist/index.html is missing: run `npm run build` first.');

// A warning, not a failure: testing an older build is sometimes what one wants.
const builtAt = statSync(builtPage).mtimeMs;
const newer = ['src', 'public', 'index.html', 'vite.config.ts', 'pwa-assets.config.ts']
  .map((path) => join(root, path))
  .flatMap((path) => filesUnder(path))
  .filter((file) => statSync(file).mtimeMs > builtAt);
if (newer.length > 0) {
  console.warn(
    `test:e2e: warning: ${newer.length} source file(s) changed since the last build ` +
      `(e.g. ${newer[0].slice(root.length + 1)}); run \`npm run build\` to test them.`,
  );
}

const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const status = run(
  process.execPath,
  [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  { cwd: root, env: { ...process.env, CHROMIUM_PATH: chromiumPath } },
);
process.exit(status);

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
