import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockState } from '../../../mocks/state';
import { fullPageNavigation } from '../../lib/full-page-navigation';
import { renderApp, signedInState } from '../../test/render';
import { login, logout } from './auth-thunks';

const location = () => screen.getByTestId('location').textContent;

describe('start-up user check', () => {
  it('signs in with a stored token', async () => {
    const { token, user } = signedInState('stored@example.com');
    localStorage.setItem('token', token);
    const { store } = renderApp({ route: '/dashboard', startUp: true });
    expect(await screen.findByTestId('top-bar-title')).toHaveTextContent('stored@example.com');
    expect(store.getState().auth).toMatchObject({ loading: false, user: { id: user.id, google_credentials: false } });
  });

  it('falls back to the session-storage backup of the token', async () => {
    const { token } = signedInState('backup@example.com');
    sessionStorage.setItem('auth_token_backup', token);
    renderApp({ route: '/dashboard', startUp: true });
    expect(await screen.findByTestId('top-bar-title')).toHaveTextContent('backup@example.com');
  });

  it('drops a token the server refuses, logging to the console only', async () => {
    localStorage.setItem('token', 'expired-token');
    sessionStorage.setItem('auth_token_backup', 'expired-token');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderApp({ route: '/dashboard', startUp: true });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(store.getState().auth).toMatchObject({ user: null, token: null, loading: false });
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(sessionStorage.getItem('auth_token_backup')).toBeNull();
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ends loading signed out when no token is stored', async () => {
    const { store } = renderApp({ route: '/login', startUp: true });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ user: null, loading: false });
  });
});

describe('login and logout', () => {
  it('stores the token in local storage with a session-storage backup', async () => {
    mockState.users.push({
      id: 'u1',
      email: 'ann@example.com',
      password: 'pw1',
      googleConnected: true,
      googleWorkspaceEmail: 'ann@corp.example',
    });
    vi.spyOn(fullPageNavigation, 'go').mockImplementation(() => {});
    const { store } = renderApp({ route: '/login', startUp: true });
    await screen.findByRole('button', { name: 'Sign In' });
    await store.dispatch(login({ email: 'ann@example.com', password: 'pw1' }));
    const token = store.getState().auth.token!;
    expect(token).toBeTruthy();
    expect(localStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem('auth_token_backup')).toBe(token);
    expect(store.getState().auth.user).toEqual({
      id: 'u1',
      email: 'ann@example.com',
      google_credentials: true,
      googleWorkspaceEmail: 'ann@corp.example',
    });

    await store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({ user: null, token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('auth_token_backup')).toBeNull();
  });

  it("rejects a failed login with the auth step's message", async () => {
    const { store } = renderApp({ route: '/login', startUp: true });
    await screen.findByRole('button', { name: 'Sign In' });
    const result = await store.dispatch(login({ email: 'nobody@example.com', password: 'x' }));
    expect(result.payload).toBe('Login failed. Please check your credentials.');
    expect(store.getState().auth.token).toBeNull();
  });

  it('logs out from the menu and lands on /login', async () => {
    renderApp({ route: '/dashboard', preloadedState: signedInState().state });
    await userEvent.click(await screen.findByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
