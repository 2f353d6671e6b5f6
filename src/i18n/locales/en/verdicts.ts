import type { MessageTree } from '../../messages';

/**
 * The answer to "Can I play this?": one sentence per refusal code (src/rules/vocabulary.ts) and
 * per kind of legal move, spoken to the player who asks. {tile} and {double} are spoken tile
 * names, {train} a train inside a sentence, {end} the number a train needs.
 */
export default {
  answer: {
    yes: 'Yes',
    no: 'No',
  },
  refused: {
    'round-over': {
      out: 'The round is over: {name} went out.',
      blocked: 'The round is over: nobody can play.',
    },
    'not-your-turn': "Not now: it is {name}'s turn.",
    'bad-tile': 'There is no such tile in this set.',
    'tile-on-table': 'The {tile} is already on the table.',
    'no-such-train': 'There is no such train at this table.',
    'double-must-be-covered': {
      blocks: 'First the {double} on {train} must be covered.',
      cover: 'You played the {double}: your next tile must cover it.',
      any: 'After several doubles, your next tile must cover the {double} on {train}.',
      played: 'Doubles are covered in the order they were played: first the {double} on {train}.',
      reverse: 'Doubles are covered from the last one played: first the {double} on {train}.',
    },
    'train-closed': {
      marker: '{name} has no marker on their train, so you cannot play there.',
      noMarkers: "This table plays without markers, so you cannot play on {name}'s train.",
    },
    'mexican-needs-own-train':
      'House rule: start your own train before you play on the Mexican train.',
    'no-match': {
      end: 'The {tile} does not match the open end of {train}: {end}.',
      start:
        "The {tile} cannot start {train}: the first tile must carry the engine's number, {end}.",
    },
    'must-play': 'You have a tile that fits: the {tile} can go on {train}. You must play it.',
    'must-draw': {
      turn: 'Draw a tile from the boneyard before you pass.',
      double: 'After your double, draw a tile from the boneyard before you pass.',
    },
    'already-drew': 'You have already drawn a tile. If it does not fit, pass.',
    'boneyard-empty': 'The boneyard is empty, so you cannot draw. Pass instead.',
  },
  allowed: {
    fits: 'The {tile} matches the open end of {train}: {end}.',
    marked: 'The {tile} matches the open end of {train}: {end}. That train is open to everyone.',
    covers: 'The {tile} covers the {double} on {train}.',
    afterDouble:
      'After a double you may play on any train open to you. The {tile} matches the open end of {train}: {end}.',
    draw: 'Nothing fits, so draw one tile. If it fits, you must play it.',
    pass: {
      markers: 'You may pass. Put your marker on your own train.',
      noMarkers: 'You may pass.',
    },
    passEmptyBoneyard: {
      markers: 'The boneyard is empty: pass, and put your marker on your own train.',
      noMarkers: 'The boneyard is empty: pass.',
    },
    plain: 'That is allowed.',
  },
} satisfies MessageTree;
