import type { MessageTree } from '../../messages';

/**
 * The print screen: choosing what to print and on what. The printables' own words are in the
 * `print` namespace; the rule sets' names and the set and length questions in `game`.
 */
export default {
  title: 'Print',
  what: {
    legend: 'What to print',
    quick: { label: 'Quick reference card', hint: 'The rules you need at every turn.' },
    full: { label: 'All the rules', hint: 'Every rule, to settle a question.' },
    tips: { label: 'Tips for playing well', hint: 'Advice from experienced players.' },
    blank: { label: 'Blank scoresheet', hint: 'To keep the score on paper.' },
    game: { label: 'Scoresheet of this game', hint: 'The names and every score so far.' },
  },
  paper: {
    legend: 'Paper',
    index: 'Index card (3 × 5 in)',
    a6: 'A6 card',
    letter: 'Letter (US)',
    a4: 'A4',
  },
  language: 'Language of the printout',
  rules: {
    legend: 'Which rules',
    game: 'The rules of this game',
  },
  players: {
    legend: 'Players',
    count: { one: '{count} player', other: '{count} players' },
    fewer: 'One player fewer',
    more: 'One more player',
    namesHint: 'Type the names to print them, or leave them blank to write them by hand.',
    name: 'Name of player {number}',
  },
  make: 'Make the PDF',
  making: 'Making your PDF…',
  shared: 'Your PDF was handed to the other app.',
  downloaded: 'Your PDF {file} is saved. Open it from your downloads to print it.',
  failed: 'The PDF could not be made. Nothing was lost: try again.',
  noGame: 'This game is not on this phone.',
} satisfies MessageTree;
