import { describeRule, explainVerdict, type MessageKey, t } from '../../i18n';
import type { Rules } from '../../rules';
import type { DisputeAnswer, PresetAnswer } from '../../state/dispute';
import { HouseRuleMark, RuleIdLine } from '../rules/RuleMarks';
import { VerdictWord } from './VerdictWord';

export interface Asked {
  rules: Rules;
  players: number;
  names: readonly string[];
  answer: DisputeAnswer;
  others: readonly PresetAnswer[];
}

export const ANSWER_ID = 'answer';

/**
 * The whole answer: YES or NO, the sentence why, the rule as the rule card words it, the house
 * rule that decided, what the hand means, and the same question under the other rule sets.
 */
export function AnswerView({ asked }: { asked: Asked }) {
  const { rules, players, names, answer, others } = asked;
  const context = { names, markers: rules.markers };
  const play = explainVerdict(answer.play, { ...context, move: 'play' });
  const rule = describeRule(answer.play.rule, rules, players);
  const draw = answer.draw && explainVerdict(answer.draw, { ...context, move: 'draw' });
  return (
    <div class="stack">
      <section class="answer stack" id={ANSWER_ID} tabIndex={-1} aria-labelledby="answer-heading">
        <h2 id="answer-heading">{t('dispute.check.answer.heading')}</h2>
        <p class="answer-line">
          <VerdictWord answer={play.answer} size="large" />
        </p>
        <p class="answer-sentence">{play.sentence}</p>
        <div class="card rule-cited">
          <p class="muted">{t('dispute.check.answer.rule')}</p>
          <h3>{rule.title}</h3>
          <RuleIdLine id={answer.play.rule} />
          <p>{rule.text}</p>
          {play.houseRule && (
            <div class="decided-by">
              {rule.houseRule && <HouseRuleMark as="p" />}
              <p>
                <strong>{t('dispute.check.answer.decidedBy')}</strong> {play.houseRule.question}
              </p>
              <p>
                <strong>{play.houseRule.answer}</strong>
              </p>
            </div>
          )}
        </div>
        {draw && (
          <div class="card">
            <h3>{t('dispute.check.answer.hand')}</h3>
            <p>
              <VerdictWord answer={draw.answer} size="small" />
            </p>
            <p>{draw.sentence}</p>
          </div>
        )}
      </section>
      {others.length > 0 && (
        <section class="stack" aria-labelledby="others-heading">
          <h2 id="others-heading">{t('dispute.check.others.heading')}</h2>
          <p class="muted">{t('dispute.check.others.intro')}</p>
          <ul class="preset-answers">
            {others.map(({ preset, answer: theirs, withoutHouseRules }) => {
              const name = t(`game.presets.${preset}.name` as MessageKey);
              const explained = explainVerdict(theirs.play, { ...context, move: 'play' });
              return (
                <li key={preset} class="card preset-answer">
                  <h3>
                    {withoutHouseRules
                      ? t('dispute.check.others.withoutHouseRules', { preset: name })
                      : name}
                  </h3>
                  <p>
                    <VerdictWord answer={explained.answer} size="small" />
                  </p>
                  <p class="muted">{explained.ruleTitle}</p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </div>
  );
}
