import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoProblems, openApp } from './harness';
import { openWithGame, seed000Game, storedDraft } from './stored-games';

/**
 * Seed 000's worked examples settled through the screens, as a person at the table would: the
 * quick check from the game, and the same table followed play by play. Every tap is counted;
 * the goal is a question settled by someone new to the app in under 30 seconds of tapping.
 *
 * Seats as in seed 000's doubles example: West, North, East, and "you" (South).
 */

/** A person's taps, counted: each is one press on a large target found by its role and name. */
class Taps {
  count = 0;
  constructor(private readonly page: Page) {}

  async choose(group: string | RegExp, choice: string | RegExp) {
    this.count++;
    await this.page
      .getByRole('group', { name: group })
      .getByRole('radio', { name: choice, exact: typeof choice === 'string' })
      .click();
  }

  /** A tile in two taps: one of its numbers, then the tile among those carrying it. */
  async tile(number: string, name: string) {
    await this.choose('Tap one of its two numbers', number);
    this.count++;
    await this.page
      .getByRole('group', { name: 'Now tap the tile' })
      .getByRole('button', { name, exact: true })
      .click();
  }

  async press(name: string | RegExp, role: 'button' | 'link' = 'button') {
    this.count++;
    await this.page.getByRole(role, { name, exact: typeof name === 'string' }).click();
  }
}

/** The answer kept in sight at the bottom of the screen (the app's own notices are statuses too). */
const answerBar = (page: Page) => page.getByRole('status').and(page.locator('.answer-bar'));
const answer = (page: Page) => page.getByRole('region', { name: 'The answer' });

const tapsTaken: Record<string, number> = {};

describe("Seed 000's turn example, asked on the quick check from the game", () => {
  // "It's round 1, so the engine is the 12–12. You hold the 12–5, the 5–9 and the 3–3."
  it.each([
    {
      question: 'the 12-5 on your own train, which has no tile yet',
      tile: ['12', 'twelve–five'],
      train: /^Own train/,
      end: 'No tile on it yet',
      verdict: 'Yes',
      sentence: 'The five–twelve matches the open end of your own train: 12.',
      rule: 'Your own train',
    },
    {
      question: 'next turn, the 5-9 on your own train, now ending in a 5',
      tile: ['5', 'five–nine'],
      train: /^Own train/,
      end: '5',
      verdict: 'Yes',
      sentence: 'The five–nine matches the open end of your own train: 5.',
      rule: 'Your own train',
    },
    {
      question: 'the 3-3 on your own train, ending in a 9: it does not fit yet',
      tile: ['3', 'double three'],
      train: /^Own train/,
      end: '9',
      verdict: 'No',
      sentence: 'The double three does not match the open end of your own train: 9.',
      rule: 'One tile a turn',
    },
    {
      question: 'later, the 3-3 on the Mexican train once it ends in a 3',
      tile: ['3', 'double three'],
      train: /^Mexican train/,
      end: '3',
      verdict: 'Yes',
      sentence: 'The double three matches the open end of the Mexican train: 3.',
      rule: 'The Mexican train',
    },
  ])('$question: $verdict', async ({ question, tile, train, end, verdict, sentence, rule }) => {
    const game = seed000Game();
    const app = await openWithGame(game, `/game/${game.id}`);
    const { page } = app;
    const taps = new Taps(page);
    await taps.press('Can I play this?', 'link');
    await taps.choose('Who is asking?', 'South');
    await taps.tile(tile[0] as string, tile[1] as string);
    await taps.choose('Where do you want to play it?', train);
    await taps.choose(/^What number is at the open end of/, end);
    await expect.poll(() => answerBar(page).textContent()).toContain(verdict);
    expect(await answerBar(page).textContent()).toContain(sentence);
    tapsTaken[`turn example: ${question}`] = taps.count;

    await taps.press(/^Why\?/);
    await expect.poll(() => answer(page).isVisible()).toBe(true);
    expect(await answer(page).textContent()).toContain(rule);
    await expectNoProblems(app);
  });
});

