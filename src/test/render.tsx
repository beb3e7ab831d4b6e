import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { checkAuth } from '../features/auth/auth-thunks';
import type { User } from '../features/auth/auth-slice';
import * as apiModule from '../api/api-module';
import { makeStore, startPersistence, type RootState } from '../store/store';
import { seedSignedInUser } from '../../mocks/state';

/** Shows where the router is, so tests can assert redirects the way a person reads the address bar. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  /** Run the real start-up: rehydrate the stored token and check the user, as main.tsx does. */
  startUp?: boolean;
}

/** Renders UI inside a fresh store, the theme and a memory router. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', preloadedState, startUp = false }: RenderOptions = {},
) {
  // Installed from the start: tests render screens that use the API's hooks without the sign-in that loads it.
  const app = makeStore(preloadedState, [], apiModule);
  if (startUp) startPersistence(app, () => void app.store.dispatch(checkAuth()));
  const utils = render(
    <AppProviders store={app.store} motion={false}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store: app.store };
}

/** The whole app's routes at `route`. */
export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}

/** A user the mock backend knows, already signed in, as preloaded state. */
export function signedInState(email?: string): { state: Partial<RootState>; user: User; token: string } {
  const { user: mockUser, token } = seedSignedInUser(email);
  const user: User = { id: mockUser.id, email: mockUser.email, google_credentials: false, googleWorkspaceEmail: null };
  return { state: { auth: { user, token, loading: false } }, user, token };
}

export const signedOutState: Partial<RootState> = { auth: { user: null, token: null, loading: false } };
