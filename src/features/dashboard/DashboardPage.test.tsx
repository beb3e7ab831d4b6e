import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
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

  it('counts cancel-by deadlines of the next 30 days, contracts to review and overdue ones, each opening the list', async () => {
    const { state, user } = signedInState();
    seedContract(user.id, { name: 'Missed', renewalDate: day(10), cancelByDate: day(-1) });
    seedContract(user.id, { name: 'Act now', renewalDate: day(60), cancelByDate: day(5), reviewState: 'reviewed' });
    seedContract(user.id, { name: 'Later', renewalDate: day(200), cancelByDate: day(100) });
    renderApp({ route: '/dashboard', preloadedState: state });
    await screen.findByText('Total Contracts');
    expect(card('Cancel-by Deadlines (Next 30 days)')).toHaveTextContent('1');
    expect(card('Needs Review')).toHaveTextContent('2');
    expect(card('Overdue')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'VIEW OVERDUE' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/contracts?filter=overdue'));
    expect(await screen.findByText('Showing: Overdue')).toBeInTheDocument();
  });

  it('refreshes the counts every minute while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { state, user } = signedInState();
      seedContract(user.id, { name: 'First', renewalDate: day(3) });
      renderApp({ route: '/dashboard', preloadedState: state });
      await waitFor(() => expect(card('Total Contracts')).toHaveTextContent('1'));
      seedContract(user.id, { name: 'Stored meanwhile', renewalDate: day(5) });
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(card('Total Contracts')).toHaveTextContent('1');
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(card('Total Contracts')).toHaveTextContent('2'));
      expect(card('Upcoming Renewals')).toHaveTextContent('2');
    } finally {
      vi.useRealTimers();
    }
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
