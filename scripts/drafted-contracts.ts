// Short contracts drafted for training and checking what a user's mailbox holds and CUAD's SEC filings hardly do:
// order forms, statements of work and short service agreements that state their term and renewal in a line ("Term:
// 01/01/2024 - 12/31/2025.", "The Initial Term is thirty-six (36) months.", "Auto-renew: Yes."). Each is built from a
// term clause (and, for the renewal sets, a renewal clause) written here by hand, inside a preamble and clauses that
// vary from document to document.
//
// Each field has two sets, written apart before any model was fitted on them: the training set joins the CUAD work
// part when the field's clause model for short documents is fitted (npm run train:analysis); the held-out set is
// never fitted on, only read, and its figure is printed beside the CUAD ones. Its clauses say the same kinds of
// things in other words, so a model that learnt a wording and not a shape reads them no better.

/** How a drafted contract renews: its clause, the kind the product should read, and the notice that stops it. */
export interface DraftedRenewal {
  clause: string;
  kind: 'automatic' | 'option' | 'mutual' | 'evergreen' | 'none';
  noticeDays: number | null;
}

/** A drafted contract: its text, the day its term starts and the day it ends (null: it states no end). */
export interface DraftedContract {
  id: string;
  text: string;
  effectiveDate: string;
  expirationDate: string | null;
  /** The term clause, as CUAD's annotators would highlight it. */
  termClause: string;
  renewal?: DraftedRenewal;
}

/** [term clause, effective date, end of the initial term or null, its section's heading when not "Term"]. */
type Clause = [string, string, string | null, string?];

