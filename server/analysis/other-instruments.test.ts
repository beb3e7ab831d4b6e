import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';

/**
 * Documents that name an instrument besides themselves (a lease, a statement of work, another agreement), and documents
 * that are that instrument: only the document says which one a sentence's "The Master Lease shall automatically renew"
 * is. Written for the change that taught the readers so (28 November, twenty-sixth session): before it, the four that
 * name another instrument read its renewal, notice or end as their own; those that are the instrument read right
 * before and after.
 */
const DOCUMENTS: [string, string[], Record<string, unknown>][] = [
  [
    'master lease renewing itself',
    [
      'MASTER LEASE AGREEMENT',
      'This Master Lease Agreement is entered into as of January 1, 2025 between Acme Leasing LLC ("Lessor") and Beta Corp. ("Lessee").',
      '1. Term. The Master Lease shall commence on January 1, 2025 and continue for three (3) years. The Master Lease shall automatically renew for successive one (1) year periods unless either party gives notice of non-renewal at least ninety (90) days prior to the expiration thereof.',
      '2. Rent. Lessee shall pay rent monthly.',
      'IN WITNESS WHEREOF the parties have signed this Master Lease.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    'supply agreement naming a master lease',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Buyer").',
      '1. Term. This Agreement shall commence on January 1, 2025 and continue for three (3) years.',
      '2. Premises. Buyer occupies the premises under a master lease with Gamma Realty (the "Master Lease"). The Master Lease shall automatically renew for successive one (1) year periods unless either party gives notice of non-renewal at least ninety (90) days prior to the expiration thereof.',
      '3. Price. Buyer shall pay the prices in Schedule A.',
      'IN WITNESS WHEREOF the parties have signed this Agreement.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'title-case supply agreement renewing itself by name',
    [
      'Supply Agreement',
      'This agreement is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Buyer") (the "Supply Agreement").',
      '1. Term. The Supply Agreement shall commence on January 1, 2025 and continue for three (3) years. The Supply Agreement will automatically renew for additional one-year terms unless either party provides written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      '2. Price. Buyer shall pay the prices in Schedule A.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'statement of work renewing itself',
    [
      'STATEMENT OF WORK NO. 3',
      'This Statement of Work is issued under the Master Services Agreement dated March 1, 2023 between Acme Consulting LLC and Beta Corp.',
      '1. Period. The SOW starts on February 1, 2025 and runs for twelve (12) months. The Statement of Work shall renew automatically for successive periods of one (1) year unless either party gives written notice at least thirty (30) days before the end of the then-current period.',
      '2. Fees. Beta Corp. shall pay $10,000 per month.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 30 },
  ],
  [
    'services agreement whose statements of work renew',
    [
      'MASTER SERVICES AGREEMENT',
      'This Master Services Agreement is entered into as of January 1, 2025 between Acme Consulting LLC ("Consultant") and Beta Corp. ("Client").',
      '1. Term. This Agreement shall remain in effect for two (2) years from the date above.',
      '2. Statements of Work. Services will be described in statements of work. Each Statement of Work shall renew automatically for successive periods of one (1) year unless either party gives written notice at least thirty (30) days before the end of the then-current period.',
      '3. Fees. Client shall pay the fees in each Statement of Work.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'title-case supply agreement calling itself this Agreement and the Supply Agreement',
    [
      'Supply Agreement',
      'This Agreement is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Buyer").',
      '1. Term. This Agreement shall commence on January 1, 2025 and continue for three (3) years. The Supply Agreement will automatically renew for additional one-year terms unless either party provides written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      '2. Price. Buyer shall pay the prices in Schedule A.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'agreement defined by a quoted name in its first sentence',
    [
      'Exhibit 10.4',
      'This Agreement (the "Distribution Agreement") is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Distributor").',
      '1. Term. This Agreement shall commence on January 1, 2025 and continue for three (3) years. The Distribution Agreement will automatically renew for additional one-year terms unless either party provides written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      '2. Price. Distributor shall pay the prices in Schedule A.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
  [
    'master lease agreement calling itself this Agreement',
    [
      'MASTER LEASE AGREEMENT',
      'This Agreement is entered into as of January 1, 2025 between Acme Leasing LLC ("Lessor") and Beta Corp. ("Lessee").',
      '1. Term. The Master Lease shall commence on January 1, 2025 and continue for three (3) years. The Master Lease shall automatically renew for successive one (1) year periods unless either party gives notice of non-renewal at least ninety (90) days prior to the expiration thereof.',
      '2. Rent. Lessee shall pay rent monthly.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 90 },
  ],
  [
    'supply agreement whose premises lease expires on a date',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Buyer").',
      "1. Term. This Agreement shall remain in force until terminated by either party on ninety (90) days' written notice.",
      '2. Premises. Buyer occupies the premises under a lease with Gamma Realty (the "Premises Lease"). The Premises Lease expires on December 31, 2030.',
      '3. Price. Buyer shall pay the prices in Schedule A.',
    ],
    { expirationDate: 'perpetual' },
  ],
  [
    'distribution agreement whose warehouse lease expires on a date and no term of its own',
    [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement is entered into as of March 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Distributor").',
      '1. Appointment. Supplier appoints Distributor as its distributor in Ohio.',
      '2. Warehouse. Distributor stores the products in a warehouse it rents from Gamma Realty. The Warehouse Lease expires on December 31, 2030, and Distributor shall move the products before that date.',
      '3. Price. Distributor shall pay the prices in Schedule A.',
    ],
    { expirationDate: null },
  ],
  // Short names the document gives other instruments (a work contract's "The LC shall have a two (2) month term, and
  // shall be renewed for five (5) consecutive bimonthly periods" was read as its automatic renewal).
  [
    'distribution agreement whose letter of credit, called the LC, is renewed',
    [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement is entered into as of March 1, 2025 between Acme Foods LLC ("Company") and Beta Corp. ("Distributor").',
      '1. Term. This Agreement shall commence on March 1, 2025 and continue for three (3) years.',
      '2. Security. Distributor will issue to the Company an irrevocable letter of credit ("LC") in the amount of $500,000. The LC shall have a two (2) month term, and shall be renewed for five (5) consecutive bimonthly periods.',
      '3. Price. Distributor shall pay the prices in Schedule A.',
    ],
    { renewalKind: 'none', expirationDate: '2028-03-01' },
  ],
  [
    'supply agreement whose master lease, called the MLA, renews and ends',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Buyer").',
      "1. Term. This Agreement shall remain in force until terminated by either party on ninety (90) days' written notice.",
      '2. Premises. Buyer occupies the premises under the Master Lease Agreement with Gamma Realty (the "MLA"). The MLA shall automatically renew for successive one (1) year periods unless either party gives notice of non-renewal at least sixty (60) days before it expires. The MLA expires on December 31, 2030.',
      '3. Price. Buyer shall pay the prices in Schedule A.',
    ],
    // The agreement's own notice to end it (90 days, read as "shall continue in effect until terminated ... on notice"
    // is read since the seventieth session), not the MLA's sixty days of non-renewal.
    { renewalKind: 'none', noticePeriodDays: 90, expirationDate: 'perpetual' },
  ],
  [
    'supply agreement whose letter of credit, named after its issuer, renews',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Buyer").',
      '1. Term. This Agreement shall commence on January 1, 2025 and continue for three (3) years.',
      '2. Security. Buyer shall keep in place a standby letter of credit issued by First Bank (the "Standby"). The Standby shall renew automatically for successive one-year periods unless First Bank gives notice of non-renewal at least thirty (30) days before its expiry.',
      '3. Price. Buyer shall pay the prices in Schedule A.',
    ],
    { renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'agreement giving itself a short name',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement (the "SA") is entered into as of January 1, 2025 between Acme Foods LLC ("Supplier") and Beta Corp. ("Buyer").',
      '1. Term. The SA shall commence on January 1, 2025 and continue for three (3) years. The SA will automatically renew for additional one-year terms unless either party provides written notice of non-renewal at least sixty (60) days before the end of the then-current term.',
      '2. Price. Buyer shall pay the prices in Schedule A.',
    ],
    { renewalKind: 'automatic', noticePeriodDays: 60 },
  ],
];

describe('instruments a document names besides itself', () => {
  it.each(DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), '2026-11-22')).toMatchObject(expected);
  });
});
