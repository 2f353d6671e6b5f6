import type { ChoiceOption, RuleId } from '../rules';
import type { MessageKey } from './messages';

/**
 * Where the words of a rule or a house-rule option are: the house rules from other rule sets
 * (and the 0-0 at 25) keep theirs in the houseRules namespace, every other rule in rules and
 * every other option in game.
 */
const HOUSE_RULES: readonly RuleId[] = [
  'train.own-first',
  'train.mexican-last',
  'turn.draw-limit',
  'score.blocked-lowest',
];
const HOUSE_OPTIONS: readonly ChoiceOption[] = [
  'drawsPerTurn',
  'ownTrainFirst',
  'mexicanAfterAllTrains',
  'blockedLowestScoresZero',
];
/** A rule that only a house rule from another rule set brings to the table. */
export function isOtherRuleSetsRule(id: RuleId): boolean {
  return HOUSE_RULES.includes(id);
}

/** A value added to an older option. */
const isNewValue = (option: ChoiceOption, value: unknown) =>
  option === 'doubleBlank' && value === 25;

export function optionQuestionKey(option: ChoiceOption): MessageKey {
  const ns = HOUSE_OPTIONS.includes(option) ? 'houseRules' : 'game';
  return `${ns}.options.${option}.question` as MessageKey;
}

/** 'one' names a plural form in the dictionaries, so the value "one" is written 'once' there. */
const valueKey = (value: unknown) => (value === 'one' ? 'once' : String(value));

export function optionAnswerKey(option: ChoiceOption, value: unknown): MessageKey {
  const ns = HOUSE_OPTIONS.includes(option) || isNewValue(option, value) ? 'houseRules' : 'game';
  return `${ns}.options.${option}.answers.${valueKey(value)}` as MessageKey;
}

export function ruleTitleKey(id: RuleId): MessageKey {
  return `${HOUSE_RULES.includes(id) ? 'houseRules.rules' : 'rules'}.${id}.title` as MessageKey;
}

/** The text of a rule that an option changes, for one value of that option. */
export function ruleTextKey(id: RuleId, option: ChoiceOption, value: unknown): MessageKey {
  const ns = HOUSE_RULES.includes(id) || isNewValue(option, value) ? 'houseRules.rules' : 'rules';
  return `${ns}.${id}.text.${valueKey(value)}` as MessageKey;
}
