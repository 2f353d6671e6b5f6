import type { MessageTree } from '../../messages';

/** A hand entered tile by tile on a keypad of numbers (src/ui/TileKeypad.tsx). */
export default {
  number: 'Tap one of its two numbers',
  pick: 'Then tap the tile',
  waiting: 'Then tap the tile among those shown here.',
  hand: 'In the hand: tap a tile to take it out',
  refused: 'Not this tile: {why}.',
} satisfies MessageTree;
