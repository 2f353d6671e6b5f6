import {
  type Action,
  type ChoiceOption,
  type Facts,
  OPTION_CHOICES,
  type RefusalCode,
  type RuleId,
  type Verdict,
} from '../rules';
import { t } from './active-locale';
import { optionAnswerKey, optionQuestionKey, ruleTitleKey } from './house-rule-keys';
import type { MessageKey } from './messages';
import { playerName } from './player-name';
import { tileName } from './tile-name';
import { trainName } from './train-name';
import type { Translate } from './translator';

interface VerdictContext {
  /** Player names by seat ("Player 2" stands in for an empty one). */
  names: readonly string[];
  /** What was asked about: the same verdict reads differently for a draw and a pass. */
  move: Action['type'];
  /** Whether this table plays with markers (a pass then marks the passer's train). */
  markers: boolean;
  /** The language to answer in; the screen's language when left out. */
  translate?: Translate;
}

interface VerdictExplanation {
  answer: 'yes' | 'no';
  /** One plain sentence, spoken to the player who asked. */
  sentence: string;
  /** The title of the rule that decided, as on the rule card. */
  ruleTitle: string;
  /** The house rule that decided, when one did: its question and this table's answer. */
  houseRule?: { question: string; answer: string };
}

/** Turns the engine's verdict into the words a person at the table reads. */
export function explainVerdict(verdict: Verdict, context: VerdictContext): VerdictExplanation {
  const translate = context.translate ?? t;
  const words = new SpokenFacts(verdict.facts, context.names, translate);
  const explanation: VerdictExplanation = verdict.legal
    ? {
        answer: 'yes',
        sentence: allowedSentence(verdict.rule, words, context),
        ruleTitle: ruleTitle(verdict.rule, translate),
      }
    : {
        answer: 'no',
        sentence: refusalSentence(verdict.code, verdict.rule, words),
        ruleTitle: ruleTitle(verdict.rule, translate),
      };
  const houseRule = houseRuleOf(verdict.facts, translate);
  return houseRule ? { ...explanation, houseRule } : explanation;
}

function ruleTitle(rule: RuleId, translate: Translate): string {
  return translate(ruleTitleKey(rule));
}

/** A verdict's facts as the words that fill its sentence. */
class SpokenFacts {
  constructor(
    readonly facts: Facts,
    private readonly names: readonly string[],
    readonly translate: Translate,
  ) {}

  player(seat: number | undefined): string {
    return playerName(seat ?? this.facts.seat, this.names, this.translate);
  }

  train(train: Facts['train']): string {
    return train === undefined ? '' : trainName(train, this.facts.seat, this.names, this.translate);
  }

  /** Tile, train and open end of a play. */
  play(): { tile: string; train: string; end: number | string } {
    const { tile, train, end } = this.facts;
    return {
      tile: tile ? tileName(tile, this.translate) : '',
      train: this.train(train),
      end: end ?? '',
    };
  }

  /** The uncovered double that decided, and the train it is on. */
  double(): { double: string; train: string } {
    const open = this.facts.double;
    if (!open) return { double: '', train: '' };
    return {
      double: tileName([open.value, open.value], this.translate),
      train: this.train(open.train),
    };
  }

  option(): unknown {
    return this.facts.option?.value;
  }
}

