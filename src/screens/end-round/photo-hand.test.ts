import { describe, expect, it } from 'vitest';
import type { PhotoReading, TileFound } from '../../photo';
import {
  choose,
  handFromCount,
  handTotal,
  isFixed,
  leave,
  likelyRightNumber,
  othersInHand,
  put,
  setRemoved,
  tilesOfPips,
} from './photo-hand';

function found(x: number, halves: [number, number] | null, pips: number): TileFound {
  return {
    corners: [
      { x, y: 0 },
      { x: x + 10, y: 0 },
      { x: x + 10, y: 20 },
      { x, y: 20 },
    ],
    halves,
    pips,
  };
}

function count(tiles: TileFound[]): PhotoReading {
  return {
    width: 100,
    height: 100,
    pips: [],
    tiles,
    total: tiles.reduce((sum, tile) => sum + tile.pips, 0),
    faces: null,
    blankTiles: [],
    problem: null,
  };
}

const faces = (hand: ReturnType<typeof handFromCount>) =>
  hand.tiles.map((held) => (held.tile ? held.tile.join('-') : `?${held.pips}`));

describe('photo-hand - the tiles read on a photo, as corrected', () => {
  it('lists the tiles left to right, low half first, and chooses the first one to check', () => {
    const hand = handFromCount(
      count([found(60, null, 7), found(0, [9, 2], 11), found(30, null, 4)]),
    );
    expect(faces(hand)).toEqual(['2-9', '?4', '?7']);
    expect(hand.chosen).toBe(1);
    expect(handFromCount(count([found(0, [1, 2], 3)])).chosen).toBeNull();
  });

  it('replaces the chosen tile, then chooses the next unread one, then adds', () => {
    let hand = handFromCount(count([found(0, [3, 8], 11), found(30, null, 4), found(60, null, 7)]));
    hand = put(hand, [1, 3]);
    expect(faces(hand)).toEqual(['3-8', '1-3', '?7']);
    expect(hand.chosen).toBe(2);
    hand = put(hand, [5, 2]);
    expect(faces(hand)).toEqual(['3-8', '1-3', '2-5']);
    expect(hand.chosen).toBeNull();
    hand = put(hand, [6, 6]);
    expect(faces(hand)).toEqual(['3-8', '1-3', '2-5', '6-6']);
    expect(handTotal(hand, 50)).toBe(11 + 4 + 7 + 12);
    expect(hand.tiles.map(isFixed)).toEqual([false, true, true, false]);
  });

  it('asks about a tile read as the double blank, and not again once seen to', () => {
    let hand = handFromCount(
      count([found(0, [0, 0], 0), found(30, null, 5), found(60, [0, 0], 0)]),
    );
    expect(hand.chosen).toBe(0);
    hand = leave(hand);
    expect(hand.chosen).toBe(1);
    hand = put(hand, [2, 3]);
    expect(hand.chosen).toBe(2);
    hand = put(hand, [0, 4]);
    expect(faces(hand)).toEqual(['0-0', '2-3', '0-4']);
    expect(hand.chosen).toBeNull();
    expect(handTotal(hand, 50)).toBe(59);
    // Left as it is, an unread tile counts its pips and is not asked about again.
    hand = handFromCount(count([found(0, null, 5), found(30, [1, 2], 3)]));
    hand = leave(hand);
    expect(hand.chosen).toBeNull();
    expect(put(choose(hand, 1), [1, 3]).chosen).toBeNull();
    expect(handTotal(hand, 50)).toBe(8);
  });

  it('chooses and unchooses, and leaves a tile as it is', () => {
    let hand = handFromCount(count([found(0, [3, 8], 11), found(30, [0, 1], 1)]));
    hand = choose(hand, 1);
    expect(hand.chosen).toBe(1);
    expect(choose(hand, 1).chosen).toBeNull();
    expect(choose(hand, 0).chosen).toBe(0);
    expect(leave(hand).chosen).toBeNull();
    expect(leave(hand).tiles[1]?.checked).toBe(true);
    hand = put(choose(hand, 0), [3, 9]);
    expect(faces(hand)).toEqual(['3-9', '0-1']);
    expect(hand.tiles[0]?.read).toEqual([3, 8]);
  });

  it('counts the double blank as the rule says, a taken-out tile not at all', () => {
    let hand = handFromCount(count([found(0, [0, 0], 0), found(30, [2, 3], 5)]));
    expect(hand.chosen).toBe(0);
    expect(handTotal(hand, 50)).toBe(55);
    expect(handTotal(hand, 0)).toBe(5);
    hand = setRemoved(hand, 0, true);
    expect(hand.chosen).toBeNull();
    expect(handTotal(hand, 50)).toBe(5);
    // A taken-out tile cannot be chosen, and is not in the hand for the keypad.
    expect(choose(hand, 0).chosen).toBeNull();
    expect(othersInHand(hand)).toEqual(['2-3']);
    expect(handTotal(setRemoved(hand, 0, false), 50)).toBe(55);
  });

  it('opens the keypad on the smaller half, the one a misread most likely spared', () => {
    const [held] = handFromCount(count([found(0, [11, 4], 15)])).tiles;
    expect(held && likelyRightNumber(held)).toBe(4);
    const [unread] = handFromCount(count([found(0, null, 15)])).tiles;
    expect(unread && likelyRightNumber(unread)).toBeNull();
  });

  it('gives the tiles an unread tile can be by its pips, within the set', () => {
    expect(tilesOfPips(0, 12)).toEqual([[0, 0]]);
    expect(tilesOfPips(6, 12)).toEqual([
      [0, 6],
      [1, 5],
      [2, 4],
      [3, 3],
    ]);
    expect(tilesOfPips(20, 12)).toEqual([
      [8, 12],
      [9, 11],
      [10, 10],
    ]);
    expect(tilesOfPips(13, 6)).toEqual([]);
  });

  it('leaves out the chosen tile from those the keypad refuses', () => {
    const hand = choose(handFromCount(count([found(0, [3, 8], 11), found(30, [0, 1], 1)])), 0);
    expect(othersInHand(hand)).toEqual(['0-1']);
  });
});
