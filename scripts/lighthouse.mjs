// `npm run lighthouse [-- --runs=3 --only=home --no-build --http1]`: Lighthouse 12 (mobile: a
// mid-range phone on a slow 4G line, simulated) against a fresh build (or dist/ as it is, with
// --no-build), for home and every screen of src/screens/routes.ts (see screensToMeasure). Prints
// the median score of each category over the runs, the median timings, and every audit that fell
// short in any run, with the elements it names. Exits 1 when a median is under 100. Not part of
// `npm test`: sixteen screens three times take about ten minutes.
//
// The build is served as a host serves the app: over HTTPS (a self-signed certificate, which this
// Chromium is told to accept), hence HTTP/2. A service worker needs HTTPS anywhere but localhost,
// and every HTTPS host speaks HTTP/2. With --http1 it is served as `vite preview` does, over plain
// HTTP/1.1, where the simulated phone opens at most six connections and each new one costs a
// round trip: the same app scores a few points lower there.
//
// Runs with tsx (see package.json) so it shares the build, serving and stored games of the
// browser tests (test/e2e/app-build.ts, test/e2e/stored-games.ts).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildApp, serveBuild } from '../test/e2e/app-build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/chromium.ts';
import { GAME_IN_PROGRESS, storeFixtureGames } from '../test/e2e/stored-games.ts';
import { everyScreen } from '../test/e2e/sweep-screens.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const GOAL = 100;
const TIMINGS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: true },
    /** One screen by name, e.g. home, game or game-end (see screensToMeasure). */
    only: { type: 'string' },
    /** Plain HTTP/1.1 instead of HTTPS and HTTP/2. */
    http1: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const runs = Number(options.runs);
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? chromiumPath;

/**
 * The screens measured: home and every route of src/screens/routes.ts (a new route is measured
 * without a change here), the game's routes on the fixture's game in progress. Each is named by
 * its route's words (/game/:id/end is game-end) for --only.
 */
function screensToMeasure() {
  const screens = everyScreen(GAME_IN_PROGRESS.id).map(({ route, path }) => ({
    name:
      route
        .split('/')
        .filter((part) => part && !part.startsWith(':'))
        .join('-') || 'home',
    path,
  }));
  const names = screens.map(({ name }) => name);
  if (new Set(names).size !== names.length) throw new Error(`two screens share a name: ${names}`);
  const chosen = screens.filter(({ name }) => !options.only || name === options.only);
  if (chosen.length === 0) throw new Error(`--only=${options.only}: one of ${names.join(', ')}`);
  return chosen;
}

/**
 * Gives the browser's profile the fixture's games (a game in progress among them), so the round
 * screen has a game to show. Lighthouse clears the service worker and caches before each run, not
 * IndexedDB: every run is a first visit to the app, with the games already on the phone. The rows
 * go into the database behind the app's back, so home is opened once more and shows the game to
 * continue: the app then keeps its note beside the database (src/db/continue-note.ts), as it does
 * whenever a game is saved. Without it, home's first run painted from a stale note saying there
 * was nothing to continue, and the button arriving with the database moved everything below it.
 */
async function storeGames(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await storeFixtureGames(page);
    await page.reload();
    await page.getByRole('link', { name: /Continue the game/ }).waitFor();
    await page.close();
  } finally {
    await browser.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The audits that cost points in a run, with what they name (elements, files), by id. */
function shortfalls(lhr) {
  const found = new Map();
  for (const category of CATEGORIES) {
    for (const { id, weight } of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[id];
      if (weight === 0 || audit.score === null || audit.score >= 1) continue;
      const items = (audit.details?.items ?? [])
        .map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? item.description)
        .filter(Boolean)
        .slice(0, 5);
      found.set(id, { category, title: audit.title, value: audit.displayValue ?? '', items });
    }
  }
  return found;
}

/** Each audit that cost points in some run, with its value in every run where it did. */
function shortfallsOverRuns(results) {
  const missed = new Map();
  for (const lhr of results) {
    for (const [id, found] of shortfalls(lhr)) {
      const seen = missed.get(id) ?? { ...found, values: [] };
      if (found.value) seen.values.push(found.value);
      missed.set(id, seen);
    }
  }
  return missed;
}

/**
 * How much of the page's main-thread time, in tasks of 10 ms or more after the navigation, its
 * thread spent on a CPU rather than waiting for one. Lighthouse simulates a phone from the wall
 * time of each task (four times as long), so on a busy machine a task that took 20 ms of work but
 * waited 100 ms for a core counts as 480 ms: near 100 % the timings are the app's, far under it
 * they are the machine's.
 */
function cpuShare(trace, url) {
  const start = trace.traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  if (!start) return null;
  let wall = 0;
  let cpu = 0;
  for (const event of trace.traceEvents) {
    if (event.name !== 'RunTask' || event.pid !== start.pid || event.tid !== start.tid) continue;
    if (event.ts < start.ts || event.dur < 10_000 || event.tdur === undefined) continue;
    wall += event.dur;
    cpu += event.tdur;
  }
  return wall > 0 ? cpu / wall : null;
}

