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
  photoLabel: 'La photo, avec un contour sur chaque domino et un cercle sur chaque point trouvé',
  read: {
    legend: 'Dominos lus sur la photo',
    hint: 'Un domino faux\u00a0? Touchez-le, puis le bon domino. Touchez × pour enlever un domino qui n’est pas dans la main.',
    pips: { one: '{count} point', many: '{count} points', other: '{count} points' },
    unreadLabel: {
      one: 'Un domino de {count} point, ses moitiés non lues',
      many: 'Un domino de {count} points, ses moitiés non lues',
      other: 'Un domino de {count} points, ses moitiés non lues',
    },
    was: 'au lieu de {tile}',
    fixedLabel: '{tile}, au lieu de {was}',
    remove: 'Enlever {tile}',
    putBack: 'Remettre',
    putBackLabel: 'Remettre {tile}',
  },
  fix: {
    add: 'Un domino oublié\u00a0? Touchez l’un de ses deux nombres, puis le domino.',
    addLabel: 'Ajouter un domino que la photo a oublié',
    change: 'Corrigez ce domino\u00a0: touchez le bon.',
    changeLabel: 'Le bon domino au lieu de {tile}',
    unread: {
      one: 'Ce domino a {count} point. Lequel est-ce\u00a0?',
      many: 'Ce domino a {count} points. Lequel est-ce\u00a0?',
      other: 'Ce domino a {count} points. Lequel est-ce\u00a0?',
    },
    byNumber: 'Ou par l’un de ses deux nombres\u00a0:',
    keep: 'Le laisser tel quel',
    blank:
      'Lu comme le double blanc, qui compte {points}. Est-ce bien lui\u00a0? Sinon, touchez le bon domino.',
    blankYes: 'Oui, le double blanc',
    alreadyRead: 'il est déjà parmi les dominos lus',
  },
  problem: {
    'no-tiles':
      'Aucun domino trouvé sur cette photo. Touchez les dominos ci-dessous, ou reprenez la photo bien d’au-dessus et de plus près, dominos face visible.',
    'too-dark':
      'La photo est trop sombre pour lire les dominos. Touchez les dominos ci-dessous, ou reprenez-la avec plus de lumière.',
    'too-flat':
      'La photo est floue ou trop pâle pour lire les dominos. Touchez les dominos ci-dessous, ou reprenez-la en tenant le téléphone immobile, en bonne lumière.',
    'not-counted':
      "Le téléphone n'a pas pu compter cette photo pour l'instant. Touchez les dominos ci-dessous, ou tapez le total.",
  },
  use: 'Utiliser {total}',
  failed: {
    'not-image': 'Ce fichier n’est pas une photo. Prenez une photo des dominos, ou tapez le total.',
    'cannot-decode':
      'Ce navigateur ne sait pas ouvrir ce type de photo (HEIC, par exemple). Prenez la photo avec le bouton ci-dessus au lieu d’en choisir une enregistrée, ou tapez le total.',
    'too-large':
      'Cette photo est trop grande pour ce téléphone. Prenez-en une nouvelle avec le bouton ci-dessus, ou tapez le total.',
  },
} satisfies Translation<Messages['photo'], 'fr'>;
