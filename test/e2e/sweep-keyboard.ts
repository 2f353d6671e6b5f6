import type { Page } from 'playwright-core';

/**
 * The accessibility sweep's keyboard: Tab pressed through a screen for focus rings that do not
 * show or are covered, and to reach a named control as a keyboard user does.
 */

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