const TRAINING: Clause[] = [
  [
    'The Initial Term is thirty-six (36) months. Thereafter this Agreement renews automatically for successive Renewal Terms of twelve (12) months unless either party gives sixty (60) days notice of non-renewal.',
    '2024-03-01',
    '2027-03-01',
  ],
  ['Term: 01/01/2024 - 12/31/2025.', '2024-01-01', '2025-12-31'],
  ['The term ends on June 30, 2026.', '2024-07-01', '2026-06-30'],
  ['This Agreement is valid for one year.', '2025-02-01', '2026-02-01'],
  ['This Agreement shall be in effect for twenty-four (24) months.', '2024-04-15', '2026-04-15'],
  ['Expiration Date: April 30, 2027.', '2024-05-01', '2027-04-30'],
  [
    'The Lease Term is two (2) years. Tenant may renew this Lease for one additional term of three (3) years by notice given six months before the end of the Lease Term.',
    '2024-09-01',
    '2026-09-01',
  ],
  ['This Agreement runs through December 31, 2025.', '2025-03-15', '2025-12-31'],
  ['Initial Period: 12 months. Renewal Period: 12 months.', '2024-06-01', '2025-06-01'],
  [
    'The initial term is one year. After the initial term, this Agreement continues month to month until terminated by either party on thirty (30) days notice.',
    '2024-11-01',
    '2025-11-01',
  ],
  ['Duration: eighteen (18) months.', '2025-03-01', '2026-09-01'],
  ['2 years.', '2024-05-15', '2026-05-15'],
  ['Until December 31, 2026.', '2025-01-01', '2026-12-31'],
  [
    'The Initial Term is three (3) years, followed by automatic one (1) year Renewal Terms.',
    '2024-04-01',
    '2027-04-01',
  ],
  ['The Services will be provided from March 1, 2025 to February 28, 2026.', '2025-03-01', '2026-02-28'],
  ['The subscription period is 12 months starting on the Effective Date.', '2024-08-20', '2025-08-20'],
  ['Term of Agreement: Three years.', '2023-10-01', '2026-10-01'],
  ['This SOW is effective from July 1, 2025 through June 30, 2026.', '2025-07-01', '2026-06-30'],
  ['Minimum term: 24 months. Rolling monthly thereafter.', '2024-03-01', '2026-03-01'],
  ['The engagement lasts six (6) months.', '2025-01-15', '2025-07-15'],
  ['This Agreement will remain in force until 31 March 2027.', '2024-04-01', '2027-03-31'],
  ['Commitment Term: 36 months from the Effective Date.', '2024-06-15', '2027-06-15'],
  [
    'The Term shall be one (1) year. The Term shall renew for additional one (1) year periods unless either Party cancels before the end of the Term.',
    '2025-05-01',
    '2026-05-01',
  ],
  ['It ends on 30 September 2026.', '2024-10-01', '2026-09-30'],
  ['Agreement Period: 1 January 2025 to 31 December 2027.', '2025-01-01', '2027-12-31'],
  [
    'Two (2) years, renewing for one (1) year terms unless either party gives ninety (90) days notice.',
    '2024-01-20',
    '2026-01-20',
  ],
  ['The initial subscription term is 36 months; renewal terms are 12 months.', '2024-09-01', '2027-09-01'],
  ['The license term expires on 15 August 2028.', '2025-08-16', '2028-08-15'],
  ['This Agreement terminates automatically on December 31, 2025.', '2024-12-01', '2025-12-31'],
  ['Five (5) year initial term.', '2024-02-01', '2029-02-01'],
  ['The Agreement is for a period of 3 years.', '2023-07-01', '2026-07-01'],
  ['Term: 12 months.', '2025-04-01', '2026-04-01'],
  ['End Date: November 30, 2026.', '2024-12-01', '2026-11-30'],
  ['The first term runs for four (4) years; each renewal term runs for two (2) years.', '2024-05-01', '2028-05-01'],
  ['This Order begins on the Effective Date and continues for twelve (12) months.', '2025-02-15', '2026-02-15'],
  ['The Initial Term ends on the second anniversary of the Effective Date.', '2024-10-10', '2026-10-10'],
  ['This contract has a fixed term of 48 months.', '2024-01-01', '2028-01-01'],
  ['Term: 3 years, auto-renewing annually.', '2025-06-01', '2028-06-01'],
  ['This Agreement lapses on 1 March 2027 unless extended in writing.', '2025-03-01', '2027-03-01'],
  ['This Agreement continues until terminated by either party on thirty (30) days notice.', '2024-03-01', null],
  ['This Agreement remains in effect until either party ends it by written notice.', '2025-06-01', null],
  ['This Agreement has no fixed term.', '2024-02-01', null],
  ['The warranty period is 12 months from delivery.', '2024-08-01', null, 'Warranty Period'],
  ['Confidentiality obligations survive for three (3) years after termination.', '2025-01-01', null, 'Survival'],
  ['Fees are fixed for the first 24 months.', '2024-07-01', null, 'Price'],
  ['The Supplier shall deliver the Products by June 30, 2025.', '2025-01-15', null, 'Delivery'],
  ['Payment Schedule: 50% on signing; 50% on May 1, 2025.', '2025-02-01', null, 'Payment'],
  ['The price increase takes effect on January 1, 2026.', '2025-03-01', null, 'Price Adjustment'],
  ['The parties shall meet quarterly, beginning on April 1, 2025.', '2025-01-01', null, 'Governance'],
  ['Milestone 2 is due on August 31, 2025.', '2025-04-01', null, 'Milestones'],
  ['Customer shall provide its annual forecast by December 1 of each year.', '2024-06-01', null, 'Forecasts'],
  [
    'This Amendment amends the Agreement dated March 1, 2020 between the parties; Section 4 of the Agreement is replaced in full.',
    '2025-05-01',
    null,
    'Amendment',
  ],
  ['Invoices issued on the first day of each month are due within thirty (30) days.', '2024-10-01', null, 'Invoicing'],
  ['Delivery Date: March 15, 2025. Installation Date: April 1, 2025.', '2025-01-10', null, 'Delivery'],
  ['The kickoff meeting will take place on February 10, 2025.', '2025-01-20', null, 'Project Start'],
];

