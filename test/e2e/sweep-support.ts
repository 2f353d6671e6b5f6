import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { DATABASE_NAME } from '../../src/db/database';
import { LOCALE_STORAGE_KEY } from '../../src/i18n/active-locale';
import type { Locale } from '../../src/i18n/locales';
import enHome from '../../src/i18n/locales/en/home';
import enScorekeeper from '../../src/i18n/locales/en/scorekeeper';
import frHome from '../../src/i18n/locales/fr/home';
import frScorekeeper from '../../src/i18n/locales/fr/scorekeeper';
import ruHome from '../../src/i18n/locales/ru/home';
import ruScorekeeper from '../../src/i18n/locales/ru/scorekeeper';
import zhHome from '../../src/i18n/locales/zh/home';
import zhScorekeeper from '../../src/i18n/locales/zh/scorekeeper';
import { ROUTES } from '../../src/screens/routes';
import { storeRows } from './stored-games';

/**
 * The accessibility sweep's tools: a game played through the screens once and put back into each
 * fresh browser, every screen's address, and the measurements the sweep makes on a page (axe,
 * tap targets, sideways scrolling, text size, keyboard focus), each returning readable findings.
 */

/** Names in four scripts, as a family around one table might write them. */
const SEED_PLAYERS = ['Ann', 'Бабушка', '奶奶', 'Zoë'] as const;

/** Where the app remembers its text size (src/state/preferences.ts). */
const TEXT_SIZE_STORAGE_KEY = 'mexican-train.text-size';

/** A game as the database holds it, to put back into a fresh browser. */
export interface SeededGame {
  readonly id: string;
  readonly tables: Record<string, unknown[]>;
}

/**
 * Plays a game through the screens as a person does, in English: four players, round 1 with a
 * marker, an engine placer and typed and tapped pips, saved; round 2 begun with a marker and
 * half its end-of-round form filled in. Every route then has something real to show.
 */
