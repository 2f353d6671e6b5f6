import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { type AnswerClasses, type Choice, useRadioAnswers } from './radio-answers';
import './taps.css';

/**
 * How a group of answers looks where it stands:
 * - boxes: the dispute check's answer boxes, laid out by `layout`;
 * - options: a form's answers, one per line, the chosen one in bold (new game, end of round);
 * - segments: two or three short answers side by side, the chosen one filled and ticked, the
 *   question said to screen readers only (typed or tapped pips);
 * - section: a section of a screen under a heading of `level`, whose answers look like boxes
 *   (settings, printing).
 */
type TapsLook = 'boxes' | 'options' | 'segments' | 'section';

interface TapsProps<T> {
  /** The question; it names the group for screen readers. */
  legend: ComponentChildren;
  /** The radio buttons' shared name, unique on the screen. */
  name: string;
  /** The chosen value; null while nothing is chosen. */
  value: T | null;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** The same string for the same value (String by default, for words and numbers). */
  keyOf?: (value: T) => string;
  look?: TapsLook;
  /**
   * boxes: list is one choice per line (names, trains), row short words side by side, numbers a
   * pad; section: row sets narrow choices (languages) side by side where they fit.
   */
  layout?: 'list' | 'row' | 'numbers';
  /** The heading's level, for the section look. */
  level?: 2 | 3;
  /** Lets the screen bring this question into view ("what is still missing"). */
  id?: string;
  /** Shown under the answers, inside the group: what a chosen answer asks next. */
  children?: ComponentChildren;
}

/** The classes of each look (see taps.css), which keep the markup each look has always had. */
const LOOKS: Record<TapsLook, AnswerClasses & { group: string; legend?: string }> = {
  boxes: {
    group: 'taps',
    legend: 'taps-legend',
    answer: 'tap',
    text: 'tap-text',
    label: 'tap-label',
    hint: 'tap-hint',
  },
  options: { group: 'options', answer: 'option', text: 'option-text', hint: 'muted', bare: true },
  segments: {
    group: 'segmented',
    legend: 'visually-hidden',
    answer: 'segment',
    hint: 'muted',
    bare: true,
  },
  section: { group: 'choice-group', answer: 'choice', text: 'choice-text', hint: 'choice-hint' },
};

/**
 * One answer out of a few, each a large radio button: the whole box is the target, and the
 * chosen one is marked by more than a colour (a tick, a filled dot, a thicker border, bold).
 * The answers themselves are the radio core's (useRadioAnswers); this is their look.
 */
export function Taps<T>(props: TapsProps<T>) {
  const { legend, look = 'boxes', layout = 'list', level = 2, id, children } = props;
  const headingId = useId();
  const classes = LOOKS[look];
  const pad = look === 'boxes' && layout === 'numbers';
  const { answers, padRef } = useRadioAnswers({
    ...props,
    keyOf: props.keyOf ?? String,
    classes,
    pad,
  });

  if (look === 'section') {
    const Heading = level === 2 ? 'h2' : 'h3';
    return (
      <section class={classes.group} id={id}>
        <Heading id={headingId}>{legend}</Heading>
        <div
          role="radiogroup"
          aria-labelledby={headingId}
          class={layout === 'row' ? 'choices compact' : 'choices'}
        >
          {answers}
        </div>
        {children}
      </section>
    );
  }
  return (
    <fieldset class={classes.group} id={id}>
      <legend class={classes.legend}>{legend}</legend>
      {look === 'boxes' ? (
        <div class={`tap-choices ${layout}`} ref={pad ? padRef : undefined}>
          {answers}
        </div>
      ) : (
        answers
      )}
      {children}
    </fieldset>
  );
}

/** The numbers 0 to `highest` as choices, e.g. a train's open end on a double-12 set. */
export function numberTaps(highest: number): Choice<number>[] {
  return Array.from({ length: highest + 1 }, (_, n) => ({ value: n, label: String(n) }));
}
