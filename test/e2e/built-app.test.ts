import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Checks on dist/ itself, the files the browser tests are served.
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const builtPage = readFileSync(join(dist, 'index.html'), 'utf8');

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)));
}

function precachedUrls(): string[] {
  const serviceWorker = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...serviceWorker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
}

describe('built app', () => {
  it('precaches every file a page can ask for, lazy chunks included, so all of it works offline', () => {
    const servedToPages = filesIn(dist).filter(
      (file) =>
        !file.startsWith('.vite/') && file !== 'sw.js' && !/^workbox-[\w-]+\.js$/.test(file),
    );
    expect(servedToPages.length).toBeGreaterThan(3);
    expect(precachedUrls().sort()).toEqual(servedToPages.sort());
  });

  it('has no inline script in index.html, so script-src needs no exception', () => {
    const scripts = [...builtPage.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [tag, body] of scripts) {
      expect(tag).toMatch(/\ssrc="/);
      expect(body?.trim()).toBe('');
    }
  });

  it('names the database chunk and the chunks it imports, for screens other than home to preload', () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
    const database = manifest['src/state/app-state.ts'];
    const files = [database.file, ...database.imports.map((key: string) => manifest[key].file)];
    const named = builtPage.match(/<meta name="preloads" content="([^"]+)">/)?.[1] ?? '{}';
    const preloads = JSON.parse(named.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect([...preloads.database].sort()).toEqual(files.map((file: string) => `/${file}`).sort());
    // Every route and the fallback language name their files too.
    expect(preloads.routes.length).toBeGreaterThan(10);
    expect(preloads.dictionaries[preloads.fallback]?.length).toBeGreaterThan(0);
    // Home paints without it: nothing preloads it from the page itself.
    for (const file of files) expect(builtPage).not.toContain(`href="/${file}"`);
    // The meta tag comes before the script that reads it.
    expect(builtPage.indexOf('name="preloads"')).toBeLessThan(
      builtPage.indexOf('src="/before-paint.js"'),
    );
  });

  it('declares its charset within the first 1024 bytes, where a browser looks for it', () => {
    const charset = Buffer.from(builtPage).indexOf('<meta charset="UTF-8" />');
    expect(charset).toBeGreaterThan(0);
    expect(charset + '<meta charset="UTF-8" />'.length).toBeLessThanOrEqual(1024);
  });

  it('has no inline style element and no style attribute in index.html', () => {
    expect(builtPage).not.toMatch(/<style\b/);
    expect(builtPage).not.toMatch(/\sstyle="/);
  });

  it('ships the strict Content Security Policy, with no unsafe source', () => {
    const policy = builtPage.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1];
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-|\*/);
  });

  it('describes the installed app in its web manifest: names, scope, colours and icons', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({
      name: 'Mexican Train Companion',
      short_name: 'Mexican Train',
      start_url: './',
      scope: './',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const icons = manifest.icons.map(
      (icon: { sizes: string; purpose?: string }) => `${icon.sizes} ${icon.purpose ?? 'any'}`,
    );
    expect(icons).toEqual(
      expect.arrayContaining([
        '192x192 any',
        '512x512 any',
        '192x192 maskable',
        '512x512 maskable',
      ]),
    );
    for (const icon of manifest.icons) {
      expect(filesIn(dist)).toContain(icon.src);
      expect(icon.type).toBe('image/png');
      const { width, height } = pngSize(join(dist, icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('is linked from index.html, so the browser offers to install the app', () => {
    expect(builtPage).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  });

  it('colours the browser bar like the page in light and in dark mode, and the splash like the light page', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
    const themeColor = (scheme: string) =>
      builtPage.match(
        new RegExp(
          `<meta name="theme-color" media="\\(prefers-color-scheme: ${scheme}\\)" content="(#[0-9a-f]{6})"`,
        ),
      )?.[1];
    const light = themeColor('light');
    const dark = themeColor('dark');
    expect(light).toMatch(/^#[0-9a-f]{6}$/);
    expect(dark).toMatch(/^#[0-9a-f]{6}$/);
    expect(dark).not.toBe(light);
    expect(manifest.background_color).toBe(light);
    // The stylesheet index.html loads before any script paints the root in both colours, light first.
    const stylesheet = builtPage.match(/<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/)?.[1];
    expect(stylesheet).toBeDefined();
    const css = readFileSync(join(dist, stylesheet ?? ''), 'utf8');
    expect(css).toMatch(new RegExp(`background-color:[^;}]*${light}[^;}]*${dark}`));
  });
});

/** Width and height from a PNG file's header (IHDR, the first chunk). */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
