import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';

/**
 * Every screen but home, each loaded on first visit so the first load stays small. A screen
 * folder exports its component; add one line here per screen.
 */
export const ROUTES: { path: string; component: ComponentType }[] = [
  {
    path: '/settings',
    component: lazy(() => import('./settings/SettingsScreen').then((m) => m.SettingsScreen)),
  },
];

export { lazy };
