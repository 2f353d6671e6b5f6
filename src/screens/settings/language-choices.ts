import { LOCALES, type Locale, t } from '../../i18n';
import type { Choice } from './ChoiceGroup';

/** Each language's name is written in that language: screen readers should say it so. */
const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', fr: 'fr', ru: 'ru', zh: 'zh-Hans' };

/** The app's languages, each named in its own language so a person finds theirs. */
export function languageChoices(): Choice<Locale>[] {
  return LOCALES.map((code) => ({
    value: code,
    label: t(`common.languageNames.${code}`),
    lang: LANGUAGE_TAGS[code],
  }));
}
