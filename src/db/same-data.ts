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
