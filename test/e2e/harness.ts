import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath, PHONE } from './chromium';

export interface AppOptions {
  /** CSS pixels; a phone (390x844) unless given. Narrower than 768 also means touch and mobile. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** Start with no network at all, as if the phone were in airplane mode. */
  readonly offline?: boolean;
  readonly colorScheme?: 'light' | 'dark' | 'no-preference';
  /** Browser language, e.g. 'fr-FR' (navigator.language and Accept-Language). */
  readonly locale?: string;
  /** Path to open, relative to the app's root; '/' unless given. */
  readonly path?: string;
  /**
   * false: the page's scripts never run, to see what is painted before them. Tests can still
   * evaluate; CSP violations then show only as console errors ("Refused to ...").
   */
  readonly javaScriptEnabled?: boolean;
}

/** What went wrong in the page: a test asserts these are empty with expectNoProblems(). */
interface PageProblems {
  /** console.error messages and failed loads (404, offline misses), as Chromium prints them. */
  readonly consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  readonly pageErrors: string[];
  /** `securitypolicyviolation` events: "<directive> blocked <uri>" */
  readonly cspViolations: string[];
}

export interface App {
  readonly page: Page;
  readonly context: BrowserContext;
  /** The built app's root URL, e.g. http://127.0.0.1:41234/ */
  readonly baseURL: string;
  /** What has gone wrong so far, after letting pending reports arrive. */
  problems(): Promise<PageProblems>;
  /** Closes the pages (the browser too, for a persistent profile). Done after each test anyway. */
  close(): Promise<void>;
}

export interface PersistentApp extends App {
  readonly profileDir: string;
  /** Kills the browser with SIGKILL: no unload handlers, no orderly shutdown, like a dead battery. */
  crash(): Promise<void>;
}

let browser: Browser | undefined;
const openApps = new Set<App>();
const tempDirs = new Set<string>();

/**
 * Opens the built app in a fresh, isolated browser context (empty storage, no service worker yet)
 * of this test file's browser. Each test file launches its own browser, with its own fresh
 * user-data-dir.
 */
export async function openApp(options: AppOptions = {}): Promise<App> {
  browser ??= await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const context = await browser.newContext(contextOptions(options));
  const app = await watchAndOpen(context, await context.newPage(), options, () => context.close());
  return app;
}

/** A new empty profile folder for openPersistentApp(), removed when the test file ends. */
export const createProfileDir = (): Promise<string> => createTempDir('mtc-e2e-profile-');

/** A new empty folder for a test's files (a photo to choose), removed when the test file ends. */
export const createFilesDir = (): Promise<string> => createTempDir('mtc-e2e-files-');

async function createTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/**
 * Opens the app in a browser that keeps its profile (IndexedDB, service worker, caches) in
 * profileDir, for restart and crash tests: close() or crash() it, then open the same folder again.
 */
export async function openPersistentApp(
  profileDir: string,
  options: AppOptions = {},
): Promise<PersistentApp> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
    ...contextOptions(options),
  });
  // Chromium removes the folder of its profile's lock socket when it exits, not when killed.
  const socket = await readlink(join(profileDir, 'SingletonSocket')).catch(() => undefined);
  if (socket) tempDirs.add(dirname(socket));
  const page = context.pages()[0] ?? (await context.newPage());
  const app = await watchAndOpen(context, page, options, () => context.close());
  return {
    ...app,
    profileDir,
    crash: async () => {
      openApps.delete(app);
      const closed = new Promise((resolve) => context.once('close', resolve));
      await killAll(await browserProcesses(profileDir));
      await closed;
    },
  };
}

/**
 * Waits until the service worker has installed (everything is precached), then cuts the network.
 * Going offline sooner would test a half-filled cache; pass `{ waitForServiceWorker: false }` to
 * do exactly that.
 */
export async function goOffline(app: App, { waitForServiceWorker = true } = {}): Promise<void> {
  if (waitForServiceWorker) await serviceWorkerReady(app.page);
  await app.context.setOffline(true);
}

/** Resolves once a service worker is active for the page, i.e. the app shell is precached. */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** No console error, no uncaught error and no CSP violation so far. */
export async function expectNoProblems(app: App): Promise<void> {
  expect(await app.problems()).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [] });
}

/**
 * Waits until `check`, run in the page, resolves to true; run again every 100 ms. Not
 * page.waitForFunction, which takes the promise an async function returns for a true answer at
 * once.
 */
