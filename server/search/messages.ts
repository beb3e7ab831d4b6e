/** Messages of searches; the mock backend answers with the same words. */
export const SEARCH_MESSAGES = {
  vaultNeedsWorkspace:
    'Groups, Chat, held data and unprocessed data are searched through Google Vault, which needs a Google Workspace connected with a service account. Connect one, or search Gmail, Drive or All Services with All Data.',
  vaultRefused: (reason: string) =>
    `Google Vault refused the search: ${reason}. The Workspace user needs a Vault licence and the Manage Matters and Manage Exports privileges, and the service account the scopes https://www.googleapis.com/auth/ediscovery and https://www.googleapis.com/auth/devstorage.read_only.`,
  vaultExportFailed: 'Google Vault could not complete the export. Please try again later or narrow the search.',
  vaultUnavailable: 'Google Vault could not be reached. Please try again in a moment.',
  badTimeZone: (zone: string) => `Unknown time zone "${zone}". Use an IANA time zone such as Europe/Paris.`,
  datesReversed: 'The start date must be on or before the end date.',
  noKeywords: 'Add at least one keyword to search.',
  specificAccountsMissing: 'List at least one account to search, or search all accounts.',
  tooManyRunning: (limit: number) => `You already have ${limit} searches running. Wait for one to finish.`,
  notFound: 'Search not found',
  stillRunning: 'The search is still running. Try again when it has completed.',
  failed: (reason: string) => `The search failed: ${reason}`,
  capReached: (cap: number) =>
    `The search stopped after ${cap} items. Narrow it with more specific keywords or dates to see the rest.`,
  unreadable: (count: number) =>
    `${count} item${count === 1 ? '' : 's'} could not be read and ${count === 1 ? 'was' : 'were'} left out.`,
  accountsSkipped: (accounts: string[]) => `These accounts could not be searched: ${accounts.join(', ')}.`,
  noAccounts: 'No accounts could be searched with this connection.',
  interrupted: 'The search was interrupted several times and has stopped. Please run it again.',
  tooSlow: 'The search took too long and was stopped. Narrow it with more specific keywords or dates.',
  notConnected: 'No Google account is connected any more. Connect one and search again.',
  permissionDenied: (detail: string) =>
    `Google refused the search: ${detail}. Check that the connection is allowed to read Gmail and Drive.`,
  directoryDenied:
    'The Workspace users could not be listed. Grant the service account the Admin SDK scope https://www.googleapis.com/auth/admin.directory.user.readonly, or search specific accounts.',
  unexpected: 'The search stopped because of an unexpected error. Please try again.',
  googleUnavailable: 'Google did not answer the search after several attempts. Please try again later.',
} as const;
