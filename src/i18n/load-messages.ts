import type { Locale } from './locales';
import type { Messages } from './namespaces';
import { createTranslator, type Translate } from './translator';

const loaded = new Map<Locale, Promise<Messages>>();

/** Every namespace of one language, loaded once and kept (a failed load is tried again next time). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    // One chunk per language: only the languages in use are ever downloaded, each in one request.
    pending = import(`./locales/${locale}/index.ts`).then((module) => module.default as Messages);
    loaded.set(locale, pending);
    pending.catch(() => loaded.delete(locale));
  }
  return pending;
}

/** A translator for a language other than the screen's, e.g. to print rule cards in French. */
export async function loadTranslator(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await loadMessages(locale));
}