const HELD_OUT: Clause[] = [
  [
    'The Initial Term is twenty-four (24) months, after which it renews for one-year periods.',
    '2024-07-01',
    '2026-07-01',
  ],
  ['Contract term: 02/01/2025 to 01/31/2027.', '2025-02-01', '2027-01-31'],
  ['This Agreement ends on 31 December 2026.', '2025-01-01', '2026-12-31'],
  ['The agreement is valid for two years.', '2024-03-10', '2026-03-10'],
  ['This Agreement will be in effect for thirty-six (36) months.', '2023-09-01', '2026-09-01'],
  ['Term End Date: June 30, 2027.', '2024-07-01', '2027-06-30'],
  ['The Term is three (3) years. Licensee may extend the Term once by two (2) years.', '2024-01-01', '2027-01-01'],
  ['This Agreement remains in effect through September 30, 2026.', '2025-10-01', '2026-09-30'],
  ['Initial Term: 24 months. Renewal Term: 12 months.', '2025-04-01', '2027-04-01'],
  ['The first term is one (1) year, and thereafter the Agreement renews monthly.', '2025-05-01', '2026-05-01'],
  ['Twelve (12) months.', '2024-08-01', '2025-08-01'],
  ['Period of Performance: March 1, 2025 through August 31, 2025.', '2025-03-01', '2025-08-31'],
  ['The subscription term is 36 months beginning on the Effective Date.', '2024-11-15', '2027-11-15'],
  ['This Agreement expires on 28 February 2027.', '2025-03-01', '2027-02-28'],
  [
    'This Agreement continues in force until either party terminates it on sixty (60) days written notice.',
    '2024-05-01',
    null,
  ],
  ['The warranty on the Equipment runs for 24 months from installation.', '2024-09-01', null, 'Equipment Warranty'],
  ['Term of this Agreement: Four years.', '2023-05-01', '2027-05-01'],
  ['The Initial Term ends on the third anniversary of the Effective Date.', '2024-06-01', '2027-06-01'],
  ['The contract runs for 18 months from the Effective Date.', '2025-01-10', '2026-07-10'],
  ['Services are provided from 1 April 2025 until 31 March 2026.', '2025-04-01', '2026-03-31'],
  ['Shipment of the first order is due by 15 October 2025.', '2025-08-01', null, 'Shipping'],
  ['The second instalment of $20,000 is payable on 1 July 2025.', '2025-03-01', null, 'Payment Terms'],
  ['Training sessions will be held on March 3, 2025 and March 10, 2025.', '2025-02-01', null, 'Training'],
  ['New rates apply from 1 January 2026.', '2025-06-01', null, 'Rates'],
  ['The acceptance test must be completed by November 30, 2025.', '2025-09-01', null, 'Acceptance'],
];

const TITLES = [
  'Services Agreement',
  'Subscription Agreement',
  'Software License Agreement',
  'Order Form',
  'Statement of Work',
  'Maintenance Agreement',
  'Consulting Agreement',
  'Hosting Agreement',
  'Supply Agreement',
  'Lease Agreement',
];
const CUSTOMERS = ['Northwind Traders, Inc.', 'Lakeside Dental LLC', 'Harbor Freight Partners LP', 'Alder Foods Ltd'];
const PROVIDERS = [
  'Contoso Systems LLC',
  'Fabrikam Software, Inc.',
  'Tailspin Services Limited',
  'Birch Analytics Corp.',
];
const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
const ORDINAL = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ORDINAL_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** An ISO date written out as contracts write it, in one of three ways. */
function written(iso: string, style: number): string {
  const [year, , day] = iso.split('-').map(Number);
  const month = MONTH_NAME.format(new Date(`${iso}T00:00:00Z`));
  if (style === 0) return `${month} ${day}, ${year}`;
  if (style === 1) return `${day} ${month} ${year}`;
  return `the ${day}${ORDINAL_SUFFIX[ORDINAL.select(day)]} day of ${month}, ${year}`;
}

function preamble(title: string, iso: string, i: number): string {
  const customer = CUSTOMERS[i % CUSTOMERS.length];
  const provider = PROVIDERS[(i + 1) % PROVIDERS.length];
  const date = written(iso, i % 3);
  const forms = [
    `This ${title} (the "Agreement") is entered into as of ${date} (the "Effective Date") by and between ${customer} ("Customer") and ${provider} ("Provider").`,
    `This ${title} is made on ${date} (the "Effective Date") between ${provider} (the "Supplier") and ${customer} (the "Client").`,
    `${title.toUpperCase()} dated ${date}. Customer: ${customer}. Provider: ${provider}. Effective Date: ${date}.`,
  ];
  return forms[i % forms.length];
}