function refusalSentence(code: RefusalCode, rule: RuleId, words: SpokenFacts): string {
  const { facts, translate: tr } = words;
  switch (code) {
    case 'round-over':
      return facts.over?.reason === 'out'
        ? tr('verdicts.refused.round-over.out', { name: words.player(facts.over.seat) })
        : tr('verdicts.refused.round-over.blocked');
    case 'not-your-turn':
      return tr('verdicts.refused.not-your-turn', { name: words.player(facts.turn) });
    case 'bad-tile':
      return tr('verdicts.refused.bad-tile');
    case 'tile-on-table':
      return tr('verdicts.refused.tile-on-table', words.play());
    case 'no-such-train':
      return tr('verdicts.refused.no-such-train');
    case 'double-must-be-covered':
      return tr(doubleFirstKey(rule, words.option()), words.double());
    case 'train-closed': {
      const name = words.player(typeof facts.train === 'number' ? facts.train : undefined);
      return facts.option?.name === 'markers'
        ? tr('verdicts.refused.train-closed.noMarkers', { name })
        : tr('verdicts.refused.train-closed.marker', { name });
    }
    case 'mexican-needs-own-train':
      return tr('verdicts.refused.mexican-needs-own-train');
    case 'mexican-not-open':
      return tr('houseRules.verdicts.mexican-not-open');
    case 'own-train-first':
      return tr('houseRules.verdicts.own-train-first');
    case 'no-match':
      // An empty train's open end is the engine's number: the rule then is how a train starts.
      return rule === 'turn.one-tile'
        ? tr('verdicts.refused.no-match.end', words.play())
        : tr('verdicts.refused.no-match.start', words.play());
    case 'must-play': {
      const fits = facts.fits;
      return tr('verdicts.refused.must-play', {
        tile: fits ? tileName(fits.tile, tr) : '',
        train: words.train(fits?.train),
      });
    }
    case 'must-draw':
      return rule === 'double.after'
        ? tr('verdicts.refused.must-draw.double')
        : tr('verdicts.refused.must-draw.turn');
    case 'already-drew':
      return rule === 'turn.draw-limit'
        ? tr('houseRules.verdicts.already-drew')
        : tr('verdicts.refused.already-drew');
    case 'boneyard-empty':
      return tr('verdicts.refused.boneyard-empty');
  }
}

/** Which double-must-be-covered sentence: the rule and the option that decided say why. */
function doubleFirstKey(rule: RuleId, option: unknown): MessageKey {
  if (rule === 'double.order') {
    return option === 'reverse'
      ? 'verdicts.refused.double-must-be-covered.reverse'
      : 'verdicts.refused.double-must-be-covered.played';
  }
  if (rule === 'double.after') {
    return option === 'any'
      ? 'verdicts.refused.double-must-be-covered.any'
      : 'verdicts.refused.double-must-be-covered.cover';
  }
  return 'verdicts.refused.double-must-be-covered.blocks';
}

function allowedSentence(rule: RuleId, words: SpokenFacts, context: VerdictContext): string {
  const tr = words.translate;
  switch (rule) {
    case 'double.after':
      return words.facts.double
        ? tr('verdicts.allowed.covers', { ...words.double(), tile: words.play().tile })
        : tr('verdicts.allowed.afterDouble', words.play());
    case 'double.blocks':
      return tr('verdicts.allowed.covers', { ...words.double(), tile: words.play().tile });
    case 'train.own':
    case 'train.mexican':
      return tr('verdicts.allowed.fits', words.play());
    case 'train.marked':
      return tr('verdicts.allowed.marked', words.play());
    case 'turn.draw':
      if (context.move !== 'pass') return tr('verdicts.allowed.draw');
      return context.markers
        ? tr('verdicts.allowed.pass.markers')
        : tr('verdicts.allowed.pass.noMarkers');
    case 'turn.draw-limit':
      return context.markers
        ? tr('houseRules.verdicts.pass.markers')
        : tr('houseRules.verdicts.pass.noMarkers');
    case 'turn.empty-boneyard':
      return context.markers
        ? tr('verdicts.allowed.passEmptyBoneyard.markers')
        : tr('verdicts.allowed.passEmptyBoneyard.noMarkers');
    default:
      return tr('verdicts.allowed.plain');
  }
}

function isChoiceOption(name: string): name is ChoiceOption {
  return name in OPTION_CHOICES;
}

function houseRuleOf(facts: Facts, translate: Translate): VerdictExplanation['houseRule'] {
  const option = facts.option;
  if (!option || !isChoiceOption(option.name)) return undefined;
  return {
    question: translate(optionQuestionKey(option.name)),
    answer: translate(optionAnswerKey(option.name, option.value)),
  };
}
