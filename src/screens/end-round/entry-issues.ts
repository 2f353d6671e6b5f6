import type { GameRecord } from '../../db/model';
import { type MessageKey, playerName, t } from '../../i18n';
import { type EntryIssue, highestHandScore, type ScoredDraft } from '../../rules';

/**
 * Why a seat scores 0 although it holds pips, one sentence per seat: the lowest hand in a
 * blocked round under the house rule. Nothing while the round does not score yet.
 */
export function zeroScoreReasons(game: GameRecord, scored: ScoredDraft): string[] {
  if (!scored.ok) return [];
  const names = game.players.map((p) => p.name);
  return scored.lowestInBlock.map((seat) =>
    t('houseRules.scoring.lowestInBlock', { name: playerName(seat, names) }),
  );
}

/** An issue as the person reads it beside the seat it concerns. */
export function issueText(issue: EntryIssue, game: GameRecord, engine: number): string {
  return t(`scorekeeper.endRound.issues.${issue.code}` as MessageKey, {
    name: playerName(
      issue.seat,
      game.players.map((p) => p.name),
    ),
    max: highestHandScore(game.rules, engine),
  });
}
