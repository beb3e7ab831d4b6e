import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ConnectionMethod = 'oauth' | 'service_account';

/**
 * What the user just did to the connection (the popup reported it, a key was accepted, it was disconnected). It
 * stands until a status check that started after it answers: an answer already under way is older news.
 */
export interface ConnectionChange {
  connected: boolean;
  email: string | null;
  at: number;
}

/** Step 0's own state; whether an account is connected is the server's (the API cache's `getGoogleStatus`). */
export interface ConnectionState {
  method: ConnectionMethod;
  /** When OAuth polling started (ms since the epoch), or null when not polling. */
  oauthPollingSince: number | null;
  lastChange: ConnectionChange | null;
}

export const initialConnectionState: ConnectionState = { method: 'oauth', oauthPollingSince: null, lastChange: null };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    methodChosen(state, action: PayloadAction<ConnectionMethod>) {
      state.method = action.payload;
    },
    changed(state, action: PayloadAction<ConnectionChange>) {
      state.lastChange = action.payload;
      if (action.payload.connected) state.oauthPollingSince = null;
    },
    /** A status check that started after the last change answered: the server's word is current again. */
    changeConfirmed(state) {
      state.lastChange = null;
    },
    oauthPollingStarted(state, action: PayloadAction<number>) {
      state.oauthPollingSince = action.payload;
    },
    oauthPollingStopped(state) {
      state.oauthPollingSince = null;
    },
  },
  selectors: {
    selectConnectionState: (state) => state,
  },
});

export const { methodChosen, changed, changeConfirmed, oauthPollingStarted, oauthPollingStopped } =
  connectionSlice.actions;
export const { selectConnectionState } = connectionSlice.selectors;
