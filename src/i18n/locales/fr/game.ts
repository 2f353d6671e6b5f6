import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; so they never start a line.
export default {
  words: {
    tile: 'Domino',
    train: 'Train',
    ownTrain: 'Train personnel',
    mexicanTrain: 'Train mexicain',
    boneyard: 'Pioche',
    double: 'Double',
    engine: 'Double de départ',
    marker: 'Marqueur',
    draw: 'Piocher un domino',
    pass: 'Passer',
    round: 'Manche',
    pips: 'Points',
    points: 'Points',
    total: 'Total',
    score: 'Score',
    player: 'Joueur',
  },
  trainName: {
    own: 'votre train',
    mexican: 'le train mexicain',
    player: 'le train de {name}',
  },
  trainLabel: {
    mexican: 'Train mexicain',
    player: 'Train de {name}',
  },
  marker: {
    open: '⚑ Ouvert',
    closed: 'Fermé',
    toggle: 'Marqueur sur le train de {name}',
  },
  round: {
    ofTotal: 'Manche {round} sur {rounds}',
    engine: 'Double de départ\u00a0: le {tile}',
    firstPlayer: '{name} joue en premier.',
  },
  count: {
    tiles: { one: '{count} domino', many: '{count} de dominos', other: '{count} dominos' },
    pips: { one: '{count} point', many: '{count} de points', other: '{count} points' },
    points: { one: '{count} point', many: '{count} de points', other: '{count} points' },
    rounds: { one: '{count} manche', many: '{count} de manches', other: '{count} manches' },
    players: { one: '{count} joueur', many: '{count} de joueurs', other: '{count} joueurs' },
  },
  result: {
    wentOut: '{name} a posé son dernier domino.',
    blocked: 'La manche est bloquée\u00a0: personne ne peut jouer.',
    leader: {
      one: 'En tête\u00a0: {names}',
      many: 'En tête\u00a0: {names}',
      other: 'En tête\u00a0: {names}',
    },
    winners: {
      one: '{names} gagne la partie\u00a0!',
      many: '{names} se partagent la victoire\u00a0!',
      other: '{names} se partagent la victoire\u00a0!',
    },
  },
  players: {
    defaultName: 'Joueur {number}',
    namePlaceholder: 'Nom',
  },
  presets: {
    standard: {
      name: 'Standard',
      description:
        'Les règles familiales habituelles\u00a0: double douze, chaque double couvert tout de suite, 13 manches.',
    },
    classic: {
      name: 'Classique',
      description:
        "Double douze. Après un double, on peut jouer sur n'importe quel train ouvert. Le double de départ est mis de côté avant la distribution.",
    },
    russian: {
      name: 'Russe',
      description:
        'Double douze. Un double donne un coup de plus. Quand la pioche est vide, un double non couvert termine la manche.',
    },
    'choo-choo-sixes': {
      name: 'Choo Choo Sixes',
      description: 'Deux joueurs, double six, 5 dominos chacun, 7 manches, sans marqueurs.',
    },
  },
  options: {
    set: {
      question: 'Quel jeu de dominos\u00a0?',
      answers: {
        one: 'Double {set}\u00a0: {count} domino',
        many: 'Double {set}\u00a0: {count} de dominos',
        other: 'Double {set}\u00a0: {count} dominos',
      },
    },
    handSize: {
      question: 'Combien de dominos chaque joueur prend-il\u00a0?',
      answers: {
        preset: 'Selon les règles choisies',
        count: {
          one: '{count} domino chacun',
          many: '{count} de dominos chacun',
          other: '{count} dominos chacun',
        },
      },
    },
    rounds: {
      question: 'Combien de temps dure la partie\u00a0?',
      answers: {
        full: {
          one: 'Partie complète\u00a0: {count} manche',
          many: 'Partie complète\u00a0: {count} de manches',
          other: 'Partie complète\u00a0: {count} manches',
        },
        short: {
          one: 'Partie courte\u00a0: {count} manche',
          many: 'Partie courte\u00a0: {count} de manches',
          other: 'Partie courte\u00a0: {count} manches',
        },
      },
    },
    afterDouble: {
      question: 'Après avoir posé un double, où va votre domino suivant\u00a0?',
      answers: {
        cover: 'Sur le double\u00a0: il doit être couvert tout de suite.',
        any: "Sur le double, ou sur n'importe quel autre train qui vous est ouvert.",
      },
    },
    closeOrder: {
      question: "Plusieurs doubles attendent d'être couverts. Lequel d'abord\u00a0?",
      answers: {
        played: 'Celui posé en premier.',
        reverse: 'Celui posé en dernier.',
      },
    },
    uncoverableReleases: {
      question:
        "Un double ne peut plus être couvert, car tous les dominos de son numéro sont déjà joués. Faut-il quand même l'attendre\u00a0?",
      answers: {
        false: "Oui, tout le monde l'attend encore.",
        true: 'Non, le jeu continue normalement.',
      },
    },
    finalDoubleMustBeCovered: {
      question: 'Peut-on finir sur un double\u00a0?',
      answers: {
        false: 'Oui, un double peut être votre dernier domino.',
        true: "Seulement une fois qu'il a été couvert.",
      },
    },
    emptyBoneyardEndsOnDouble: {
      question:
        "La pioche est vide et un double n'est toujours pas couvert. Que se passe-t-il\u00a0?",
      answers: {
        false: "On continue jusqu'à ce que quelqu'un le couvre ou que personne ne puisse jouer.",
        true: "La manche s'arrête dès que quelqu'un passe, et on compte les points.",
      },
    },
    markers: {
      question: 'Jouez-vous avec des marqueurs\u00a0?',
      answers: {
        true: 'Oui\u00a0: un joueur qui ne peut pas jouer met un marqueur sur son train, et tout le monde peut alors y jouer.',
        false: 'Non\u00a0: on joue seulement sur son propre train et sur le train mexicain.',
      },
    },
    doubleBlank: {
      question: 'Combien compte le double blanc en fin de manche\u00a0?',
      answers: {
        '50': '50 points.',
        '0': 'Rien\u00a0: 0 point.',
      },
    },
    engineMissing: {
      question: "Personne n'a le double de départ. Que faire\u00a0?",
      answers: {
        'draw-in-turn':
          "Chacun à son tour pioche un domino, jusqu'à ce que quelqu'un pioche le double de départ.",
        'dig-out': 'On le cherche dans la pioche.',
        'set-aside':
          'Cela ne peut pas arriver\u00a0: le double de départ est mis de côté avant la distribution.',
      },
    },
    firstPlayer: {
      question: 'Qui joue en premier dans une manche\u00a0?',
      answers: {
        'left-of-engine': 'Le joueur à gauche de celui qui a posé le double de départ.',
        'round-winner':
          'Le gagnant de la manche précédente. À la première manche, le joueur qui a le plus gros double.',
        'highest-double': 'Le joueur qui a le plus gros double.',
        chosen: 'Vous choisissez.',
      },
    },
    mexicanNeedsOwnTrain: {
      question:
        "Peut-on jouer sur le train mexicain avant d'avoir commencé son propre train\u00a0?",
      answers: {
        false: 'Oui.',
        true: "Non\u00a0: il faut d'abord commencer son propre train.",
      },
    },
  },
  tile: {
    double: 'double {number}',
    doubleBlank: 'double blanc',
    pair: '{first}–{second}',
    numbers: {
      '0': 'blanc',
      '1': 'un',
      '2': 'deux',
      '3': 'trois',
      '4': 'quatre',
      '5': 'cinq',
      '6': 'six',
      '7': 'sept',
      '8': 'huit',
      '9': 'neuf',
      '10': 'dix',
      '11': 'onze',
      '12': 'douze',
      '13': 'treize',
      '14': 'quatorze',
      '15': 'quinze',
      '16': 'seize',
      '17': 'dix-sept',
      '18': 'dix-huit',
    },
  },
} satisfies Translation<Messages['game'], 'fr'>;
