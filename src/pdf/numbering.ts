import { interpolate } from '../i18n/format';
import type { Locale } from '../i18n/locales';

/**
 * What a content's numbering ("Page {number} of {count}") keeps in place of its numbers when it
 * is worded: only the layout knows how many cards or pages there are.
 */
export const NUMBERING_PLACEHOLDERS = { number: '{number}', count: '{count}' } as const;

/** The numbering of card or page `index` (from 0) of `count`, numbers written the language's way. */
export function numberText(
  numbering: string,
  index: number,
  count: number,
  language: Locale,
): string {
  return interpolate(numbering, { number: index + 1, count }, new Intl.NumberFormat(language));
}
