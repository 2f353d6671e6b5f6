import { effect, signal } from '@preact/signals';

/**
 * How the app looks on this phone: remembered in localStorage (not the database) because they
 * must apply before the first paint, and losing them loses nothing a person typed.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

// public/before-paint.js reads the same keys before the first paint.
const THEME_KEY = 'mexican-train.theme';
const TEXT_SIZE_KEY = 'mexican-train.text-size';

function read<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return choices.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function remember(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private browsing or a full disk: the choice holds for this visit only.
  }
}

export const theme = signal<Theme>(read(THEME_KEY, THEMES, 'system'));
export const textSize = signal<TextSize>(read(TEXT_SIZE_KEY, TEXT_SIZES, 'normal'));

/** Keeps <html> in step with the choices, and remembers them. Returns the cleanup. */
export function applyPreferences(root: HTMLElement = document.documentElement): () => void {
  return effect(() => {
    // app.css turns this into color-scheme, which drives light-dark(); "system" follows the phone.
    root.dataset.theme = theme.value;
    root.dataset.textSize = textSize.value;
    remember(THEME_KEY, theme.value);
    remember(TEXT_SIZE_KEY, textSize.value);
  });
}
