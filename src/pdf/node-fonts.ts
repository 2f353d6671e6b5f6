import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Face } from './font-coverage';
import { FACE_FILE_NAMES } from './font-files';
import type { FontSource } from './resources';

/** Node only (the CLI, tests, the bench): where `npm run fonts` writes the subsets. */
export function fontPath(face: Face): string {
  return fileURLToPath(new URL(`./fonts/${FACE_FILE_NAMES[face]}.ttf`, import.meta.url));
}

/** The subsets read from disk, for the same code run in Node. */
export const nodeFonts: FontSource = async (face) => new Uint8Array(await readFile(fontPath(face)));
