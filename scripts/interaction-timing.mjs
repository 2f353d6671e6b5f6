// `npm run timing [-- --taps=20 --no-build]`: how long a tap that changes a score takes to show
// on screen, in Chromium with the CPU slowed 4x (a modest phone), on the end-of-round screen: a
// player's hand tapped in tile by tile, each tap followed by the new total. Prints the median and
// the worst tap, measured three ways:
// - tap to paint: from the tap's click event (its timeStamp) until the page has painted the frame
//   that shows the new total (the total's text changes, then a requestAnimationFrame and a message
//   posted from it, which runs once the page's part of that frame, style to paint, is done);
// - Event Timing: the browser's own duration for the interaction, up to the frame on the screen
//   (what INP is made of), in steps of 8 ms;
// - main-thread work: the page's CPU time for the tap (thread time, from a trace of the same taps
//   made again), which leaves out the time other processes took: on a busy machine the two above
//   grow, this one less so. The first two are measured untraced: tracing slows the page down.
// Goal: under 50 ms. A measurement, not a test: it exits 1 only when something fails to run.
//
// Runs with tsx (see package.json) so it shares the build, serving and stored games of the
// browser tests (test/e2e/app-build.ts, test/e2e/stored-games.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import scorekeeper from '../src/i18n/locales/en/scorekeeper.ts';
import { buildApp, serveBuild } from '../test/e2e/app-build.ts';
import { GAME_IN_PROGRESS, storeFixtureGames } from '../test/e2e/stored-games.ts';

const GOAL_MS = 50;
const CPU_SLOWDOWN = 4;
// The same flags as the browser tests (test/e2e/harness.ts).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const { values: options } = parseArgs({
  options: { taps: { type: 'string', default: '20' }, build: { type: 'boolean', default: true } },
  allowNegative: true,
});
const taps = Number(options.taps);
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts watching the next tap: its click, the first change inside `selector`, the paint after. */
function watchNextTap(selector) {
  const watched = document.querySelector(selector);
  window.__tapToPaint = new Promise((resolve, reject) => {
    if (!watched) {
      reject(new Error(`nothing matches ${selector}`));
      return;
    }
    let tappedAt = null;
    addEventListener(
      'click',
      (event) => {
        tappedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const changed = new MutationObserver(() => {
      changed.disconnect();
      requestAnimationFrame(() => {
        const afterPaint = new MessageChannel();
        afterPaint.port1.onmessage = () => resolve(performance.now() - tappedAt);
        afterPaint.port2.postMessage(null);
      });
    });
    changed.observe(watched, { childList: true, characterData: true, subtree: true });
  });
}

/** Collects the browser's Event Timing durations from now on, the longest event of each interaction. */
function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const longest = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(longest, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16 });
}

