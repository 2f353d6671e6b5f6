import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { standings } from '../../src/rules';
import { expectNoProblems, openApp } from './harness';
import { axeFindings } from './sweep-contrast';
import { measureOverflow, measureTargets, smallText } from './sweep-layout';
import { choosePreferences, openScreen } from './sweep-screens';

/**
 * Issue 17: three short games played through the screens, then the family record from Past
 * games. Every figure it shows is checked against the engine's own standings() over the scores
 * typed, after a name typed two ways is matched and a third is joined by hand. Then the record
 * is checked as every screen is: axe in four languages, light and dark, and 48 px targets.
 */

interface Played {
  names: string[];
  /** Each round's scores in seat order; the seat with 0 went out. */
  rounds: number[][];
}

const GAMES: Played[] = [
  {
    names: ['Ann', 'Bob', 'Cy'],
    rounds: [
      [0, 10, 7],
      [6, 0, 9],
    ],
  },
  // "ann" is Ann typed another way; Ann and Bob share this win.
  {
    names: ['ann', 'Bob', 'Nana'],
    rounds: [
      [5, 0, 12],
      [0, 5, 3],
    ],
  },
  { names: ['Grandma', 'Bob'], rounds: [[0, 20]] },
];

/**
 * Who each name is once "Nana" is joined to "Grandma": names match whatever their case, shown
 * as last typed ("ann"), and a joined name as the name kept ("Grandma").
 */
const PERSON: Record<string, string> = {
  ann: 'ann',
  Ann: 'ann',
  Bob: 'Bob',
  Cy: 'Cy',
  Nana: 'Grandma',
  Grandma: 'Grandma',
};

async function playGame(page: Page, baseURL: string, { names, rounds }: Played): Promise<string> {
  await page.goto(new URL('new', baseURL).href);
  await page.getByRole('heading', { level: 1, name: 'New game' }).waitFor();
  for (const [seat, name] of names.entries()) {
    const field = page.getByLabel(`Name of player ${seat + 1}`);
    if ((await field.count()) === 0)
      await page.getByRole('button', { name: 'Add a player' }).click();
    await field.fill(name);
  }
  await page.getByRole('radio', { name: 'Another number of rounds' }).check();
  await page.getByLabel(/^Number of rounds, from 1 to/).fill(String(rounds.length));
  await page.getByRole('button', { name: 'Start the game' }).click();
  for (const [index, scores] of rounds.entries()) {
    const round = index + 1;
    await page
      .getByRole('heading', { level: 1, name: `Round ${round} of ${rounds.length}` })
      .waitFor();
    if (round === 1) {
      await page.getByRole('button', { name: names.at(-1) as string, exact: true }).click();
    }
    await page.getByRole('link', { name: 'End the round' }).click();
    await page.getByRole('heading', { level: 1, name: `End of round ${round}` }).waitFor();
    const out = scores.indexOf(0);
    await page
      .getByRole('group', { name: 'Who went out?' })
      .getByRole('radio', { name: names[out], exact: true })
      .check();
    for (const [seat, name] of names.entries()) {
      if (seat === out) continue;
      await page.getByLabel(`Pips left in ${name}'s hand`).fill(String(scores[seat]));
    }
    const last = round === rounds.length;
    await page
      .getByRole('button', {
        name: last ? 'Save the last round and see who won' : `Save round ${round}`,
      })
      .click();
  }
  await page.getByRole('heading', { level: 1, name: 'Scores' }).waitFor();
  const id = new URL(page.url()).pathname.split('/')[2] as string;
  // The chart's name says who won and by how much, from the engine's standings.
  const { totals, leaders } = standings(names.length, rounds);
  const best = Math.min(...totals);
  const gap = Math.min(...totals.filter((total) => total > best)) - best;
  // Read until the finished game reaches the screen: the scores appear as the save lands.
  const won = `Won by ${leaders.map((seat) => names[seat]).join(' and ')}, ${gap} point`;
  await page
    .getByRole('img', { name: new RegExp(`^Chart of the running totals.*${won}`) })
    .waitFor();
  return id;
}

