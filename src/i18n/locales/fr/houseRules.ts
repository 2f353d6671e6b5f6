import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; so they never start a line.
export default {
  options: {
    doubleBlank: { answers: { '25': '25 points.' } },
    drawsPerTurn: {
      question: 'Combien de fois peut-on piocher dans un même tour\u00a0?',
      answers: {
        'per-play':
          'Une fois après chaque domino joué\u00a0: après un double, on peut piocher de nouveau.',
        once: 'Une seule fois dans tout le tour, même après un double.',
      },
    },
    ownTrainFirst: {
      question: 'Votre premier domino de la manche doit-il aller sur votre propre train\u00a0?',
      answers: {
        false: 'Non\u00a0: on joue sur tout train qui vous est ouvert.',
        true: "Oui\u00a0: tant que son propre train n'a pas de domino, on ne joue que là, ou pour couvrir un double.",
      },
    },
    mexicanAfterAllTrains: {
      question: 'Quand peut-on commencer le train mexicain\u00a0?',
      answers: {
        false: 'À tout moment.',
        true: 'Seulement quand le train de chaque joueur a un domino.',
      },
    },
    blockedLowestScoresZero: {
      question:
        'Personne ne peut jouer et la pioche est vide. La main la plus faible compte-t-elle\u00a0?',
      answers: {
        false: 'Oui\u00a0: chacun compte les points de sa main.',
        true: 'Non\u00a0: la main la plus faible marque 0.',
      },
    },
  },
  rules: {
    train: {
      'own-first': {
        title: "Son propre train d'abord",
        text: {
          false: 'Votre premier domino peut aller sur tout train qui vous est ouvert.',
          true: "Tant que votre propre train n'a pas de domino, c'est le seul où vous pouvez jouer, sauf pour couvrir un double.",
        },
      },
      'mexican-last': {
        title: 'Quand commence le train mexicain',
        text: {
          false: 'Chacun peut commencer le train mexicain à tout moment.',
          true: 'Personne ne peut commencer le train mexicain avant que le train de chaque joueur ait un domino. Ensuite, il est ouvert comme d’habitude.',
        },
      },
    },
    turn: {
      'draw-limit': {
        title: 'Piocher pendant un tour',
        text: {
          'per-play':
            'Après chaque domino joué, vous pouvez piocher de nouveau\u00a0: après un double, vous pouvez piocher pour le couvrir.',
          once: 'Vous ne pouvez piocher qu’une fois dans tout le tour, même après un double. Si vous ne pouvez toujours pas jouer, passez.',
        },
      },
    },
    score: {
      'blocked-lowest': {
        title: 'Une manche bloquée',
        text: {
          false:
            'Quand personne ne peut jouer et que la pioche est vide, chacun compte les points de sa main.',
          true: 'Quand personne ne peut jouer et que la pioche est vide, la main la plus faible marque 0 (toutes, en cas d’égalité)\u00a0; les autres comptent leurs points.',
        },
      },
      'double-blank': {
        text: { '25': 'Le double blanc resté en main compte 25 points.' },
      },
    },
  },
  verdicts: {
    'mexican-not-open':
      'Règle maison\u00a0: personne ne peut commencer le train mexicain avant que le train de chaque joueur ait un domino.',
    'own-train-first':
      "Règle maison\u00a0: commencez d'abord votre propre train. Tant qu'il n'a pas de domino, vous ne jouez que là, ou pour couvrir un double.",
    'already-drew':
      'Règle maison\u00a0: on ne pioche qu’une fois par tour, et vous avez déjà pioché. Passez.',
    pass: {
      markers:
        'Règle maison\u00a0: on ne pioche qu’une fois par tour, et vous avez déjà pioché\u00a0: passez, et posez votre marqueur sur votre propre train.',
      noMarkers:
        'Règle maison\u00a0: on ne pioche qu’une fois par tour, et vous avez déjà pioché\u00a0: passez.',
    },
  },
  check: {
    othersStarted: 'Le train de chacun des autres joueurs a-t-il déjà un domino\u00a0?',
  },
  scoring: {
    lowestInBlock:
      '{name} marque 0\u00a0: règle maison, la main la plus faible d’une manche bloquée marque 0.',
  },
} satisfies Translation<Messages['houseRules'], 'fr'>;
