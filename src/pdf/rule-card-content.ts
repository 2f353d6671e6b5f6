import { describeRule, isPlayed, type MessageKey, type Translate } from '../i18n';
import { RULE_SECTIONS, type RuleId, type RuleSectionKey, type Rules } from '../rules';
import { NUMBERING_PLACEHOLDERS } from './numbering';

export const CARD_KINDS = ['quick', 'full', 'tips'] as const;
/** quick: the rules met at every turn; full: every rule; tips: strategy advice (seed 003). */
export type CardKind = (typeof CARD_KINDS)[number];

/** One rule or tip as printed: an optional bold title and its sentences. */
interface CardParagraph {
  title: string | null;
  text: string;
  /** Marked on the card: this table changed the rule from its rule set. */
  houseRule: boolean;
}

interface CardSection {
  heading: string | null;
  paragraphs: CardParagraph[];
}

/** What a card says, in one language, before it is laid out on any paper. */
export interface CardContent {
  title: string;
  /** The rule set and set the card was written for; null when the text holds for any. */
  subtitle: string | null;
  houseRuleLabel: string;
  /** "Card {number} of {count}" or "Page …", the numbers filled in by the layout (./numbering). */
  numbering: string;
  sections: CardSection[];
}

/**
 * The rules a player looks up during a round. A rule that only restates the table's default
 * is left off (no markers, or a double that does not end the round on an empty boneyard) unless
 * the table chose it as a house rule.
 */
function quickSections(rules: Rules): [RuleSectionKey, RuleId[]][] {
  return [
    ['turn', ['train.own-first', 'train.mexican-last', 'turn.one-tile', 'turn.must-play']],
    ['drawPass', ['turn.draw', 'turn.draw-limit', 'turn.empty-boneyard']],
    ['markers', rules.markers ? ['train.marked', 'marker.remove'] : ['train.marked']],
    ['doubles', ['double.after', 'double.blocks', 'double.last-tile']],
    [
      'roundEnd',
      [
        'round.out',
        'round.blocked',
        ...(rules.emptyBoneyardEndsOnDouble ? (['double.empty-boneyard'] as const) : []),
        'last-tile.announce',
      ],
    ],
    ['scoring', ['score.pips', 'score.double-blank', 'score.blocked-lowest', 'game.winner']],
  ];
}

const TIPS = [
  'lowScore',
  'firstMove',
  'doubles',
  'heavyFirst',
  'spareTiles',
  'endWithDouble',
  'luck',
] as const;

export interface CardOptions {
  kind: CardKind;
  rules: Rules;
  /** With the number of players, the deal says how many tiles each takes. */
  players?: number | null;
}

/**
 * Writes a card from the active rules: each rule in the wording of the table's own options
 * (rules namespace, through describeRule), house rules marked.
 */
export function ruleCardContent(
  { kind, rules, players = null }: CardOptions,
  t: Translate,
): CardContent {
  const { number, count } = NUMBERING_PLACEHOLDERS;
  const numbering =
    kind === 'full'
      ? t('print.pageOf', { page: number, pages: count })
      : t('print.cards.cardOf', { card: number, cards: count });
  const subtitle = t('print.cards.rulesLine', {
    preset: t(`game.presets.${rules.preset}.name` as MessageKey),
    set: rules.set,
  });
  const base = { houseRuleLabel: t('print.cards.houseRule'), numbering };
  if (kind === 'tips') {
    const paragraphs = TIPS.map((tip) => ({
      title: null,
      text: t(`print.tips.${tip}`),
      houseRule: false,
    }));
    return {
      ...base,
      title: t('print.cards.tips'),
      subtitle: null,
      sections: [{ heading: null, paragraphs }],
    };
  }
  const sections = (kind === 'full' ? RULE_SECTIONS : quickSections(rules)).map(([key, ids]) => ({
    heading: t(`print.sections.${key}`),
    paragraphs: ids
      .filter((id) => isPlayed(id, rules))
      .map((id) => {
        const rule = describeRule(id, rules, players, t);
        return {
          title: kind === 'full' ? rule.title : null,
          text: rule.text,
          houseRule: rule.houseRule,
        };
      }),
  }));
  return {
    ...base,
    title: t(kind === 'full' ? 'print.cards.full' : 'print.cards.quick'),
    subtitle,
    sections,
  };
}
