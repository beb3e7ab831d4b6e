import { useEffect, useState } from 'react';
import { useGetGmailProfileQuery, useGetGoogleAuthStatusQuery, useGetGoogleStatusQuery } from '../../../api/api';
import { POLLING } from '../../../lib/constants';
import { useTimePassed } from '../../../lib/use-time-passed';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { oauthPollingStopped, selectConnectionState } from './connection-slice';
import { selectConnection } from './connection-status';

/**
 * Step 0's checks (spec section 4): the status when the step opens and every 2 s for 30 s; after the popup opens,
 * the OAuth status every 2 s for up to 120 s; the mailbox's address when the status does not carry it. Answers the
 * connection as step 0 shows it.
 */
export function useConnectionChecks() {
  const dispatch = useAppDispatch();
  const [openedAt] = useState(() => Date.now());
  const statusWindowOver = useTimePassed(openedAt, POLLING.connectionStatusForMs);
  useGetGoogleStatusQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: statusWindowOver ? 0 : POLLING.connectionStatusMs,
    skipPollingIfUnfocused: true,
  });

  const connection = useAppSelector(selectConnection);
  const { oauthPollingSince } = useAppSelector(selectConnectionState);
  const oauthWindowOver = useTimePassed(oauthPollingSince, POLLING.oauthForMs);
  useEffect(() => {
    if (oauthWindowOver) dispatch(oauthPollingStopped());
  }, [oauthWindowOver, dispatch]);
  useGetGoogleAuthStatusQuery(undefined, {
    skip: oauthPollingSince === null || connection.connected,
    pollingInterval: POLLING.oauthMs,
    skipPollingIfUnfocused: true,
  });

  const profile = useGetGmailProfileQuery(undefined, { skip: !connection.connected || connection.email !== null });
  return {
    connected: connection.connected,
    email: connection.email ?? profile.data?.emailAddress ?? null,
    fetchingEmail: profile.isFetching,
  };
}
