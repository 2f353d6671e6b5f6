/** Everything the app says, in English, French, Russian and Chinese. See README.md. */
export {
  formatList,
  formatNumber,
  locale,
  setLocale,
  startI18n,
  t,
} from './active-locale';
export type { Params } from './format';
export { optionAnswerKey, optionQuestionKey } from './house-rule-keys';
export { loadTranslator } from './load-messages';
export { isLocale, LOCALES, type Locale } from './locales';
export type { MessageKey } from './messages';
export { playerName } from './player-name';
export { describeRule, isPlayed } from './rule-text';
export { tileName } from './tile-name';
export { trainName } from './train-name';
export type { Translate } from './translator';
export { explainVerdict } from './verdicts';
