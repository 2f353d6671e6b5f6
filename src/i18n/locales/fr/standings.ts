import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  table: {
    open: 'Vue de table',
    final: 'Classement final',
    turnAround: 'Retourner',
    showCode: 'Code QR',
    showStandings: 'Classement',
    openTrains: '⚑ train ouvert · le train mexicain est toujours ouvert',
    noMarkers: 'Pas de marqueurs\u00a0: son propre train ou le train mexicain',
    trainOpen: 'Le train de {name} est ouvert',
  },
  share: {
    heading: 'Sur d’autres téléphones',
    intro:
      'Qui scanne ce code voit ce classement sur son propre téléphone, sans compte ni internet. Le code contient les noms et les scores eux-mêmes.',
    show: 'Afficher le code QR',
    hide: 'Masquer le code QR',
    label: 'Code QR d’un lien vers ce classement',
    tooLong: 'Ce classement est trop long pour un code QR. Partagez-le plutôt en texte.',
    text: 'Partager le classement',
    copied: 'Le classement est copié\u00a0: collez-le dans la discussion de la famille.',
    manual: 'Copiez ces lignes dans la discussion de la famille\u00a0:',
    message: {
      round: 'Train mexicain, après la manche {round} sur {rounds} ({rules})',
      final: 'Train mexicain, classement final ({rules})',
      line: '{place}. {name}\u00a0: {total}',
    },
  },
  view: {
    title: 'Classement venu d’un autre téléphone',
    about: '{rules} · commencée le {date}',
    asOf: 'Envoyé le {date}',
    notKept:
      'Seulement affiché\u00a0: rien n’est gardé sur ce téléphone, sauf si vous le demandez.',
    keep: 'Garder une copie sur ce téléphone',
    kept: 'Une copie est gardée sur ce téléphone, dans les parties précédentes.',
    openCopy: 'Ouvrir la copie',
    home: 'Écran d’accueil',
    problems: {
      empty: 'Ce lien ne contient aucun classement.',
      'too-long': 'Ce lien est trop long pour être un classement\u00a0: il n’a pas été ouvert.',
      'newer-version':
        'Ce lien vient d’une version plus récente de l’application\u00a0: mettez-la d’abord à jour sur ce téléphone.',
      damaged:
        'Ce lien est abîmé\u00a0: une partie a été changée ou coupée. Scannez le code à nouveau.',
      invalid: 'Ce lien contient ce qu’aucune partie ne contient\u00a0: il n’a pas été ouvert.',
    },
  },
  copy: 'Copie du classement d’un autre téléphone, gardée le {date}.',
} satisfies Translation<Messages['standings'], 'fr'>;
