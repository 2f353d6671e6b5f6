import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  backup: {
    heading: 'Sauvegarde',
    explain:
      'Vos parties sont gardées sur ce téléphone seulement. Enregistrez-les dans un fichier pour en garder une copie, ou pour les passer sur un autre téléphone.',
    saveAll: 'Enregistrer toutes les parties dans un fichier',
    share: 'Envoyer le fichier à une autre application',
    saving: 'Préparation du fichier…',
    saved: 'Le fichier {file} est enregistré. Vous le trouverez dans vos téléchargements.',
    shared: 'Le fichier {file} a été transmis à l’autre application.',
    noGames: 'Il n’y a encore aucune partie à enregistrer.',
    restore: 'Restaurer des parties depuis un fichier',
    restoreExplain:
      'Les parties du fichier s’ajoutent à celles de ce téléphone. Rien n’est remplacé.',
    reading: 'Lecture du fichier…',
    restored: {
      one: '{count} partie a été restaurée.',
      many: '{count} parties ont été restaurées.',
      other: '{count} parties ont été restaurées.',
    },
    alreadyHere: {
      one: '{count} partie du fichier était déjà sur ce téléphone.',
      many: '{count} parties du fichier étaient déjà sur ce téléphone.',
      other: '{count} parties du fichier étaient déjà sur ce téléphone.',
    },
    empty: 'Le fichier ne contient aucune partie.',
    refused: 'Ce fichier ne peut pas être restauré. Rien n’a été changé.',
    problems: {
      'not-a-backup': 'Ce n’est pas une sauvegarde faite par cette application.',
      'too-large': 'Il est trop gros pour être une sauvegarde de cette application.',
      'newer-version':
        'Il a été fait par une version plus récente de l’application. Mettez l’application à jour, puis réessayez.',
      damaged: 'Le fichier est abîmé par endroits, ou a été modifié à la main.',
      unreadable: 'Le téléphone n’a pas pu le lire.',
    },
    where: {
      game: 'Le problème se trouve dans la partie n°\u00a0{game} du fichier.',
      player:
        'Le problème se trouve dans la partie n°\u00a0{game} du fichier, pour le joueur {player}.',
      round: 'Le problème se trouve dans la partie n°\u00a0{game} du fichier, à la manche {round}.',
      roundPlayer:
        'Le problème se trouve dans la partie n°\u00a0{game} du fichier, à la manche {round}, pour le joueur {player}.',
      draft:
        'Le problème se trouve dans la partie n°\u00a0{game} du fichier, dans la manche en cours de saisie.',
      draftPlayer:
        'Le problème se trouve dans la partie n°\u00a0{game} du fichier, dans la manche en cours de saisie, pour le joueur {player}.',
    },
    details: 'Détails (en anglais)\u00a0: {problem}',
  },
  games: {
    heading: 'Enregistrer une seule partie',
    none: 'Pas encore de partie.',
    started: 'Commencée le {date}',
    finished: 'Terminée le {date}',
    save: 'Enregistrer dans un fichier',
  },
  storage: {
    heading: 'Garder vos parties en sécurité',
    checking: 'Vérification…',
    kept: 'Ce téléphone a promis de garder les parties, même quand il manque de place.',
    notKept:
      'Ce téléphone peut effacer les parties s’il manque de place. Demandez-lui de les garder, et faites une sauvegarde de temps en temps.',
    ask: 'Demander au téléphone de garder les parties',
    refused:
      'Le téléphone n’a rien promis. Beaucoup le font une fois l’application ajoutée à l’écran d’accueil et utilisée quelque temps. D’ici là, faites une sauvegarde de temps en temps.',
    unknown:
      'Ce navigateur ne dit pas s’il garde les parties. Faites une sauvegarde de temps en temps.',
  },
} satisfies Translation<Messages['settings'], 'fr'>;
