import { render } from 'preact';
import './ui/app.css';
import { App } from './App';
import { startI18n } from './i18n';
import { serviceWorkerEvents } from './pwa/update-state';
import { preloadScreen } from './screens/routes';
import { applyPreferences } from './state/preferences';

applyPreferences();
// The stored games are read (as soon as the database code is in), the person's language and the
// code of the screen asked for load, side by side; the screen paints once, with all three: no
// flash of English, no empty frame, no button arriving late.
const [state] = await Promise.all([
  import('./state/app-state').then(async ({ createAppState, whenFirstReadsDone }) => {
    const state = createAppState();
    await whenFirstReadsDone(state);
    return state;
  }),
  startI18n(),
  preloadScreen(location.pathname),
]);
const root = document.getElementById('app');
if (root) render(<App state={state} />, root);

// The service worker (and workbox) waits until the screen is on the glass, a frame after it was
// painted: fetched earlier, its code would share the line with the screen's last pieces.
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    void import('./pwa/register').then(({ registerServiceWorker }) =>
      registerServiceWorker(serviceWorkerEvents),
    );
  }),
);
