import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { PasswordInput, TextInput } from './auth-inputs';
import { Link } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH, ROUTES } from '../../lib/constants';
import { MESSAGES } from '../../lib/messages';
import { useAppDispatch } from '../../store/hooks';
import { AuthCard } from './AuthCard';
import { register } from './auth-thunks';

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

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
      <Form layout="vertical" onFinish={onFinish} disabled={submitting} requiredMark={false}>
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
          <TextInput type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter a password' }]}>
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm Password"
          name="confirmPassword"
          rules={[{ required: true, message: 'Please confirm your password' }]}
        >
          <PasswordInput autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={submitting}>
          Sign Up
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={ROUTES.login}>Already have an account? Sign In</Link>
      </div>
    </AuthCard>
  );
}
