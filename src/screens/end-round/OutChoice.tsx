import { type ReadonlySignal, useComputed } from '@preact/signals';
import type { GameRecord, RoundDraft } from '../../db/model';
import { playerName, t } from '../../i18n';
import { Taps } from '../../ui/Taps';

interface OutChoiceProps {
  game: GameRecord;
  draft: ReadonlySignal<RoundDraft>;
  onChange: (next: RoundDraft) => void;
}

/**
 * How the round ended (rules round.out, round.blocked): who went out, or nobody because it was
 * blocked. One choice of the two, so a round can never be both. It reads only that choice, so a
 * pip or a tile entered does not draw it again.
 */
export function OutChoice({ game, draft, onChange }: OutChoiceProps) {
  const names = game.players.map((p) => p.name);
  const value = useComputed(() => {
    const { blocked, out } = draft.value;
    return blocked ? 'blocked' : out === null ? null : String(out);
  }).value;
  const choose = (out: number | null, blocked: boolean) => {
    const current = draft.peek();
    onChange({
      ...current,
      out,
      blocked,
      // The one who went out holds nothing: whatever was entered for them no longer counts.
      entries: current.entries.map((entry, seat) => (seat === out ? null : entry)),
    });
  };
  return (
    <Taps
      look="options"
      legend={t('scorekeeper.endRound.out.legend')}
      name="out"
      value={value}
      choices={[
        ...game.players.map((_, seat) => ({ value: String(seat), label: playerName(seat, names) })),
        { value: 'blocked', label: t('scorekeeper.endRound.out.blocked') },
      ]}
      onChange={(chosen) =>
        chosen === 'blocked' ? choose(null, true) : choose(Number(chosen), false)
      }
    />
  );
}
