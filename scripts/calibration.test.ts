import { describe, expect, it } from 'vitest';
import { calibration, type Prediction } from './calibration';
import type { CuadContract } from './cuad-texts';

const gold = (id: string, dates: Partial<CuadContract>): CuadContract => ({
  id,
  file: `${id}.pdf`,
  effectiveDate: null,
  expirationDate: null,
  renewalTerm: null,
  noticePeriodToTerminateRenewal: null,
  parties: [],
  ...dates,
});
const confidentDates = (id: string, effectiveDate: string, expirationDate: string): Prediction => ({
  id,
  effectiveDate,
  expirationDate,
  confidence: { effectiveDate: 0.9, expirationDate: 0.9 },
});

describe('calibration', () => {
  it('counts a date right or wrong by the gold, and not at all where the annotators give only its year', () => {
    const golds = [
      gold('dated', { effectiveDate: '2015-11-23', expirationDate: '2035-11-23' }),
      gold('none', { effectiveDate: '2016-03-10', expirationDate: null }),
      // "dated as of ________, 2015": the day is blank in the filing.
      gold('blank', { effectiveDate: { year: 2015 }, expirationDate: { year: 2035 } }),
    ];
    const predictions = new Map(
      [
        confidentDates('dated', '2015-11-23', '2035-11-23'),
        confidentDates('none', '2016-03-10', '2021-03-10'),
        confidentDates('blank', '2015-11-23', '2035-11-23'),
      ].map((p) => [p.id, p]),
    );
    const counted = calibration(golds, predictions);
    expect(counted.confident).toBe(4);
    expect(counted.confidentRight).toBe(3);
    expect(counted.wrong).toEqual({ expirationDate: 1 });
  });
});
