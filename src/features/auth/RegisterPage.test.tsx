import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockState } from '../../../mocks/state';
import { renderApp, signedOutState } from '../../test/render';

async function fillAndSubmit(email: string, password: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('sign-up screen', () => {
  it('links to sign in', async () => {
    renderApp({ route: '/register', preloadedState: signedOutState });
    expect(await screen.findByRole('link', { name: 'Already have an account? Sign In' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('requires every field', async () => {
    renderApp({ route: '/register', preloadedState: signedOutState });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
  });

  it('refuses passwords that do not match', async () => {
    renderApp({ route: '/register', preloadedState: signedOutState });
    await fillAndSubmit('new@example.com', 'abcdef', 'abcdeg');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(mockState.users).toHaveLength(0);
  });

  it('refuses a password under 3 characters with the spec message', async () => {
    renderApp({ route: '/register', preloadedState: signedOutState });
    await fillAndSubmit('new@example.com', 'ab', 'ab');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(mockState.users).toHaveLength(0);
  });

  it('accepts a 3-character password, signs in automatically and lands on /upload-contracts', async () => {
    const { store } = renderApp({ route: '/register', startUp: true });
    await fillAndSubmit('new@example.com', 'abc', 'abc');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload-contracts'));
    expect(store.getState().auth.user?.email).toBe('new@example.com');
    expect(localStorage.getItem('token')).toBe(store.getState().auth.token);
  });

  it('reports an address already in use', async () => {
    mockState.users.push({
      id: 'u1',
      email: 'taken@example.com',
      password: 'x',
      googleConnected: false,
      googleWorkspaceEmail: null,
    });
    renderApp({ route: '/register', preloadedState: signedOutState });
    await fillAndSubmit('taken@example.com', 'abcdef', 'abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Email might already be in use.');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });
});
