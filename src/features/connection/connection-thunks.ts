import { api } from '../../api/api';
import { CONNECTION_MESSAGES } from '../../lib/messages';
import { serverErrorMessage } from '../../lib/server-error';
import { createAppAsyncThunk } from '../../store/hooks';
import { selectToken, tokenStored } from '../auth/auth-slice';
import { errorShown, justConnectedSet, successShown } from '../wizard/wizard-slice';
import {
  connected,
  disconnected,
  emailFetchEnded,
  emailFetchStarted,
  selectConnection,
  statusReceived,
} from './connection-slice';

const once = { subscribe: false, forceRefetch: true } as const;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The address of the connected mailbox, read from Gmail; 'Email information not available' when it fails. */
export const fetchEmail = createAppAsyncThunk('connection/fetchEmail', async (_: void, { dispatch }) => {
  dispatch(emailFetchStarted());
  try {
    const { emailAddress } = await dispatch(api.endpoints.getGmailProfile.initiate(undefined, once)).unwrap();
    dispatch(emailFetchEnded(emailAddress));
  } catch {
    dispatch(emailFetchEnded(null));
  }
});

/** Asks the server whether an account is connected. A newly seen connection moves the wizard on from step 0. */
export const checkStatus = createAppAsyncThunk('connection/checkStatus', async (_: void, { dispatch, getState }) => {
  try {
    const changesBefore = selectConnection(getState()).changes;
    const status = await dispatch(api.endpoints.getGoogleStatus.initiate(undefined, once)).unwrap();
    // Connected or disconnected meanwhile: this answer is older than what the user just did.
    if (selectConnection(getState()).changes !== changesBefore) return;
    const wasConnected = selectConnection(getState()).connected;
    dispatch(statusReceived({ connected: status.connected, email: status.workspaceEmail }));
    if (status.connected && !wasConnected) dispatch(justConnectedSet(true));
    if (status.connected && !status.workspaceEmail && !selectConnection(getState()).email) await dispatch(fetchEmail());
  } catch {
    // A failed check changes nothing; the next one may succeed.
  }
});

/** Asks for Google's consent page; the caller opens it in a popup. Answers the URL, or null after showing why. */
export const requestAuthUrl = createAppAsyncThunk(
  'connection/requestAuthUrl',
  async (_: void, { dispatch, getState }): Promise<string | null> => {
    if (!selectToken(getState())) {
      dispatch(errorShown(CONNECTION_MESSAGES.mustBeLoggedIn));
      return null;
    }
    try {
      return (await dispatch(api.endpoints.getGoogleAuthUrl.initiate(undefined, once)).unwrap()).authUrl;
    } catch (error) {
      dispatch(errorShown(serverErrorMessage(error) ?? CONNECTION_MESSAGES.authStartFailed));
      return null;
    }
  },
);

/** One OAuth poll: connected ends the polling with the success message. */
export const pollAuthStatus = createAppAsyncThunk(
  'connection/pollAuthStatus',
  async (_: void, { dispatch, getState }) => {
    try {
      const changesBefore = selectConnection(getState()).changes;
      const status = await dispatch(api.endpoints.getGoogleAuthStatus.initiate(undefined, once)).unwrap();
      // The popup's message may have connected the account while this poll was under way.
      if (selectConnection(getState()).changes !== changesBefore) return;
      if (status.connected) dispatch(accountConnected({ email: status.email }));
    } catch {
      // Keep polling until the time limit.
    }
  },
);

/** The account is connected (popup message, redirect return or poll): message, flag, e-mail. */
export const accountConnected = createAppAsyncThunk(
  'connection/accountConnected',
  async ({ email }: { email: string | null }, { dispatch, getState }) => {
    const wasConnected = selectConnection(getState()).connected;
    dispatch(connected({ email }));
    dispatch(successShown(`${CONNECTION_MESSAGES.connected}${email ? ` (${email})` : ''}`));
    // Only a new connection moves the wizard on; a second report of the same one must not pull the user
    // forward again after they went back to step 0.
    if (!wasConnected) dispatch(justConnectedSet(true));
    if (!email) await dispatch(fetchEmail());
  },
);

/** The popup's message: string 'google-auth-complete' or {type, originalToken, email}; a re-check 1.5 s later. */
export const popupMessageReceived = createAppAsyncThunk(
  'connection/popupMessageReceived',
  async (message: { originalToken?: string; email?: string }, { dispatch }) => {
    if (message.originalToken) dispatch(tokenStored(message.originalToken));
    await dispatch(accountConnected({ email: message.email ?? null }));
    await later(1500);
    await dispatch(checkStatus());
  },
);

/** Back from Google by redirect (?google-connected=true&email=...): connected; status re-checked 500 ms later. */
export const redirectReturned = createAppAsyncThunk(
  'connection/redirectReturned',
  async ({ email }: { email: string | null }, { dispatch }) => {
    await dispatch(accountConnected({ email }));
    await later(500);
    await dispatch(checkStatus());
  },
);

/** Uploads a service-account key; the e-mail is fetched again 1 s after success. */
export const uploadCredentials = createAppAsyncThunk(
  'connection/uploadCredentials',
  async ({ file, workspaceEmail }: { file: File; workspaceEmail: string }, { dispatch }) => {
    if (!workspaceEmail.trim() || !workspaceEmail.includes('@')) {
      dispatch(errorShown(CONNECTION_MESSAGES.invalidWorkspaceEmail));
      return;
    }
    if (!file.name.toLowerCase().endsWith('.json')) {
      dispatch(errorShown(CONNECTION_MESSAGES.notJsonFile));
      return;
    }
    try {
      const result = await dispatch(
        api.endpoints.uploadGoogleCredentials.initiate(
          { body: { credentials: file, workspaceEmail: workspaceEmail.trim() } },
          { track: false },
        ),
      ).unwrap();
      dispatch(connected({ email: result.workspaceEmail }));
      dispatch(successShown(result.message));
      dispatch(justConnectedSet(true));
      await later(1000);
      await dispatch(fetchEmail());
    } catch (error) {
      dispatch(errorShown(serverErrorMessage(error) ?? CONNECTION_MESSAGES.uploadFailed));
    }
  },
);

export const disconnect = createAppAsyncThunk('connection/disconnect', async (_: void, { dispatch }) => {
  try {
    const result = await dispatch(api.endpoints.disconnectGoogle.initiate(undefined, { track: false })).unwrap();
    dispatch(disconnected());
    dispatch(successShown(result.message || CONNECTION_MESSAGES.disconnected));
  } catch {
    dispatch(errorShown(CONNECTION_MESSAGES.disconnectFailed));
  }
});
