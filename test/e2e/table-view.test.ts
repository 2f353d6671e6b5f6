import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/db/model';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import enStandings from '../../src/i18n/locales/en/standings';
import { type App, expectNoProblems, openApp } from './harness';
import { pipsField, saveRoundButton, startGame } from './safety-support';
import { GAME_IN_PROGRESS, storeRows } from './stored-games';
import { axeFindings } from './sweep-contrast';
import { MIN_TARGET, MIN_TEXT, measureOverflow, measureTargets, smallText } from './sweep-layout';
import { choosePreferences, openScreen } from './sweep-screens';

/**
 * Issue 30's table view: the standings read from across the table. It follows the game as it is
 * played in another tab, turns round, and fits every screen it may be shown on (a TV, tablets
 * both ways, phones down to 320 px) in every language with 12 players of the longest names, in
 * light and dark. TABLE_VIEW_SCREENSHOTS=/tmp/table keeps a picture of each.
 */

const screenshots = process.env.TABLE_VIEW_SCREENSHOTS;

const SIZES = [
  { width: 1280, height: 720 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** Each script's longest names: 40 characters, the most a name may have (db/limits.ts). */
const LONG_NAMES: Record<Locale, (seat: number) => string> = {
  en: (seat) => `Elizabeth-Alexandra Montgomery-Smith ${seat + 1}`.padEnd(40, 'x'),
  fr: (seat) => `Marie-Françoise de La Rochefoucauld ${seat + 1}`.padEnd(40, 'é'),
  ru: (seat) => `Александра Преображенская-Голицына ${seat + 1}`.padEnd(40, 'я'),
  zh: (seat) => `欧阳${'慧'.repeat(36)}${seat + 1}`.padEnd(40, '娜'),
};

/** The game in progress of the fixture, played by 12 players of `names`, six rounds in. */
function twelvePlayers(names: (seat: number) => string, id: string): GameRecord {
  const seats = Array.from({ length: 12 }, (_, seat) => seat);
  return {
    ...GAME_IN_PROGRESS,
    id,
    players: seats.map((seat) => ({ id: `player-${seat}`, name: names(seat) })),
    rounds: Array.from({ length: 6 }, (_, round) => ({
      engine: 12 - round,
      start: round,
      out: round,
      blocked: false,
      scores: seats.map((seat) => (seat === round ? 0 : ((seat * 37 + round * 11) % 90) + 3)),
      tiles: seats.map(() => null),
    })),
    draft: {
      engine: 6,
      start: null,
      markers: seats.map((seat) => seat % 3 === 1),
      out: null,
      blocked: false,
      entries: seats.map(() => null),
    },
  };
}

/** The rows as a person reads them: each name (marks and all) with its total. */
function rows(page: Page) {
  return page
    .getByRole('list', { name: 'Totals' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) =>
        [item.querySelector('.table-name'), item.querySelector('.table-total')]
          .map((part) => {
            // What the eye reads: the words for screen readers left out.
            const seen = part?.cloneNode(true) as HTMLElement | undefined;
            for (const hidden of seen?.querySelectorAll('.visually-hidden') ?? []) hidden.remove();
            return seen?.textContent?.trim();
          })
          .join(' '),
      ),
    );
}

/** What does not fit: a name cut or sticking out, rows past the screen's bottom edge. */
function unfit(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const list = document.querySelector('.table-standings') as HTMLElement;
    for (const part of document.querySelectorAll('.table-name, .table-total, .table-head > *')) {
      const box = part.getBoundingClientRect();
      if (part.scrollWidth > part.clientWidth + 1 || box.right > innerWidth + 0.5) {
        found.push(`"${part.textContent?.slice(0, 30)}" sticks out (${Math.round(box.right)})`);
      }
    }
    // Unless even the smallest text cannot hold them all, every row shows without scrolling.
    if (!list.classList.contains('overflows') && list.scrollHeight > list.clientHeight + 1) {
      found.push(`the rows need ${list.scrollHeight}px of ${list.clientHeight}px`);
    }
    const size = Number.parseFloat(getComputedStyle(list).fontSize);
    return { found, size, overflows: list.classList.contains('overflows') };
  });
}

