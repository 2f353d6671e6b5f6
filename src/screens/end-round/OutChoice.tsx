import type { GameRecord, RoundDraft } from '../../db/model';
import { playerName, t } from '../../i18n';

interface OutChoiceProps {
  game: GameRecord;
  draft: RoundDraft;
  onChange: (next: RoundDraft) => void;
}

/**
 * How the round ended (rules round.out, round.blocked): who went out, or nobody because it was
 * blocked. One choice of the two, so a round can never be both.
 */
export function OutChoice({ game, draft, onChange }: OutChoiceProps) {
  const names = game.players.map((p) => p.name);
  const choose = (out: number | null, blocked: boolean) =>
    onChange({
      ...draft,
      out,
      blocked,
      // The one who went out holds nothing: whatever was entered for them no longer counts.
      entries: draft.entries.map((entry, seat) => (seat === out ? null : entry)),
    });
  return (
    <fieldset class="options">
      <legend>{t('scorekeeper.endRound.out.legend')}</legend>
      {game.players.map((player, seat) => (
        <label key={player.id} class="option">
          <input
            type="radio"
            name="out"
            checked={draft.out === seat}
            onChange={() => choose(seat, false)}
          />
          <span>{playerName(seat, names)}</span>
        </label>
      ))}
      <label class="option">
        <input
          type="radio"
          name="out"
          checked={draft.blocked}
          onChange={() => choose(null, true)}
        />
        <span>{t('scorekeeper.endRound.out.blocked')}</span>
      </label>
    </fieldset>
  );
}
