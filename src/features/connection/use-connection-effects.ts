import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { POLLING } from '../../lib/constants';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { oauthPollingStopped, selectConnection } from './connection-slice';
import { checkStatus, pollAuthStatus, popupMessageReceived, redirectReturned } from './connection-thunks';

const POPUP_MESSAGE = 'google-auth-complete';

/** Reads the popup's message: the string form or {type, originalToken, email}; anything else is not ours. */
function parsePopupMessage(data: unknown): { originalToken?: string; email?: string } | null {
  if (data === POPUP_MESSAGE) return {};
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== POPUP_MESSAGE) return null;
  const { originalToken, email } = data as { originalToken?: unknown; email?: unknown };
  return {
    originalToken: typeof originalToken === 'string' ? originalToken : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}

/**
 * Step 0's background work (spec section 4): status on load and every 2 s for 30 s, OAuth polling every 2 s for
 * up to 120 s after the popup opens, the popup's message (from this origin only), and the redirect return.
 */
export function useConnectionEffects(active: boolean) {
  const dispatch = useAppDispatch();
  const { connected, oauthPollingSince } = useAppSelector(selectConnection);
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    if (!active) return;
    void dispatch(checkStatus());
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= POLLING.connectionStatusForMs) clearInterval(timer);
      else void dispatch(checkStatus());
    }, POLLING.connectionStatusMs);
    return () => clearInterval(timer);
  }, [active, dispatch]);

  useEffect(() => {
    if (oauthPollingSince === null || connected) return;
    const timer = setInterval(() => {
      if (Date.now() - oauthPollingSince >= POLLING.oauthForMs) dispatch(oauthPollingStopped());
      else void dispatch(pollAuthStatus());
    }, POLLING.oauthMs);
    return () => clearInterval(timer);
  }, [oauthPollingSince, connected, dispatch]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = parsePopupMessage(event.data);
      if (message) void dispatch(popupMessageReceived(message));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [dispatch]);

  useEffect(() => {
    if (searchParams.get('google-connected') !== 'true') return;
    const email = searchParams.get('email');
    const rest = new URLSearchParams(searchParams);
    rest.delete('google-connected');
    rest.delete('email');
    setSearchParams(rest, { replace: true });
    void dispatch(redirectReturned({ email: email || null }));
  }, [searchParams, setSearchParams, dispatch]);
}
