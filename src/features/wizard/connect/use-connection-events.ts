import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../store/hooks';
import { popupMessageReceived, redirectReturned } from './connection-thunks';

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
 * The two ways Google's consent comes back (spec section 4), on every step of the wizard: the popup's message
 * (from this origin only) and the redirect return's URL parameters (removed once read).
 */
export function useConnectionEvents() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();

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
