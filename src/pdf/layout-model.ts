import type { Locale } from '../i18n/locales';
import type { Face } from './font-coverage';

/**
 * A document laid out as plain data: every position measured and fixed, in points from the
 * page's top-left corner. The drawing only copies it onto a PDF, so the layout is tested
 * without one.
 */
export interface DocumentLayout {
  /** The PDF's title, shown by viewers. */
  title: string;
  /** The language of the text, for the PDF's /Lang (screen readers, search). */
  language: Locale;
  pages: PageLayout[];
}

export interface PageLayout {
  width: number;
  height: number;
  items: Item[];
}

export type Item = TextItem | LineItem | BoxItem | DotItem | PathItem;

/** Gray level from 0 (black) to 1 (white): the sheets print well on any printer in gray. */
export type Gray = number;

/** Text in one face, starting at x on the baseline y. */
export interface TextItem {
  kind: 'text';
  x: number;
  y: number;
  size: number;
  face: Face;
  text: string;
  bold: boolean;
  gray: Gray;
}

interface LineItem {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width: number;
  gray: Gray;
  /** Dash and gap lengths; empty for a solid line. */
  dash: readonly number[];
}

/** A rectangle from its top-left corner, filled and/or outlined, corners optionally rounded. */
interface BoxItem {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
  radius: number;
  fill: Gray | null;
  stroke: { width: number; gray: Gray } | null;
}

/** A filled disc: a domino's pip or a list bullet. */
interface DotItem {
  kind: 'dot';
  x: number;
  y: number;
  radius: number;
  gray: Gray;
}

/** Joined straight segments through `points`: a chart's line, or a marker's closed outline. */
export interface PathItem {
  kind: 'path';
  points: readonly { x: number; y: number }[];
  closed: boolean;
  width: number;
  gray: Gray;
  /** Inside a closed path; null leaves it empty. */
  fill: Gray | null;
  /** Dash and gap lengths; empty for a solid line. */
  dash: readonly number[];
}
