/** Messages of the Google connection endpoints; the mock backend answers with the same words. */
export const GOOGLE_MESSAGES = {
  oauthNotConfigured:
    'This server is not configured for personal Google accounts (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set). Connect a Google Workspace with a service account instead.',
  notConnected: 'No Google account is connected. Connect one first.',
  revoked:
    'Google no longer accepts this connection (access was revoked or expired). Please connect your Google account again.',
  connected: 'Google account connected successfully!',
  workspaceConnected: 'Google Workspace connected successfully',
  disconnected: 'Google account disconnected successfully',
  consentDenied: 'Google sign-in was cancelled: access was not granted.',
  badState: 'This sign-in link is invalid, expired or already used. Please start connecting again.',
  exchangeFailed: 'Google did not complete the sign-in. Please try again.',
  credentialsMissing: 'Please upload the service-account key file (credentials) and enter the Workspace email.',
  credentialsTooLarge: 'The key file is too large: a service-account key is a small JSON file.',
  notJson: 'The key file is not valid JSON. Download the service-account key again as JSON.',
  notServiceAccount:
    'This file is not a service-account key: it must be a JSON key of type "service_account" with client_email and private_key.',
  badPrivateKey: 'The private key in this file cannot be read. Download a new key for the service account.',
  delegationMissing:
    'Domain-wide delegation is not granted for this service account and the Gmail and Drive read-only scopes. Grant it in the Google Admin console (Security > API controls > Domain-wide delegation).',
  unknownUser: 'This Workspace user does not exist, or the service account cannot act on its behalf.',
  googleUnreachable: 'Google could not be reached. Please try again in a moment.',
} as const;
