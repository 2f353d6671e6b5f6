import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  continueGame: 'Reprendre la partie',
  continueDetail: 'Manche {round} sur {rounds} · {players}',
  newGame: 'Nouvelle partie',
  pastGames: 'Parties précédentes',
  rules: 'Règles et «\u00a0Puis-je jouer ce domino\u00a0?\u00a0»',
  print: 'Imprimer les cartes de règles et les feuilles de marque',
  settings: 'Réglages et sauvegarde',
  loading: 'Ouverture de vos parties…',
  storageFailed:
    'Les parties enregistrées sur ce téléphone ne peuvent pas être ouvertes pour l’instant. Rien n’a été effacé. Fermez l’application et rouvrez-la.',
} satisfies Translation<Messages['home'], 'fr'>;
