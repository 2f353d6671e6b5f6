import { optionAnswerKey, optionQuestionKey, t } from '../../i18n';
import { type ChoiceOption, fullRounds, OPTION_CHOICES, setTileCount } from '../../rules';
import {
  chooseLength,
  chooseOption,
  choosePreset,
  chooseSet,
  houseRuleCount,
  type NewGameForm,
  offersShortGame,
  SHORT_GAME_ROUNDS,
  setsOffered,
} from '../../state/new-game-form';
import { presetTaps } from '../../ui/preset-taps';
import type { Choice } from '../../ui/radio-answers';
import { Taps } from '../../ui/Taps';

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
  const lengths: Choice<NewGameForm['length']>[] = [
    { value: 'full', label: t('game.options.rounds.answers.full', { count: full }) },
    ...(offersShortGame(form.set)
      ? [
          {
            value: 'short' as const,
            label: t('game.options.rounds.answers.short', { count: SHORT_GAME_ROUNDS }),
          },
        ]
      : []),
    { value: 'custom', label: t('scorekeeper.newGame.length.custom') },
  ];
  return (
    <div class="stack">
      <Taps
        look="options"
        legend={t('scorekeeper.newGame.preset.heading')}
        name="preset"
        value={form.preset}
        choices={presetTaps()}
        onChange={(preset) => onChange(choosePreset(form, preset))}
      />

      <Taps
        look="options"
        legend={t('game.options.set.question')}
        name="set"
        value={form.set}
        choices={setsOffered(form.seats.length, form.preset).map((set) => ({
          value: set,
          label: t('game.options.set.answers', { set, count: setTileCount(set) }),
        }))}
        onChange={(set) => onChange(chooseSet(form, set))}
      />

      <Taps
        look="options"
        legend={t('game.options.rounds.question')}
        name="length"
        value={form.length}
        choices={lengths}
        onChange={(length) => onChange(chooseLength(form, length))}
      >
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
      </Taps>

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
          {OPTIONS.map((option) => {
            const values = OPTION_CHOICES[option] as readonly (string | number | boolean)[];
            return (
              <Taps
                key={option}
                look="options"
                legend={t(optionQuestionKey(option))}
                name={option}
                value={form.options[option]}
                choices={values.map((value) => ({
                  value,
                  label: t(optionAnswerKey(option, value)),
                }))}
                // The value comes from OPTION_CHOICES[option], so it fits the option;
                // TypeScript cannot follow that through a loop over every option.
                onChange={(chosen) => onChange(chooseOption(form, option, chosen as never))}
              />
            );
          })}
        </div>
      </details>
    </div>
  );
}
