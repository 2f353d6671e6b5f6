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
 * the objects already on screen, so what shows them is not drawn again for an equal copy.
 */
export function keepSame<T>(previous: unknown, next: T): T {
  if (sameData(previous, next)) return previous as T;
  if (
    typeof previous !== 'object' ||
    typeof next !== 'object' ||
    previous === null ||
    next === null
  ) {
    return next;
  }
  if (Array.isArray(previous) !== Array.isArray(next)) return next;
  const before = previous as Record<string, unknown>;
  const kept = (Array.isArray(next) ? [...next] : { ...next }) as Record<string, unknown>;
  for (const key of Object.keys(kept)) {
    if (Object.hasOwn(before, key)) kept[key] = keepSame(before[key], kept[key]);
  }
  return kept as T;
}
