import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import basicSsl from '@vitejs/plugin-basic-ssl';
import { preview } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

/**
 * Builds the app into outDir, as `version` when given (vite.config.ts reads APP_VERSION), e.g.
 * a v1 and a v2 for the update tests. Its own process, so each build reads its own environment.
 */
export function buildApp(outDir: string, { version }: { version?: string } = {}): Promise<void> {
  const env = version ? { ...process.env, APP_VERSION: version } : process.env;
  const build = spawn(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  build.stdout.on('data', (chunk) => {
    output += chunk;
  });
  build.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}:\n${output}`)),
    );
  });
}

export interface ServedBuild {
  /** e.g. http://127.0.0.1:41234/ */
  readonly url: string;
  readonly port: number;
  /** The paths asked for so far, in order, e.g. '/sw.js' each time a browser checks for an update. */
  requests(): readonly string[];
  /** Stops serving, open connections included, so the port can serve another build at once. */
  close(): Promise<void>;
}

/**
 * Serves a built folder with `vite preview` on 127.0.0.1, on `port`, or on a free port when 0.
 * Same port, same origin: a browser that saw one build there finds the next one as an update.
 * With `https`, over HTTPS with a self-signed certificate, and so over HTTP/2 as a real host
 * serves the app (browsers speak HTTP/2 only over TLS); the browser must be told to accept it.
 */
export async function serveBuild(
  outDir: string,
  { port = 0, https = false }: { port?: number; https?: boolean } = {},
): Promise<ServedBuild> {
  const requests: string[] = [];
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    plugins: [
      ...(https ? [basicSsl()] : []),
      {
        name: 'log-requests',
        configurePreviewServer: (server) => {
          server.middlewares.use((request, _response, next) => {
            requests.push(new URL(request.url ?? '/', 'http://x').pathname);
            next();
          });
        },
      },
    ],
  });
  const address = server.httpServer.address();
  if (typeof address !== 'object' || !address) throw new Error(`${outDir} is not being served`);
  return {
    url: `${https ? 'https' : 'http'}://127.0.0.1:${address.port}/`,
    port: address.port,
    requests: () => [...requests],
    close: () => server.close(),
  };
}
