import type { AuthField } from './AuthForm';

/** The email field both screens open with. */
export const EMAIL_FIELD = {
  name: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  requiredMessage: 'Please enter your email',
  autoFocus: true,
} as const satisfies AuthField<'email'>;
