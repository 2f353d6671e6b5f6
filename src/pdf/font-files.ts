import type { Face } from './font-coverage';

/**
 * Each face's subset is src/pdf/fonts/<name>.ttf, made by `npm run fonts`
 * (scripts/make-font-subset.ts) and never committed.
 */
export const FACE_FILE_NAMES: Readonly<Record<Face, string>> = {
  sans: 'noto-sans',
  sc: 'noto-sans-sc',
};
