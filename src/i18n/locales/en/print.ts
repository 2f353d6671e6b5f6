import type { MessageTree } from '../../messages';

/**
 * The printables: rule cards, tips and scoresheets (src/pdf). The rules themselves come from
 * the `rules` namespace; these are the words around them.
 */
export default {
  cards: {
    quick: 'Quick reference',
    full: 'The rules of Mexican Train',
    tips: 'Tips for playing well',
    rulesLine: '{preset} rules · double-{set} set',
    houseRule: 'House rule',
    cardOf: 'Card {card} of {cards}',
  },
  /** The headings the rules are grouped under, on the quick card and the full sheet. */
  sections: {
    setup: 'Before you start',
    trains: 'The trains',
    turn: 'A turn',
    drawPass: 'Drawing and passing',
    markers: 'Markers',
    doubles: 'Doubles',
    roundEnd: 'End of a round',
    scoring: 'Scoring',
  },
  /** Strategy advice from the Russian rules (seed 003). */
  tips: {
    lowScore:
      'Luck plays a big part. Aim for a low score in every round rather than for winning single rounds.',
    firstMove:
      'Playing first is an advantage: get your own train going and start the Mexican train early.',
    doubles: 'Doubles are strong: each one lets you play again.',
    heavyFirst:
      'With few doubles you may not get rid of all your tiles, so plan your train to put down the heaviest tiles first.',
    spareTiles:
      'Put the tiles that do not fit your own train on the Mexican train, so they do not stay in your hand.',
    endWithDouble:
      'Plan to end a short chain of tiles with a double: if you cannot draw a tile to cover it, everyone else must cover it for you.',
    luck: 'Some rounds are lost to bad luck. Keep playing low, and you can still win the game.',
  },
  scoresheet: {
    title: 'Mexican Train scoresheet',
    continued: '{title} (continued)',
    rounds: { one: '{count} round', other: '{count} rounds' },
    played: 'Played on {date}',
    progress: 'Rounds played: {played} of {rounds}',
  },
  pageOf: 'Page {page} of {pages}',
  /** Shown before printing when a name holds characters the PDF fonts cannot draw. */
  missingCharacters: {
    one: 'This character cannot be printed and will show as □: {characters}',
    other: 'These characters cannot be printed and will show as □: {characters}',
  },
} satisfies MessageTree;
