import { fromMask, Mask, type Roi } from 'image-js';
import { formatTile, tile } from '../rules/tile';
import { downscale } from './downscale';
import type { PhotoCount, Pip, Point, RgbaImage, TileFound } from './types';

/**
 * Counts the pips in a photo of dominoes.
 *
 * The tile's face is the brightest, least coloured surface in the photo (ivory tiles) or the
 * darkest (black tiles). Its pips and its dividing bar are holes in that surface: coloured or dark
 * spots enclosed by it. A hole that is round is a pip; one that is long and thin is a bar, and
 * each bar stands for one tile, which also splits it into its two halves. Pips count only inside
 * a tile, so the cloth, the wood grain or a printed box around the tiles add nothing.
 */
export function analysePhoto(photo: RgbaImage): PhotoCount {
  const image = downscale(photo);
  const { width, height } = image;
  const { white, luma, meanLight } = whiteness(image);
  const hist = histogramOf(white);
  const cut = otsu(hist);
  const empty: PhotoCount = {
    width,
    height,
    pips: [],
    tiles: [],
    total: 0,
    faces: null,
    blankTiles: [],
    problem: null,
  };
  if (meanLight < 35) return { ...empty, problem: 'too-dark' };
  if (cut.separation < 18) return { ...empty, problem: 'too-flat' };

  // Where a flash's glare whitens a patch (a few pixels near the top of the scale: a JPEG's
  // ringing and colour noise spread a clipped highlight some levels down), a cut among
  // the lighter pixels finds the tiles it joins to the table at the first cut. Tiles rarely
  // cover 40 % of a photo: when more than that is lighter than the cut, the background is light
  // too (grey card, pale wood, white paper). The cut may then fall inside the background (a grey
  // card split in two) or between the background and the faces (cream tiles on white paper), so
  // the upper cut and one among the darker pixels are tried.
  const upper = otsu(hist, cut.threshold + 1).threshold;
  const light = shareAbove(hist, cut.threshold) > 0.4;
  const glare = shareAbove(hist, 240) > 0.002;
  const cuts = light || glare ? [cut.threshold, upper] : [cut.threshold];
  if (light) cuts.push(otsu(hist, 0, cut.threshold).threshold);
  const readings = cuts.map((t) => findTiles(white, width, height, (v) => v > t, false, luma));
  // Black tiles with white pips are looked for only where no pip was seen on an ivory face, as
  // the darkest pixels by their brightest channel: whiteness puts a coloured cloth (red, blue,
  // green felt) as low as a black face, so the tiles' outlines ran into it, and by brightness any
  // cloth but a black one stays apart. A flash reflection lifts part of a black face above the
  // cut; a cut among the lighter pixels (between the face, reflection included, and its white
  // pips) is tried too, by brightness and by whiteness (which a reflection on a coloured cloth
  // lifts less).
  const missedOnly: Found[] = [];
  if (readings.every((found) => found.every((one) => one.tile.pips === 0))) {
    const bright = brightness(image);
    const brightHist = histogramOf(bright);
    const brightCut = otsu(brightHist).threshold;
    const dark = [brightCut, otsu(brightHist, brightCut + 1).threshold].map((t) =>
      findTiles(bright, width, height, (v) => v < t, true),
    );
    dark.push(findTiles(white, width, height, (v) => v < upper, true));
    readings.push(...dark);
    // A glare's core on a black tile lifts its face past every cut, and where it meets the end of
    // the bar the bar runs out into it and the tile is lost. Against the mean around each pixel
    // (about a pip's width either side, for the tiles seen) the glare is flat and the bar and the
    // pips stand out, cut among the pixels lighter than their surroundings. The table is flat
    // there too, face like the tiles, and its light marks could pass for pips where the cuts saw
    // no tile: this reading only gives the tiles with pips the others missed.
    const seen = dark.flat().filter((one) => one.tile.pips > 0);
    if (seen.length > 0) {
      const reach = pipReach(median(seen.map((one) => one.frame.halfWidth)));
      const flat = relativeToSurround(bright, width, { x0: 0, y0: 0, w: width, h: height }, reach);
      const flatCut = otsu(histogramOf(flat), 129).threshold;
      missedOnly.push(findTiles(flat, width, height, (v) => v < flatCut, true));
    }
  }
  // The reading that sees the most tiles and pips wins (a wrong cut loses tiles or pips, and a
  // pip counts only on a tile, so noise seldom adds any), with the tiles it missed.
  const best = readings.reduce((a, b) => (score(b) > score(a) ? b : a));
  const found = withMissed(best, [...readings, ...missedOnly]);
  if (found.length === 0) return { ...empty, problem: 'no-tiles' };

  const tiles = found.map((one) => one.tile);
  const total = tiles.reduce((sum, tile) => sum + tile.pips, 0);
  const faces = tiles.every((tile) => tile.halves)
    ? tiles.map((tile) => faceName(tile.halves as [number, number]))
    : null;
  const blankTiles = tiles.flatMap((tile, index) => (tile.pips === 0 ? [index] : []));
  const pips = found.flatMap((one) => one.pips);
  return { ...empty, pips, tiles, total, faces, blankTiles };
}