describe('the table view follows the game', () => {
  it('shows a round saved and a marker put out in another tab at once', async () => {
    const app = await openApp();
    const gameId = await startGame(app.page, app.baseURL, ['Ann', 'Bob', 'Cy']);
    const table = app.page;
    await table.goto(new URL(`game/${gameId}/table`, app.baseURL).href);
    await table.getByRole('heading', { level: 1, name: 'Round 1 of 13' }).waitFor();
    expect(await rows(table)).toEqual(['Ann 0', 'Bob 0', 'Cy 0']);

    const other = await app.context.newPage();
    await other.goto(new URL(`game/${gameId}`, app.baseURL).href);
    await other.getByRole('button', { name: 'Ann', exact: true }).click();
    await other.getByRole('button', { name: /Bob's train/ }).click();
    await expect.poll(() => rows(table)).toEqual(['Ann 0', 'Bob\u00a0⚑ 0', 'Cy 0']);

    await other.goto(new URL(`game/${gameId}/end`, app.baseURL).href);
    await other
      .getByRole('group', { name: 'Who went out?' })
      .getByRole('radio', { name: 'Cy', exact: true })
      .check();
    await pipsField(other, 'Ann').fill('23');
    await pipsField(other, 'Bob').fill('9');
    await saveRoundButton(other).click();
    await other.waitForURL(/\/game\/[\w-]+$/);

    await table.getByRole('heading', { level: 1, name: 'Round 2 of 13' }).waitFor();
    expect(await rows(table)).toEqual(['★\u00a0Cy 0', 'Bob 9', 'Ann 23']);
    await expectNoProblems(app);
  });

  it('turns round 180 degrees for the people opposite, and back', async () => {
    const app = await openApp();
    await app.page.emulateMedia({ reducedMotion: 'reduce' });
    const gameId = await startGame(app.page, app.baseURL, ['Ann', 'Bob']);
    await app.page.goto(new URL(`game/${gameId}/table`, app.baseURL).href);
    const turn = app.page.getByRole('button', { name: /Turn around/ });
    const transform = () =>
      app.page.locator('.table-stage').evaluate((stage) => getComputedStyle(stage).transform);
    expect(await transform()).toBe('none');
    await turn.click();
    expect(await turn.getAttribute('aria-pressed')).toBe('true');
    // rotate(180deg): cos = -1, sin = 0 (to rounding).
    const matrix = (await transform()).match(/-?[\d.e-]+/g)?.map(Number) ?? [];
    expect(matrix.slice(0, 4).map((n) => Math.round(n))).toEqual([-1, 0, 0, -1]);
    await turn.click();
    expect(await transform()).toBe('none');
  });

  it('shows the QR code in place of the standings, then the standings as large as before', async () => {
    const app = await openApp({ viewport: { width: 1280, height: 720 } });
    const gameId = await startGame(app.page, app.baseURL, ['Ann', 'Bob']);
    await app.page.goto(new URL(`game/${gameId}/table`, app.baseURL).href);
    await app.page.getByRole('list', { name: 'Totals' }).waitFor();
    const before = await unfit(app.page);
    await app.page.getByRole('button', { name: enStandings.table.showCode }).click();
    await app.page.getByRole('img', { name: enStandings.share.label }).waitFor();
    await app.page.getByRole('button', { name: enStandings.table.showStandings }).click();
    await app.page.getByRole('list', { name: 'Totals' }).waitFor();
    expect(await unfit(app.page)).toEqual(before);
    expect(before.size).toBeGreaterThan(100);
  });
});

describe('the table view fits every screen, in every language, with 12 long names', () => {
  let app: App;

  it.each(LOCALES)('%s', async (locale) => {
    app = await openApp();
    const { page, baseURL } = app;
    const id = `twelve-${locale}`;
    await storeRows(page, { games: [twelvePlayers(LONG_NAMES[locale], id)] });
    await choosePreferences(page, { locale });
    if (screenshots) await mkdir(screenshots, { recursive: true });
    const problems: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await openScreen(page, baseURL, `/game/${id}/table`);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        const where = `${size.width}x${size.height} ${theme}`;
        if (screenshots) {
          const file = `table-${locale}-${size.width}x${size.height}-${theme}.png`;
          await page.screenshot({ path: join(screenshots, file) });
        }
        if (locale === 'en' || theme === 'dark') {
          problems.push(...(await axeFindings(page)).map((found) => `${where} axe ${found}`));
        }
      }
      await page.emulateMedia({ colorScheme: 'light' });
      const where = `${size.width}x${size.height}`;
      const fit = await unfit(page);
      problems.push(...fit.found.map((found) => `${where} ${found}`));
      // On a tablet or a TV even 12 names of 40 letters show whole without scrolling.
      if (size.width >= 768 && fit.overflows) problems.push(`${where} the rows scroll`);
      const overflow = await measureOverflow(page);
      if (overflow.scrollWidth > overflow.clientWidth) {
        problems.push(`${where} scrolls sideways: ${overflow.culprits.join('; ')}`);
      }
      problems.push(
        ...(await smallText(page)).map((text) => `${where} text under ${MIN_TEXT}px: ${text}`),
      );
      const targets = await measureTargets(page);
      problems.push(
        ...targets.small.map(
          (target) =>
            `${where} ${target.text} is ${target.width} x ${target.height}, under ${MIN_TARGET}`,
        ),
        ...targets.overlapping.map(([a, b]) => `${where} ${a} overlaps ${b}`),
      );
    }
    expect(problems).toEqual([]);
    await expectNoProblems(app);
  });
});

