import type { Action } from './action';
import { check } from './check';
import type { OpenDouble, RoundState, Train, TrainId } from './round';
import { isReleased } from './table';
import { isDouble, otherEnd, type Tile, toTile } from './tile';
import type { Verdict } from './verdict';

/**
 * The table after a legal action. The caller has checked it (see `check`, or `act` for both):
 * applying an illegal action gives a table the rules could not reach.
 */
export function apply(state: RoundState, action: Action): RoundState {
  switch (action.type) {
    case 'play': {
      const t = toTile(action.tile);
      // A tile that cannot be read is refused by check (bad-tile): the table stays as it was.
      return t ? applyPlay(state, action.seat, t, action.train) : state;
    }
    case 'draw': {
      const drawn = action.tile ? toTile(action.tile) : null;
      if (action.tile && !drawn) return state;
      const next = copy(state);
      next.hands = withCount(state.hands, action.seat, 1);
      next.boneyard = state.boneyard - 1;
      next.drew = true;
      next.drewThisTurn = true;
      next.drawn = drawn;
      // Rule double.last-tile: a player who draws holds a tile again, so a final double they
      // played before is final no more; only a later final double can put them out.
      if (state.doubles.some((d) => d.final && d.seat === action.seat))
        next.doubles = state.doubles.map((d) =>
          d.final && d.seat === action.seat ? { train: d.train, value: d.value, seat: d.seat } : d,
        );
      return next;
    }
    case 'pass':
      return applyPass(state, action.seat);
  }
}

/** Checks, then applies when legal: the table is unchanged after a refusal. */
export function act(state: RoundState, action: Action): { verdict: Verdict; state: RoundState } {
  const verdict = check(state, action);
  return { verdict, state: verdict.legal ? apply(state, action) : state };
}

/**
 * A shallow copy to change: spelled out rather than spread, which is measurably faster in the
 * engine's hot path, and the type still insists on every field.
 */
function copy(state: RoundState): RoundState {
  return {
    rules: state.rules,
    players: state.players,
    engine: state.engine,
    trains: state.trains,
    mexican: state.mexican,
    markers: state.markers,
    doubles: state.doubles,
    hands: state.hands,
    boneyard: state.boneyard,
    turn: state.turn,
    drew: state.drew,
    drawn: state.drawn,
    drewThisTurn: state.drewThisTurn,
    doublesThisTurn: state.doublesThisTurn,
    passes: state.passes,
    over: state.over,
  };
}

function withCount(hands: number[], seat: number, change: number): number[] {
  const next = hands.slice();
  next[seat] = (next[seat] ?? 0) + change;
  return next;
}

function nextSeat(state: RoundState, seat: number): number {
  return (seat + 1) % state.players;
}

function applyPlay(state: RoundState, seat: number, t: Tile, trainId: TrainId): RoundState {
  const train = trainId === 'mexican' ? state.mexican : (state.trains[trainId] as Train);
  const laid: Train = {
    tiles: [...train.tiles, t[0] === train.end ? t : [t[1], t[0]]],
    end: otherEnd(t, train.end),
  };
  const next = copy(state);
  next.hands = withCount(state.hands, seat, -1);
  next.drew = false;
  next.drawn = null;
  next.passes = 0;
  if (trainId === 'mexican') next.mexican = laid;
  else {
    next.trains = state.trains.slice();
    next.trains[trainId] = laid;
    // Rule marker.remove: the marker comes off when its owner plays on their own train.
    if (trainId === seat && state.markers[seat]) {
      next.markers = state.markers.slice();
      next.markers[seat] = false;
    }
  }
  const covered =
    state.doubles.length > 0 ? state.doubles.find((d) => d.train === trainId) : undefined;
  if (covered) next.doubles = state.doubles.filter((d) => d !== covered);
  if (isDouble(t)) {
    const double: OpenDouble = { train: trainId, value: t[0], seat };
    if (next.hands[seat] === 0) double.final = true;
    next.doubles = [...next.doubles, double];
    next.doublesThisTurn = state.doublesThisTurn + 1;
  } else {
    next.turn = nextSeat(state, seat);
    next.drewThisTurn = false;
    next.doublesThisTurn = 0;
  }
  next.over = roundEndAfterPlay(next, seat, t, covered);
  return next;
}

/** Rules round.out and double.last-tile. */
function roundEndAfterPlay(
  state: RoundState,
  mover: number,
  t: Tile,
  covered: OpenDouble | undefined,
): RoundState['over'] {
  if (state.hands[mover] === 0 && (!isDouble(t) || !state.rules.finalDoubleMustBeCovered)) {
    return { reason: 'out', seat: mover };
  }
  if (!state.rules.finalDoubleMustBeCovered) return null;
  // A final double puts its player out once covered, if their hand is still empty then...
  if (covered?.final && state.hands[covered.seat] === 0)
    return { reason: 'out', seat: covered.seat };
  // ...or at once, if nothing can ever cover it.
  for (const d of state.doubles) {
    if (d.final && state.hands[d.seat] === 0 && isReleased(state, d))
      return { reason: 'out', seat: d.seat };
  }
  return null;
}

function applyPass(state: RoundState, seat: number): RoundState {
  const next = copy(state);
  next.turn = nextSeat(state, seat);
  next.drew = false;
  next.drawn = null;
  next.drewThisTurn = false;
  next.doublesThisTurn = 0;
  next.passes = state.boneyard === 0 ? state.passes + 1 : 0;
  if (state.rules.markers && !state.markers[seat]) {
    next.markers = state.markers.slice();
    next.markers[seat] = true;
  }
  if (state.boneyard === 0) {
    const blockedByDouble =
      state.rules.emptyBoneyardEndsOnDouble && state.doubles.some((d) => !isReleased(state, d));
    if (next.passes >= state.players || blockedByDouble) next.over = { reason: 'blocked' };
  }
  return next;
}
