/** Messages of the auth endpoints; the in-browser mock backend answers with the same words. */
export const AUTH_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  sessionInvalid: 'Your session has expired or is invalid. Please sign in again.',
  accountGone: 'Your account no longer exists. Please sign in again.',
} as const;
