import type { MessageTree } from '../../messages';

/**
 * The standings for everyone at the table: the table view read from across the table, the QR
 * code and text that carry them to other phones, and those standings opened on another phone.
 */
export default {
  table: {
    open: 'Table view',
    final: 'Final standings',
    turnAround: 'Turn around',
    showCode: 'QR code',
    showStandings: 'Standings',
    openTrains: '⚑ open train · the Mexican train is always open',
    noMarkers: 'No markers: own train or the Mexican train',
    trainOpen: "{name}'s train is open",
  },
  share: {
    heading: 'On other phones',
    intro:
      'Whoever scans this code sees these standings on their own phone: no account, no internet. The code holds the names and scores themselves.',
    show: 'Show the QR code',
    hide: 'Hide the QR code',
    label: 'QR code of a link to these standings',
    tooLong: 'These standings are too long for a QR code. Share them as text instead.',
    text: 'Share the standings',
    copied: 'The standings are copied: paste them into the family chat.',
    manual: 'Copy these lines into the family chat:',
    message: {
      round: 'Mexican Train, after round {round} of {rounds} ({rules})',
      final: 'Mexican Train, final standings ({rules})',
      line: '{place}. {name}: {total}',
    },
  },
  view: {
    title: 'Standings from another phone',
    about: '{rules} · started {date}',
    asOf: 'Sent {date}',
    notKept: 'Only shown: nothing is kept on this phone unless you ask.',
    keep: 'Keep a copy on this phone',
    kept: 'A copy is kept on this phone, in Past games.',
    openCopy: 'Open the copy',
    home: 'Home screen',
    problems: {
      empty: 'This link holds no standings.',
      'too-long': 'This link is too long to be standings, so it was not opened.',
      'newer-version':
        'This link comes from a newer version of the app: update the app on this phone first.',
      damaged: 'This link is damaged: part of it was changed or cut off. Scan the code again.',
      invalid: 'This link holds something no game has, so it was not opened.',
    },
  },
  copy: 'A copy of the standings from another phone, kept {date}.',
} satisfies MessageTree;