describe("Seed 000's doubles example", () => {
  it("on the quick check: may South play the 5-12 on their own train while East's 8-8 waits? No, with the rule", async () => {
    const game = seed000Game();
    const app = await openWithGame(game, `/game/${game.id}/check`);
    const { page } = app;
    const taps = new Taps(page);
    await taps.choose('Who is asking?', 'South');
    await taps.tile('5', 'five–twelve');
    await taps.choose('Where do you want to play it?', /^Own train/);
    await taps.choose('What number is at the open end of your own train?', 'No tile on it yet');
    await taps.choose('Is a double waiting to be covered?', 'Yes');
    await taps.choose('Which double?', '8');
    await taps.choose('On which train is it?', /^East's train/);
    await expect.poll(() => answerBar(page).textContent()).toContain('No');
    expect(await answerBar(page).textContent()).toContain(
      "First the double eight on East's train must be covered.",
    );
    tapsTaken['doubles example, quick check'] = taps.count;

    const said = answer(page);
    expect(await said.getByRole('heading', { name: 'A double must be covered' }).count()).toBe(1);
    expect(await said.textContent()).toContain('rule double.blocks');
    const others = page.getByRole('region', { name: 'Under other rule sets' });
    expect(await others.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Classic.*No/),
      expect.stringMatching(/^Russian.*No/),
      expect.stringMatching(/^Choo Choo Sixes.*No/),
    ]);
    await expectNoProblems(app);
  });

  it('followed play by play: the engine keeps the table, East is marked, and the question needs only the tile and the train', async () => {
    const game = seed000Game();
    const app = await openWithGame(game, `/game/${game.id}/follow`);
    const { page } = app;
    const taps = new Taps(page);
    await taps.choose('Who plays first?', 'West');
    await taps.press('Start following round 1');

    let recorded = 0;
    /** Waits until the entry is stored: the list of plays so far has grown by one. */
    const stored = () => page.getByText(`Plays so far (${++recorded})`).waitFor();
    const play = async (name: string, tile: [string, string], train: RegExp) => {
      await page.getByRole('heading', { name: `${name}'s turn` }).waitFor();
      await taps.tile(...tile);
      await taps.choose('On which train?', train);
      await taps.press('Record the play');
      await stored();
    };
    const draw = async (name: string) => {
      await taps.press(`${name} drew a tile`);
      await stored();
    };
    // Before the example: the Mexican train ends in a 7, North's train in a 4, East's in an 8.
    await play('West', ['12', 'twelve–seven'], /^Mexican train/);
    await play('North', ['12', 'twelve–four'], /^Own train/);
    await play('East', ['12', 'twelve–eight'], /^Own train/);
    await play('South', ['12', 'twelve–six'], /^Own train/);
    // "West plays the 7–7 on the Mexican Train. West has the 7–2, so West covers the double at once."
    await play('West', ['7', 'double seven'], /^Mexican train/);
    await play('West', ['7', 'seven–two'], /^Mexican train/);
    // "North plays the 4–4 on North's own train but has no other 4. North draws the 4–10 … and plays it."
    await play('North', ['4', 'double four'], /^Own train/);
    await draw('North');
    await play('North', ['4', 'four–ten'], /^Own train/);
    // "East plays the 8–8 on East's train, has no 8, draws a tile that doesn't fit, and passes."
    await play('East', ['8', 'double eight'], /^Own train/);
    await draw('East');
    await taps.press('East passed');
    await stored();
    await page.getByRole('heading', { name: "South's turn" }).waitFor();
    const recording = taps.count;

    // The engine refuses what the rules forbid, and records nothing.
    await taps.tile('5', 'five–twelve');
    await taps.choose('On which train?', /^Own train/);
    await taps.press('Record the play');
    expect(await page.getByRole('alert').textContent()).toContain(
      "Not recorded: First the double eight on East's train must be covered.",
    );
    // "Now East's train has a marker": on the followed table and in the scorekeeper's draft.
    expect(
      await page.getByRole('listitem').filter({ hasText: "East's train" }).textContent(),
    ).toContain('⚑ Open');
    expect((await storedDraft(page, game.id))?.markers).toEqual([false, false, true, false]);

    // "It's your turn: you must cover the 8–8 if you can."
    const beforeAsking = taps.count;
    await taps.press('Can I play this?', 'link');
    await page.getByText("It is South's turn.").waitFor();
    await taps.tile('5', 'five–twelve');
    await taps.choose('Where do you want to play it?', /^Own train/);
    await expect.poll(() => answerBar(page).textContent()).toContain('No');
    expect(await answerBar(page).textContent()).toContain(
      "First the double eight on East's train must be covered.",
    );
    expect(await answer(page).textContent()).toContain('A double must be covered');
    tapsTaken['doubles example, followed table: recording the 13 entries'] = recording;
    tapsTaken['doubles example, followed table: the question'] = taps.count - beforeAsking;

    // A reload loses nothing: the table is rebuilt from what was recorded.
    await page.reload();
    await page.getByText("It is South's turn.").waitFor();
    expect(await page.getByText("The double eight on East's train must be covered.").count()).toBe(
      1,
    );
    await expectNoProblems(app);
  });
});

describe('The quick check without a game, and the rules', () => {
  it('answers from /check with the rule set chosen there, round 1 of a standard game needing no tap', async () => {
    const app = await openApp({ path: '/check' });
    const { page } = app;
    const taps = new Taps(page);
    await taps.choose('Who is asking?', 'Player 4');
    await taps.tile('12', 'twelve–five');
    await taps.choose('Where do you want to play it?', /^Own train/);
    await taps.choose('What number is at the open end of your own train?', 'No tile on it yet');
    await expect.poll(() => answerBar(page).textContent()).toContain('Yes');
    tapsTaken['turn example on /check, no game'] = taps.count;
    await expectNoProblems(app);
  });

  it("shows a game's rules with its house rules marked, and every rule's id", async () => {
    const game = seed000Game();
    game.rules = { ...game.rules, doubleBlank: 0 };
    const app = await openWithGame(game, `/game/${game.id}/rules`);
    const { page } = app;
    const rule = page.getByRole('article').filter({ hasText: 'The double blank' });
    expect(await rule.textContent()).toMatch(/★\sHouse rule/);
    expect(await page.getByText(/^rule /).count()).toBe(29);
    await expectNoProblems(app);
  });

  it('reports the taps each question took', () => {
    console.log('Taps per question:', tapsTaken);
    for (const [question, count] of Object.entries(tapsTaken)) {
      if (question.includes('recording')) continue;
      expect([question, count <= 9]).toEqual([question, true]);
    }
  });
});
