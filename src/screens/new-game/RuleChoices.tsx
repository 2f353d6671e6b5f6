import { optionAnswerKey, optionQuestionKey, t } from '../../i18n';
import { type ChoiceOption, OPTION_CHOICES, PRESET_IDS, setTileCount } from '../../rules';
import {
  chooseLength,
  chooseOption,
  choosePreset,
  chooseSet,
  fullRounds,
  houseRuleCount,
  type NewGameForm,
  offersShortGame,
  SHORT_GAME_ROUNDS,
  setsOffered,
} from '../../state/new-game-form';

interface RuleChoicesProps {
  form: NewGameForm;
  onChange: (next: NewGameForm) => void;
  /** Shown beside the number of rounds when it is out of range. */
  roundsProblem: string | null;
}

const OPTIONS = Object.keys(OPTION_CHOICES) as ChoiceOption[];

/**
 * How this table plays: a rule set (each with one line saying what it is), the domino set for
 * this many players, the length of the game, and every house rule as a plain question.
 */
export function RuleChoices({ form, onChange, roundsProblem }: RuleChoicesProps) {
  const full = fullRounds(form.set);
  const changed = houseRuleCount(form);
  return (
    <div class="stack">
      <fieldset class="options">
        <legend>{t('scorekeeper.newGame.preset.heading')}</legend>
        {PRESET_IDS.map((preset) => (
          <label key={preset} class="option">
            <input
              type="radio"
              name="preset"
              checked={form.preset === preset}
              onChange={() => onChange(choosePreset(form, preset))}
            />
            <span class="option-text">
              <span>{t(`game.presets.${preset}.name`)}</span>
              <span class="muted">{t(`game.presets.${preset}.description`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <fieldset class="options">
        <legend>{t('game.options.set.question')}</legend>
        {setsOffered(form.seats.length, form.preset).map((set) => (
          <label key={set} class="option">
            <input
              type="radio"
              name="set"
              checked={form.set === set}
              onChange={() => onChange(chooseSet(form, set))}
            />
            <span>{t('game.options.set.answers', { set, count: setTileCount(set) })}</span>
          </label>
        ))}
      </fieldset>

      <fieldset class="options">
        <legend>{t('game.options.rounds.question')}</legend>
        <label class="option">
          <input
            type="radio"
            name="length"
            checked={form.length === 'full'}
            onChange={() => onChange(chooseLength(form, 'full'))}
          />
          <span>{t('game.options.rounds.answers.full', { count: full })}</span>
        </label>
        {offersShortGame(form.set) && (
          <label class="option">
            <input
              type="radio"
              name="length"
              checked={form.length === 'short'}
              onChange={() => onChange(chooseLength(form, 'short'))}
            />
            <span>{t('game.options.rounds.answers.short', { count: SHORT_GAME_ROUNDS })}</span>
          </label>
        )}
        <label class="option">
          <input
            type="radio"
            name="length"
            checked={form.length === 'custom'}
            onChange={() => onChange(chooseLength(form, 'custom'))}
          />
          <span>{t('scorekeeper.newGame.length.custom')}</span>
        </label>
        {form.length === 'custom' && (
          <div class="typed-rounds">
            <label for="custom-rounds">
              {t('scorekeeper.newGame.length.customLabel', { count: full })}
            </label>
            <input
              id="custom-rounds"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={form.customRounds}
              aria-invalid={roundsProblem !== null}
              aria-describedby={roundsProblem ? 'custom-rounds-problem' : undefined}
              onInput={(event) => onChange(chooseLength(form, 'custom', event.currentTarget.value))}
            />
            {roundsProblem && (
              <p id="custom-rounds-problem" class="error">
                {roundsProblem}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <details class="house-rules disclosure">
        <summary>
          <span>{t('scorekeeper.newGame.houseRules.summary')}</span>
          {changed > 0 && (
            <span class="muted">
              {t('scorekeeper.newGame.houseRules.changed', { count: changed })}
            </span>
          )}
        </summary>
        <div class="stack">
          <p class="muted">{t('scorekeeper.newGame.houseRules.intro')}</p>
          {OPTIONS.map((option) => (
            <fieldset key={option} class="options">
              <legend>{t(optionQuestionKey(option))}</legend>
              {(OPTION_CHOICES[option] as readonly (string | number | boolean)[]).map((value) => (
                <label key={String(value)} class="option">
                  <input
                    type="radio"
                    name={option}
                    checked={form.options[option] === value}
                    // The value comes from OPTION_CHOICES[option], so it fits the option;
                    // TypeScript cannot follow that through a loop over every option.
                    onChange={() => onChange(chooseOption(form, option, value as never))}
                  />
                  <span>{t(optionAnswerKey(option, value))}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </details>
    </div>
  );
}
