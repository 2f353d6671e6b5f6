import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FollowedAction, StartingTable } from '../../src/db/model';
import { checkDraft } from '../../src/db/validate';
import {
  type Action,
  formatTile,
  fullSet,
  isOnTable,
  isReleased,
  type RoundState,
  type Tile,
  type TrainId,
  type Verdict,
} from '../../src/rules';
import { settleOnTable, type TableAsk } from '../../src/state/dispute';
import { followSetup, replay } from '../../src/state/follow';
import { pick, seededRandom } from './random';
import { playRandomRound } from './random-round';
import { steeredTable } from './steered-round';

/**
 * Issue 30, part 3: a round followed from the middle answers as the engine's own table. Random
 * rounds are played through the engine with their tiles known; at a random turn the table is
 * told as a family tells it (each train's open number, markers, the doubles waiting in the
 * order laid, whether tiles are left to draw, whose turn), and the next plays are recorded. At
 * the told table and after every recorded play, "Can I play this?" asked of the followed table
 * and of the engine's own gets the same answer for the same reason: several tiles nobody has
 * laid (one of them held by the player to act), on every train, and whether they may draw.
 */

const SITUATIONS = 50;
const SEED = 30_3;
/** At most this many plays are recorded after the table is told. */
const MOST_RECORDED = 8;

/** The table as the follow screen asks it: only what a family can see and say. */
function tell(state: RoundState): StartingTable {
  return {
    ends: state.trains.map((train) => (train.tiles.length > 0 ? train.end : null)),
    mexican: state.mexican.tiles.length > 0 ? state.mexican.end : null,
    markers: [...state.markers],
    doubles: state.doubles.map((double) => double.train),
    tilesToDraw: state.boneyard > 0,
  };
}

/** A play, draw or pass as the follow screen records it: a drawn tile stays secret. */
function recorded(action: Action): FollowedAction {
  if (action.type !== 'play') return { type: action.type, seat: action.seat };
  return {
    type: 'play',
    seat: action.seat,
    tile: formatTile(action.tile as Tile),
    train: action.train,
  };
}

interface Moment {
  state: RoundState;
  action: Action;
  /** Every hand as it was before the action. */
  hands: Tile[][];
}

/**
 * Where a told table can stand for the engine's: the turn has just begun (what the player did
 * since is recorded), no double is the last tile of someone who went out with it, and none is
 * beyond covering (nobody at the table counts every tile laid to know it).
 */
function canBeTold(state: RoundState): boolean {
  return (
    !state.over &&
    !state.drew &&
    !state.drewThisTurn &&
    state.doublesThisTurn === 0 &&
    state.doubles.every((double) => !double.final && !isReleased(state, double))
  );
}

/** The moments from `first` that the told table can follow: same boneyard story, no release. */
function followable(moments: readonly Moment[], first: number): Moment[] {
  const told = moments[first] as Moment;
  const out: Moment[] = [told];
  for (const moment of moments.slice(first + 1, first + 1 + MOST_RECORDED)) {
    const { state } = moment;
    const ranOut = told.state.boneyard > 0 && state.boneyard === 0;
    if (state.over || ranOut || state.doubles.some((d) => d.final || isReleased(state, d))) break;
    out.push(moment);
  }
  return out;
}

const reason = (v: Verdict | null) =>
  v === null ? 'none' : v.legal ? `ok ${v.rule}` : `${v.code} ${v.rule}`;

describe('a round followed from the middle', () => {
  it(`answers as the engine's own table in ${SITUATIONS} random situations`, () => {
    const tables = fc.sample(steeredTable, { seed: SEED, numRuns: 400 });
    let situations = 0;
    let questions = 0;
    let recordedPlays = 0;
    for (const { rules, players, engine, choose, seed } of tables) {
      if (situations === SITUATIONS) break;
      const moments: Moment[] = [];
      playRandomRound(
        rules,
        players,
        engine,
        seededRandom(seed),
        ({ before, action, hidden }) => {
          const hands = hidden.hands.map((hand) => [...hand]);
          const mover = hands[action.seat] as Tile[];
          if (action.type === 'play') mover.push(action.tile as Tile);
          if (action.type === 'draw') mover.pop();
          moments.push({ state: before, action, hands });
        },
        choose,
      );
      const random = seededRandom(seed ^ 0x303);
      const starts = moments.flatMap((moment, index) =>
        index > 0 && canBeTold(moment.state) ? [index] : [],
      );
      if (starts.length === 0) continue;
      // Doubles waiting and markers are what a told table most easily gets wrong: told often.
      const telling = starts.filter((index) => {
        const { doubles, markers } = (moments[index] as Moment).state;
        return doubles.length > 0 || markers.some(Boolean);
      });
      const first =
        telling.length > 0 && random() < 0.7 ? pick(telling, random) : pick(starts, random);
      const followed = followable(moments, first);
      const told = (followed[0] as Moment).state;
      situations++;
      const seats = Array.from({ length: players }, (_, seat) => seat);
      const setup = followSetup(
        { rules, players: seats.map((seat) => ({ id: `p${seat}`, name: '' })) },
        engine,
        told.turn,
      );
      const from = tell(told);
      // What the screen stores passes the storage's checks, as every real table must.
      const stored = checkDraft(
        { players: seats, rules },
        {
          engine,
          start: null,
          markers: told.markers,
          out: null,
          blocked: false,
          entries: seats.map(() => null),
          follow: { start: told.turn, from, actions: [] },
        },
      );
      expect(stored.ok && stored.value.follow?.from).toEqual(from);
      const trains: TrainId[] = [...seats, 'mexican'];
      for (const [count, { state, hands }] of followed.entries()) {
        const actions = followed.slice(0, count).map((moment) => recorded(moment.action));
        recordedPlays += actions.length;
        const follow = { start: told.turn, from, actions };
        const hand = hands[state.turn] as Tile[];
        const free = fullSet(rules).filter((t) => !isOnTable(state, t));
        const tiles = [
          ...(hand.length > 0 ? [pick(hand, random)] : []),
          ...[1, 2, 3].map(() => pick(free, random)),
        ];
        for (const tile of tiles) {
          const table = replay(setup, follow, [tile, ...hand]);
          expect(table.refused, `${JSON.stringify(follow)} replayed`).toBeNull();
          const at = table.state;
          const where = `seed ${seed}, ${count} plays after ${JSON.stringify(from)} (turn ${told.turn})`;
          expect(
            {
              turn: at.turn,
              markers: at.markers,
              told: tell(at),
              doubles: at.doubles.map((d) => [d.train, d.value]),
            },
            where,
          ).toEqual({
            turn: state.turn,
            markers: state.markers,
            told: { ...tell(state), tilesToDraw: from.tilesToDraw },
            doubles: state.doubles.map((d) => [d.train, d.value]),
          });
          for (const train of trains) {
            const ask: TableAsk = { tile, train, hand };
            const followedAnswer = settleOnTable(at, ask);
            const enginesAnswer = settleOnTable(state, ask);
            questions++;
            const answers = (answer: typeof followedAnswer) => [
              reason(answer.play),
              reason(answer.draw),
            ];
            expect(answers(followedAnswer), `${where}: ${formatTile(tile)} on ${train}`).toEqual(
              answers(enginesAnswer),
            );
          }
        }
      }
    }
    expect(situations).toBe(SITUATIONS);
    expect(questions, 'questions asked of both tables').toBeGreaterThan(SITUATIONS * 20);
    expect(recordedPlays, 'plays recorded after the told tables').toBeGreaterThan(SITUATIONS);
  });
});
