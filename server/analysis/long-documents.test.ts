import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';
import { isShortDocument } from './model/choice';
import { prepareDocument } from './text/document';

/**
 * Long documents a mailbox or a Drive holds that are not SEC filings: a vendor's master agreement, a consulting
 * agreement, a data processing agreement, a lease, each over the 1,000 words from which a document is ranked by the
 * filings' clause models (27 November 2026, thirteenth session, written with what each should read decided before the
 * first run). Their own clauses (parties, term, renewal, fees) sit among general terms that hold dates and lengths of
 * other things: a warranty's ninety days, records kept six years, a breach notified within 48 hours, obligations
 * surviving five years, an insurance policy. The mailbox's other documents are all under 250 words. At first reading
 * two of the four were right, and a third but for the full stop of "Inc.", which the engine drops from every name (the
 * expectation now follows it); before short sentences were also scored by the short documents' term-clause model, the
 * consulting agreement's one-line "This Agreement expires on June 30, 2028." read as ending five years on, at the end
 * of the confidentiality clause's survival; the data processing agreement read so still (mended since: a length in
 * a clause that says obligations survive is no end of the term).
 */
const AS_OF = '2026-11-27';

/** General terms of the kind a long commercial agreement carries, with no term, renewal or notice of non-renewal. */
const GENERAL_TERMS = [
  'Confidentiality. Each party shall keep confidential all information disclosed to it by the other party that is marked as confidential or that a reasonable person would understand to be confidential, and shall use such information only to perform its obligations or exercise its rights under this Agreement. The obligations in this clause shall survive termination or expiry of this Agreement for a period of five (5) years. A party may disclose confidential information to its employees, officers, professional advisers and subcontractors who need to know it, provided that they are bound by obligations of confidentiality no less protective than these.',
  'Data protection. Each party shall comply with applicable data protection law. Where the Supplier processes personal data on behalf of the Customer, it shall do so only on the documented instructions of the Customer, shall ensure that persons authorised to process the personal data are bound by confidentiality, and shall notify the Customer without undue delay, and in any event within forty-eight (48) hours, after becoming aware of a personal data breach.',
  'Warranties. The Supplier warrants that the services will be performed with reasonable skill and care and in accordance with good industry practice. If the services do not conform to this warranty, the Customer shall notify the Supplier within ninety (90) days of their performance, and the Supplier shall re-perform the non-conforming services at no additional charge. This is the Customer’s sole remedy for breach of this warranty.',
  'Intellectual property. All intellectual property rights in the Supplier’s materials, software and know-how remain with the Supplier. The Customer grants the Supplier a non-exclusive licence to use the Customer’s data solely to provide the services. Nothing in this Agreement transfers ownership of any intellectual property right from one party to the other.',
  'Indemnity. The Supplier shall defend the Customer against any claim that the services infringe the intellectual property rights of a third party, and shall indemnify the Customer against the damages and costs finally awarded against it, provided that the Customer notifies the Supplier of the claim promptly, gives the Supplier sole control of its defence and settlement, and provides reasonable assistance at the Supplier’s expense.',
  'Limitation of liability. Neither party excludes or limits its liability for death or personal injury caused by its negligence, for fraud, or for any other liability that cannot be limited by law. Subject to that, neither party shall be liable for any loss of profits, revenue, goodwill or anticipated savings, or for any indirect or consequential loss, and each party’s total liability in any contract year shall not exceed the fees paid or payable in the twelve (12) months before the event giving rise to the claim.',
  'Insurance. The Supplier shall maintain in force, with a reputable insurer, professional indemnity insurance of not less than two million pounds for each claim, and shall produce the policy and evidence of payment of the current premium on request. The Supplier’s current policy expires on 31 January 2027 and shall be renewed on no less favourable terms.',
  'Records and audit. The Supplier shall keep complete and accurate records of the services and of the fees charged, and shall retain them for six (6) years after they are made. On not less than ten (10) business days’ notice, and no more than once in any calendar year, the Customer may audit those records during normal business hours.',
  'Force majeure. Neither party shall be in breach of this Agreement nor liable for delay in performing its obligations if the delay results from events beyond its reasonable control. If the period of delay continues for more than sixty (60) days, the party not affected may terminate this Agreement by giving thirty (30) days’ written notice to the other party.',
  'Assignment and subcontracting. Neither party shall assign, transfer or subcontract any of its rights or obligations under this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld. The Supplier remains responsible for the acts and omissions of its subcontractors as if they were its own.',
  'Notices. Any notice given under this Agreement shall be in writing and delivered by hand, by pre-paid first-class post or by email to the address set out at the head of this Agreement. A notice delivered by hand is received on delivery, a notice sent by post at 9.00 am on the second business day after posting, and a notice sent by email at 9.00 am on the next business day after transmission.',
  'Entire agreement. This Agreement constitutes the entire agreement between the parties and supersedes all previous agreements, promises, assurances and understandings between them relating to its subject matter. Each party acknowledges that in entering into this Agreement it does not rely on any statement, representation or warranty that is not set out in this Agreement.',
  'Variation and waiver. No variation of this Agreement shall be effective unless it is in writing and signed by the parties or their authorised representatives. A failure or delay by a party to exercise any right or remedy provided under this Agreement or by law shall not constitute a waiver of that or any other right or remedy.',
  'Severance. If any provision of this Agreement is or becomes invalid, illegal or unenforceable, it shall be deemed modified to the minimum extent necessary to make it valid, legal and enforceable, and the validity and enforceability of the rest of this Agreement shall not be affected.',
  'Third party rights. A person who is not a party to this Agreement shall not have any rights to enforce any of its terms. The parties may rescind or vary this Agreement without the consent of any other person.',
  'Counterparts. This Agreement may be executed in any number of counterparts, each of which when executed shall constitute a duplicate original, but all the counterparts together shall constitute one agreement.',
];

