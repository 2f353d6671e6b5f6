import type { MessageTree } from '../../messages';

/** A hand's pips counted from a photo (src/screens/end-round/PhotoCount.tsx). */
export default {
  take: 'Take a photo',
  retake: 'Take another photo',
  private: 'The photo is counted on this phone, then forgotten: it is not kept or sent anywhere.',
  working: {
    decoding: 'Opening the photo…',
    counting: 'Counting the pips…',
  },
  found: {
    one: '{count} pip found on {tiles}',
    other: '{count} pips found on {tiles}',
  },
  tiles: { one: '{count} tile', other: '{count} tiles' },
  pipsBig: 'pips',
  tilesBig: 'tiles',
  correct: 'Tap where a pip was missed to add it. Tap a ring to remove it.',
  photoLabel: 'The photo with a ring on each pip found. Tap to add or remove a pip.',
  blank: {
    question: 'Is this the double blank? It counts {points}.',
    yes: 'Yes, the double blank',
    no: 'No',
  },
  use: 'Use {total}',
  failed: {
    'not-image': 'That file is not a photo. Take a photo of the tiles, or type the total.',
    'cannot-decode':
      'This browser cannot open that kind of photo (HEIC, for example). Take the photo with the button above instead of choosing a saved one, or type the total.',
    'too-large':
      'This photo is too large to open on this phone. Take a new one with the button above, or type the total.',
    'no-tiles':
      'No dominoes found. Take the photo from straight above and closer, with the tiles face up and filling most of the picture, or type the total.',
    'too-dark': 'The photo is too dark. Take it again in more light, or type the total.',
    'too-flat':
      'The photo is blurred or too pale to see the pips. Hold the phone still above the tiles, in good light, and take it again, or type the total.',
  },
} satisfies MessageTree;
