import type { MessageTree } from '../../messages';

/** The end of a round: how each hand was counted and what it scores (src/screens/end-round). */
export default {
  /** A seat's own card, when the house rule scores its hand 0. */
  lowestInBlock: 'This round: 0 points, the lowest hand in a blocked round (house rule)',
} satisfies MessageTree;
