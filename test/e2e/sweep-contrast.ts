import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What the accessibility sweep finds with axe (the WCAG rules, and the enhanced contrast scores
 * and main actions need) and of the placeholders axe leaves out, each as a readable line.
 */

/** The standards the issue names: WCAG 2.0 and 2.1, levels A and AA (colour contrast among them). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe found: one line per rule and element. */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Headings in order is the issue's own requirement; axe files it under best practice.
    .options({ rules: { 'heading-order': { enabled: true }, 'color-contrast': { enabled: true } } })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${firstLine(node.failureSummary)}`,
    ),
  );
}

/**
 * Scores and main actions need 7:1 (axe's enhanced contrast rule), not only 4.5:1: checked on
 * the elements the selectors find, if any are on the screen.
 */
export async function enhancedContrastFindings(page: Page, selectors: string[]): Promise<string[]> {
  const present: string[] = [];
  for (const selector of selectors) {
    if ((await page.locator(selector).count()) > 0) present.push(selector);
  }
  if (present.length === 0) return [];
  let builder = new AxeBuilder({ page }).withRules(['color-contrast-enhanced']);
  for (const selector of present) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${firstLine(node.failureSummary)}`,
    ),
  );
}

function firstLine(text: string | undefined): string {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
    .join(' ');
}

/** The least contrast WCAG AA asks of text: placeholders included, which axe leaves out. */
const MIN_CONTRAST = 4.5;

/** Placeholders (the hint inside an empty field) fainter than 4.5:1 on their field. */
export async function faintPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    const colour = {
      luminance(css: string) {
        const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
          const c = Number(part) / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      },
      contrast(a: string, b: string) {
        const [light, dark] = [colour.luminance(a), colour.luminance(b)].sort((x, y) => y - x) as [
          number,
          number,
        ];
        return (light + 0.05) / (dark + 0.05);
      },
    };
    return [...document.querySelectorAll('input[placeholder], textarea[placeholder]')].flatMap(
      (field) => {
        if (!field.checkVisibility()) return [];
        const hint = getComputedStyle(field, '::placeholder');
        const ratio = colour.contrast(hint.color, getComputedStyle(field).backgroundColor);
        return ratio < minimum
          ? [`placeholder "${field.getAttribute('placeholder')}" is ${ratio.toFixed(2)}:1`]
          : [];
      },
    );
  }, MIN_CONTRAST);
}