/**
 * The best reading with the tiles it missed that another reading saw (a flash's glare lifts the
 * table around one tile to the face's lightness at one cut, and not at a higher one): a tile
 * with pips that overlaps none already taken.
 */
function withMissed(best: Found, readings: Found[]): OneTile[] {
  const kept = [...best];
  for (const reading of readings) {
    if (reading === best) continue;
    for (const one of reading) {
      if (one.tile.pips > 0 && !kept.some((other) => overlap(one.frame, other.frame))) {
        kept.push(one);
      }
    }
  }
  return kept;
}

function shareAbove(hist: Float64Array, threshold: number): number {
  let above = 0;
  let total = 0;
  for (let v = 0; v < 256; v++) {
    total += hist[v] as number;
    if (v > threshold) above += hist[v] as number;
  }
  return above / total;
}

/** An empty outline is weak evidence: a double blank, or a shape on a plain background. */
function score(found: Found): number {
  return found.reduce((sum, one) => sum + (one.tile.pips > 0 ? 1 : 0) + one.tile.pips, 0);
}

function faceName([a, b]: [number, number]): string {
  return formatTile(tile(a, b));
}

/**
 * Bright and colourless (ivory, white) is high; dark or coloured (any pip) is low. Also the
 * luma (a JPEG's full-resolution lightness) and the photo's mean lightness, from the same pass
 * over its pixels.
 */
function whiteness(image: RgbaImage): { white: Uint8Array; luma: Uint8Array; meanLight: number } {
  const { data, width, height } = image;
  const raw = new Uint8Array(width * height);
  const rawLuma = new Uint8Array(width * height);
  let sum = 0;
  for (let i = 0, p = 0; p < raw.length; i += 4, p++) {
    const r = data[i] as number;
    const g = data[i + 1] as number;
    const b = data[i + 2] as number;
    const value = (r + g + b) / 3 - (Math.max(r, g, b) - Math.min(r, g, b));
    raw[p] = Math.max(value, 0);
    rawLuma[p] = (77 * r + 150 * g + 29 * b) >> 8;
    sum += r + g + b;
  }
  return {
    white: boxBlur3(raw, width, height),
    luma: boxBlur3(rawLuma, width, height),
    meanLight: sum / 3 / raw.length,
  };
}

/** The brightest channel: a black face is low and any coloured cloth is not. */
function brightness(image: RgbaImage): Uint8Array {
  const { data, width, height } = image;
  const raw = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < raw.length; i += 4, p++) {
    raw[p] = Math.max(data[i] as number, data[i + 1] as number, data[i + 2] as number);
  }
  return boxBlur3(raw, width, height);
}

/** 3x3 mean (fewer neighbours at the edges): takes the JPEG speckle off before thresholding. */
function boxBlur3(src: Uint8Array, width: number, height: number): Uint8Array {
  // Row sums of three, then columns of three of those: the same sums as a 3x3 window.
  const rows = new Uint16Array(src.length);
  for (let y = 0; y < height; y++) {
    const o = y * width;
    for (let x = 0; x < width; x++) {
      let sum = src[o + x] as number;
      if (x > 0) sum += src[o + x - 1] as number;
      if (x < width - 1) sum += src[o + x + 1] as number;
      rows[o + x] = sum;
    }
  }
  const out = new Uint8Array(src.length);
  for (let y = 0; y < height; y++) {
    const ny = (y > 0 ? 1 : 0) + 1 + (y < height - 1 ? 1 : 0);
    const o = y * width;
    for (let x = 0; x < width; x++) {
      let sum = rows[o + x] as number;
      if (y > 0) sum += rows[o + x - width] as number;
      if (y < height - 1) sum += rows[o + x + width] as number;
      const nx = (x > 0 ? 1 : 0) + 1 + (x < width - 1 ? 1 : 0);
      out[o + x] = sum / (nx * ny);
    }
  }
  return out;
}

function histogramOf(values: Uint8Array): Float64Array {
  const hist = new Float64Array(256);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    hist[v] = (hist[v] as number) + 1;
  }
  return hist;
}

/**
 * Otsu's threshold over the values from..to-1, and how far apart the two classes' means are
 * (low: a flat or blurred photo).
 */
function otsu(hist: Float64Array, from = 0, to = 256): { threshold: number; separation: number } {
  let total = 0;
  let sumAll = 0;
  for (let v = from; v < to; v++) {
    total += hist[v] as number;
    sumAll += v * (hist[v] as number);
  }
  let weightLow = 0;
  let sumLow = 0;
  let best = -1;
  let threshold = 128;
  let separation = 0;
  for (let v = from; v < to; v++) {
    weightLow += hist[v] as number;
    if (weightLow === 0) continue;
    const weightHigh = total - weightLow;
    if (weightHigh === 0) break;
    sumLow += v * (hist[v] as number);
    const meanLow = sumLow / weightLow;
    const meanHigh = (sumAll - sumLow) / weightHigh;
    const between = weightLow * weightHigh * (meanLow - meanHigh) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
      separation = meanHigh - meanLow;
    }
  }
  return { threshold, separation };
}

