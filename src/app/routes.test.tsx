import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node';
import { renderApp, signedInState, signedOutState } from '../test/render';

const location = () => screen.getByTestId('location').textContent;

describe('routes when signed out', () => {
  it.each([
    ['/', '/login'],
    ['/dashboard', '/login'],
    ['/contracts', '/login'],
    ['/calendar', '/login'],
    ['/upload-contracts', '/login?redirect=/upload-contracts'],
    ['/no-such-page', '/login?redirect=/upload-contracts'],
  ])('%s redirects to %s', async (route, target) => {
    renderApp({ route, preloadedState: signedOutState });
    await waitFor(() => expect(location()).toBe(target));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('/register shows the sign-up screen', async () => {
    renderApp({ route: '/register', preloadedState: signedOutState });
    expect(await screen.findByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(location()).toBe('/register');
  });
});

describe('routes when signed in', () => {
  it.each([
    ['/login', '/upload-contracts'],
    ['/register', '/upload-contracts'],
    ['/', '/upload-contracts'],
    ['/no-such-page', '/upload-contracts'],
  ])('%s redirects to %s', async (route, target) => {
    renderApp({ route, preloadedState: signedInState().state });
    await waitFor(() => expect(location()).toBe(target));
    expect(await screen.findByRole('heading', { name: 'Renewal Tracker Search & Upload' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/contracts', 'All Contracts'],
    ['/calendar', 'Contract Renewal Calendar'],
  ])('%s shows its screen inside the layout', async (route, heading) => {
    renderApp({ route, preloadedState: signedInState().state });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(location()).toBe(route);
  });
});

describe('while the start-up user check runs', () => {
  it("shows only the plain 'Loading...' text", async () => {
    const { token } = signedInState();
    localStorage.setItem('token', token);
    mockServer.use(
      http.get('*/api/auth/me', async () => {
        await delay(200);
        return HttpResponse.json({
          id: 'x',
          email: 'late@example.com',
          googleConnected: false,
          googleWorkspaceEmail: null,
        });
      }),
    );
    const { container } = renderApp({ route: '/dashboard', startUp: true });
    expect(container).toHaveTextContent(/^Loading\.\.\.\/dashboard$/);
    expect(await screen.findByText('late@example.com')).toBeInTheDocument();
  });
});