export async function seedGameThroughScreens(page: Page, baseURL: string): Promise<SeededGame> {
  const { newGame, round, endRound } = enScorekeeper;
  await page.goto(new URL('new', baseURL).href);
  await page.getByRole('heading', { level: 1, name: newGame.title }).waitFor();
  for (const [seat, name] of SEED_PLAYERS.entries()) {
    const field = page.getByLabel(newGame.players.nameLabel.replace('{number}', String(seat + 1)));
    if ((await field.count()) === 0) {
      await page.getByRole('button', { name: newGame.players.add }).click();
    }
    await field.fill(name);
  }
  await page.getByRole('button', { name: newGame.start }).click();
  await page.waitForURL(/\/game\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split('/')[2] ?? '';

  // Round 1: Zoë placed the engine; Бабушка could not play and put her marker out.
  await page.getByRole('heading', { level: 1, name: 'Round 1 of 13' }).waitFor();
  await page.getByRole('button', { name: 'Zoë', exact: true }).click();
  await page.getByRole('button', { name: /Бабушка's train/ }).click();
  await page.getByRole('link', { name: round.actions.end }).click();
  await page.getByRole('heading', { level: 1, name: 'End of round 1' }).waitFor();
  await page
    .getByRole('group', { name: endRound.out.legend })
    .getByRole('radio', { name: 'Ann', exact: true })
    .check();
  const pips = (name: string) => page.getByLabel(endRound.pipsLabel.replace('{name}', name));
  await pips('Бабушка').fill('23');
  await pips('Zoë').fill('41');
  const grandma = page.getByRole('region', { name: '奶奶', exact: true });
  await grandma.getByRole('radio', { name: endRound.how.tiles }).check();
  // A tile by its two numbers: one of them, then the tile among those carrying it.
  await grandma.getByRole('radio', { name: '0', exact: true }).check();
  await grandma.getByRole('button', { name: 'double blank', exact: true }).click();
  await grandma.getByRole('radio', { name: '3', exact: true }).check();
  await grandma.getByRole('button', { name: 'three–five', exact: true }).click();
  await page.getByRole('button', { name: 'Save round 1' }).click();

  // Round 2: a marker on Zoë's train, then half the end of the round: who went out, one score.
  await page.getByRole('heading', { level: 1, name: 'Round 2 of 13' }).waitFor();
  await page.getByRole('button', { name: /Zoë's train/ }).click();
  await page.getByRole('link', { name: round.actions.end }).click();
  await page.getByRole('heading', { level: 1, name: 'End of round 2' }).waitFor();
  await page
    .getByRole('group', { name: endRound.out.legend })
    .getByRole('radio', { name: '奶奶', exact: true })
    .check();
  await pips('Ann').fill('17');
  // Every keystroke is saved; wait for the draft to reach the database before reading it back.
  await page.waitForFunction(
    async ({ name, gameId }) => {
      const rows = await new Promise<{ id: string; draft?: { entries?: unknown[] } }[]>(
        (resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('games').objectStore('games').getAll();
            read.onsuccess = () => {
              open.result.close();
              resolve(read.result);
            };
            read.onerror = () => reject(read.error);
          };
        },
      );
      return JSON.stringify(rows.find((row) => row.id === gameId)?.draft?.entries ?? []).includes(
        '17',
      );
    },
    { name: DATABASE_NAME, gameId: id },
  );
  return { id, tables: await readDatabase(page) };
}

/** Every row of every table of the app's database. */
async function readDatabase(page: Page): Promise<Record<string, unknown[]>> {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown[]>>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          const tx = db.transaction(names);
          const tables: Record<string, unknown[]> = {};
          for (const table of names) {
            const read = tx.objectStore(table).getAll();
            read.onsuccess = () => {
              tables[table] = read.result;
            };
          }
          tx.oncomplete = () => {
            db.close();
            resolve(tables);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    DATABASE_NAME,
  );
}

/**
 * Puts a seeded game into this browser's database. The app must have opened the database
 * already (any screen shown); reload afterwards, as the app only watches its own writes.
 */
export function restoreSeededGame(page: Page, seeded: SeededGame): Promise<void> {
  return storeRows(page, seeded.tables);
}

/** A screen to visit: its route as routes.ts writes it, and an address with real parameters. */
export interface ScreenAddress {
  readonly route: string;
  readonly path: string;
}

/** Home and every route of src/screens/routes.ts, parameters filled from the seeded game. */
export function everyScreen(gameId: string): ScreenAddress[] {
  const parameters: Record<string, string> = { id: gameId, round: '1' };
  const routes = ['/', ...ROUTES.map(({ path }) => path)];
  return routes.map((route) => ({
    route,
    path: route.replace(/:(\w+)\??/g, (_, name: string) => {
      const value = parameters[name];
      if (value === undefined)
        throw new Error(`sweep-support.ts: give :${name} of ${route} a value`);
      return value;
    }),
  }));
}

/** What the person has chosen on this phone, as the app remembers it in localStorage. */
export interface Preferences {
  readonly locale: Locale;
  readonly textSize?: 'normal' | 'large' | 'larger';
}

/** Remembers the language and text size as the settings screen would, for the next load. */
export async function choosePreferences(page: Page, preferences: Preferences): Promise<void> {
  await page.evaluate(
    ({ keys, preferences }) => {
      localStorage.setItem(keys.locale, preferences.locale);
      localStorage.setItem(keys.textSize, preferences.textSize ?? 'normal');
    },
    { keys: { locale: LOCALE_STORAGE_KEY, textSize: TEXT_SIZE_STORAGE_KEY }, preferences },
  );
}

const LOADING_TEXTS = [enHome, frHome, ruHome, zhHome]
  .map((messages) => messages.loading)
  .concat([enScorekeeper, frScorekeeper, ruScorekeeper, zhScorekeeper].map((m) => m.loading));

/**
 * Opens an address and waits until the screen is whole: its heading painted, its lazy code and
 * fonts loaded, no "loading" line left.
 */
export async function openScreen(page: Page, baseURL: string, path: string): Promise<void> {
  await page.goto(new URL(path.slice(1), baseURL).href, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    (loading) => !loading.some((text) => (document.body.textContent ?? '').includes(text)),
    LOADING_TEXTS,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await closeNotes(page);
}

/**
 * Closes the note the app shows over any screen ("ready to work offline", "a new version is
 * ready" when the build changed meanwhile) with its own Close button, the last one in it, so
 * the screen itself is what gets measured. The note is checked on its own.
 */
async function closeNotes(page: Page): Promise<void> {
  const close = page.locator('.update-prompt button').last();
  if (await close.isVisible()) await close.click();
}

/** The standards the issue names: WCAG 2.0 and 2.1, levels A and AA (colour contrast among them). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe found: one line per rule and element. */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Headings in order is the issue's own requirement; axe files it under best practice.
    .options({ rules: { 'heading-order': { enabled: true }, 'color-contrast': { enabled: true } } })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${firstLine(node.failureSummary)}`,
    ),
  );
}

/**
 * Scores and main actions need 7:1 (axe's enhanced contrast rule), not only 4.5:1: checked on
 * the elements the selectors find, if any are on the screen.
 */
export async function enhancedContrastFindings(page: Page, selectors: string[]): Promise<string[]> {
  const present: string[] = [];
  for (const selector of selectors) {
    if ((await page.locator(selector).count()) > 0) present.push(selector);
  }
  if (present.length === 0) return [];
  let builder = new AxeBuilder({ page }).withRules(['color-contrast-enhanced']);
  for (const selector of present) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${firstLine(node.failureSummary)}`,
    ),
  );
}

function firstLine(text: string | undefined): string {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
    .join(' ');
}

/** One tap target as measured: what it says, and its box in CSS pixels. */
interface Target {
  readonly text: string;
  readonly width: number;
  readonly height: number;
}

export interface TargetFindings {
  /** How many targets were measured. */
  readonly count: number;
  /** Smaller than 48 x 48 CSS px. */
  readonly small: Target[];
  /** Pairs whose boxes overlap. */
  readonly overlapping: [string, string][];
}

/** The smallest target the issue allows, in CSS pixels each way. */
export const MIN_TARGET = 48;

/**
 * Every visible thing a finger can tap: buttons, links, fields, summaries, role=button; a radio,
 * checkbox or file input inside a label counts by the label's box, the part a person taps.
 */
export async function measureTargets(page: Page): Promise<TargetFindings> {
  // At the end of the page a bar that sticks to the bottom rests in its own place: anything it
  // covers there, no scrolling can uncover. Higher up it floats over content by design.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate((minimum) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], summary, [tabindex]:not([tabindex="-1"])';
    const labelled = ['radio', 'checkbox', 'file'];
    const boxes: Element[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const input = element instanceof HTMLInputElement ? element : null;
      const box =
        input && labelled.includes(input.type)
          ? (input.closest('label') ?? input.labels?.[0] ?? input)
          : element;
      if (boxes.includes(box)) continue;
      const rect = box.getBoundingClientRect();
      // Not painted, or the 1-pixel "visually hidden" text for screen readers only.
      if (!box.checkVisibility({ visibilityProperty: true }) || rect.width <= 1 || rect.height <= 1)
        continue;
      boxes.push(box);
    }
    // Helpers as methods: a named arrow function would carry a bundler helper the page lacks.
    const say = {
      describe(element: Element) {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
        const name =
          element.getAttribute('aria-label') ??
          (text || (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || '');
        return `${element.tagName.toLowerCase()} "${name.slice(0, 60)}"`;
      },
    };
    const rects = boxes.map((box) => box.getBoundingClientRect());
    const small = boxes.flatMap((box, i) => {
      const rect = rects[i] as DOMRect;
      // A hundredth of a pixel is rounding, not a smaller target.
      return rect.width < minimum - 0.01 || rect.height < minimum - 0.01
        ? [
            {
              text: say.describe(box),
              width: Math.round(rect.width * 10) / 10,
              height: Math.round(rect.height * 10) / 10,
            },
          ]
        : [];
    });
    const overlapping: [string, string][] = [];
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as Element;
        const b = boxes[j] as Element;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = rects[i] as DOMRect;
        const rb = rects[j] as DOMRect;
        const across = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const down = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (across > 0.5 && down > 0.5) overlapping.push([say.describe(a), say.describe(b)]);
      }
    }
    return { count: boxes.length, small, overlapping };
  }, MIN_TARGET);
}

