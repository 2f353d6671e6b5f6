/**
 * A round's draft as the storage keeps it: the next round's empty draft, and a stored round
 * opened again as a draft. Scoring a draft is the engine's (scoreDraft in src/rules).
 */
import { roundEngines } from '../rules';
import type { GameRecord, RoundDraft, RoundRecord } from './model';

/** The game's next round, nothing entered yet; null once every round has been played. */
export function emptyDraft(
  game: Pick<GameRecord, 'players' | 'rules' | 'rounds'>,
): RoundDraft | null {
  const engine = roundEngines(game.rules)[game.rounds.length];
  if (engine === undefined) return null;
  const seats = game.players.length;
  return {
    engine,
    start: null,
    markers: Array(seats).fill(false),
    out: null,
    blocked: false,
    entries: Array(seats).fill(null),
  };
}

/** A stored round as a draft, for editing it with the same screen that entered it. */
export function draftFromRound(round: RoundRecord): RoundDraft {
  return {
    engine: round.engine,
    start: round.start,
    markers: round.scores.map(() => false),
    out: round.out,
    blocked: round.blocked,
    entries: round.scores.map((score, seat) => {
      const tiles = round.tiles[seat];
      if (tiles) return { kind: 'tiles', tiles: [...tiles] };
      const total = round.totals?.[seat];
      if (total?.from === 'photo') return { kind: 'photo', value: total.pips };
      // What was typed, also where the round's rules scored it otherwise.
      return { kind: 'typed', value: String(total?.pips ?? score) };
    }),
  };
}
