import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in user as the client keeps it (spec section 3). */
export interface User {
  id: string;
  email: string;
  /** True when the server reports googleConnected. */
  google_credentials: boolean;
  googleWorkspaceEmail: string | null;
}

export interface AuthState {
  user: User | null;
  /** True until the start-up user check ends. */
  loading: boolean;
  token: string | null;
}

export const initialAuthState: AuthState = { user: null, loading: true, token: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    tokenStored(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    signedIn(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** Sign-out, and the start-up check failing: the token and user are gone. */
    signedOut(state) {
      state.user = null;
      state.token = null;
    },
    authCheckFinished(state) {
      state.loading = false;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthLoading: (state) => state.loading,
    selectToken: (state) => state.token,
  },
});

export const { tokenStored, signedIn, signedOut, authCheckFinished, userUpdated } = authSlice.actions;
export const { selectUser, selectAuthLoading, selectToken } = authSlice.selectors;
