import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  take: 'Prendre une photo',
  retake: 'Prendre une autre photo',
  private:
    'La photo est comptée sur ce téléphone, puis oubliée\u00a0: elle n’est ni gardée ni envoyée.',
  working: {
    decoding: 'Ouverture de la photo…',
    counting: 'Comptage des points…',
  },
  found: {
    one: '{count} point trouvé sur {tiles}',
    many: '{count} points trouvés sur {tiles}',
    other: '{count} points trouvés sur {tiles}',
  },
  tiles: { one: '{count} domino', many: '{count} dominos', other: '{count} dominos' },
  pipsBig: 'points',
  tilesBig: 'dominos',
  correct: 'Touchez l’endroit d’un point oublié pour l’ajouter. Touchez un cercle pour l’enlever.',
  photoLabel:
    'La photo, avec un cercle sur chaque point trouvé. Touchez pour ajouter ou enlever un point.',
  blank: {
    question: 'Est-ce le double blanc\u00a0? Il compte {points}.',
    yes: 'Oui, le double blanc',
    no: 'Non',
  },
  use: 'Utiliser {total}',
  failed: {
    'not-image': 'Ce fichier n’est pas une photo. Prenez une photo des dominos, ou tapez le total.',
    'cannot-decode':
      'Ce navigateur ne sait pas ouvrir ce type de photo (HEIC, par exemple). Prenez la photo avec le bouton ci-dessus au lieu d’en choisir une enregistrée, ou tapez le total.',
    'too-large':
      'Cette photo est trop grande pour ce téléphone. Prenez-en une nouvelle avec le bouton ci-dessus, ou tapez le total.',
    'no-tiles':
      'Aucun domino trouvé. Prenez la photo bien d’au-dessus et de plus près, dominos face visible et remplissant presque toute l’image, ou tapez le total.',
    'too-dark': 'La photo est trop sombre. Reprenez-la avec plus de lumière, ou tapez le total.',
    'too-flat':
      'La photo est floue ou trop pâle pour voir les points. Tenez le téléphone immobile au-dessus des dominos, en bonne lumière, et reprenez-la, ou tapez le total.',
  },
} satisfies Translation<Messages['photo'], 'fr'>;
