import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../../mocks/node';
import { mockState } from '../../../../mocks/state';
import { renderApp, signedInState } from '../../../test/render';
import { popupWindow } from './popup-window';
import { uploadCredentials } from './connection-thunks';

const currentStep = () => document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
const nextButton = () => screen.getByRole('button', { name: 'Next' });

function renderWizard(route = '/upload-contracts', connected = false) {
  const session = signedInState();
  session.state.auth!.user!.google_credentials = connected;
  return { ...renderApp({ route, preloadedState: session.state }), session };
}

function postFromPopup(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('step 0: connect a Google account', () => {
  it('offers the two methods, keeps Next disabled, and opens an 800x600 popup on the consent page', async () => {
    const open = vi.spyOn(popupWindow, 'open').mockReturnValue({} as Window);
    renderWizard();
    expect(await screen.findByRole('radio', { name: /Personal Google account/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /service account/ })).not.toBeChecked();
    expect(nextButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Connect with Google/ }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        expect.stringMatching(/^http:\/\/localhost:3000\/mock-google-consent\.html\?user=/),
      ),
    );
  });

  it('says when the popup is blocked', async () => {
    vi.spyOn(popupWindow, 'open').mockReturnValue(null);
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: /Connect with Google/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popup blocked! Please allow popups for this site.');
  });

  it("shows the server's reason when the consent page cannot be had, else the default", async () => {
    mockServer.use(
      http.get('*/api/google/auth-url', () => HttpResponse.json({ message: 'Not configured here' }, { status: 400 })),
    );
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: /Connect with Google/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not configured here');
  });

  it('accepts the popup message from this origin only, then moves on to step 1', async () => {
    renderWizard();
    await screen.findByRole('button', { name: /Connect with Google/ });
    postFromPopup({ type: 'google-auth-complete', email: 'evil@example.com' }, 'https://evil.example');
    expect(screen.queryByText(/Google account connected successfully!/)).not.toBeInTheDocument();
    expect(currentStep()).toBe('Connect');
    postFromPopup({ type: 'google-auth-complete', email: 'me@gmail.test' });
    expect(await screen.findByText('Google account connected successfully! (me@gmail.test)')).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Search Criteria'));
  });

  it('does not pull the user forward again when the same connection is reported twice', async () => {
    const { session } = renderWizard();
    await screen.findByRole('button', { name: /Connect with Google/ });
    // As the server would have it once the popup's callback stored the connection.
    Object.assign(
      mockState.users.find((user) => user.id === session.user.id)!,
      {
        googleConnected: true,
        googleWorkspaceEmail: 'me@gmail.test',
      },
    );
    postFromPopup({ type: 'google-auth-complete', email: 'me@gmail.test' });
    await waitFor(() => expect(currentStep()).toBe('Search Criteria'));
    postFromPopup({ type: 'google-auth-complete', email: 'me@gmail.test' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Google account connected')).toBeInTheDocument();
    expect(currentStep()).toBe('Connect');
  });

  it('accepts the plain string form of the message and restores a token it carries', async () => {
    const { store } = renderWizard();
    await screen.findByRole('button', { name: /Connect with Google/ });
    postFromPopup('google-auth-complete');
    expect(await screen.findByText(/^Google account connected successfully!/)).toBeInTheDocument();
    postFromPopup({ type: 'google-auth-complete', originalToken: 'restored-token' });
    await waitFor(() => expect(store.getState().auth.token).toBe('restored-token'));
  });

  it('handles the redirect return: parameters removed, message with the e-mail', async () => {
    renderWizard('/upload-contracts?google-connected=true&email=back%40gmail.test');
    expect(await screen.findByText('Google account connected successfully! (back@gmail.test)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/upload-contracts$/));
  });

  // jsdom's File does not survive Node's fetch, so these tests answer the upload from the handler alone; the
  // multipart transport itself is covered by the server tests.
  it('validates the Workspace e-mail, uploads the key and moves on', async () => {
    mockServer.use(
      http.post('*/api/google/upload-credentials', () =>
        HttpResponse.json({
          message: 'Google Workspace connected successfully',
          workspaceEmail: 'admin@workspace.test',
        }),
      ),
    );
    renderWizard();
    await userEvent.click(await screen.findByRole('radio', { name: /service account/ }));
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.type(screen.getByLabelText('Google Workspace Email'), 'no-at-sign');
    await userEvent.upload(fileInput, new File(['{}'], 'key.json', { type: 'application/json' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    expect(await screen.findByText('Please enter a valid Google Workspace email address')).toBeInTheDocument();
    // The form stays disabled until the refused upload has settled; the message can show a moment before.
    await waitFor(() => expect(screen.getByLabelText('Google Workspace Email')).toBeEnabled());

    await userEvent.clear(screen.getByLabelText('Google Workspace Email'));
    await userEvent.type(screen.getByLabelText('Google Workspace Email'), 'admin@workspace.test');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    expect(await screen.findByText('Google Workspace connected successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentStep()).toBe('Search Criteria'));
  });

  it('refuses a file that is not .json before sending it', async () => {
    const { store } = renderWizard();
    await store.dispatch(
      uploadCredentials({
        file: new File(['x'], 'key.txt', { type: 'text/plain' }),
        workspaceEmail: 'a@workspace.test',
      }),
    );
    expect(store.getState().wizard.errorMessage).toBe('Please upload a JSON file');
  });

  it("shows the server's reason when a key is refused", async () => {
    mockServer.use(
      http.post('*/api/google/upload-credentials', () =>
        HttpResponse.json({ message: 'Domain-wide delegation is not granted' }, { status: 400 }),
      ),
    );
    renderWizard();
    await userEvent.click(await screen.findByRole('radio', { name: /service account/ }));
    await userEvent.type(screen.getByLabelText('Google Workspace Email'), 'admin@workspace.test');
    const fileInput = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(fileInput, new File(['{}'], 'key.json', { type: 'application/json' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Credentials' }));
    expect(await screen.findByText('Domain-wide delegation is not granted')).toBeInTheDocument();
  });

  it('clears messages when the method changes', async () => {
    vi.spyOn(popupWindow, 'open').mockReturnValue(null);
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: /Connect with Google/ }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('radio', { name: /service account/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves on when already connected; back on step 0 shows the account and disconnects', async () => {
    mockServer.use(
      http.get('*/api/google/status', () =>
        HttpResponse.json({
          connected: true,
          workspaceEmail: 'ws@workspace.test',
          method: 'service_account',
          reason: null,
        }),
      ),
    );
    renderWizard();
    await waitFor(() => expect(currentStep()).toBe('Search Criteria'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const notice = await screen.findByText('Google account connected');
    expect(within(notice.closest('.ant-alert') as HTMLElement).getByTestId('connected-email')).toHaveTextContent(
      'ws@workspace.test',
    );
    mockServer.use(
      http.get('*/api/google/status', () =>
        HttpResponse.json({ connected: false, workspaceEmail: null, method: null, reason: null }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Google account disconnected successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Connect with Google/ })).toBeInTheDocument();
  });

  it("says 'Failed to disconnect Google account' when disconnecting fails", async () => {
    mockServer.use(
      http.get('*/api/google/status', () =>
        HttpResponse.json({ connected: true, workspaceEmail: 'ws@workspace.test', method: 'oauth', reason: null }),
      ),
      http.post('*/api/google/disconnect', () => HttpResponse.error()),
    );
    renderWizard();
    await waitFor(() => expect(currentStep()).toBe('Search Criteria'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect Google account')).toBeInTheDocument();
    expect(screen.getByText('Google account connected')).toBeInTheDocument();
  });
});
