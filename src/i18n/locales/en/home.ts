import type { MessageTree } from '../../messages';

/** The home screen. */
export default {
  continueGame: 'Continue the game',
  continueDetail: 'Round {round} of {rounds} · {players}',
  newGame: 'New game',
  pastGames: 'Past games',
  rules: 'Rules and “Can I play this?”',
  print: 'Print rule cards and scoresheets',
  settings: 'Settings and backup',
  loading: 'Opening your games…',
  storageFailed:
    'The games saved on this phone cannot be opened right now. Nothing was deleted. Close the app and open it again.',
} satisfies MessageTree;
