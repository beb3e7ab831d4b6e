import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../../mocks/node';
import { mockState } from '../../../../mocks/state';
import { renderApp, signedInState } from '../../../test/render';

const currentStep = () => document.querySelector('.ant-steps-item-process .ant-steps-item-title')?.textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/** A signed-in user with a connected account, on the wizard's step 1. */
async function renderAtCriteria() {
  const session = signedInState();
  Object.assign(
    mockState.users.find((user) => user.id === session.user.id)!,
    {
      googleConnected: true,
      googleWorkspaceEmail: 'me@gmail.test',
    },
  );
  session.state.auth!.user!.google_credentials = true;
  const utils = renderApp({ route: '/upload-contracts', preloadedState: session.state });
  await waitFor(() => expect(currentStep()).toBe('Search Criteria'));
  return { ...utils, session };
}

async function addKeyword(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText('Keywords'), `${text}{Enter}`);
}

/** Lets the 5 s status polling tick. */
const tick = (ms = 5000) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('step 1: search criteria', () => {
  it('shows the defaults, adds trimmed keywords on Enter or Add, ignores empty ones, removes chips', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderAtCriteria();
    expect(screen.getByLabelText('Search Description')).toHaveValue('Contract Search');
    expect(screen.getByText('No keywords added yet. Add at least one keyword to search.')).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Exclude email drafts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Include all search matches (not just contracts)' })).not.toBeChecked();
    expect(screen.queryByLabelText('Specific Accounts')).not.toBeInTheDocument();

    await addKeyword(user, '  renewal  ');
    await user.type(screen.getByLabelText('Keywords'), '   {Enter}');
    await user.type(screen.getByLabelText('Keywords'), 'agreement');
    await user.click(button('plus Add'));
    const chips = within(screen.getByTestId('keywords'));
    expect(chips.getByText('renewal')).toBeInTheDocument();
    expect(chips.getByText('agreement')).toBeInTheDocument();
    expect(screen.getByTestId('keywords').querySelectorAll('.ant-tag')).toHaveLength(2);
    expect(button('Next')).toBeEnabled();
    await user.click(screen.getByLabelText('Remove renewal'));
    expect(chips.queryByText('renewal')).not.toBeInTheDocument();
  });

  it('asks for specific accounts only when searching specific accounts', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = await renderAtCriteria();
    await user.click(screen.getByLabelText('Entity'));
    await user.click(await screen.findByTitle('Specific Accounts'));
    await user.type(screen.getByRole('textbox', { name: 'Specific Accounts' }), ' a@example.com ,, b@example.com ');
    expect(store.getState().wizard.criteria.specificAccounts).toEqual(['a@example.com', 'b@example.com']);
  });
});

