import type { jsPDF as JsPdf } from 'jspdf';
import type { Locale } from '../i18n/locales';
import type { Face } from './font-coverage';
import type { DocumentLayout, Item } from './layout-model';

export type JsPdfConstructor = typeof JsPdf;

/**
 * Every PDF carries this creation date and an id made from its own content, so the same input
 * gives the same bytes (tests compare them; a re-print is recognisably the same document).
 */
const CREATION_DATE = "D:20000101000000+00'00'";

const PDF_LANGUAGE: Readonly<Record<Locale, 'en' | 'fr' | 'ru' | 'zh-CN'>> = {
  en: 'en',
  fr: 'fr',
  ru: 'ru',
  zh: 'zh-CN',
};

/** Bold without a bold font file: the glyphs are also outlined, this fraction of the size thick. */
const BOLD_STROKE = 0.045;

const base64Cache = new WeakMap<Uint8Array, string>();

/** jsPDF takes fonts as base64; converting a megabyte costs more than drawing a page, so once. */
function toBase64(bytes: Uint8Array): string {
  const cached = base64Cache.get(bytes);
  if (cached !== undefined) return cached;
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  const encoded = btoa(binary);
  base64Cache.set(bytes, encoded);
  return encoded;
}

/** A 32-hex-digit fingerprint of the layout (four FNV-1a hashes with different seeds). */
function contentId(layout: DocumentLayout): string {
  const text = JSON.stringify(layout);
  return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((seed) => {
      let hash = seed >>> 0;
      for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i);
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      return hash.toString(16).padStart(8, '0');
    })
    .join('')
    .toUpperCase();
}

function facesUsed(layout: DocumentLayout): Face[] {
  const faces = new Set<Face>();
  for (const page of layout.pages) {
    for (const item of page.items) if (item.kind === 'text') faces.add(item.face);
  }
  return [...faces].sort();
}

function level(gray: number): string {
  const hex = Math.round(gray * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${hex}${hex}${hex}`;
}

function drawItem(doc: JsPdf, item: Item): void {
  switch (item.kind) {
    case 'text': {
      doc.setFont(item.face, 'normal');
      doc.setFontSize(item.size);
      doc.setTextColor(level(item.gray));
      if (item.bold) {
        doc.setDrawColor(level(item.gray));
        doc.setLineWidth(item.size * BOLD_STROKE);
        doc.text(item.text, item.x, item.y, { renderingMode: 'fillThenStroke' });
      } else {
        doc.text(item.text, item.x, item.y);
      }
      return;
    }
    case 'line':
      doc.setDrawColor(level(item.gray));
      doc.setLineWidth(item.width);
      doc.setLineDashPattern([...item.dash], 0);
      doc.line(item.x1, item.y1, item.x2, item.y2);
      doc.setLineDashPattern([], 0);
      return;
    case 'box': {
      if (item.fill !== null) doc.setFillColor(level(item.fill));
      if (item.stroke) {
        doc.setDrawColor(level(item.stroke.gray));
        doc.setLineWidth(item.stroke.width);
      }
      const style = item.fill !== null ? (item.stroke ? 'FD' : 'F') : 'S';
      if (item.radius > 0) {
        doc.roundedRect(item.x, item.y, item.width, item.height, item.radius, item.radius, style);
      } else {
        doc.rect(item.x, item.y, item.width, item.height, style);
      }
      return;
    }
    case 'dot':
      doc.setFillColor(level(item.gray));
      doc.circle(item.x, item.y, item.radius, 'F');
      return;
    case 'path': {
      const [first, ...rest] = item.points;
      if (!first) return;
      doc.setDrawColor(level(item.gray));
      doc.setLineWidth(item.width);
      doc.setLineDashPattern([...item.dash], 0);
      if (item.fill !== null) doc.setFillColor(level(item.fill));
      // jsPDF takes each segment relative to where the previous one ended.
      const segments = rest.map((point, i) => {
        const from = item.points[i] as { x: number; y: number };
        return [point.x - from.x, point.y - from.y];
      });
      doc.lines(segments, first.x, first.y, [1, 1], item.fill !== null ? 'FD' : 'S', item.closed);
      doc.setLineDashPattern([], 0);
      return;
    }
  }
}

/**
 * Copies a laid-out document onto a PDF with jsPDF, embedding only the faces its text uses
 * (Noto Sans SC alone is over a megabyte).
 */
export function drawPdf(
  JsPdfClass: JsPdfConstructor,
  layout: DocumentLayout,
  fonts: Readonly<Record<Face, Uint8Array>>,
): Uint8Array {
  const [first, ...rest] = layout.pages;
  if (!first) throw new Error('a document needs at least one page');
  const orientation = (page: { width: number; height: number }) =>
    page.width > page.height ? 'landscape' : 'portrait';
  const doc = new JsPdfClass({
    unit: 'pt',
    format: [first.width, first.height],
    orientation: orientation(first),
    compress: true,
    putOnlyUsedFonts: true,
  });
  for (const face of facesUsed(layout)) {
    doc.addFileToVFS(`${face}.ttf`, toBase64(fonts[face]));
    doc.addFont(`${face}.ttf`, face, 'normal', 'normal', 'Identity-H');
  }
  doc.setCreationDate(CREATION_DATE);
  doc.setFileId(contentId(layout));
  doc.setDocumentProperties({ title: layout.title, creator: 'Mexican Train Companion' });
  doc.setLanguage(PDF_LANGUAGE[layout.language]);
  for (const [index, page] of [first, ...rest].entries()) {
    if (index > 0) doc.addPage([page.width, page.height], orientation(page));
    for (const item of page.items) drawItem(doc, item);
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
