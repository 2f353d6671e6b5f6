import type { MessageTree } from '../../messages';

/**
 * One entry per rule id (src/rules/vocabulary.ts, nested at its dots): a short title and the rule
 * in one or two plain sentences, as on a printed rule card. A rule that a house-rule option
 * changes has one text per value of that option (see rule-text.ts for which option).
 */
export default {
  set: {
    title: 'The set',
    text: {
      one: 'Play with a double-{set} set: {count} tile, from the 0–0 up to the {set}–{set}.',
      other: 'Play with a double-{set} set: {count} tiles, from the 0–0 up to the {set}–{set}.',
    },
    players: {
      title: 'Which set for how many players',
      text: 'Double-9 set: 2 to 4 players. Double-12 set: 2 to 8 players. Double-15 or double-18 set: 9 to 12 players.',
    },
  },
  deal: {
    title: 'The deal',
    text: {
      fixed: {
        one: 'Turn the tiles face down and mix them. Each player takes {count} tile. The tiles left over are the boneyard.',
        other:
          'Turn the tiles face down and mix them. Each player takes {count} tiles. The tiles left over are the boneyard.',
      },
      byPlayers:
        'Turn the tiles face down and mix them. Each player takes the same number of tiles: how many depends on how many play. The tiles left over are the boneyard.',
    },
  },
  engine: {
    countdown: {
      title: 'The engine',
      text: 'Each round starts from a double in the middle of the table: the engine. Round 1 uses the {set}–{set}, and each round after it the next double down, to the 0–0.',
    },
    missing: {
      title: 'If nobody has the engine',
      text: {
        'draw-in-turn':
          'Players take turns drawing one tile from the boneyard until someone draws the engine.',
        'dig-out': 'Take the engine out of the boneyard.',
        'set-aside': 'The engine is set aside before the deal, so nobody holds it.',
      },
    },
  },
  game: {
    short: {
      title: 'Length of the game',
      text: {
        full: {
          one: 'The game has {count} round, one for each double from the {set}–{set} down to the 0–0.',
          other:
            'The game has {count} rounds, one for each double from the {set}–{set} down to the 0–0.',
        },
        short: {
          one: 'A short game: {count} round, from the {set}–{set} down to the {last}–{last}.',
          other: 'A short game: {count} rounds, from the {set}–{set} down to the {last}–{last}.',
        },
      },
    },
    winner: {
      title: 'Winning',
      text: 'After the last round, the lowest total wins. Players tied on the lowest total share the win.',
    },
  },
  first: {
    player: {
      title: 'Who plays first',
      text: {
        'left-of-engine': 'The player to the left of whoever placed the engine plays first.',
        'round-winner':
          'The winner of the last round plays first. In round 1, the player with the highest double starts, or else the one with the most pips in hand.',
        'highest-double': 'The player with the highest double plays first.',
        chosen: 'The table chooses who plays first.',
      },
    },
  },
  train: {
    own: {
      title: 'Your own train',
      text: "Each player has a train of their own. Its first tile must carry the engine's number, and each tile after it must match the open end.",
    },
    mexican: {
      title: 'The Mexican train',
      text: {
        false:
          "One more train belongs to everyone. Anyone may start it with a tile carrying the engine's number, and anyone may add to it. It never takes a marker.",
        true: 'One more train belongs to everyone, and it never takes a marker. You may play on it once your own train has its first tile.',
      },
    },
    marked: {
      title: "Playing on another player's train",
      text: {
        true: "You may play on another player's train only while it has a marker on it.",
        false:
          'There are no markers: you play only on your own train and on the Mexican train, except to cover a double.',
      },
    },
  },
  turn: {
    'one-tile': {
      title: 'One tile a turn',
      text: 'On your turn, play one tile on a train open to you. It must match the open end of that train. A double lets you play again.',
    },
    order: {
      title: 'Whose turn',
      text: 'Play goes to the left, clockwise, one player after the other.',
    },
    'must-play': {
      title: 'You must play',
      text: 'If one of your tiles fits a train open to you, you must play. You may not keep it back, not even for your own train.',
    },
    draw: {
      title: "When you can't play",
      text: {
        true: 'If nothing fits, draw one tile from the boneyard. If it fits, play it at once. If not, pass and put your marker on your own train.',
        false:
          'If nothing fits, draw one tile from the boneyard. If it fits, play it at once. If not, pass.',
      },
    },
    'empty-boneyard': {
      title: 'When the boneyard is empty',
      text: {
        true: 'If the boneyard is empty and nothing fits, pass and put your marker on your own train.',
        false: 'If the boneyard is empty and nothing fits, pass.',
      },
    },
  },
  marker: {
    remove: {
      title: 'Taking your marker back',
      text: {
        true: 'Your marker comes off as soon as you play on your own train again.',
        false: 'This table plays without markers.',
      },
    },
  },
  double: {
    after: {
      title: 'After you play a double',
      text: {
        cover:
          "Play again at once: your next tile must cover the double. If you can't, draw one tile. If it doesn't fit the double, pass.",
        any: "Play again at once, on the double or on any other train open to you. If you can't, draw one tile. If it doesn't fit, your turn ends.",
      },
    },
    blocks: {
      title: 'A double must be covered',
      text: "Until a double is covered, nobody plays anywhere else. Each player in turn must cover it, drawing if needed, or pass. It may be covered whoever's train it is on.",
    },
    chain: {
      title: 'Several doubles in a row',
      text: {
        cover:
          'Your next tile after a double must cover it, so you cannot play two doubles in a row.',
        any: 'After a double you may play another double, and another. Your turn ends with a tile that is not a double, or when you cannot play.',
      },
    },
    order: {
      title: 'Covering several doubles',
      text: {
        played: 'When several doubles are waiting, cover them in the order they were played.',
        reverse: 'When several doubles are waiting, cover the last one played first.',
      },
    },
    uncoverable: {
      title: 'A double nobody can cover',
      text: {
        false:
          "If every tile with a double's number is already played, nobody can cover it, and play stays held up until the round ends.",
        true: "If every tile with a double's number is already played, nobody can cover it: it stops holding up the other trains.",
      },
    },
    'last-tile': {
      title: 'A double as your last tile',
      text: {
        false: 'You may go out on a double: the round ends at once.',
        true: 'If your last tile is a double, you are out only once it has been covered.',
      },
    },
    'empty-boneyard': {
      title: 'No boneyard left, a double uncovered',
      text: {
        false:
          'If the boneyard runs out while a double is uncovered, play goes on until someone covers it or nobody can play.',
        true: 'If the boneyard runs out while a double is uncovered, the round ends at the next pass, and is scored.',
      },
    },
  },
  round: {
    out: {
      title: 'Going out',
      text: 'The round ends as soon as a player plays their last tile.',
    },
    blocked: {
      title: 'A blocked round',
      text: 'The round also ends when the boneyard is empty and every player has passed in a row.',
    },
  },
  'last-tile': {
    announce: {
      title: 'Your last tile',
      text: 'When you have only one tile left, tell the others, or knock it on the table.',
    },
  },
  score: {
    pips: {
      title: 'Scoring',
      text: 'At the end of a round, each player adds up the pips on the tiles left in their hand. Whoever went out scores 0. The lowest score is best.',
    },
    'double-blank': {
      title: 'The double blank',
      text: {
        '50': 'The double blank left in your hand counts 50 points.',
        '0': 'The double blank left in your hand counts 0 points.',
      },
    },
  },
} satisfies MessageTree;
