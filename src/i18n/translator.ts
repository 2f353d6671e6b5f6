import { interpolate, type Params, pluralForm } from './format';
import type { Locale } from './locales';
import { lookup, type MessageKey } from './messages';
import type { Messages } from './namespaces';

/**
 * Gives the message for a key in one language, placeholders filled. A plural message picks its
 * form from `params.count`. An unknown key (or no messages yet) gives the key itself.
 */
export type Translate = (key: MessageKey, params?: Params) => string;

export function createTranslator(locale: Locale, messages: Messages | null): Translate {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  return (key, params = {}) => {
    const message = lookup(messages, key);
    if (message === undefined) return key;
    const text =
      typeof message === 'string'
        ? message
        : pluralForm(message, Number(params.count ?? Number.NaN), plurals);
    return interpolate(text, params, numbers);
  };
}
