import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { seedContract } from '../../../mocks/state';
import { renderApp, signedInState } from '../../test/render';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

function card(title: string) {
  return screen.getByText(title).closest('.ant-card') as HTMLElement;
}

describe('dashboard', () => {
  it("shows 'Loading dashboard...' first, then the counts", async () => {
    const { state, user } = signedInState();
    seedContract(user.id, { name: 'Past', renewalDate: day(-2) });
    seedContract(user.id, { name: 'Today', renewalDate: day(0) });
    seedContract(user.id, { name: 'Soon', renewalDate: day(30) });
    seedContract(user.id, { name: 'Later', renewalDate: day(31) });
    seedContract(user.id, { name: 'Undated' });
    mockServer.use(http.get('*/api/dashboard/stats', async () => (await delay(100), undefined)));
    renderApp({ route: '/dashboard', preloadedState: state });
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
    await screen.findByText('Total Contracts');
    expect(card('Total Contracts')).toHaveTextContent('5');
    expect(card('Upcoming Renewals')).toHaveTextContent('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to zeros with the error alert when the stats cannot load', async () => {
    mockServer.use(http.get('*/api/dashboard/stats', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderApp({ route: '/dashboard', preloadedState: signedInState().state });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load dashboard data. Please try refreshing the page.',
    );
    expect(card('Total Contracts')).toHaveTextContent('0');
    expect(card('Upcoming Renewals')).toHaveTextContent('0');
  });

  it.each([
    ['VIEW ALL CONTRACTS', '/contracts'],
    ['VIEW DETAILS', '/calendar'],
    ['Upload Contracts', '/upload-contracts'],
    ['View Calendar', '/calendar'],
  ])('%s goes to %s', async (button, target) => {
    renderApp({ route: '/dashboard', preloadedState: signedInState().state });
    await screen.findByText('Quick Actions');
    await userEvent.click(screen.getByRole('button', { name: new RegExp(button) }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(target));
  });
});
