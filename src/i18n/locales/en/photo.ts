import type { MessageTree } from '../../messages';

/** A hand's pips counted from a photo (src/screens/end-round/PhotoCount.tsx and its parts). */
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
  photoLabel: 'The photo, with an outline on each tile and a ring on each pip found',
  /** The tiles read, as dominoes under the photo (PhotoTiles.tsx). */
  read: {
    legend: 'Tiles read on the photo',
    hint: 'A tile wrong? Tap it, then the right tile. Tap × to take out a tile that is not in the hand.',
    /** Under the question mark of a tile whose two halves were not read. */
    pips: { one: '{count} pip', other: '{count} pips' },
    unreadLabel: {
      one: 'A tile of {count} pip, its halves not read',
      other: 'A tile of {count} pips, its halves not read',
    },
    /** Under a tile the person changed: what the photo read ("was 3–8"). */
    was: 'was {tile}',
    fixedLabel: '{tile}, changed from {was}',
    remove: 'Take out {tile}',
    putBack: 'Put back',
    putBackLabel: 'Put back {tile}',
  },
  /** The keypad under the tiles: it adds a tile, or fixes the one chosen. */
  fix: {
    add: 'A tile missed? Tap one of its numbers, then the tile.',
    addLabel: 'Add a tile the photo missed',
    change: 'Fix this tile: tap the right one.',
    changeLabel: 'The right tile instead of {tile}',
    unread: {
      one: 'This tile has {count} pip. Which is it?',
      other: 'This tile has {count} pips. Which is it?',
    },
    byNumber: 'Or by one of its numbers:',
    keep: 'Leave it as it is',
    /** A tile read as the double blank: no pip seen on it, as on a blurred tile too. */
    blank: 'Read as the double blank, which counts {points}. Is it? If not, tap the right tile.',
    blankYes: 'Yes, the double blank',
    alreadyRead: 'it is already among the tiles read',
  },
  /** The photo opened but little or nothing could be read on it: it is shown all the same. */
  problem: {
    'no-tiles':
      'No dominoes found on this photo. Tap in the tiles below, or take the photo again from straight above and closer, the tiles face up.',
    'too-dark':
      'The photo is too dark to read the tiles. Tap in the tiles below, or take it again in more light.',
    'too-flat':
      'The photo is blurred or too pale to read the tiles. Tap in the tiles below, or take it again holding the phone still, in good light.',
    'not-counted':
      'This phone could not count the photo just now. Tap in the tiles below, or type the total.',
  },
  use: 'Use {total}',
  /** The file could not be opened at all. */
  failed: {
    'not-image': 'That file is not a photo. Take a photo of the tiles, or type the total.',
    'cannot-decode':
      'This browser cannot open that kind of photo (HEIC, for example). Take the photo with the button above instead of choosing a saved one, or type the total.',
    'too-large':
      'This photo is too large to open on this phone. Take a new one with the button above, or type the total.',
  },
} satisfies MessageTree;
