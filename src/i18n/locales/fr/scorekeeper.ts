import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; and inside « ».
export default {
  loading: 'Ouverture de la partie…',
  notFound: 'Cette partie n’est pas sur ce téléphone. Elle a peut-être été supprimée.',
  pastGames: 'Parties précédentes',
  newGame: {
    title: 'Nouvelle partie',
    players: {
      heading: 'Joueurs',
      intro:
        'Dans l’ordre des places, vers la gauche. Un nom laissé vide devient «\u00a0Joueur 1\u00a0», «\u00a0Joueur 2\u00a0»…',
      nameLabel: 'Nom du joueur {number}',
      moveUp: 'Faire monter {name}',
      moveDown: 'Faire descendre {name}',
      remove: 'Retirer {name}',
      add: 'Ajouter un joueur',
      full: 'Une partie compte au plus {count}\u00a0joueurs.',
      moved: '{name} est maintenant le joueur {number}.',
      removed: '{name} n’est plus dans la liste.',
      samePlayers: 'Les mêmes joueurs que la dernière fois\u00a0: {names}',
      duplicate:
        'Deux joueurs s’appellent «\u00a0{name}\u00a0». Ajoutez une initiale ou un surnom pour les distinguer dans les scores.',
    },
    preset: { heading: 'Règles' },
    length: {
      custom: 'Un autre nombre de manches',
      customLabel: 'Nombre de manches, de 1 à {count}',
      customInvalid: 'Indiquez un nombre de manches de 1 à {count}.',
    },
    houseRules: {
      summary: 'Règles maison',
      intro:
        'Chacune suit d’abord les règles choisies. Changez celles que votre famille joue autrement.',
      changed: {
        one: '{count}\u00a0règle maison diffère des règles choisies.',
        many: '{count}\u00a0de règles maison diffèrent des règles choisies.',
        other: '{count}\u00a0règles maison diffèrent des règles choisies.',
      },
    },
    start: 'Commencer la partie',
    notStarted: 'La partie n’a pas encore commencé\u00a0:',
  },
  round: {
    engineHeading: 'Le double de départ',
    start: {
      heading: 'Qui joue en premier',
      ask: {
        'engine-holder': 'Qui a posé le double de départ\u00a0?',
        'highest-double': 'Qui a le plus gros double\u00a0?',
        choice: 'Qui joue en premier\u00a0?',
      },
      nobodyHasIt: 'Personne ne l’a',
      engineMissing: {
        'draw-in-turn':
          'Piochez un domino chacun votre tour jusqu’à ce que quelqu’un pioche le {tile}. Touchez ensuite le nom de celui qui l’a posé.',
        'dig-out':
          'Sortez le {tile} de la pioche et posez-le au centre. Choisissez ensuite qui joue en premier.',
        'set-aside':
          'Dans cette partie, le {tile} est mis de côté avant la distribution\u00a0: personne ne l’a. Choisissez qui joue en premier.',
      },
      lastWinner: '{name} a gagné la manche précédente.',
      change: 'Quelqu’un d’autre joue en premier',
    },
    trains: {
      heading: 'Trains ouverts',
      intro: 'Touchez un train quand son joueur y pose un marqueur ou le retire.',
      mexicanOpen: '⚑ Toujours ouvert',
      mexicanNote: 'Tout le monde peut y jouer, et il ne reçoit jamais de marqueur.',
      noMarkers:
        'Pas de marqueurs dans cette partie\u00a0: chacun joue sur son train personnel ou sur le train mexicain.',
    },
    actions: {
      check: 'Puis-je jouer ce domino\u00a0?',
      end: 'Finir la manche',
      scores: 'Scores',
      follow: 'Suivre la partie',
    },
    notStarted: 'La manche {round} n’a pas encore commencé.',
    begin: 'Commencer la manche {round}',
    allPlayed: 'Toutes les manches ont été jouées.',
    finish: 'Voir qui a gagné',
  },
  undo: {
    label: 'Annuler\u00a0: {what}',
    nothing: 'Rien à annuler.',
  },
  change: {
    'round-saved': 'l’enregistrement de la manche {round}',
    'round-edited': 'la correction de la manche {round}',
    'draft-discarded': 'l’effacement de la manche {round}',
    'game-finished': 'la fin de la partie',
    'game-deleted': 'la suppression de la partie',
    'game-restored': 'le rétablissement de la partie',
  },
  endRound: {
    saveState: { saving: 'Enregistrement…', saved: 'Enregistré' },
    title: 'Fin de la manche {round}',
    out: {
      legend: 'Qui a posé son dernier domino\u00a0?',
      blocked: 'Personne\u00a0: la manche est bloquée',
    },
    wentOut: 'A tout posé\u00a0: 0\u00a0point',
    how: {
      legend: 'Comment compter les dominos de {name}',
      typed: 'Taper le total',
      tiles: 'Toucher les dominos',
    },
    pipsLabel: 'Points restant dans la main de {name}',
    tilesLabel: 'Dominos restant dans la main de {name}',
    tapped: {
      one: '{count}\u00a0domino touché\u00a0: {score}',
      many: '{count}\u00a0de dominos touchés\u00a0: {score}',
      other: '{count}\u00a0dominos touchés\u00a0: {score}',
    },
    clearTiles: 'Tout retirer',
    roundScore: 'Cette manche\u00a0: {score}',
    unavailable: {
      engine: 'le double de départ de cette manche, posé sur la table',
      held: 'déjà dans la main de {name}',
    },
    issues: {
      missing: 'Indiquez les points restant dans la main de {name}, ou touchez ses dominos.',
      'not-a-number': 'Tapez seulement des chiffres, par exemple 23.',
      'too-large': 'Aucune main ne peut valoir autant. Vérifiez le nombre.',
      'impossible-total':
        'Aucune main ne peut valoir autant\u00a0: dans cette manche, tous les dominos ensemble font {max}. Vérifiez le nombre.',
      'went-out-with-points': '{name} a posé son dernier domino, donc marque 0.',
      'not-a-tile': 'L’un d’eux n’est pas un domino.',
      'tile-not-in-set': 'L’un de ces dominos n’est pas dans ce jeu.',
      'tile-twice':
        'L’un de ces dominos est aussi dans une autre main\u00a0: un domino ne peut être que dans une main.',
      'engine-in-hand': 'Le double de départ est sur la table\u00a0: aucune main ne peut l’avoir.',
      'out-and-blocked':
        'Une manche finit d’une seule façon\u00a0: quelqu’un a tout posé, ou elle est bloquée.',
    },
    toFix: {
      one: 'Pas encore enregistré\u00a0: {count}\u00a0chose à corriger.',
      many: 'Pas encore enregistré\u00a0: {count}\u00a0de choses à corriger.',
      other: 'Pas encore enregistré\u00a0: {count}\u00a0choses à corriger.',
    },
    save: 'Enregistrer la manche {round}',
    saveLast: 'Enregistrer la dernière manche et voir qui a gagné',
    backToRound: 'Revenir à la manche',
    edit: {
      title: 'Corriger la manche {round}',
      save: 'Enregistrer les corrections',
      notFound: 'Cette partie n’a pas de manche {round}.',
    },
  },
  scores: {
    title: 'Scores',
    totals: 'Totaux',
    place: 'Rang {place}',
    leader: 'En tête',
    winner: 'Vainqueur',
    congratulations: 'Bien joué, tout le monde\u00a0!',
    table: {
      heading: 'Manche par manche',
      round: 'Manche',
      edit: 'Corriger la manche {round}',
      hint: 'Pour corriger une manche, touchez son numéro.',
      empty: 'Aucune manche n’a encore été comptée.',
    },
    backToRound: 'Revenir à la manche {round}',
    finishNow: 'S’arrêter ici et finir la partie',
    newGame: 'Nouvelle partie',
  },
  history: {
    heading: 'Tous les changements',
    intro: 'Les plus récents d’abord. Annuler revient en arrière d’une étape à la fois.',
    'game-created': 'Partie commencée',
    'game-imported': 'Partie importée d’une sauvegarde',
    'game-copied': 'Copie gardée du classement d’un autre téléphone',
    'round-saved': 'Manche {round} enregistrée',
    'round-edited': 'Manche {round} corrigée\u00a0: {changes}',
    'round-edited-same': 'Manche {round} corrigée\u00a0; les scores n’ont pas changé',
    'draft-discarded': 'Manche {round}\u00a0: la saisie a été effacée',
    'game-finished': 'Partie terminée',
    'game-deleted': 'Partie supprimée',
    'game-restored': 'Partie rétablie',
    undone: 'Annulé\u00a0: {what}',
    change: '{name} {from} → {to}',
  },
  games: {
    title: 'Parties précédentes',
    empty: 'Pas encore de partie.',
    started: 'Commencée le {date}',
    playing: 'En cours\u00a0: manche {round} sur {rounds}',
    continue: 'Continuer',
    open: 'Voir les scores',
    delete: 'Supprimer',
    deleteGame: 'Supprimer la partie du {date}',
    deleted: 'La partie du {date} a été supprimée.',
    restored: 'La partie du {date} a été rétablie.',
  },
} satisfies Translation<Messages['scorekeeper'], 'fr'>;
