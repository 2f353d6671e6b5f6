import type { KnipConfig } from 'knip';

// `npm run lint` runs knip: an unused file, export or dependency fails it. Knip finds the
// entry points of Vite, Vitest, the package.json scripts and the tests by itself; what is
// below is what it cannot see.
const config: KnipConfig = {
  entry: [
    // Each language's dictionary is loaded by `import(\`./locales/${locale}/index.ts\`)` in
    // src/i18n/load-messages.ts, a path knip cannot follow.
    'src/i18n/locales/*/index.ts',
    // `npm run size` passes it to size-limit by --config; knip's size-limit plugin would load
    // it to read it, and it throws before a build.
    'scripts/size-limit.config.mjs',
    // A command of its own: `npx tsx test/photos/generate.ts OUT N SEED` (README.md).
    'test/photos/generate.ts',
  ],
  vitest: {
    // vitest.e2e.config.ts is the browser tests' config, given by --config in scripts/e2e.mjs;
    // read, it names their global setup and setup file.
    config: ['vitest.config.ts', 'vitest.e2e.config.ts'],
  },
  // scripts/make-font-subset.ts reads the fonts' .ttf files out of node_modules by path
  // (`require.resolve` of a name held in data), never by an import knip could see.
  ignoreDependencies: ['@expo-google-fonts/noto-sans', '@expo-google-fonts/noto-sans-sc'],
  // Debian's qpdf and poppler-utils (installed by .ci/run), run by test/pdf/printables.test.ts.
  ignoreBinaries: ['qpdf', 'pdfinfo', 'pdftotext'],
};

export default config;
