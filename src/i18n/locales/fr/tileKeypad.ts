import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  number: "Touchez l'un de ses deux nombres",
  pick: 'Puis touchez le domino',
  waiting: 'Puis touchez le domino parmi ceux qui apparaîtront ici.',
  hand: 'Dans la main\u00a0: touchez un domino pour le retirer',
  refused: 'Pas ce domino\u00a0: {why}.',
} satisfies Translation<Messages['tileKeypad'], 'fr'>;
