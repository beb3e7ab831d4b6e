import { FALLBACK_AFTER_LOGIN, STORAGE_KEYS } from '../../lib/constants';

/** Only paths of this app: never another origin ("//evil.example" or "/\\evil.example" are protocol-relative). */
function isLocalPath(path: string | null): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Remembers where to return after signing in (from /login?redirect=...). */
export function rememberAfterLoginRedirect(path: string | null): void {
  if (isLocalPath(path)) sessionStorage.setItem(STORAGE_KEYS.afterLoginRedirect, path);
}

/** The path to go to after signing in; the stored key is consumed. */
export function takeAfterLoginRedirect(): string {
  const stored = sessionStorage.getItem(STORAGE_KEYS.afterLoginRedirect);
  sessionStorage.removeItem(STORAGE_KEYS.afterLoginRedirect);
  return isLocalPath(stored) ? stored : FALLBACK_AFTER_LOGIN;
}
