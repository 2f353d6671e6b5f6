import type { MessageTree } from '../../messages';

/**
 * The house rules from other rule sets (rules-digest: "House rules from other rule sets"): the
 * new game's question and answers for each, its rule-card text per value (nested at the rule
 * id's dots, as in rules.ts), the dispute check's sentences for what it decides, and why a seat
 * scored 0 at the end of a round.
 */
export default {
  options: {
    doubleBlank: { answers: { '25': '25 points.' } },
    drawsPerTurn: {
      question: 'How many times may you draw in one turn?',
      answers: {
        'per-play': 'Once after each tile you play: after a double, you may draw again.',
        once: 'Only once in the whole turn, even after a double.',
      },
    },
    ownTrainFirst: {
      question: 'Must your first tile of a round go on your own train?',
      answers: {
        false: 'No: play on any train open to you.',
        true: 'Yes: until your own train has a tile, play only there, or cover a double.',
      },
    },
    mexicanAfterAllTrains: {
      question: 'When may someone start the Mexican train?',
      answers: {
        false: 'At any time.',
        true: "Only once every player's train has a tile.",
      },
    },
    blockedLowestScoresZero: {
      question: 'Nobody can play and the boneyard is empty. Does the lowest hand count?',
      answers: {
        false: 'Yes: everyone counts the pips in hand.',
        true: 'No: the lowest hand scores 0.',
      },
    },
  },
  rules: {
    train: {
      'own-first': {
        title: 'Your own train first',
        text: {
          false: 'Your first tile may go on any train open to you.',
          true: 'Until your own train has a tile, it is the only train you may play on, except to cover a double.',
        },
      },
      'mexican-last': {
        title: 'When the Mexican train starts',
        text: {
          false: 'Anyone may start the Mexican train at any time.',
          true: "Nobody may start the Mexican train until every player's train has a tile. Once started, it is open as usual.",
        },
      },
    },
    turn: {
      'draw-limit': {
        title: 'Draws in a turn',
        text: {
          'per-play':
            'After each tile you play you may draw again, so after a double you may draw to cover it.',
          once: 'You may draw only once in a whole turn, even after a double. If you still cannot play, pass.',
        },
      },
    },
    score: {
      'blocked-lowest': {
        title: 'A blocked round',
        text: {
          false:
            'When nobody can play and the boneyard is empty, everyone counts the pips in hand.',
          true: 'When nobody can play and the boneyard is empty, the lowest hand scores 0 (every lowest hand, if tied); the others count their pips.',
        },
      },
      'double-blank': {
        text: { '25': 'The double blank left in your hand counts 25 points.' },
      },
    },
  },
  verdicts: {
    'mexican-not-open':
      "House rule: nobody may start the Mexican train until every player's train has a tile.",
    'own-train-first':
      'House rule: start your own train first. Until it has a tile you may play only there, or cover a double.',
    'already-drew': 'House rule: one draw per turn, and you have already drawn this turn. Pass.',
    pass: {
      markers:
        'House rule: one draw per turn, and you have already drawn: pass, and put your marker on your own train.',
      noMarkers: 'House rule: one draw per turn, and you have already drawn: pass.',
    },
  },
  check: {
    othersStarted: "Does every other player's train have a tile yet?",
  },
  scoring: {
    lowestInBlock: '{name} scores 0: house rule, the lowest hand in a blocked round scores 0.',
  },
} satisfies MessageTree;
