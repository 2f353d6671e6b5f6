import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { StartingTable } from '../../src/db/model';
import { LOCALES } from '../../src/i18n/locales';
import { expectNoProblems } from './harness';
import { openWithGame, seed000Game, storedDraft } from './stored-games';
import { axeFindings } from './sweep-contrast';
import { measureOverflow, measureTargets, smallText } from './sweep-layout';
import { choosePreferences, openScreen } from './sweep-screens';

/**
 * Issue 30, part 3: "Follow the table" joined in the middle of a round. The table is told in a
 * tap a train, survives a reload, answers "Can I play this?" from it at once, and goes on play
 * by play; the telling screen passes axe, 48 px targets, 18 px text and no sideways scrolling
 * in four languages. FOLLOW_SCREENSHOTS=/tmp/follow keeps a full-page picture of it in each.
 */

const screenshots = process.env.FOLLOW_SCREENSHOTS;

/** A full-page picture, kept only when FOLLOW_SCREENSHOTS names a folder. */
async function picture(page: Page, name: string) {
  if (!screenshots) return;
  await mkdir(screenshots, { recursive: true });
  await page.screenshot({ path: join(screenshots, `${name}.png`), fullPage: true });
}

/** A tile on a train as a person picks it: one of its numbers, the tile, then the train. */
async function playOn(page: Page, number: string, tile: string, trains: string, train: RegExp) {
  await page
    .getByRole('group', { name: 'Tap one of its two numbers' })
    .getByRole('radio', { name: number, exact: true })
    .click();
  await page
    .getByRole('group', { name: 'Now tap the tile' })
    .getByRole('button', { name: tile, exact: true })
    .click();
  await page.getByRole('group', { name: trains }).getByRole('radio', { name: train }).click();
}

const eastsEnd = "What number is at the open end of East's train?";
const mexicanEnd = 'What number is at the open end of the Mexican train?';

/** Seed 000's doubles example after East's pass, as a family joining it late tells it: South to play. */
const TOLD: StartingTable = {
  ends: [null, 10, 8, 6],
  mexican: 2,
  markers: [false, false, true, false],
  doubles: [2],
  tilesToDraw: true,
};

