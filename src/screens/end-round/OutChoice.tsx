import { useComputed } from '@preact/signals';
import type { GameRecord } from '../../db/model';
import { playerName, t } from '../../i18n';
import type { DraftForm } from '../../state/draft-form';
import { Taps } from '../../ui/Taps';

interface OutChoiceProps {
  game: GameRecord;
  form: DraftForm;
}

/**
 * How the round ended (rules round.out, round.blocked): who went out, or nobody because it was
 * blocked. One choice of the two, so a round can never be both. It reads only that choice, so a
 * pip or a tile entered does not draw it again.
 */
export function OutChoice({ game, form }: OutChoiceProps) {
  const names = game.players.map((p) => p.name);
  const value = useComputed((): number | 'blocked' | null => {
    const { blocked, out } = form.draft.value;
    return blocked ? 'blocked' : out;
  }).value;
  return (
    <Taps<number | 'blocked'>
      look="options"
      legend={t('scorekeeper.endRound.out.legend')}
      name="out"
      value={value}
      choices={[
        ...game.players.map((_, seat) => ({ value: seat, label: playerName(seat, names) })),
        { value: 'blocked', label: t('scorekeeper.endRound.out.blocked') },
      ]}
      onChange={(chosen) =>
        form.dispatch(
          chosen === 'blocked' ? { type: 'blocked' } : { type: 'went-out', seat: chosen },
        )
      }
    />
  );
}
