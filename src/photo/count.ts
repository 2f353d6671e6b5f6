/**
 * Counting a hand from a photo, in stages: a first look finds how large the tiles are and where; a
 * second look there, with the photo resampled so that a tile is about `TUNING.tileWidth` pixels
 * wide (second-look.ts), finds the tiles and their pips (and, for coloured tiles whose pips differ
 * from them in hue, one in grey those it missed: grey-look.ts); each pip goes to a tile's half
 * (read-halves.ts); each tile's face is read from the photo (read-faces.ts), face-down tiles left
 * out; the hand is put together.
 */
import { cutTile } from './face-crop';
import { apartFrom, besideTile, seenByTheFirstLook, withoutJoinsOrRepeats } from './find-tiles';
import { withGreyLook } from './grey-look';
import { type Look, look, lookSize } from './look';
import { withTilesMissed } from './missed-tiles';
import { MOST_PIPS_ON_A_HALF, type PipNetwork } from './model/network';
import { type FaceRead, readFaces, surelyFaces } from './read-faces';
import { readHalves } from './read-halves';
import { resample } from './resample';
import { secondLook } from './second-look';
import { laidOutRound, pipEdgesXToY, pipLayoutsXToY, unsqueezedSize } from './squeeze';
import { lightnessApart, lightnessAt, sharpness } from './tile-appearance';
import { corners, inPhoto, type TileBox } from './tile-box';
import { TUNING } from './tuning';
import type { PhotoProblem, PhotoReading, RgbaImage, TileFound } from './types';

export function countPips(photo: RgbaImage, network: PipNetwork): PhotoReading {
  const reading = countUnsqueezed(photo, network);
  // Where no tile was read, the tiles may be too small for the first look to judge (a hand far
  // off in a large photo, taken for a tile or two larger than any): again from a first look twice
  // as large, where the photo has the pixels for it; seen once, not also mirrored, since a photo
  // with no tile at all pays for this count on top of the first.
  if (reading.tiles.length > 0 || Math.max(photo.width, photo.height) < 2 * TUNING.firstLook)
    return reading;
  const again = countFrom(photo, network, 2 * TUNING.firstLook, false);
  return again.tiles.length > 0 ? again : reading;
}

/**
 * The count, made again with the photo stretched back where its pips say it was squeezed out of
 * shape (squeeze.ts: an export to a square), whose tiles of one direction come out squat and of
 * the other slender; the reading is then in the stretched photo's frame. Where no 4, 5 or 9 was
 * read to tell a squeeze from a blur (the squeeze had the tiles misread), stretched back by the
 * pips' edges and kept only where the tiles then read have such layouts, and they are round.
 */
function countUnsqueezed(photo: RgbaImage, network: PipNetwork): PhotoReading {
  const reading = countFrom(photo, network, TUNING.firstLook, TUNING.mirroredFirstLook);
  const layouts = pipLayoutsXToY(reading);
  const size = unsqueezedSize(photo, pipEdgesXToY(photo, reading), layouts, TUNING);
  if (!size) return reading;
  const stretched = resample(photo, size.width, size.height);
  const again = countFrom(stretched, network, TUNING.firstLook, TUNING.mirroredFirstLook);
  return layouts !== null || laidOutRound(pipLayoutsXToY(again), TUNING) ? again : reading;
}

