/** Each screen's code, loaded when its route is first shown (route-level code splitting). */
export const PAGES = {
  login: () => import('../features/auth/LoginPage'),
  register: () => import('../features/auth/RegisterPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  contracts: () => import('../features/contracts/ContractsPage'),
  contract: () => import('../features/contract/ContractPage'),
  calendar: () => import('../features/calendar/CalendarPage'),
  upload: () => import('../features/wizard/UploadContractsPage'),
  settings: () => import('../features/settings/SettingsPage'),
};

/** Loads every screen's code now (the offline demo must not need the network for a screen later). */
export function preloadPages(): Promise<unknown> {
  return Promise.all(Object.values(PAGES).map((load) => load()));
}
