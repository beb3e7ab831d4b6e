import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import './app/global.css';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/AppRoutes';
import { checkAuth } from './features/auth/auth-thunks';
import { makeStore, startPersistence } from './store/store';

const app = makeStore();
// The user check needs the stored token back in the state first.
startPersistence(app, () => void app.store.dispatch(checkAuth()));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={app.store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
