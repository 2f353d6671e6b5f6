import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * This build's version: package.json's, unless APP_VERSION says otherwise (the update tests build
 * the app twice, as v1 and v2). Code reads it as `import.meta.env.APP_VERSION`.
 */
const appVersion =
  process.env.APP_VERSION ??
  (
    JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * Names the version in the page itself. index.html is precached, so a new version always changes
 * the service worker's precache list, and the browser offers the update even when no chunk changed.
 */
function stampVersion(version: string): Plugin {
  return {
    name: 'stamp-version',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'version', content: version }, injectTo: 'head' },
    ],
  };
}

/**
 * Every screen but home waits for the database code (src/state/app-state.ts, Dexie) before its
 * first paint, but a dynamic import is only found once the entry chunk has run. A meta tag names
 * that chunk and the chunks it imports, and public/before-paint.js preloads them on such screens,
 * so the phone downloads them alongside the entry chunk. Home paints without them.
 */
function nameDatabaseCode(module: string): Plugin {
  return {
    name: 'name-database-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const target = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!target) throw new Error(`name-database-code: no chunk for ${module}`);
        const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((c) => c.fileName));
        // The entry and what it imports statically are fetched anyway.
        const files = [target.fileName, ...target.imports].filter((file) => !entries.has(file));
        return [
          {
            tag: 'meta',
            attrs: { name: 'database-code', content: files.map((file) => `/${file}`).join(' ') },
            // Before public/before-paint.js, which reads it.
            injectTo: 'head-prepend' as const,
          },
        ];
      },
    },
  };
}

/**
 * index.html carries the production Content Security Policy. The dev server injects every CSS
 * import as an inline <style> element, which `style-src 'self'` refuses, so only `vite` (serve)
 * gets 'unsafe-inline' for styles; `vite build` and `vite preview` keep the strict policy.
 */
function allowInlineStylesInDev(): Plugin {
  return {
    name: 'allow-inline-styles-in-dev',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  };
}

export default defineConfig({
  plugins: [
    preact(),
    allowInlineStylesInDev(),
    stampVersion(appVersion),
    nameDatabaseCode('/src/state/app-state.ts'),
    VitePWA({
      // 'prompt', not 'autoUpdate': an update must never reload under a half-typed score.
      registerType: 'prompt',
      // src/pwa/register.ts imports virtual:pwa-register itself; nothing is injected into HTML.
      injectRegister: false,
      // Icons, favicon.ico and their <link>s come from public/favicon.svg via pwa-assets.config.ts.
      pwaAssets: { config: true, overrideManifestIcons: true, injectThemeColor: false },
      manifest: {
        id: './',
        name: 'Mexican Train Companion',
        short_name: 'Mexican Train',
        description:
          'Keeps the score, settles rule questions and prints scoresheets for Mexican Train dominoes, offline.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        // The icon's felt green; the page itself sets theme-color per colour scheme in index.html.
        theme_color: '#1e6b52',
        background_color: '#fbf7ef',
        categories: ['games', 'utilities'],
      },
      workbox: {
        // Every chunk, lazy ones included (jsPDF, fonts): the app must work offline before the
        // first print, not only after it. No `webmanifest` here: the plugin precaches the manifest
        // itself, and a second entry with another revision makes the service worker fail to install.
        globPatterns: ['**/*.{js,css,html,ico,png,svg,woff2,ttf}'],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(appVersion) },
  resolve: {
    // jsPDF's html() and SVG plugins pull these in; the app never uses them, so they never ship.
    alias: Object.fromEntries(
      ['html2canvas', 'canvg', 'dompurify'].map((name) => [
        name,
        fileURLToPath(new URL('./src/pdf/jspdf-unused.ts', import.meta.url)),
      ]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Few, larger chunks: on a slow line every request waits its turn (six at a time over
        // HTTP/1.1), and by default the code before the first paint came in a dozen small pieces.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically: one file beside it. (The entry itself stays
            // out, so it is still the build manifest's entry for scripts/size-limit.config.mjs.)
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
              priority: 3,
            },
            // What main.tsx waits for before the first paint (preloaded from index.html), and
            // nothing a screen alone needs.
            {
              name: 'database',
              test: /node_modules[\\/]dexie[\\/]|src[\\/]db[\\/](database|live|queries|undo)\.ts$|src[\\/]state[\\/]app-state\.ts$/,
              priority: 2,
            },
            // The running-totals chart's model, shared by the scores screen and the PDF only: its
            // own file, so no other screen downloads it.
            { name: 'score-chart', test: /src[\\/]state[\\/]score-chart\.ts$/, priority: 2 },
            // Code two or more screens share (the engine, the stored game's mutations, the
            // widgets): one file, so a screen is its own chunk plus this one.
            { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