const CLAUSES: [string, string][] = [
  ['Services', 'Provider shall provide the services described in the statement of work.'],
  ['Fees', 'Customer shall pay the fees within thirty (30) days of the date of each invoice.'],
  ['Confidentiality', "Each party shall keep the other party's confidential information confidential."],
  ['Warranty', 'Provider warrants that the services will be performed in a professional manner.'],
  [
    'Termination',
    'Either party may terminate this Agreement for material breach upon thirty (30) days written notice if the breach is not cured.',
  ],
  ['Liability', 'Neither party shall be liable for indirect or consequential damages.'],
  ['Governing Law', 'This Agreement shall be governed by the laws of the State of New York.'],
  ['Notices', 'Notices shall be given in writing to the addresses set out above.'],
];

/** A section heading in one of the ways contracts set them. */
function section(number: number, heading: string, body: string, style: number): string {
  if (style === 0) return `${number}. ${heading}. ${body}`;
  if (style === 1) return `${number}. ${heading.toUpperCase()}\n${body}`;
  return `Section ${number} - ${heading}: ${body}`;
}

function contract(
  prefix: string,
  [termClause, effectiveDate, expirationDate, heading = 'Term']: Clause,
  i: number,
  renewal?: DraftedRenewal,
): DraftedContract {
  const title = TITLES[i % TITLES.length];
  const style = i % 3;
  const others = CLAUSES.filter((_, j) => (i + j) % 3 !== 0);
  const termAt = 1 + (i % 3);
  const own = [[heading, termClause], ...(renewal ? [['Renewal', renewal.clause]] : [])];
  const sections = [...others.slice(0, termAt), ...own, ...others.slice(termAt)].map(([heading, body], n) =>
    section(n + 1, heading, body, style),
  );
  const text = `${title.toUpperCase()}\n${preamble(title, effectiveDate, i)}\n${sections.join('\n')}\n`;
  const id = `${prefix}-${String(i + 1).padStart(2, '0')}`;
  return { id, text, effectiveDate, expirationDate, termClause, ...(renewal ? { renewal } : {}) };
}

export const draftedTraining = TRAINING.map((clause, i) => contract('drafted', clause, i));
export const draftedHeldOut = HELD_OUT.map((clause, i) => contract('held-out', clause, i));

/** [renewal clause, how it renews, days of notice that stop it or null]. */
type RenewalClause = [string, DraftedRenewal['kind'], number | null];

const RENEWAL_TRAINING: RenewalClause[] = [
  [
    'This Agreement renews automatically for further twelve (12) month periods unless either party gives sixty (60) days notice of non-renewal.',
    'automatic',
    60,
  ],
  ['Auto-renew: Yes. Notice of non-renewal: 30 days before the end of the term.', 'automatic', 30],
  ['It renews each year unless cancelled 90 days before the renewal date.', 'automatic', 90],
  [
    'The subscription renews for successive one-year terms. To stop a renewal, notify us 30 days before it.',
    'automatic',
    30,
  ],
  ['After the initial term, the Agreement rolls over annually.', 'automatic', null],
  [
    'This Order will auto-renew for another 12 months unless Customer cancels at least 14 days prior to the end of the term.',
    'automatic',
    14,
  ],
  ['Renewal: automatic, for one-year periods. Cancellation notice: 60 days.', 'automatic', 60],
  [
    'The Agreement will then continue for successive periods of one year each, unless terminated by either party with three months written notice before the end of a period.',
    'automatic',
    90,
  ],
  ['Thereafter it extends automatically by one year at a time.', 'automatic', null],
  [
    'The license renews on each anniversary unless Licensee gives written notice at least 30 days before the anniversary.',
    'automatic',
    30,
  ],
  ['This contract is renewed tacitly for one year unless terminated with one month notice.', 'automatic', 30],
  [
    'The Term will renew for additional 24-month terms unless either party opts out in writing 90 days before expiry.',
    'automatic',
    90,
  ],
  [
    'The Agreement then renews for 12-month terms. Either party may opt out of a renewal with 45 days notice.',
    'automatic',
    45,
  ],
  ['Customer may renew for one more year by written notice.', 'option', null],
  ['Client has the option to extend this Agreement for two further years.', 'option', null],
  [
    'Tenant may extend the lease for a further term of three years by giving notice six months before expiry.',
    'option',
    null,
  ],
  ["At Licensee's election, the term may be renewed for one additional year.", 'option', null],
  ['Renewal only by written amendment signed by both parties.', 'mutual', null],
  ['The parties may agree in writing to extend this Agreement.', 'mutual', null],
  ['Any renewal requires the mutual written agreement of the parties.', 'mutual', null],
  ['Renewal: None.', 'none', null],
  ['This Agreement will not renew automatically.', 'none', null],
  ['There is no automatic renewal; the Agreement ends at the end of the term.', 'none', null],
  ['This Agreement does not renew.', 'none', null],
  [
    'After the initial term, this Agreement continues month to month until either party gives 30 days notice.',
    'evergreen',
    30,
  ],
  [
    'Once the first term ends, the Agreement runs on indefinitely until terminated by either party on sixty (60) days written notice.',
    'evergreen',
    60,
  ],
];

