/** User-facing messages of the product specification (sections 5 and 8), written once. */
export const MESSAGES = {
  loginFailedAuthStep: 'Login failed. Please check your credentials.',
  loginFailedScreen: 'Invalid email or password',
  registrationFailed: 'Registration failed. Email might already be in use.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  loading: 'Loading...',
} as const;

export const CONTRACT_MESSAGES = {
  loadingDashboard: 'Loading dashboard...',
  dashboardFailed: 'Failed to load dashboard data. Please try refreshing the page.',
  listFailed: 'Failed to fetch contracts',
  downloadFailed: 'Failed to download contract',
  deleteFailed: 'Failed to delete contract',
  deleted: (name: string) => `Contract "${name}" deleted successfully`,
  notAvailable: 'Not available',
  emptyHeading: 'No Contracts Found',
  emptyText: "You haven't added any contracts yet. Upload contracts from Google Workspace.",
  noUpcoming: 'No upcoming renewals',
} as const;

export const CONNECTION_MESSAGES = {
  notConnected: 'You need to connect your Google account first',
  popupBlocked: 'Popup blocked! Please allow popups for this site.',
  authStartFailed: 'Failed to initiate Google authentication',
  mustBeLoggedIn: 'You must be logged in to connect your Google account',
  uploadFailed: 'Failed to upload Google credentials',
  notJsonFile: 'Please upload a JSON file',
  invalidWorkspaceEmail: 'Please enter a valid Google Workspace email address',
  connected: 'Google account connected successfully!',
  disconnectFailed: 'Failed to disconnect Google account',
  disconnected: 'Google account disconnected successfully',
  fetchingEmail: 'Fetching email...',
  emailUnavailable: 'Email information not available',
} as const;
