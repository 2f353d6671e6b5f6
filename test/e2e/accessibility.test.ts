import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { ROUTES } from '../../src/screens/routes';
import { PHONE, SMALL_PHONE } from './chromium';
import { type App, expectNoProblems, openApp } from './harness';
import { axeFindings, enhancedContrastFindings, faintPlaceholders } from './sweep-contrast';
import { focusWithoutRing } from './sweep-keyboard';
import { MIN_TARGET, MIN_TEXT, measureOverflow, measureTargets, smallText } from './sweep-layout';
import { choosePreferences, everyScreen, openScreen, scaleBrowserText } from './sweep-screens';
import { phoneWithGame, type SeededGame, seedGameThroughScreens } from './sweep-seed-game';

/**
 * Issue "Four languages, and readable by everyone at the table": every screen (home and each
 * route of src/screens/routes.ts, opened on a game played through the screens), in English,
 * French, Russian and Chinese, light and dark, on small phones and with very large text.
 *
 * Per screen: axe (WCAG 2.0/2.1 A and AA, colour contrast and heading order among them), 7:1 for
 * scores and main actions, tap targets of 48 x 48 CSS px that do not overlap, no sideways
 * scrolling, text of 18 px or more, a visible focus ring at every Tab stop. Set
 * A11Y_SCREENSHOTS=/tmp/a11y to keep a full-page picture of every screen x language x theme.
 */

type Theme = 'light' | 'dark';

/** axe in both themes in English; the other languages in one theme each, to keep the run short. */
const AXE_THEMES: Record<Locale, readonly Theme[]> = {
  en: ['light', 'dark'],
  fr: ['dark'],
  ru: ['light'],
  zh: ['dark'],
};

const LARGE_TEXT_PHONE = { width: 360, height: 740 } as const;

/** What must reach 7:1 rather than 4.5:1: the main action of a screen, and the scores. */
const SEVEN_TO_ONE = ['.button.primary', '.standings', '.round-table', '.round-score', '.went-out'];

const screenshots = process.env.A11Y_SCREENSHOTS;

/**
 * Checks that fail today on screens whose owners are still at work on them, each with what is
 * wrong; the test is then expected to fail (it.fails), and starts failing loudly once fixed,
 * so the entry is removed. Keyed by route, then by check.
 */
const OPEN_FINDINGS: Partial<Record<string, Partial<Record<Check, string>>>> = {};

type Check = 'axe' | 'contrast' | 'targets' | 'overflow' | 'text' | 'focus' | 'problems';

/** What one screen showed, check by check, each finding prefixed with where it was seen. */
type Findings = Record<Check, string[]> & { measured: Record<Check, number> };

function emptyFindings(): Findings {
  const checks: Check[] = ['axe', 'contrast', 'targets', 'overflow', 'text', 'focus', 'problems'];
  return {
    ...(Object.fromEntries(checks.map((check) => [check, []])) as unknown as Record<
      Check,
      string[]
    >),
    measured: Object.fromEntries(checks.map((check) => [check, 0])) as Record<Check, number>,
  };
}

let seeded: SeededGame;

/** Per route, what the sweep saw; printed at the end. */
const summary = new Map<string, Findings>();

beforeAll(async () => {
  const app = await openApp({ path: '/new' });
  seeded = await seedGameThroughScreens(app.page, app.baseURL);
  await expectNoProblems(app);
  await app.close();
  if (screenshots) await mkdir(screenshots, { recursive: true });
}, 120_000);

afterAll(() => {
  const lines = [...summary].map(([route, found]) => {
    const counts = Object.entries(found.measured)
      .map(([check, count]) => `${check} ${count}`)
      .join(', ');
    const failing = Object.entries(found)
      .filter(([check, list]) => check !== 'measured' && (list as string[]).length > 0)
      .map(([check, list]) => `${check}: ${(list as string[]).length}`);
    return `  ${route.padEnd(24)} ${counts}${failing.length ? `  FOUND ${failing.join(', ')}` : ''}`;
  });
  console.log(
    [
      'Accessibility sweep: what was checked on each screen (counts of checks made)',
      `  axe: en light+dark, ${LOCALES.filter((l) => l !== 'en')
        .map((l) => `${l} ${AXE_THEMES[l].join('+')}`)
        .join(', ')}; contrast 7:1 on ${SEVEN_TO_ONE.join(' ')}, 4.5:1 on placeholders`,
      `  targets (>= ${MIN_TARGET}px, no overlap) and text (>= ${MIN_TEXT}px): 4 languages at ${SMALL_PHONE.width}px`,
      `  overflow: 4 languages at ${SMALL_PHONE.width}px, at "Very large" text on ${LARGE_TEXT_PHONE.width}px and at 200 % browser text on ${LARGE_TEXT_PHONE.width}px`,
      `  focus: every Tab stop in English at ${PHONE.width}px`,
      `  screenshots: ${screenshots ?? 'off (set A11Y_SCREENSHOTS=/tmp/a11y)'}`,
      ...lines,
    ].join('\n'),
  );
});

function fileName(route: string, locale: Locale, theme: Theme): string {
  const screen = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-').replaceAll(':', '');
  return `${screen}.${locale}.${theme}.png`;
}

