import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import common from '../../src/i18n/locales/en/common';
import scorekeeper from '../../src/i18n/locales/en/scorekeeper';
import settings from '../../src/i18n/locales/en/settings';
import ruCommon from '../../src/i18n/locales/ru/common';
import ruSettings from '../../src/i18n/locales/ru/settings';
import { createProfileDir, expectNoProblems, openApp } from './harness';

// The settings screen as a person uses it on a phone: the language, and the games carried from
// one phone to another through a backup file.

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

/** Starts a game on the new-game screen, as a person does, and waits for its round screen. */
async function startGame(page: Page, baseURL: string, names: string[]): Promise<void> {
  await page.goto(new URL('new', baseURL).href);
  const players = scorekeeper.newGame.players;
  await page.getByLabel(players.nameLabel.replace('{number}', '1')).waitFor();
  for (const [seat, name] of names.entries()) {
    const field = page.getByLabel(players.nameLabel.replace('{number}', String(seat + 1)));
    if ((await field.count()) === 0) await page.getByRole('button', { name: players.add }).click();
    await field.fill(name);
  }
  await page.getByRole('button', { name: scorekeeper.newGame.start }).click();
  await page.waitForURL(/\/game\/[\w-]+$/);
}

/** The games the settings screen lists to save one by one: their players, as shown. */
async function listedGames(page: Page): Promise<string[]> {
  const games = page.getByRole('listitem').locator('strong');
  await games.first().waitFor();
  return (await games.allTextContents()).sort();
}

describe('settings - language', () => {
  it('switches every word to Russian at once, keeps it after a reload, and switches back', async () => {
    const app = await openApp({ path: '/settings' });
    const { page } = app;
    await heading(page, common.settings).waitFor();
    await page.getByRole('radio', { name: 'Русский' }).check();
    await heading(page, ruCommon.settings).waitFor();
    await page.getByRole('heading', { level: 2, name: ruSettings.backup.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await page.reload();
    await heading(page, ruCommon.settings).waitFor();
    await page.getByRole('link', { name: ruCommon.back }).click();
    await heading(page, ruCommon.appName).waitFor();
    await page.goBack();
    await page.getByRole('radio', { name: 'English' }).check();
    await heading(page, common.settings).waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await expectNoProblems(app);
  });

  it('turns the whole app dark when dark is chosen, though the phone is set to light', async () => {
    const app = await openApp({ path: '/settings', colorScheme: 'light' });
    const { page } = app;
    await page.getByRole('radio', { name: common.theme.dark }).check();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(21, 23, 26)');
    await page.getByRole('radio', { name: common.theme.system }).check();
    expect(await background()).toBe('rgb(251, 247, 239)');
    await expectNoProblems(app);
  });

  it('makes all text very large, and remembers it', async () => {
    const app = await openApp({ path: '/settings' });
    const { page } = app;
    await page.getByRole('radio', { name: common.textSize.larger }).check();
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootSize()).toBe('26px');
    await page.reload();
    await heading(page, common.settings).waitFor();
    expect(await rootSize()).toBe('26px');
    await expectNoProblems(app);
  });
});

describe('settings - backup', () => {
  it('saves every game to a file that a fresh phone restores, games and all', async () => {
    const phone = await openApp();
    await startGame(phone.page, phone.baseURL, ['Ann', 'Бабушка']);
    await startGame(phone.page, phone.baseURL, ['Zoë', 'Max', '奶奶']);
    await phone.page.goto(new URL('settings', phone.baseURL).href);
    const before = await listedGames(phone.page);
    const [download] = await Promise.all([
      phone.page.waitForEvent('download'),
      phone.page.getByRole('button', { name: settings.backup.saveAll }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mexican-train-\d{4}-\d{2}-\d{2}\.json$/);
    const file = join(await createProfileDir(), download.suggestedFilename());
    await download.saveAs(file);
    const backup = JSON.parse(await readFile(file, 'utf8'));
    expect(backup.games).toHaveLength(2);
    await expectNoProblems(phone);

    const otherPhone = await openApp({ path: '/settings' });
    const { page } = otherPhone;
    await page.getByText(settings.games.none).waitFor();
    await page.getByLabel(settings.backup.restore).setInputFiles(file);
    await page.getByText(settings.backup.restored.other.replace('{count}', '2')).waitFor();
    expect(await listedGames(page)).toEqual(before);
    expect(before).toEqual(['Ann and Бабушка', 'Zoë, Max, and 奶奶']);
    await expectNoProblems(otherPhone);
  });

  it('refuses a damaged file, says where, and adds nothing', async () => {
    const fixture = JSON.parse(
      await readFile(new URL('../pdf/fixtures/game-export.json', import.meta.url), 'utf8'),
    );
    fixture.games[0].rounds[1].scores[2] = 'thirty';
    const app = await openApp({ path: '/settings' });
    const { page } = app;
    await page.getByText(settings.games.none).waitFor();
    await page.getByLabel(settings.backup.restore).setInputFiles({
      name: 'backup.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(fixture)),
    });
    await page.getByText(settings.backup.refused).waitFor();
    expect(
      await page
        .getByText(
          settings.backup.where.roundPlayer
            .replace('{game}', '1')
            .replace('{round}', '2')
            .replace('{player}', '3'),
        )
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText(settings.games.none).isVisible()).toBe(true);
    await expectNoProblems(app);
  });
});
