import { describe, expect, it } from 'vitest';
import type { Locale } from './locales';
import { NAMESPACES } from './namespaces';

/**
 * One word per thing, as a family says it at the table (shared/glossary.md, issue 15): the words
 * the seeds' machine translations brought in, and the register each language keeps, must not come
 * back in any dictionary, including the namespaces added after this test was written.
 */

interface Forbidden {
  /** What to write instead, said to whoever meets the failure. */
  readonly instead: string;
  readonly pattern: RegExp;
  /** How many times the whole language may use it (a gloss where the term is introduced). */
  readonly allowed?: number;
  /** A sentence the pattern must catch: a rule that catches nothing is no rule. */
  readonly example: string;
}

// \p{L} around a word: \b knows only ASCII letters, and French and Russian words have others.
const FORBIDDEN: Record<Exclude<Locale, 'en'>, readonly Forbidden[]> = {
  fr: [
    {
      instead: 'the boneyard is « la pioche »',
      pattern: /gare de triage/giu,
      example: 'La gare de triage est vide.',
    },
    {
      instead: 'to draw is « piocher » (tirer au sort stays)',
      pattern: /(?<!\p{L})tir(?:e|es|ent|er|ez|ons|é|ée|és|ées|ant)?(?!\p{L})(?!\s+au sort)/giu,
      example: "S'il a tiré un domino, il joue.",
    },
    {
      instead: 'a double is covered, « couvrir »',
      pattern: /satisf/giu,
      example: 'Il faut satisfaire le double.',
    },
    {
      instead: 'a double is masculine, « le double »',
      pattern: /(?<!\p{L})(?:la|une) double(?!\p{L})/giu,
      example: 'Posez la double douze au centre.',
    },
    { instead: 'a tile is « un domino »', pattern: /tuile/giu, example: 'Prenez sept tuiles.' },
    {
      instead: 'the deal is « la distribution »',
      pattern: /(?<!\p{L})(?:la|une) donne(?!\p{L})/giu,
      example: 'Avant la donne, mélangez.',
    },
  ],
  ru: [
    {
      instead: 'the engine is «стартовый дубль»; «двигатель» once at most, as a gloss',
      pattern: /двигател/giu,
      allowed: 1,
      example: '«Двигатель»: дубль шесть',
    },
    {
      instead: 'neutral wording, never a "(а)" form',
      pattern: /\((?:а|ла)\)/giu,
      example: 'Анна выиграл(а) раунд.',
    },
  ],
  zh: [
    { instead: '你 throughout, never 您', pattern: /您/gu, example: '您先出牌。' },
    {
      instead: 'the engine is 起始双牌; 引擎 once at most, as a gloss',
      pattern: /引擎/gu,
      allowed: 1,
      example: '引擎：双六',
    },
    { instead: 'the boneyard is 骨牌堆', pattern: /骨头堆/gu, example: '从骨头堆抽牌。' },
    { instead: 'a house rule is 家规', pattern: /家庭规则/gu, example: '有两条家庭规则。' },
    {
      instead: 'games are counted with 局 (3 局游戏)',
      pattern: /个游戏/gu,
      example: '已恢复 3 个游戏。',
    },
    {
      // 轮 after a number is a count of rounds; 这一轮, 轮到 and 轮流 are a turn, as they should be.
      instead: 'a round is 回合; 轮 is a turn',
      pattern: /(?:\{\w+\}|[\d二三四五六七八九十两几])\s*轮(?![到流])/gu,
      example: '第 {round} 轮，共 {rounds} 轮',
    },
  ],
};

/** Every dictionary file of every language, found by its place: a new namespace is read too. */
const FILES = import.meta.glob<unknown>(['./locales/*/*.ts', '!./locales/*/index.ts'], {
  eager: true,
  import: 'default',
});

/** Each message of a language as `file key: text`, plural forms included. */
function messagesOf(locale: Locale): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (node: unknown, where: string) => {
    if (typeof node === 'string') found.push({ where, text: node });
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, `${where}.${key}`);
  };
  for (const [path, messages] of Object.entries(FILES)) {
    const [, language, file] = path.split('/').slice(1);
    if (language === locale) walk(messages, `${file?.replace(/\.ts$/, '')}`);
  }
  return found;
}

describe.each(Object.entries(FORBIDDEN))('%s dictionaries', (locale, rules) => {
  const messages = messagesOf(locale as Locale);

  it('are all read, every namespace', () => {
    const read = new Set(messages.map(({ where }) => where.split('.')[0]));
    expect(NAMESPACES.filter((namespace) => !read.has(namespace))).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.instead, rule] as const))('%s', (_, rule) => {
    expect(rule.example.match(rule.pattern)?.length ?? 0).toBeGreaterThan(0);
    const uses = messages.flatMap(({ where, text }) =>
      (text.match(rule.pattern) ?? []).map((word) => `${where}: "${word}" in "${text}"`),
    );
    expect(uses.length > (rule.allowed ?? 0) ? uses : []).toEqual([]);
  });
});
