/** Whether two plain-data values (JSON-like: no classes, no cycles) hold the same data, whatever their keys' order. */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(bRecord, key) && sameData((a as Record<string, unknown>)[key], bRecord[key]),
  );
}

/**
 * `next`, with every part that holds the same data as the matching part of `previous` replaced by
 * that part of `previous` (all of it when nothing changed): a value read again from storage keeps
 * the objects already on screen, so what shows them is not drawn again for an equal copy. One walk
 * over `next`: a part is the same when it has the same keys and each of them was kept.
 */
export function keepSame<T>(previous: unknown, next: T): T {
  if (
    previous === next ||
    typeof previous !== 'object' ||
    typeof next !== 'object' ||
    previous === null ||
    next === null ||
    Array.isArray(previous) !== Array.isArray(next)
  ) {
    return next;
  }
  const before = previous as Record<string, unknown>;
  const kept = (Array.isArray(next) ? [...next] : { ...next }) as Record<string, unknown>;
  const keys = Object.keys(kept);
  let same = keys.length === Object.keys(before).length;
  for (const key of keys) {
    if (!Object.hasOwn(before, key)) {
      same = false;
      continue;
    }
    kept[key] = keepSame(before[key], kept[key]);
    if (kept[key] !== before[key]) same = false;
  }
  return (same ? previous : kept) as T;
}
