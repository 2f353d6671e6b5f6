import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; so they never start a line.
export default {
  cards: {
    quick: 'Aide-mémoire',
    full: 'Les règles du train mexicain',
    tips: 'Conseils pour bien jouer',
    rulesLine: 'Règles\u00a0: {preset} · double {set}',
    houseRule: 'Règle maison',
    cardOf: 'Carte {card} sur {cards}',
  },
  sections: {
    setup: 'Avant de commencer',
    trains: 'Les trains',
    turn: 'Un tour',
    drawPass: 'Piocher et passer',
    markers: 'Les marqueurs',
    doubles: 'Les doubles',
    roundEnd: "Fin d'une manche",
    scoring: 'Les points',
  },
  tips: {
    lowScore:
      'La chance compte beaucoup. Visez un petit score à chaque manche plutôt que de gagner des manches isolées.',
    firstMove:
      'Jouer en premier est un avantage\u00a0: lancez votre train personnel et commencez tôt le train mexicain.',
    doubles: 'Les doubles sont précieux\u00a0: chacun vous fait rejouer.',
    heavyFirst:
      'Avec peu de doubles, vous risquez de ne pas poser tous vos dominos\u00a0: organisez votre train pour poser d’abord les plus gros dominos.',
    spareTiles:
      'Posez sur le train mexicain les dominos qui ne vont pas dans votre train, pour ne pas les garder en main.',
    endWithDouble:
      'Terminez une courte suite de dominos par un double\u00a0: si vous ne piochez pas de quoi le couvrir, les autres devront le couvrir pour vous.',
    luck: 'Certaines manches se perdent par malchance. Continuez à viser un petit score, et vous pourrez encore gagner la partie.',
  },
  scoresheet: {
    title: 'Feuille de marque du train mexicain',
    continued: '{title} (suite)',
    rounds: { one: '{count} manche', many: '{count} de manches', other: '{count} manches' },
    played: 'Partie du {date}',
    progress: 'Manches jouées\u00a0: {played} sur {rounds}',
  },
  pageOf: 'Page {page} sur {pages}',
  missingCharacters: {
    one: 'Ce caractère ne peut pas être imprimé et sera remplacé par □\u00a0: {characters}',
    many: 'Ces caractères ne peuvent pas être imprimés et seront remplacés par □\u00a0: {characters}',
    other:
      'Ces caractères ne peuvent pas être imprimés et seront remplacés par □\u00a0: {characters}',
  },
} satisfies Translation<Messages['print'], 'fr'>;
