// First-load budget for `size-limit --config scripts/size-limit.config.mjs` (run by `npm test`
// after the build). What a phone must download before the first screen is the entry chunk, every
// chunk it imports statically, and their CSS; lazy chunks (jsPDF, fonts, other languages) are
// left out on purpose. Vite's build manifest says which files those are, since hashed file names
// cannot be told apart by a glob.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  throw new Error(
    `${relative(process.cwd(), manifestPath)} is missing: run \`npm run build\` first.`,
  );
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function firstLoadFiles() {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error(`${manifestPath} names no entry chunk.`);
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${manifestPath} has no chunk ${key}.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  // Paths are globbed relative to this file's folder.
  return [...files].map((file) => relative(here, join(dist, file)));
}

export default [
  {
    name: 'first load: entry chunk + static imports + their CSS',
    path: firstLoadFiles(),
    limit: '45 kB',
    gzip: true,
  },
  {
    // Loaded only when a photo is taken (and precached for offline use): the count's worker, the
    // runtime's WebAssembly (both binaries, though a phone fetches one) and the models' weights.
    name: 'photo count: worker + WebAssembly + model',
    path: [
      '../dist/assets/worker-*.js',
      '../dist/assets/*.wasm',
      '../dist/assets/pip-model-*.bin',
      '../dist/assets/face-model-*.bin',
    ],
    limit: '3 MB',
    gzip: true,
  },
];
