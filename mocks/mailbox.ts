import type { FoundContract } from '../src/api/generated';
import { NO_FACTS } from '../server/contracts/facts';
import { addDays, todayUtc } from '../server/lib/calendar-dates';

/**
 * What a search of the demo mailbox finds: three contracts and one mail that is not a contract. Dates are relative
 * to today, so renewals always fall around the present.
 */
export function demoMailboxResults(today = todayUtc()): FoundContract[] {
  const base = {
    confidence: { renewalDate: 0.85, amount: 0.6, parties: 0.8, noticePeriodDays: 0.85 },
    currency: 'USD',
    perpetual: false,
    autoRenews: true,
    renewalTermMonths: 12,
    isContract: true,
    error: null,
  };
  // A document the analysis found nothing in.
  const nothingDetected = { ...NO_FACTS, amount: null, evidence: {}, confidence: {} };
  return [
    {
      ...base,
      id: '5f0c8a3e-1b1e-4c57-9d7e-0a0000000001',
      name: 'Acme-Globex MSA.pdf',
      subject: 'Signed MSA with Globex',
      sourceLocation: 'Gmail: Signed MSA with Globex (me@gmail.test)',
      locations: ['Gmail: Signed MSA with Globex (me@gmail.test)', 'Drive: Acme MSA (Drive copy).pdf (me@gmail.test)'],
      size: 48_213,
      date: `${addDays(today, -40)}T15:00:00.000Z`,
      source: 'gmail',
      renewalDate: addDays(today, 20),
      amount: 48000,
      parties: ['Acme Corporation', 'Globex LLC'],
      effectiveDate: addDays(today, -710),
      expirationDate: addDays(today, 20),
      noticePeriodDays: 60,
      cancelByDate: addDays(today, -40),
      evidence: {
        amount: 'Customer shall pay Provider an annual fee of $48,000, payable in advance.',
        parties: 'This Master Services Agreement is entered into by and between Acme Corporation and Globex LLC.',
        renewalDate: 'The initial term of this Agreement shall be two (2) years from the Effective Date.',
      },
    },
    {
      ...base,
      id: '5f0c8a3e-1b1e-4c57-9d7e-0a0000000002',
      name: 'Initech license.docx',
      subject: 'License renewal',
      sourceLocation: 'Gmail: License renewal (me@gmail.test)',
      locations: ['Gmail: License renewal (me@gmail.test)'],
      size: 21_877,
      date: `${addDays(today, -12)}T10:00:00.000Z`,
      source: 'gmail',
      renewalDate: addDays(today, 75),
      amount: 12500,
      parties: ['Initech Inc', 'Umbrella Software Ltd'],
      effectiveDate: addDays(today, -1020),
      expirationDate: addDays(today, 75),
      noticePeriodDays: 90,
      cancelByDate: addDays(today, -15),
      evidence: { amount: 'Customer shall pay Provider an annual fee of $12,500, payable in advance.' },
    },
    {
      ...base,
      id: '5f0c8a3e-1b1e-4c57-9d7e-0a0000000003',
      name: 'Hooli lease',
      subject: null,
      sourceLocation: 'Drive: Hooli lease (me@gmail.test)',
      locations: ['Drive: Hooli lease (me@gmail.test)'],
      size: 35_020,
      date: `${addDays(today, -5)}T12:00:00.000Z`,
      source: 'drive',
      ...nothingDetected,
    },
    {
      ...base,
      id: '5f0c8a3e-1b1e-4c57-9d7e-0a0000000004',
      name: 'Newsletter: renewal season is here',
      subject: 'Newsletter: renewal season is here',
      sourceLocation: 'Gmail: Newsletter: renewal season is here (me@gmail.test)',
      locations: ['Gmail: Newsletter: renewal season is here (me@gmail.test)'],
      size: 2_310,
      date: `${addDays(today, -2)}T10:00:00.000Z`,
      source: 'gmail',
      isContract: false,
      ...nothingDetected,
    },
  ];
}