export interface OverflowFindings {
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** The innermost elements reaching past the right edge, to say what to fix. */
  readonly culprits: string[];
  /** Set when <html> or <body> hides sideways overflow, which would make the measure blind. */
  readonly hidden: string | null;
}

/** Whether the page scrolls sideways, and what sticks out if it does. */
export async function measureOverflow(page: Page): Promise<OverflowFindings> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    // Reaching past the right edge, or holding words wider than itself (which then spill out).
    const sticking = [...document.body.querySelectorAll('*')].filter((element) => {
      const rect = element.getBoundingClientRect();
      const spills =
        element.scrollWidth > element.clientWidth + 1 &&
        rect.width > 1 &&
        getComputedStyle(element).overflowX === 'visible';
      return rect.right > width + 0.5 || spills;
    });
    const culprits = sticking
      .filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text}" right edge ${Math.round(rect.right)}`;
      });
    const hiders = [document.documentElement, document.body].filter((element) =>
      ['hidden', 'clip'].includes(getComputedStyle(element).overflowX),
    );
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: width,
      culprits,
      hidden: hiders.length ? hiders.map((element) => element.tagName).join(', ') : null,
    };
  });
}

/** The smallest body text the issue allows, in CSS pixels. */
export const MIN_TEXT = 18;

