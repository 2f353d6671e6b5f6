import type { Item } from './layout-model';
import { placeText, type TextStyle } from './text-layout';
import type { Typeface } from './typeface';

/** One line of text already wrapped, with the room it takes. */
export interface FlowLine {
  text: string;
  style: TextStyle;
  /** From the region's left edge to the start of the text. */
  indent: number;
  /** Line height: the font size times the leading. */
  height: number;
  /** A dot in the indent before this line: a list item starts here. */
  bullet?: boolean;
}

/** Lines that belong together: a heading, or one rule with its title. */
export interface FlowBlock {
  lines: FlowLine[];
  /** Room above the block, left out at the top of a region. */
  spaceBefore: number;
  /** A heading stays with the start of what follows it. */
  keepWithNext: boolean;
  /** A bar in the left margin along the whole block: the house-rule mark. */
  bar: boolean;
  /** Its section's heading, repeated when the block starts a new region mid-section. */
  continues?: readonly FlowLine[];
}

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

const height = (lines: readonly FlowLine[]) => lines.reduce((sum, line) => sum + line.height, 0);

/**
 * Pours blocks into regions, one after another, and gives the items of each region used. A
 * block moves whole to the next region rather than split, unless no region could hold it.
 */
export function flowBlocks(
  typeface: Typeface,
  blocks: readonly FlowBlock[],
  regionAt: (index: number) => Region,
): Item[][] {
  const filled: Item[][] = [[]];
  let region = regionAt(0);
  let y = region.y;
  const bottom = () => region.y + region.height;
  const nextRegion = () => {
    filled.push([]);
    region = regionAt(filled.length - 1);
    y = region.y;
  };
  const atTop = () => y === region.y;
  const placeLine = (line: FlowLine) => {
    const { size } = line.style;
    const baseline = y + line.height / 2 + size * 0.35;
    const items = filled[filled.length - 1] as Item[];
    items.push(...placeText(typeface, line.text, region.x + line.indent, baseline, line.style));
    if (line.bullet) {
      items.push({
        kind: 'dot',
        x: region.x + 5,
        y: baseline - size * 0.32,
        radius: size * 0.14,
        gray: 0,
      });
    }
    y += line.height;
  };

  for (const [index, block] of blocks.entries()) {
    const next = blocks[index + 1];
    const keep = block.keepWithNext && next ? height(next.lines.slice(0, 2)) + next.spaceBefore : 0;
    const needed = height(block.lines) + keep;
    if (!atTop() && y + block.spaceBefore + needed > bottom()) nextRegion();
    if (!atTop()) y += block.spaceBefore;
    else if (block.continues && index > 0) {
      for (const line of block.continues) placeLine(line);
      y += block.spaceBefore;
    }
    const fragmentTop = { y, lines: 0 };
    const closeFragment = () => {
      if (block.bar && fragmentTop.lines > 0) {
        (filled[filled.length - 1] as Item[]).push({
          kind: 'line',
          x1: region.x - 7,
          y1: fragmentTop.y + 2,
          x2: region.x - 7,
          y2: y - 2,
          width: 2.5,
          gray: 0.4,
          dash: [],
        });
      }
    };
    for (const line of block.lines) {
      if (!atTop() && y + line.height > bottom()) {
        closeFragment();
        nextRegion();
        fragmentTop.y = y;
        fragmentTop.lines = 0;
      }
      const { size } = line.style;
      const baseline = y + line.height / 2 + size * 0.35;
      const items = filled[filled.length - 1] as Item[];
      items.push(...placeText(typeface, line.text, region.x + line.indent, baseline, line.style));
      if (line.bullet) {
        items.push({
          kind: 'dot',
          x: region.x + 5,
          y: baseline - size * 0.32,
          radius: size * 0.14,
          gray: 0,
        });
      }
      y += line.height;
      fragmentTop.lines++;
    }
    closeFragment();
  }
  return filled;
}