/** Scrolls the element into view and returns its centre, in CSS pixels of the viewport. */
async function centreOnScreen(element) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error('a tile to tap is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's tap, sent straight to the browser's input pipeline: Playwright's own tap() first runs
 * its actionability checks as scripts in the page, which would be measured along with the app.
 */
async function tap(cdp, { x, y }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * The page's main-thread CPU time for each tap in a Chromium trace: the task that dispatched its
 * click (with the mouse events a tap makes) and every task after it until the end of the one that
 * painted the next frame. Thread time (tdur), so time other processes held the CPU does not count.
 */
function mainThreadWorkPerTap(traceEvents) {
  const complete = traceEvents.filter((event) => event.ph === 'X');
  return complete
    .filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click')
    .map((click) => {
      const onMainThread = complete.filter((e) => e.pid === click.pid && e.tid === click.tid);
      const tasks = onMainThread.filter((e) => e.name === 'RunTask');
      const within = (event) => (task) => task.ts <= event.ts && event.ts < task.ts + task.dur;
      const clickTask = tasks.find(within(click));
      const paint = onMainThread.find((e) => e.name === 'Paint' && e.ts > click.ts);
      const paintTask = paint && tasks.find(within(paint));
      if (!clickTask || !paintTask)
        throw new Error('the trace lacks the click or the paint of a tap');
      return (
        tasks
          .filter((task) => task.ts >= clickTask.ts && task.ts <= paintTask.ts)
          .reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000
      );
    });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const ms = (value) => `${value.toFixed(1)} ms`;

function summary(label, values) {
  const worst = Math.max(...values);
  const verdict = worst < GOAL_MS ? 'within' : 'OVER';
  return `${label}: median ${ms(median(values))}, max ${ms(worst)} (${verdict} the ${GOAL_MS} ms goal)`;
}

const build = options.build ? await mkdtemp(join(tmpdir(), 'mtc-timing-build-')) : dist;
if (options.build) {
  console.log(`Building the app into ${build} ...`);
  await buildApp(build);
}
const served = await serveBuild(build);
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(served.url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => indexedDB.databases().then((found) => found.length > 0));
  await storeFixtureGames(page);

  // The second player has nothing entered yet in the fixture's half-typed round.
  const seat = 1;
  const name = GAME_IN_PROGRESS.players[seat]?.name ?? '';
  await page.goto(new URL(`game/${GAME_IN_PROGRESS.id}/end`, served.url).href);
  const hand = page.getByRole('region', { name });
  await hand.waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // Not a score change, but the heaviest tap on the screen: the whole set appears.
  const handSelector = `section[aria-labelledby="seat-${seat}"]`;
  await page.evaluate(watchNextTap, handSelector);
  await hand.getByRole('radio', { name: scorekeeper.endRound.how.tiles }).tap();
  const switchToTiles = await page.evaluate(() => window.__tapToPaint);
  const picker = hand.getByRole('group', {
    name: scorekeeper.endRound.tilesLabel.replace('{name}', name),
  });
  await picker.waitFor();
  await page.waitForTimeout(300);

  // Tiles that can go into this hand: not the engine, not in another hand.
  const free = picker.locator('button[aria-pressed="false"]:not([aria-disabled])');
  const tiles = Math.ceil(taps / 2);
  if ((await free.count()) < tiles) throw new Error(`fewer than ${tiles} tiles to tap`);
  const buttons = await Promise.all(
    Array.from({ length: tiles }, async (_, i) => (await free.nth(i).elementHandle()) ?? null),
  );
  // Each tile tapped in, then each tapped out again: every tap changes the hand's total, and the
  // hand is as it was after the last one.
  const order = [...buttons, ...buttons].slice(0, taps);
  const totalSelector = `${handSelector} .tapped-total`;
  const tapEach = async () => {
    const tapToPaint = [];
    for (const button of order) {
      const point = await centreOnScreen(button);
      // A person's next tap comes a moment later; the last tap's write settles meanwhile.
      await page.waitForTimeout(300);
      await page.evaluate(watchNextTap, totalSelector);
      await tap(cdp, point);
      tapToPaint.push(await page.evaluate(() => window.__tapToPaint));
    }
    return tapToPaint;
  };

  // Timed untraced first (a trace records every event, which slows the page itself down), the
  // first tap on the set included; then the same taps again, traced, for the page's CPU time.
  await page.evaluate(recordInteractions);
  const tapToPaint = await tapEach();
  const interactions = await page.evaluate(() => [...window.__interactions.values()]);
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await tapEach();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const mainThreadWork = mainThreadWorkPerTap(trace.traceEvents ?? trace);
  if (mainThreadWork.length !== taps) {
    throw new Error(`the trace shows ${mainThreadWork.length} clicks for ${taps} taps`);
  }

  console.log(
    `\nEnd of round (/game/:id/end), ${taps} tile taps, CPU slowed ${CPU_SLOWDOWN}x, ${page.viewportSize()?.width} px wide:`,
  );
  console.log(`  ${summary('tap to paint', tapToPaint)}`);
  if (interactions.length > 0) {
    console.log(`  ${summary('Event Timing (interactions of 16 ms or more)', interactions)}`);
    console.log(`  ${interactions.length} interactions reached 16 ms`);
  } else {
    console.log('  Event Timing: no interaction reached 16 ms');
  }
  console.log(`  ${summary('main-thread work', mainThreadWork)}`);
  console.log(
    `  each tap, tap to paint: ${tapToPaint.map((value) => value.toFixed(0)).join(' ')} ms`,
  );
  console.log(
    `  each tap, main-thread work: ${mainThreadWork.map((value) => value.toFixed(0)).join(' ')} ms`,
  );
  // Other work on the machine takes the CPU from the page and counts as the app's time.
  const [load] = loadavg();
  if (load > availableParallelism()) {
    console.log(
      `  (the machine was busy: load ${load.toFixed(1)} on ${availableParallelism()} cores)`,
    );
  }
  console.log(
    `  switching the hand to tiles (the whole set drawn): ${ms(switchToTiles)} tap to paint`,
  );
} finally {
  await browser.close();
  await served.close();
  if (build !== dist) await rm(build, { recursive: true, force: true });
}
