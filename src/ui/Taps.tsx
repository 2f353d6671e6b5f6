import type { ComponentChildren } from 'preact';
import './taps.css';

export interface Tap<T extends string> {
  value: T;
  label: ComponentChildren;
  /** A line under the label: the state of a train, what a choice means. */
  hint?: ComponentChildren;
  /** Takes a whole line of a number pad ("No tile on it yet" beside the numbers). */
  wide?: boolean;
}

interface TapsProps<T extends string> {
  /** The question; it names the group for screen readers. */
  legend: ComponentChildren;
  /** The radio buttons' shared name, unique on the screen. */
  name: string;
  /** The chosen value; null while nothing is chosen. */
  value: T | null;
  choices: readonly Tap<T>[];
  onChange: (value: T) => void;
  /** list: one choice per line (names, trains); row: short words side by side; numbers: a pad. */
  layout?: 'list' | 'row' | 'numbers';
  /** Lets the screen bring this question into view ("what is still missing"). */
  id?: string;
}

/**
 * One answer out of a few, each a large radio button: the whole box is the target, and the
 * chosen one is filled and carries a tick, not only a colour.
 */
export function Taps<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  layout = 'list',
  id,
}: TapsProps<T>) {
  return (
    <fieldset class="taps" id={id}>
      <legend class="taps-legend">{legend}</legend>
      <div class={`tap-choices ${layout}`}>
        {choices.map((choice) => (
          <label key={choice.value} class={choice.wide ? 'tap wide' : 'tap'}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span class="tap-text">
              <span class="tap-label">{choice.label}</span>
              {choice.hint && <span class="tap-hint">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The numbers 0 to `highest` as choices, e.g. a train's open end on a double-12 set. */
export function numberTaps(highest: number): Tap<string>[] {
  return Array.from({ length: highest + 1 }, (_, n) => ({ value: String(n), label: String(n) }));
}