function countFrom(
  photo: RgbaImage,
  network: PipNetwork,
  firstLook: number,
  mirrored: boolean,
): PhotoReading {
  const stride = network.stride;
  const first = look(photo, lookSize(photo, firstLook, stride), network, mirrored);
  const closer = withGreyLook(photo, first, secondLook(photo, first, network), network);
  // The second look is for a closer view of what the first found: where it loses all of it (a
  // dim or blurred tile can fade at one scale and not another), the first look's stands. Where
  // neither found a tile, they may be too large for both (a close-up of one or two): a look
  // from farther away.
  const seen =
    [closer, first].find((view) => view.tiles.length > 0) ??
    look(photo, lookSize(photo, TUNING.fartherLook, stride), network, TUNING.mirroredFirstLook);
  const doubtful = apartFrom(seen.doubtful, seen.tilesToRead);
  const seenTwice = seenByTheFirstLook(doubtful, first, seen);
  const found = withoutJoinsOrRepeats(
    [
      ...seen.tilesToRead,
      ...surelyFaces(
        photo,
        seen,
        doubtful.filter((tile) => !seenTwice.includes(tile)),
        network,
      ),
      ...surelyFaces(photo, seen, seenTwice, network, TUNING.seenTwiceSure),
    ],
    seen.pips,
  );
  const withMissed = withTilesMissed(photo, first, seen, found, network);
  const read = readHalves(
    withTilesBeside(photo, seen, withMissed.tiles, network),
    withMissed.pips.map((p) => ({ ...p, r: 0 })),
  );
  const faces = readFaces(photo, seen, read, network);
  const faceUp = read.flatMap((tile, index) => {
    const face = faces[index] as FaceRead;
    return 'back' in face ? [] : [{ ...tile, box: face.box ?? tile.box, read: face.halves }];
  });
  const tiles: TileFound[] = faceUp.map(({ box, halves, read: [a, b] }) => {
    // The model marks a pip's centre only: its ring is drawn at a typical pip's size.
    for (const pip of [...halves[0], ...halves[1]]) pip.r = box.width * TUNING.pipRadius;
    // More pips on a half than any set has: what the halves are is not known, only the pips.
    const readable = Math.max(a, b) <= MOST_PIPS_ON_A_HALF;
    return { corners: corners(box), halves: readable ? [a, b] : null, pips: a + b };
  });
  const pips = faceUp.flatMap(({ halves }) => [...halves[0], ...halves[1]]);
  return {
    width: seen.width,
    height: seen.height,
    pips,
    tiles,
    total: tiles.reduce((sum, tile) => sum + tile.pips, 0),
    faces: tiles.every((tile) => tile.halves)
      ? tiles.map((tile) => face(tile.halves as [number, number]))
      : null,
    blankTiles: tiles.flatMap((tile, index) => (tile.pips === 0 ? [index] : [])),
    problem: tiles.length === 0 ? problemOf(photo) : null,
  };
}

/**
 * The tiles found, and those the tile map ran into them: touching tiles, blurred, lose the edge
 * between them (sharp ones it keeps apart). Beside each blurred tile its outline moved a length
 * or a width (besideTile), kept where it is as light as that tile (a tile of the same set, not
 * the table), lies on no tile, and the face model surely reads it; the tiles so found are looked
 * beside in turn, along a row.
 */
function withTilesBeside(
  photo: RgbaImage,
  seen: Look,
  found: TileBox[],
  network: PipNetwork,
): TileBox[] {
  const cut = (tile: TileBox) => cutTile(photo, inPhoto(tile, seen, photo));
  let tiles = found;
  let from = found;
  for (let round = 0; round < TUNING.besideRounds; round++) {
    const beside = from.flatMap((tile) => {
      const face = cut(tile);
      if (sharpness(face) >= TUNING.blurredTile) return [];
      return besideTile(tile).filter(
        (other) => lightnessApart(face, cut(other)) < TUNING.besideAlike,
      );
    });
    from = [];
    for (const tile of surelyFaces(photo, seen, apartFrom(beside, tiles), network)) {
      if (apartFrom([tile], from).length > 0) from.push(tile);
    }
    if (from.length === 0) break;
    tiles = [...tiles, ...from];
  }
  return tiles;
}

/**
 * The first look, and a face read, at a blank photo: the runtime's first run of a model sets up
 * each layer and its memory, which took longer than the look itself. Done as the camera opens,
 * off the clock.
 */
export function prepareToCount(network: PipNetwork): void {
  const phoneShape = { width: 4, height: 3, data: new Uint8ClampedArray() };
  const size = lookSize(phoneShape, TUNING.firstLook, network.stride);
  const data = new Uint8ClampedArray(size.width * size.height * 4);
  look({ ...size, data }, size, network, TUNING.mirroredFirstLook);
  network.readFaces([
    cutTile({ ...size, data }, { x: 8, y: 8, length: 8, width: 4, angle: 0, score: 1 }),
  ]);
}

/** The photo shown uncounted, to tap its tiles in by hand. */
export function notCounted({ width, height }: RgbaImage): PhotoReading {
  return {
    width,
    height,
    pips: [],
    tiles: [],
    total: 0,
    faces: [],
    blankTiles: [],
    problem: 'not-counted',
  };
}

function face([a, b]: [number, number]): string {
  return a <= b ? `${a}-${b}` : `${b}-${a}`;
}

/** Why nothing was found, as far as the pixels tell: too dark, too flat (blurred or pale), or no tiles. */
function problemOf({ data }: RgbaImage): PhotoProblem {
  let sum = 0;
  let sumSq = 0;
  const n = data.length / 4;
  for (let i = 0; i < data.length; i += 4) {
    const luma = lightnessAt(data, i);
    sum += luma;
    sumSq += luma * luma;
  }
  const mean = sum / n;
  const spread = Math.sqrt(Math.max(0, sumSq / n - mean * mean));
  if (mean < TUNING.darkMean) return 'too-dark';
  if (spread < TUNING.flatSpread) return 'too-flat';
  return 'no-tiles';
}
