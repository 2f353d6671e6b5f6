import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

// French puts a no-break space (\u00a0) before : ! ? ; so they never start a line.
export default {
  appName: 'Compagnon du train mexicain',
  language: 'Langue',
  languageNames: { en: 'English', fr: 'Français', ru: 'Русский', zh: '中文' },
  yes: 'Oui',
  no: 'Non',
  undo: 'Annuler',
  back: 'Retour',
  save: 'Enregistrer',
  cancel: 'Annuler',
  close: 'Fermer',
  delete: 'Supprimer',
  continue: 'Continuer',
  settings: 'Réglages',
  theme: {
    label: 'Écran clair ou sombre',
    system: 'Comme le téléphone',
    light: 'Clair',
    dark: 'Sombre',
  },
  textSize: {
    label: 'Taille du texte',
    normal: 'Normale',
    large: 'Grande',
    larger: 'Très grande',
  },
  offlineReady: "L'application marche aussi sans internet.",
  update: {
    ready: "Une nouvelle version de l'application est prête. Rechargez pour l'utiliser.",
    elsewhere: "L'application a été mise à jour dans un autre onglet. Rechargez pour continuer.",
    reload: 'Recharger',
  },
  storage: {
    full: "La mémoire du téléphone est pleine\u00a0: rien de nouveau n'a été enregistré. Tout ce qui l'était déjà est conservé.",
    failed: "L'enregistrement n'a pas pu se faire. Tout ce qui était déjà enregistré est conservé.",
  },
  error: "Un problème est survenu. Rien n'a été perdu.",
} satisfies Translation<Messages['common'], 'fr'>;
