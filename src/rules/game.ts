import type { Rules } from './options';
import { pips, type Tile } from './tile';

/** Rule engine.countdown: each round's engine double, from the set's highest down (game.short stops early). */
export function roundEngines(rules: Rules): number[] {
  return Array.from({ length: rules.rounds }, (_, i) => rules.set - i);
}

/** Rules score.pips and score.double-blank: the penalty for the tiles left in a hand. */
export function handScore(rules: Rules, hand: readonly Tile[]): number {
  let total = 0;
  for (const t of hand) total += t[0] === 0 && t[1] === 0 ? rules.doubleBlank : pips(t);
  return total;
}

interface RoundScores {
  /** Each seat's score for the round. */
  scores: number[];
  /** Seats scoring 0 under rule score.blocked-lowest although their hand held pips. */
  lowestInBlock: number[];
}

/**
 * A finished round's scores from each seat's penalty (rule score.pips): `out` is the seat that
 * went out, null when the round was blocked; then, under score.blocked-lowest, the seat or seats
 * with the lowest penalty score 0.
 */
export function roundScores(
  rules: Rules,
  penalties: readonly number[],
  out: number | null,
): RoundScores {
  const scores = penalties.map((penalty, seat) => (seat === out ? 0 : penalty));
  if (out !== null || !rules.blockedLowestScoresZero || scores.length === 0)
    return { scores, lowestInBlock: [] };
  const lowest = Math.min(...scores);
  const lowestInBlock = scores.flatMap((score, seat) =>
    score === lowest && score > 0 ? [seat] : [],
  );
  return { scores: scores.map((score) => (score === lowest ? 0 : score)), lowestInBlock };
}

/**
 * Rule game.winner's lowest score of one round: who went out, else the one lowest score (the
 * seat that starts the next round under some rule sets).
 */
export function roundWinner(round: {
  out: number | null;
  scores: readonly number[];
}): number | null {
  if (round.out !== null) return round.out;
  const lowest = Math.min(...round.scores);
  const seats = round.scores.flatMap((score, seat) => (score === lowest ? [seat] : []));
  return seats.length === 1 ? (seats[0] as number) : null;
}

export interface Standings {
  totals: number[];
  /** Seats sharing the lowest total (rule game.winner): the winners once the game is over. */
  leaders: number[];
}

/** Running totals and leaders from each round's penalties in seat order. */
export function standings(players: number, rounds: readonly (readonly number[])[]): Standings {
  const totals = Array.from({ length: players }, (_, seat) =>
    rounds.reduce((sum, round) => sum + (round[seat] ?? 0), 0),
  );
  const best = Math.min(...totals);
  return { totals, leaders: totals.flatMap((total, seat) => (total === best ? [seat] : [])) };
}

/** Each seat's place: 1 for the lowest total; equal totals share a place. */
export function ranks(totals: readonly number[]): number[] {
  return totals.map((total) => 1 + totals.filter((other) => other < total).length);
}
