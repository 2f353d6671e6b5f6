import { drawPdf } from './draw';
import type { DocumentLayout } from './layout-model';
import { type FontSource, loadFonts } from './resources';
import type { Typeface } from './typeface';

/**
 * Loads what drawing needs (jsPDF and the fonts, both on demand, so neither is in the first-load
 * bundle), lays the document out with the fonts' metrics, and draws it.
 */
export async function renderPdf(
  fonts: FontSource,
  layout: (typeface: Typeface) => DocumentLayout,
): Promise<Uint8Array> {
  const [{ jsPDF }, loaded] = await Promise.all([import('jspdf'), loadFonts(fonts)]);
  return drawPdf(jsPDF, layout(loaded.typeface), loaded.bytes);
}
