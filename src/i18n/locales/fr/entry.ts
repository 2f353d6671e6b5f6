import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  how: {
    photo: 'Prendre une photo',
  },
  photograph: 'Photographier les dominos',
  history: {
    fromPhoto: '{line}\u00a0; compté sur une photo\u00a0: {names}',
  },
  fromPhoto: 'Compté sur une photo.',
  lowestInBlock:
    'Cette manche\u00a0: 0 point, la main la plus faible d’une manche bloquée (règle maison)',
} satisfies Translation<Messages['entry'], 'fr'>;
