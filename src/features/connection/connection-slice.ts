import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ConnectionMethod = 'oauth' | 'service_account';

/** The Google connection as step 0 shows it. */
export interface ConnectionState {
  method: ConnectionMethod;
  connected: boolean;
  /** The connected address; null while unknown. */
  email: string | null;
  /** True while the address is being fetched ('Fetching email...'). */
  fetchingEmail: boolean;
  /** When OAuth polling started (ms since epoch), or null when not polling. */
  oauthPollingSince: number | null;
  /** Counts connects and disconnects, so a status answer that was under way before one is ignored. */
  changes: number;
}

export const initialConnectionState: ConnectionState = {
  method: 'oauth',
  connected: false,
  email: null,
  fetchingEmail: false,
  oauthPollingSince: null,
  changes: 0,
};

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    methodChosen(state, action: PayloadAction<ConnectionMethod>) {
      state.method = action.payload;
    },
    statusReceived(state, action: PayloadAction<{ connected: boolean; email: string | null }>) {
      state.connected = action.payload.connected;
      if (action.payload.email) state.email = action.payload.email;
      if (!action.payload.connected) state.email = null;
      if (action.payload.connected) state.oauthPollingSince = null;
    },
    connected(state, action: PayloadAction<{ email: string | null }>) {
      state.connected = true;
      state.email = action.payload.email ?? state.email;
      state.oauthPollingSince = null;
      state.changes += 1;
    },
    disconnected(state) {
      state.connected = false;
      state.email = null;
      state.changes += 1;
    },
    emailFetchStarted(state) {
      state.fetchingEmail = true;
    },
    emailFetchEnded(state, action: PayloadAction<string | null>) {
      state.fetchingEmail = false;
      if (action.payload) state.email = action.payload;
    },
    oauthPollingStarted(state, action: PayloadAction<number>) {
      state.oauthPollingSince = action.payload;
    },
    oauthPollingStopped(state) {
      state.oauthPollingSince = null;
    },
  },
  selectors: {
    selectConnection: (state) => state,
  },
});

export const {
  methodChosen,
  statusReceived,
  connected,
  disconnected,
  emailFetchStarted,
  emailFetchEnded,
  oauthPollingStarted,
  oauthPollingStopped,
} = connectionSlice.actions;
export const { selectConnection } = connectionSlice.selectors;