interface Hole {
  x: number;
  y: number;
  r: number;
  area: number;
}

/** A compact mark that is no pip, with the corners of the box around it. */
interface Mark extends Hole {
  box: Point[];
}

interface Bar {
  x: number;
  y: number;
  length: number;
  /** Unit vector along the bar. */
  ux: number;
  uy: number;
}

interface OneTile {
  frame: TileFrame;
  tile: TileFound;
  pips: Pip[];
}

/** A reading: the tiles found at one cut. */
type Found = OneTile[];

/**
 * Tiles whose face is where `isFace` holds, with the pips on them; `dark`: the faces are the
 * darker side of the cut (black tiles, lighter pips); `luma`: the lightness, where each tile's
 * own cut is also taken (ivory faces).
 */
function findTiles(
  white: Uint8Array,
  width: number,
  height: number,
  isFace: (value: number) => boolean,
  dark: boolean,
  luma: Uint8Array | null = null,
): Found {
  const bits = new Uint8Array(white.length);
  for (let i = 0; i < white.length; i++) bits[i] = isFace(white[i] as number) ? 1 : 0;
  const mask = new Mask(width, height, { data: bits });
  const regions = fromMask(mask);
  // Pips and bars are small: larger holes (the background seen between tiles) need no shape.
  const holes = regions.getRois({
    kind: 'black',
    minSurface: 12,
    maxSurface: (width * height) / 40,
  });
  const map = regions.getMap().data;
  const outside = borderIds(map, width, height);
  // The face with its pips and bar filled in: where a tile can be.
  const filled = (index: number) => {
    const id = map[index] as number;
    return id > 0 || !outside.has(id);
  };
  const spots: Hole[] = [];
  const bars: Bar[] = [];
  const others: Mark[] = [];
  for (const roi of holes) {
    if (outside.has(roi.id)) continue;
    const shape = classify(roi);
    if (shape === 'spot') spots.push(spotOf(roi));
    else if (shape === 'bar' && contrastOf(roi, map, white, width) >= 30) bars.push(barOf(roi));
    else if (shape === 'mark') others.push(markOf(roi));
  }
  const wholeTiles = regions
    .getRois({ kind: 'white', minSurface: (width * height) / 4000 })
    .filter((roi) => !touchesBorder(roi, width, height))
    .flatMap((roi) => tileShaped(roi) ?? []);
  const inFace = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return null;
    return filled(py * width + px);
  };
  const frames = [
    ...plausibleBars(bars, spots).map((bar) =>
      dark ? frameOf(bar) : fitted(frameOf(bar), inFace),
    ),
    ...wholeTiles,
  ];
  // How far out in its outline (1 on it) a pip may lie. A black tile's outline is read from its
  // bar alone, and the white bar spreads into the black face at the cut, so the outline runs past
  // the tile's ends, where the table's own light dots and knots then passed for pips.
  const deepest = dark ? 0.9 : 0.95;
  const onFrames = new Map(assign(spots, frames, deepest));
  const typical = median([...onFrames.values()].flat().map((s) => s.r));
  const pipSized = sizedLike(typical);
  // A domino's face holds only pips and its bar: a large mark on it (a letter, a logo) means
  // this is the back of a tile or a printed box, not a face. A mark reaching past the outline is
  // no print on it (a tile's shadow on a light table, enclosed by the tile and the table). Pips
  // that run together (a crowded half of a double-12 set, a glare's halo) make a mark as large,
  // but among other pips, and a back holds none. A JPEG's blurred colour merges a half of
  // crowded coloured pips into one such mark with no pip left beside it: the tile's own cut in
  // luma still parts them, and a back's letters are not two round pips.
  const large = others.filter((mark) => mark.r > typical * 1.6);
  const printedOn = (mark: Mark, frame: TileFrame) =>
    depthIn(mark, frame) < 0.9 && mark.box.every((corner) => depthIn(corner, frame) < 1);
  const isBack = (frame: TileFrame) =>
    large.some((mark) => printedOn(mark, frame)) &&
    (onFrames.get(frame) ?? []).filter(pipSized).length < 2 &&
    !(luma && (pipsByOwnCut(frame, [luma], width, height, dark, deepest)[0] ?? []).length >= 2);
  const faces = apart(
    frames.filter((frame) => !isBack(frame)),
    spots,
    filled,
    width,
    height,
  );
  const byHoles = new Map(assign(spots, faces, deepest));
  // A pip lies on one tile: where two outlines reach over it, it is the one it lies deeper in.
  const channels = luma ? [white, luma] : [white];
  const byChannel = faces.map((frame) =>
    pipsByOwnCut(frame, channels, width, height, dark, deepest).map((marks) =>
      marks.filter((mark) =>
        faces.every((other) => other === frame || depthIn(mark, other) >= depthIn(mark, frame)),
      ),
    ),
  );
  const ownMarks = channels.map((_, c) => {
    const onTiles = byChannel.map((onTile) => onTile[c] ?? []);
    const typicalMark = median(onTiles.flat().map((mark) => mark.r));
    return onTiles.map((onTile) => onTile.filter(sizedLike(typicalMark)));
  });
  return faces.map((frame, index) => {
    const holes = (byHoles.get(frame) ?? []).filter(pipSized);
    const own = ownMarks.map((onTiles) => onTiles[index] ?? []);
    // Each half takes the count that sees most: the photo's cut loses pips a glare paled or
    // that sit where the light falls off, the tile's own cut loses pips its outline cuts. A
    // JPEG keeps colour at half the resolution of lightness and blurs it over its blocks: the
    // colour of crowded coloured pips runs into the face between them, so in whiteness they
    // merge, and only lightness (luma) parts them.
    const sideOf = (spot: Hole) =>
      (spot.x - frame.x) * frame.nx + (spot.y - frame.y) * frame.ny < 0 ? 0 : 1;
    const onHalves = ([0, 1] as const).map((side) => {
      const seen = holes.filter((spot) => sideOf(spot) === side);
      const seenOwn = own.map((marks) => marks.filter((spot) => sideOf(spot) === side));
      return seenOwn.reduce((a, b) => (b.length > a.length ? b : a), seen);
    }) as [Hole[], Hole[]];
    const halves: [number, number] = [onHalves[0].length, onHalves[1].length];
    const pips = onHalves.flat().map((spot) => ({ x: spot.x, y: spot.y, r: spot.r }));
    return { frame, tile: { corners: cornersOf(frame), halves, pips: pips.length }, pips };
  });
}

