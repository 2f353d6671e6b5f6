import type { Locale } from './locales';
import type { PluralMessage } from './messages';

/** Values for a message's named placeholders; numbers are written the language's way. */
export type Params = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of the placeholders a text uses, e.g. "{name} went out" → ["name"]. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

/** Fills `{name}` placeholders; one without a value stays visible, so the gap is noticed. */
export function interpolate(text: string, params: Params, numbers: Intl.NumberFormat): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/** The form of a plural message for a count; 'other' when the language's form is missing. */
export function pluralForm(message: PluralMessage, count: number, rules: Intl.PluralRules): string {
  return message[rules.select(count)] ?? message.other;
}

/** "Ann, Bob and Eve" the way the language lists names. */
export function formatListIn(locale: Locale, items: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}