/**
 * When the page first painted (observed, not simulated) and how long the browser's compositor
 * dropped frames before it, at its longest stretch. On this machine headless Chromium sometimes
 * drops every frame for a second or two while the page waits with its work done (its database
 * reads over by 0.45 s, its main thread idle): the first paint, observed at 2.3 s instead of
 * 0.4 s, then costs Speed Index and a point or two, which no change to the app moves.
 */
function frameStall(trace, url) {
  const start = trace.traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  const painted = trace.traceEvents.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === start?.pid && event.ts > start.ts,
  );
  if (!start || !painted) return null;
  const dropped = trace.traceEvents
    .filter(
      (event) =>
        event.name === 'DroppedFrame' &&
        event.pid === start.pid &&
        event.ts > start.ts &&
        event.ts < painted.ts,
    )
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  let longest = 0;
  let from = dropped[0];
  dropped.forEach((ts, i) => {
    // Frames come every 16.7 ms: a longer gap ends a stretch of dropped ones.
    if (i > 0 && ts - (dropped[i - 1] ?? ts) > 40_000) from = ts;
    longest = Math.max(longest, ts - (from ?? ts));
  });
  return { firstPaint: (painted.ts - start.ts) / 1000, dropped: longest / 1000 };
}

async function measure(port, url, reports) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const { lhr, report, artifacts } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    await writeFile(
      join(reports, `${new URL(url).pathname.replaceAll('/', '_')}-${run}.json`),
      report,
    );
    results.push({
      lhr,
      cpuShare: cpuShare(artifacts.Trace, url),
      stall: frameStall(artifacts.Trace, url),
    });
  }
  return results;
}

function print(name, path, measured) {
  const results = measured.map(({ lhr }) => lhr);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round(median(results.map((lhr) => lhr.categories[category].score * 100))),
    ]),
  );
  console.log(`\n${name} (${path}), median of ${results.length}:`);
  console.log(`  ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join('  ')}`);
  const protocols = new Set(
    results.flatMap((lhr) =>
      (lhr.audits['network-requests'].details?.items ?? []).map((request) => request.protocol),
    ),
  );
  console.log(`  requests over ${[...protocols].filter(Boolean).join(', ')}`);
  const timings = TIMINGS.map((id) => {
    const value = median(results.map((lhr) => lhr.audits[id].numericValue));
    return id === 'cumulative-layout-shift'
      ? `CLS ${value.toFixed(3)}`
      : `${results[0].audits[id].title} ${Math.round(value)} ms`;
  });
  console.log(`  ${timings.join(', ')}`);
  const shares = measured.map((run) => run.cpuShare).filter((share) => share !== null);
  console.log(
    `  load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores; the main thread was on ` +
      `a CPU ${shares.map((share) => `${Math.round(share * 100)} %`).join(' / ')} of its tasks' time`,
  );
  const stalls = measured.map((run) => run.stall).filter((stall) => stall !== null);
  console.log(
    `  first paint observed at ${stalls.map(({ firstPaint }) => `${Math.round(firstPaint)}`).join(' / ')} ms; ` +
      `the browser dropped every frame before it for ` +
      `${stalls.map(({ dropped }) => `${Math.round(dropped)}`).join(' / ')} ms at most`,
  );
  const failed = new Set(
    results.flatMap((lhr) =>
      Object.values(lhr.audits)
        .filter((audit) => audit.errorMessage)
        .map((audit) => audit.id),
    ),
  );
  if (failed.size > 0) console.log(`  (Lighthouse could not run: ${[...failed].join(', ')})`);
  for (const [id, { category, title, values, items }] of shortfallsOverRuns(results)) {
    console.log(
      `  - ${category}: ${title}${values.length ? ` (${values.join(' / ')})` : ''} [${id}]`,
    );
    for (const item of items) console.log(`      ${String(item).replaceAll(/\s+/g, ' ')}`);
  }
  return Object.values(scores).every((score) => score >= GOAL);
}

// A folder of its own, so a build or a test someone else is running over dist/ is left alone.
const build = options.build ? await mkdtemp(join(tmpdir(), 'mtc-lighthouse-build-')) : dist;
if (options.build) {
  console.log(`Building the app into ${build} ...`);
  await buildApp(build);
}
const served = await serveBuild(build, { https: !options.http1 });
const chrome = await launch({
  chromePath,
  chromeFlags: options.http1 ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--ignore-certificate-errors'],
});
const reports = await mkdtemp(join(tmpdir(), 'mtc-lighthouse-'));
let allMet = true;
try {
  const screens = screensToMeasure();
  await storeGames(chrome.port, served.url);
  console.log(`Lighthouse ${runs}x per screen, mobile, against ${served.url}`);
  for (const { name, path } of screens) {
    const results = await measure(chrome.port, new URL(path.slice(1), served.url).href, reports);
    allMet = print(name, path, results) && allMet;
  }
  console.log(`\nFull reports (JSON): ${reports}`);
  // Simulated timings come from the trace's CPU times: other work on the machine inflates them.
  const [load] = loadavg();
  if (load > availableParallelism()) {
    console.log(
      `(The machine was busy: load ${load.toFixed(1)} on ${availableParallelism()} cores.)`,
    );
  }
} finally {
  chrome.kill();
  await served.close();
  if (build !== dist) await rm(build, { recursive: true, force: true });
}
if (!allMet) {
  console.log(`A median is under ${GOAL}.`);
  process.exitCode = 1;
}
