import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';

/**
 * Whole documents of the kinds a mailbox holds besides SEC filings, written for the engine (26 November, fifth
 * session) in two batches of ten, with what each should read decided before the first run. The first read 9 of 10
 * right at once (mended since: a notice "until either party ends it with fourteen (14) days' written notice"), the
 * second 8 of 10 (mended since: a credit union given a defined term on a "Parties:" line, and a purchase order's total
 * rather than a unit price before it). They are read as of 22 November 2026, so renewal dates roll forward past it.
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
  [
    "a hosting order's confirmation e-mail that renews on a date unless auto-renew is turned off",
    [
      'Subject: Your order confirmation - Business Hosting',
      'Thank you for your order, Fernhill Books Ltd.',
      'Plan: Business Hosting (annual)',
      'Start date: 12 October 2025',
      'Price: £239.88 per year',
      'Your plan renews automatically on 12 October 2026 at £239.88 unless you turn off auto-renew in your account before then.',
      'Questions? Reply to this e-mail and our support team will help.',
    ],
    { renewalKind: 'automatic', renewalDate: '2027-10-12', amount: 239.88, currency: 'GBP' },
  ],
  [
    'a franchise whose ten years run from an opening still to come, renewable at the franchisee’s option',
    [
      'FRANCHISE AGREEMENT',
      'This Franchise Agreement (the "Agreement") is made as of February 20, 2025 between Sunny Spoon Franchising, LLC, a Florida limited liability company ("Franchisor"), and Delgado Family Restaurants, Inc., a Georgia corporation ("Franchisee").',
      '1. Grant. Franchisor grants Franchisee the right to operate one Sunny Spoon restaurant at the location approved by Franchisor.',
      '2. Term. The term of this Agreement is ten (10) years commencing on the date the Restaurant first opens for business (the "Opening Date").',
      '3. Renewal. Franchisee may renew the franchise for two (2) successive terms of five (5) years each if Franchisee is not in default and gives Franchisor written notice at least nine (9) months before the end of the then-current term.',
      '4. Royalty. Franchisee shall pay Franchisor a royalty of five percent (5%) of Gross Sales each week.',
      '5. Governing Law. This Agreement is governed by the laws of the State of Florida.',
    ],
    { expirationDate: null, renewalKind: 'option', autoRenews: false },
  ],
  [
    'an employment agreement that continues until terminated: no end',
    [
      'EMPLOYMENT AGREEMENT',
      'This Employment Agreement (the "Agreement") is made on December 12, 2024 between Larkspur Robotics, Inc., a Delaware corporation (the "Company"), and Tomasz Nowak (the "Employee").',
      '1. Position. The Company employs the Employee as Senior Controls Engineer.',
      "2. Term of Employment. The Employee's employment under this Agreement shall begin on January 6, 2025 and shall continue until terminated by either party in accordance with Section 8.",
      "3. Salary. The Company shall pay the Employee an annual base salary of $165,000, payable in accordance with the Company's payroll practices.",
      "8. Termination. Either party may terminate the Employee's employment at any time on two (2) weeks' written notice.",
      '9. Governing Law. This Agreement is governed by the laws of the State of Massachusetts.',
    ],
    {
      effectiveDate: '2025-01-06',
      expirationDate: 'perpetual',
      renewalKind: 'none',
      parties: ['Larkspur Robotics, Inc', 'Tomasz Nowak'],
    },
  ],
  [
    'a sponsorship for one calendar year, its parties on a "Parties:" line, one a credit union',
    [
      'SPONSORSHIP AGREEMENT',
      'Parties: Riverbend Marathon Association, Inc. ("Organiser") and Tidewater Credit Union ("Sponsor").',
      'Term: 1 January 2026 to 31 December 2026.',
      '1. Sponsorship. The Sponsor shall be the presenting sponsor of the 2026 Riverbend Marathon.',
      '2. Fee. The Sponsor shall pay the Organiser USD 40,000 in two equal instalments.',
      '3. Renewal. This Agreement will not renew automatically. The parties may discuss a sponsorship for 2027 in good faith.',
      '4. Governing law. This Agreement is governed by the laws of the State of Virginia.',
    ],
    {
      effectiveDate: '2026-01-01',
      expirationDate: '2026-12-31',
      renewalKind: 'none',
      parties: ['Riverbend Marathon Association, Inc', 'Tidewater Credit Union'],
    },
  ],
  [
    'a supply agreement of three years renewing yearly unless ninety days’ notice of non-renewal',
    [
      'SUPPLY AGREEMENT',
      'This Supply Agreement (the "Agreement") is entered into as of March 15, 2023 (the "Effective Date") by and between Pacific Resin Compounds, Inc., a California corporation ("Supplier"), and Hollister Marine Products, LLC, a Maine limited liability company ("Buyer").',
      '1. Supply. Supplier shall sell and Buyer shall purchase the Products listed in Exhibit A at the prices set out there.',
      '2. Forecasts. Buyer shall provide a rolling six (6) month forecast by the fifth day of each month.',
      '9. Term. The initial term of this Agreement shall be three (3) years from the Effective Date. This Agreement shall automatically renew for additional one (1) year terms unless either party provides written notice of its intent not to renew no later than ninety (90) days prior to the expiration of the then-current term.',
      '10. Governing Law. This Agreement is governed by the laws of the State of California.',
    ],
    {
      effectiveDate: '2023-03-15',
      expirationDate: '2026-03-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2027-03-15',
      cancelByDate: '2026-12-15',
    },
  ],
  [
    'a German service agreement concluded for an indefinite period',
    [
      'SERVICE AGREEMENT',
      'between Nordlicht IT-Services GmbH, Hamburg ("Provider") and Baltic Freight Forwarding GmbH, Kiel ("Customer").',
      "1. Subject matter. The Provider operates and maintains the Customer's warehouse management system.",
      '2. Remuneration. The Customer pays a monthly flat fee of EUR 4,200 plus VAT.',
      "3. Term and termination. This Agreement enters into force on 1 April 2024 and is concluded for an indefinite period. Either party may terminate it with three months' notice to the end of a calendar quarter.",
      '4. Applicable law. This Agreement is governed by German law.',
    ],
    { effectiveDate: '2024-04-01', expirationDate: 'perpetual', renewalKind: 'none' },
  ],
  [
    "a monthly plan's renewal reminder",
    [
      'Subject: Your Pro plan renews soon',
      'Hi Jordan,',
      'This is a reminder that your Pro plan (monthly) renews on December 3, 2026 for $29.00.',
      'You can cancel anytime before your renewal date from the Billing page.',
      'Thanks for using Quillpad!',
    ],
    { renewalKind: 'automatic', renewalTermMonths: 1, renewalDate: '2026-12-03', amount: 29, currency: 'USD' },
  ],
  [
    'a distribution agreement ending on its third anniversary, renewing for two years unless six months’ notice',
    [
      'DISTRIBUTION AGREEMENT',
      'This Distribution Agreement (the "Agreement") is dated as of July 1, 2022 (the "Effective Date") between Helvetic Precision Instruments AG, a Swiss corporation ("Manufacturer"), and Coastline Lab Supply, Inc., a New Jersey corporation ("Distributor").',
      '1. Appointment. Manufacturer appoints Distributor as its exclusive distributor of the Products in the Territory.',
      '2. Minimum Purchases. Distributor shall purchase Products worth at least USD 500,000 in each Contract Year.',
      '12. Term. This Agreement shall expire on the third anniversary of the Effective Date, and shall thereafter be renewed automatically for successive periods of two (2) years unless either party notifies the other of non-renewal at least six (6) months prior to the expiration of the then-current term.',
      '13. Governing Law. This Agreement is governed by the laws of the State of New York.',
    ],
    {
      expirationDate: '2025-07-01',
      renewalKind: 'automatic',
      renewalTermMonths: 24,
      noticePeriodDays: 180,
      renewalDate: '2027-07-01',
      cancelByDate: '2027-01-01',
    },
  ],
  [
    'a reseller agreement extended only by mutual written agreement',
    [
      'RESELLER AGREEMENT',
      'This Reseller Agreement (the "Agreement") is effective as of May 5, 2024 (the "Effective Date") between Quantic Vision Software, Inc. ("Vendor") and Prairie Systems Integrators LLC ("Reseller").',
      '1. Appointment. Vendor appoints Reseller as a non-exclusive reseller of the Software in the Territory.',
      "2. Discounts. Reseller shall receive a discount of thirty percent (30%) off Vendor's list prices.",
      '7. Term. This Agreement shall commence on the Effective Date and continue for two (2) years. This Agreement may be extended for additional one-year periods by mutual written agreement of the parties.',
      '8. Governing Law. This Agreement is governed by the laws of the State of Minnesota.',
    ],
    {
      expirationDate: '2026-05-05',
      renewalKind: 'mutual',
      autoRenews: false,
      noticePeriodDays: null,
      renewalDate: '2026-05-05',
    },
  ],
  [
    'a purchase order: no term, and its total, not a unit price',
    [
      'PURCHASE ORDER',
      'PO Number: 4521',
      'Date: 2025-09-18',
      'Vendor: Acme Office Supply Co.',
      'Bill to: Westbrook Dental Associates, PC',
      'Items: 12 x Toner cartridge HP 58A at $142.50; 2 x Paper case A4 at $66.25',
      'Total: $1,842.50',
      'Payment terms: Net 30',
    ],
    { expirationDate: null, renewalKind: 'none', noticePeriodDays: null, amount: 1842.5, currency: 'USD' },
  ],
];

describe('documents as a mailbox holds them', () => {
  it.each(DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), AS_OF)).toMatchObject(expected);
  });
});
