/** Business constants of the product specification (section 9), written once. */

export const PRODUCT_NAME = 'Renewal Tracker';
export const TAGLINE = 'Track your renewals effortlessly';

export const STORAGE_KEYS = {
  token: 'token',
  tokenBackup: 'auth_token_backup',
  /** Session storage: where to go after signing in. The spec leaves the name open. */
  afterLoginRedirect: 'redirectAfterLogin',
} as const;

export const ROUTES = {
  login: '/login',
  register: '/register',
  dashboard: '/dashboard',
  contracts: '/contracts',
  contract: '/contracts/:id',
  calendar: '/calendar',
  uploadContracts: '/upload-contracts',
  settings: '/settings',
} as const;

export const FALLBACK_AFTER_LOGIN = ROUTES.uploadContracts;

/** The contract page of one contract. */
export const contractPath = (id: string) => ROUTES.contract.replace(':id', encodeURIComponent(id));

/** The filters the dashboard's cards open All Contracts with (`/contracts?filter=...`). */
export const CONTRACT_FILTERS = ['cancel-by-30', 'needs-review', 'overdue'] as const;
export type ContractFilter = (typeof CONTRACT_FILTERS)[number];

/** Below this confidence, an analysed field is marked for checking on the contract page. */
export const CHECK_BELOW_CONFIDENCE = 0.8;

/** Files the contract upload takes. */
export const UPLOAD_ACCEPT =
  '.pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

/** The effective client-side password bound (the message still says 8, as the spec requires). */
export const PASSWORD_MIN_LENGTH = 3;

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const UPCOMING_WINDOW_DAYS = 30;

export const DATE_FORMATS = { monthHeading: 'MMMM YYYY', sideList: 'MMM D, YYYY' } as const;

export const POLLING = {
  connectionStatusMs: 2000,
  connectionStatusForMs: 30_000,
  oauthMs: 2000,
  oauthForMs: 120_000,
  searchStatusMs: 5000,
  popupMessageRetryMs: 1500,
  emailRefetchAfterUploadMs: 1000,
  statusRecheckAfterOauthMs: 500,
  /** Dashboard, list and calendar refresh while open (the server answers an unchanged list with 304). */
  contractsRefreshMs: 60_000,
} as const;

export const TIMEOUTS = { searchStartMs: 30_000, processMs: 30_000, searchStatusMs: 10_000 } as const;

export const STATUS_FAILURE_LIMIT = 5;
export const POPUP_SIZE = { width: 800, height: 600 } as const;
export const DRAWER_WIDTH = 240;
export const WIZARD_STEP_COUNT = 5;

export const THEME_COLORS = {
  primary: '#1976d2',
  secondary: '#dc004e',
  background: '#f5f5f5',
} as const;

export const DEFAULT_SEARCH_DESCRIPTION = 'Contract Search';
export const DEFAULT_CONTRACT_NAME = 'Unnamed Contract';

/** Search criteria options (spec section 9), with the labels the form shows. */
export const SERVICE_OPTIONS = [
  { value: 'MAIL', label: 'Gmail' },
  { value: 'DRIVE', label: 'Drive' },
  { value: 'GROUPS', label: 'Groups' },
  { value: 'HANGOUTS_CHAT', label: 'Chat' },
  { value: 'ALL', label: 'All Services' },
] as const;

export const DATA_SOURCE_OPTIONS = [
  { value: 'ALL_DATA', label: 'All Data' },
  { value: 'HELD_DATA', label: 'Held Data' },
  { value: 'UNPROCESSED_DATA', label: 'Unprocessed Data' },
] as const;

export const ENTITY_OPTIONS = [
  { value: 'ALL_ACCOUNTS', label: 'All Accounts' },
  { value: 'SPECIFIC_ACCOUNTS', label: 'Specific Accounts' },
] as const;

export const TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
] as const;
