/**
 * Names joined as one person in the family record ("Grandma" and "Nana"): lists of names as
 * typed, the first the one shown. Names match trimmed and whatever their case, so "ann " and
 * "Ann" are one name already and need no joining. Pure functions: the mutations store what
 * they give.
 */
import type { JoinedNames } from './model';

/** The form two names share when they are the same name: trimmed, case ignored. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLowerCase();
}

/** The one list of joined names holding each name, by its key. */
function groupOf(joined: JoinedNames, name: string): readonly string[] | undefined {
  const key = nameKey(name);
  return joined.find((group) => group.some((other) => nameKey(other) === key));
}

function distinct(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * `other` (and every name joined to it) joined to `kept` (and its own): one list, the names of
 * `kept`'s list first, so the name shown stays the one shown before.
 */
export function addJoin(joined: JoinedNames, kept: string, other: string): JoinedNames {
  const first = groupOf(joined, kept) ?? [kept.trim()];
  const second = groupOf(joined, other) ?? [other.trim()];
  if (first === second) return joined;
  const merged = distinct([...first, ...second]);
  const rest = joined.filter((group) => group !== first && group !== second);
  return merged.length > 1 ? [...rest, merged] : rest;
}

/** `name` on its own again; a list left with one name goes. */
export function removeJoin(joined: JoinedNames, name: string): JoinedNames {
  const key = nameKey(name);
  return joined
    .map((group) => group.filter((other) => nameKey(other) !== key))
    .filter((group) => group.length > 1);
}

/** Two sets of joined names as one (an import laid over what the phone holds). */
export function mergeJoined(mine: JoinedNames, theirs: JoinedNames): JoinedNames {
  let merged = mine;
  for (const group of theirs) {
    const [kept, ...others] = group;
    for (const other of others) merged = addJoin(merged, kept as string, other);
  }
  return merged;
}

/** The name a person is shown by: the first of the names joined to `name`, else `name`. */
export function shownName(joined: JoinedNames, name: string): string {
  return groupOf(joined, name)?.[0] ?? name.trim();
}
