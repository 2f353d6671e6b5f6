/**
 * Backup files a person might open by mistake or be sent on purpose: random text, random JSON,
 * and real exports damaged in every way we could think of (wrong types, missing fields, huge
 * numbers and strings, keys that reach for a prototype, cut-off text). A fast-check arbitrary of
 * file texts, built from the real exports it is given.
 */
import fc from 'fast-check';
import { BACKUP_FORMAT, BACKUP_VERSION } from '../../src/db/backup';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Key = string | number;

/** Keys that mean something to JavaScript objects, plus a few of their methods' names. */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'];

const hugeString = fc
  .tuple(fc.constantFrom(1_000, 100_000, 1_000_000), fc.constantFrom('x', 'é', '🂡', ' ', '"\\'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Values of the wrong type or out of range, for any field. */
const strangeValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, false, 0, -1, 0.5, 1e21, 1e308, -1e308, 2 ** 53 + 2),
  fc.constantFrom<Json>('', ' ', '0', '12', '3-5', '99-99', [], {}, [null], { kind: 'typed' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
  { arbitrary: hugeString, weight: 1 },
);

/** Numbers JSON.stringify cannot write but a file can hold: they parse to Infinity, -0, 2^53. */
const strangeNumberText = fc.constantFrom(
  '1e999',
  '-1e999',
  '-0',
  '9007199254740993',
  `1${'0'.repeat(400)}`,
  '0.0000000000000000000001',
  '1E2',
);

type Change =
  | { op: 'replace'; at: number; value: Json }
  | { op: 'delete'; at: number }
  | { op: 'add-key'; at: number; key: string; value: Json }
  | { op: 'duplicate'; at: number }
  | { op: 'nest'; at: number; depth: number };

/** Changes to the text once written out. */
type TextChange =
  | { op: 'cut'; at: number }
  | { op: 'insert'; at: number; text: string }
  | { op: 'number'; at: number; text: string };

const at = fc.nat();
const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('replace'), at, value: strangeValue }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete'), at }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('add-key'),
      at,
      key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 }), hugeString),
      value: fc.oneof(strangeValue, fc.constant<Json>({ polluted: true })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('duplicate'), at }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('nest'), at, depth: fc.integer({ min: 1, max: 30 }) }),
  },
);
const textChange: fc.Arbitrary<TextChange> = fc.oneof(
  fc.record({ op: fc.constant('cut'), at }),
  fc.record({ op: fc.constant('insert'), at, text: fc.string({ minLength: 1, maxLength: 5 }) }),
  fc.record({ op: fc.constant('number'), at, text: strangeNumberText }),
);

/** Every place in a JSON value, as paths from its root (the root itself is []). */
function places(value: Json, path: Key[] = [], into: Key[][] = []): Key[][] {
  into.push(path);
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      places(item, [...path, Array.isArray(value) ? Number(key) : key], into);
    }
  }
  return into;
}

/** Sets a property as JSON.parse does: an own property, even one named __proto__. */
function define(target: object, key: Key, value: Json): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function applyChange(root: Json, c: Change): Json {
  const all = places(root);
  const path = all[c.at % all.length] as Key[];
  const parentPath = path.slice(0, -1);
  const key = path.at(-1);
  const parent = parentPath.reduce<Json>((node, k) => (node as Record<Key, Json>)[k] as Json, root);
  const target = key === undefined ? root : (parent as Record<Key, Json>)[key];
  const put = (value: Json): Json => {
    if (key === undefined) return value;
    define(parent as object, key, value);
    return root;
  };
  switch (c.op) {
    // Copies: the arbitraries hand out the same constant objects again and again.
    case 'replace':
      return put(structuredClone(c.value));
    case 'delete':
      if (key === undefined) return root;
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete (parent as Record<Key, Json>)[key];
      return root;
    case 'add-key':
      if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
        define(target, c.key, structuredClone(c.value));
      }
      return root;
    case 'duplicate':
      if (Array.isArray(target) && target.length > 0)
        target.push(structuredClone(target[0] as Json));
      return root;
    case 'nest': {
      let nested = target as Json;
      for (let i = 0; i < c.depth; i++) nested = i % 2 ? [nested] : { value: nested };
      return put(nested);
    }
  }
}

function applyTextChange(text: string, c: TextChange): string {
  const where = c.at % (text.length + 1);
  switch (c.op) {
    case 'cut':
      return text.slice(0, where);
    case 'insert':
      return text.slice(0, where) + c.text + text.slice(where);
    case 'number': {
      // Replaces the first number at or after the spot.
      const match = /-?\d+(\.\d+)?([eE][+-]?\d+)?/g;
      match.lastIndex = where;
      const found = match.exec(text) ?? /\d+/.exec(text);
      if (!found) return text;
      return text.slice(0, found.index) + c.text + text.slice(found.index + found[0].length);
    }
  }
}

/** A real export damaged by one to three changes, then perhaps its text as well. */
function damagedExport(exports: readonly string[]): fc.Arbitrary<string> {
  const parsed = exports.map((text) => JSON.parse(text) as Json);
  return fc
    .record({
      base: fc.nat(exports.length - 1),
      changes: fc.array(change, { minLength: 1, maxLength: 3 }),
      textChanges: fc.array(textChange, { maxLength: 1 }),
    })
    .map(({ base, changes, textChanges }) => {
      const damaged = changes.reduce(applyChange, structuredClone(parsed[base] as Json));
      return textChanges.reduce(applyTextChange, JSON.stringify(damaged, null, 1));
    });
}

/** A backup envelope that is right, holding games that are anything at all. */
const randomGames = fc
  .array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 3 })
  .map((games) =>
    JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: 1, games }),
  );

/** Files of every kind, mostly damaged real exports. */
export function badBackupFile(exports: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    { weight: 1, arbitrary: fc.json({ maxDepth: 4 }) },
    { weight: 1, arbitrary: randomGames },
    { weight: 1, arbitrary: fc.constantFrom(...exports) },
    { weight: 12, arbitrary: damagedExport(exports) },
  );
}
