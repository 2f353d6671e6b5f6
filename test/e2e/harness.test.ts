import { describe, expect, it } from 'vitest';
import { createProfileDir, openApp, openPersistentApp } from './harness';

// The harness's own checks: a problem detector that never reports would make every
// "no problems" assertion in the other browser tests pass for nothing.
describe('harness', () => {
  it('reports console errors and CSP violations the page raises', async () => {
    const app = await openApp();
    await app.page.evaluate(() => {
      console.error('deliberate error');
      const image = document.createElement('img');
      image.src = 'https://blocked.invalid/picture.png';
      document.body.append(image);
    });
    const problems = await app.problems();
    expect(problems.consoleErrors).toContain('deliberate error');
    expect(problems.cspViolations).toContain('img-src blocked https://blocked.invalid/picture.png');
  });

  it('reports uncaught errors', async () => {
    const app = await openApp();
    await app.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('deliberate uncaught error');
      });
    });
    await app.page.waitForTimeout(50);
    expect((await app.problems()).pageErrors).toEqual([
      expect.stringContaining('deliberate uncaught error'),
    ]);
  });

  // Why Preact's `style` prop is fine under `style-src 'self'` while markup with style="" is not.
  it('lets scripts set styles through the CSSOM but refuses style attributes', async () => {
    const app = await openApp();
    await app.page.evaluate(() => {
      const cssom = document.createElement('div');
      cssom.style.color = 'red';
      cssom.style.cssText = 'margin: 1px';
      document.body.append(cssom);
    });
    expect((await app.problems()).cspViolations).toEqual([]);
    await app.page.evaluate(() => {
      const markup = document.createElement('div');
      markup.setAttribute('style', 'color: red');
      document.body.append(markup);
    });
    expect((await app.problems()).cspViolations).toEqual(['style-src-attr blocked inline']);
  });

  it('keeps a persistent profile across a restart and a crash', async () => {
    const profileDir = await createProfileDir();
    const write = (value: string) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('harness-check', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(value, 'key');
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      });
    const read = () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('harness-check', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onsuccess = () => {
          const get = open.result.transaction('kv').objectStore('kv').get('key');
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      });

    const first = await openPersistentApp(profileDir);
    await first.page.evaluate(write, 'before restart');
    await first.close();

    const second = await openPersistentApp(profileDir);
    expect(await second.page.evaluate(read)).toBe('before restart');
    await second.page.evaluate(write, 'before crash');
    await second.crash();

    const third = await openPersistentApp(profileDir);
    expect(await third.page.evaluate(read)).toBe('before crash');
  });
});