describe('Follow the table from the middle of a round', () => {
  it('is told in a tap a train, kept through a reload, asked at once, then played on', async () => {
    const game = seed000Game();
    const app = await openWithGame(game, `/game/${game.id}/follow`);
    const { page } = app;
    let taps = 0;
    const choose = async (group: string, choice: string) => {
      taps++;
      await page
        .getByRole('group', { name: group, exact: true })
        .getByRole('radio', { name: choice, exact: true })
        .click();
    };
    const tick = async (group: string, name: string | RegExp) => {
      taps++;
      await page
        .getByRole('group', { name: group, exact: true })
        .getByRole('checkbox', { name })
        .click();
    };

    await choose('Has anyone played a tile yet this round?', 'Yes, the round is under way');
    await choose('Whose turn is it now?', 'South');
    await picture(page, 'follow-start-en');
    expect(await axeFindings(page)).toEqual([]);
    taps++;
    await page.getByRole('button', { name: 'Follow round 1 from here' }).click();
    await page.getByRole('heading', { name: 'The table now' }).waitFor();
    await choose("What number is at the open end of North's train?", '10');
    await choose(eastsEnd, '8');
    await tick(eastsEnd, "Marker on East's train");
    await tick(eastsEnd, /waits to be covered/);
    await choose("What number is at the open end of South's train?", '6');
    await choose(mexicanEnd, '2');
    console.log(`Taps to tell the doubles example's table: ${taps}`);
    expect(taps).toBeLessThanOrEqual(10);
    await expect
      .poll(async () => (await storedDraft(page, game.id))?.follow)
      .toEqual({ start: 3, from: TOLD, actions: [] });

    // A reload loses nothing typed.
    await page.reload();
    await page.getByRole('heading', { name: 'The table now' }).waitFor();
    const eastsCard = page.getByRole('group', { name: eastsEnd, exact: true });
    expect(
      await eastsCard.getByRole('radio', { name: '8', exact: true }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(await eastsCard.getByRole('checkbox', { name: /waits to be covered/ }).isChecked()).toBe(
      true,
    );
    await page.getByRole('heading', { name: "South's turn" }).waitFor();

    // "Can I play this?" answers from the told table at once: the tile and the train only.
    await page.getByRole('link', { name: 'Can I play this?' }).click();
    await page.getByText("It is South's turn.").waitFor();
    await playOn(page, '5', 'five–twelve', 'Where do you want to play it?', /^Own train/);
    const bar = page.getByRole('status').and(page.locator('.answer-bar'));
    await expect.poll(() => bar.textContent()).toContain('No');
    expect(await bar.textContent()).toContain(
      "First the double eight on East's train must be covered.",
    );
    // Nobody said which tile brought East's train to the 8-8: the 12-8 South asks about is in
    // South's hand, so it covers the double.
    await page.getByRole('button', { name: 'Another tile' }).click();
    await playOn(page, '8', 'eight–twelve', 'Where do you want to play it?', /^East's train/);
    await expect.poll(() => bar.textContent()).toContain('Yes');

    // Back to the table: South covers the 8-8, and the trains show what was seen laid.
    await page.goBack();
    await page.getByRole('heading', { name: "South's turn" }).waitFor();
    await playOn(page, '8', 'eight–three', 'On which train?', /^East's train/);
    await page.getByRole('button', { name: 'Record the play' }).click();
    await page.getByRole('heading', { name: "West's turn" }).waitFor();
    expect(await page.getByRole('heading', { name: 'The table now' }).count()).toBe(0);
    await picture(page, 'follow-played-on-en');
    const trains = page.locator('.followed-train');
    expect(await trains.filter({ hasText: "North's train" }).textContent()).toContain('ends in 10');
    expect(await trains.filter({ hasText: "North's train" }).getByRole('img').count()).toBe(0);
    expect(await trains.filter({ hasText: "East's train" }).getByRole('img').count()).toBe(1);
    await expect
      .poll(async () => (await storedDraft(page, game.id))?.follow?.actions)
      .toEqual([{ type: 'play', seat: 3, tile: '3-8', train: 2 }]);
    await expectNoProblems(app);
  });

  it.each(LOCALES)(
    'the telling screen in %s: axe, 48 px targets, 18 px text, nothing sideways',
    async (locale) => {
      const game = seed000Game({ start: 3, from: TOLD, actions: [] });
      const app = await openWithGame(game, '/');
      const { page } = app;
      await choosePreferences(page, { locale });
      await openScreen(page, app.baseURL, `/game/${game.id}/follow`);
      await page.locator('#told-heading').waitFor();
      await picture(page, `follow-told-${locale}`);
      expect(await axeFindings(page)).toEqual([]);
      const targets = await measureTargets(page);
      expect([targets.small, targets.overlapping]).toEqual([[], []]);
      expect((await measureOverflow(page)).culprits).toEqual([]);
      expect(await smallText(page)).toEqual([]);
      await expectNoProblems(app);
    },
  );
  it.each([
    { locale: 'fr', textSize: 'normal', width: 320, height: 640 },
    { locale: 'ru', textSize: 'larger', width: 360, height: 740 },
  ] as const)(
    'the telling screen in $locale at $width px, $textSize text: 48 px targets, nothing sideways',
    async ({ locale, textSize, width, height }) => {
      const game = seed000Game({ start: 3, from: TOLD, actions: [] });
      const app = await openWithGame(game, '/', { width, height });
      const { page } = app;
      await choosePreferences(page, { locale, textSize });
      await openScreen(page, app.baseURL, `/game/${game.id}/follow`);
      await page.locator('#told-heading').waitFor();
      await picture(page, `follow-told-${locale}-${width}-${textSize}`);
      const targets = await measureTargets(page);
      expect([targets.small, targets.overlapping]).toEqual([[], []]);
      expect((await measureOverflow(page)).culprits).toEqual([]);
      await expectNoProblems(app);
    },
  );
});
