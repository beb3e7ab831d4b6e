import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { mockState, seedContract, type MockContract } from '../../../mocks/state';
import { renderApp, signedInState } from '../../test/render';

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const shown = (offset: number) => dayjs().add(offset, 'day').format('MMM D, YYYY');

/** A contract as a search would have stored it: read by the analysis, with its sentences. */
function seedAnalysed(ownerId: string, fields: Partial<MockContract> = {}) {
  return seedContract(ownerId, {
    name: 'Hosting Agreement',
    renewalDate: day(90),
    expirationDate: day(90),
    cancelByDate: day(30),
    noticePeriodDays: 60,
    autoRenews: true,
    renewalTermMonths: 12,
    contractValue: 12000,
    currency: 'USD',
    parties: ['Acme Inc.', 'Beta LLC'],
    source: 'gmail',
    sourceLocation: 'Gmail: Signed hosting agreement (me@gmail.test)',
    sourceUrl: 'https://mail.google.com/mail/u/me%40gmail.test/#all/msg-1',
    fileName: 'hosting.pdf',
    hasOriginalFile: true,
    evidence: {
      noticePeriodDays: 'Either party may give sixty (60) days notice of non-renewal.',
      cancelByDate: 'Either party may give sixty (60) days notice of non-renewal.',
      expirationDate: 'The initial term ends on the date ninety days from now.',
      contractValue: 'Customer shall pay $12,000 a year.',
    },
    confidence: { noticePeriodDays: 0.85, cancelByDate: 0.85, expirationDate: 0.85, contractValue: 0.6 },
    history: [
      {
        at: '2026-11-01T10:00:00.000Z',
        actor: 'search',
        field: 'source',
        from: null,
        to: 'Gmail: Signed hosting agreement',
      },
      { at: '2026-11-01T10:00:00.000Z', actor: 'analysis', field: 'noticePeriodDays', from: null, to: 60 },
    ],
    ...fields,
  });
}

const field = (key: string) => screen.getByTestId(`field-${key}`);

async function renderRecord(fields: Partial<MockContract> = {}) {
  const session = signedInState('checker@example.com');
  const contract = seedAnalysed(session.user.id, fields);
  const utils = renderApp({ route: `/contracts/${contract.id}`, preloadedState: session.state });
  await screen.findByRole('heading', { level: 1, name: /Hosting Agreement/ });
  return { ...utils, contract };
}

