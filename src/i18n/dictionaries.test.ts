import { describe, expect, it } from 'vitest';
import { type ChoiceOption, OPTION_CHOICES, PRESET_IDS, REFUSAL_CODES, RULE_IDS } from '../rules';
import { placeholders } from './format';
import { optionAnswerKey, optionQuestionKey, ruleTitleKey } from './house-rule-keys';
import { loadMessages } from './load-messages';
import { LOCALES, type Locale } from './locales';
import { isPluralMessage, lookup, PLURAL_CATEGORIES } from './messages';
import { NAMESPACES } from './namespaces';

type Tree = Record<string, unknown>;

/** Every leaf's dotted path, and the value there (a text or a plural message). */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string' || isPluralMessage(value)) found.set(path, value);
    else for (const [deeper, leaf] of leaves(value, `${path}.`)) found.set(deeper, leaf);
  }
  return found;
}

/** A message's texts: itself, or each of its plural forms. */
function textsOf(message: unknown): string[] {
  return typeof message === 'string' ? [message] : (Object.values(message as Tree) as string[]);
}

function placeholdersOf(message: unknown): string[] {
  return [...new Set(textsOf(message).flatMap((text) => placeholders(text)))].sort();
}

const english = await loadMessages('en');
const englishLeaves = leaves(english);
const all = Object.fromEntries(
  await Promise.all(LOCALES.map(async (l) => [l, await loadMessages(l)] as const)),
) as Record<Locale, typeof english>;

describe.each(LOCALES)('%s messages', (locale) => {
  const messages = all[locale];
  const found = leaves(messages);

  it('have exactly the keys English has, in every namespace', () => {
    expect(Object.keys(messages).sort()).toEqual([...NAMESPACES].sort());
    expect([...found.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
  });

  it('give each plural message exactly the plural forms the language uses', () => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [key, value] of found) {
      if (isPluralMessage(value))
        expect([key, Object.keys(value).sort()]).toEqual([key, [...forms].sort()]);
    }
  });

  it('never mix plural forms and other keys in one group (a misspelt plural)', () => {
    const mixed = (tree: unknown, path: string): string[] => {
      if (typeof tree !== 'object' || tree === null || isPluralMessage(tree)) return [];
      const keys = Object.keys(tree);
      const own = keys.some((k) => (PLURAL_CATEGORIES as readonly string[]).includes(k))
        ? [path]
        : [];
      return [...own, ...keys.flatMap((k) => mixed((tree as Tree)[k], `${path}.${k}`))];
    };
    expect(mixed(messages, locale)).toEqual([]);
  });

  it('use the same placeholders as English in every message', () => {
    for (const [key, value] of found) {
      expect([key, placeholdersOf(value)]).toEqual([key, placeholdersOf(englishLeaves.get(key))]);
    }
  });

  it('have no empty message', () => {
    for (const [key, value] of found) {
      const texts = typeof value === 'string' ? [value] : Object.values(value as Tree);
      for (const text of texts)
        expect([key, (text as string).trim().length > 0]).toEqual([key, true]);
    }
  });

  it('name every language in its own language, as English does', () => {
    expect(messages.common.languageNames).toEqual(english.common.languageNames);
  });

  it('have a title and a text for every rule id', () => {
    for (const id of RULE_IDS) {
      const title = ruleTitleKey(id);
      expect([id, typeof lookup(messages, title)]).toEqual([id, 'string']);
      // A text, a plural text, or one text per value of an option (checked in rule-text.test.ts).
      const text = title
        .replace(/title$/, 'text')
        .split('.')
        .reduce<unknown>((node, key) => (node as Tree)?.[key], messages);
      expect([id, text === undefined]).toEqual([id, false]);
    }
  });

  it('have a sentence for every refusal code', () => {
    for (const code of REFUSAL_CODES) {
      // The refusals only a house rule gives have their sentences among the house rules' words.
      const sentences = ['mexican-not-open', 'own-train-first'].includes(code)
        ? messages.houseRules.verdicts
        : messages.verdicts.refused;
      expect([code, code in sentences]).toEqual([code, true]);
    }
  });

  it('ask every house-rule option as a question, with an answer for each of its values', () => {
    for (const [option, values] of Object.entries(OPTION_CHOICES)) {
      expect(lookup(messages, optionQuestionKey(option as ChoiceOption))).toBeTypeOf('string');
      for (const value of values) {
        const answer = lookup(messages, optionAnswerKey(option as ChoiceOption, value));
        expect([option, value, typeof answer]).toEqual([option, value, 'string']);
      }
    }
  });

  it('name and describe every rule set', () => {
    for (const preset of PRESET_IDS) {
      expect(lookup(messages, `game.presets.${preset}.name`)).toBeTypeOf('string');
      expect(lookup(messages, `game.presets.${preset}.description`)).toBeTypeOf('string');
    }
  });

  it('have a word for every number on a tile up to a double-18 set', () => {
    for (let n = 0; n <= 18; n++) {
      expect(lookup(messages, `game.tile.numbers.${n}`)).toBeTypeOf('string');
    }
  });
});

describe('French messages', () => {
  it('keep : ! ? ; and the inside of « » from a line of their own, by a no-break space', () => {
    const loose = [...leaves(all.fr)].flatMap(([key, message]) =>
      textsOf(message)
        .filter((text) => / [:!?;»]|« /.test(text))
        .map((text) => `${key}: ${text}`),
    );
    expect(loose).toEqual([]);
  });
});
