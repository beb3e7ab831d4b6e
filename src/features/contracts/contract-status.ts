import type { Contract } from '../../api/api';
import { UPCOMING_WINDOW_DAYS, type ContractFilter } from '../../lib/constants';
import { addCalendarDays } from '../../lib/dates';

type Dated = Pick<Contract, 'renewalDate' | 'cancelByDate' | 'reviewState'>;

export type ContractStatus = 'overdue' | 'needs_review' | 'reviewed';

export const STATUS_LABELS: Record<ContractStatus, string> = {
  overdue: 'Overdue',
  needs_review: 'Needs review',
  reviewed: 'Reviewed',
};

/** Solid tags with white text, each dark enough for AA contrast. */
export const STATUS_COLORS: Record<ContractStatus, string> = {
  overdue: '#c62828',
  needs_review: '#874d00',
  reviewed: '#2e7d32',
};

/** The last day to give notice has passed and the renewal it was for has not: the contract renews unless acted on. */
export const isOverdue = (contract: Dated, today: string) =>
  Boolean(
    contract.cancelByDate && contract.cancelByDate < today && contract.renewalDate && contract.renewalDate >= today,
  );

/** What the Status column says: overdue first (it costs money), else the review state. */
export const contractStatus = (contract: Dated, today: string): ContractStatus =>
  isOverdue(contract, today) ? 'overdue' : contract.reviewState;

/** What each of the dashboard's filters keeps (the same counts as the dashboard's cards). */
export const FILTERS: Record<ContractFilter, { label: string; keeps(contract: Dated, today: string): boolean }> = {
  'cancel-by-30': {
    label: 'Cancel-by dates in the next 30 days',
    keeps: (contract, today) =>
      Boolean(
        contract.cancelByDate &&
        contract.cancelByDate >= today &&
        contract.cancelByDate <= addCalendarDays(today, UPCOMING_WINDOW_DAYS),
      ),
  },
  'needs-review': { label: 'Needs review', keeps: (contract) => contract.reviewState === 'needs_review' },
  overdue: { label: 'Overdue', keeps: isOverdue },
};
