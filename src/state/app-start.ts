import type { AppState } from './app-context';

let opening: Promise<AppState> | undefined;

/**
 * Opens the database and the reads every screen shares, once for the whole visit: the first
 * caller (main.tsx, or the first screen that needs the database) starts it, and Dexie's code
 * downloads only then. Resolves once the first reads are in, so a screen paints whole.
 */
export function openAppState(): Promise<AppState> {
  opening ??= import('./app-state').then(
    async ({ createAppState, keepContinueNote, purge, whenFirstReadsDone }) => {
      const state = createAppState();
      // A game deleted on an earlier visit has no Undo left to offer: it goes for good.
      void purge(state.db);
      await whenFirstReadsDone(state);
      keepContinueNote(state);
      return state;
    },
  );
  return opening;
}
