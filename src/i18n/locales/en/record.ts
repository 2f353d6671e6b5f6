import type { MessageTree } from '../../messages';

/** The running-totals chart of a game, and the family's record across finished games. */
export default {
  chart: {
    heading: 'Running totals',
    note: 'Fewest points at the top: the line highest up is winning.',
    label: 'Chart of the running totals, round by round, fewest points at the top. {summary}',
    lead: {
      one: 'In the lead: {names}, {count} point ahead, with {total}.',
      other: 'In the lead: {names}, {count} points ahead, with {total}.',
    },
    won: {
      one: 'Won by {names}, {count} point ahead, with {total}.',
      other: 'Won by {names}, {count} points ahead, with {total}.',
    },
    level: 'Everyone is level, with {total}.',
  },
  family: {
    title: 'Family record',
    open: 'Family record',
    intro: 'From every finished game on this phone. Fewer points are better.',
    empty: 'No finished games yet. The record begins when a game is finished.',
    games: { one: 'From {count} finished game.', other: 'From {count} finished games.' },
    mostWins: {
      one: 'Most wins: {names}, with {count} game.',
      other: 'Most wins: {names}, with {count} games.',
    },
    noWins: 'Nobody has won a game yet.',
    winsHeading: 'Wins',
    winsLabel: 'Wins per player: {list}.',
    winsOf: { one: '{name}: {count} win', other: '{name}: {count} wins' },
    peopleHeading: 'Each player',
    played: 'Games played',
    won: 'Games won',
    average: 'Points per round',
    bestRound: 'Best round',
    bestGame: 'Best game',
    none: 'none yet',
    points: { one: '{count} point', other: '{count} points' },
    rounds: { one: '{count} round', other: '{count} rounds' },
    bestGameValue: '{points} in {rounds}',
    spellings: 'Counted together: {names}',
    join: {
      heading: 'One person, two names',
      intro:
        'If someone’s name was typed two ways (“Grandma” and “Nana”), join the names so the record counts them as one person.',
      kept: 'Name to show',
      second: 'Other name of the same person',
      choose: 'Choose a name',
      button: 'Join the names',
      same: 'Choose two different names.',
      joined: '{other} now counts as {kept}.',
      separateName: 'Count {name} on their own again',
      separated: '{name} counts on their own again.',
      together: '{names} count as one person.',
    },
  },
} satisfies MessageTree;
