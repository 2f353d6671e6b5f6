import type { Face } from './font-coverage';
import { FACE_FILE_NAMES } from './font-files';
import type { FontSource } from './resources';

/**
 * The subsets as the app serves them: Vite emits src/pdf/fonts/*.ttf as hashed assets (the
 * service worker precaches them), so printing works offline.
 */
export const browserFonts: FontSource = async (face: Face) => {
  const name = FACE_FILE_NAMES[face];
  const response = await fetch(new URL(`./fonts/${name}.ttf`, import.meta.url));
  if (!response.ok) throw new Error(`font ${name} could not be loaded (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
};
