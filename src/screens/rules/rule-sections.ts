import type { RuleId } from '../../rules';

/** The headings of the printed rule card (print.sections), as the rules screen uses them. */
export type SectionKey =
  | 'setup'
  | 'turn'
  | 'drawPass'
  | 'markers'
  | 'doubles'
  | 'roundEnd'
  | 'scoring';

/**
 * Every rule, each once, grouped the way a person looks one up at the table: equipment and deal,
 * a turn, drawing and passing, markers, doubles, the end of a round, scoring.
 */
export const RULE_SECTIONS: readonly (readonly [SectionKey, readonly RuleId[]])[] = [
  [
    'setup',
    [
      'set',
      'set.players',
      'deal',
      'engine.countdown',
      'game.short',
      'engine.missing',
      'first.player',
    ],
  ],
  [
    'turn',
    [
      'turn.order',
      'train.own',
      'train.own-first',
      'train.mexican',
      'train.mexican-last',
      'turn.one-tile',
      'turn.must-play',
    ],
  ],
  ['drawPass', ['turn.draw', 'turn.draw-limit', 'turn.empty-boneyard']],
  ['markers', ['train.marked', 'marker.remove']],
  [
    'doubles',
    [
      'double.after',
      'double.blocks',
      'double.chain',
      'double.order',
      'double.uncoverable',
      'double.last-tile',
      'double.empty-boneyard',
    ],
  ],
  ['roundEnd', ['round.out', 'round.blocked', 'last-tile.announce']],
  ['scoring', ['score.pips', 'score.double-blank', 'score.blocked-lowest', 'game.winner']],
];
