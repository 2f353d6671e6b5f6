import { interpolate, type Params, pluralForm } from './format';
import { elideFrench } from './french-elision';
import type { Locale } from './locales';
import { lookup, type MessageKey } from './messages';
import type { Messages } from './namespaces';

/**
 * Gives the message for a key in one language, placeholders filled. A plural message picks its
 * form from `params.count`. An unknown key (or no messages yet) gives the key itself.
 */
export type Translate = (key: MessageKey, params?: Params) => string;

/** Spelling a language changes by the words filled in, applied before filling them. */
const SPELLING: Partial<Record<Locale, (message: string, params: Params) => string>> = {
  fr: elideFrench,
};

export function createTranslator(locale: Locale, messages: Messages | null): Translate {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  const spell = SPELLING[locale];
  return (key, params = {}) => {
    const message = lookup(messages, key);
    if (message === undefined) return key;
    const text =
      typeof message === 'string'
        ? message
        : pluralForm(message, Number(params.count ?? Number.NaN), plurals);
    return interpolate(spell ? spell(text, params) : text, params, numbers);
  };
}
