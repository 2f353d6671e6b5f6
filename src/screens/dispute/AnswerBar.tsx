import { t } from '../../i18n';
import type { FormStep } from '../../state/dispute-form';
import { ANSWER_ID } from './AnswerView';
import { VerdictWord } from './VerdictWord';

type AnswerBarProps =
  | { missing: FormStep; answer?: never; sentence?: never }
  | { missing?: never; answer: 'yes' | 'no'; sentence: string };

/** Where each step of the form starts, so the bar can bring the missing one into view. */
export function stepId(step: FormStep): string {
  return `ask-${step}`;
}

/** Brings an element into view and gives it the focus, for a keyboard or a screen reader too. */
function bringIntoView(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'start' });
  const focusable = element.matches('input, button, [tabindex]')
    ? element
    : element.querySelector<HTMLElement>('input, button, [tabindex]');
  focusable?.focus({ preventScroll: true });
}

/**
 * Always in sight at the bottom of the screen: the answer as soon as the form holds enough for
 * it, until then what to tap next. Each tap updates it, so nobody scrolls to find out.
 */
export function AnswerBar(props: AnswerBarProps) {
  return (
    <div class="answer-bar" role="status">
      {props.missing ? (
        <button
          type="button"
          class="answer-bar-next"
          onClick={() => bringIntoView(stepId(props.missing))}
        >
          {t(`dispute.check.next.${props.missing}`)}
        </button>
      ) : (
        <>
          <p class="answer-bar-verdict">
            <VerdictWord answer={props.answer} size="large" />
          </p>
          <button type="button" class="button" onClick={() => bringIntoView(ANSWER_ID)}>
            {t('dispute.check.why')} <span aria-hidden="true">↓</span>
          </button>
          <p class="answer-bar-sentence">{props.sentence}</p>
        </>
      )}
    </div>
  );
}
