import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; so they never start a line.
export default {
  set: {
    title: 'Le jeu de dominos',
    text: {
      one: 'On joue avec un double {set}\u00a0: {count} domino, du 0–0 au {set}–{set}.',
      many: 'On joue avec un double {set}\u00a0: {count} de dominos, du 0–0 au {set}–{set}.',
      other: 'On joue avec un double {set}\u00a0: {count} dominos, du 0–0 au {set}–{set}.',
    },
    players: {
      title: 'Quel jeu pour combien de joueurs',
      text: 'Double 9\u00a0: de 2 à 4 joueurs. Double 12\u00a0: de 2 à 8 joueurs. Double 15 ou double 18\u00a0: de 9 à 12 joueurs.',
    },
  },
  deal: {
    title: 'La distribution',
    text: {
      fixed: {
        one: 'Retournez les dominos face cachée et mélangez-les. Chaque joueur en prend {count}. Ceux qui restent forment la pioche.',
        many: 'Retournez les dominos face cachée et mélangez-les. Chaque joueur en prend {count}. Ceux qui restent forment la pioche.',
        other:
          'Retournez les dominos face cachée et mélangez-les. Chaque joueur en prend {count}. Ceux qui restent forment la pioche.',
      },
      byPlayers:
        'Retournez les dominos face cachée et mélangez-les. Chaque joueur en prend le même nombre, qui dépend du nombre de joueurs. Ceux qui restent forment la pioche.',
    },
  },
  engine: {
    countdown: {
      title: 'Le double de départ',
      text: "Chaque manche part d'un double posé au centre de la table\u00a0: le double de départ. La première manche utilise le {set}–{set}, puis chaque manche le double juste en dessous, jusqu'au 0–0.",
    },
    missing: {
      title: "Si personne n'a le double de départ",
      text: {
        'draw-in-turn':
          "Chacun à son tour pioche un domino, jusqu'à ce que quelqu'un pioche le double de départ.",
        'dig-out': 'On sort le double de départ de la pioche.',
        'set-aside':
          "Le double de départ est mis de côté avant la distribution\u00a0: personne ne l'a en main.",
      },
    },
  },
  game: {
    short: {
      title: 'Durée de la partie',
      text: {
        full: {
          one: 'La partie compte {count} manche, une pour chaque double du {set}–{set} au 0–0.',
          many: 'La partie compte {count} de manches, une pour chaque double du {set}–{set} au 0–0.',
          other: 'La partie compte {count} manches, une pour chaque double du {set}–{set} au 0–0.',
        },
        short: {
          one: 'Partie courte\u00a0: {count} manche, du {set}–{set} au {last}–{last}.',
          many: 'Partie courte\u00a0: {count} de manches, du {set}–{set} au {last}–{last}.',
          other: 'Partie courte\u00a0: {count} manches, du {set}–{set} au {last}–{last}.',
        },
      },
    },
    winner: {
      title: 'Qui gagne',
      text: 'Après la dernière manche, le total le plus bas gagne. Les joueurs à égalité sur le total le plus bas se partagent la victoire.',
    },
  },
  first: {
    player: {
      title: 'Qui commence',
      text: {
        'left-of-engine': 'Le joueur à gauche de celui qui a posé le double de départ commence.',
        'round-winner':
          "Le gagnant de la manche précédente commence. À la première manche, c'est le joueur qui a le plus gros double, ou sinon celui qui a le plus de points en main.",
        'highest-double': 'Le joueur qui a le plus gros double commence.',
        chosen: 'La table choisit qui commence.',
      },
    },
  },
  train: {
    own: {
      title: 'Votre train',
      text: 'Chaque joueur a son propre train. Son premier domino doit porter le numéro du double de départ, et chaque domino suivant doit correspondre au bout ouvert.',
    },
    mexican: {
      title: 'Le train mexicain',
      text: {
        false:
          'Un train de plus appartient à tout le monde. Chacun peut le commencer avec un domino portant le numéro du double de départ, et chacun peut y ajouter. Il ne reçoit jamais de marqueur.',
        true: 'Un train de plus appartient à tout le monde, et il ne reçoit jamais de marqueur. Vous pouvez y jouer dès que votre propre train a son premier domino.',
      },
    },
    marked: {
      title: "Jouer sur le train d'un autre",
      text: {
        true: "Vous pouvez jouer sur le train d'un autre joueur seulement s'il porte un marqueur.",
        false:
          "Il n'y a pas de marqueurs\u00a0: vous jouez seulement sur votre train et sur le train mexicain, sauf pour couvrir un double.",
      },
    },
  },
  turn: {
    'one-tile': {
      title: 'Un domino par tour',
      text: 'À votre tour, posez un domino sur un train qui vous est ouvert. Il doit correspondre au bout ouvert de ce train. Un double vous permet de rejouer.',
    },
    order: {
      title: 'À qui le tour',
      text: "On joue vers la gauche, dans le sens des aiguilles d'une montre, l'un après l'autre.",
    },
    'must-play': {
      title: 'Obligation de jouer',
      text: "Si l'un de vos dominos va sur un train qui vous est ouvert, vous devez jouer. Vous ne pouvez pas le garder, même pour votre propre train.",
    },
    draw: {
      title: 'Quand vous ne pouvez pas jouer',
      text: {
        true: "Si rien ne va, piochez un domino. S'il va, jouez-le tout de suite. Sinon, passez et mettez votre marqueur sur votre train.",
        false: "Si rien ne va, piochez un domino. S'il va, jouez-le tout de suite. Sinon, passez.",
      },
    },
    'empty-boneyard': {
      title: 'Quand la pioche est vide',
      text: {
        true: 'Si la pioche est vide et que rien ne va, passez et mettez votre marqueur sur votre train.',
        false: 'Si la pioche est vide et que rien ne va, passez.',
      },
    },
  },
  marker: {
    remove: {
      title: 'Reprendre son marqueur',
      text: {
        true: "Votre marqueur s'enlève dès que vous jouez de nouveau sur votre propre train.",
        false: 'On joue sans marqueurs à cette table.',
      },
    },
  },
  double: {
    after: {
      title: 'Après avoir posé un double',
      text: {
        cover:
          "Rejouez tout de suite\u00a0: votre domino suivant doit couvrir le double. Si vous ne pouvez pas, piochez un domino. S'il ne va pas sur le double, passez.",
        any: "Rejouez tout de suite, sur le double ou sur n'importe quel autre train qui vous est ouvert. Si vous ne pouvez pas, piochez un domino. S'il ne va pas, votre tour est fini.",
      },
    },
    blocks: {
      title: 'Un double doit être couvert',
      text: "Tant qu'un double n'est pas couvert, personne ne joue ailleurs. Chacun à son tour doit le couvrir, en piochant si besoin, ou passer. On peut le couvrir quel que soit le train où il se trouve.",
    },
    chain: {
      title: 'Plusieurs doubles à la suite',
      text: {
        cover:
          'Après un double, votre domino suivant doit le couvrir\u00a0: vous ne pouvez donc pas poser deux doubles à la suite.',
        any: "Après un double, vous pouvez poser un autre double, puis un autre. Votre tour finit avec un domino qui n'est pas un double, ou quand vous ne pouvez plus jouer.",
      },
    },
    order: {
      title: 'Couvrir plusieurs doubles',
      text: {
        played: "Quand plusieurs doubles attendent, couvrez-les dans l'ordre où ils ont été posés.",
        reverse: "Quand plusieurs doubles attendent, couvrez d'abord le dernier posé.",
      },
    },
    uncoverable: {
      title: 'Un double que personne ne peut couvrir',
      text: {
        false:
          "Si tous les dominos du numéro d'un double sont déjà joués, personne ne peut le couvrir, et le jeu reste bloqué jusqu'à la fin de la manche.",
        true: "Si tous les dominos du numéro d'un double sont déjà joués, personne ne peut le couvrir\u00a0: il ne bloque plus les autres trains.",
      },
    },
    'last-tile': {
      title: 'Un double comme dernier domino',
      text: {
        false: "Vous pouvez finir sur un double\u00a0: la manche s'arrête aussitôt.",
        true: "Si votre dernier domino est un double, vous n'avez fini qu'une fois qu'il est couvert.",
      },
    },
    'empty-boneyard': {
      title: 'Pioche vide, double non couvert',
      text: {
        false:
          "Si la pioche se vide alors qu'un double n'est pas couvert, on continue jusqu'à ce que quelqu'un le couvre ou que personne ne puisse jouer.",
        true: "Si la pioche se vide alors qu'un double n'est pas couvert, la manche s'arrête dès que quelqu'un passe, et on compte les points.",
      },
    },
  },
  round: {
    out: {
      title: 'Finir la manche',
      text: "La manche s'arrête dès qu'un joueur pose son dernier domino.",
    },
    blocked: {
      title: 'Manche bloquée',
      text: "La manche s'arrête aussi quand la pioche est vide et que tous les joueurs ont passé l'un après l'autre.",
    },
  },
  'last-tile': {
    announce: {
      title: 'Votre dernier domino',
      text: "Quand il ne vous reste qu'un domino, prévenez les autres, ou tapez-le sur la table.",
    },
  },
  score: {
    pips: {
      title: 'Compter les points',
      text: "À la fin d'une manche, chaque joueur additionne les points des dominos qui lui restent en main. Celui qui a fini marque 0. Le score le plus bas est le meilleur.",
    },
    'double-blank': {
      title: 'Le double blanc',
      text: {
        '50': 'Le double blanc resté en main compte 50 points.',
        '0': 'Le double blanc resté en main compte 0 point.',
      },
    },
  },
} satisfies Translation<Messages['rules'], 'fr'>;