describe('the whole search', () => {
  it('searches, polls every 5 s with progress, selects, reviews, uploads and starts over', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { session } = await renderAtCriteria();
    await addKeyword(user, 'renewal');
    await user.click(button('Next'));

    expect(await screen.findByText('Gmail search started successfully. Waiting for results...')).toBeInTheDocument();
    expect(currentStep()).toBe('Searching');
    expect(screen.getByTestId('search-id')).toHaveTextContent(mockState.searches[0].id);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Search' })).toBeInTheDocument();
    // The spinner is a named status, as the search runs.
    expect(await screen.findByRole('status', { name: 'Searching' })).toBeInTheDocument();
    expect(mockState.searches[0].statusChecks).toBe(0);

    await tick();
    expect(await screen.findByTestId('search-status')).toHaveTextContent('PROCESSING');
    expect(screen.getByTestId('search-progress')).toHaveTextContent('4 items found, 2 analysed');
    await tick();
    await tick();
    expect(await screen.findByText('Found 3 potential contracts')).toBeInTheDocument();
    expect(currentStep()).toBe('Select Contracts');
    expect(mockState.searches[0].statusChecks).toBe(3);
    // Polling stopped at step 3.
    await tick(15_000);
    expect(mockState.searches[0].statusChecks).toBe(3);

    expect(screen.getByTestId('selection-count')).toHaveTextContent('3 of 3 contracts selected');
    expect(screen.getAllByText('Gmail')).toHaveLength(2);
    expect(screen.getAllByText('Drive')).toHaveLength(1);
    await user.click(button('Deselect All'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('0 of 3 contracts selected');
    await user.click(button('Next'));
    expect(await screen.findByText('Please select at least one contract to process')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Acme-Globex MSA.pdf' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hooli lease' }));
    await user.click(button('Next'));

    expect(await screen.findByText('Contracts processed successfully')).toBeInTheDocument();
    const cards = screen.getAllByTestId('review-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Acme-Globex MSA.pdf')).toBeInTheDocument();
    expect(within(cards[0]).getByText('$48,000.00')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Acme Corporation, Globex LLC')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/annual fee of \$48,000/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('Google Drive')).toBeInTheDocument();
    expect(within(cards[1]).getAllByText('Not detected')).toHaveLength(3);

    await user.click(button('Upload to Database'));
    expect(await screen.findByText('Successfully uploaded 2 contracts')).toBeInTheDocument();
    expect(
      screen.getByText('All contracts have been successfully processed and added to your database.'),
    ).toBeInTheDocument();
    const stored = mockState.contracts.filter((contract) => contract.ownerId === session.user.id);
    expect(stored.map((contract) => contract.name).sort()).toEqual(['Acme-Globex MSA.pdf', 'Hooli lease']);
    expect(stored.find((contract) => contract.name === 'Acme-Globex MSA.pdf')!.contractValue).toBe(48000);

    await user.click(button('Start New Search'));
    await waitFor(() => expect(currentStep()).toBe('Connect'));
    expect(screen.queryByText('Successfully uploaded 2 contracts')).not.toBeInTheDocument();
  });

  it('shows a failed search with a way back to the criteria', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = await renderAtCriteria();
    await addKeyword(user, 'fail');
    await user.click(button('Next'));
    await screen.findByTestId('search-id');
    await tick();
    await tick();
    await tick();
    expect(await screen.findAllByText('Search failed. Please try again with different criteria.')).not.toHaveLength(0);
    expect(store.getState().wizard.polling).toBe(false);
    await user.click(button('Edit Search Criteria'));
    expect(currentStep()).toBe('Search Criteria');
    expect(store.getState().wizard.search).toBeNull();
    expect(within(screen.getByTestId('keywords')).getByText('fail')).toBeInTheDocument();
  });

  it('stays on step 2 with an info notice when no contracts are found', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store } = await renderAtCriteria();
    await addKeyword(user, 'nothing');
    await user.click(button('Next'));
    await screen.findByTestId('search-id');
    await tick();
    await tick();
    await tick();
    expect(await screen.findByText('No contracts found. Try adjusting your search criteria.')).toBeInTheDocument();
    expect(currentStep()).toBe('Searching');
    expect(store.getState().wizard.polling).toBe(false);
    await tick(15_000);
    expect(mockState.searches[0].statusChecks).toBe(3);
    expect(button('Edit Search Criteria')).toBeInTheDocument();
  });

  it('gives up after five failed status checks and offers to process the results by hand', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderAtCriteria();
    await addKeyword(user, 'renewal');
    await user.click(button('Next'));
    await screen.findByTestId('search-id');
    mockServer.use(http.get('*/api/gmail/search/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await tick();
    expect(await screen.findByText('Error checking search status. Will retry automatically.')).toBeInTheDocument();
    for (let check = 2; check <= 5; check++) await tick();
    expect(
      await screen.findByText('Too many failures checking search status. Please try processing the results manually.'),
    ).toBeInTheDocument();
    mockServer.resetHandlers();
    // The mock search completes after its status checks; the manual retry then finds its contracts.
    mockState.searches[0].statusChecks = 10;
    await user.click(button('Process Results'));
    expect(await screen.findByText('Found 3 potential contracts')).toBeInTheDocument();
  });

  it('says when a status check times out after 10 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderAtCriteria();
    await addKeyword(user, 'renewal');
    await user.click(button('Next'));
    await screen.findByTestId('search-id');
    mockServer.use(http.get('*/api/gmail/search/:id', () => delay('infinite')));
    await tick();
    await tick(10_000);
    expect(await screen.findByText('Status check timed out. Retrying automatically...')).toBeInTheDocument();
  });

  it('explains a processing time-out and retries with Process Results', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderAtCriteria();
    await addKeyword(user, 'renewal');
    await user.click(button('Next'));
    await screen.findByTestId('search-id');
    mockServer.use(http.post('*/api/gmail/process/:id', () => delay('infinite'), { once: true }));
    await tick();
    await tick();
    await tick();
    await tick(30_000);
    expect(
      await screen.findByText('The request timed out. The server might be busy processing your search.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You can try processing the search results again by clicking the "Process Results" button below.',
      ),
    ).toBeInTheDocument();
    await user.click(button('Process Results'));
    expect(await screen.findByText('Found 3 potential contracts')).toBeInTheDocument();
  });
});

describe('starting a search', () => {
  it("shows the server's reason with its code and the log hint", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockServer.use(
      http.post('*/api/gmail/search', () =>
        HttpResponse.json({ message: 'Vault is not available', code: 'VAULT_DOWN' }, { status: 400 }),
      ),
    );
    await renderAtCriteria();
    await addKeyword(user, 'renewal');
    await user.click(button('Next'));
    expect(
      await screen.findByText(
        'Vault is not available (Error code: VAULT_DOWN). Please check server logs for more details.',
      ),
    ).toBeInTheDocument();
    expect(currentStep()).toBe('Search Criteria');
  });

  it('uses the default message when the server gives no reason', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockServer.use(http.post('*/api/gmail/search', () => new HttpResponse(null, { status: 502 })));
    await renderAtCriteria();
    await addKeyword(user, 'renewal');
    await user.click(button('Next'));
    expect(
      await screen.findByText('Failed to start Gmail search. Please check server logs for more details.'),
    ).toBeInTheDocument();
  });

  it('says when starting times out after 30 s', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockServer.use(http.post('*/api/gmail/search', () => delay('infinite')));
    await renderAtCriteria();
    await addKeyword(user, 'renewal');
    await user.click(button('Next'));
    expect(button(/Next/)).toBeDisabled();
    await tick(30_000);
    expect(
      await screen.findByText('The request timed out. The server might be busy, please try again.'),
    ).toBeInTheDocument();
  });
});
