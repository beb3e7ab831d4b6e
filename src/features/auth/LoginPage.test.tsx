import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { mockState } from '../../../mocks/state';
import { fullPageNavigation } from '../../lib/full-page-navigation';
import { renderApp, signedOutState } from '../../test/render';

function seedUser() {
  mockState.users.push({
    id: 'u1',
    email: 'ann@example.com',
    password: 'secret1',
    googleConnected: false,
    googleWorkspaceEmail: null,
  });
}

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in screen', () => {
  it('shows the product, the tagline and the link to sign up', async () => {
    renderApp({ route: '/login', preloadedState: signedOutState });
    expect(await screen.findByText('Track your renewals effortlessly')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Don't have an account? Sign Up" })).toHaveAttribute('href', '/register');
  });

  it('requires email and password', async () => {
    renderApp({ route: '/login', preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    // Each message follows its field once shown: typing the email clears its message only.
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    expect(screen.queryByText('Please enter your email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('shows the error alert on a wrong password', async () => {
    seedUser();
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    renderApp({ route: '/login', preloadedState: signedOutState });
    await fillAndSubmit('ann@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(go).not.toHaveBeenCalled();
  });

  it('disables the button and shows a spinner while submitting', async () => {
    seedUser();
    mockServer.use(http.post('*/api/auth/login', async () => delay('infinite')));
    renderApp({ route: '/login', preloadedState: signedOutState });
    await fillAndSubmit('ann@example.com', 'secret1');
    const button = screen.getByRole('button', { name: /Sign In/ });
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
  });

  it('goes to /upload-contracts by full page navigation after signing in', async () => {
    seedUser();
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    renderApp({ route: '/login', preloadedState: signedOutState });
    await fillAndSubmit('ann@example.com', 'secret1');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/upload-contracts'));
  });

  it('returns to the path of ?redirect= and consumes the stored key', async () => {
    seedUser();
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    renderApp({ route: '/login?redirect=/calendar', preloadedState: signedOutState });
    await waitFor(() => expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/calendar'));
    await fillAndSubmit('ann@example.com', 'secret1');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/calendar'));
    expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
  });

  it('never redirects to another site', async () => {
    seedUser();
    const go = vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    renderApp({ route: '/login?redirect=//evil.example/phish', preloadedState: signedOutState });
    await fillAndSubmit('ann@example.com', 'secret1');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/upload-contracts'));
  });
});