/**
 * Tiles cannot overlap: of two overlapping outlines the one better filled by a tile is kept (a
 * seam between touching tiles makes an outline that spans the gaps between them).
 */
function apart(
  frames: TileFrame[],
  spots: Hole[],
  filled: (index: number) => boolean,
  width: number,
  height: number,
): TileFrame[] {
  // Of two as well filled, the one with more pips on it: a streak in the table can pass for a
  // bar, and its outline then covers the face of a tile but not the tile's pips.
  const onIt = (frame: TileFrame) =>
    spots.filter((spot) => depthIn(spot, frame) < 0.9 && clearOfSides(spot, frame)).length;
  const scored = frames
    .map((frame) => ({ frame, fill: fillOf(frame, filled, width, height), pips: onIt(frame) }))
    .sort((a, b) => b.fill - a.fill || b.pips - a.pips);
  const kept: TileFrame[] = [];
  for (const { frame, fill } of scored) {
    if (fill < 0.6) continue;
    if (!kept.some((other) => overlap(frame, other))) kept.push(frame);
  }
  return kept;
}

/** Whether more than an eighth of one outline lies inside the other. */
function overlap(a: TileFrame, b: TileFrame): boolean {
  const share = (p: TileFrame, q: TileFrame) =>
    samplesOf(p, 0.9).filter((point) => depthIn(point, q) < 0.9).length / SAMPLES;
  return share(a, b) > 0.12 || share(b, a) > 0.12;
}

const SAMPLES = 8 * 16;

function samplesOf(frame: TileFrame, shrink: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 16; j++) {
      const a = ((i + 0.5) / 8 - 0.5) * 2 * frame.halfWidth * shrink;
      const b = ((j + 0.5) / 16 - 0.5) * 2 * frame.halfLength * shrink;
      points.push({
        x: frame.x + a * frame.ux + b * frame.nx,
        y: frame.y + a * frame.uy + b * frame.ny,
      });
    }
  }
  return points;
}

function fillOf(
  frame: TileFrame,
  filled: (index: number) => boolean,
  width: number,
  height: number,
): number {
  let inside = 0;
  for (const { x, y } of samplesOf(frame, 0.85)) {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px >= 0 && py >= 0 && px < width && py < height && filled(py * width + px)) inside++;
  }
  return inside / SAMPLES;
}

/** Pips of one photo are about one size: a hole far from the typical radius is no pip. */
function sizedLike(typical: number): (spot: Hole) => boolean {
  return (spot) => spot.r > typical * 0.5 && spot.r < typical * 1.8;
}

/** Each spot goes to the tile it lies deepest inside, if any, and no farther out than `deepest`. */
function assign(spots: Hole[], frames: TileFrame[], deepest: number): [TileFrame, Hole[]][] {
  const owned = new Map<TileFrame, Hole[]>(frames.map((frame) => [frame, []]));
  for (const spot of spots) {
    const frame = ownerOf(spot, frames, deepest);
    if (frame) owned.get(frame)?.push(spot);
  }
  return [...owned];
}

/** The regions that reach the photo's edge: background, not holes. */
function borderIds(map: Int32Array, width: number, height: number): Set<number> {
  const ids = new Set<number>();
  for (let x = 0; x < width; x++) {
    ids.add(map[x] as number);
    ids.add(map[(height - 1) * width + x] as number);
  }
  for (let y = 0; y < height; y++) {
    ids.add(map[y * width] as number);
    ids.add(map[y * width + width - 1] as number);
  }
  return ids;
}

