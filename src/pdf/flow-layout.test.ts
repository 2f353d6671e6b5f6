import { describe, expect, it } from 'vitest';
import { fakeTypeface } from '../../test/pdf/fake-typeface';
import { type FlowBlock, type FlowLine, flowBlocks } from './flow-layout';
import type { Item } from './layout-model';

const typeface = fakeTypeface();
const line = (text: string): FlowLine => ({ text, style: { size: 8 }, indent: 0, height: 10 });
const block = (name: string, count: number, extra: Partial<FlowBlock> = {}): FlowBlock => ({
  lines: Array.from({ length: count }, (_, i) => line(`${name}${i + 1}`)),
  spaceBefore: 0,
  keepWithNext: false,
  bar: false,
  ...extra,
});
/** Regions five lines tall, side by side. */
const region = (index: number) => ({ x: index * 100, y: 0, width: 90, height: 50 });
const texts = (regions: Item[][]) =>
  regions.map((items) => items.flatMap((item) => (item.kind === 'text' ? [item.text] : [])));

describe('flowBlocks', () => {
  it('splits a block across regions when two lines stay and two move on', () => {
    expect(texts(flowBlocks(typeface, [block('a', 2), block('b', 6)], region))).toEqual([
      ['a1', 'a2', 'b1', 'b2', 'b3'],
      ['b4', 'b5', 'b6'],
    ]);
  });

  it('moves a block whole rather than leave one line alone on either side', () => {
    expect(texts(flowBlocks(typeface, [block('a', 3), block('b', 3)], region))).toEqual([
      ['a1', 'a2', 'a3'],
      ['b1', 'b2', 'b3'],
    ]);
  });

  it('keeps a heading with the first two lines of what follows it', () => {
    const blocks = [block('a', 3), block('H', 1, { keepWithNext: true }), block('b', 2)];
    expect(texts(flowBlocks(typeface, blocks, region))).toEqual([
      ['a1', 'a2', 'a3'],
      ['H1', 'b1', 'b2'],
    ]);
  });

  it("repeats the section's heading above a block that continues it in a new region", () => {
    const heading = [line('Doubles')];
    const blocks = [block('a', 4), block('b', 3, { continues: heading })];
    expect(texts(flowBlocks(typeface, blocks, region))).toEqual([
      ['a1', 'a2', 'a3', 'a4'],
      ['Doubles', 'b1', 'b2', 'b3'],
    ]);
  });

  it('marks a house rule with a bar beside each part of it', () => {
    const regions = flowBlocks(typeface, [block('a', 2), block('b', 6, { bar: true })], region);
    const bars = regions.map((items) => items.filter((item) => item.kind === 'line'));
    expect(bars.map((found) => found.length)).toEqual([1, 1]);
  });
});
