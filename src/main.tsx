import { render } from 'preact';
import './ui/app.css';
import { App } from './App';
import { startI18n } from './i18n';
import { serviceWorkerEvents } from './pwa/update-state';
import { preloadScreen, routeAt } from './screens/routes';
import type { AppState } from './state/app-context';
import { openAppState } from './state/app-start';
import { continueBeforeDatabase } from './state/continue-game';
import { applyPreferences } from './state/preferences';

applyPreferences();
const root = document.getElementById('app');
const show = (state: AppState | null) => {
  if (root) render(<App state={state} />, root);
};
const afterPaint = (work: () => void) => requestAnimationFrame(() => requestAnimationFrame(work));

// The person's language and the code of the screen asked for load side by side (a screen other
// than home opens the database with its code); the screen paints once, with all of them: no flash
// of English, no empty frame, no button arriving late. Home needs only the game to continue,
// which a note beside the database gives: it paints at once and the database code loads after.
const path = location.pathname;
const [before] = await Promise.all([
  routeAt(path) ? undefined : continueBeforeDatabase(),
  startI18n(),
  preloadScreen(path),
]);
if (before === undefined) show(await openAppState());
else {
  show(null);
  afterPaint(() => void openAppState().then(show));
}

// The service worker (and workbox) waits until the screen is on the glass, a frame after it was
// painted: fetched earlier, its code would share the line with the screen's last pieces.
afterPaint(() => {
  void import('./pwa/register').then(({ registerServiceWorker }) =>
    registerServiceWorker(serviceWorkerEvents),
  );
});
