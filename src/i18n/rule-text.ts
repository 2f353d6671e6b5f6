import {
  type ChoiceOption,
  fullRounds,
  handSize,
  PRESETS,
  type RuleId,
  type Rules,
  setTileCount,
} from '../rules';
import { t } from './active-locale';
import { isOtherRuleSetsRule, ruleTextKey, ruleTitleKey } from './house-rule-keys';
import type { Translate } from './translator';

/**
 * The house-rule option that changes each rule's wording: such a rule has one text per value
 * of its option, under rules.<id>.text.<value>.
 */
export const RULE_OPTIONS = {
  'engine.missing': 'engineMissing',
  'first.player': 'firstPlayer',
  'train.mexican': 'mexicanNeedsOwnTrain',
  'train.marked': 'markers',
  'turn.draw': 'markers',
  'turn.empty-boneyard': 'markers',
  'marker.remove': 'markers',
  'double.after': 'afterDouble',
  'double.chain': 'afterDouble',
  'double.order': 'closeOrder',
  'double.uncoverable': 'uncoverableReleases',
  'double.last-tile': 'finalDoubleMustBeCovered',
  'double.empty-boneyard': 'emptyBoneyardEndsOnDouble',
  'score.double-blank': 'doubleBlank',
  'train.own-first': 'ownTrainFirst',
  'train.mexican-last': 'mexicanAfterAllTrains',
  'turn.draw-limit': 'drawsPerTurn',
  'score.blocked-lowest': 'blockedLowestScoresZero',
} as const satisfies Partial<Record<RuleId, ChoiceOption>>;

type OptionRule = keyof typeof RULE_OPTIONS;
/** Rules whose text has numbers of the table in it. */
type CountedRule = 'set' | 'deal' | 'engine.countdown' | 'game.short';
type PlainRule = Exclude<RuleId, OptionRule | CountedRule>;

function isOptionRule(id: RuleId): id is OptionRule {
  return id in RULE_OPTIONS;
}

interface RuleText {
  title: string;
  text: string;
  /** Whether this table changed the rule from its rule set (a house rule, marked on cards). */
  houseRule: boolean;
}

/**
 * A rule as this table plays it: its title and its text under the table's own options, for the
 * rules screen and the printed rule card. With the number of players, the deal says how many
 * tiles each takes.
 */
export function describeRule(
  id: RuleId,
  rules: Rules,
  players: number | null = null,
  translate: Translate = t,
): RuleText {
  return {
    title: translate(ruleTitleKey(id)),
    text: ruleText(id, rules, players, translate),
    houseRule: isHouseRule(id, rules),
  };
}

function ruleText(id: RuleId, rules: Rules, players: number | null, translate: Translate): string {
  const { set } = rules;
  switch (id) {
    case 'set':
      return translate('rules.set.text', { set, count: setTileCount(set) });
    case 'engine.countdown':
      return translate('rules.engine.countdown.text', { set });
    case 'deal': {
      const count = players === null ? rules.handSize : handSize(rules, players);
      return count === null
        ? translate('rules.deal.text.byPlayers')
        : translate('rules.deal.text.fixed', { count });
    }
    case 'game.short':
      return rules.rounds === fullRounds(set)
        ? translate('rules.game.short.text.full', { count: rules.rounds, set })
        : translate('rules.game.short.text.short', {
            count: rules.rounds,
            set,
            last: set - rules.rounds + 1,
          });
  }
  if (isOptionRule(id)) {
    const option = RULE_OPTIONS[id];
    return translate(ruleTextKey(id, option, rules[option]));
  }
  return translate(`rules.${id as PlainRule}.text`);
}

/**
 * Whether this table plays the rule at all: a house rule from another rule set only when the
 * table chose it, so cards and the rules screen say nothing of the ones it does not play.
 */
export function isPlayed(id: RuleId, rules: Rules): boolean {
  return !isOtherRuleSetsRule(id) || isHouseRule(id, rules);
}

function isHouseRule(id: RuleId, rules: Rules): boolean {
  const preset = PRESETS[rules.preset];
  switch (id) {
    case 'set':
      return rules.set !== preset.set;
    case 'deal':
      return rules.handSize !== null;
    case 'game.short':
      return rules.rounds !== fullRounds(rules.set);
  }
  if (!isOptionRule(id)) return false;
  const option = RULE_OPTIONS[id];
  return rules[option] !== preset[option];
}
