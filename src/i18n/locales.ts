/** The languages the app speaks. English is the source of truth for every message key. */
export const LOCALES = ['en', 'fr', 'ru', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * The plural forms each language's messages must give, as Intl.PluralRules names them for
 * whole numbers (a test checks these against Intl, so the types cannot drift from it).
 */
export interface PluralForms {
  en: 'one' | 'other';
  fr: 'one' | 'many' | 'other';
  ru: 'one' | 'few' | 'many' | 'other';
  zh: 'other';
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that the
 * app speaks, matched on the language alone ('fr-CA' is French); English when none is.
 */
export function detectLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
