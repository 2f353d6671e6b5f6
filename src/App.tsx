import { ErrorBoundary, LocationProvider, Route, Router } from 'preact-iso';
import { t } from './i18n';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { screenChanged } from './pwa/update-state';
import { HomeScreen } from './screens/home/HomeScreen';
import { ROUTES } from './screens/routes';
import { type AppState, AppStateContext } from './state/app-context';

/**
 * The app: one database, the screens by address, and the prompts that can appear over any of
 * them. `state` is null while home shows what it can before the database opens (main.tsx).
 */
export function App({ state }: { state: AppState | null }) {
  return (
    <AppStateContext.Provider value={state}>
      <LocationProvider>
        <ErrorBoundary>
          <Router onRouteChange={screenChanged}>
            <Route path="/" component={HomeScreen} />
            {ROUTES.map(({ path, component }) => (
              <Route key={path} path={path} component={component} />
            ))}
            <Route default component={HomeScreen} />
          </Router>
        </ErrorBoundary>
      </LocationProvider>
      {state?.db.outdated.value && (
        <div class="update-prompt" role="alert">
          <p>{t('common.update.elsewhere')}</p>
          <button type="button" class="button primary" onClick={() => location.reload()}>
            {t('common.update.reload')}
          </button>
        </div>
      )}
      <UpdatePrompt
        text={{
          offlineReady: t('common.offlineReady'),
          needRefresh: t('common.update.ready'),
          reload: t('common.update.reload'),
          close: t('common.close'),
        }}
      />
    </AppStateContext.Provider>
  );
}
