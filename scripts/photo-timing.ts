/**
 * `npm run photo-timing -- PHOTO [--shots DIR]`: time from the photo's arrival in the photo
 * count (src/screens/end-round/PhotoCount.tsx; the camera was opened 2 s before) to the first
 * frame painted with its marked result, which the page notes by the machine's clock (a test's
 * polling for the result would add its own hundreds of milliseconds), in Chromium at a phone's
 * size, at full speed and at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate). The component
 * is built alone into a temporary page (vite), so the numbers are the feature's own: worker
 * start, decode at the working size, the count, and the paint of the rings (the networks load and
 * make a first look at a blank photo as the camera opens, 2 s before, in the worker as in the
 * same-thread stand-in).
 * The slowdown reaches the page only: this Chromium refuses it for a worker ("Operation is only
 * supported for pages, not workers"), where the app counts. So the 4x run counts on the page's
 * own thread (the same code, src/photo/count-file.ts, behind a stand-in for the Worker): an upper
 * bound, since on a phone the worker runs beside the page.
 * With --shots, a screenshot of each result goes into DIR.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import preact from '@preact/preset-vite';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';

const { values, positionals } = parseArgs({
  options: { shots: { type: 'string' } },
  allowPositionals: true,
});
const photo = positionals[0];
if (!photo) {
  console.error('Usage: npm run photo-timing -- PHOTO [--shots DIR]');
  process.exit(2);
}
const root = resolve(import.meta.dirname, '..');
const page = await mkdtemp(join(tmpdir(), 'photo-timing-'));
await writeFile(
  join(page, 'index.html'),
  '<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head><body><div id="app"></div><script type="module" src="./main.tsx"></script></body></html>',
);
const OUTCOME = /pips? found on|No dominoes|too dark|blurred|cannot open/;
await writeFile(
  join(page, 'main.tsx'),
  `import { render } from 'preact';
import { setLocale } from '@app/i18n';
import { countPhotoFile, prepareToCountPhotos } from '@app/photo/count-file';
import { PhotoCount } from '@app/screens/end-round/PhotoCount';
import '@app/ui/app.css';
if (location.hash === '#same-thread') {
  // The worker's count, on this thread; each reply arrives as a task of its own, as a message does.
  globalThis.Worker = class {
    // As the worker does when it starts (src/photo/worker.ts), as the camera opens.
    constructor() {
      prepareToCountPhotos();
    }
    onmessage = null;
    onerror = null;
    postMessage(file) {
      void countPhotoFile(file, (data) => setTimeout(() => this.onmessage?.({ data })));
    }
    terminate() {}
  };
}
// When the outcome is first painted (a frame, then a task: the paint has happened), by the
// machine's clock, which the script reads too.
const OUTCOME = ${OUTCOME};
const seen = new MutationObserver(() => {
  if (!OUTCOME.test(document.body.textContent ?? '')) return;
  seen.disconnect();
  requestAnimationFrame(() => setTimeout(() => {
    (window as { paintedAt?: number }).paintedAt = performance.timeOrigin + performance.now();
  }));
});
seen.observe(document.body, { subtree: true, childList: true, characterData: true });
await setLocale('en');
render(<main class="screen stack"><PhotoCount doubleBlank={50} onUse={() => {}} /></main>, document.getElementById('app') as HTMLElement);
`,
);
const config = {
  root: page,
  configFile: false as const,
  logLevel: 'warn' as const,
  plugins: [preact()],
  resolve: { alias: { '@app': join(root, 'src'), preact: join(root, 'node_modules/preact') } },
  build: { outDir: join(page, 'dist') },
};
await build(config);
const server = await preview({ ...config, preview: { host: '127.0.0.1', port: 4190 } });
const url = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:4190/';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const slowdown of [1, 4]) {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await tab.goto(slowdown > 1 ? `${url}#same-thread` : url);
      await tab.getByLabel('Photograph the tiles').waitFor({ state: 'attached' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      // As on a phone: the tap opens the camera (the worker starts loading then), the person
      // takes the photo in a couple of seconds, and the clock runs from the photo's arrival.
      const chooser = tab.waitForEvent('filechooser');
      await tab.getByText('Photograph the tiles').click();
      const camera = await chooser;
      await tab.waitForTimeout(2000);
      const start = Date.now();
      await camera.setFiles(photo);
      const paintedAt = await tab.waitForFunction(
        () => (window as { paintedAt?: number }).paintedAt,
        null,
        { timeout: 60_000 },
      );
      times.push(Math.round(((await paintedAt.jsonValue()) as number) - start));
      const outcome = tab.getByText(OUTCOME);
      if (values.shots && run === 0) {
        await tab.screenshot({
          path: join(values.shots, `photo-${slowdown}x.png`),
          fullPage: true,
        });
      }
      if (run === 0) console.log(`  ${await outcome.first().textContent()}`);
      await context.close();
    }
    times.sort((a, b) => a - b);
    const note = slowdown > 1 ? ' (counted on the slowed page thread, not in a worker)' : '';
    console.log(`${slowdown}x CPU: median ${times[1]} ms (runs ${times.join(', ')} ms)${note}`);
  }
} finally {
  await browser.close();
  server.httpServer.close();
  await rm(page, { recursive: true, force: true });
}
