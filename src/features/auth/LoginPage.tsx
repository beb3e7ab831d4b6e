import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { PasswordInput, TextInput } from './auth-inputs';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../lib/constants';
import { fullPageNavigation } from '../../lib/full-page-navigation';
import { MESSAGES } from '../../lib/messages';
import { useAppDispatch } from '../../store/hooks';
import { rememberAfterLoginRedirect, takeAfterLoginRedirect } from './after-login-redirect';
import { AuthCard } from './AuthCard';
import { login, type Credentials } from './auth-thunks';

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
      <Form layout="vertical" onFinish={onFinish} disabled={submitting} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
          <TextInput type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
          Sign In
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={ROUTES.register}>Don&apos;t have an account? Sign Up</Link>
      </div>
    </AuthCard>
  );
}