const DOCUMENTS: [string, string[], Record<string, unknown>][] = [
  [
    'a subscription agreement of twenty-four months from its Effective Date, renewing by years unless ninety days’ notice',
    [
      'SOFTWARE SUBSCRIPTION AGREEMENT',
      'This Software Subscription Agreement (the "Agreement") is entered into as of 1 April 2026 (the "Effective Date") between Brightwater Analytics Ltd, a company registered in England and Wales under number 09876543 ("Supplier"), and Kestrel Home Furnishings Ltd, a company registered in England and Wales under number 04455667 ("Customer").',
      '1. Services. Supplier shall make its demand forecasting platform available to Customer’s authorised users, provide the support services described in Schedule 2, and host Customer’s data in data centres located in the United Kingdom.',
      '2. Term. This Agreement runs for twenty-four (24) months from the Effective Date. Thereafter it renews automatically for successive periods of twelve (12) months unless either party gives the other at least ninety (90) days’ written notice of non-renewal before the end of the then-current term.',
      '3. Fees. Customer shall pay the annual subscription fee of £48,000 in advance on the Effective Date and on each anniversary of it. Invoices are payable within thirty (30) days of receipt. Supplier may increase the fee for any renewal period by giving Customer written notice at least one hundred and twenty (120) days before that period begins.',
      ...GENERAL_TERMS,
      'Governing law. This Agreement and any dispute arising out of it shall be governed by the law of England and Wales, and the courts of England and Wales shall have exclusive jurisdiction.',
      'Signed for and on behalf of Brightwater Analytics Ltd by Helen Okafor, Director. Signed for and on behalf of Kestrel Home Furnishings Ltd by Marcus Webb, Finance Director.',
    ],
    {
      effectiveDate: '2026-04-01',
      expirationDate: '2028-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      parties: ['Brightwater Analytics Ltd', 'Kestrel Home Furnishings Ltd'],
    },
  ],
  [
    'a consulting agreement that expires on a date in a line of its own, extended only by a signed amendment',
    [
      'MASTER CONSULTING SERVICES AGREEMENT',
      'This Master Consulting Services Agreement (this "Agreement") is made and entered into effective as of July 1, 2026 (the "Effective Date") by and between Meridian Health Partners, Inc., a Delaware corporation ("Client"), and Castellan Advisory Group LLC, an Illinois limited liability company ("Consultant").',
      '1. Engagement. Client engages Consultant to provide the consulting services described in each statement of work signed by both parties. Each statement of work forms part of this Agreement.',
      '2. Term. This Agreement expires on June 30, 2028.',
      'The parties may extend this Agreement only by a written amendment signed by both parties. Any statement of work in progress when this Agreement expires shall continue to be governed by this Agreement until it is completed.',
      '3. Compensation. Client shall pay Consultant the fees set out in each statement of work, and shall reimburse reasonable travel expenses approved in advance. Consultant shall invoice Client monthly in arrears, and Client shall pay each undisputed invoice within forty-five (45) days.',
      '4. Independent contractor. Consultant is an independent contractor, and nothing in this Agreement creates a partnership, joint venture or employment relationship. Consultant is responsible for all taxes on the fees it receives.',
      '5. Termination for convenience. Client may terminate this Agreement or any statement of work at any time on thirty (30) days’ written notice to Consultant, and shall pay for services performed up to the date of termination.',
      ...GENERAL_TERMS,
      'Governing law. This Agreement shall be governed by the laws of the State of Illinois, without regard to its conflict of laws principles.',
      'IN WITNESS WHEREOF, the parties have executed this Agreement as of the Effective Date. MERIDIAN HEALTH PARTNERS, INC. By: Laura Chen, Chief Operating Officer. CASTELLAN ADVISORY GROUP LLC By: David Castellan, Managing Partner.',
    ],
    {
      effectiveDate: '2026-07-01',
      expirationDate: '2028-06-30',
      renewalKind: 'mutual',
      noticePeriodDays: null,
      parties: ['Meridian Health Partners, Inc', 'Castellan Advisory Group LLC'],
    },
  ],
  [
    'a data processing agreement that lasts as long as the processing, among dates and lengths of other things',
    [
      'DATA PROCESSING AGREEMENT',
      'This Data Processing Agreement ("DPA") is entered into on 14 September 2026 between Northgate Retail Group plc ("Controller") and Solent Cloud Services Ltd ("Processor") and forms part of the Services Agreement between them dated 2 June 2025 (the "Principal Agreement").',
      '1. Subject matter. Processor processes personal data of Controller’s customers and employees in order to provide the hosting and support services under the Principal Agreement. The categories of data subjects and personal data are set out in Annex 1.',
      '2. Duration. This DPA shall remain in effect for as long as Processor processes personal data on behalf of Controller under the Principal Agreement.',
      '3. Deletion and return. Within thirty (30) days after the end of the provision of the services, Processor shall, at Controller’s choice, delete or return all personal data and delete existing copies, unless the law requires their storage.',
      '4. Sub-processors. Processor shall give Controller at least fourteen (14) days’ notice of any intended addition or replacement of a sub-processor, during which Controller may object on reasonable grounds.',
      ...GENERAL_TERMS,
      'Governing law. This DPA is governed by the law of England and Wales.',
      'Signed for Northgate Retail Group plc by its Data Protection Officer, and for Solent Cloud Services Ltd by its Chief Executive.',
    ],
    { effectiveDate: '2026-09-14', expirationDate: null, renewalKind: 'none', noticePeriodDays: null },
  ],
  [
    'a lease of five years from a labelled commencement date to its expiry date, renewable once at the tenant’s option',
    [
      'LEASE OF OFFICE PREMISES',
      'Date: 20 August 2026',
      'Landlord: Harbourside Estates Limited',
      'Tenant: Pennant Design Studio Limited',
      'Premises: Second floor, 14 Quay Street, Bristol BS1 4DJ',
      'Commencement Date: 1 September 2026',
      'Term: five (5) years from and including the Commencement Date',
      'Expiry Date: 31 August 2031',
      'Rent: £36,000 per annum, payable quarterly in advance on the usual quarter days',
      '1. Letting. The Landlord lets the Premises to the Tenant for the Term at the Rent, together with the rights set out in Schedule 1 and subject to the matters set out in Schedule 2.',
      '2. Option to renew. The Tenant may renew this Lease for one further term of five (5) years by giving the Landlord not less than six (6) months’ written notice before the Expiry Date, provided that there are no material breaches of the Tenant’s covenants at that time.',
      '3. Rent review. The Rent shall be reviewed on the third anniversary of the Commencement Date to the open market rent at that date, but shall not fall below the Rent payable immediately before the review.',
      '4. Repair. The Tenant shall keep the interior of the Premises in good and substantial repair and condition, and shall decorate it in the last three (3) months of the Term.',
      ...GENERAL_TERMS,
      'Governing law. This Lease is governed by the law of England and Wales.',
      'Executed as a deed by Harbourside Estates Limited and by Pennant Design Studio Limited, each acting by a director in the presence of a witness.',
    ],
    {
      effectiveDate: '2026-09-01',
      expirationDate: '2031-08-31',
      renewalKind: 'option',
      noticePeriodDays: null,
    },
  ],
];

describe('long documents that are not SEC filings', () => {
  it.each(DOCUMENTS)('is long enough to be ranked as a filing: %s', (_name, lines) => {
    expect(isShortDocument(prepareDocument(lines.join('\n')))).toBe(false);
  });

  it.each(DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), AS_OF)).toMatchObject(expected);
  });
});
