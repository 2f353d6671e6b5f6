import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  title: 'Imprimer',
  what: {
    legend: 'Quoi imprimer',
    quick: { label: 'Aide-mémoire', hint: 'Les règles utiles à chaque tour.' },
    full: { label: 'Toutes les règles', hint: 'Chaque règle, pour trancher une question.' },
    tips: { label: 'Conseils pour bien jouer', hint: 'Les conseils de joueurs expérimentés.' },
    blank: { label: 'Feuille de marque vierge', hint: 'Pour compter les points sur papier.' },
    game: {
      label: 'Feuille de marque de cette partie',
      hint: 'Les noms et tous les points jusqu’ici.',
    },
  },
  paper: {
    legend: 'Papier',
    index: 'Fiche bristol (7,6\u00a0×\u00a012,7\u00a0cm)',
    a6: 'Carte A6',
    letter: 'Lettre US',
    a4: 'A4',
  },
  language: 'Langue du document',
  rules: {
    legend: 'Quelles règles',
    game: 'Les règles de cette partie',
  },
  players: {
    legend: 'Joueurs',
    count: { one: '{count} joueur', many: '{count} joueurs', other: '{count} joueurs' },
    fewer: 'Un joueur de moins',
    more: 'Un joueur de plus',
    namesHint: 'Tapez les noms pour les imprimer, ou laissez-les vides pour les écrire à la main.',
    name: 'Nom du joueur {number}',
  },
  make: 'Créer le PDF',
  making: 'Création de votre PDF…',
  shared: 'Votre PDF a été transmis à l’autre application.',
  downloaded:
    'Votre PDF {file} est enregistré. Ouvrez-le depuis vos téléchargements pour l’imprimer.',
  failed: 'Le PDF n’a pas pu être créé. Rien n’est perdu\u00a0: réessayez.',
  noGame: 'Cette partie n’est pas sur ce téléphone.',
} satisfies Translation<Messages['printing'], 'fr'>;