function touchesBorder(roi: Roi, width: number, height: number): boolean {
  return (
    roi.origin.column === 0 ||
    roi.origin.row === 0 ||
    roi.origin.column + roi.width >= width ||
    roi.origin.row + roi.height >= height
  );
}

/**
 * What a hole in the face is: a round pip, a long thin bar, a compact mark (a letter, a logo) or
 * nothing of interest. The bounding box answers first, so most specks cost no shape analysis.
 */
function classify(roi: Roi): 'spot' | 'bar' | 'mark' | null {
  const long = Math.max(roi.width, roi.height);
  const boxRatio = Math.min(roi.width, roi.height) / long;
  // A disc fills π/4 of its box; a ring (the letter O), a thread or a smear much less.
  if (boxRatio > 0.6 && roi.surface / (roi.width * roi.height) > 0.45) {
    const feret = roi.feret;
    const discArea = Math.PI * (feret.maxDiameter.length / 2) ** 2;
    return feret.aspectRatio >= 0.55 && roi.filledSurface / discArea > 0.55 ? 'spot' : 'mark';
  }
  if (long < 12) return null;
  const feret = roi.feret;
  if (feret.aspectRatio > 0.22) return boxRatio > 0.4 ? 'mark' : null;
  // A bar has straight parallel sides; a seam between touching tiles widens at their corners.
  return roi.filledSurface / roi.mbr.surface > 0.45 ? 'bar' : null;
}

/**
 * How far a hole's values lie from the face's around it. A bar is printed or cut into the face,
 * far darker (or, on a black tile, lighter) than it; where the values hover about the cut (a
 * JPEG's 8-pixel blocks over a cloth's mid-tone squares), noise a few levels deep makes holes of
 * any shape, straight-sided ones among them.
 */
function contrastOf(roi: Roi, map: Int32Array, values: Uint8Array, width: number): number {
  const height = map.length / width;
  let inside = 0;
  let insideCount = 0;
  let around = 0;
  let aroundCount = 0;
  const x0 = Math.max(0, roi.origin.column - 2);
  const x1 = Math.min(width - 1, roi.origin.column + roi.width + 1);
  const y0 = Math.max(0, roi.origin.row - 2);
  const y1 = Math.min(height - 1, roi.origin.row + roi.height + 1);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      const id = map[i] as number;
      if (id === roi.id) {
        inside += values[i] as number;
        insideCount++;
      } else if (id > 0) {
        around += values[i] as number;
        aroundCount++;
      }
    }
  }
  if (insideCount === 0 || aroundCount === 0) return 0;
  return Math.abs(inside / insideCount - around / aroundCount);
}

function spotOf(roi: Roi): Hole {
  const c = roi.centroid;
  const area = roi.filledSurface;
  return { x: c.column, y: c.row, r: Math.sqrt(area / Math.PI), area };
}

function markOf(roi: Roi): Mark {
  const { column, row } = roi.origin;
  const box = [
    { x: column, y: row },
    { x: column + roi.width, y: row },
    { x: column, y: row + roi.height },
    { x: column + roi.width, y: row + roi.height },
  ];
  return { ...spotOf(roi), box };
}

function barOf(roi: Roi): Bar {
  const c = roi.centroid;
  const [a, b] = roi.feret.maxDiameter.points as [
    { column: number; row: number },
    { column: number; row: number },
  ];
  const dx = b.column - a.column;
  const dy = b.row - a.row;
  const length = Math.hypot(dx, dy);
  return { x: c.column, y: c.row, length, ux: dx / length, uy: dy / length };
}

/**
 * Tiles in one photo are about the same size, so a bar far from the typical length is a seam
 * between touching tiles or a printed line; of two bars on one tile the longer is kept. The
 * typical length is the median over the bars, each weighed by the pips it holds (one more for
 * each pip it is the nearest bar to, within its tile's reach): where a light table meets a tile's
 * darker edge, the edge breaks into many short bar-like pieces with no pips of their own, which
 * outnumbered the tiles' bars.
 */
function plausibleBars(bars: Bar[], spots: Hole[]): Bar[] {
  const weights = bars.map(() => 1);
  for (const spot of spots) {
    const distances = bars.map((bar) => Math.hypot(spot.x - bar.x, spot.y - bar.y));
    const nearest = distances.indexOf(Math.min(...distances));
    const bar = bars[nearest];
    if (bar && (distances[nearest] as number) < bar.length * 1.3) {
      weights[nearest] = (weights[nearest] as number) + 1;
    }
  }
  const typical = weightedMedian(
    bars.map((bar) => bar.length),
    weights,
  );
  const sized = bars
    .filter((bar) => bar.length > typical * 0.6 && bar.length < typical * 1.6)
    .sort((a, b) => b.length - a.length);
  const kept: Bar[] = [];
  for (const bar of sized) {
    const onKept = kept.some((other) => {
      const dx = bar.x - other.x;
      const dy = bar.y - other.y;
      return Math.hypot(dx, dy) < other.length * 0.6;
    });
    if (!onKept) kept.push(bar);
  }
  // A bar much shorter than the others was cut short (a pip or a glare ran into it at this cut):
  // its tile is still about their size.
  return kept.map((bar) => ({ ...bar, length: Math.max(bar.length, typical * 0.85) }));
}