/** Visible text set smaller than the minimum: its words and size. */
export async function smallText(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found = new Map<Element, string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!words || !parent || found.has(parent)) continue;
      const rect = parent.getBoundingClientRect();
      if (!parent.checkVisibility({ visibilityProperty: true }) || rect.width <= 1) continue;
      const size = Number.parseFloat(getComputedStyle(parent).fontSize);
      if (size < minimum) found.set(parent, `"${words.slice(0, 50)}" at ${size}px`);
    }
    return [...found.values()];
  }, MIN_TEXT);
}

/**
 * Presses Tab through the screen (up to `limit` stops) and lists every stop that shows no focus
 * ring: the element's own outline, or that of the label or choice box wrapped around it.
 */
export async function focusWithoutRing(
  page: Page,
  limit = 80,
): Promise<{ stops: number; unseen: string[]; covered: string[] }> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  const unseen: string[] = [];
  const covered: string[] = [];
  let stops = 0;
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const path: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        path.unshift(`${node.tagName}:${[...(node.parentElement?.children ?? [])].indexOf(node)}`);
      }
      const focus = {
        ringed(node: Element | null) {
          if (!node) return false;
          const style = getComputedStyle(node);
          return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
        },
      };
      const wrapper = element.closest('label');
      // What a finger at the middle of the focused thing would touch: it, or something over it.
      const box = (wrapper ?? element).getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const covered = !!top && !(wrapper ?? element).contains(top) && !top.contains(element);
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      return {
        key: path.join('/'),
        ringed: focus.ringed(element) || focus.ringed(wrapper),
        covered,
        text: `${element.tagName.toLowerCase()} "${name.slice(0, 50) || (element as HTMLInputElement).labels?.[0]?.textContent?.trim() || ''}"`,
      };
    });
    if (!stop) continue;
    if (seen.has(stop.key)) break;
    seen.add(stop.key);
    stops++;
    if (!stop.ringed) unseen.push(stop.text);
    if (stop.covered) covered.push(stop.text);
  }
  return { stops, unseen, covered };
}

/** Chromium's default text size, in CSS pixels, when nobody has changed it. */
const BROWSER_DEFAULT_TEXT = 16;

/**
 * Sets the browser's own default text size to `scale` times the usual 16px, as a person does in
 * the browser's settings (or as a phone's large-text setting asks of it): every size the app
 * gives in rem follows, so 2 means all the app's text at 200 %.
 */
export async function scaleBrowserText(page: Page, scale: number): Promise<void> {
  // The session stays open: the setting lasts only as long as the session that made it.
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', {
    fontSizes: { standard: BROWSER_DEFAULT_TEXT * scale, fixed: 13 * scale },
  });
}

/** What the focused element is called: its aria-label, its label, or its text. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/**
 * Presses Tab until the focused element's name matches, as a keyboard user moves through a
 * screen; fails after `limit` presses.
 */
export async function tabTo(page: Page, name: RegExp, limit = 60): Promise<void> {
  const passed: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await focusedName(page);
    if (name.test(focused)) return;
    passed.push(focused);
  }
  throw new Error(
    `Tab never reached ${name} in ${limit} presses; it passed: ${passed.join(' | ')}`,
  );
}

/** The least contrast WCAG AA asks of text: placeholders included, which axe leaves out. */
const MIN_CONTRAST = 4.5;

/** Placeholders (the hint inside an empty field) fainter than 4.5:1 on their field. */
export async function faintPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const colour = {
      luminance(css: string) {
        const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
          const c = Number(part) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      },
      contrast(a: string, b: string) {
        const [light, dark] = [colour.luminance(a), colour.luminance(b)].sort((x, y) => y - x) as [
          number,
          number,
        ];
        return (light + 0.05) / (dark + 0.05);
      },
    };
    return [...document.querySelectorAll('input[placeholder], textarea[placeholder]')].flatMap(
      (field) => {
        if (!field.checkVisibility()) return [];
        const hint = getComputedStyle(field, '::placeholder');
        const ratio = colour.contrast(hint.color, getComputedStyle(field).backgroundColor);
        return ratio < minimum
          ? [`placeholder "${field.getAttribute('placeholder')}" is ${ratio.toFixed(2)}:1`]
          : [];
      },
    );
  }, MIN_CONTRAST);
}
