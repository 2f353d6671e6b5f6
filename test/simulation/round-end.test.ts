import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handScore,
  isDouble,
  type RoundEnd,
  type Rules,
  roundScores,
  type Tile,
  type TrainId,
} from '../../src/rules';
import { seededRandom } from './random';
import { type Move, playRandomRound } from './random-round';
import { steeredTable } from './steered-round';

/**
 * Random rounds steered toward the corners where round ends are decided (doubles, final
 * doubles, released doubles, a boneyard about to run out), under every combination of options,
 * each checked against the round-end rules stated again below, plainly and on their own.
 */

const RUNS = 1500;

interface Uncovered {
  train: TrainId;
  value: number;
}

/** The corners RoundEndRules counts as it goes, none reached yet. */
const cornersCounted = () => ({
  finalDoubles: 0,
  finalDoubleDrawn: 0,
  released: 0,
  endedOnDouble: 0,
});

/** The round-end rules (round.out, round.blocked, double.last-tile, double.uncoverable, double.empty-boneyard), told again. */
class RoundEndRules {
  private laid: Tile[] = [];
  private uncovered: Uncovered[] = [];
  /** Each seat's double played as its last tile, while it still counts. */
  private finalDouble = new Map<number, Uncovered>();
  private passesOnEmptyBoneyard = 0;
  seen = cornersCounted();

  constructor(
    private rules: Rules,
    private players: number,
    engine: number,
  ) {
    this.laid.push([engine, engine]);
  }

  /** Nothing can cover it: every other tile of its number is laid. */
  private released(d: Uncovered): boolean {
    if (!this.rules.uncoverableReleases) return false;
    const others = this.laid.filter((t) => !isDouble(t) && (t[0] === d.value || t[1] === d.value));
    return others.length === this.rules.set;
  }

  /** How the round stands after this move, by the rules. */
  after(move: Move): RoundEnd | null {
    const { action, hidden } = move;
    const seat = action.seat;
    const held = (s: number) => hidden.hands[s]?.length ?? 0;
    if (action.type === 'draw') {
      if (this.finalDouble.delete(seat)) this.seen.finalDoubleDrawn++;
      return null;
    }
    if (action.type === 'pass') {
      // Only a pass made while the boneyard is already empty counts toward a block.
      this.passesOnEmptyBoneyard =
        hidden.boneyard.length === 0 ? this.passesOnEmptyBoneyard + 1 : 0;
      if (hidden.boneyard.length > 0) return null;
      if (this.passesOnEmptyBoneyard >= this.players) return { reason: 'blocked' };
      const restricting = this.uncovered.some((d) => !this.released(d));
      if (this.rules.emptyBoneyardEndsOnDouble && restricting) {
        this.seen.endedOnDouble++;
        return { reason: 'blocked' };
      }
      return null;
    }
    this.passesOnEmptyBoneyard = 0;
    const t = action.tile as Tile;
    this.laid.push(t);
    const covered = this.uncovered.find((d) => d.train === action.train);
    this.uncovered = this.uncovered.filter((d) => d !== covered);
    if (isDouble(t)) {
      const double = { train: action.train, value: t[0] };
      this.uncovered.push(double);
      if (held(seat) === 0) {
        if (!this.rules.finalDoubleMustBeCovered) return { reason: 'out', seat };
        this.seen.finalDoubles++;
        this.finalDouble.set(seat, double);
      }
    } else if (held(seat) === 0) return { reason: 'out', seat };
    for (const [owner, double] of this.finalDouble) {
      if (held(owner) !== 0) continue;
      if (double === covered) return { reason: 'out', seat: owner };
      if (this.uncovered.includes(double) && this.released(double)) {
        return { reason: 'out', seat: owner };
      }
    }
    if (this.uncovered.some((d) => this.released(d))) this.seen.released++;
    return null;
  }
}

describe('round ends in random rounds heavy in doubles, under every option combination', () => {
  it(`agree with the round-end rules told plainly in ${RUNS} rounds`, { timeout: 120_000 }, () => {
    const seen = { ...cornersCounted(), out: 0, blocked: 0, lowestZeroed: 0 };
    fc.assert(
      fc.property(steeredTable, ({ rules, players, engine, choose, seed }) => {
        const plain = new RoundEndRules(rules, players, engine);
        let ended: RoundEnd | null = null;
        const played = playRandomRound(
          rules,
          players,
          engine,
          seededRandom(seed),
          (move) => {
            const expected = plain.after(move);
            if (JSON.stringify(move.after.over) !== JSON.stringify(expected)) {
              expect.fail(
                `after ${JSON.stringify(move.action)} the engine says ${JSON.stringify(move.after.over)}, the rules say ${JSON.stringify(expected)}`,
              );
            }
            ended = expected;
          },
          choose,
        );
        expect(played.state.over).toEqual(ended);

        // Rules score.pips, score.double-blank and score.blocked-lowest, told again.
        const over = played.state.over as RoundEnd | null;
        const out = over?.reason === 'out' ? over.seat : null;
        const pipsLeft = played.hidden.hands.map((hand) =>
          hand.reduce(
            (sum, t) => sum + (t[0] === 0 && t[1] === 0 ? rules.doubleBlank : t[0] + t[1]),
            0,
          ),
        );
        const lowest = Math.min(...pipsLeft);
        const zeroLowest = out === null && rules.blockedLowestScoresZero;
        const expected = pipsLeft.map((p, seat) =>
          seat === out || (zeroLowest && p === lowest) ? 0 : p,
        );
        const penalties = played.hidden.hands.map((hand) => handScore(rules, hand));
        expect(roundScores(rules, penalties, out).scores).toEqual(expected);
        if (zeroLowest && lowest > 0) seen.lowestZeroed++;
        for (const [key, times] of Object.entries(plain.seen))
          seen[key as keyof typeof seen] += times;
        if (played.state.over?.reason === 'out') seen.out++;
        if (played.state.over?.reason === 'blocked') seen.blocked++;
      }),
      { numRuns: RUNS },
    );
    // The rounds reached every corner this test is about (else it could not fail there).
    for (const [corner, times] of Object.entries(seen)) {
      expect(times, `rounds that reached ${corner}`).toBeGreaterThan(0);
    }
  });
});