/** What the record must say per person, worked out from the engine's standings of each game. */
function expectedRecord() {
  const people = new Map<
    string,
    {
      games: number;
      wins: number;
      points: number;
      rounds: number;
      bestRound: number;
      bestGame: [number, number];
    }
  >();
  for (const { names, rounds } of GAMES) {
    const { totals, leaders } = standings(names.length, rounds);
    for (const [seat, name] of names.entries()) {
      const person = PERSON[name] as string;
      const own = rounds.map((round) => round[seat] as number);
      const known = people.get(person) ?? {
        games: 0,
        wins: 0,
        points: 0,
        rounds: 0,
        bestRound: Number.POSITIVE_INFINITY,
        bestGame: [Number.POSITIVE_INFINITY, 0] as [number, number],
      };
      known.games++;
      if (leaders.includes(seat)) known.wins++;
      known.points += totals[seat] as number;
      known.rounds += own.length;
      known.bestRound = Math.min(known.bestRound, ...own);
      if ((totals[seat] as number) < known.bestGame[0])
        known.bestGame = [totals[seat] as number, own.length];
      people.set(person, known);
    }
  }
  return people;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

describe('family record - three games through the screens', () => {
  it('counts games, wins, points per round and bests per person, as the engine scores them', async () => {
    const app = await openApp({ path: '/new' });
    const { page, baseURL } = app;
    const ids: string[] = [];
    for (const game of GAMES) ids.push(await playGame(page, baseURL, game));

    await openScreen(page, baseURL, '/games');
    await page.getByRole('link', { name: 'Family record' }).click();
    await page.getByRole('heading', { level: 1, name: 'Family record' }).waitFor();

    // Nana is Grandma: joined by hand, Grandma's name kept.
    await page.getByLabel('Name to show').selectOption('Grandma');
    await page.getByLabel('Other name of the same person').selectOption('Nana');
    await page.getByRole('button', { name: 'Join the names' }).click();
    await page.getByText('Nana now counts as Grandma.').waitFor();

    const expected = expectedRecord();
    const most = Math.max(...[...expected.values()].map((p) => p.wins));
    const leaders = [...expected].filter(([, p]) => p.wins === most).map(([name]) => name);
    await page
      .getByText(`Most wins: ${leaders.join(' and ')}, with ${plural(most, 'game')}.`)
      .waitFor();

    for (const [name, person] of expected) {
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 3, name, exact: true }),
      });
      const figure = async (term: string) =>
        (await card.locator('dt', { hasText: term }).locator('xpath=../dd').textContent()) ?? '';
      expect(await figure('Games played')).toBe(String(person.games));
      expect(await figure('Games won')).toBe(String(person.wins));
      expect(Number(await figure('Points per round'))).toBeCloseTo(
        person.points / person.rounds,
        1,
      );
      expect(await figure('Best round')).toBe(plural(person.bestRound, 'point'));
      expect(await figure('Best game')).toBe(
        `${plural(person.bestGame[0], 'point')} in ${plural(person.bestGame[1], 'round')}`,
      );
    }
    const wins = await page
      .getByRole('img', { name: /^Wins per player/ })
      .getAttribute('aria-label');
    for (const [name, person] of expected)
      expect(wins).toContain(`${name}: ${plural(person.wins, 'win')}`);

    // The joined names survive a reload, as everything stored does.
    await page.reload();
    await page.getByText('Grandma and Nana count as one person.').waitFor();

    // Every language, light and dark: axe finds nothing, every target is 48 px or more.
    for (const locale of LOCALES as readonly Locale[]) {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.setViewportSize({ width: theme === 'light' ? 320 : 390, height: 844 });
        await choosePreferences(page, { locale });
        await openScreen(page, baseURL, '/games/record');
        expect([locale, theme, await axeFindings(page)]).toEqual([locale, theme, []]);
        const targets = await measureTargets(page);
        expect([locale, theme, targets.small]).toEqual([locale, theme, []]);
        expect(targets.count).toBeGreaterThan(3);
        // The scores with their chart, in the same language and theme.
        await openScreen(page, baseURL, `/game/${ids[0]}/scores`);
        await page.locator('.score-chart').waitFor();
        expect([locale, theme, await axeFindings(page)]).toEqual([locale, theme, []]);
        expect([locale, theme, await smallText(page)]).toEqual([locale, theme, []]);
        const overflow = await measureOverflow(page);
        expect([locale, theme, overflow.scrollWidth]).toEqual([
          locale,
          theme,
          overflow.clientWidth,
        ]);
      }
    }
    await expectNoProblems(app);
  }, 300_000);
});
