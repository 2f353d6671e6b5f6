/** The rules engine: pure data in, verdicts and new tables out. Imports nothing outside this folder. */
export type { Action, TileInput } from './action';
export { act, apply } from './apply';
export { check, judgePlay } from './check';
export { type Deal, deal, dealChoices, fullSet, handSize, setsForPlayers } from './deal';
export { type FirstPlayer, firstPlayer, type StartFacts, type StartQuestion } from './first-player';
export {
  handScore,
  type RoundScores,
  ranks,
  roundEngines,
  roundScores,
  roundWinner,
  type Standings,
  standings,
} from './game';
export { firstFit, legalPlays, type Play } from './moves';
export {
  type ChoiceOption,
  type Choices,
  OPTION_CHOICES,
  OPTION_NAMES,
  type OptionName,
  PRESET_IDS,
  type PresetId,
  type Rules,
  type RulesInput,
} from './options';
export { playRefusal, trainRefusal } from './play-rules';
export { PRESETS, type Preset } from './presets';
export {
  type OpenDouble,
  type RoundEnd,
  type RoundSetup,
  type RoundState,
  startRound,
  type Train,
  type TrainId,
  trainOf,
} from './round';
export {
  ENTRY_ISSUE_CODES,
  type EnteredTotal,
  type EntryIssue,
  type EntryIssueCode,
  type HandEntry,
  highestHandScore,
  MAX_SCORE,
  type RoundEntry,
  type ScoredDraft,
  type ScoredRound,
  scoreDraft,
  typedNumber,
} from './round-entry';
export { houseRules, presetRules, type RulesResult, resolveRules } from './rules';
export { demand, isOnTable, isReleased, restrictingDoubles } from './table';
export * from './tile';
export type { Facts, Verdict } from './verdict';
export {
  REFUSAL_CODES,
  type RefusalCode,
  RULE_IDS,
  RULE_SECTIONS,
  type RuleId,
  type RuleSectionKey,
} from './vocabulary';
