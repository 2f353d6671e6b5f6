import { playerName, t, tileName, trainName } from '../../i18n';
import { type RoundState, restrictingDoubles } from '../../rules';
import type { DisputeForm } from '../../state/dispute-form';
import { HandQuestion } from './HandQuestion';
import { TileAndTrain } from './TileAndTrain';

interface FollowedQuestionsProps {
  table: RoundState;
  names: readonly string[];
  form: DisputeForm;
  onChange: (form: DisputeForm) => void;
  /** Leaves the followed table aside and asks everything, e.g. when nobody recorded the last plays. */
  onDescribe: () => void;
}

/**
 * The quick check at a followed table: the engine knows whose turn it is, every open end, marker
 * and double, so only the tile and the train are asked.
 */
export function FollowedQuestions({
  table,
  names,
  form,
  onChange,
  onDescribe,
}: FollowedQuestionsProps) {
  const name = playerName(table.turn, names);
  const set = (change: Partial<DisputeForm>) => onChange({ ...form, ...change });
  return (
    <div class="stack questions">
      <section class="card stack followed-summary" aria-labelledby="followed-heading">
        <h2 id="followed-heading">{t('dispute.check.followed.heading')}</h2>
        {table.over ? (
          <p>{t('dispute.check.followed.over')}</p>
        ) : (
          <p class="followed-turn">{t('dispute.check.followed.turn', { name })}</p>
        )}
        {table.drew && !table.over && <p>{t('dispute.check.followed.drew', { name })}</p>}
        {restrictingDoubles(table).map((double) => (
          <p key={`${double.train}-${double.value}`}>
            {t('dispute.check.followed.double', {
              double: tileName([double.value, double.value]),
              train: trainName(double.train, -1, names),
            })}
          </p>
        ))}
        <button type="button" class="button" onClick={onDescribe}>
          {t('dispute.check.followed.describe')}
        </button>
      </section>
      <TileAndTrain
        form={form}
        trains={{ rules: table.rules, names, seat: table.turn, markers: table.markers, table }}
        onChange={set}
      />
      <HandQuestion
        set={table.rules.set}
        name={name}
        hand={form.hand}
        onChange={(hand) => set({ hand })}
      />
    </div>
  );
}
