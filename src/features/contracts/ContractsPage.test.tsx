import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { mockState, seedContract } from '../../../mocks/state';
import { renderApp, signedInState } from '../../test/render';

const rows = () => screen.getAllByRole('row').slice(1);
const rowNames = () => rows().map((row) => within(row).getAllByRole('cell')[0].textContent);

function seedMany(ownerId: string, count: number) {
  for (let i = 1; i <= count; i++) {
    seedContract(ownerId, {
      name: `Contract ${String(i).padStart(2, '0')}`,
      renewalDate: `2027-01-${String(i).padStart(2, '0')}`,
    });
  }
}

describe('All Contracts', () => {
  let session: ReturnType<typeof signedInState>;
  beforeEach(() => {
    session = signedInState();
  });
  const render = () => renderApp({ route: '/contracts', preloadedState: session.state });

  it('shows the empty state with its heading, text and button', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'No Contracts Found' })).toBeInTheDocument();
    expect(
      screen.getByText("You haven't added any contracts yet. Upload contracts from Google Workspace."),
    ).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /Upload Contracts/ }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload-contracts'));
  });

  it("lists the contracts newest renewal first, undated last, with 'Not available' and US dollars", async () => {
    seedContract(session.user.id, { name: 'Undated', contractValue: 99.5 });
    seedContract(session.user.id, { name: 'Early', renewalDate: '2026-12-01', contractValue: 12000 });
    seedContract(session.user.id, { name: 'Late', renewalDate: '2028-03-01' });
    render();
    await screen.findByText('Late');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Contract Name',
      'Contract Amount',
      'Renewal Date',
      'Actions',
    ]);
    expect(rowNames()).toEqual(['Late', 'Early', 'Undated']);
    const [late, early, undated] = rows();
    expect(late).toHaveTextContent('Not available');
    expect(early).toHaveTextContent('$12,000.00');
    expect(early).toHaveTextContent('Dec 1, 2026');
    expect(undated).toHaveTextContent('$99.50');
    expect(undated).toHaveTextContent('Not available');
  });

  it('searches names case-insensitively and goes back to the first page', async () => {
    seedMany(session.user.id, 15);
    render();
    await screen.findByText('Contract 15');
    await userEvent.click(screen.getByTitle('2'));
    expect(rowNames()).toEqual(['Contract 05', 'Contract 04', 'Contract 03', 'Contract 02', 'Contract 01']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search Contracts' }), 'CONTRACT 1');
    expect(rowNames()).toEqual([
      'Contract 15',
      'Contract 14',
      'Contract 13',
      'Contract 12',
      'Contract 11',
      'Contract 10',
    ]);
    expect(screen.getByTitle('1').closest('li')).toHaveClass('ant-pagination-item-active');
  });

  it('pages by 10 by default, offers 5/10/25/50, and a new size goes back to the first page', async () => {
    seedMany(session.user.id, 30);
    render();
    await screen.findByText('Contract 30');
    expect(rows()).toHaveLength(10);
    await userEvent.click(screen.getByTitle('3'));
    expect(rowNames()[0]).toBe('Contract 10');
    await userEvent.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5 / page', '10 / page', '25 / page', '50 / page']);
    await userEvent.click(screen.getByText('25 / page', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(rowNames()[0]).toBe('Contract 30');
  });

  it('downloads the PDF as contract-{id}.pdf', async () => {
    const contract = seedContract(session.user.id, { name: 'MSA', renewalDate: '2027-05-01' });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:contract');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} <- ${this.href}`);
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download MSA' }));
    await waitFor(() => expect(saved).toEqual([`contract-${contract.id}.pdf <- blob:contract`]));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:contract');
  });

  it('says when a download fails', async () => {
    seedContract(session.user.id, { name: 'MSA' });
    mockServer.use(
      http.get('*/api/contracts/:id/download', () => HttpResponse.json({ message: 'gone' }, { status: 404 })),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Download MSA' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download contract');
  });

  it('deletes after confirmation, with the buttons disabled while it runs', async () => {
    seedContract(session.user.id, { name: 'Keep' });
    seedContract(session.user.id, { name: 'Old Lease' });
    mockServer.use(http.delete('*/api/contracts/:id', async () => (await delay(150), undefined)));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Old Lease' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).toContain('Old Lease');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Old Lease' }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(within(again).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(again).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract "Old Lease" deleted successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Keep']);
    expect(mockState.contracts.map((c) => c.name)).toEqual(['Keep']);
  });

  it("shows the server's message when a delete fails, and closes the dialog", async () => {
    seedContract(session.user.id, { name: 'Locked' });
    mockServer.use(
      http.delete('*/api/contracts/:id', () => HttpResponse.json({ message: 'Contract is locked' }, { status: 409 })),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Locked' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Contract is locked');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowNames()).toEqual(['Locked']);
  });

  it("falls back to 'Failed to delete contract' without a server message", async () => {
    seedContract(session.user.id, { name: 'Locked' });
    mockServer.use(http.delete('*/api/contracts/:id', () => HttpResponse.error()));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Locked' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete contract');
  });

  it("shows the server's message, else 'Failed to fetch contracts', when the list cannot load", async () => {
    mockServer.use(
      http.get('*/api/contracts', () => HttpResponse.json({ message: 'Database is down' }, { status: 503 })),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });

  it("falls back to 'Failed to fetch contracts'", async () => {
    mockServer.use(http.get('*/api/contracts', () => HttpResponse.error()));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch contracts');
  });
});
