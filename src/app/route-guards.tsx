import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROUTES } from '../lib/constants';
import { MESSAGES } from '../lib/messages';
import { useAppSelector } from '../store/hooks';
import { selectToken, selectUser } from '../features/auth/auth-slice';

// The signed-in frame (menu, drawer, top bar) is its own chunk: the sign-in page does not download it.
const AppLayout = lazy(() => import('./AppLayout').then((module) => ({ default: module.AppLayout })));

/** /login and /register: a signed-in user goes to /upload-contracts. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  return user ? <Navigate to={ROUTES.uploadContracts} replace /> : children;
}

/**
 * The protected layout. Without a user: /upload-contracts waits for the user check while a token is stored, or
 * sends the visitor to sign in and come back; every other path goes to /login.
 */
export function ProtectedLayout() {
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectToken);
  const { pathname } = useLocation();
  if (user) {
    return (
      <Suspense fallback={null}>
        <AppLayout />
      </Suspense>
    );
  }
  if (pathname === ROUTES.uploadContracts) {
    return token ? (
      <>{MESSAGES.loading}</>
    ) : (
      <Navigate to={`${ROUTES.login}?redirect=${ROUTES.uploadContracts}`} replace />
    );
  }
  return <Navigate to={ROUTES.login} replace />;
}
