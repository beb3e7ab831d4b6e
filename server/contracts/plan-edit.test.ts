import { describe, expect, it } from 'vitest';
import { NO_FACTS } from './facts';
import { planEdit, type EditTarget } from './plan-edit';

const target = (facts: Partial<EditTarget['contract']>): EditTarget => ({
  contract: { ...NO_FACTS, name: 'Hosting', contractValue: null, ...facts },
  fieldSources: {},
  reviewState: 'needs_review',
  termAnchor: null,
  handledFor: null,
});

describe('planning an edit of the term', () => {
  it('moves a cancel-by date counted in months by the same months when the renewal date moves', () => {
    // Three months' notice: 1 October before 1 January; the renewal moves to 1 July, the cancel-by to 1 April (90
    // days would give 2 April).
    const threeMonths = target({ renewalDate: '2027-01-01', cancelByDate: '2026-10-01', noticePeriodDays: 90 });
    const plan = planEdit(threeMonths, { renewalDate: '2027-07-01' }, 'me@example.com', '2026-11-24');
    expect(plan.contract.cancelByDate).toBe('2027-04-01');
  });

  it('counts a notice period a person gives in days, and one written in days stays in days', () => {
    const ninetyDays = target({ renewalDate: '2027-01-01', cancelByDate: '2026-10-03', noticePeriodDays: 90 });
    expect(planEdit(ninetyDays, { renewalDate: '2027-07-01' }, 'me', '2026-11-24').contract.cancelByDate).toBe(
      '2027-04-02',
    );
    const threeMonths = target({ renewalDate: '2027-01-01', cancelByDate: '2026-10-01', noticePeriodDays: 90 });
    expect(planEdit(threeMonths, { noticePeriodDays: 60 }, 'me', '2026-11-24').contract.cancelByDate).toBe(
      '2026-11-02',
    );
  });
});
