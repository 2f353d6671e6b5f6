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

export const RULE_IDS = [
  'set',
  'set.players',
  'deal',
  'engine.countdown',
  'game.short',
  'engine.missing',
  'first.player',
  'train.own',
  'train.mexican',
  'train.marked',
  'train.own-first',
  'train.mexican-last',
  'turn.one-tile',
  'turn.order',
  'turn.must-play',
  'turn.draw',
  'turn.draw-limit',
  'turn.empty-boneyard',
  'marker.remove',
  'double.after',
  'double.blocks',
  'double.chain',
  'double.order',
  'double.uncoverable',
  'double.last-tile',
  'double.empty-boneyard',
  'round.out',
  'round.blocked',
  'last-tile.announce',
  'score.pips',
  'score.double-blank',
  'score.blocked-lowest',
  'game.winner',
] as const;
export type RuleId = (typeof RULE_IDS)[number];
