import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  lowestInBlock:
    'Cette manche\u00a0: 0 point, la main la plus faible d’une manche bloquée (règle maison)',
} satisfies Translation<Messages['entry'], 'fr'>;
