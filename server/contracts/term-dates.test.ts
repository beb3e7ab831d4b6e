import { describe, expect, it } from 'vitest';
import { noticeLead, rolledForward, type TermDates } from './term-dates';

const term = (fields: Partial<TermDates>): TermDates => ({
  renewalDate: null,
  cancelByDate: null,
  noticePeriodDays: null,
  autoRenews: true,
  renewalTermMonths: 12,
  termAnchor: null,
  ...fields,
});

describe('rolling a self-renewing term forward', () => {
  it('moves a passed renewal to the first renewal on or after today, and the cancel-by date with it', () => {
    expect(
      rolledForward(
        term({ renewalDate: '2025-03-01', cancelByDate: '2025-01-30', noticePeriodDays: 30 }),
        '2026-11-23',
      ),
    ).toEqual({ renewalDate: '2027-03-01', cancelByDate: '2027-01-30' });
  });

  it('lands on today when a renewal falls on it, and leaves a renewal still ahead alone', () => {
    expect(rolledForward(term({ renewalDate: '2025-11-23' }), '2026-11-23')?.renewalDate).toBe('2026-11-23');
    expect(rolledForward(term({ renewalDate: '2026-11-23' }), '2026-11-23')).toBeNull();
  });

  it('counts month ends from the anchor, so a monthly term of the 31st does not drift to the 28th', () => {
    const monthly = term({ renewalTermMonths: 1, termAnchor: '2026-01-31' });
    expect(rolledForward({ ...monthly, renewalDate: '2026-01-31' }, '2026-02-10')?.renewalDate).toBe('2026-02-28');
    expect(rolledForward({ ...monthly, renewalDate: '2026-02-28' }, '2026-03-05')?.renewalDate).toBe('2026-03-31');
    expect(rolledForward({ ...monthly, renewalDate: '2026-03-31' }, '2026-04-02')?.renewalDate).toBe('2026-04-30');
  });

  it('rolls 29 February to the 28th in common years and back to the 29th in the next leap year', () => {
    const leap = term({ termAnchor: '2024-02-29', renewalDate: '2024-02-29' });
    expect(rolledForward(leap, '2024-03-01')?.renewalDate).toBe('2025-02-28');
    expect(rolledForward({ ...leap, renewalDate: '2027-02-28' }, '2027-03-01')?.renewalDate).toBe('2028-02-29');
  });

  it("counts a notice given in months back in calendar months, so three months' notice is never two days late", () => {
    // 1 October is three calendar months before 1 January; 90 days would give 3 October.
    expect(
      rolledForward(
        term({ renewalDate: '2026-01-01', cancelByDate: '2025-10-01', noticePeriodDays: 90 }),
        '2026-02-01',
      ),
    ).toEqual({ renewalDate: '2027-01-01', cancelByDate: '2026-10-01' });
    // Ninety days before 1 January, as written: days.
    expect(
      rolledForward(term({ renewalDate: '2026-01-01', cancelByDate: '2025-10-03', noticePeriodDays: 90 }), '2026-02-01')
        ?.cancelByDate,
    ).toBe('2026-10-03');
  });

  it('keeps the days as written where months and days land on the same day', () => {
    // 30 days and one month before 1 May are both 1 April.
    expect(noticeLead('2026-05-01', '2026-04-01', 30)).toEqual({ days: 30 });
    expect(noticeLead('2026-05-31', '2026-03-31', 60)).toEqual({ months: 2 });
    expect(noticeLead('2026-05-31', '2026-05-01', null)).toEqual({ days: 30 });
  });

  it('keeps the same lead before the renewal when no notice period is known', () => {
    expect(rolledForward(term({ renewalDate: '2025-06-30', cancelByDate: '2025-05-31' }), '2025-07-01')).toEqual({
      renewalDate: '2026-06-30',
      cancelByDate: '2026-05-31',
    });
  });

  it('leaves contracts that do not renew themselves, or renew for an unknown period, alone', () => {
    expect(rolledForward(term({ renewalDate: '2025-01-01', autoRenews: false }), '2026-01-01')).toBeNull();
    expect(rolledForward(term({ renewalDate: '2025-01-01', renewalTermMonths: null }), '2026-01-01')).toBeNull();
  });
});
