import type { ComponentChildren, VNode } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/** One answer of a group: its value (any type: a seat, a number, a word), its words and look. */
export interface Choice<T> {
  value: T;
  label: ComponentChildren;
  /** A line under the label: the state of a train, what a choice means. */
  hint?: ComponentChildren;
  /** Takes a whole line of a number pad ("No tile on it yet" beside the numbers). */
  wide?: boolean;
  /** The language the label is written in, when it is not the screen's (a language's own name). */
  lang?: string;
}

/** The classes an answer is drawn with in one look (see taps.css). */
export interface AnswerClasses {
  answer: string;
  text?: string;
  label?: string;
  hint: string;
  /** An answer without a hint is its label alone, in a plain span. */
  bare?: boolean;
}

interface RadioAnswers<T> {
  /** The radio buttons' shared name, unique on the screen. */
  name: string;
  /** The chosen value; null while nothing is chosen. */
  value: T | null;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** The same string for the same value: the radio's value, and how answers are told apart. */
  keyOf: (value: T) => string;
  classes: AnswerClasses;
  /**
   * Keys of a number pad, tapped quickly and often (a hand, tile by tile): buttons with the
   * radio's role, which the browser shows chosen for less work than a radio in a label (the
   * label's second click, both radios' state, the focus): about 10 ms less CPU per key at 4x in
   * npm run timing's keypad. The arrow keys move and choose, as between radios.
   */
  pad: boolean;
}

const ARROWS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/**
 * The radio core every look of answers shares: one answer chosen out of a few, its semantics
 * (radios in labels, or a pad's keys with the radio's role and one tab stop) and its keys.
 *
 * A tap changes one or two answers of a screen: each answer is kept and handed back unchanged
 * while what it shows is, so Preact skips it instead of drawing the group again (npm run timing).
 * Answers call the latest onChange. A radio the screen did not take is put back when it draws.
 */
export function useRadioAnswers<T>(group: RadioAnswers<T>): {
  answers: VNode[];
  padRef: { current: HTMLDivElement | null };
} {
  const { name, value, choices, onChange, keyOf, classes, pad } = group;
  const chosenKey = value === null ? null : keyOf(value);
  const latest = useRef({ onChange, choices });
  latest.current = { onChange, choices };
  const made = useRef(new Map<string, { state: unknown[]; answer: VNode }>());
  const padRef = useRef<HTMLDivElement>(null);

  // The pad is one stop of the tab key, the chosen key, moved once the tap is on screen: the
  // tapped key has the focus, and a focused element's tabindex changed while the tap's other
  // changes wait made Chromium update style and layout there and then (to check it can still
  // have the focus), a layout more per tap (npm run timing).
  const tabStop = chosenKey ?? (choices[0] ? keyOf(choices[0].value) : null);
  useEffect(() => {
    for (const key of padRef.current?.querySelectorAll('button') ?? []) {
      const tabIndex = key.value === tabStop ? '0' : '-1';
      if (key.getAttribute('tabindex') !== tabIndex) key.setAttribute('tabindex', tabIndex);
    }
  }, [tabStop, choices.length]);

  // The radio just tapped: the browser checked it already. When the screen draws the group again
  // (at once, or after a wait such as a language loading), the radios are set to the value it
  // took, so one it refused is put back; until then the tap shows.
  const tapped = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    const radio = tapped.current;
    if (!radio) return;
    tapped.current = null;
    for (const other of radio.closest('fieldset, [role="radiogroup"]')?.querySelectorAll('input') ??
      []) {
      other.checked = other.value === chosenKey;
    }
  });

  const choose = (choice: T, radio?: HTMLInputElement) => {
    if (radio) tapped.current = radio;
    latest.current.onChange(choice);
  };

  const moveByArrow = (event: KeyboardEvent) => {
    const step = ARROWS[event.key];
    const key = event.currentTarget as HTMLElement;
    const keys = [...(key.parentElement?.querySelectorAll('[role="radio"]') ?? [])];
    const at = keys.indexOf(key);
    if (step === undefined || at < 0) return;
    event.preventDefault();
    const next = (at + step + keys.length) % keys.length;
    (keys[next] as HTMLElement | undefined)?.focus();
    const chosen = latest.current.choices[next];
    if (chosen) latest.current.onChange(chosen.value);
  };

  const draw = (choice: Choice<T>, key: string, chosen: boolean): VNode => {
    // The chosen look follows the value the screen took, by a class: a `:has(input:checked)`
    // rule made the browser look through every box's inputs again on each tap (issue 16).
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
        key={key}
        type="button"
        role="radio"
        aria-checked={chosen}
        value={key}
        class={box}
        lang={choice.lang}
        onClick={() => choose(choice.value)}
        onKeyDown={moveByArrow}
      >
        {words}
      </button>
    ) : (
      <label key={key} class={box} lang={choice.lang}>
        <input
          type="radio"
          name={name}
          value={key}
          checked={chosen}
          onChange={(event) => choose(choice.value, event.currentTarget)}
        />
        {words}
      </label>
    );
  };

  const kept = new Map<string, { state: unknown[]; answer: VNode }>();
  const answers = choices.map((choice) => {
    const key = keyOf(choice.value);
    // Everything the answer shows: while each is the same, the answer drawn before is kept.
    const state = [
      key,
      key === chosenKey,
      choice.label,
      choice.hint,
      choice.wide,
      choice.lang,
      name,
      pad,
      classes,
    ];
    const before = made.current.get(key);
    const answer =
      before && same(before.state, state) ? before.answer : draw(choice, key, key === chosenKey);
    kept.set(key, { state, answer });
    return answer;
  });
  made.current = kept;
  return { answers, padRef };
}
