import type { ComponentChildren } from 'preact';
import { type Tap, Taps } from '../../ui/Taps';

export type Choice<T extends string> = Tap<T>;

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

/** A section of settings or printing: one choice out of a few under a heading (Taps' section look). */
export function ChoiceGroup<T extends string>({ heading, compact, ...rest }: ChoiceGroupProps<T>) {
  return <Taps look="section" legend={heading} layout={compact ? 'row' : 'list'} {...rest} />;
}
