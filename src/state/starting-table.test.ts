import { describe, expect, it } from 'vitest';
import type { StartingTable } from '../db/model';
import { check, isOnTable, presetRules, type Tile } from '../rules';
import { followSetup } from './follow';
import {
  blankStartingTable,
  canHoldDouble,
  standIns,
  toldTable,
  withDouble,
  withEnd,
  withMarker,
  withTilesToDraw,
} from './starting-table';

const standard = presetRules('standard');
const seats = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `p${i}`, name: '' }));
/** Four players, round of the 12-12, North (seat 1) to play when the table is told. */
const setup = followSetup({ rules: standard, players: seats(4) }, 12, 1);

/** West's train ends in 5, North's not started, East's holds the 8-8 waiting, yours ends in 12; Mexican in 3. */
const told: StartingTable = {
  ends: [5, null, 8, 12],
  mexican: 3,
  markers: [true, false, false, false],
  doubles: [2],
  tilesToDraw: true,
};

describe('blankStartingTable - nothing told yet', () => {
  it('has no tile on any train, tiles to draw, and the round screen markers', () => {
    expect(blankStartingTable(standard, [false, true, false])).toEqual({
      ends: [null, null, null],
      mexican: null,
      markers: [false, true, false],
      doubles: [],
      tilesToDraw: true,
    });
  });

  it('carries no marker into a game that plays none', () => {
    const sixes = presetRules('choo-choo-sixes');
    expect(blankStartingTable(sixes, [true, true]).markers).toEqual([false, false]);
  });
});

describe('telling the table, tap by tap', () => {
  it("a train's open number, and no tile yet", () => {
    expect(withEnd(told, 1, 9, 12).ends).toEqual([5, 9, 8, 12]);
    expect(withEnd(told, 'mexican', null, 12).mexican).toBeNull();
  });

  it('a double waits only on a train with a tile, and never of the engine number', () => {
    expect(canHoldDouble(told, 0, 12)).toBe(true);
    expect(canHoldDouble(told, 1, 12)).toBe(false);
    expect(canHoldDouble(told, 3, 12)).toBe(false);
    expect(withDouble(told, 1, true, 12).doubles).toEqual([2]);
    expect(withDouble(told, 3, true, 12).doubles).toEqual([2]);
  });

  it('doubles are kept in the order told, the latest last, and one of each number', () => {
    expect(withDouble(told, 'mexican', true, 12).doubles).toEqual([2, 'mexican']);
    expect(withDouble(withDouble(told, 'mexican', true, 12), 2, false, 12).doubles).toEqual([
      'mexican',
    ]);
    // West's train is told to end in 8 too: only one 8-8 in the set, the latest told is it.
    const bothEight = withEnd(told, 0, 8, 12);
    expect(withDouble(bothEight, 0, true, 12).doubles).toEqual([0]);
  });

  it('a train whose number changes keeps its double, which then is that number; without a tile it has none', () => {
    expect(withEnd(told, 2, 6, 12).doubles).toEqual([2]);
    expect(withEnd(told, 2, null, 12).doubles).toEqual([]);
    expect(withEnd(told, 2, 12, 12).doubles).toEqual([]);
  });

  it('a double moved onto a number another waiting double has takes its place', () => {
    const mexicanWaits = withDouble(told, 'mexican', true, 12);
    expect(withEnd(mexicanWaits, 'mexican', 8, 12).doubles).toEqual(['mexican']);
  });

  it('markers and the boneyard', () => {
    expect(withMarker(told, 2, true).markers).toEqual([true, false, true, false]);
    expect(withTilesToDraw(told, false).tilesToDraw).toBe(false);
  });
});

describe('toldTable - the engine judges the table as told', () => {
  const state = toldTable(setup, told, []);

  it('ends each train where told, the 8-8 last on East’s, whose turn it is, the markers', () => {
    expect(state.trains.map((train) => (train.tiles.length > 0 ? train.end : null))).toEqual([
      5,
      null,
      8,
      12,
    ]);
    expect(state.mexican.end).toBe(3);
    expect(state.trains[2]?.tiles.at(-1)).toEqual([8, 8]);
    expect(state.doubles).toEqual([{ train: 2, value: 8, seat: -1 }]);
    expect(state.turn).toBe(1);
    expect(state.markers).toEqual([true, false, false, false]);
  });

  it('lays every train from the engine, each tile meeting the one before', () => {
    for (const train of [...state.trains, state.mexican]) {
      let end = 12;
      for (const [a, b] of train.tiles) {
        expect(a).toBe(end);
        end = b;
      }
    }
  });

  it('lays no 8 but the one that brings East’s train to its 8-8, so North may cover it there', () => {
    const eights = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12].filter((n) => isOnTable(state, [8, n]));
    expect(eights).toHaveLength(1);
    expect(check(state, { type: 'play', seat: 1, tile: [8, 1], train: 2 })).toMatchObject({
      legal: true,
      rule: 'double.blocks',
    });
  });

  it('lays none of the tiles asked about or played since', () => {
    const asked: Tile[] = [
      [12, 5],
      [12, 3],
      [12, 8],
    ];
    const around = toldTable(setup, told, asked);
    for (const t of asked) expect(isOnTable(around, t)).toBe(false);
    expect(around.trains[0]?.end).toBe(5);
    expect(around.mexican.end).toBe(3);
  });

  it('keeps the order two doubles were laid in: the first laid is covered first', () => {
    const twoWaiting = toldTable(setup, { ...told, doubles: ['mexican', 2], mexican: 3 }, []);
    // The 3-3 waits on the Mexican train, laid before East's 8-8.
    expect(check(twoWaiting, { type: 'play', seat: 1, tile: [8, 1], train: 2 })).toMatchObject({
      legal: false,
      code: 'double-must-be-covered',
      rule: 'double.order',
    });
    expect(
      check(twoWaiting, { type: 'play', seat: 1, tile: [3, 1], train: 'mexican' }),
    ).toMatchObject({ legal: true });
  });

  it('knows no hand: nobody goes out by its count; an empty boneyard lets a pass through', () => {
    expect(Math.min(...state.hands)).toBeGreaterThan(80);
    const empty = toldTable(setup, { ...told, doubles: [], tilesToDraw: false }, []);
    expect(check(empty, { type: 'pass', seat: 1 })).toMatchObject({ legal: true });
    expect(check(state, { type: 'pass', seat: 1 })).toMatchObject({
      legal: false,
      code: 'must-draw',
    });
  });

  it('counts the stand-ins, which nobody told: all but a waiting double', () => {
    const counts = standIns(state);
    expect(counts.trains[1]).toBe(0);
    expect(counts.trains[2]).toBe((state.trains[2]?.tiles.length ?? 0) - 1);
    expect(counts.mexican).toBe(state.mexican.tiles.length);
  });
});
