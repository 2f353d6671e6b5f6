/**
 * What the scorekeeper's screens show of a game, derived from the stored record and the rules
 * engine: the round being played, its engine, who starts, the standings and whether the game is
 * over. Pure functions over a GameRecord, and one computed signal over a live game, so no
 * screen adds up scores or picks a first player by itself.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { GameRecord } from '../db/model';
import {
  type FirstPlayer,
  firstPlayer,
  ranks,
  roundEngines,
  roundWinner,
  type Standings,
  type StartFacts,
  type StartQuestion,
  standings,
} from '../rules';

export interface GameView {
  /** The round being played, from 1; the last round's number once every round is played. */
  round: number;
  /** Rounds in the whole game. */
  rounds: number;
  /** The engine double's number of the round being played; null once every round is played. */
  engine: number | null;
  /** Who takes the round's first turn, or what the table must be asked; null once over. */
  start: FirstPlayer | null;
  standings: Standings;
  /** Each seat's place, 1 for the lowest total (equal totals share a place). */
  ranks: number[];
  /** Every round has been scored: the leaders are the winners. */
  allPlayed: boolean;
  /** The game was ended (after its last round, or stopped early). */
  finished: boolean;
}

/** What the table knows when the round being played starts (rule first.player reads it). */
export function startFacts(game: GameRecord): StartFacts {
  const last = game.rounds.at(-1);
  return {
    players: game.players.length,
    round: game.rounds.length,
    lastWinner: last ? roundWinner(last) : null,
  };
}

/** Who starts the round being played: the seat noted in the draft, else what the rules say. */
export function whoStarts(game: GameRecord): FirstPlayer | null {
  if (game.rounds.length >= game.rules.rounds) return null;
  const noted = game.draft?.start;
  if (typeof noted === 'number') return { seat: noted };
  return firstPlayer(game.rules, startFacts(game));
}

/**
 * The seat that takes the first turn once the table has answered the rules' question: the seat
 * after the engine's holder, the holder of the highest double, or the chosen seat. A choice is
 * also how a table without an engine holder (the engine set aside or dug out) names the first
 * player, whatever the rule.
 */
export function startingSeat(game: GameRecord, question: StartQuestion, seat: number): number {
  const answer: Partial<StartFacts> =
    question === 'engine-holder'
      ? { engineHolder: seat }
      : question === 'highest-double'
        ? { highestDouble: seat }
        : { chosen: seat };
  const decided = firstPlayer(game.rules, { ...startFacts(game), ...answer });
  return 'seat' in decided ? decided.seat : seat;
}

/** Running totals and leaders from the rounds scored so far (rules game.winner, score.pips). */
function gameStandings(game: GameRecord): Standings {
  return standings(
    game.players.length,
    game.rounds.map((round) => round.scores),
  );
}

/** The engine of the round being played: the draft's, else the countdown's next double. */
function currentEngine(game: GameRecord): number | null {
  if (game.rounds.length >= game.rules.rounds) return null;
  return game.draft?.engine ?? roundEngines(game.rules)[game.rounds.length] ?? null;
}

/**
 * The engine a question at the table is about: the round being played's, or the last one's once
 * every round is played.
 */
export function tableEngine(game: GameRecord): number {
  return currentEngine(game) ?? game.rounds.at(-1)?.engine ?? game.rules.set;
}

export function viewOf(game: GameRecord): GameView {
  const allPlayed = game.rounds.length >= game.rules.rounds;
  const table = gameStandings(game);
  return {
    round: Math.min(game.rounds.length + 1, game.rules.rounds),
    rounds: game.rules.rounds,
    engine: currentEngine(game),
    start: whoStarts(game),
    standings: table,
    ranks: ranks(table.totals),
    allPlayed,
    finished: game.finishedAt !== null,
  };
}

/** The view of a game that may still be loading or missing, following it as it changes. */
export function gameView(game: ReadonlySignal<GameRecord | null>): ReadonlySignal<GameView | null> {
  return computed(() => (game.value ? viewOf(game.value) : null));
}