describe('the contract page', () => {
  it('shows every field, the sentence each was read from, where it came from, and marks what to check', async () => {
    await renderRecord();
    expect(within(field('cancelByDate')).getByTestId('value-cancelByDate')).toHaveTextContent(shown(30));
    expect(within(field('cancelByDate')).getByText('· The last day to give notice')).toBeInTheDocument();
    expect(within(field('cancelByDate')).getByTestId('evidence-cancelByDate')).toHaveTextContent(
      'Either party may give sixty (60) days notice of non-renewal.',
    );
    expect(within(field('renewalDate')).getByTestId('value-renewalDate')).toHaveTextContent(shown(90));
    expect(within(field('autoRenews')).getByText('Yes, for 12 months at a time')).toBeInTheDocument();
    expect(within(field('noticePeriodDays')).getByText('60 days')).toBeInTheDocument();
    expect(within(field('contractValue')).getByText('$12,000.00')).toBeInTheDocument();
    expect(within(field('parties')).getByText('Acme Inc., Beta LLC')).toBeInTheDocument();
    expect(within(field('effectiveDate')).getByText('Not detected')).toBeInTheDocument();
    // Read by the analysis; the amount, read with little confidence, is marked for checking.
    expect(within(field('noticePeriodDays')).getByText('From the analysis')).toBeInTheDocument();
    expect(within(field('noticePeriodDays')).queryByText('Check this')).not.toBeInTheDocument();
    expect(within(field('contractValue')).getByText('Check this')).toBeInTheDocument();
    expect(screen.getByTestId('record-status')).toHaveTextContent('Needs review');
    expect(screen.getByRole('link', { name: /Open in Gmail/ })).toHaveAttribute(
      'href',
      'https://mail.google.com/mail/u/me%40gmail.test/#all/msg-1',
    );
    expect(screen.getByRole('button', { name: /Download hosting\.pdf/ })).toBeInTheDocument();
    const history = screen.getAllByTestId('history-entry').map((entry) => entry.textContent);
    expect(history[0]).toContain('Search added the contract (Gmail: Signed hosting agreement)');
    expect(history[1]).toContain('The analysis read Notice period: 60 days');
  });

  it("corrects a date in place: saved, the person's now, the cancel-by date follows, and history tells it", async () => {
    const { contract } = await renderRecord();
    await userEvent.click(screen.getByRole('button', { name: 'Edit End of initial term' }));
    const picker = within(field('expirationDate')).getByRole('textbox', { name: 'End of initial term' });
    await userEvent.clear(picker);
    await userEvent.type(picker, `${shown(120)}{Enter}`);
    await userEvent.click(within(field('expirationDate')).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(field('expirationDate')).getByText('Set by a person')).toBeInTheDocument());
    expect(screen.getByTestId('value-expirationDate')).toHaveTextContent(shown(120));
    expect(screen.getByTestId('value-renewalDate')).toHaveTextContent(shown(120));
    expect(screen.getByTestId('value-cancelByDate')).toHaveTextContent(shown(60));
    const history = screen.getAllByTestId('history-entry').map((entry) => entry.textContent);
    expect(history).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`checker@example.com changed End of initial term from ${shown(90)} to ${shown(120)}`),
        expect.stringContaining(`Renewal Tracker changed Cancel by from ${shown(30)} to ${shown(60)}`),
      ]),
    );
    expect(mockState.contracts.find((c) => c.id === contract.id)!.fieldSources).toEqual({ expirationDate: 'person' });
  });

  it.each([
    [
      'a notice period over ten years',
      'noticePeriodDays',
      'Notice period',
      'Notice period in days',
      '4000',
      /between 0 and 3,650 days/,
    ],
    ['an amount below zero', 'contractValue', 'Amount', 'Amount', '-5', /cannot be below zero/],
  ])('refuses %s with a clear message and saves nothing', async (_what, key, label, input, typed, message) => {
    const { contract } = await renderRecord();
    await userEvent.click(screen.getByRole('button', { name: `Edit ${label}` }));
    const box = within(field(key)).getByRole('spinbutton', { name: input });
    await userEvent.clear(box);
    await userEvent.type(box, typed);
    await userEvent.click(within(field(key)).getByRole('button', { name: 'Save' }));
    expect(await within(field(key)).findByText(message)).toBeInTheDocument();
    expect(mockState.contracts.find((c) => c.id === contract.id)!.version).toBe(1);
    await userEvent.click(within(field(key)).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('value-noticePeriodDays')).toHaveTextContent('60 days');
  });

  it('refuses a currency that is not ISO 4217', async () => {
    await renderRecord();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Amount' }));
    const currency = within(field('contractValue')).getByRole('textbox', { name: 'Currency (ISO 4217)' });
    await userEvent.clear(currency);
    await userEvent.type(currency, 'XYZ');
    await userEvent.click(within(field('contractValue')).getByRole('button', { name: 'Save' }));
    expect(
      await within(field('contractValue')).findByText(/"XYZ" is not an ISO 4217 currency code/),
    ).toBeInTheDocument();
  });

  it('does not overwrite a change made meanwhile elsewhere: it says so and shows the contract as it now is', async () => {
    const { contract } = await renderRecord();
    // Someone else renamed it in another window after this page loaded.
    Object.assign(
      mockState.contracts.find((c) => c.id === contract.id)!,
      { noticePeriodDays: 45, version: 2 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Notice period' }));
    const input = within(field('noticePeriodDays')).getByRole('spinbutton', { name: 'Notice period in days' });
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await userEvent.click(within(field('noticePeriodDays')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/changed meanwhile/)).toBeInTheDocument();
    await userEvent.click(within(field('noticePeriodDays')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('value-noticePeriodDays')).toHaveTextContent('45 days'));
  });

  it('marks the contract reviewed, and back', async () => {
    await renderRecord();
    await userEvent.click(screen.getByRole('button', { name: /Mark reviewed/ }));
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('Reviewed'));
    expect(screen.getByText('Marked as reviewed.')).toBeInTheDocument();
    expect(screen.getAllByTestId('history-entry').at(-1)).toHaveTextContent('checker@example.com marked it reviewed');
    await userEvent.click(screen.getByRole('button', { name: /Mark as needing review/ }));
    await waitFor(() => expect(screen.getByTestId('record-status')).toHaveTextContent('Needs review'));
  });

  it('says overdue when the last day to give notice has passed before the renewal', async () => {
    await renderRecord({ cancelByDate: day(-2), renewalDate: day(20) });
    expect(screen.getByTestId('record-status')).toHaveTextContent('Overdue');
  });

  it("says so for a contract that is not the user's", async () => {
    const session = signedInState('someone@example.com');
    const other = seedAnalysed('another-user');
    renderApp({ route: `/contracts/${other.id}`, preloadedState: session.state });
    expect(await screen.findByText('This contract does not exist, or it is not yours.')).toBeInTheDocument();
  });

  it('marks the current term handled (no more reminders for it), records it, and can undo it', async () => {
    await renderRecord();
    await userEvent.click(screen.getByRole('button', { name: /Mark handled for this term/ }));
    expect(await screen.findByText('Marked handled: no more reminders for this term.')).toBeInTheDocument();
    expect(screen.getAllByTestId('history-entry').at(-1)).toHaveTextContent(
      'checker@example.com marked this term handled',
    );
    await userEvent.click(screen.getByRole('button', { name: /remind me again/ }));
    expect(await screen.findByRole('button', { name: /Mark handled for this term/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('history-entry').at(-1)).toHaveTextContent(
      'checker@example.com asked for reminders again',
    );
  });
});
