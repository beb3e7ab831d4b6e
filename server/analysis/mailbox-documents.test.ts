import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';

/**
 * Whole documents of the kinds a mailbox holds besides SEC filings, written for the engine (26 November, fifth
 * session) with what each should read decided before the first run: 9 of 10 read right at once; the tenth (a notice
 * "until either party ends it with fourteen (14) days' written notice") was mended. They are read as of 22 November
 * 2026, so renewal dates roll forward past it.
 */
const AS_OF = '2026-11-22';

const DOCUMENTS: [string, string[], Record<string, unknown>][] = [
  [
    'a mutual NDA: a two-year term, not the five years its confidentiality survives',
    [
      'MUTUAL NON-DISCLOSURE AGREEMENT',
      'This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of April 3, 2025 (the "Effective Date") by and between Orchid Analytics, Inc., a Delaware corporation ("Orchid"), and Granite Peak Logistics LLC, a Colorado limited liability company ("Granite Peak").',
      '1. Confidential Information. "Confidential Information" means any non-public information disclosed by one party to the other party, whether orally or in writing, that is designated as confidential or that reasonably should be understood to be confidential.',
      "2. Obligations. The receiving party shall use the disclosing party's Confidential Information only to evaluate a possible business relationship between the parties and shall not disclose it to any third party except its employees and advisers who need to know it.",
      '3. Return of Materials. On request, the receiving party shall return or destroy all Confidential Information of the disclosing party.',
      '7. Term. This Agreement shall remain in effect for two (2) years from the Effective Date. The obligations of confidentiality shall survive for five (5) years following the expiration or termination of this Agreement.',
      '8. Governing Law. This Agreement is governed by the laws of the State of New York.',
      'ORCHID ANALYTICS, INC. By: /s/ Dana Lee Name: Dana Lee Title: CEO',
      'GRANITE PEAK LOGISTICS LLC By: /s/ Mark Ortiz Name: Mark Ortiz Title: Managing Member',
    ],
    {
      effectiveDate: '2025-04-03',
      expirationDate: '2027-04-03',
      renewalKind: 'none',
      noticePeriodDays: null,
      parties: ['Orchid Analytics, Inc', 'Granite Peak Logistics LLC'],
    },
  ],
  [
    'a SaaS agreement whose subscription term renews yearly unless notice of non-renewal',
    [
      'SOFTWARE AS A SERVICE AGREEMENT',
      'This Software as a Service Agreement (the "Agreement") is made as of January 15, 2024 between Brightline Health Partners, P.C. ("Customer") and Mapleware Cloud Services, Inc. ("Provider").',
      '1. Subscription Term. The initial subscription term begins on February 1, 2024 and ends on January 31, 2025. Thereafter, the subscription term will renew automatically for successive twelve (12) month periods unless either party notifies the other in writing of its intent not to renew at least sixty (60) days before the end of the then-current term.',
      '2. Fees. Customer shall pay Provider $48,000 per year, invoiced annually in advance. Invoices are due within thirty (30) days.',
      '3. Service Levels. Provider shall make the Service available 99.9% of the time in each calendar month, excluding scheduled maintenance.',
      '4. Data. Customer owns all Customer Data. Provider shall use Customer Data only to provide the Service.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Washington.',
    ],
    {
      expirationDate: '2025-01-31',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      renewalDate: '2027-01-31',
      cancelByDate: '2026-12-02',
      amount: 48000,
      currency: 'USD',
    },
  ],
  [
    'a consulting agreement that runs until its services are done: no end, no renewal',
    [
      'CONSULTING AGREEMENT',
      'This Consulting Agreement (the "Agreement") is entered into on June 2, 2025 by and between Harbor & Finch Advisory LLC ("Consultant") and Sunmesa Foods, Inc. ("Client").',
      '1. Services. Consultant shall provide the advisory services described in Exhibit A (the "Services").',
      "2. Term. This Agreement commences on the date above and continues until the Services described in Exhibit A are completed, unless terminated earlier by either party upon thirty (30) days' written notice.",
      '3. Fees. Client shall pay Consultant $250 per hour, invoiced monthly. Client shall pay each invoice within thirty (30) days.',
      '4. Independent Contractor. Consultant is an independent contractor and not an employee of Client.',
      '5. Governing Law. This Agreement is governed by the laws of the State of California.',
    ],
    { effectiveDate: '2025-06-02', expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    "a lease with a tenant's option to renew: its notice exercises the option, it does not stop a renewal",
    [
      'LEASE AGREEMENT',
      'This Lease Agreement (the "Lease") is made on September 10, 2023 between Crescent Ridge Properties LLC ("Landlord") and Bluebird Pediatrics PLLC ("Tenant").',
      '1. Premises. Landlord leases to Tenant Suite 210 at 4400 Crescent Ridge Road, Austin, Texas (the "Premises").',
      '2. Rent. Tenant shall pay monthly rent of $7,800 on the first day of each month.',
      '3. Term. The term of this Lease shall commence on October 1, 2023 and end on September 30, 2028 (the "Term").',
      '4. Option to Renew. Tenant shall have the option to renew this Lease for one (1) additional term of five (5) years by giving Landlord written notice at least one hundred eighty (180) days prior to the expiration of the Term.',
      '5. Use. Tenant shall use the Premises only as a medical office.',
      '6. Governing Law. This Lease is governed by the laws of the State of Texas.',
    ],
    {
      expirationDate: '2028-09-30',
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
      renewalDate: '2028-09-30',
    },
  ],
  [
    'a data processing addendum in force as long as data is processed: no end date',
    [
      'DATA PROCESSING ADDENDUM',
      'This Data Processing Addendum ("DPA") forms part of the Master Subscription Agreement (the "Agreement") between Lumen Ledger Ltd ("Processor") and Oakfield Insurance Brokers Limited ("Controller") and is effective from 1 July 2024.',
      '1. Processing. The Processor shall process Personal Data only on the documented instructions of the Controller.',
      '2. Security. The Processor shall implement appropriate technical and organisational measures to protect Personal Data.',
      '3. Sub-processors. The Processor shall not engage a sub-processor without the prior written authorisation of the Controller.',
      '10. Duration. This DPA shall remain in force for as long as the Processor processes Personal Data on behalf of the Controller under the Agreement.',
      '11. Governing law. This DPA is governed by the laws of England and Wales.',
    ],
    { effectiveDate: '2024-07-01', expirationDate: null, renewalKind: 'none' },
  ],
  [
    'a contractor agreement that goes on month to month "until either party ends it" on notice',
    [
      'INDEPENDENT CONTRACTOR AGREEMENT',
      'This Independent Contractor Agreement is dated March 3, 2025 and is between Northgate Media Group, Inc., a New York corporation (the "Company"), and Priya Raman, an individual (the "Contractor").',
      '1. Services. The Contractor will write and edit articles as the Company requests from time to time.',
      '2. Payment. The Company will pay the Contractor $600 per article within fifteen (15) days of acceptance.',
      "5. Term. This Agreement begins on March 3, 2025 and continues for six (6) months. After that, it continues on a month-to-month basis until either party ends it with fourteen (14) days' written notice.",
      '6. Ownership. The Company owns all work the Contractor creates under this Agreement.',
      '7. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ],
    {
      effectiveDate: '2025-03-03',
      expirationDate: '2025-09-03',
      noticePeriodDays: 14,
      parties: ['Northgate Media Group, Inc', 'Priya Raman'],
    },
  ],
  [
    "a vendor's support renewal e-mail: a quote to return, not a renewal by itself",
    [
      'Subject: Your support contract renewal - Contract #SC-20931',
      'From: renewals@helixstorage.example',
      'Dear Customer,',
      'Your Premium Support contract for Helix Storage arrays expires on 31 March 2027.',
      'To continue coverage, please return the attached renewal quote by 15 March 2027.',
      'The renewal price for 12 months is £6,240.00 plus VAT.',
      'Kind regards,',
      'Helix Storage Renewals Team',
    ],
    { expirationDate: '2027-03-31', autoRenews: false, cancelByDate: null, amount: 6240, currency: 'GBP' },
  ],
  [
    "an English agreement dated day first, extended automatically unless three months' notice",
    [
      'THIS AGREEMENT is dated 14/02/2025',
      'PARTIES',
      '(1) Kestrel Digital Limited incorporated and registered in England and Wales with company number 08812345 whose registered office is at 12 Quay Street, Bristol BS1 4DJ (the "Agency"); and',
      '(2) Marlow & Finch Interiors Ltd incorporated and registered in England and Wales with company number 10456789 whose registered office is at 3 Mill Lane, Marlow SL7 1QA (the "Client").',
      'AGREED TERMS',
      '1. Services. The Agency shall provide the digital marketing services set out in the Schedule.',
      '2. Commencement and duration',
      '2.1 This agreement shall commence on 1 March 2025 and shall continue for an Initial Period of 12 months.',
      "2.2 At the end of the Initial Period this agreement shall automatically extend for further periods of 12 months unless either party gives to the other not less than three months' written notice to terminate at the end of the Initial Period or the relevant further period.",
      '3. Charges. The Client shall pay the Agency a monthly fee of £3,500 plus VAT.',
      '4. Governing law. This agreement is governed by the law of England and Wales.',
    ],
    {
      effectiveDate: '2025-03-01',
      expirationDate: '2026-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-03-01',
      cancelByDate: '2026-12-01',
      parties: ['Kestrel Digital Limited', 'Marlow & Finch Interiors Ltd'],
    },
  ],
  [
    'an equipment rental of twenty-four months with a holdover',
    [
      'EQUIPMENT RENTAL AGREEMENT',
      'This Equipment Rental Agreement (the "Agreement") is entered into effective May 1, 2025 (the "Effective Date") by Summit Lift Rentals, Inc. ("Lessor") and Copperline Builders Corp. ("Lessee").',
      '1. Equipment. Lessor rents to Lessee the two scissor lifts described in Schedule A (the "Equipment").',
      '2. Rental Period. The rental period is twenty-four (24) months beginning on the Effective Date. If Lessee keeps the Equipment after the rental period ends, the rental continues month to month at the same monthly rate until the Equipment is returned.',
      '3. Rent. Lessee shall pay rent of $2,150 per month in advance.',
      '4. Maintenance. Lessee shall keep the Equipment in good working order.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Ohio.',
    ],
    { effectiveDate: '2025-05-01', expirationDate: '2027-05-01' },
  ],
  [
    'a perpetual licence whose maintenance renews yearly: the maintenance is what renews',
    [
      'SOFTWARE LICENSE AND MAINTENANCE AGREEMENT',
      'This Software License and Maintenance Agreement (the "Agreement") is made effective as of August 1, 2024 (the "Effective Date") between Verity Systems Corp. ("Licensor") and Eastbrook County Water District ("Licensee").',
      "2. License. Licensor grants Licensee a perpetual, non-exclusive, non-transferable license to use the Software at Licensee's facilities.",
      '3. License Fee. Licensee shall pay a one-time license fee of $85,000.',
      '6. Maintenance Term. Maintenance and support services shall be provided for an initial period of one (1) year from the Effective Date and shall renew automatically for successive one (1) year periods unless Licensee gives written notice of non-renewal at least thirty (30) days before the end of the then-current period.',
      '7. Maintenance Fee. The annual maintenance fee is $15,300, payable in advance.',
      '8. Governing Law. This Agreement is governed by the laws of the State of Oregon.',
    ],
    {
      expirationDate: '2025-08-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      renewalDate: '2027-08-01',
      cancelByDate: '2027-07-02',
    },
  ],
];

describe('documents as a mailbox holds them', () => {
  it.each(DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), AS_OF)).toMatchObject(expected);
  });
});
