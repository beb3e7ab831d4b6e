import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
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
    // The spec's columns, with the last day to give notice and the review status between them.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Contract Name',
      'Contract Amount',
      'Renewal Date',
      'Cancel By',
      'Status',
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

  it('shows contracts stored elsewhere within a minute, while the list is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      seedContract(session.user.id, { name: 'First', renewalDate: '2027-01-01' });
      render();
      await screen.findByText('First');
      seedContract(session.user.id, { name: 'Stored from another tab', renewalDate: '2027-02-01' });
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(await screen.findByText('Stored from another tab')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
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

  it('exports the contracts the search leaves as CSV, named for today', async () => {
    seedContract(session.user.id, { name: 'Hosting Agreement', renewalDate: '2027-05-01', contractValue: 1200 });
    seedContract(session.user.id, { name: 'Office Lease', renewalDate: '2027-06-01' });
    const files: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Search Contracts' }), 'hosting');
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByText('CSV (.csv)'));
    await waitFor(() => expect(saved).toEqual([`contracts-${dayjs().format('YYYY-MM-DD')}.csv`]));
    const csv = await files[0].text();
    expect(csv.split('\n')[0].replace(/^\uFEFF/, '')).toBe(
      'Name,Renewal Date,Cancel By,Notice Period (days),Auto-renews,Renewal Period (months),Amount,Currency,Parties,Source,Review State,Link',
    );
    expect(csv).toContain('Hosting Agreement,2027-05-01,');
    expect(csv).not.toContain('Office Lease');
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

  it('opens a contract from its row, and shows its cancel-by date and status', async () => {
    const contract = seedContract(session.user.id, {
      name: 'Hosting',
      renewalDate: '2099-06-01',
      cancelByDate: '2099-05-01',
      reviewState: 'reviewed',
    });
    render();
    const row = (await screen.findByText('Hosting')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('May 1, 2099');
    expect(row).toHaveTextContent('Reviewed');
    await userEvent.click(within(row).getByRole('link', { name: 'Hosting' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/contracts/${contract.id}`));
  });

  it('shows only what a dashboard card counts when opened with its filter, and all again when cleared', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    seedContract(session.user.id, { name: 'Missed notice', renewalDate: day(10), cancelByDate: day(-1) });
    seedContract(session.user.id, {
      name: 'Fine',
      renewalDate: day(100),
      cancelByDate: day(40),
      reviewState: 'reviewed',
    });
    renderApp({ route: '/contracts?filter=overdue', preloadedState: session.state });
    expect(await screen.findByText('Showing: Overdue')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Missed notice']);
    expect(rows()[0]).toHaveTextContent('Overdue');
    await userEvent.click(screen.getByRole('button', { name: 'Show all contracts' }));
    await waitFor(() => expect(rowNames()).toHaveLength(2));
  });

  // jsdom's File does not survive the trip through its XMLHttpRequest, so the server's answers are given by the
  // handler here; what the mock backend does with real files runs in the demo's browser test.
  it('adds contracts from files: each shows its own result, and the list shows what was stored', async () => {
    seedContract(session.user.id, { name: 'Existing' });
    const answers = [
      () => {
        const stored = seedContract(session.user.id, { name: 'Support Agreement' });
        return HttpResponse.json({ contracts: [stored], duplicates: [], failed: [] }, { status: 201 });
      },
      () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'No contract could be read from the upload (empty.txt: The file is empty).',
          },
          { status: 400 },
        ),
    ];
    mockServer.use(http.post('*/api/contracts/upload', () => answers.shift()!()));
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Add contracts/ }));
    const input = document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['%PDF-1.4'], 'support.pdf', { type: 'application/pdf' }),
      new File([''], 'empty.txt', { type: 'text/plain' }),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('upload-file')).toHaveLength(2));
    const results = screen.getAllByTestId('upload-file');
    expect(results.map((result) => result.querySelector('strong')!.textContent)).toEqual(['support.pdf', 'empty.txt']);
    await waitFor(() => expect(results[0]).toHaveTextContent('Stored, needs review: open it'));
    await waitFor(() => expect(results[1]).toHaveTextContent(/empty\.txt: The file is empty/));
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('Support Agreement')).toBeInTheDocument();
  });
});
