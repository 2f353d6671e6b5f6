/**
 * The words the engine speaks: refusal codes (from the conformance spec, in the order that
 * decides which one answers when a move breaks several rules) and rule ids (from the digest).
 */
export const REFUSAL_CODES = [
  'round-over',
  'not-your-turn',
  'bad-tile',
  'tile-on-table',
  'no-such-train',
  'double-must-be-covered',
  'train-closed',
  'mexican-needs-own-train',
  'mexican-not-open',
  'own-train-first',
  'no-match',
  'must-play',
  'must-draw',
  'already-drew',
  'boneyard-empty',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * Every rule id (from the digest), each once, grouped into the sections the rules screen and the
 * full rule card both show, in the order a player looks one up: equipment and deal, the trains
 * (which ones you may play on: the digest's "Trains"), a turn, drawing and passing, markers,
 * doubles, the end of a round, scoring. The keys name the headings (print.sections).
 */
export const RULE_SECTIONS = [
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
  ['trains', ['train.own', 'train.own-first', 'train.mexican', 'train.mexican-last']],
  ['turn', ['turn.order', 'turn.one-tile', 'turn.must-play']],
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
] as const;
export type RuleSectionKey = (typeof RULE_SECTIONS)[number][0];
export type RuleId = (typeof RULE_SECTIONS)[number][1][number];

export const RULE_IDS: readonly RuleId[] = RULE_SECTIONS.flatMap(([, ids]) => ids);
