import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; and inside « ».
export default {
  check: {
    title: 'Puis-je jouer ce domino\u00a0?',
    context:
      'Manche {round} sur {rounds} · double de départ\u00a0: le {tile} · règles\u00a0: {preset}',
    table: {
      summary: {
        one: 'Règles\u00a0: {preset} · {count} joueur · double de départ\u00a0: le {tile}',
        many: 'Règles\u00a0: {preset} · {count} de joueurs · double de départ\u00a0: le {tile}',
        other: 'Règles\u00a0: {preset} · {count} joueurs · double de départ\u00a0: le {tile}',
      },
      preset: 'Avec quelles règles jouez-vous\u00a0?',
      players: 'Combien de joueurs\u00a0?',
      engine: 'Quel est le double de départ\u00a0?',
    },
    seat: 'Qui pose la question\u00a0?',
    tile: {
      legend: 'Quel domino\u00a0?',
      number: "Touchez l'un de ses deux nombres",
      pick: 'Touchez maintenant le domino',
      change: 'Un autre domino',
    },
    train: 'Où voulez-vous le poser\u00a0?',
    marker: {
      question: 'Y a-t-il un marqueur sur le train de {name}\u00a0?',
      yes: '⚑ Oui, il est ouvert',
      no: 'Pas de marqueur',
    },
    end: {
      question: 'Sur {train}, quel nombre est au bout ouvert\u00a0?',
      notStarted: "Aucun domino dessus pour l'instant",
    },
    double: {
      question: "Un double attend-il d'être couvert\u00a0?",
      none: 'Non',
      waiting: 'Oui',
      value: 'Quel double\u00a0?',
      train: 'Sur quel train est-il\u00a0?',
      mine: 'Est-ce {name} qui vient de le poser\u00a0?',
    },
    drew: 'Est-ce que {name} a déjà pioché un domino pendant ce tour\u00a0?',
    ownStarted: 'Le train de {name} a-t-il déjà un domino\u00a0?',
    hand: {
      summary: 'Ajouter toute la main (si vous voulez)',
      intro:
        "Touchez chaque domino que {name} a en main\u00a0: la réponse dira aussi s'il faut jouer ou si l'on peut piocher.",
      label: 'Dominos dans la main de {name}',
      count: {
        one: '{count} domino en main',
        many: '{count} de dominos en main',
        other: '{count} dominos en main',
      },
      clear: 'Retirer tous les dominos',
    },
    next: {
      seat: "D'abord, touchez le nom de celui qui pose la question.",
      tile: 'Touchez maintenant le domino.',
      train: 'Touchez maintenant le train où le poser.',
      end: 'Touchez maintenant le nombre au bout ouvert de ce train.',
      double: 'Dites quel double attend, et sur quel train.',
    },
    why: 'Pourquoi\u00a0?',
    answer: {
      heading: 'La réponse',
      rule: 'La règle',
      decidedBy: 'Vos règles en ont décidé\u00a0:',
      hand: 'Pouvez-vous piocher à la place\u00a0?',
    },
    others: {
      heading: 'Avec les autres règles',
      intro: 'La même question, la même table, avec chaque jeu de règles.',
      withoutHouseRules: '{preset}, sans vos règles maison',
    },
    followed: {
      heading: 'Selon la partie suivie',
      turn: "C'est à {name} de jouer.",
      drew: '{name} a pioché un domino.',
      double: 'Le {double} sur {train} doit être couvert.',
      over: 'La manche est finie.',
      describe: 'Décrire la table moi-même',
      use: 'Utiliser la partie suivie',
    },
  },
  follow: {
    title: 'Suivre la partie',
    intro:
      "Notez chaque coup au moment où il est joué. L'application connaît alors chaque bout ouvert, chaque marqueur et chaque double, et «\u00a0Puis-je jouer ce domino\u00a0?\u00a0» ne demande plus que le domino et le train.",
    startLegend: 'Qui joue en premier\u00a0?',
    startFirst: "Touchez d'abord le nom de celui qui joue en premier.",
    start: 'Suivre la manche {round}',
    begun: {
      question: "Quelqu'un a-t-il déjà posé un domino dans cette manche\u00a0?",
      no: 'Non, pas encore',
      yes: 'Oui, la manche est en cours',
    },
    turnNow: 'À qui de jouer maintenant\u00a0?',
    turnNowFirst: "Touchez d'abord le nom de celui qui doit jouer.",
    startHere: 'Suivre la manche {round} à partir de maintenant',
    told: {
      heading: 'La table maintenant',
      intro:
        "Touchez le dernier nombre de chaque train, et cochez un double que personne n'a encore couvert. {name} a déjà pioché ou posé un double pendant ce tour\u00a0? Notez-le plus bas.",
      double: "Le {double} attend d'être couvert",
      tilesToDraw: 'Reste-t-il des dominos à piocher\u00a0?',
    },
    noRound: "Aucune manche n'est en cours dans cette partie.",
    turn: 'À {name} de jouer',
    drew: '{name} a pioché un domino.',
    doubleWaiting: 'Le {double} sur {train} doit être couvert.',
    over: "La manche est finie. Saisissez les points sur l'écran de la manche.",
    toRound: 'Retour à la manche',
    record: {
      tileLegend: 'Quel domino a été posé par {name}\u00a0?',
      trainLegend: 'Sur quel train\u00a0?',
      play: 'Noter ce coup',
      drew: '{name} a pioché un domino',
      passed: '{name} a passé',
    },
    refused: 'Non noté\u00a0: {sentence}',
    undo: 'Annuler\u00a0: {entry}',
    trains: 'Les trains',
    trainState: {
      notStarted: 'pas encore de domino',
      end: 'se termine par {end}',
      double: "le {double} attend d'être couvert",
    },
    log: {
      heading: 'Coups joués ({count})',
      empty: "Rien de noté pour l'instant.",
      play: '{name} a posé le {tile} sur {train}.',
      draw: '{name} a pioché un domino.',
      pass: '{name} a passé.',
    },
    stale: {
      one: '{count} coup noté ne suit pas les règles\u00a0: il est laissé de côté.',
      many: '{count} de coups notés ne suivent pas les règles\u00a0: ils sont laissés de côté.',
      other: '{count} coups notés ne suivent pas les règles\u00a0: ils sont laissés de côté.',
    },
  },
  reference: {
    title: 'Les règles',
    preset: 'Quelles règles\u00a0?',
    houseRules: 'Marquée ★\u00a0: une règle maison, là où cette partie diffère de ses règles.',
    ruleId: 'règle {id}',
  },
} satisfies Translation<Messages['dispute'], 'fr'>;
