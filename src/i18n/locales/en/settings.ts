import type { MessageTree } from '../../messages';

/** The settings screen: language, look, backup to a file and back, and keeping the games safe. */
export default {
  backup: {
    heading: 'Backup',
    explain:
      'Your games are kept on this phone only. Save them to a file to keep a copy, or to move them to another phone.',
    saveAll: 'Save all games to a file',
    share: 'Send the file to another app',
    saving: 'Making the file…',
    saved: 'The file {file} is saved. Look for it in your downloads.',
    shared: 'The file {file} was handed to the other app.',
    noGames: 'There are no games to save yet.',
    restore: 'Restore games from a file',
    restoreExplain:
      'The games in the file are added to the games on this phone. Nothing here is replaced.',
    reading: 'Reading the file…',
    restored: {
      one: '{count} game was restored.',
      other: '{count} games were restored.',
    },
    alreadyHere: {
      one: '{count} game in the file was already on this phone.',
      other: '{count} games in the file were already on this phone.',
    },
    empty: 'The file holds no games.',
    refused: 'This file cannot be restored. Nothing was changed.',
    problems: {
      'not-a-backup': 'It is not a backup made by this app.',
      'too-large': 'It is too large to be a backup made by this app.',
      'newer-version': 'It was made by a newer version of the app. Update the app, then try again.',
      damaged: 'Part of it is damaged, or was changed by hand.',
      unreadable: 'The phone could not read it.',
    },
    /** Where in the file the problem is; games are counted in the order the file lists them. */
    where: {
      game: 'The problem is in game {game} of the file.',
      player: 'The problem is in game {game} of the file, at player {player}.',
      round: 'The problem is in game {game} of the file, in round {round}.',
      roundPlayer:
        'The problem is in game {game} of the file, in round {round}, at player {player}.',
      draft: 'The problem is in game {game} of the file, in the round being entered.',
      draftPlayer:
        'The problem is in game {game} of the file, in the round being entered, at player {player}.',
    },
    /** The storage layer's own words, in English: for whoever helps the person. */
    details: 'Details (in English): {problem}',
  },
  games: {
    heading: 'Save one game',
    none: 'No games yet.',
    started: 'Started on {date}',
    finished: 'Finished on {date}',
    save: 'Save to a file',
  },
  storage: {
    heading: 'Keeping your games safe',
    checking: 'Checking…',
    kept: 'This phone has promised to keep the games, even when it runs short of space.',
    notKept:
      'This phone may clear the games when it runs short of space. Ask it to keep them, and save a backup now and then.',
    ask: 'Ask the phone to keep the games',
    refused:
      'The phone did not promise. Many phones do once the app is added to the home screen and used for a while. Until then, save a backup now and then.',
    unknown: 'This browser does not say whether it keeps the games. Save a backup now and then.',
  },
} satisfies MessageTree;
