import type { Action, TileInput } from './action';
import { firstFit } from './moves';
import { playRefusal } from './play-rules';
import { type RoundState, type TrainId, trainOf } from './round';
import { type Demand, demand, isOnTable, isValidTrain, restrictingDoubles } from './table';
import { inSet, type Tile, toTile } from './tile';
import { type Facts, legal, refused, type Verdict } from './verdict';

/**
 * Judges an action against the table. Never throws: a move that breaks the rules, or input that
 * makes no sense, gets a refusal naming the first broken rule in the spec's order.
 */
export function check(state: RoundState, action: Action): Verdict {
  const seat = action.seat;
  const facts: Facts = { seat };
  if (state.over)
    return refused('round-over', state.over.reason === 'out' ? 'round.out' : 'round.blocked', {
      ...facts,
      over: state.over,
    });
  if (seat !== state.turn)
    return refused('not-your-turn', 'turn.order', { ...facts, turn: state.turn });
  switch (action.type) {
    case 'play':
      return checkPlay(state, seat, action.tile, action.train);
    case 'draw':
      return checkDraw(state, seat, action.tile ?? null, action.hand);
    case 'pass':
      return checkPass(state, seat, action.hand);
    default:
      return refused('bad-tile', 'set', facts);
  }
}

/** Reads a tile given as a pair or as text; a refusal when it is not a tile of this set or is already laid. */
function readTile(
  state: RoundState,
  seat: number,
  input: TileInput,
): { tile: Tile } | { refusal: Verdict } {
  const t = toTile(input);
  if (!t || !inSet(t, state.rules.set)) return { refusal: refused('bad-tile', 'set', { seat }) };
  if (isOnTable(state, t)) return { refusal: refused('tile-on-table', 'set', { seat, tile: t }) };
  return { tile: t };
}

function checkPlay(state: RoundState, seat: number, input: TileInput, train: TrainId): Verdict {
  const read = readTile(state, seat, input);
  if ('refusal' in read) return read.refusal;
  if (!isValidTrain(state, train))
    return refused('no-such-train', 'train.own', { seat, tile: read.tile });
  return judgePlay(state, seat, read.tile, train, demand(state));
}

/** `playRefusal` as a verdict: the rule that decided and the facts a person needs to follow it. */
function judgePlay(
  state: RoundState,
  seat: number,
  t: Tile,
  train: TrainId,
  need: Demand,
): Verdict {
  const code = playRefusal(state, seat, t, train, need);
  const target = trainOf(state, train);
  const facts: Facts = { seat, tile: t, train, end: target?.end ?? state.engine };
  const { rules } = state;
  switch (code) {
    case 'double-must-be-covered': {
      const double = (need as Extract<Demand, { kind: 'cover' }>).double;
      if (restrictingDoubles(state).length > 1) {
        return refused(code, 'double.order', {
          ...facts,
          double,
          option: { name: 'closeOrder', value: rules.closeOrder },
        });
      }
      if (need.ownDouble) {
        return refused(code, 'double.after', {
          ...facts,
          double,
          option: { name: 'afterDouble', value: rules.afterDouble },
        });
      }
      return refused(code, 'double.blocks', { ...facts, double });
    }
    case 'train-closed':
      return refused(
        code,
        'train.marked',
        rules.markers ? facts : { ...facts, option: { name: 'markers', value: false } },
      );
    case 'mexican-needs-own-train':
      return refused(code, 'train.mexican', {
        ...facts,
        option: { name: 'mexicanNeedsOwnTrain', value: true },
      });
    case 'mexican-not-open':
      return refused(code, 'train.mexican-last', {
        ...facts,
        option: { name: 'mexicanAfterAllTrains', value: true },
      });
    case 'own-train-first':
      return refused(code, 'train.own-first', {
        ...facts,
        option: { name: 'ownTrainFirst', value: true },
      });
    case 'no-match': {
      const empty = (target?.tiles.length ?? 0) === 0;
      return refused(
        code,
        empty ? (train === 'mexican' ? 'train.mexican' : 'train.own') : 'turn.one-tile',
        facts,
      );
    }
  }
  if (need.kind === 'cover' && train === need.double.train) {
    return legal(need.ownDouble ? 'double.after' : 'double.blocks', {
      ...facts,
      double: need.double,
    });
  }
  if (need.ownDouble && rules.afterDouble === 'any') {
    return legal('double.after', { ...facts, option: { name: 'afterDouble', value: 'any' } });
  }
  return legal(
    train === 'mexican' ? 'train.mexican' : train === seat ? 'train.own' : 'train.marked',
    facts,
  );
}

/** The tiles of a stated hand; anything in it that is not a tile cannot be played, so it is left out. */
function readHand(hand: readonly unknown[]): Tile[] {
  const tiles: Tile[] = [];
  for (const item of hand) {
    const t = toTile(item);
    if (t) tiles.push(t);
  }
  return tiles;
}

/** Rule turn.must-play: judged from a stated hand, or from the tile just drawn. */
function mustPlay(
  state: RoundState,
  seat: number,
  hand: readonly Tile[] | undefined,
): Verdict | null {
  const known = Array.isArray(hand) ? readHand(hand) : state.drawn ? [state.drawn] : [];
  const fits = firstFit(state, known);
  return fits ? refused('must-play', 'turn.must-play', { seat, fits }) : null;
}

function checkDraw(
  state: RoundState,
  seat: number,
  input: TileInput | null,
  hand: readonly Tile[] | undefined,
): Verdict {
  let drawn: Tile | null = null;
  if (input !== null) {
    const read = readTile(state, seat, input);
    if ('refusal' in read) return read.refusal;
    drawn = read.tile;
  }
  const facts: Facts = drawn ? { seat, tile: drawn } : { seat };
  const must = mustPlay(state, seat, hand);
  if (must) return must;
  if (state.drew) return refused('already-drew', 'turn.draw', facts);
  if (drawLimitReached(state)) return refused('already-drew', 'turn.draw-limit', withLimit(facts));
  if (state.boneyard <= 0) return refused('boneyard-empty', 'turn.empty-boneyard', facts);
  return legal('turn.draw', facts);
}

function checkPass(state: RoundState, seat: number, hand: readonly Tile[] | undefined): Verdict {
  const must = mustPlay(state, seat, hand);
  if (must) return must;
  if (state.boneyard <= 0) return legal('turn.empty-boneyard', { seat });
  if (state.drew) return legal('turn.draw', { seat });
  if (drawLimitReached(state)) return legal('turn.draw-limit', withLimit({ seat }));
  return refused('must-draw', state.doublesThisTurn > 0 ? 'double.after' : 'turn.draw', { seat });
}

/** House rule turn.draw-limit: one draw in a whole turn, even after a double. */
function drawLimitReached(state: RoundState): boolean {
  return state.rules.drawsPerTurn === 'one' && state.drewThisTurn;
}

function withLimit(facts: Facts): Facts {
  return { ...facts, option: { name: 'drawsPerTurn', value: 'one' } };
}
