/** User-facing messages of the product specification (sections 5 and 8), written once. */
export const MESSAGES = {
  loginFailedAuthStep: 'Login failed. Please check your credentials.',
  loginFailedScreen: 'Invalid email or password',
  registrationFailed: 'Registration failed. Email might already be in use.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  loading: 'Loading...',
} as const;
