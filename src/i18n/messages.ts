import type { Locale, PluralForms } from './locales';
import type { Messages } from './namespaces';

export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** A message that depends on a `count`: one text per plural form of its language. */
export type PluralMessage = Partial<Record<PluralCategory, string>> & { other: string };

/** A namespace's messages: each leaf is a text or a plural message, grouped by any depth. */
export interface MessageTree {
  readonly [key: string]: string | PluralMessage | MessageTree;
}

type IsPlural<T> = T extends string
  ? false
  : [Exclude<keyof T, PluralCategory>] extends [never]
    ? 'other' extends keyof T
      ? true
      : false
    : false;

/**
 * What a translation of the English messages T must be in language L: exactly the same keys,
 * and for each plural message the plural forms L uses. Other languages' files end with
 * `satisfies Translation<Messages['ns'], 'xx'>`, so a missing or extra key is a type error.
 */
export type Translation<T, L extends Locale> = T extends string
  ? string
  : IsPlural<T> extends true
    ? { [F in PluralForms[L]]: string }
    : { [K in keyof T]: Translation<T[K], L> };

type Leaves<T, Prefix extends string> = {
  [K in keyof T & (string | number)]: T[K] extends string
    ? `${Prefix}${K}`
    : IsPlural<T[K]> extends true
      ? `${Prefix}${K}`
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & (string | number)];

/** Every message's key: its namespace and path, e.g. 'common.appName', 'rules.double.after.title'. */
export type MessageKey = Leaves<Messages, ''>;

export function isPluralMessage(value: unknown): value is PluralMessage {
  if (typeof value !== 'object' || value === null) return false;
  const keys = Object.keys(value);
  return (
    keys.includes('other') &&
    keys.every((key) => (PLURAL_CATEGORIES as readonly string[]).includes(key))
  );
}

/** The message at a dotted key, or undefined when the key leads nowhere or to a group. */
export function lookup(messages: unknown, key: string): string | PluralMessage | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string' || isPluralMessage(node)) return node;
  return undefined;
}
