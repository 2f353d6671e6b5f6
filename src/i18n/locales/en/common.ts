import type { MessageTree } from '../../messages';

/** Words every screen uses. English is the source of truth for the keys of every language. */
export default {
  appName: 'Mexican Train Companion',
  language: 'Language',
  /** Each language's name in that language, the same in every file: people look for their own. */
  languageNames: { en: 'English', fr: 'Français', ru: 'Русский', zh: '中文' },
  yes: 'Yes',
  no: 'No',
  undo: 'Undo',
  back: 'Back',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  continue: 'Continue',
  settings: 'Settings',
  theme: {
    label: 'Light or dark screen',
    system: 'Same as the phone',
    light: 'Light',
    dark: 'Dark',
  },
  textSize: {
    label: 'Text size',
    normal: 'Normal',
    large: 'Large',
    larger: 'Very large',
  },
  offlineReady: 'The app is ready to work without the internet.',
  update: {
    ready: 'A new version of the app is ready. Reload to use it.',
    elsewhere: 'The app was updated in another tab. Reload to go on.',
    reload: 'Reload',
  },
  storage: {
    full: "The phone's storage is full: nothing new was saved. Everything saved before is kept.",
    failed: 'This could not be saved. Everything saved before is kept.',
  },
  error: 'Something went wrong. Nothing was lost.',
} satisfies MessageTree;
