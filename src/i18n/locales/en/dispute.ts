import type { MessageTree } from '../../messages';

/**
 * Settling a dispute: the quick check ("Can I play this?"), following the table play by play,
 * and the rules as short sections. The game's words come from `game`, the answers from
 * `verdicts`, the rules from `rules`.
 */
export default {
  check: {
    title: 'Can I play this?',
    context: 'Round {round} of {rounds} · engine: the {tile} · {preset} rules',
    table: {
      summary: {
        one: '{preset} rules · {count} player · engine: the {tile}',
        other: '{preset} rules · {count} players · engine: the {tile}',
      },
      preset: 'Which rules do you play?',
      players: 'How many players?',
      engine: 'Which double is the engine?',
    },
    seat: 'Who is asking?',
    tile: {
      legend: 'Which tile?',
      number: 'Tap one of its two numbers',
      pick: 'Now tap the tile',
      change: 'Another tile',
    },
    train: 'Where do you want to play it?',
    marker: {
      question: "Is there a marker on {name}'s train?",
      yes: '⚑ Yes, it is open',
      no: 'No marker',
    },
    end: {
      question: 'What number is at the open end of {train}?',
      notStarted: 'No tile on it yet',
    },
    double: {
      question: 'Is a double waiting to be covered?',
      none: 'No',
      waiting: 'Yes',
      value: 'Which double?',
      train: 'On which train is it?',
      mine: 'Did {name} play it just now?',
    },
    drew: 'Has {name} already drawn a tile this turn?',
    ownStarted: "Does {name}'s own train have a tile yet?",
    hand: {
      summary: 'Add the whole hand (if you like)',
      intro:
        'Tap every tile {name} holds: the answer then also says whether they must play or may draw.',
      label: "Tiles in {name}'s hand",
      count: { one: '{count} tile in the hand', other: '{count} tiles in the hand' },
      clear: 'Take all the tiles out',
    },
    next: {
      seat: 'First, tap who is asking.',
      tile: 'Now tap the tile.',
      train: 'Now tap where it should go.',
      end: 'Now tap the number at the open end of that train.',
      double: 'Say which double is waiting, and on which train.',
    },
    why: 'Why?',
    answer: {
      heading: 'The answer',
      rule: 'The rule',
      decidedBy: 'Your rules decided it:',
      hand: 'May you draw instead?',
    },
    others: {
      heading: 'Under other rule sets',
      intro: 'The same question, the same table, under each rule set.',
      withoutHouseRules: '{preset}, without your house rules',
    },
    followed: {
      heading: 'From the table you follow',
      turn: "It is {name}'s turn.",
      drew: '{name} has drawn a tile.',
      double: 'The {double} on {train} must be covered.',
      over: 'The round is over.',
      describe: 'Describe the table myself instead',
      use: 'Use the table you follow',
    },
  },
  follow: {
    title: 'Follow the table',
    intro:
      'Record each play as it happens. The app then knows every open end, marker and double, and "Can I play this?" only needs the tile and the train.',
    startLegend: 'Who plays first?',
    startFirst: 'Tap who plays first to start.',
    start: 'Start following round {round}',
    begun: {
      question: 'Has anyone played a tile yet this round?',
      no: 'No, not yet',
      yes: 'Yes, the round is under way',
    },
    turnNow: 'Whose turn is it now?',
    turnNowFirst: 'Tap whose turn it is to start.',
    startHere: 'Follow round {round} from here',
    told: {
      heading: 'The table now',
      intro:
        'Tap the last number on each train, and tick a double nobody has covered yet. Has {name} already drawn or played a double this turn? Record it below.',
      double: 'The {double} waits to be covered',
      tilesToDraw: 'Are there tiles left to draw?',
    },
    noRound: 'No round is being played in this game.',
    turn: "{name}'s turn",
    drew: '{name} has drawn a tile.',
    doubleWaiting: 'The {double} on {train} must be covered.',
    over: 'The round is over. Enter the scores on the round screen.',
    toRound: 'Back to the round',
    record: {
      tileLegend: 'Which tile did {name} play?',
      trainLegend: 'On which train?',
      play: 'Record the play',
      drew: '{name} drew a tile',
      passed: '{name} passed',
    },
    refused: 'Not recorded: {sentence}',
    undo: 'Undo: {entry}',
    trains: 'The trains',
    trainState: {
      notStarted: 'no tile yet',
      end: 'ends in {end}',
      double: 'the {double} waits to be covered',
    },
    log: {
      heading: 'Plays so far ({count})',
      empty: 'Nothing recorded yet.',
      play: '{name} played the {tile} on {train}.',
      draw: '{name} drew a tile.',
      pass: '{name} passed.',
    },
    stale: {
      one: '{count} recorded entry does not follow the rules and is left out.',
      other: '{count} recorded entries do not follow the rules and are left out.',
    },
  },
  reference: {
    title: 'The rules',
    preset: 'Which rule set?',
    houseRules: 'Marked ★: a house rule, where this game differs from its rule set.',
    ruleId: 'rule {id}',
  },
} satisfies MessageTree;
