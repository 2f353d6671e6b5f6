import type { PrintableGame } from '../pdf';
import { runningTotals, scoreChart } from './score-chart';

/**
 * A game (a stored GameRecord, or any object with its names and scores) as its printed sheet
 * takes it: plain names and scores, and the chart of its running totals laid out by the same
 * model as the scores screen's.
 */
export function printableGame(game: Omit<PrintableGame, 'layChart'>): PrintableGame {
  const totals = runningTotals(
    game.players.length,
    game.rounds.map((round) => round.scores),
  );
  return {
    rules: game.rules,
    finishedAt: game.finishedAt,
    players: game.players.map(({ name }) => ({ name })),
    rounds: game.rounds.map(({ scores }) => ({ scores })),
    layChart: (names, box) =>
      scoreChart(
        names.map((name, seat) => ({ name, totals: totals[seat] ?? [] })),
        box,
      ),
  };
}
