/**
 * Every namespace of messages, typed by its English file (the source of truth for the keys).
 * Adding a namespace: its four files under locales/<lang>/, one line in `Messages` and its
 * name in `NAMESPACES`, and one import in each locales/<lang>/index.ts (tsc reports any list
 * disagreeing).
 */
export interface Messages {
  common: typeof import('./locales/en/common').default;
  dispute: typeof import('./locales/en/dispute').default;
  entry: typeof import('./locales/en/entry').default;
  game: typeof import('./locales/en/game').default;
  home: typeof import('./locales/en/home').default;
  houseRules: typeof import('./locales/en/houseRules').default;
  photo: typeof import('./locales/en/photo').default;
  print: typeof import('./locales/en/print').default;
  printing: typeof import('./locales/en/printing').default;
  record: typeof import('./locales/en/record').default;
  rules: typeof import('./locales/en/rules').default;
  scorekeeper: typeof import('./locales/en/scorekeeper').default;
  settings: typeof import('./locales/en/settings').default;
  standings: typeof import('./locales/en/standings').default;
  tileKeypad: typeof import('./locales/en/tileKeypad').default;
  verdicts: typeof import('./locales/en/verdicts').default;
}

export type Namespace = keyof Messages;

const NAMES = {
  common: 0,
  dispute: 0,
  entry: 0,
  game: 0,
  home: 0,
  houseRules: 0,
  photo: 0,
  print: 0,
  printing: 0,
  record: 0,
  rules: 0,
  scorekeeper: 0,
  settings: 0,
  standings: 0,
  tileKeypad: 0,
  verdicts: 0,
} satisfies Record<Namespace, 0>;

export const NAMESPACES = Object.keys(NAMES) as Namespace[];
