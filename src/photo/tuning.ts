/**
 * Every number the photo count is tuned by, in one place. They were set on rendered photos
 * (scripts/pip-model/, training seeds), never on real ones: see src/photo/README.md.
 */
export const TUNING = {
  /** Long side of the first look, which finds how large the tiles are. */
  firstLook: 384,
  /**
   * Long side of the look taken where the first two found no tile: a close-up's tiles, wider
   * than the first look's model learnt (a third of a photo's side), fit it.
   */
  fartherLook: 192,
  /** The width a tile is brought to for the second look: a double-12 half's pips stay apart. */
  tileWidth: 44,
  /**
   * And for the look in grey at coloured tiles (grey-look.ts), which only finds tiles: on the
   * recoloured real checks 24, 28 and 32 found the same tiles, 36 and 44 one more, at two and
   * three times the cost of 24 (its area is this share of the colour look's, squared).
   */
  greyTileWidth: 24,
  /** Bounds of the second look (a 12 MP photo of many small tiles is not looked at whole). */
  largestSide: 1280,
  largestArea: 500_000,
  smallestSide: 192,
  /**
   * The second look sees the box around the tiles the first found, grown by this many tile
   * lengths (a tile the first look missed lies beside the others).
   */
  aroundTiles: 1,
  /**
   * Where this many of the first look's pips go to no tile found, it missed tiles too small for it
   * (scattered over a large photo) and the part around those pips is looked at twice as large
   * (missed-tiles.ts). Counting the whole photo again from a look twice as large instead, 1024 px
   * renders (seeds 21,000,000+) counted 54, 53, 52 and 52 of 84 exactly at 3, 4, 6 and 8 (52
   * without), but it doubled the time of some 12 MP photos; looking only there, 54 at 3.
   */
  loosePips: 3,
  /** The second look is skipped when it would be within this factor of the first. */
  sameScale: 1.2,
  /**
   * Where the second look's tiles are narrower than it meant them to be by this factor or more,
   * the first look misjudged them (a hand small in a 12 MP photo): the look is planned again.
   * And where the tiles read are this much narrower than `tileWidth` in the photo as decoded, and
   * the file has the pixels to make them at least this much wider, the part around them is
   * decoded again larger and counted again (closer-count.ts).
   */
  lookAgain: 1.5,
  /**
   * A photo whose pips' edges are this many times steeper one way than the other (squared: their
   * gradients' energy) may have been squeezed out of shape (squeeze.ts): the real photos' are
   * within 1.2, squeezed to 56 % (a 16:9 photo made square) 1.4 to 2.4; but a moved phone's are
   * 1.4 to 2.8 (`blurred`, `motion20`): stretched back on the edges alone, 17 of those 60 read
   * right went wrong; so where no layout was read, the stretched count is kept only where its
   * layouts then come out round (within `squeezedLayouts`).
   */
  squeezed: 1.5,
  /**
   * ... and whose halves of 4, 5 or 9 pips lie this many times farther apart one way than the
   * other (the squeeze itself, which a blur does not change: 0.92 to 1.1 on those 60) is counted
   * again stretched back. On the real photos squeezed (`stretched`) the layouts read the squeeze
   * within 0.05 where such a half was read, 0.1 at 56 %.
   */
  squeezedLayouts: 1.2,
  /**
   * The first look also sees the photo mirrored, and the two are averaged: the tiles' size it
   * finds is steadier. The second look, four to ten times larger, sees it once: with the face
   * model reading the halves, mirrored too it counted 63 of 120 exactly, once 66 (seeds
   * 2,000,000+), for twice the time.
   */
  mirroredFirstLook: true,
  /** How sure the model must be of a pip's centre, and of a tile's. */
  pipScore: 0.35,
  tileScore: 0.3,
  /**
   * A tile the model is less sure of, down to `unsureTileScore`, is read only where it holds
   * `unsureTilePips` pips that no sure tile holds: on pale, small or crowded tiles the tile map
   * fades before the pips do.
   */
  unsureTileScore: 0.15,
  unsureTilePips: 3,
  /**
   * A tile the model is less sure of still, down to `doubtfulTileScore`, or one that holds too few
   * such pips, is read only where the face model reads each of its halves as a count at least
   * `doubtfulSure` likely (on a real tile it is all but certain; on a polka-dot cloth or a stone's
   * veins 0.86 to 0.99), it lies on no tile found, and it is within `doubtfulSize` times their
   * width: pink tiles with yellow pips and blurred tiles on marble fade from the tile map first.
   */
  doubtfulTileScore: 0.05,
  doubtfulSure: 0.99,
  doubtfulSize: 1.4,
  /**
   * A doubtful tile of the closer look on one the first look was sure of is read where the face
   * model reads each half at least this likely: two looks saw a tile there. At `faceSure` (0.5)
   * 1024 px renders lost two photos to tiles read on bare table; at 0.9 a tuning render lost its
   * gain (seeds 2,000,000+).
   */
  seenTwiceSure: 0.8,
  /**
   * Beside a blurred tile (its cut-out's `sharpness` under `blurredTile`: 0.11 to 0.25 under the
   * real checks' blurs, 0.44 to 0.72 sharp), its outline moved a length or a width is read as a
   * doubtful tile where its lightness is within `besideAlike` of the tile's range of it (a tile
   * of the set 0.02 to 0.14, bare table beside a tile 0.25 to 0.86), up to `besideRounds` tiles
   * along a row: touching tiles run together in a blurred tile map.
   */
  besideRounds: 3,
  blurredTile: 0.35,
  besideAlike: 0.2,
  /** Two pip peaks closer than this fraction of a tile's width are one pip. */
  pipsApart: 0.12,
  /** A pip belongs to a tile if it lies within its outline grown by these fractions. */
  pipReachAlong: 0.06,
  pipReachAcross: 0.12,
  /** A pip's ring, as a fraction of its tile's width (the model marks centres only). */
  pipRadius: 0.09,
  /** How sure the face model must be of a half for its reading to be taken over the pips marked. */
  faceSure: 0.5,
  /**
   * How sure the face model must be, of either half, that a tile is face down: a maker's letters
   * across the middle of a back leave the other half looking blank.
   */
  backSure: 0.5,
  /**
   * A tile read as a back with this many pips marked on it is read again turned along its pips
   * (a back has none; a blurred tile's outline can be turned a quarter of a right angle).
   */
  backPips: 4,
  /** The most of a tile's outline, so turned, that may lie on other tiles' outlines. */
  turnedOnOthers: 1 / 3,
  /**
   * A tile whose colours vary along an axis this close to grey's (cosine) is read as it is;
   * another also in grey along its main colour (tile-contrast.ts).
   */
  lightnessAxis: 0.9,
  /** Two tile centres closer than this fraction of a tile's width are one tile. */
  sameTile: 0.6,
  /** Where nothing was found: a photo this dark on average (0-255) is called too dark, */
  darkMean: 30,
  /** and one whose brightness varies this little, too flat (blurred or pale). */
  flatSpread: 8,
} as const;
