import type { MessageTree } from '../../messages';

/**
 * The scorekeeper: setting up a game, playing and ending rounds, the scores, fixing mistakes and
 * the list of past games. The game's own words come from the `game` namespace.
 */
export default {
  loading: 'Opening the game…',
  notFound: 'This game is not on this phone. It may have been deleted.',
  pastGames: 'Past games',
  newGame: {
    title: 'New game',
    players: {
      heading: 'Players',
      intro: 'In seat order, going to the left. A name left empty becomes “Player 1”, “Player 2”…',
      nameLabel: 'Name of player {number}',
      moveUp: 'Move {name} up',
      moveDown: 'Move {name} down',
      remove: 'Remove {name}',
      add: 'Add a player',
      full: 'A game has at most {count} players.',
      moved: '{name} is now player {number}.',
      removed: '{name} was removed.',
      samePlayers: 'Same players as last time: {names}',
      duplicate:
        'Two players are called “{name}”. Add an initial or a nickname so the scores can tell them apart.',
    },
    preset: { heading: 'Rule set' },
    length: {
      custom: 'Another number of rounds',
      customLabel: 'Number of rounds, from 1 to {count}',
      customInvalid: 'Type a number of rounds from 1 to {count}.',
    },
    houseRules: {
      summary: 'House rules',
      intro: 'Each starts as the rule set says. Change any that your family plays differently.',
      changed: {
        one: '{count} house rule differs from the rule set.',
        other: '{count} house rules differ from the rule set.',
      },
    },
    start: 'Start the game',
    notStarted: 'The game has not started yet:',
  },
  round: {
    engineHeading: 'The engine',
    start: {
      heading: 'Who plays first',
      ask: {
        'engine-holder': 'Who placed the engine?',
        'highest-double': 'Who has the highest double?',
        choice: 'Who plays first?',
      },
      nobodyHasIt: 'Nobody has it',
      engineMissing: {
        'draw-in-turn':
          'Take turns drawing one tile from the boneyard until someone draws the {tile}. Then tap who placed it.',
        'dig-out':
          'Take the {tile} out of the boneyard and put it in the middle. Then choose who plays first.',
        'set-aside':
          'In this game the {tile} is set aside before the deal, so nobody holds it. Choose who plays first.',
      },
      lastWinner: '{name} won the last round.',
      change: 'Someone else plays first',
    },
    trains: {
      heading: 'Open trains',
      intro: 'Tap a train when its player puts a marker on it or takes it off.',
      mexicanOpen: '⚑ Always open',
      mexicanNote: 'Anyone may play on it, and it never takes a marker.',
      noMarkers:
        'No markers in this game: each player plays on their own train or on the Mexican train.',
    },
    actions: {
      check: 'Can I play this?',
      end: 'End the round',
      scores: 'Scores',
      follow: 'Follow the table',
    },
    notStarted: 'Round {round} has not started yet.',
    begin: 'Start round {round}',
    allPlayed: 'Every round has been played.',
    finish: 'See who won',
  },
  undo: {
    label: 'Undo: {what}',
    nothing: 'Nothing to undo.',
  },
  /** What an undoable change did, to fill "Undo: {what}" and "Undone: {what}". */
  change: {
    'round-saved': 'saving round {round}',
    'round-edited': 'the change to round {round}',
    'draft-discarded': 'clearing round {round}',
    'game-finished': 'finishing the game',
    'game-deleted': 'deleting the game',
    'game-restored': 'bringing the game back',
  },
  endRound: {
    saveState: { saving: 'Saving…', saved: 'Saved' },
    title: 'End of round {round}',
    out: {
      legend: 'Who went out?',
      blocked: 'Nobody: the round is blocked',
    },
    wentOut: 'Went out: 0 points',
    how: {
      legend: "How to count {name}'s tiles",
      typed: 'Type the total',
      tiles: 'Tap the tiles',
    },
    pipsLabel: "Pips left in {name}'s hand",
    tilesLabel: "Tiles left in {name}'s hand",
    tapped: {
      one: '{count} tile tapped: {score}',
      other: '{count} tiles tapped: {score}',
    },
    clearTiles: 'Take all the tiles out',
    roundScore: 'This round: {score}',
    unavailable: {
      engine: 'the engine of this round, on the table',
      held: "already in {name}'s hand",
    },
    issues: {
      missing: "Enter the pips left in {name}'s hand, or tap the tiles.",
      'not-a-number': 'Type digits only, for example 23.',
      'too-large': 'No hand can hold that many. Check the number.',
      'impossible-total':
        'No hand can hold that many: in this round all the tiles together add up to {max}. Check the number.',
      'went-out-with-points': '{name} went out, so scores 0.',
      'not-a-tile': 'One of these is not a domino.',
      'tile-not-in-set': 'One of these tiles is not in this set.',
      'tile-twice': 'One of these tiles is also in another hand: a tile can only be in one hand.',
      'engine-in-hand': 'The engine is on the table, so no hand can hold it.',
      'out-and-blocked': 'A round ends one way: someone went out, or it is blocked.',
    },
    toFix: {
      one: 'Not saved yet: {count} thing to fix.',
      other: 'Not saved yet: {count} things to fix.',
    },
    save: 'Save round {round}',
    saveLast: 'Save the last round and see who won',
    backToRound: 'Back to the round',
    edit: {
      title: 'Change round {round}',
      save: 'Save the changes',
      notFound: 'This game has no round {round}.',
    },
  },
  scores: {
    title: 'Scores',
    totals: 'Totals',
    place: 'Place {place}',
    leader: 'Leader',
    winner: 'Winner',
    congratulations: 'Well played, everyone!',
    table: {
      heading: 'Round by round',
      round: 'Round',
      edit: 'Change round {round}',
      hint: 'To change a round, tap its number.',
      empty: 'No round has been scored yet.',
    },
    backToRound: 'Back to round {round}',
    finishNow: 'Stop here and finish the game',
    newGame: 'New game',
  },
  history: {
    heading: 'Every change',
    intro: 'Newest first. Undo goes back one step at a time.',
    'game-created': 'Game started',
    'game-imported': 'Game imported from a backup',
    'game-copied': 'Copy kept of the standings from another phone',
    'round-saved': 'Round {round} saved',
    'round-edited': 'Round {round} changed: {changes}',
    'round-edited-same': 'Round {round} changed; the scores stayed the same',
    'draft-discarded': 'Round {round}: what was entered was cleared',
    'game-finished': 'Game finished',
    'game-deleted': 'Game deleted',
    'game-restored': 'Game brought back',
    undone: 'Undone: {what}',
    change: '{name} {from} → {to}',
  },
  games: {
    title: 'Past games',
    empty: 'No games yet.',
    started: 'Started {date}',
    playing: 'Playing: round {round} of {rounds}',
    continue: 'Continue',
    open: 'See the scores',
    delete: 'Delete',
    deleteGame: 'Delete the game of {date}',
    deleted: 'The game of {date} was deleted.',
    restored: 'The game of {date} is back.',
  },
} satisfies MessageTree;
