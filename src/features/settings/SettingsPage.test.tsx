import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { mockState, seedContract } from '../../../mocks/state';
import { renderApp, signedInState } from '../../test/render';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

async function renderSettings() {
  const session = signedInState('settings@example.com');
  const utils = renderApp({ route: '/settings', preloadedState: session.state });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  await screen.findByRole('button', { name: /Save/ });
  return { ...utils, session };
}

const selected = (label: string) =>
  [
    ...screen
      .getByRole('combobox', { name: label })
      .closest('.ant-select')!
      .querySelectorAll('.ant-select-selection-item'),
  ].map((item) => item.textContent);

describe('the Settings screen', () => {
  it('shows the defaults, that e-mail is not configured, and the reminders waiting in the outbox', async () => {
    const session = signedInState('settings@example.com');
    seedContract(session.user.id, { name: 'Hosting Agreement', cancelByDate: day(10), renewalDate: day(40) });
    seedContract(session.user.id, { name: 'Far Lease', renewalDate: day(200) });
    renderApp({ route: '/settings', preloadedState: session.state });
    await screen.findByRole('button', { name: /Save/ });
    expect(selected('Lead times in days')).toEqual(['90', '30', '14', '7', '1']);
    expect(selected('Recipients')).toEqual(['settings@example.com']);
    expect(screen.getByRole('checkbox', { name: /Cancel-by dates/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Renewal dates/ })).toBeChecked();
    expect(await screen.findByTestId('email-not-configured')).toHaveTextContent('E-mail is not configured');
    const outbox = screen.getByRole('table');
    expect(await within(outbox).findByText(/Cancel by .*: Hosting Agreement/)).toBeInTheDocument();
    expect(within(outbox).getByText(/Renews .*: Hosting Agreement/)).toBeInTheDocument();
    expect(within(outbox).queryByText(/Far Lease/)).not.toBeInTheDocument();
    expect(within(outbox).getByText('Not sent yet')).toBeInTheDocument();
  });

  it('saves the settings, and shows the server’s reason, naming the field, when it refuses them', async () => {
    const { session } = await renderSettings();
    const recipients = screen.getByRole('combobox', { name: 'Recipients' });
    await userEvent.type(recipients, 'legal@example.com{enter}');
    await userEvent.click(screen.getByRole('checkbox', { name: /Renewal dates/ }));
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByTestId('settings-notice')).toHaveTextContent('Reminder settings saved.');
    expect(mockState.users.find((user) => user.id === session.user.id)!.reminderSettings).toMatchObject({
      recipients: ['settings@example.com', 'legal@example.com'],
      renewal: false,
    });

    await userEvent.type(recipients, 'not-an-address{enter}');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(screen.getByTestId('settings-notice')).toHaveTextContent(
        'recipients: "not-an-address" is not an e-mail address.',
      ),
    );
  });

  it('refuses a lead time that is not a whole number of days before asking the server', async () => {
    await renderSettings();
    await userEvent.type(screen.getByRole('combobox', { name: 'Lead times in days' }), 'soon{enter}');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByTestId('settings-notice')).toHaveTextContent('leadDays: lead times are whole numbers');
  });

  it('says why a test message cannot be sent', async () => {
    await renderSettings();
    await userEvent.click(screen.getByRole('button', { name: /Send test message/ }));
    expect(await screen.findByTestId('settings-notice')).toHaveTextContent(
      'E-mail is not configured on this server: set SMTP_URL',
    );
  });
});
