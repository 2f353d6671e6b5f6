import { ensureFontSubsets } from '../../scripts/make-font-subset';
import { nodeFonts } from '../../src/pdf/node-fonts';
import { type LoadedFonts, loadFonts } from '../../src/pdf/resources';

/** The real font subsets, made first if `npm run fonts` has not run yet (or is out of date). */
export async function realFonts(): Promise<LoadedFonts> {
  await ensureFontSubsets();
  return loadFonts(nodeFonts);
}