interface TileFrame {
  x: number;
  y: number;
  /** Along the bar (the tile's width) and across it (its length). */
  ux: number;
  uy: number;
  nx: number;
  ny: number;
  halfWidth: number;
  halfLength: number;
}

/**
 * A face region standing alone that is a 2:1 rectangle is a tile by itself, whether or not its
 * bar was seen (some sets' bars run from edge to edge).
 */
function tileShaped(roi: Roi): TileFrame | null {
  const mbr = roi.mbr;
  const short = Math.min(mbr.width, mbr.height);
  const long = Math.max(mbr.width, mbr.height);
  const ratio = short / long;
  if (ratio < 0.4 || ratio > 0.62 || roi.filledSurface / mbr.surface < 0.85) return null;
  const [p0, p1, p2] = mbr.points as [
    { column: number; row: number },
    { column: number; row: number },
    { column: number; row: number },
  ];
  // The rectangle's points are measured from the region's own corner.
  const x =
    roi.origin.column + mbr.points.reduce((sum, p) => sum + p.column, 0) / mbr.points.length;
  const y = roi.origin.row + mbr.points.reduce((sum, p) => sum + p.row, 0) / mbr.points.length;
  // The side from p0 to p1 and the side from p1 to p2: the shorter runs along the bar.
  const a = { x: p1.column - p0.column, y: p1.row - p0.row };
  const b = { x: p2.column - p1.column, y: p2.row - p1.row };
  const along = Math.hypot(a.x, a.y) < Math.hypot(b.x, b.y) ? a : b;
  const length = Math.hypot(along.x, along.y);
  const ux = along.x / length;
  const uy = along.y / length;
  return { x, y, ux, uy, nx: -uy, ny: ux, halfWidth: short / 2, halfLength: long / 2 };
}

/** The bar spans about four fifths of the tile's width, and a tile is twice as long as wide. */
function frameOf(bar: Bar): TileFrame {
  const halfWidth = bar.length / 2 / 0.8;
  return {
    x: bar.x,
    y: bar.y,
    ux: bar.ux,
    uy: bar.uy,
    nx: -bar.uy,
    ny: bar.ux,
    halfWidth,
    halfLength: halfWidth * 2,
  };
}

/**
 * The outline read from a bar is an estimate (a glare that whitens part of the bar shortens it);
 * where the face's own edges are seen around it, they place the outline. From the bar outwards,
 * each side's edge is where a line parallel to it leaves the face. The bar sits midway along the
 * tile, so one end seen gives the other (the nearer of two: the farther may have run into
 * something beyond); an edge that runs on into the background (a touching tile, a table as light
 * as the face) or off the photo is not seen, nor is one the line has already left the face at
 * the nearest place the edge can be (a high cut under a glare keeps only the glare's core of the
 * face, and the tile shrank to it); where neither end is seen, the estimate stays.
 */
function fitted(frame: TileFrame, inFace: (x: number, y: number) => boolean | null): TileFrame {
  const { x, y, ux, uy, nx, ny, halfWidth, halfLength } = frame;
  // Distance from the centre to the edge along (dx, dy), the line of `half` either side of it.
  const edge = (
    dx: number,
    dy: number,
    ex: number,
    ey: number,
    half: number,
    from: number,
    to: number,
  ) => {
    for (let d = from; d <= to; d++) {
      let inside = 0;
      for (let k = -4; k <= 4; k++) {
        const face = inFace(x + dx * d + (ex * half * k) / 4, y + dy * d + (ey * half * k) / 4);
        if (face === null) return null;
        if (face) inside++;
      }
      if (inside < 5) return d > from ? d : null;
    }
    return null;
  };
  // The nearest an end can be: a tile seen at a slant is foreshortened along its length by up
  // to a third (at 0.75, a square photo stretched to 4:3 lost a tile lying along the stretch).
  const endA = edge(nx, ny, ux, uy, halfWidth * 0.6, halfLength * 0.65, halfLength * 1.5);
  const endB = edge(-nx, -ny, ux, uy, halfWidth * 0.6, halfLength * 0.65, halfLength * 1.5);
  const ends = [endA, endB].filter((d): d is number => d !== null);
  const length = ends.length > 0 ? Math.min(...ends) : halfLength;
  const sideA = edge(ux, uy, nx, ny, length * 0.6, length * 0.15, length * 0.85);
  const sideB = edge(-ux, -uy, nx, ny, length * 0.6, length * 0.15, length * 0.85);
  const across = sideA !== null && sideB !== null ? sideA + sideB : 0;
  if (across < length * 0.8 || across > length * 1.25) {
    return { ...frame, halfLength: length, halfWidth: length / 2 };
  }
  const shift = (sideA as number) - across / 2;
  return {
    ...frame,
    x: x + ux * shift,
    y: y + uy * shift,
    halfWidth: across / 2,
    halfLength: length,
  };
}

