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
  {
    path: '/print',
    component: lazy(() => import('./print/PrintScreen').then((m) => m.PrintScreen)),
  },
  {
    path: '/game/:id/print',
    component: lazy(() => import('./print/PrintScreen').then((m) => m.PrintScreen)),
  },
  {
    path: '/new',
    component: lazy(() => import('./new-game/NewGameScreen').then((m) => m.NewGameScreen)),
  },
  {
    path: '/games',
    component: lazy(() => import('./games/GamesScreen').then((m) => m.GamesScreen)),
  },
  {
    path: '/game/:id',
    component: lazy(() => import('./round/RoundScreen').then((m) => m.RoundScreen)),
  },
  {
    path: '/game/:id/end',
    component: lazy(() => import('./end-round/EndRoundScreen').then((m) => m.EndRoundScreen)),
  },
  {
    path: '/game/:id/rounds/:round',
    component: lazy(() => import('./end-round/EditRoundScreen').then((m) => m.EditRoundScreen)),
  },
  {
    path: '/game/:id/scores',
    component: lazy(() => import('./scores/ScoresScreen').then((m) => m.ScoresScreen)),
  },
  {
    path: '/check',
    component: lazy(() => import('./dispute/CheckScreen').then((m) => m.CheckScreen)),
  },
  {
    path: '/game/:id/check',
    component: lazy(() => import('./dispute/CheckScreen').then((m) => m.CheckScreen)),
  },
  {
    path: '/game/:id/follow',
    component: lazy(() => import('./follow/FollowScreen').then((m) => m.FollowScreen)),
  },
  {
    path: '/rules',
    component: lazy(() => import('./rules/RulesScreen').then((m) => m.RulesScreen)),
  },
  {
    path: '/game/:id/rules',
    component: lazy(() => import('./rules/RulesScreen').then((m) => m.RulesScreen)),
  },
];

export { lazy };
