import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, HashRouter } from 'react-router-dom';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/global.css';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { checkAuth } from './features/auth/auth-thunks';
import { HASH_ROUTING } from './lib/full-page-navigation';
import { makeStore, startPersistence } from './store/store';

/**
 * The demo build (`--mode demo`) answers every call in the browser and runs from any static host: hash routes, so a
 * reload of /#/contracts needs no server-side fallback. Its code is left out of the real build.
 */
// Written out (not imported) so the build drops the demo's code entirely when it is off.
const DEMO = import.meta.env.VITE_DEMO === 'true';
const DemoBanner = DEMO ? lazy(() => import('../demo/app/DemoBanner')) : null;

async function boot() {
  if (DEMO) await (await import('../demo/app/start-demo')).startDemo();
  const app = makeStore();
  // The user check needs the stored token back in the state first.
  startPersistence(app, () => void app.store.dispatch(checkAuth()));
  const Router = HASH_ROUTING ? HashRouter : BrowserRouter;

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={app.store}>
        <Router>
          <AppRoutes />
        </Router>
        {DemoBanner && (
          <Suspense fallback={null}>
            <DemoBanner />
          </Suspense>
        )}
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
