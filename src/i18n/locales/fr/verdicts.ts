import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; so they never start a line.
export default {
  answer: {
    yes: 'Oui',
    no: 'Non',
  },
  refused: {
    'round-over': {
      out: 'La manche est finie\u00a0: {name} a posé son dernier domino.',
      blocked: 'La manche est finie\u00a0: personne ne peut jouer.',
    },
    'not-your-turn': "Pas maintenant\u00a0: c'est à {name} de jouer.",
    'bad-tile': "Ce domino n'existe pas dans ce jeu.",
    'tile-on-table': 'Le {tile} est déjà sur la table.',
    'no-such-train': "Ce train n'existe pas à cette table.",
    'double-must-be-covered': {
      blocks: "Il faut d'abord couvrir le {double} sur {train}.",
      cover: 'Vous avez posé le {double}\u00a0: votre domino suivant doit le couvrir.',
      any: 'Après plusieurs doubles, votre domino suivant doit couvrir le {double} sur {train}.',
      played:
        "Les doubles se couvrent dans l'ordre où ils ont été posés\u00a0: d'abord le {double} sur {train}.",
      reverse:
        "Les doubles se couvrent en commençant par le dernier posé\u00a0: d'abord le {double} sur {train}.",
    },
    'train-closed': {
      marker: "{name} n'a pas de marqueur sur son train\u00a0: vous ne pouvez pas y jouer.",
      noMarkers:
        'On joue sans marqueurs à cette table\u00a0: vous ne pouvez pas jouer sur le train de {name}.',
    },
    'mexican-needs-own-train':
      'Règle maison\u00a0: commencez votre propre train avant de jouer sur le train mexicain.',
    'no-match': {
      end: 'Le {tile} ne va pas sur {train}\u00a0: le bout ouvert est {end}.',
      start:
        'Le {tile} ne peut pas commencer {train}\u00a0: le premier domino doit porter le numéro du double de départ, {end}.',
    },
    'must-play':
      'Vous avez un domino qui va\u00a0: le {tile} peut aller sur {train}. Vous devez le jouer.',
    'must-draw': {
      turn: 'Piochez un domino avant de passer.',
      double: 'Après votre double, piochez un domino avant de passer.',
    },
    'already-drew': "Vous avez déjà pioché un domino. S'il ne va pas, passez.",
    'boneyard-empty': 'La pioche est vide\u00a0: vous ne pouvez plus piocher. Passez.',
  },
  allowed: {
    fits: 'Le {tile} va sur {train}\u00a0: le bout ouvert est {end}.',
    marked: 'Le {tile} va sur {train}\u00a0: le bout ouvert est {end}. Ce train est ouvert à tous.',
    covers: 'Le {tile} couvre le {double} sur {train}.',
    afterDouble:
      "Après un double, vous pouvez jouer sur n'importe quel train qui vous est ouvert. Le {tile} va sur {train}\u00a0: le bout ouvert est {end}.",
    draw: "Rien ne va\u00a0: piochez un domino. S'il va, vous devez le jouer.",
    pass: {
      markers: 'Vous pouvez passer. Mettez votre marqueur sur votre train.',
      noMarkers: 'Vous pouvez passer.',
    },
    passEmptyBoneyard: {
      markers: 'La pioche est vide\u00a0: passez, et mettez votre marqueur sur votre train.',
      noMarkers: 'La pioche est vide\u00a0: passez.',
    },
    plain: "C'est permis.",
  },
} satisfies Translation<Messages['verdicts'], 'fr'>;
