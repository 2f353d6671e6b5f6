import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin, parseAst, type Rolldown } from 'vite';
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
 * Every screen but home paints once the database code (Dexie and the app's state), its own chunk,
 * what that imports, their styles and the dictionary of the person's language have arrived, but
 * only the app's code asks for them, after it has been downloaded and run: one more round trip
 * before the first paint on a slow line. A meta tag names those files: the database code's, each
 * route's of the routes module (read from the module itself, so a new route is covered as it is
 * written) and each language's; public/before-paint.js preloads the ones for the address and the
 * language beside the app's own code. Home paints without the database code (src/main.tsx).
 */
function namePreloads(options: {
  database: string;
  routesModule: string;
  dictionary: RegExp;
  fallback: string;
}): Plugin {
  const { database, routesModule, dictionary, fallback } = options;
  let screens: { path: string; id: string }[] = [];
  return {
    name: 'name-preloads',
    apply: 'build',
    async transform(code, id) {
      if (!id.endsWith(routesModule)) return;
      screens = await Promise.all(
        screenImports(code).map(async ({ path, specifier }) => {
          const resolved = await this.resolve(specifier, id);
          if (!resolved) throw new Error(`name-preloads: cannot resolve ${specifier}`);
          return { path, id: resolved.id };
        }),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        if (screens.length === 0) throw new Error(`name-preloads: no route in ${routesModule}`);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (start: Rolldown.OutputChunk[]) => {
          const found = new Set<Rolldown.OutputChunk>();
          const visit = (chunk: Rolldown.OutputChunk | undefined) => {
            if (!chunk || found.has(chunk)) return;
            found.add(chunk);
            for (const file of chunk.imports) visit(byFile.get(file));
          };
          for (const chunk of start) visit(chunk);
          return [...found].flatMap((chunk) => [
            chunk.fileName,
            ...(chunk.viteMetadata?.importedCss ?? []),
          ]);
        };
        // The entry, what it imports statically and their styles are in the page already.
        const inPage = new Set(withImports(chunks.filter((chunk) => chunk.isEntry)));
        const filesOf = (chunk: Rolldown.OutputChunk) => [
          ...new Set(
            withImports([chunk])
              .filter((file) => !inPage.has(file))
              .map((f) => `/${f}`),
          ),
        ];
        const chunkOf = (id: string) => {
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === id) ??
            chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`name-preloads: no chunk for ${id}`);
          return chunk;
        };
        const databaseChunk = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(database));
        if (!databaseChunk) throw new Error(`name-preloads: no chunk for ${database}`);
        const routes = screens.map(({ path, id }) => [path, filesOf(chunkOf(id))]);
        const dictionaries = Object.fromEntries(
          chunks.flatMap((chunk) => {
            const language = chunk.facadeModuleId?.match(dictionary)?.[1];
            return language ? [[language, filesOf(chunk)]] : [];
          }),
        );
        if (!dictionaries[fallback])
          throw new Error(`name-preloads: no ${fallback} for ${dictionary}`);
        const json = JSON.stringify({
          database: filesOf(databaseChunk),
          routes,
          dictionaries,
          fallback,
        });
        const meta = `<meta name="preloads" content="${json.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;
        // Right before public/before-paint.js, which reads it, and so after <meta charset>: a
        // browser looks for the charset in the first 1024 bytes only.
        const script = /<script src="\/before-paint\.js"><\/script>/;
        if (!script.test(html)) throw new Error('name-preloads: no before-paint.js in the page');
        return html.replace(script, (tag) => `${meta}\n    ${tag}`);
      },
    },
  };
}

/**
 * Each route's address and the module its screen is imported from, as the routes module writes
 * them: an object with a literal `path` and an `import()` inside it. Anything else fails the build,
 * so no screen is left without its preload. before-paint.js matches only literal and `:name`
 * segments (the same as the router for these): a route needing more fails here too.
 */
function screenImports(code: string): { path: string; specifier: string }[] {
  const found: { path: string; specifier: string }[] = [];
  const visit = (node: unknown, path: string | undefined): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, path);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const { type } = node as { type?: unknown };
    let route = path;
    if (type === 'ObjectExpression') {
      const { properties } = node as { properties: { key?: { name?: string }; value?: unknown }[] };
      const value = properties.find((property) => property.key?.name === 'path')?.value as
        | { type: string; value: unknown }
        | undefined;
      if (value?.type === 'Literal' && typeof value.value === 'string') route = value.value;
    }
    if (type === 'ImportExpression') {
      const { source } = node as { source: { type: string; value: unknown } };
      if (route === undefined || source.type !== 'Literal' || typeof source.value !== 'string') {
        throw new Error('name-preloads: an import() outside a route with a literal path');
      }
      if (!route.split('/').every((segment) => /^(:\w+|[\w.-]*)$/.test(segment))) {
        throw new Error(`name-preloads: before-paint.js cannot match ${route}`);
      }
      found.push({ path: route, specifier: source.value });
    }
    for (const child of Object.values(node)) visit(child, route);
  };
  visit(parseAst(code, { lang: 'ts' }), undefined);
  return found;
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
    namePreloads({
      database: '/src/state/app-state.ts',
      routesModule: '/src/screens/routes.ts',
      // The dictionaries: one chunk per language (src/i18n/load-messages.ts), English when the
      // browser speaks none of them (DEFAULT_LOCALE in src/i18n/locales.ts).
      dictionary: /\/src\/i18n\/locales\/(\w+)\/index\.ts$/,
      fallback: 'en',
    }),
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
        // The photo count's WebAssembly and model weights too: a photo is counted offline.
        globPatterns: ['**/*.{js,css,html,ico,png,svg,woff2,ttf,wasm,bin}'],
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
            // The QR code library (uqr), loaded the first time a code is shown: named, so the
            // browser tests can tell it never comes with a screen's first paint.
            { name: 'qr-code', test: /node_modules[\\/]uqr[\\/]/, priority: 2 },
            // Code two or more screens share (the engine, the stored game's mutations, the
            // widgets): one file, so a screen is its own chunk plus this one.
            { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
