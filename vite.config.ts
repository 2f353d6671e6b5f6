import preact from '@preact/preset-vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
