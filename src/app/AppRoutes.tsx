import { lazy, Suspense } from 'react';
import { PAGES } from './pages';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from '../lib/constants';
import { MESSAGES } from '../lib/messages';
import { useAppSelector } from '../store/hooks';
import { selectAuthLoading } from '../features/auth/auth-slice';
import { GuestOnly, ProtectedLayout } from './route-guards';

// Each screen is its own chunk, so the sign-in page does not download the table and calendar.
const LoginPage = lazy(PAGES.login);
const RegisterPage = lazy(PAGES.register);
const DashboardPage = lazy(PAGES.dashboard);
const ContractsPage = lazy(PAGES.contracts);
const ContractPage = lazy(PAGES.contract);
const CalendarPage = lazy(PAGES.calendar);
const UploadContractsPage = lazy(PAGES.upload);
const SettingsPage = lazy(PAGES.settings);

/** The route table of spec section 2. While the start-up user check runs, only 'Loading...' shows. */
export function AppRoutes() {
  const loading = useAppSelector(selectAuthLoading);
  if (loading) return <>{MESSAGES.loading}</>;
  return (
    // The fallback is plain text, not antd's Spin: the spinner's code would join every first download.
    <Suspense fallback={<div style={{ margin: 48 }}>{MESSAGES.loading}</div>}>
      <Routes>
        <Route
          path={ROUTES.login}
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path={ROUTES.register}
          element={
            <GuestOnly>
              <RegisterPage />
            </GuestOnly>
          }
        />
        <Route path="/" element={<ProtectedLayout />}>
          <Route index element={<Navigate to={ROUTES.uploadContracts} replace />} />
          <Route path={ROUTES.dashboard} element={<DashboardPage />} />
          <Route path={ROUTES.contracts} element={<ContractsPage />} />
          <Route path={ROUTES.contract} element={<ContractPage />} />
          <Route path={ROUTES.calendar} element={<CalendarPage />} />
          <Route path={ROUTES.uploadContracts} element={<UploadContractsPage />} />
          <Route path={ROUTES.settings} element={<SettingsPage />} />
        </Route>
        <Route path="*" element={<Navigate to={ROUTES.uploadContracts} replace />} />
      </Routes>
    </Suspense>
  );
}
