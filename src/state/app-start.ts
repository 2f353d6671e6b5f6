import type { AppState } from './app-context';

let opening: Promise<AppState> | undefined;

/**
 * Opens the database and the reads every screen shares, once for the whole visit: the first
 * caller (main.tsx, or the first screen that needs the database) starts it, and Dexie's code
 * downloads only then. Resolves once the first reads are in, so a screen paints whole.
 */
export function openAppState(): Promise<AppState> {
  opening ??= import('./app-state').then(
    async ({ createAppState, keepContinueNote, whenFirstReadsDone }) => {
      const state = createAppState();
      await whenFirstReadsDone(state);
      keepContinueNote(state);
      return state;
    },
  );
  return opening;
}
