import { tile as makeTile, type Rules, type Tile, type Train, type TrainId } from '../rules';

/**
 * Trains laid to match what the table said of them, when nobody said (or wants to say) every
 * tile: the quick check's described table and a round followed from the middle. Only a train's
 * open end, whether it has a tile and the double waiting on it change an answer, so the tiles
 * before are stand-ins, chosen to change nothing else.
 */

/** What was said of one train. */
export interface TrainToLay {
  id: TrainId;
  /** The number its last tile leaves open; "started" when it only has a tile; null: no tile. */
  end: number | 'started' | null;
  /** Its last tile is the double of `end`, waiting to be covered. */
  double: boolean;
}

/**
 * The trains, laid in the order given (the ones that decide the answer first, while the set has
 * every tile to spare). Each is a shortest run of tiles from the engine to its end, then its
 * double; no tile is in `avoid` (the tiles asked about, held, or played later) or laid twice, and
 * no run passes through the number of a waiting double, so the tiles that could cover it stay
 * free. When no run avoids `avoid`, the end matters more: a run that only lays nothing twice.
 */
export function layTrains(
  rules: Rules,
  engine: number,
  trains: readonly TrainToLay[],
  avoid: readonly Tile[],
): Map<TrainId, Train> {
  const spares = new Set<number>();
  for (const train of trains)
    if (train.double && typeof train.end === 'number') spares.add(train.end);
  const avoided = new Set(avoid.map(key));
  const used = new Set<string>();
  const laid = new Map<TrainId, Train>();
  for (const train of trains) {
    const free = (strict: boolean) => (a: number, b: number) =>
      a !== b && !used.has(key([a, b])) && !(strict && avoided.has(key([a, b])));
    let tiles: Tile[] = [];
    if (train.end === 'started') tiles = firstTile(engine, rules.set, free(true), spares);
    else if (train.end !== null)
      tiles =
        run(engine, train.end, rules.set, free(true), spares) ??
        run(engine, train.end, rules.set, free(false), spares) ??
        [];
    if (train.double && typeof train.end === 'number') tiles.push([train.end, train.end]);
    for (const t of tiles) used.add(key(t));
    laid.set(train.id, { tiles, end: tiles.at(-1)?.[1] ?? engine });
  }
  return laid;
}

/** A tile the same whichever way round it is given. */
function key(t: Tile): string {
  const [low, high] = makeTile(t[0], t[1]);
  return `${low}-${high}`;
}

type Free = (a: number, b: number) => boolean;

/** One tile from the engine, to the lowest number that is neither the engine's nor a spare. */
function firstTile(engine: number, set: number, free: Free, spares: Set<number>): Tile[] {
  for (let to = 0; to <= set; to++)
    if (to !== engine && !spares.has(to) && free(engine, to)) return [[engine, to]];
  return [];
}

/**
 * The shortest run of free tiles from the engine to `end`, oriented as laid, at least one tile
 * long; back to the engine's own number it needs three (out, across, back). Null when there is
 * none.
 */
function run(
  engine: number,
  end: number,
  set: number,
  free: Free,
  spares: Set<number>,
): Tile[] | null {
  if (end !== engine) return path(engine, end, set, free, spares);
  let best: Tile[] | null = null;
  for (let out = 0; out <= set; out++) {
    if (spares.has(out) || !free(engine, out)) continue;
    const outward = (a: number, b: number) => free(a, b) && key([a, b]) !== key([engine, out]);
    const back = path(out, engine, set, outward, spares, engine);
    if (back && (!best || back.length + 1 < best.length)) best = [[engine, out], ...back];
  }
  return best;
}

/**
 * Breadth first, lowest numbers first, so the same table always gets the same stand-ins: no
 * number visited twice, `end` reached only at the end, no spare (nor `never`) passed through.
 */
function path(
  from: number,
  end: number,
  set: number,
  free: Free,
  spares: Set<number>,
  never?: number,
): Tile[] | null {
  const came = new Map<number, number>([[from, from]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as number;
    for (let next = 0; next <= set; next++) {
      if (came.has(next) || !free(at, next)) continue;
      if (next === end) {
        const tiles: Tile[] = [[at, end]];
        for (let back = at; back !== from; back = came.get(back) as number)
          tiles.unshift([came.get(back) as number, back]);
        return tiles;
      }
      if (spares.has(next) || next === never) continue;
      came.set(next, at);
      queue.push(next);
    }
  }
  return null;
}