export async function waitInPage<Arg>(
  page: Page,
  check: (arg: Arg) => Promise<boolean>,
  arg: Arg,
  timeout = 15_000,
): Promise<void> {
  // The argument goes to the page as it is (plain data), which Playwright's types cannot see here.
  const inPage = check as (arg: unknown) => Promise<boolean>;
  // A loop, not expect.poll, which runs only inside a test, not in a beforeAll.
  const until = Date.now() + timeout;
  while (!(await page.evaluate(inPage, arg))) {
    if (Date.now() > until) throw new Error(`the page's check was still false after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * What every open page shows, for a failed test's report: its address, what has focus, its
 * problems and its text. A failure seen only on CI can then be read from CI's log.
 */
export async function describeOpenApps(): Promise<string> {
  const described = await Promise.all(
    [...openApps].flatMap((app) =>
      app.context.pages().map(async (page) => {
        const shown = await page
          .evaluate(() => {
            const element = document.activeElement;
            const name = element?.getAttribute('aria-label') ?? element?.textContent ?? '';
            return {
              focused:
                element && element !== document.body
                  ? `${element.tagName.toLowerCase()} "${name.trim().slice(0, 80)}"`
                  : '',
              // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not what is hidden
              text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 1500),
            };
          })
          .catch((error: unknown) => ({ focused: '', text: `(unreadable: ${String(error)})` }));
        const problems = await app.problems().catch(() => null);
        return [
          `page ${page.url()}`,
          `  focused: ${shown.focused}`,
          `  problems: ${JSON.stringify(problems)}`,
          `  text: ${shown.text}`,
        ].join('\n');
      }),
    ),
  );
  return described.join('\n');
}

/** Closes every app a test left open; cleanup.ts runs it after each test. */
export async function closeOpenApps(): Promise<void> {
  const apps = [...openApps];
  openApps.clear();
  await Promise.all(apps.map((app) => app.close().catch(() => {})));
}

/** Closes this file's browser and removes its folders; cleanup.ts runs it at the end. */
export async function closeBrowser(): Promise<void> {
  await closeOpenApps();
  await browser?.close();
  browser = undefined;
  await Promise.all([...tempDirs].map((dir) => rm(dir, { recursive: true, force: true })));
  tempDirs.clear();
}

function contextOptions(options: AppOptions): BrowserContextOptions {
  const viewport = options.viewport ?? PHONE;
  const phoneOrTablet = viewport.width < 768;
  return {
    viewport,
    isMobile: phoneOrTablet,
    hasTouch: phoneOrTablet,
    offline: options.offline ?? false,
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.locale ? { locale: options.locale } : {}),
  };
}

async function watchAndOpen(
  context: BrowserContext,
  page: Page,
  options: AppOptions,
  close: () => Promise<void>,
): Promise<App> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const cspViolations: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(describeConsoleMessage(message));
  });
  context.on('weberror', (error) => {
    pageErrors.push(String(error.error()));
  });
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    cspViolations.push(violation);
  });
  // Injected through the DevTools protocol, so the page's own CSP does not apply to it.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(v: string): void })
        .__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });

  const baseURL = inject('baseURL');
  const app: App = {
    page,
    context,
    baseURL,
    problems: async () => {
      // Violation reports and console messages travel asynchronously; one round trip to the page
      // after a macrotask lets those already raised arrive first. (No timers run without scripts.)
      if (options.javaScriptEnabled !== false) {
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => {});
      }
      return {
        consoleErrors: [...consoleErrors],
        pageErrors: [...pageErrors],
        cspViolations: [...cspViolations],
      };
    },
    close: async () => {
      openApps.delete(app);
      await close();
    },
  };
  openApps.add(app);
  // Under the test's own 60 s, so a step that never happens fails naming what it waited for.
  page.setDefaultTimeout(30_000);
  await page.goto(new URL(options.path ?? '/', baseURL).href);
  return app;
}

function describeConsoleMessage(message: {
  text(): string;
  location(): { url: string; lineNumber: number };
}) {
  const { url, lineNumber } = message.location();
  return url ? `${message.text()} (${url}:${lineNumber})` : message.text();
}

/**
 * Every process of the browser running on profileDir: the one with the profile folder on its
 * command line (Playwright does not expose the process of a persistent context, and no other
 * browser uses that folder) and all its descendants, the renderer and the storage service among
 * them, so a test can kill them all at one exact moment.
 */
export async function browserProcesses(profileDir: string): Promise<number[]> {
  const marker = `--user-data-dir=${profileDir}`;
  const parents = new Map<number, number>();
  const roots: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const [commandLine, stat] = await Promise.all([
      readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => ''),
      readFile(`/proc/${entry}/stat`, 'utf8').catch(() => ''),
    ]);
    parents.set(pid, parentOf(stat));
    if (commandLine.split('\0').includes(marker)) roots.push(pid);
  }
  if (roots.length === 0) throw new Error(`no browser runs with ${marker}`);
  const tree = new Set(roots);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  return [...tree];
}

// stat reads "pid (name) state ppid ...", and the name may hold spaces.
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
const parentOf = (stat: string) => Number(statFields(stat)[1]);

/**
 * SIGKILL to every one at once (no unload, no flush, like a dead battery), then waits until each
 * has died. A process killed inside a disk write dies only when the write returns, still holding
 * its files (here 80-430 ms after the kill, in 118 of 120 kills): a browser started on the profile
 * before then can find its IndexedDB in use, and about once in 300 kills the app restarted on an
 * empty store. A phone starts the app again only once the old one is gone.
 */
export async function killAll(pids: readonly number[]): Promise<void> {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone with its parent.
    }
  }
  const deadline = Date.now() + 10_000;
  for (const pid of pids) {
    // Gone, or a zombie: it has exited and closed its files, only its parent has not reaped it.
    while (
      (statFields(await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ') Z'))[0] ?? 'Z') !== 'Z'
    ) {
      if (Date.now() > deadline) throw new Error(`process ${pid} outlived SIGKILL by 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
}
