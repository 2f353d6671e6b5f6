import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where `vite preview` serves the built app, e.g. http://127.0.0.1:41234/ */
    baseURL: string;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/**
 * Vitest globalSetup: serves dist/ with `vite preview` on a free port for the whole run and
 * stops it afterwards. The server runs in its own process group, so stopping the group also
 * stops anything it started instead of leaving a server behind.
 */
export default async function startPreviewServer(project: TestProject) {
  if (!existsSync(`${root}dist/index.html`)) {
    throw new Error('dist/index.html is missing: run `npm run build` before the browser tests.');
  }
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [viteBin, 'preview', '--host', '127.0.0.1', '--strictPort', '--port', String(port)],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseURL = `http://127.0.0.1:${port}/`;
  try {
    await waitUntilServing(baseURL, server, () => output);
  } catch (error) {
    await stopGroup(server);
    throw error;
  }
  project.provide('baseURL', baseURL);
  return () => stopGroup(server);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

async function waitUntilServing(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`vite preview exited with ${server.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`vite preview did not answer on ${url} within 30 s:\n${output()}`);
}

async function stopGroup(server: ChildProcess) {
  const pid = server.pid;
  if (pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  signalGroup(pid, 'SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 5_000)),
  ]);
  if (!stopped) signalGroup(pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}
