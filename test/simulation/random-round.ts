import {
  type Action,
  apply,
  check,
  deal,
  fullSet,
  legalPlays,
  type Play,
  type RoundState,
  type Rules,
  startRound,
  type Tile,
  type Verdict,
} from '../../src/rules';
import { pick, shuffle } from './random';

/** What the simulator knows that the engine does not: the tiles themselves. */
interface Hidden {
  hands: Tile[][];
  boneyard: Tile[];
}

export interface Move {
  before: RoundState;
  action: Action;
  verdict: Verdict;
  after: RoundState;
  hidden: Hidden;
}

export interface PlayedRound {
  state: RoundState;
  hidden: Hidden;
  moves: number;
}

/** No round needs this many actions: every tile can be drawn and played, and passes are bounded. */
const MOVE_LIMIT = 5000;

/** How a seat picks among its legal plays (at random unless a test steers it). */
export type Chooser = (plays: readonly Play[], hand: readonly Tile[], random: () => number) => Play;

const atRandom: Chooser = (plays, _hand, random) => pick(plays, random);

/**
 * Deals a shuffled set and plays one round to its end, every seat choosing among its legal
 * plays, drawing when it has none and may, passing otherwise. Throws if the engine refuses a
 * move it generated itself, or if the round never ends.
 */
export function playRandomRound(
  rules: Rules,
  players: number,
  engine: number,
  random: () => number,
  observe?: (move: Move) => void,
  choose: Chooser = atRandom,
): PlayedRound {
  const dealt = deal(rules, players, engine, shuffle(fullSet(rules), random));
  if (!dealt) throw new Error(`no deal for ${players} players under ${JSON.stringify(rules)}`);
  const hidden: Hidden = { hands: dealt.hands, boneyard: dealt.boneyard };
  const start =
    dealt.engineHolder === null
      ? Math.floor(random() * players)
      : (dealt.engineHolder + 1) % players;
  let state = startRound({
    rules,
    players,
    engine,
    start,
    hands: hidden.hands.map((hand) => hand.length),
    boneyard: hidden.boneyard.length,
  });
  let moves = 0;
  while (!state.over) {
    if (++moves > MOVE_LIMIT) throw new Error(`round did not end after ${MOVE_LIMIT} moves`);
    const action = chooseAction(state, hidden, random, choose);
    const verdict = check(state, action);
    if (!verdict.legal)
      throw new Error(
        `engine refused its own legal move ${JSON.stringify(action)}: ${verdict.code}`,
      );
    const before = state;
    state = apply(state, action);
    updateHidden(hidden, action);
    observe?.({ before, action, verdict, after: state, hidden });
  }
  return { state, hidden, moves };
}

function chooseAction(
  state: RoundState,
  hidden: Hidden,
  random: () => number,
  choose: Chooser,
): Action {
  const seat = state.turn;
  const hand = hidden.hands[seat] as Tile[];
  const plays = legalPlays(state, hand);
  if (plays.length > 0) {
    const { tile, train } = choose(plays, hand, random);
    return { type: 'play', seat, tile, train, hand };
  }
  const top = hidden.boneyard[hidden.boneyard.length - 1];
  const draw: Action = { type: 'draw', seat, tile: top, hand };
  // Whether another draw is allowed this turn is the engine's to say (house rule turn.draw-limit);
  // asked without the hand, which has just been found to hold no play.
  if (top && check(state, { type: 'draw', seat }).legal) return draw;
  return { type: 'pass', seat, hand };
}

function updateHidden(hidden: Hidden, action: Action): void {
  const hand = hidden.hands[action.seat] as Tile[];
  if (action.type === 'draw') hand.push(hidden.boneyard.pop() as Tile);
  if (action.type === 'play') {
    const t = action.tile as Tile;
    hidden.hands[action.seat] = hand.filter((held) => held !== t);
  }
}
