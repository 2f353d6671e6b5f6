import type { Page } from 'playwright-core';

/**
 * What the accessibility sweep measures of a screen's layout: tap targets too small or on top of
 * each other, sideways scrolling and what causes it, and text set too small.
 */

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
