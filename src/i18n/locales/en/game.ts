import type { MessageTree } from '../../messages';

/**
 * The game's words, the rule sets and every house-rule option as a plain question with its
 * answers. One word per thing (see shared/glossary.md), the same on every screen and card.
 */
export default {
  words: {
    tile: 'Tile',
    train: 'Train',
    ownTrain: 'Own train',
    mexicanTrain: 'Mexican train',
    boneyard: 'Boneyard',
    double: 'Double',
    engine: 'Engine',
    marker: 'Marker',
    draw: 'Draw a tile',
    pass: 'Pass',
    round: 'Round',
    pips: 'Pips',
    points: 'Points',
    total: 'Total',
    score: 'Score',
    player: 'Player',
  },
  /** A train inside a sentence ("… on {train}"). */
  trainName: {
    own: 'your own train',
    mexican: 'the Mexican train',
    player: "{name}'s train",
  },
  /** A train as a heading or a button. */
  trainLabel: {
    mexican: 'Mexican train',
    player: "{name}'s train",
  },
  marker: {
    open: '⚑ Open',
    closed: 'Closed',
    toggle: "Marker on {name}'s train",
  },
  round: {
    ofTotal: 'Round {round} of {rounds}',
    engine: 'Engine: the {tile}',
    firstPlayer: '{name} plays first.',
  },
  count: {
    tiles: { one: '{count} tile', other: '{count} tiles' },
    pips: { one: '{count} pip', other: '{count} pips' },
    points: { one: '{count} point', other: '{count} points' },
    rounds: { one: '{count} round', other: '{count} rounds' },
    players: { one: '{count} player', other: '{count} players' },
  },
  result: {
    wentOut: '{name} went out.',
    blocked: 'The round is blocked: nobody can play.',
    leader: { one: 'Leader: {names}', other: 'Leaders: {names}' },
    winners: { one: '{names} wins the game!', other: '{names} share the win!' },
  },
  players: {
    defaultName: 'Player {number}',
    namePlaceholder: 'Name',
  },
  presets: {
    standard: {
      name: 'Standard',
      description:
        'The usual family rules: double-12 set, every double covered at once, 13 rounds.',
    },
    classic: {
      name: 'Classic',
      description:
        'Double-12 set. After a double you may play on any open train. The engine is set aside before the deal.',
    },
    russian: {
      name: 'Russian',
      description:
        'Double-12 set. A double gives you another move. When the boneyard is empty, an uncovered double ends the round.',
    },
    'choo-choo-sixes': {
      name: 'Choo Choo Sixes',
      description: 'Two players, double-6 set, 5 tiles each, 7 rounds, no markers.',
    },
  },
  options: {
    set: {
      question: 'Which domino set?',
      answers: {
        one: 'Double {set}: {count} tile',
        other: 'Double {set}: {count} tiles',
      },
    },
    handSize: {
      question: 'How many tiles does each player take?',
      answers: {
        preset: 'As the rule set says',
        count: { one: '{count} tile each', other: '{count} tiles each' },
      },
    },
    rounds: {
      question: 'How long is the game?',
      answers: {
        full: { one: 'Full game: {count} round', other: 'Full game: {count} rounds' },
        short: { one: 'Short game: {count} round', other: 'Short game: {count} rounds' },
      },
    },
    afterDouble: {
      question: 'After you play a double, where does your next tile go?',
      answers: {
        cover: 'On the double: it must be covered at once.',
        any: 'On the double, or on any other train open to you.',
      },
    },
    closeOrder: {
      question: 'Several doubles are waiting to be covered. Which one comes first?',
      answers: {
        played: 'The one played first.',
        reverse: 'The one played last.',
      },
    },
    uncoverableReleases: {
      question:
        'A double can never be covered, because every tile with its number is already played. Must everyone still wait for it?',
      answers: {
        false: 'Yes, everyone still waits for it.',
        true: 'No, play goes on as usual.',
      },
    },
    finalDoubleMustBeCovered: {
      question: 'Can you go out on a double?',
      answers: {
        false: 'Yes, a double may be your last tile.',
        true: 'Only once someone has covered it.',
      },
    },
    emptyBoneyardEndsOnDouble: {
      question: 'The boneyard is empty and a double is still uncovered. What happens?',
      answers: {
        false: 'Play goes on until someone covers it or nobody can play.',
        true: 'The round ends at the next pass, and is scored.',
      },
    },
    markers: {
      question: 'Do you use markers?',
      answers: {
        true: "Yes: a player who can't play puts a marker on their train, and then anyone may play on it.",
        false: 'No: you play only on your own train and on the Mexican train.',
      },
    },
    doubleBlank: {
      question: 'What does the double blank count at the end of a round?',
      answers: {
        '50': '50 points.',
        '0': 'Nothing: 0 points.',
      },
    },
    engineMissing: {
      question: 'Nobody has the engine. What then?',
      answers: {
        'draw-in-turn': 'Players take turns drawing one tile until someone draws it.',
        'dig-out': 'Take it out of the boneyard.',
        'set-aside': 'This never happens: the engine is set aside before the deal.',
      },
    },
    firstPlayer: {
      question: 'Who plays first in a round?',
      answers: {
        'left-of-engine': 'The player to the left of whoever placed the engine.',
        'round-winner':
          'The winner of the last round. In round 1, the player with the highest double.',
        'highest-double': 'The player with the highest double.',
        chosen: 'You choose.',
      },
    },
    mexicanNeedsOwnTrain: {
      question: 'Can you play on the Mexican train before your own train is started?',
      answers: {
        false: 'Yes.',
        true: 'No: start your own train first.',
      },
    },
  },
  /** Tiles spoken aloud (screen readers) and inside sentences: "double six", "five–three". */
  tile: {
    double: 'double {number}',
    doubleBlank: 'double blank',
    pair: '{first}–{second}',
    numbers: {
      '0': 'blank',
      '1': 'one',
      '2': 'two',
      '3': 'three',
      '4': 'four',
      '5': 'five',
      '6': 'six',
      '7': 'seven',
      '8': 'eight',
      '9': 'nine',
      '10': 'ten',
      '11': 'eleven',
      '12': 'twelve',
      '13': 'thirteen',
      '14': 'fourteen',
      '15': 'fifteen',
      '16': 'sixteen',
      '17': 'seventeen',
      '18': 'eighteen',
    },
  },
} satisfies MessageTree;
