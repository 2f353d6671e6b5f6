import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
// The answer boxes look like the dispute check's (src/ui/taps.css); choices.css lays them out.
import '../../ui/taps.css';
import './choices.css';

export interface Choice<T extends string> {
  value: T;
  label: ComponentChildren;
  /** A line under the label saying what the choice means. */
  hint?: ComponentChildren;
  /** The language the label is written in, when it is not the screen's (a language's own name). */
  lang?: string;
}

interface ChoiceGroupProps<T extends string> {
  /** Shown as a heading, so the screen can be read heading by heading, and names the group. */
  heading: ComponentChildren;
  /** Which heading level fits where the group sits on its screen. */
  level?: 2 | 3;
  /** The radio buttons' shared name, unique on the screen. */
  name: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** Narrow choices (languages, themes) sit side by side where they fit. */
  compact?: boolean;
}

/**
 * One choice out of a few, as big radio buttons under a heading: the whole row is the target,
 * and the chosen one shows a filled dot and a thicker border, not only a colour.
 */
export function ChoiceGroup<T extends string>({
  heading,
  level = 2,
  name,
  value,
  choices,
  onChange,
  compact = false,
}: ChoiceGroupProps<T>) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section class="choice-group">
      <Heading id={headingId}>{heading}</Heading>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        class={compact ? 'choices compact' : 'choices'}
      >
        {choices.map((choice) => (
          <label key={choice.value} class="choice" lang={choice.lang}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span class="choice-text">
              <span>{choice.label}</span>
              {choice.hint && <span class="choice-hint">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
