import { useEffect, useState } from 'react';
import { Alert } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../lib/constants';
import { fullPageNavigation } from '../../lib/full-page-navigation';
import { MESSAGES } from '../../lib/messages';
import { useAppDispatch } from '../../store/hooks';
import { rememberAfterLoginRedirect, takeAfterLoginRedirect } from './after-login-redirect';
import { AuthCard } from './AuthCard';
import { AuthForm, type AuthField } from './AuthForm';
import { EMAIL_FIELD } from './auth-fields';
import { login, preloadApi, type Credentials } from './auth-thunks';

const FIELDS: AuthField<keyof Credentials>[] = [
  EMAIL_FIELD,
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
    requiredMessage: 'Please enter your password',
  },
];

export default function LoginPage() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    rememberAfterLoginRedirect(searchParams.get('redirect'));
  }, [searchParams]);

  async function onFinish(values: Credentials) {
    setSubmitting(true);
    setError(null);
    const result = await dispatch(login(values));
    if (login.fulfilled.match(result)) {
      fullPageNavigation.go(takeAfterLoginRedirect());
      return;
    }
    setError(MESSAGES.loginFailedScreen);
    setSubmitting(false);
  }

  return (
    <AuthCard title="Sign In">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <AuthForm
        fields={FIELDS}
        submitLabel="Sign In"
        submitting={submitting}
        onSubmit={onFinish}
        onInput={() => dispatch(preloadApi())}
      />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={ROUTES.register}>Don&apos;t have an account? Sign Up</Link>
      </div>
    </AuthCard>
  );
}
