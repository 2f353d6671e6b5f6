import type { PrintableGame } from '../pdf';
import { runningTotals } from './running-totals';

/**
 * A game (a stored GameRecord, or any object with its names and scores) as its printed sheet
 * takes it: plain names and scores, and each seat's running totals for the chart, added up as
 * the scores screen adds them.
 */
export function printableGame(game: Omit<PrintableGame, 'runningTotals'>): PrintableGame {
  return {
    rules: game.rules,
    finishedAt: game.finishedAt,
    players: game.players.map(({ name }) => ({ name })),
    rounds: game.rounds.map(({ scores }) => ({ scores })),
    runningTotals: runningTotals(
      game.players.length,
      game.rounds.map((round) => round.scores),
    ),
  };
}
