/**
 * A round followed from the middle: the table as the family tells it (each train's open number,
 * its marker, a double waiting on it, whether tiles are left to draw), edited as a pure form
 * while no play is recorded, and the table the engine judges from it. Nobody knows the tiles
 * laid before, so the engine's trains hold stand-ins for them (laid-trains.ts), chosen around
 * every tile played since and every tile asked about: those are in hands, not on the table.
 */
import type { StartingTable } from '../db/model';
import {
  type RoundSetup,
  type RoundState,
  type Rules,
  setTileCount,
  startRound,
  type Tile,
  type Train,
  type TrainId,
} from '../rules';
import { layTrains } from './laid-trains';

/** Nothing laid yet; the markers the round screen shows (none where the game plays none). */
export function blankStartingTable(rules: Rules, markers: readonly boolean[]): StartingTable {
  return {
    ends: markers.map(() => null),
    mexican: null,
    markers: markers.map((open) => rules.markers && open),
    doubles: [],
    tilesToDraw: true,
  };
}

export function endOf(table: StartingTable, train: TrainId): number | null {
  return (train === 'mexican' ? table.mexican : table.ends[train]) ?? null;
}

/**
 * Whether the train's last tile can be a double waiting: it has a tile, and its number is not
 * the engine's (that double is the engine itself).
 */
export function canHoldDouble(table: StartingTable, train: TrainId, engine: number): boolean {
  const end = endOf(table, train);
  return end !== null && end !== engine;
}

/**
 * The train said to end in `end` (null: no tile yet). A double said to wait on it goes when it
 * can no longer be one; a double of the new number waiting on another train moves here, as the
 * set has only one of each.
 */
export function withEnd(
  table: StartingTable,
  train: TrainId,
  end: number | null,
  engine: number,
): StartingTable {
  const next: StartingTable =
    train === 'mexican'
      ? { ...table, mexican: end }
      : { ...table, ends: table.ends.map((old, seat) => (seat === train ? end : old)) };
  const wasDouble = table.doubles.includes(train);
  const doubles = next.doubles.filter((other) => {
    if (other === train) return canHoldDouble(next, train, engine);
    return !(wasDouble && endOf(next, other) === end);
  });
  return { ...next, doubles };
}

/** A marker put on or taken off a player's train. */
export function withMarker(table: StartingTable, seat: number, open: boolean): StartingTable {
  return { ...table, markers: table.markers.map((old, s) => (s === seat ? open : old)) };
}

/**
 * A double said to wait on the train, or no longer: the latest said is taken as the latest laid.
 * Another train said to wait on the same double gives it up (the set has one of each).
 */
export function withDouble(
  table: StartingTable,
  train: TrainId,
  waiting: boolean,
  engine: number,
): StartingTable {
  const others = table.doubles.filter((other) => other !== train);
  if (!waiting || !canHoldDouble(table, train, engine)) return { ...table, doubles: others };
  const value = endOf(table, train);
  return {
    ...table,
    doubles: [...others.filter((other) => endOf(table, other) !== value), train],
  };
}

export function withTilesToDraw(table: StartingTable, tilesToDraw: boolean): StartingTable {
  return { ...table, tilesToDraw };
}

/**
 * The engine's table for the told one, the seat of `setup.start` to act at the beginning of its
 * turn. Hands are not known: each counts as the whole set, so no round ends by the engine's
 * count (going out is told on the round screen), and the boneyard is empty or the whole set.
 */
export function toldTable(
  setup: RoundSetup,
  from: StartingTable,
  avoid: readonly Tile[],
): RoundState {
  const { rules, players, engine } = setup;
  const unknown = setTileCount(rules.set) - 1;
  const base = startRound({
    ...setup,
    hands: Array(players).fill(unknown),
    boneyard: from.tilesToDraw ? unknown : 0,
  });
  const ids: TrainId[] = [...base.trains.keys(), 'mexican'];
  // A waiting double's train first: its run to the double must not be blocked by the others.
  const order = [...from.doubles, ...ids.filter((id) => !from.doubles.includes(id))];
  const laid = layTrains(
    rules,
    engine,
    order.map((id) => ({ id, end: endOf(from, id), double: from.doubles.includes(id) })),
    avoid,
  );
  return {
    ...base,
    trains: base.trains.map((_, seat) => laid.get(seat) as Train),
    mexican: laid.get('mexican') as Train,
    markers: base.markers.map((_, seat) => rules.markers && from.markers[seat] === true),
    // Who laid a double before following began is not known, and changes no answer.
    doubles: from.doubles.map((train) => ({
      train,
      value: endOf(from, train) as number,
      seat: -1,
    })),
  };
}

/**
 * How many of a told table's tiles on each train are stand-ins, which no screen should show as
 * laid: all but a waiting double, which was told.
 */
export function standIns(told: RoundState): { trains: number[]; mexican: number } {
  const count = (train: TrainId, laid: Train) =>
    laid.tiles.length - (told.doubles.some((d) => d.train === train) ? 1 : 0);
  return {
    trains: told.trains.map((laid, seat) => count(seat, laid)),
    mexican: count('mexican', told.mexican),
  };
}
