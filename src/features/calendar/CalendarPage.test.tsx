import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { seedContract } from '../../../mocks/state';
import { renderApp, signedInState } from '../../test/render';

const originalTz = process.env.TZ;

describe('renewals calendar', () => {
  let session: ReturnType<typeof signedInState>;
  beforeEach(() => {
    // Only Date is faked, so promises and timers still run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 10, 9, 0)); // March 10, 2027, local time
    session = signedInState();
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = originalTz;
  });
  const render = () => renderApp({ route: '/calendar', preloadedState: session.state });

  it("titles the month 'MMMM yyyy' with Sun..Sat headers, and moves between months", async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'March 2027' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2027' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2027' })).toBeInTheDocument();
  });

  it("shows '{n} renewal' / '{n} renewals' on the right days, highlighted", async () => {
    seedContract(session.user.id, { name: 'A', renewalDate: '2027-03-15' });
    seedContract(session.user.id, { name: 'B', renewalDate: '2027-03-22' });
    seedContract(session.user.id, { name: 'C', renewalDate: '2027-03-22' });
    render();
    const day15 = await screen.findByTestId('day-2027-03-15');
    await waitFor(() => expect(day15).toHaveTextContent('1 renewal'));
    expect(day15).not.toHaveTextContent('renewals');
    expect(screen.getByTestId('day-2027-03-22')).toHaveTextContent('2 renewals');
    expect(screen.getByTestId('day-2027-03-16')).not.toHaveTextContent('renewal');
    expect(day15.style.background).not.toBe('');
    expect(screen.getByTestId('day-2027-03-16').style.background).toBe('');
  });

  it('lists the next 30 days ascending with dates and dollar amounts ($0 when none)', async () => {
    seedContract(session.user.id, { name: 'Too late', renewalDate: '2027-04-10' });
    seedContract(session.user.id, { name: 'Last day', renewalDate: '2027-04-09', contractValue: 2500 });
    seedContract(session.user.id, { name: 'Past', renewalDate: '2027-03-09' });
    seedContract(session.user.id, { name: 'Today', renewalDate: '2027-03-10' });
    seedContract(session.user.id, { name: 'Undated' });
    render();
    const panel = (await screen.findByText('Upcoming Renewals (Next 30 days)')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    const items = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('Today');
    expect(items[0]).toContain('Mar 10, 2027');
    expect(items[0]).toContain('$0');
    expect(items[1]).toContain('Last day');
    expect(items[1]).toContain('Apr 9, 2027');
    expect(items[1]).toContain('$2,500');
  });

  it('shows cancel-by dates as a second kind of entry, apart from renewals, in the grid and the 30-day list', async () => {
    const contract = seedContract(session.user.id, {
      name: 'Hosting',
      renewalDate: '2027-04-30',
      cancelByDate: '2027-03-31',
      contractValue: 900,
    });
    render();
    const day31 = await screen.findByTestId('day-2027-03-31');
    await waitFor(() => expect(day31).toHaveTextContent('1 cancel-by'));
    expect(day31).not.toHaveTextContent('renewal');
    expect(day31.style.background).not.toBe('');
    const panel = (await screen.findByText('Upcoming Renewals (Next 30 days)')).closest('.ant-card') as HTMLElement;
    const [item] = within(panel).getAllByRole('listitem');
    expect(item).toHaveTextContent('Cancel by');
    expect(item).toHaveTextContent('Mar 31, 2027');
    expect(item).toHaveTextContent('$900');
    await userEvent.click(within(day31).getByRole('link', { name: 'Cancel by: Hosting' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/contracts/${contract.id}`));
  });

  it('opens a contract from the 30-day list', async () => {
    const contract = seedContract(session.user.id, { name: 'Soon', renewalDate: '2027-03-20' });
    render();
    const panel = (await screen.findByText('Upcoming Renewals (Next 30 days)')).closest('.ant-card') as HTMLElement;
    await userEvent.click(await within(panel).findByRole('link', { name: 'Soon' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/contracts/${contract.id}`));
  });

  it('draws only the rows in view when the next 30 days hold hundreds of renewals', async () => {
    for (let n = 0; n < 300; n++) seedContract(session.user.id, { name: `Bulk ${n}`, renewalDate: '2027-03-20' });
    render();
    const panel = (await screen.findByText('Upcoming Renewals (Next 30 days)')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(within(panel).getAllByRole('listitem').length).toBeLessThan(20);
  });

  it("says 'No upcoming renewals' when there are none", async () => {
    seedContract(session.user.id, { name: 'Far', renewalDate: '2028-01-01' });
    render();
    expect(await screen.findByText('No upcoming renewals')).toBeInTheDocument();
  });

  it('only logs a load failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockServer.use(http.get('*/api/contracts', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    render();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No upcoming renewals')).toBeInTheDocument();
  });

  it.each(['America/Los_Angeles', 'Asia/Tokyo', 'UTC'])('puts a renewal on its calendar day in %s', async (zone) => {
    process.env.TZ = zone;
    vi.setSystemTime(new Date(2027, 2, 10, 9, 0));
    seedContract(session.user.id, { name: 'First of March', renewalDate: '2027-03-01' });
    render();
    await waitFor(() => expect(screen.getByTestId('day-2027-03-01')).toHaveTextContent('1 renewal'));
    expect(screen.queryByTestId('day-2027-02-28')).not.toHaveTextContent('renewal');
    expect(screen.getByTestId('day-2027-03-02')).not.toHaveTextContent('renewal');
  });

  it('shows the calendar feed’s address, and a new one after Rotate', async () => {
    render();
    const address = await screen.findByTestId('feed-url');
    const value = () => (address as HTMLInputElement).value;
    await waitFor(() => expect(value()).toMatch(/\/calendar\/.+\.ics$/));
    const before = value();
    await userEvent.click(screen.getByRole('button', { name: /Rotate/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(value()).not.toBe(before));
    expect(value()).toMatch(/\/calendar\/.+\.ics$/);
    expect(await screen.findByText(/the old one no longer works/)).toBeInTheDocument();
  });
});
