import type { Face } from './font-coverage';
import { readFontMetrics } from './font-metrics';
import { createTypeface, type Typeface } from './typeface';

/** Gives a face's font subset: fetched in the browser, read from disk in Node. */
export type FontSource = (face: Face) => Promise<Uint8Array>;

export interface LoadedFonts {
  bytes: Readonly<Record<Face, Uint8Array>>;
  typeface: Typeface;
}

const loaded = new WeakMap<FontSource, Promise<LoadedFonts>>();

/** Both faces, loaded once per source and kept: a second print starts at once. */
export function loadFonts(source: FontSource): Promise<LoadedFonts> {
  let pending = loaded.get(source);
  if (!pending) {
    pending = Promise.all([source('sans'), source('sc')]).then(([sans, sc]) => ({
      bytes: { sans, sc },
      typeface: createTypeface({ sans: readFontMetrics(sans), sc: readFontMetrics(sc) }),
    }));
    loaded.set(source, pending);
    pending.catch(() => loaded.delete(source));
  }
  return pending;
}
