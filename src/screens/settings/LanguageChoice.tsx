import type { ComponentChildren } from 'preact';
import { LOCALES, type Locale, t } from '../../i18n';
import { Taps } from '../../ui/Taps';

/** Each language's name is written in that language: screen readers should say it so. */
const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', fr: 'fr', ru: 'ru', zh: 'zh-Hans' };

interface LanguageChoiceProps {
  legend: ComponentChildren;
  /** The radio buttons' shared name, unique on the screen. */
  name: string;
  value: Locale;
  onChange: (value: Locale) => void;
}

/** The app's languages side by side, each named in its own language so a person finds theirs. */
export function LanguageChoice(props: LanguageChoiceProps) {
  const choices = LOCALES.map((code) => ({
    value: code,
    label: t(`common.languageNames.${code}`),
    lang: LANGUAGE_TAGS[code],
  }));
  return <Taps look="section" layout="row" choices={choices} {...props} />;
}
