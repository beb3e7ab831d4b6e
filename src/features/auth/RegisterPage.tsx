import { useState } from 'react';
import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, ROUTES } from '../../lib/constants';
import { MESSAGES } from '../../lib/messages';
import { useAppDispatch } from '../../store/hooks';
import { AuthCard } from './AuthCard';
import { AuthForm, type AuthField } from './AuthForm';
import { EMAIL_FIELD } from './auth-fields';
import { register, preloadApi } from './auth-thunks';

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS: AuthField<keyof RegisterValues>[] = [
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    requiredMessage: 'Please enter a password',
  },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
    requiredMessage: 'Please confirm your password',
  },
];

/** The spec's client rules, in its order: matching passwords first, then the (effective) length bound. */
function validate(values: RegisterValues): string | null {
  if (values.password !== values.confirmPassword) return MESSAGES.passwordsDoNotMatch;
  if (values.password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  return null;
}

export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onFinish(values: RegisterValues) {
    const invalid = validate(values);
    setError(invalid);
    if (invalid) return;
    setSubmitting(true);
    const result = await dispatch(register({ email: values.email, password: values.password }));
    // On success the signed-in user is sent on by the route guard; this screen only reports failure.
    if (register.rejected.match(result)) {
      setError(MESSAGES.registrationFailed);
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title="Sign Up">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <AuthForm
        fields={FIELDS}
        submitLabel="Sign Up"
        submitting={submitting}
        onSubmit={onFinish}
        onInput={() => dispatch(preloadApi())}
      />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={ROUTES.login}>Already have an account? Sign In</Link>
      </div>
    </AuthCard>
  );
}
