import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import print from '../../src/i18n/locales/en/print';
import printing from '../../src/i18n/locales/en/printing';
import scorekeeper from '../../src/i18n/locales/en/scorekeeper';
import { createProfileDir, expectNoProblems, openApp } from './harness';

// The print screen on a phone: what is chosen becomes a PDF file, downloaded where the browser
// cannot share files (desktop Chromium), with the text a person chose in it.

const run = promisify(execFile);

/**
 * Taps "Make the PDF" and waits for the file; returns its path and two times: `ms`, in the page,
 * from the tap's click event to the file handed to the browser to save (what the app takes), and
 * `harnessMs`, from the test's click to Playwright's download event, which adds Playwright's own
 * checks before it taps and the event's trip back to the test (100-200 ms on this machine).
 */
async function makePdf(
  page: Page,
): Promise<{ file: string; name: string; ms: number; harnessMs: number }> {
  // Set up before the tap, so that nothing of the tap comes before it.
  await page.evaluate(() => {
    const timed = window as unknown as { madeIn: Promise<number> };
    timed.madeIn = new Promise<number>((resolve) => {
      let tappedAt = 0;
      // The download itself is a click on a link, made by the app: only the person's tap counts.
      const onTap = (event: Event) => {
        if (!event.isTrusted) return;
        tappedAt = event.timeStamp;
        removeEventListener('click', onTap, true);
      };
      addEventListener('click', onTap, true);
      const createObjectURL = URL.createObjectURL;
      URL.createObjectURL = (file: Blob) => {
        URL.createObjectURL = createObjectURL;
        resolve(performance.now() - tappedAt);
        return createObjectURL(file);
      };
    });
  });
  const started = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: printing.make }).click(),
  ]);
  const harnessMs = performance.now() - started;
  const file = join(await createProfileDir(), download.suggestedFilename());
  await download.saveAs(file);
  return {
    file,
    name: download.suggestedFilename(),
    ms: await page.evaluate(() => (window as unknown as { madeIn: Promise<number> }).madeIn),
    harnessMs,
  };
}

async function pdfText(file: string): Promise<string> {
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout;
}

async function openPrint(path = '/print') {
  const app = await openApp({ path });
  await app.page.getByRole('radio', { name: /^Quick reference card/ }).waitFor();
  return app;
}

describe('print - the PDF a person gets', () => {
  it('prints a blank scoresheet with the names typed, in every script', async () => {
    const app = await openPrint();
    const { page } = app;
    await page.getByRole('radio', { name: /^Blank scoresheet/ }).check();
    const names = ['Ann', 'Бабушка', '奶奶', 'Zoë'];
    for (const [seat, name] of names.entries()) {
      await page.getByLabel(printing.players.name.replace('{number}', String(seat + 1))).fill(name);
    }
    const { file, name } = await makePdf(page);
    expect(name).toMatch(/^mexican-train-scoresheet-(letter|a4)-en\.pdf$/);
    const text = await pdfText(file);
    for (const player of names) expect(text).toContain(player);
    expect(text).toContain(print.scoresheet.title);
    await page.getByText(printing.downloaded.replace('{file}', name)).waitFor();
    await expectNoProblems(app);
  });

  it('prints a quick reference card on an index card', async () => {
    const app = await openPrint();
    const { page } = app;
    await page.getByRole('radio', { name: printing.paper.index }).check();
    const { file, name } = await makePdf(page);
    expect(name).toBe('mexican-train-quick-reference-index-en.pdf');
    expect(await pdfText(file)).toContain(print.cards.quick);
    const { stdout } = await run('pdfinfo', [file]);
    expect(stdout).toMatch(/Page size:\s+(216|360) x (360|216) pts/);
    await expectNoProblems(app);
  });

  it("prints a game's own sheet in another language, named before printing if a name cannot be", async () => {
    const app = await openApp({ path: '/new' });
    const { page } = app;
    const players = scorekeeper.newGame.players;
    await page.getByLabel(players.nameLabel.replace('{number}', '1')).fill('Ann');
    await page.getByLabel(players.nameLabel.replace('{number}', '2')).fill('Nan 👵');
    await page.getByRole('button', { name: scorekeeper.newGame.start }).click();
    await page.waitForURL(/\/game\/[\w-]+$/);
    await page.goto(`${page.url()}/print`);
    await page.getByRole('radio', { name: /^Scoresheet of this game/, checked: true }).waitFor();
    await page.getByText(print.missingCharacters.one.replace('{characters}', '👵')).waitFor();
    await page.getByRole('radio', { name: 'Русский' }).check();
    const { file, name } = await makePdf(page);
    expect(name).toMatch(/^mexican-train-game-\d{4}-\d{2}-\d{2}-(letter|a4)-ru\.pdf$/);
    const text = await pdfText(file);
    expect(text).toContain('Ann');
    expect(text).toContain('Nan');
    await expectNoProblems(app);
  });
});

describe('print - speed', () => {
  it('measures the time from the tap to the file, the first time and once jsPDF is loaded', async () => {
    const app = await openPrint();
    const { page } = app;
    const cold = await makePdf(page);
    const warm = await makePdf(page);
    await page.getByRole('radio', { name: /^Blank scoresheet/ }).check();
    const sheet = await makePdf(page);
    await page.getByRole('radio', { name: /^All the rules/ }).check();
    await page.getByRole('radio', { name: '中文' }).check();
    const fullRules = await makePdf(page);
    const round = (ms: number) => Math.round(ms);
    console.log(
      `print timing in Chromium (tap to file, ms): quick card cold ${round(cold.ms)} ` +
        `(goal 1500), quick card warm ${round(warm.ms)} (goal 300), blank sheet warm ` +
        `${round(sheet.ms)}, all the rules in Chinese warm ${round(fullRules.ms)}; ` +
        `with Playwright's tap and download event: ${round(cold.harnessMs)}, ` +
        `${round(warm.harnessMs)}, ${round(sheet.harnessMs)}, ${round(fullRules.harnessMs)}`,
    );
    await expectNoProblems(app);
  });

  it('measures the same on a CPU slowed four times, as a mid-range phone', async () => {
    const app = await openApp();
    const cdp = await app.context.newCDPSession(app.page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await app.page.goto(new URL('print', app.baseURL).href);
    await app.page.getByRole('radio', { name: /^Quick reference card/ }).waitFor();
    const cold = await makePdf(app.page);
    const warm = await makePdf(app.page);
    console.log(
      `print timing, CPU slowed 4x (tap to file, ms): quick card cold ${Math.round(cold.ms)}, ` +
        `warm ${Math.round(warm.ms)}; with Playwright's tap and download event: ` +
        `${Math.round(cold.harnessMs)}, ${Math.round(warm.harnessMs)}`,
    );
    await expectNoProblems(app);
  });
});
