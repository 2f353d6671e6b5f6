import { Component, type ComponentChildren } from 'preact';
import { useEffect, useId, useRef } from 'preact/hooks';
import './taps.css';

export interface Tap<T extends string> {
  value: T;
  label: ComponentChildren;
  /** A line under the label: the state of a train, what a choice means. */
  hint?: ComponentChildren;
  /** Takes a whole line of a number pad ("No tile on it yet" beside the numbers). */
  wide?: boolean;
  /** The language the label is written in, when it is not the screen's (a language's own name). */
  lang?: string;
}

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

interface TapsProps<T extends string> {
  /** The question; it names the group for screen readers. */
  legend: ComponentChildren;
  /** The radio buttons' shared name, unique on the screen. */
  name: string;
  /** The chosen value; null while nothing is chosen. */
  value: T | null;
  choices: readonly Tap<T>[];
  onChange: (value: T) => void;
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
const LOOKS: Record<
  TapsLook,
  {
    group: string;
    legend?: string;
    answer: string;
    text?: string;
    label?: string;
    hint: string;
    /** An answer without a hint is its label alone, in a plain span. */
    bare?: boolean;
  }
> = {
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

/** Whether two lists of answers show the same: each answer's value, words and look. */
function sameChoices<T extends string>(a: readonly Tap<T>[], b: readonly Tap<T>[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((choice, i) => {
        const other = b[i] as Tap<T>;
        return (
          choice.value === other.value &&
          choice.label === other.label &&
          choice.hint === other.hint &&
          choice.wide === other.wide &&
          choice.lang === other.lang
        );
      }))
  );
}

/**
 * One answer out of a few, each a large radio button: the whole box is the target, and the
 * chosen one is marked by more than a colour (a tick, a filled dot, a thicker border, bold).
 *
 * A tap anywhere on a screen draws the screen again; a group whose answers and chosen value are
 * the same is left as it is (npm run timing), unless one of its own answers was just tapped, so
 * a choice the screen did not take is put back.
 */
export class Taps<T extends string> extends Component<TapsProps<T>> {
  private tapped = false;

  override shouldComponentUpdate(next: TapsProps<T>): boolean {
    const now = this.props;
    const changed =
      this.tapped ||
      Object.keys(now).length !== Object.keys(next).length ||
      (Object.keys(next) as (keyof TapsProps<T>)[]).some(
        (key) => key !== 'onChange' && key !== 'choices' && now[key] !== next[key],
      ) ||
      !sameChoices(now.choices, next.choices);
    this.tapped = false;
    return changed;
  }

  /** The latest onChange: answers left as they were keep the handler they were drawn with. */
  private readonly choose = (value: T) => {
    this.tapped = true;
    this.props.onChange(value);
  };

  override render(props: TapsProps<T>) {
    return <TapGroup {...props} onChange={this.choose} />;
  }
}

function TapGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  look = 'boxes',
  layout = 'list',
  level = 2,
  id,
  children,
}: TapsProps<T>) {
  const headingId = useId();
  const classes = LOOKS[look];
  // A pad of numbers is tapped quickly and often (a hand, tile by tile): each key is a button
  // with the radio's role, which the browser shows chosen for less work than a radio in a label
  // (the label's second click, both radios' state, the focus): about 10 ms less CPU per key at
  // 4x in npm run timing's keypad. The arrow keys move and choose, as between radios.
  const pad = look === 'boxes' && layout === 'numbers';
  const tabStop = choices.find((choice) => choice.value === value)?.value ?? choices[0]?.value;
  // The pad is one stop of the tab key, the chosen key, moved once the tap is on screen: the
  // tapped key has the focus, and a focused element's tabindex changed while the tap's other
  // changes wait made Chromium update style and layout there and then (to check it can still
  // have the focus), a layout more per tap (npm run timing).
  const keys = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const key of keys.current?.querySelectorAll('button') ?? []) {
      const tabIndex = key.value === tabStop ? '0' : '-1';
      if (key.getAttribute('tabindex') !== tabIndex) key.setAttribute('tabindex', tabIndex);
    }
  }, [tabStop, choices]);
  const answers = choices.map((choice) => {
    // The chosen look follows the value the screen took, by a class: a `:has(input:checked)`
    // rule made the browser look through every box's inputs again on each tap (issue 16).
    const chosen = choice.value === value;
    const box = [classes.answer, choice.wide && 'wide', chosen && 'chosen']
      .filter(Boolean)
      .join(' ');
    const words =
      classes.bare && !choice.hint ? (
        <span>{choice.label}</span>
      ) : (
        <span class={classes.text}>
          <span class={classes.label}>{choice.label}</span>
          {choice.hint && <span class={classes.hint}>{choice.hint}</span>}
        </span>
      );
    return pad ? (
      // biome-ignore lint/a11y/useSemanticElements: a pad's key, measured cheaper than a radio (above)
      <button
        key={choice.value}
        type="button"
        role="radio"
        aria-checked={chosen}
        value={choice.value}
        class={box}
        lang={choice.lang}
        onClick={() => onChange(choice.value)}
        onKeyDown={(event) => moveByArrow(event, choices, onChange)}
      >
        {words}
      </button>
    ) : (
      <label key={choice.value} class={box} lang={choice.lang}>
        <input
          type="radio"
          name={name}
          value={choice.value}
          checked={chosen}
          onChange={() => onChange(choice.value)}
        />
        {words}
      </label>
    );
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
        <div class={`tap-choices ${layout}`} ref={pad ? keys : undefined}>
          {answers}
        </div>
      ) : (
        answers
      )}
      {children}
    </fieldset>
  );
}

const ARROWS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/** An arrow key on a pad, as between radios: the next or the previous key, chosen, round the end. */
function moveByArrow<T extends string>(
  event: KeyboardEvent,
  choices: readonly Tap<T>[],
  onChange: (value: T) => void,
) {
  const step = ARROWS[event.key];
  const key = event.currentTarget as HTMLElement;
  const keys = [...(key.parentElement?.querySelectorAll('[role="radio"]') ?? [])];
  const at = keys.indexOf(key);
  if (step === undefined || at < 0) return;
  event.preventDefault();
  const next = (at + step + keys.length) % keys.length;
  (keys[next] as HTMLElement | undefined)?.focus();
  const chosen = choices[next];
  if (chosen) onChange(chosen.value);
}

/** The numbers 0 to `highest` as choices, e.g. a train's open end on a double-12 set. */
export function numberTaps(highest: number): Tap<string>[] {
  return Array.from({ length: highest + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
}
