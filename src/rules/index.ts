/** The rules engine: pure data in, verdicts and new tables out. Imports nothing outside this folder. */
export type { Action } from './action';
export { act, apply } from './apply';
export { check } from './check';
export { deal, fullSet, handSize, setsForPlayers } from './deal';
export { type FirstPlayer, firstPlayer, type StartFacts, type StartQuestion } from './first-player';
export {
  handScore,
  ranks,
  roundEngines,
  roundScores,
  roundWinner,
  type Standings,
  standings,
} from './game';
export { legalPlays, type Play } from './moves';
export * from './options';
export { PRESETS } from './presets';
export {
  type OpenDouble,
  type RoundEnd,
  type RoundSetup,
  type RoundState,
  startRound,
  type Train,
  type TrainId,
} from './round';
export {
  type EntryIssue,
  type EntryIssueCode,
  type HandEntry,
  highestHandScore,
  MAX_SCORE,
  type RoundEntry,
  type ScoredDraft,
  type ScoredRound,
  scoreDraft,
  takenTiles,
  typedNumber,
} from './round-entry';
export { houseRules, presetRules, resolveRules } from './rules';
export { isOnTable, isReleased, restrictingDoubles } from './table';
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
