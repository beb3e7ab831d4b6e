import { POLLING } from '../../../lib/constants';
import { CONNECTION_MESSAGES } from '../../../lib/messages';
import { serverErrorMessage } from '../../../lib/server-error';
import { createAppAsyncThunk } from '../../../store/hooks';
import { selectToken, tokenStored } from '../../auth';
import { errorShown, successShown } from '../wizard-slice';
import { changed } from './connection-slice';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks the server for the connection's status again (the answer updates the one cached status). */
export const recheckStatus = createAppAsyncThunk('connection/recheckStatus', async (_: void, { dispatch, extra }) => {
  const api = await extra.api();
  // A failed check changes nothing; the next one may succeed.
  await dispatch(api.endpoints.getGoogleStatus.initiate(undefined, { subscribe: false, forceRefetch: true }));
});

/** Asks for Google's consent page; the caller opens it in a popup. Answers the URL, or null after showing why. */
export const requestAuthUrl = createAppAsyncThunk(
  'connection/requestAuthUrl',
  async (_: void, { dispatch, getState, extra }): Promise<string | null> => {
    if (!selectToken(getState())) {
      dispatch(errorShown(CONNECTION_MESSAGES.mustBeLoggedIn));
      return null;
    }
    const api = await extra.api();
    try {
      const request = api.endpoints.getGoogleAuthUrl.initiate(undefined, { subscribe: false, forceRefetch: true });
      return (await dispatch(request).unwrap()).authUrl;
    } catch (error) {
      dispatch(errorShown(serverErrorMessage(error) ?? CONNECTION_MESSAGES.authStartFailed));
      return null;
    }
  },
);

/** The account is connected (popup message, redirect return or OAuth poll): shown at once, with the message. */
export const accountConnected = createAppAsyncThunk(
  'connection/accountConnected',
  async ({ email }: { email: string | null }, { dispatch }) => {
    dispatch(changed({ connected: true, email, at: Date.now() }));
    dispatch(successShown(`${CONNECTION_MESSAGES.connected}${email ? ` (${email})` : ''}`));
  },
);

/** The popup's message: string 'google-auth-complete' or {type, originalToken, email}; a re-check 1.5 s later. */
export const popupMessageReceived = createAppAsyncThunk(
  'connection/popupMessageReceived',
  async (message: { originalToken?: string; email?: string }, { dispatch }) => {
    if (message.originalToken) dispatch(tokenStored(message.originalToken));
    await dispatch(accountConnected({ email: message.email ?? null }));
    await later(POLLING.popupMessageRetryMs);
    await dispatch(recheckStatus());
  },
);

/** Back from Google by redirect (?google-connected=true&email=...): connected; status re-checked 500 ms later. */
export const redirectReturned = createAppAsyncThunk(
  'connection/redirectReturned',
  async ({ email }: { email: string | null }, { dispatch }) => {
    await dispatch(accountConnected({ email }));
    await later(POLLING.statusRecheckAfterOauthMs);
    await dispatch(recheckStatus());
  },
);

/** Uploads a service-account key; the connection (and its e-mail) is read again 1 s after success. */
export const uploadCredentials = createAppAsyncThunk(
  'connection/uploadCredentials',
  async ({ file, workspaceEmail }: { file: File; workspaceEmail: string }, { dispatch, extra }) => {
    if (!workspaceEmail.trim() || !workspaceEmail.includes('@')) {
      dispatch(errorShown(CONNECTION_MESSAGES.invalidWorkspaceEmail));
      return;
    }
    if (!file.name.toLowerCase().endsWith('.json')) {
      dispatch(errorShown(CONNECTION_MESSAGES.notJsonFile));
      return;
    }
    const api = await extra.api();
    try {
      const result = await dispatch(
        api.endpoints.uploadGoogleCredentials.initiate(
          { body: { credentials: file, workspaceEmail: workspaceEmail.trim() } },
          { track: false },
        ),
      ).unwrap();
      dispatch(changed({ connected: true, email: result.workspaceEmail, at: Date.now() }));
      dispatch(successShown(result.message));
    } catch (error) {
      dispatch(errorShown(serverErrorMessage(error) ?? CONNECTION_MESSAGES.uploadFailed));
      return;
    }
    await later(POLLING.emailRefetchAfterUploadMs);
    await dispatch(recheckStatus());
  },
);

export const disconnect = createAppAsyncThunk('connection/disconnect', async (_: void, { dispatch, extra }) => {
  const api = await extra.api();
  try {
    const result = await dispatch(api.endpoints.disconnectGoogle.initiate(undefined, { track: false })).unwrap();
    dispatch(changed({ connected: false, email: null, at: Date.now() }));
    dispatch(successShown(result.message || CONNECTION_MESSAGES.disconnected));
  } catch {
    dispatch(errorShown(CONNECTION_MESSAGES.disconnectFailed));
  }
});
