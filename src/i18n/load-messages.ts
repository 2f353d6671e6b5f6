import type { Locale } from './locales';
import { type Messages, NAMESPACES, type Namespace } from './namespaces';
import { createTranslator, type Translate } from './translator';

const loaded = new Map<Locale, Promise<Messages>>();

function loadNamespace(locale: Locale, namespace: Namespace): Promise<unknown> {
  // One chunk per language and namespace: only the languages in use are ever downloaded.
  return import(`./locales/${locale}/${namespace}.ts`).then((module) => module.default);
}

/** Every namespace of one language, loaded once and kept (a failed load is tried again next time). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = Promise.all(NAMESPACES.map((namespace) => loadNamespace(locale, namespace))).then(
      (trees) => Object.fromEntries(NAMESPACES.map((namespace, i) => [namespace, trees[i]])),
    ) as Promise<Messages>;
    loaded.set(locale, pending);
    pending.catch(() => loaded.delete(locale));
  }
  return pending;
}

/** A translator for a language other than the screen's, e.g. to print rule cards in French. */
export async function loadTranslator(locale: Locale): Promise<Translate> {
  return createTranslator(locale, await loadMessages(locale));
}
