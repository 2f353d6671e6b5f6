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

/** Fewest lines of a block left at the foot of a region or carried to the next one. */
const MIN_SPLIT_LINES = 2;

/** How many of `lines`, from the first, fit in `room` points. */
function linesFitting(lines: readonly FlowLine[], room: number): number {
  let used = 0;
  let count = 0;
  for (const line of lines) {
    used += line.height;
    if (used > room) break;
    count++;
  }
  return count;
}

/**
 * Pours blocks into regions, one after another, and gives the items of each region used. A
 * block that does not fit is split only if at least two of its lines stay and two move on (no
 * lone line at the foot or head of a card); otherwise it moves whole to the next region. A
 * block continuing a section in a new region repeats the section's heading above it.
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
  const atTop = () => y === region.y;
  const items = () => filled[filled.length - 1] as Item[];
  const placeLine = (line: FlowLine) => {
    const { size } = line.style;
    const baseline = y + line.height / 2 + size * 0.35;
    items().push(...placeText(typeface, line.text, region.x + line.indent, baseline, line.style));
    if (line.bullet) {
      items().push({
        kind: 'dot',
        x: region.x + 5,
        y: baseline - size * 0.32,
        radius: size * 0.14,
        gray: 0,
      });
    }
    y += line.height;
  };
  /** A new region; mid-section, the section's heading first, then `gap` under it. */
  const startRegion = (block: FlowBlock, gap: number) => {
    filled.push([]);
    region = regionAt(filled.length - 1);
    y = region.y;
    if (block.continues) {
      for (const line of block.continues) placeLine(line);
      y += gap;
    }
  };

  for (const [index, block] of blocks.entries()) {
    const next = blocks[index + 1];
    const keep =
      block.keepWithNext && next
        ? height(next.lines.slice(0, MIN_SPLIT_LINES)) + next.spaceBefore
        : 0;
    if (!atTop() && y + block.spaceBefore + height(block.lines) + keep > bottom()) {
      const fit = linesFitting(block.lines, bottom() - y - block.spaceBefore);
      const splits =
        !block.keepWithNext &&
        fit >= MIN_SPLIT_LINES &&
        block.lines.length - fit >= MIN_SPLIT_LINES;
      if (!splits) startRegion(block, 0);
    }
    if (!atTop()) y += block.spaceBefore;
    let fragmentTop = y;
    const markFragment = () => {
      if (!block.bar || y === fragmentTop) return;
      items().push({
        kind: 'line',
        x1: region.x - 7,
        y1: fragmentTop + 2,
        x2: region.x - 7,
        y2: y - 2,
        width: 2.5,
        gray: 0.4,
        dash: [],
      });
    };
    for (const line of block.lines) {
      if (!atTop() && y + line.height > bottom()) {
        markFragment();
        startRegion(block, block.spaceBefore);
        fragmentTop = y;
      }
      placeLine(line);
    }
    markFragment();
  }
  return filled;
}
