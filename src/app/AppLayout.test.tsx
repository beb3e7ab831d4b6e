import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInState } from '../test/render';
import { setViewportWidth } from '../test/viewport';

const location = () => screen.getByTestId('location').textContent;

describe('signed-in layout', () => {
  it("shows the user's email in the top bar", async () => {
    renderApp({ route: '/dashboard', preloadedState: signedInState('boss@example.com').state });
    expect(await screen.findByTestId('top-bar-title')).toHaveTextContent('boss@example.com');
  });

  it('shows the product name when the user has no email', async () => {
    const { state } = signedInState();
    state.auth!.user!.email = '';
    renderApp({ route: '/dashboard', preloadedState: state });
    expect(await screen.findByTestId('top-bar-title')).toHaveTextContent('Renewal Tracker');
  });

  it('has the spec’s menu entries in order, Settings after All Contracts, and navigates with them', async () => {
    renderApp({ route: '/dashboard', preloadedState: signedInState().state });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(['Dashboard', 'Upload Contracts', 'Calendar', 'All Contracts', 'Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /All Contracts/ }));
    await waitFor(() => expect(location()).toBe('/contracts'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Calendar/ }));
    await waitFor(() => expect(location()).toBe('/calendar'));
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Settings/ }));
    await waitFor(() => expect(location()).toBe('/settings'));
  });

  it('keeps the menu permanent on wide screens, without a menu button', async () => {
    renderApp({ route: '/dashboard', preloadedState: signedInState().state });
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('hides the menu behind a menu button on small screens', async () => {
    setViewportWidth(500);
    renderApp({ route: '/dashboard', preloadedState: signedInState().state });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Upload Contracts/ }));
    await waitFor(() => expect(location()).toBe('/upload-contracts'));
  });

  it("offers the user's session for support as a DevTools file, without the token", async () => {
    const { state, token } = signedInState('help-me@example.com');
    const files: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((object: Blob) => ((blob = object), 'blob:session'));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blob! });
    });
    renderApp({ route: '/dashboard', preloadedState: state });
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Download session for support/ }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].name).toMatch(/^renewal-tracker-session-\d{8}-\d{4}\.json$/);
    const text = await files[0].blob.text();
    expect(text).not.toContain(token);
    const session = JSON.parse(text);
    expect(JSON.parse(session.preloadedState).auth).toMatchObject({
      token: '[redacted]',
      user: { email: 'help-me@example.com' },
    });
    const actions: { type: string }[] = JSON.parse(session.payload);
    expect(actions.some((action) => action.type.startsWith('api/executeQuery/'))).toBe(true);
  });
});
