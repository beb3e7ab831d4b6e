import { createSelector } from '@reduxjs/toolkit';
import { api } from '../../../api/api';
import { addAppListener } from '../../../store/listeners';
import type { RootState } from '../../../store/store';
import { justConnectedSet } from '../wizard-slice';
import { changeConfirmed, selectConnectionState } from './connection-slice';
import { accountConnected } from './connection-thunks';

const selectStatusEntry = api.endpoints.getGoogleStatus.select();
/** The cached status answer. The API slice joins the store before any screen that uses it is shown. */
const selectStatusAnswer = (state: RootState) => selectStatusEntry(state as Parameters<typeof selectStatusEntry>[0]);

/**
 * The connection as step 0 shows it: the server's status, unless the user changed it since that answer was asked
 * for (the popup reported a connection, a key was accepted, the account was disconnected).
 */
export const selectConnection = createSelector(
  [(state: RootState) => selectStatusAnswer(state).data, (state: RootState) => selectConnectionState(state).lastChange],
  (status, change) => {
    const serverEmail = status?.connected ? status.workspaceEmail : null;
    if (change) return { connected: change.connected, email: change.connected ? (change.email ?? serverEmail) : null };
    return { connected: status?.connected ?? false, email: serverEmail };
  },
);

export const selectConnected = (state: RootState) => selectConnection(state).connected;

/**
 * How the wizard follows the connection: a status answer asked for after the user's last change makes the server's
 * word current again; an account that becomes connected moves the wizard on from step 0 (once: the same connection
 * reported twice is no change); OAuth polling that sees the account connected reports it like the popup would.
 */
export const connectionListeners = [
  addAppListener({
    matcher: api.endpoints.getGoogleStatus.matchFulfilled,
    effect: (action, { dispatch, getState }) => {
      const change = selectConnectionState(getState()).lastChange;
      if (change && action.meta.startedTimeStamp > change.at) dispatch(changeConfirmed());
    },
  }),
  addAppListener({
    predicate: (_action, current, previous) => !selectConnected(previous) && selectConnected(current),
    effect: (_action, { dispatch }) => {
      dispatch(justConnectedSet(true));
    },
  }),
  addAppListener({
    matcher: api.endpoints.getGoogleAuthStatus.matchFulfilled,
    effect: async (action, { dispatch, getState }) => {
      const polling = selectConnectionState(getState()).oauthPollingSince !== null;
      if (polling && action.payload.connected && !selectConnected(getState())) {
        await dispatch(accountConnected({ email: action.payload.email }));
      }
    },
  }),
];
