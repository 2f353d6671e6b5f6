import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import { formatListIn } from './format';
import { loadMessages } from './load-messages';
import { DEFAULT_LOCALE, detectLocale, isLocale, type Locale } from './locales';
import type { Messages } from './namespaces';
import { createTranslator, type Translate } from './translator';

/** Where the chosen language is remembered, so the next start paints in it at once. */
export const LOCALE_STORAGE_KEY = 'mexican-train.locale';

const active = signal<Locale>(DEFAULT_LOCALE);
const messages = signal<Messages | null>(null);
const translator = computed(() => createTranslator(active.value, messages.value));

/** The language the screens speak now; change it with `setLocale`. */
export const locale: ReadonlySignal<Locale> = active;

/**
 * The message for a key in the current language. Reading it inside a component subscribes the
 * component, so the screen follows a change of language.
 */
export const t: Translate = (key, params) => translator.value(key, params);

export function formatNumber(value: number): string {
  return new Intl.NumberFormat(active.value).format(value);
}

export function formatList(items: readonly string[]): string {
  return formatListIn(active.value, items);
}

// Chinese text is Simplified: saying so lets the browser pick Simplified glyphs.
const DOCUMENT_LANG: Record<Locale, string> = { en: 'en', fr: 'fr', ru: 'ru', zh: 'zh-Hans' };

let latestRequest = 0;

/**
 * Loads a language, switches every screen to it and remembers it for the next start. When
 * called again before loading ends, the last call wins.
 */
export async function setLocale(next: Locale, { remember = true } = {}): Promise<void> {
  const request = ++latestRequest;
  const loaded = await loadMessages(next);
  if (request !== latestRequest) return;
  batch(() => {
    messages.value = loaded;
    active.value = next;
  });
  if (typeof document !== 'undefined') document.documentElement.lang = DOCUMENT_LANG[next];
  if (remember) storeLocale(next);
}

/** The remembered language, or else the first of the browser's languages the app speaks. */
function preferredLocale(): Locale {
  const stored = readStoredLocale();
  if (stored) return stored;
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return detectLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * Loads the preferred language before the first paint: await it before rendering the app. A
 * language that cannot be loaded falls back to English.
 */
export async function startI18n(): Promise<Locale> {
  const preferred = preferredLocale();
  try {
    await setLocale(preferred, { remember: false });
  } catch (error) {
    if (preferred === DEFAULT_LOCALE) throw error;
    await setLocale(DEFAULT_LOCALE, { remember: false });
  }
  return active.value;
}

// Storage may be missing or refuse access (private browsing, a locked-down browser): the
// language then simply is not remembered.
function readStoredLocale(): Locale | null {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLocale(value: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, value);
  } catch {
    // Not remembered; the choice still holds until the app closes.
  }
}
