import type { ComponentType } from 'preact';
import { lazy } from 'preact-iso';
// The router's own matching, so a path preloads exactly the screen the router will show.
import { exec } from 'preact-iso/router';
import { openAppState } from '../state/app-start';

/** A screen whose code loads on first visit, or earlier when asked (preload). */
type LazyScreen = ComponentType & { preload: () => Promise<unknown> };

/** Every screen but home reads the database: its code and the open database arrive together. */
const screen = (load: () => Promise<ComponentType>): LazyScreen =>
  lazy<ComponentType>(() => Promise.all([load(), openAppState()]).then(([component]) => component));

/**
 * Every screen but home, each loaded on first visit so the first load stays small. A screen
 * folder exports its component; add one line here per screen.
 */
export const ROUTES: { path: string; component: LazyScreen }[] = [
  {
    path: '/settings',
    component: screen(() => import('./settings/SettingsScreen').then((m) => m.SettingsScreen)),
  },
  {
    path: '/print',
    component: screen(() => import('./print/PrintScreen').then((m) => m.PrintScreen)),
  },
  {
    path: '/game/:id/print',
    component: screen(() => import('./print/PrintScreen').then((m) => m.PrintScreen)),
  },
  {
    path: '/new',
    component: screen(() => import('./new-game/NewGameScreen').then((m) => m.NewGameScreen)),
  },
  {
    path: '/games',
    component: screen(() => import('./games/GamesScreen').then((m) => m.GamesScreen)),
  },
  {
    path: '/games/record',
    component: screen(() => import('./record/RecordScreen').then((m) => m.RecordScreen)),
  },
  {
    path: '/game/:id',
    component: screen(() => import('./round/RoundScreen').then((m) => m.RoundScreen)),
  },
  {
    path: '/game/:id/end',
    component: screen(() => import('./end-round/EndRoundScreen').then((m) => m.EndRoundScreen)),
  },
  {
    path: '/game/:id/rounds/:round',
    component: screen(() => import('./end-round/EditRoundScreen').then((m) => m.EditRoundScreen)),
  },
  {
    path: '/game/:id/scores',
    component: screen(() => import('./scores/ScoresScreen').then((m) => m.ScoresScreen)),
  },
  {
    path: '/game/:id/table',
    component: screen(() => import('./table-view/TableViewScreen').then((m) => m.TableViewScreen)),
  },
  {
    path: '/standings',
    component: screen(() =>
      import('./shared-standings/SharedStandingsScreen').then((m) => m.SharedStandingsScreen),
    ),
  },
  {
    path: '/check',
    component: screen(() => import('./dispute/DisputeScreen').then((m) => m.DisputeScreen)),
  },
  {
    path: '/game/:id/check',
    component: screen(() => import('./dispute/DisputeScreen').then((m) => m.DisputeScreen)),
  },
  {
    path: '/game/:id/follow',
    component: screen(() => import('./follow/FollowScreen').then((m) => m.FollowScreen)),
  },
  {
    path: '/rules',
    component: screen(() => import('./rules/RulesScreen').then((m) => m.RulesScreen)),
  },
  {
    path: '/game/:id/rules',
    component: screen(() => import('./rules/RulesScreen').then((m) => m.RulesScreen)),
  },
];

/**
 * Starts loading the code of the screen at `path` (nothing for home, which is in the entry), so
 * the first paint can wait for it and show that screen whole instead of an empty frame first.
 */
export function preloadScreen(path: string): Promise<unknown> {
  const route = routeAt(path);
  // A failure is the screen's to report when it renders (the router's error boundary), not a
  // reason to paint nothing at all.
  return route ? route.component.preload().catch(() => undefined) : Promise.resolve();
}

/** The screen shown at `path`; undefined for home (the router's default). */
export function routeAt(path: string) {
  return ROUTES.find((candidate) => exec(path, candidate.path));
}