/** 0 at a tile's centre, 1 on its outline. */
function depthIn(point: Point, frame: TileFrame): number {
  const dx = point.x - frame.x;
  const dy = point.y - frame.y;
  const along = Math.abs(dx * frame.ux + dy * frame.uy) / frame.halfWidth;
  const across = Math.abs(dx * frame.nx + dy * frame.ny) / frame.halfLength;
  return Math.max(along, across);
}

/**
 * Whether a point keeps clear of the tile's long sides, as pips do: a dark spot near a side is the
 * table (a knot in the wood, a dot beside the tile).
 */
function clearOfSides(point: Point, frame: TileFrame): boolean {
  const fromAxis = (point.x - frame.x) * frame.ux + (point.y - frame.y) * frame.uy;
  return Math.abs(fromAxis) / frame.halfWidth < 0.85;
}

function ownerOf(spot: Hole, frames: TileFrame[], deepest: number): TileFrame | null {
  let best: TileFrame | null = null;
  let bestDepth = deepest;
  for (const frame of frames) {
    const depth = depthIn(spot, frame);
    const sizeFits = spot.r > frame.halfWidth * 0.04 && spot.r < frame.halfWidth * 0.4;
    if (sizeFits && depth < bestDepth && clearOfSides(spot, frame)) {
      best = frame;
      bestDepth = depth;
    }
  }
  return best;
}

function cornersOf(frame: TileFrame): Point[] {
  const { x, y, ux, uy, nx, ny, halfWidth: w, halfLength: l } = frame;
  return [
    { x: x - ux * w - nx * l, y: y - uy * w - ny * l },
    { x: x + ux * w - nx * l, y: y + uy * w - ny * l },
    { x: x + ux * w + nx * l, y: y + uy * w + ny * l },
    { x: x - ux * w + nx * l, y: y - uy * w + ny * l },
  ];
}

/**
 * The round marks on one tile under a cut of its own (Otsu's over each half alone, of each pixel
 * against its surroundings): a glare or a shadow across the photo moves the face's and the pips'
 * lightness together, so a tile's own cut still falls between them. The outline is taken a
 * little wide (a frame read from its bar is an estimate); a mark reaching its edge is the table,
 * and one must be centred no farther out than `deepest`, clear of the long sides. One list for
 * each of `channels`, on the same outline.
 */
function pipsByOwnCut(
  frame: TileFrame,
  channels: Uint8Array[],
  width: number,
  height: number,
  dark: boolean,
  deepest: number,
): Hole[][] {
  const reach = 1.05;
  const corners = cornersOf({
    ...frame,
    halfWidth: frame.halfWidth * reach,
    halfLength: frame.halfLength * reach,
  });
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.x))));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(...corners.map((c) => c.x))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c.y))));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...corners.map((c) => c.y))));
  if (x1 < x0 || y1 < y0) return channels.map(() => []);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  const box = { x0, y0, w, h };
  // 0 outside the outline, else 1 + its half: each half has a cut of its own, as a flash's
  // glare on one half lifts its face towards its pips' lightness.
  const region = new Uint8Array(w * h);
  const { ux, uy, nx, ny } = frame;
  const maxAlong = frame.halfWidth * reach;
  const maxAcross = frame.halfLength * reach;
  for (let y = 0; y < h; y++) {
    const dy = y + y0 - frame.y;
    for (let x = 0; x < w; x++) {
      const dx = x + x0 - frame.x;
      const across = dx * nx + dy * ny;
      if (Math.abs(dx * ux + dy * uy) >= maxAlong || Math.abs(across) >= maxAcross) continue;
      region[y * w + x] = across < 0 ? 1 : 2;
    }
  }
  // Each pixel against the mean around it (about a pip's width either side): a glare or a
  // shadow is smooth over that reach, a pip is not.
  return channels.map((values) => {
    const local = relativeToSurround(values, width, box, pipReach(frame.halfWidth));
    const hists = [new Float64Array(256), new Float64Array(256)] as const;
    for (let i = 0; i < region.length; i++) {
      const side = region[i] as number;
      if (side === 0) continue;
      const hist = hists[side - 1] as Float64Array;
      const v = local[i] as number;
      hist[v] = (hist[v] as number) + 1;
    }
    const cuts = hists.map((hist) => {
      const { threshold, separation } = otsu(hist);
      return separation < 40 ? null : threshold;
    });
    // 0 outside the outline, 1 the face, 2 a mark, 3 a mark already taken.
    const cells = new Uint8Array(w * h);
    for (let i = 0; i < cells.length; i++) {
      const side = region[i] as number;
      if (side === 0) continue;
      cells[i] = 1;
      const threshold = cuts[side - 1];
      if (threshold === null || threshold === undefined) continue;
      const v = local[i] as number;
      if (dark ? v > threshold : v <= threshold) cells[i] = 2;
    }
    return roundMarks(cells, box, frame, { width, height }, deepest);
  });
}