const RENEWAL_HELD_OUT: RenewalClause[] = [
  [
    'This Agreement shall automatically renew for consecutive one (1) year terms unless either party provides written notice of non-renewal at least thirty (30) days before the then-current term ends.',
    'automatic',
    30,
  ],
  ['Automatic renewal: yes, for 12 months. Non-renewal notice: 90 days.', 'automatic', 90],
  ['The plan renews every year unless you cancel 15 days before your renewal date.', 'automatic', 15],
  [
    "Upon expiry, the term is extended by successive periods of six (6) months unless either party terminates it with sixty (60) days' notice.",
    'automatic',
    60,
  ],
  [
    'Each renewal term is one year; renewal happens automatically unless notice is given two months before.',
    'automatic',
    60,
  ],
  [
    'It then renews yearly. Either party can stop the renewal by telling the other 30 days in advance.',
    'automatic',
    30,
  ],
  ['The Customer may, at its option, renew this Agreement for a further two years.', 'option', null],
  ['Supplier grants Customer the right to extend the term by one year.', 'option', null],
  ['Extension of this Agreement requires a written agreement of both parties.', 'mutual', null],
  ['This Agreement shall not be renewed.', 'none', null],
  ['No renewal.', 'none', null],
  [
    'Following the initial term, this Agreement remains in force until either party terminates it by giving ninety (90) days notice.',
    'evergreen',
    90,
  ],
];

/** The initial terms the renewal sets' contracts are given, in months, in words a short contract uses. */
const INITIAL_TERMS: [string, number][] = [
  ['The initial term is twelve (12) months.', 12],
  ['The Initial Term is one year.', 12],
  ['Initial Term: 24 months.', 24],
  ['The term of this Agreement is three (3) years.', 36],
];

const EFFECTIVE_DATES = ['2024-03-01', '2024-07-15', '2025-01-01', '2025-05-20'];

/** A drafted contract around a renewal clause: an initial term of its own, then the renewal in a section after it. */
function renewing(prefix: string, [clause, kind, noticeDays]: RenewalClause, i: number): DraftedContract {
  const [termClause, months] = INITIAL_TERMS[i % INITIAL_TERMS.length];
  const effective = EFFECTIVE_DATES[i % EFFECTIVE_DATES.length];
  const [year, month, day] = effective.split('-').map(Number);
  const end = new Date(Date.UTC(year, month - 1 + months, day)).toISOString().slice(0, 10);
  return contract(prefix, [termClause, effective, end], i, { clause, kind, noticeDays });
}

export const draftedRenewalTraining = RENEWAL_TRAINING.map((clause, i) => renewing('drafted-renewal', clause, i));
export const draftedRenewalHeldOut = RENEWAL_HELD_OUT.map((clause, i) => renewing('held-out-renewal', clause, i));
