import { render } from 'preact';
import './ui/app.css';
import { App } from './App';
import { startI18n } from './i18n';
import { serviceWorkerEvents } from './pwa/update-state';
import { applyPreferences } from './state/preferences';

applyPreferences();
// The database code and the person's language load side by side, and the screens paint once,
// with both: no flash of English, no empty home screen.
const [{ createAppState, whenCurrentGameKnown }] = await Promise.all([
  import('./state/app-state'),
  startI18n(),
]);
const state = createAppState();
await whenCurrentGameKnown(state);
const root = document.getElementById('app');
if (root) render(<App state={state} />, root);

// The service worker (and workbox) can wait until the screen is up.
void import('./pwa/register').then(({ registerServiceWorker }) =>
  registerServiceWorker(serviceWorkerEvents),
);
