// `npm run screenshots -- --out DIR [--dist DIR] [--seed FILE]`: a full-page picture of every
// screen (home and each route of src/screens/routes.ts) in English light and Chinese dark, at
// 390x844, with the same games and the same clock each time, so two builds can be compared.
// `npm run screenshots -- --compare BEFORE AFTER` then says, picture by picture, how many pixels
// differ. For a change that must not change what is shown (a refactor): take the pictures of the
// build before it (a git worktree of the older commit, built), then of the build after it with
// `--seed BEFORE/seed.json`, and compare.
//
// The games are played through the screens once (test/e2e/sweep-seed-game.ts) and kept in
// seed.json beside the pictures; --seed puts that same data back instead of playing again.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { decode } from 'image-js';
import { chromium, type Page } from 'playwright-core';
import { serveBuild } from '../test/e2e/app-build';
import { CHROMIUM_ARGS, chromiumPath, PHONE } from '../test/e2e/chromium';
import { storeFixtureGames } from '../test/e2e/stored-games';
import { choosePreferences, everyScreen, openScreen } from '../test/e2e/sweep-screens';
import {
  restoreSeededGame,
  type SeededGame,
  seedGameThroughScreens,
} from '../test/e2e/sweep-seed-game';

/** Every picture shows this moment, so dates and "today" read the same in both builds. */
const CLOCK = new Date('2030-01-15T18:00:00Z');

const LOOKS = [
  { locale: 'en', colorScheme: 'light' },
  { locale: 'zh', colorScheme: 'dark' },
] as const;

const { values: options } = parseArgs({
  options: {
    out: { type: 'string' },
    dist: { type: 'string', default: fileURLToPath(new URL('../dist', import.meta.url)) },
    seed: { type: 'string' },
    compare: { type: 'boolean', default: false },
  },
  allowPositionals: true,
  strict: true,
  args: process.argv.slice(2),
});

if (options.compare) {
  const [before, after] = parseArgs({
    allowPositionals: true,
    args: process.argv.slice(3),
  }).positionals;
  if (!before || !after) usage();
  process.exit(await compare(before, after));
} else {
  if (!options.out) usage();
  await takePictures(options.out, options.dist, options.seed);
}

function usage(): never {
  console.error(
    'usage: npm run screenshots -- --out DIR [--dist DIR] [--seed FILE]\n' +
      '       npm run screenshots -- --compare BEFORE_DIR AFTER_DIR',
  );
  process.exit(2);
}

async function takePictures(out: string, dist: string, seedFile: string | undefined) {
  await mkdir(out, { recursive: true });
  const served = await serveBuild(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const seeded: SeededGame = seedFile
      ? JSON.parse(await readFile(seedFile, 'utf8'))
      : await playSeedGame(browser, served.url);
    await writeFile(join(out, 'seed.json'), JSON.stringify(seeded));
    for (const look of LOOKS) {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        colorScheme: look.colorScheme,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(CLOCK);
      await page.goto(served.url);
      await storeFixtureGames(page);
      await restoreSeededGame(page, seeded);
      await choosePreferences(page, { locale: look.locale });
      for (const { route, path } of everyScreen(seeded.id)) {
        await openScreen(page, served.url, path);
        const name = `${look.locale}-${look.colorScheme}${route.replace(/[/:?]+/g, '-')}.png`;
        await settle(page);
        await page.screenshot({ path: join(out, name), fullPage: true, animations: 'disabled' });
        console.log(`${name}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await served.close();
  }
}

async function playSeedGame(
  browser: import('playwright-core').Browser,
  url: string,
): Promise<SeededGame> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  const seeded = await seedGameThroughScreens(page, url);
  await context.close();
  return seeded;
}

/** Nothing focused, nothing scrolled: the picture is the screen as it opens. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Exit 0 when every picture of BEFORE has a twin in AFTER with the same pixels. */
async function compare(before: string, after: string): Promise<number> {
  const names = (await readdir(before)).filter((name) => name.endsWith('.png')).sort();
  let differing = 0;
  for (const name of names) {
    const verdict = await comparePair(join(before, name), join(after, name));
    if (verdict !== 'same') differing += 1;
    console.log(`${verdict === 'same' ? 'same     ' : 'DIFFERENT'} ${name}  ${verdict}`);
  }
  const extra = (await readdir(after)).filter((n) => n.endsWith('.png') && !names.includes(n));
  for (const name of extra) console.log(`NEW       ${name}`);
  console.log(`\n${names.length - differing} of ${names.length} pictures pixel-identical`);
  return differing === 0 ? 0 : 1;
}

async function comparePair(a: string, b: string): Promise<string> {
  const [one, two] = await Promise.all([readImage(a), readImage(b)]);
  if (!two) return 'missing after';
  if (!one) return 'missing before';
  if (one.width !== two.width || one.height !== two.height || one.channels !== two.channels) {
    return `size ${one.width}x${one.height}x${one.channels} -> ${two.width}x${two.height}x${two.channels}`;
  }
  let pixels = 0;
  const channels = one.channels;
  for (let i = 0; i < one.data.length; i += channels) {
    for (let c = 0; c < channels; c++) {
      if (one.data[i + c] !== two.data[i + c]) {
        pixels += 1;
        break;
      }
    }
  }
  return pixels === 0 ? 'same' : `${pixels} pixels differ`;
}

async function readImage(path: string) {
  try {
    const image = decode(await readFile(path));
    return {
      width: image.width,
      height: image.height,
      channels: image.channels,
      data: image.getRawImage().data,
    };
  } catch {
    return null;
  }
}
