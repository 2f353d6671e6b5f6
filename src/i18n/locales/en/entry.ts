import type { MessageTree } from '../../messages';

/** The end of a round: how each hand was counted and what it scores (src/screens/end-round). */
export default {
  how: {
    /** The third way to count a hand, beside typing the total and tapping the tiles. */
    photo: 'Take a photo',
  },
  /** The button that opens the camera (or a file chooser), once a photo was chosen as the way. */
  photograph: 'Photograph the tiles',
  history: {
    /** A history line of a round with hands counted from a photo. */
    fromPhoto: '{line}; counted from a photo: {names}',
  },
  /** Under a hand's total once a photo's count was used. */
  fromPhoto: 'Counted from a photo.',
  /** A seat's own card, when the house rule scores its hand 0. */
  lowestInBlock: 'This round: 0 points, the lowest hand in a blocked round (house rule)',
} satisfies MessageTree;
