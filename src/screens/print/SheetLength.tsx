import { t } from '../../i18n';
import { fullRounds, type Rules, SET_SIZES, type SetSize, setTileCount } from '../../rules';

interface SheetLengthProps {
  rules: Rules;
  onSet: (set: SetSize) => void;
  onRounds: (rounds: number) => void;
}

/** Which set and how many rounds: a blank sheet has one row per round, each with its engine. */
export function SheetLength({ rules, onSet, onRounds }: SheetLengthProps) {
  const full = fullRounds(rules.set);
  return (
    <div class="stack sheet-length">
      <label class="stack select-field">
        <span>{t('game.options.set.question')}</span>
        <select
          value={String(rules.set)}
          onChange={(event) => onSet(Number(event.currentTarget.value) as SetSize)}
        >
          {SET_SIZES.map((set) => (
            <option key={set} value={String(set)}>
              {t('game.options.set.answers', { set, count: setTileCount(set) })}
            </option>
          ))}
        </select>
      </label>
      <label class="stack select-field">
        <span>{t('game.options.rounds.question')}</span>
        <select
          value={String(rules.rounds)}
          onChange={(event) => onRounds(Number(event.currentTarget.value))}
        >
          {Array.from({ length: full }, (_, i) => full - i).map((rounds) => (
            <option key={rounds} value={String(rounds)}>
              {t(
                rounds === full
                  ? 'game.options.rounds.answers.full'
                  : 'game.options.rounds.answers.short',
                { count: rounds },
              )}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