/** Every check on one screen, in every language, both themes and three sizes. */
async function sweepScreen(route: string, path: string): Promise<Findings> {
  const found = emptyFindings();
  const app = await phoneWithGame(seeded);
  const { page, baseURL } = app;
  const note = (check: Check, where: string, findings: string[]) => {
    found.measured[check]++;
    found[check].push(...findings.map((finding) => `[${where}] ${finding}`));
  };

  for (const locale of LOCALES) {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
    await choosePreferences(page, { locale });
    await openScreen(page, baseURL, path);

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      if (screenshots) {
        await page.screenshot({
          path: join(screenshots, fileName(route, locale, theme)),
          fullPage: true,
        });
      }
      if (AXE_THEMES[locale].includes(theme)) {
        note('axe', `${locale} ${theme}`, await axeFindings(page));
        note('contrast', `${locale} ${theme}`, [
          ...(await enhancedContrastFindings(page, SEVEN_TO_ONE)),
          ...(await faintPlaceholders(page)),
        ]);
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    if (locale === 'en') {
      const focus = await focusWithoutRing(page, 400);
      note('focus', 'en', [
        ...focus.unseen.map((stop) => `no focus ring on ${stop}`),
        ...focus.covered.map((stop) => `focused ${stop} is hidden under something`),
      ]);
    }

    await page.setViewportSize(SMALL_PHONE);
    const where = `${locale} ${SMALL_PHONE.width}px`;
    note('overflow', where, describeOverflow(await measureOverflow(page)));
    note('text', where, await smallText(page));
    const targets = await measureTargets(page);
    note('targets', where, [
      ...targets.small.map((target) => `${target.text} is ${target.width} x ${target.height} px`),
      ...targets.overlapping.map(([a, b]) => `${a} overlaps ${b}`),
    ]);

    // The app's own largest text size ("Very large", 130 % of normal).
    await page.setViewportSize(LARGE_TEXT_PHONE);
    await choosePreferences(page, { locale, textSize: 'larger' });
    await openScreen(page, baseURL, path);
    note(
      'overflow',
      `${locale} ${LARGE_TEXT_PHONE.width}px very large`,
      describeOverflow(await measureOverflow(page)),
    );
  }

  // 200 % text: the browser's default text size doubled (as a phone's largest text setting
  // does), the app's own size left at normal, so every rem in the app doubles: 40 px body text.
  const doubled = await withDoubledText(app, path);
  for (const [where, overflow] of doubled) note('overflow', where, describeOverflow(overflow));

  const problems = await app.problems();
  note('problems', 'all', [
    ...problems.consoleErrors,
    ...problems.pageErrors,
    ...problems.cspViolations,
  ]);
  return found;
}

/** The screen in each language with the browser's text at 200 %, measured for overflow. */
async function withDoubledText(app: App, path: string) {
  const results: [string, Awaited<ReturnType<typeof measureOverflow>>][] = [];
  const { page } = app;
  await page.setViewportSize(LARGE_TEXT_PHONE);
  await scaleBrowserText(page, 2);
  for (const locale of LOCALES) {
    await choosePreferences(page, { locale, textSize: 'normal' });
    await openScreen(page, app.baseURL, path);
    results.push([`${locale} ${LARGE_TEXT_PHONE.width}px 200 %`, await measureOverflow(page)]);
  }
  return results;
}

function describeOverflow(overflow: Awaited<ReturnType<typeof measureOverflow>>): string[] {
  const findings: string[] = [];
  if (overflow.hidden) {
    findings.push(`${overflow.hidden} hides sideways overflow, so it cannot be measured`);
  }
  if (overflow.scrollWidth > overflow.clientWidth) {
    findings.push(
      `scrolls sideways: ${overflow.scrollWidth}px wide in ${overflow.clientWidth}px; sticking out: ${overflow.culprits.join('; ')}`,
    );
  }
  return findings;
}

function readable(findings: string[]): string {
  return `\n    ${findings.join('\n    ')}\n`;
}

const CHECK_NAMES: Record<Check, string> = {
  axe: 'axe finds no WCAG 2.0/2.1 A or AA violation (contrast and heading order included)',
  contrast: 'scores and main actions reach 7:1 contrast, and placeholders 4.5:1 (axe skips them)',
  targets: `every tap target is at least ${MIN_TARGET} x ${MIN_TARGET} px and none overlap, at 320 px in four languages`,
  overflow:
    'nothing scrolls sideways at 320 px, at very large text on 360 px or at 200 % text on 360 px',
  text: `all text is at least ${MIN_TEXT} px`,
  focus: 'every Tab stop shows a focus ring and is not hidden under a bar',
  problems: 'no console error, uncaught error or CSP violation',
};

const ROUTES_SWEPT = ['/', ...ROUTES.map(({ path }) => path)];

for (const route of ROUTES_SWEPT) {
  describe(`accessibility - ${route}`, () => {
    let found: Findings;

    beforeAll(async () => {
      const screen = everyScreen(seeded.id).find((candidate) => candidate.route === route);
      if (!screen) throw new Error(`no address for ${route}`);
      found = await sweepScreen(route, screen.path);
      summary.set(route, found);
    }, 300_000);

    for (const check of Object.keys(CHECK_NAMES) as Check[]) {
      const open = OPEN_FINDINGS[route]?.[check];
      const test = open ? it.fails : it;
      test(`${route}: ${CHECK_NAMES[check]}${open ? ` (open: ${open})` : ''}`, () => {
        expect(found.measured[check], 'the check ran').toBeGreaterThan(0);
        // The list itself is the message: one line per finding, saying where it was seen.
        expect(
          found[check].length,
          `${route}: ${CHECK_NAMES[check]}${readable(found[check])}`,
        ).toBe(0);
      });
    }
  });
}