describe('the table view is read from across the room', () => {
  /** Twelve names as a family writes them. */
  const FAMILY = [
    'Grandma Rose',
    'Бабушка',
    '奶奶',
    'Zoë',
    'Uncle Ben',
    'Ana',
    'Mamie',
    'Дедушка',
    '爷爷',
    'Cousin Jo',
    'Lily',
    'Marc',
  ];

  it.each([
    [{ width: 1280, height: 720 }, 40],
    [{ width: 1024, height: 768 }, 32],
    [{ width: 768, height: 1024 }, 40],
    [{ width: 390, height: 844 }, 24],
  ])('with 12 players at %o, names and totals of at least %i px', async (size, least) => {
    const app = await openApp({ viewport: size });
    await storeRows(app.page, { games: [twelvePlayers((seat) => FAMILY[seat] ?? '', 'family')] });
    await openScreen(app.page, app.baseURL, '/game/family/table');
    if (screenshots) {
      const file = `table-family-${size.width}x${size.height}.png`;
      await app.page.screenshot({ path: join(screenshots, file) });
    }
    const fit = await unfit(app.page);
    expect(fit.found).toEqual([]);
    expect(fit.overflows).toBe(false);
    expect(fit.size).toBeGreaterThanOrEqual(least);
  });
});

describe('the table view says what the round is', () => {
  it('names the round, its engine and the trains, in words a screen reader says too', async () => {
    const app = await openApp();
    const { page, baseURL } = app;
    await storeRows(page, { games: [twelvePlayers((seat) => `Player ${seat + 1}`, 'twelve')] });
    await openScreen(page, baseURL, '/game/twelve/table');
    await page.getByRole('heading', { level: 1, name: 'Round 7 of 13' }).waitFor();
    expect(await page.locator('.table-engine').textContent()).toBe('Engine: the double six');
    expect(await page.locator('.table-legend').textContent()).toBe(enStandings.table.openTrains);
    // Seats 1, 4, 7 and 10 put their markers out.
    for (const name of ['Player 2', 'Player 5', 'Player 8', 'Player 11']) {
      await page.getByText(`${name}'s train is open`).waitFor({ state: 'attached' });
    }
  });
});
