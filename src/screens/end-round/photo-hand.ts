/**
 * The tiles read on a photo of a hand, as the person corrects them: a pure form (README, "State"):
 * plain data, and functions that take it and a change and give the next one, tested without a
 * page. PhotoResult holds it with useState while the photo is shown.
 */
import type { PhotoReading } from '../../photo';
import { formatTile, tile as makeTile, type Tile } from '../../rules';

export interface ReadTile {
  /** Its place in the analysis's tiles (its outline on the photo); null when added by hand. */
  readonly photo: number | null;
  /** What the photo read: null where its halves were not read, or for a tile added by hand. */
  readonly read: Tile | null;
  /** The tile as it stands now (as read, or as the person set it); null while still unread. */
  readonly tile: Tile | null;
  /** The pips counted on it: what an unread tile counts until it is fixed. */
  readonly pips: number;
  /** Taken out by the person: it stays in its place, faint, to put back with one tap. */
  readonly removed: boolean;
  /** Seen to by the person (set, or left as it is): it is not chosen for checking again. */
  readonly checked: boolean;
}

export interface PhotoHand {
  readonly tiles: readonly ReadTile[];
  /** The tile being fixed (an index into tiles); null while a tap on the keypad adds a tile. */
  readonly chosen: number | null;
}

/**
 * The tiles as read, left to right across the photo (as the list shows them, in rows, so the
 * list reads in the order the eye meets them); the first tile to check (toCheck) is chosen.
 */
export function handFromCount(count: PhotoReading): PhotoHand {
  const tiles = count.tiles
    .map((found, index) => {
      const read = found.halves ? makeTile(found.halves[0], found.halves[1]) : null;
      const x = found.corners.reduce((sum, corner) => sum + corner.x, 0) / found.corners.length;
      return { x: Number.isFinite(x) ? x : index, tile: readTile(index, read, found.pips) };
    })
    .sort((a, b) => a.x - b.x)
    .map(({ tile }) => tile);
  return { tiles, chosen: nextToCheck(tiles, -1) };
}

function readTile(photo: number | null, read: Tile | null, pips: number): ReadTile {
  const points = read ? read[0] + read[1] : pips;
  return { photo, read, tile: read, pips: points, removed: false, checked: false };
}

export const isDoubleBlank = (tile: Tile | null) => !!tile && tile[0] === 0 && tile[1] === 0;

/**
 * Whether the person should look at a tile before the total is used: its halves were not read,
 * or it was read as the double blank. No pip seen on either half is also what a blurred or
 * glared tile gives, and the double blank counts the most (50 under the usual rule), so that
 * reading is asked about as the old "is this the double blank?" was, on the keypad itself.
 */
export function toCheck(held: ReadTile): boolean {
  return !held.removed && !held.checked && (!held.tile || isDoubleBlank(held.tile));
}

/** The next tile after `after` to check, else the first one, or null when none is left. */
function nextToCheck(tiles: readonly ReadTile[], after: number): number | null {
  const at = tiles.findIndex((held, index) => index > after && toCheck(held));
  if (at >= 0) return at;
  const before = tiles.findIndex(toCheck);
  return before >= 0 ? before : null;
}

/** Chooses a tile to fix, or unchooses it when it is the chosen one. */
export function choose(hand: PhotoHand, index: number): PhotoHand {
  const tile = hand.tiles[index];
  if (!tile || tile.removed) return hand;
  return { ...hand, chosen: hand.chosen === index ? null : index };
}

/** The chosen tile stays as it is (seen to); the next tile to check is chosen, if any. */
export function leave(hand: PhotoHand): PhotoHand {
  const chosen = hand.chosen;
  if (chosen === null) return hand;
  const tiles = hand.tiles.map((held, index) =>
    index === chosen ? { ...held, checked: true } : held,
  );
  return { tiles, chosen: nextToCheck(tiles, chosen) };
}

/**
 * A tile tapped on the keypad: it replaces the chosen tile, or is added when none is chosen.
 * After a fix the next tile to check is chosen, so seeing to those stays the next thing to do.
 */
export function put(hand: PhotoHand, tapped: Tile): PhotoHand {
  const tile = makeTile(tapped[0], tapped[1]);
  const chosen = hand.chosen;
  if (chosen === null || !hand.tiles[chosen]) {
    const added: ReadTile = {
      photo: null,
      read: null,
      tile,
      pips: tile[0] + tile[1],
      removed: false,
      checked: true,
    };
    return { ...hand, tiles: [...hand.tiles, added] };
  }
  const tiles = hand.tiles.map((held, index) =>
    index === chosen ? { ...held, tile, pips: tile[0] + tile[1], checked: true } : held,
  );
  return { tiles, chosen: nextToCheck(tiles, chosen) };
}

/** Takes a tile out (it stays shown, faint, with "Put back"); or puts it back. */
export function setRemoved(hand: PhotoHand, index: number, removed: boolean): PhotoHand {
  if (!hand.tiles[index]) return hand;
  const tiles = hand.tiles.map((held, i) => (i === index ? { ...held, removed } : held));
  return { tiles, chosen: hand.chosen === index ? null : hand.chosen };
}

/** A tile the person changed from what the photo read (an unread one once given its halves). */
export function isFixed(held: ReadTile): boolean {
  return held.photo !== null && !!held.tile && !sameTile(held.tile, held.read);
}

function sameTile(a: Tile | null, b: Tile | null): boolean {
  return !!a && !!b && a[0] === b[0] && a[1] === b[1];
}

/** What a tile counts: its pips, or `doubleBlank` for the double blank (the game's rule). */
function tilePoints(held: ReadTile, doubleBlank: number): number {
  return isDoubleBlank(held.tile) ? doubleBlank : held.pips;
}

/** The tiles still in the hand (not taken out). */
export function kept(hand: PhotoHand): ReadTile[] {
  return hand.tiles.filter((held) => !held.removed);
}

/** The hand's total: what "Use" puts into the round. */
export function handTotal(hand: PhotoHand, doubleBlank: number): number {
  return kept(hand).reduce((sum, held) => sum + tilePoints(held, doubleBlank), 0);
}

/**
 * The number the keypad opens on to fix a tile: its smaller half. A misread is almost always
 * one half counted wrong, and it is the half with more pips that goes wrong: pips crowd and
 * run together there, and there are more of them for a glare or a shadow to hide. Opened on the
 * other half, the keypad shows the right tile among that number's, so the fix is one more tap.
 */
export function likelyRightNumber(held: ReadTile): number | null {
  return held.tile ? Math.min(held.tile[0], held.tile[1]) : null;
}

/** The tiles of a set (double-`set`) whose pips add up to `pips`: what an unread tile can be. */
export function tilesOfPips(pips: number, set: number): Tile[] {
  const tiles: Tile[] = [];
  for (let low = Math.max(0, pips - set); low * 2 <= pips; low++) tiles.push([low, pips - low]);
  return tiles;
}

/** Each tile in the hand but the one being fixed ("a-b"): none of them can be put in twice. */
export function othersInHand(hand: PhotoHand): string[] {
  return hand.tiles.flatMap((held, index) =>
    held.tile && !held.removed && index !== hand.chosen ? [formatTile(held.tile)] : [],
  );
}