/**
 * The round marks among the cells marked 2 of a box of the photo, clear of the outline (cells 0)
 * and the tile's long sides, centred no farther out than `deepest`.
 */
function roundMarks(
  cells: Uint8Array,
  { x0, y0, w, h }: { x0: number; y0: number; w: number; h: number },
  frame: TileFrame,
  { width, height }: { width: number; height: number },
  deepest: number,
): Hole[] {
  const found: Hole[] = [];
  const stack: number[] = [];
  for (let start = 0; start < cells.length; start++) {
    if (cells[start] !== 2) continue;
    cells[start] = 3;
    stack.push(start);
    let area = 0;
    let sumX = 0;
    let sumY = 0;
    let [minX, maxX, minY, maxY] = [w, 0, h, 0];
    let edge = false;
    // Whether it runs off the picture's left or right edge, or its top or bottom.
    let offSide = false;
    let offEnd = false;
    const look = (x: number, y: number) => {
      const j = y * w + x;
      if (x + x0 < 0 || x + x0 >= width) offSide = true;
      else if (y + y0 < 0 || y + y0 >= height) offEnd = true;
      else if (x < 0 || y < 0 || x >= w || y >= h || cells[j] === 0) edge = true;
      else if (cells[j] === 2) {
        cells[j] = 3;
        stack.push(j);
      }
    };
    while (stack.length > 0) {
      const i = stack.pop() as number;
      const x = i % w;
      const y = (i - x) / w;
      area++;
      sumX += x;
      sumY += y;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
      look(x - 1, y);
      look(x + 1, y);
      look(x, y - 1);
      look(x, y + 1);
    }
    if (edge || area < 6 || (offSide && offEnd)) continue;
    const boxW = maxX - minX + 1;
    const boxH = maxY - minY + 1;
    const centre = { x: sumX / area + x0, y: sumY / area + y0 };
    let r = Math.sqrt(area / Math.PI);
    // Round: a disc fills π/4 of its box; the bar and smears are long or sparse.
    let round = Math.min(boxW, boxH) / Math.max(boxW, boxH) > 0.6 && area / (boxW * boxH) > 0.5;
    if (offSide || offEnd) {
      // A pip the picture's edge cuts through, its centre in sight (a tile at the edge of the
      // photo): its full width shows along that edge and more than its radius across it, and its
      // centre lies a radius in from its side away from the edge.
      const along = offSide ? boxH : boxW;
      const across = offSide ? boxW : boxH;
      r = along / 2;
      round = across > r * 0.9 && across < along * 1.1 && area / (boxW * boxH) > 0.5;
      if (offSide) centre.x = x0 + (minX + x0 === 0 ? maxX + 0.5 - r : minX - 0.5 + r);
      else centre.y = y0 + (minY + y0 === 0 ? maxY + 0.5 - r : minY - 0.5 + r);
    }
    if (depthIn(centre, frame) > deepest || !clearOfSides(centre, frame)) continue;
    if (round && r > frame.halfWidth * 0.05 && r < frame.halfWidth * 0.35) {
      found.push({ ...centre, r, area });
    }
  }
  return found;
}

/** About a pip's width, for a tile of this half width: the reach of a pixel's surroundings. */
function pipReach(halfWidth: number): number {
  return Math.max(2, Math.round(halfWidth * 0.4));
}

/**
 * The values in a box of the photo, each less the mean of the square of radius `r` around it
 * (within the box), plus 128; summed areas make each mean cost four reads.
 */
function relativeToSurround(
  values: Uint8Array,
  width: number,
  box: { x0: number; y0: number; w: number; h: number },
  r: number,
): Uint8Array {
  const { x0, y0, w, h } = box;
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += values[(y + y0) * width + x + x0] as number;
      sums[(y + 1) * (w + 1) + x + 1] = (sums[y * (w + 1) + x + 1] as number) + row;
    }
  }
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const ya = Math.max(0, y - r);
    const yb = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const xa = Math.max(0, x - r);
      const xb = Math.min(w, x + r + 1);
      const sum =
        (sums[yb * (w + 1) + xb] as number) -
        (sums[ya * (w + 1) + xb] as number) -
        (sums[yb * (w + 1) + xa] as number) +
        (sums[ya * (w + 1) + xa] as number);
      const mean = sum / ((yb - ya) * (xb - xa));
      out[y * w + x] = Math.max(
        0,
        Math.min(255, (values[(y + y0) * width + x + x0] as number) - mean + 128),
      );
    }
  }
  return out;
}

/** The value at which half the weight lies below (of an even count, the upper of the middle two). */
function weightedMedian(values: number[], weights: number[]): number {
  const order = values
    .map((_, i) => i)
    .sort((a, b) => (values[a] as number) - (values[b] as number));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let acc = 0;
  for (const i of order) {
    acc += weights[i] as number;
    if (acc * 2 > total) return values[i] as number;
  }
  return 0;
}

function median(values: number[]): number {
  return weightedMedian(
    values,
    values.map(() => 1),
  );
}
