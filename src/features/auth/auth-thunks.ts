import type { CurrentUserResponse } from '../../api/api';
import { MESSAGES } from '../../lib/messages';
import { createAppAsyncThunk, type AppThunk } from '../../store/hooks';
import type { Api } from '../../store/store';
import { authCheckFinished, selectToken, signedIn, signedOut, tokenStored, type User } from './auth-slice';

export interface Credentials {
  email: string;
  password: string;
}

function toUser(response: CurrentUserResponse): User {
  return {
    id: response.id,
    email: response.email,
    google_credentials: response.googleConnected,
    googleWorkspaceEmail: response.googleWorkspaceEmail,
  };
}

const fetchCurrentUser = (api: Api) =>
  api.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true });

/**
 * Starts loading the API slice before it is needed (the sign-in screen calls this when the visitor starts typing),
 * so submitting does not wait for it.
 */
export const preloadApi = (): AppThunk => (_dispatch, _getState, extra) => void extra.api();

/** Start-up: with a stored token, fetch the user; a failure is silent (console only) and drops the token. */
export const checkAuth = createAppAsyncThunk('auth/checkAuth', async (_: void, { dispatch, getState, extra }) => {
  try {
    if (!selectToken(getState())) return;
    const api = await extra.api();
    dispatch(signedIn(toUser(await dispatch(fetchCurrentUser(api)).unwrap())));
  } catch (error) {
    console.error('Stored session could not be restored', error);
    dispatch(signedOut());
  } finally {
    dispatch(authCheckFinished());
  }
});

/** Stores the token, fetches the user, signs in. Rejects with the auth step's message. */
export const login = createAppAsyncThunk(
  'auth/login',
  async (credentials: Credentials, { dispatch, extra, rejectWithValue }) => {
    try {
      const api = await extra.api();
      // track: false keeps the token out of the API cache (and out of DevTools' state view).
      const { token } = await dispatch(api.endpoints.login.initiate({ body: credentials }, { track: false })).unwrap();
      dispatch(tokenStored(token));
      const user = toUser(await dispatch(fetchCurrentUser(api)).unwrap());
      await extra.flushPersistence();
      dispatch(signedIn(user));
    } catch {
      dispatch(signedOut());
      return rejectWithValue(MESSAGES.loginFailedAuthStep);
    }
  },
);

/** Creates the account, then signs in with the same credentials. */
export const register = createAppAsyncThunk(
  'auth/register',
  async (credentials: Credentials, { dispatch, extra, rejectWithValue }) => {
    try {
      const api = await extra.api();
      // The browser's time zone is where the user's "today" is: renewals roll forward and reminders fall due there.
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      await dispatch(
        api.endpoints.register.initiate({ body: { ...credentials, timeZone } }, { track: false }),
      ).unwrap();
    } catch {
      return rejectWithValue(MESSAGES.registrationFailed);
    }
    const result = await dispatch(login(credentials));
    if (login.rejected.match(result)) return rejectWithValue(result.payload ?? MESSAGES.loginFailedAuthStep);
  },
);

/** Forgets the token and the user, and everything cached for them. */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { dispatch, extra }) => {
  dispatch(signedOut());
  dispatch((await extra.api()).util.resetApiState());
  await extra.flushPersistence();
});
