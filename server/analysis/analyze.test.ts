import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';
import { findAgreementDate } from './fields/effective-date';
import { prepareDocument } from './text/document';

const AS_OF = '2026-11-22';
const analyze = (text: string, asOf = AS_OF) => analyzeContractText(text, asOf);

const PREAMBLE =
  'MASTER SERVICES AGREEMENT\nThis Master Services Agreement (the "Agreement") is made and entered into as of the 8th day of May, 2014 (the "Effective Date"), by and between Acme Widgets, Inc., a Delaware corporation ("Acme"), and Beta Software Ltd., a company organized under the laws of England ("Beta").';

describe('effective date', () => {
  it('reads the date and parties of a preamble after a table of contents too long for the first characters', () => {
    const contents = Array.from(
      { length: 160 },
      (_, n) => `${Math.floor(n / 10) + 1}.${(n % 10) + 1} Section heading ........................ ${n + 1}`,
    ).join('\n');
    const text = [
      'SERVICES AGREEMENT',
      'TABLE OF CONTENTS',
      contents,
      'Dated: As of July 1, 2013',
      'SERVICES AGREEMENT',
      'This Services Agreement is between Ashford Hospitality Prime, Inc. ("Company") and Ashford Hospitality Advisors LLC ("Advisor").',
      '1. Services. Advisor shall provide the Services to the Company.',
    ].join('\n');
    const result = analyze(text);
    expect(result.effectiveDate).toBe('2013-07-01');
    expect(result.parties).toEqual(['Ashford Hospitality Prime, Inc', 'Ashford Hospitality Advisors LLC']);
  });

  it('reads a defined Effective Date written the way contracts write it', () => {
    const result = analyze(PREAMBLE);
    expect(result.effectiveDate).toBe('2014-05-08');
    expect(result.evidence.effectiveDate).toContain('8th day of May, 2014');
  });

  it('takes the day the term commences when no Effective Date is defined', () => {
    const result = analyze(
      'LICENSE AGREEMENT between A Corp and B LLC. 2. Term. The term of the license shall commence August 1, 1995 and continue until January 30, 2000.',
    );
    expect(result.effectiveDate).toBe('1995-08-01');
    expect(result.expirationDate).toBe('2000-01-30');
  });

  it('uses the last signature date for "as of the date last signed below", not an earlier signature date', () => {
    const body =
      'This Agreement is effective as of the date last signed below. The parties shall perform their obligations. '.repeat(
        8,
      );
    const signatures = '\nACME INC.\nBy: ______\nDate: March 3, 2020\nBETA LLC\nBy: ______\nDate: March 9, 2020\n';
    expect(analyze(`${body}${signatures}`).effectiveDate).toBe('2020-03-09');
  });

  it('counts a term "from the activation date" from the day the document labels so, not from its own date', () => {
    const text =
      'BUSINESS SERVICE AGREEMENT\nAgreement date: 07/30/2025\nActivation date: 08/15/2025\nContract term: 24 months from the activation date. After the contract term, service continues on a month-to-month basis.';
    expect(analyze(text).expirationDate).toBe('2027-08-15');
  });

  it('gives the next anniversary of the start as the renewal date of a plan that renews on it and writes no end', () => {
    const text =
      'SERVICE PLAN AGREEMENT\nPlan start date: March 15, 2026\nThis plan renews each year on the anniversary of the plan start date unless you cancel in writing at least 30 days before the anniversary.';
    // Its first year, one cycle of its renewals, ends where the first renewal begins.
    expect(analyze(text)).toMatchObject({
      expirationDate: '2027-03-15',
      renewalDate: '2027-03-15',
      cancelByDate: '2027-02-13',
    });
  });

  it('counts a membership "12 months from your joining date" from the day its field gives', () => {
    // The hundred-and-ninety-fourth mailbox batch's spa membership: no end read.
    const text =
      'Membership type: Spa Annual\nJoining date: 14 January 2027\nYour membership lasts 12 months from your joining date and renews automatically unless you cancel at least one month before it ends.';
    expect(analyze(text).expirationDate).toBe('2028-01-14');
  });

  it("reads a storage unit's final day as its end, not the day anything starts", () => {
    // The hundred-and-ninety-third mailbox batch's cancelled storage unit: read as its effective date.
    const text =
      'Your notice has been received. Your final day of storage will be Friday 25 June 2027. Please empty the unit by 5pm.';
    expect(analyze(text)).toMatchObject({ effectiveDate: null, expirationDate: '2027-06-25' });
  });

  it('reads "each anniversary of that date" after the day a contract starts as its anniversaries', () => {
    // The hundred-and-seventy-seventh mailbox batch's payroll agreement: no renewal date, so no reminder.
    const text =
      "PAYROLL SERVICES AGREEMENT\nThis Agreement starts on 1 January 2027 and will renew automatically on each anniversary of that date for a further year unless either party gives at least 3 months' notice before the anniversary.";
    expect(analyze(text)).toMatchObject({ expirationDate: null, renewalDate: '2028-01-01' });
  });

  it('gives the end of the cycle after the start as the renewal date of one that renews every few months and states no term', () => {
    // Seventy-sixth mailbox batch: no renewal date and no cancel-by date were read, so no reminder could be sent.
    const text =
      'WEBSITE MAINTENANCE AGREEMENT\nThis Agreement between PixelForge Studio LLC ("Developer") and Greenleaf Organics Inc. ("Client") begins on January 1, 2027.\nIt renews automatically every three months unless either party gives 15 days\' written notice before the end of the current quarter.';
    // Its first term is one cycle: it ends where the first renewal begins.
    expect(analyze(text)).toMatchObject({
      expirationDate: '2027-04-01',
      renewalDate: '2027-04-01',
      cancelByDate: '2027-03-17',
    });
    // A term stated elsewhere ("The initial term is two years.") is the first renewal's start, not the cycle.
    expect(analyze(text.replace('\nIt renews', '\nThe initial term is two years.\nIt renews')).renewalDate).not.toBe(
      '2027-04-01',
    );
  });

  it('counts an effective date "the first day of the calendar month following" a day the preamble names', () => {
    const text =
      'DISTRIBUTION AGREEMENT\nThis Distribution Agreement is dated as of the 22nd day of March, 2011 (the "Agreement Date") and is effective as of the first day of the calendar month following the Agreement Date, by and between Halcyon Instruments Corp. ("Halcyon") and Delmar Scientific Supply, Inc. ("Distributor").\nThe term of this Agreement is three (3) years from the Effective Date.';
    expect(analyze(text)).toMatchObject({ effectiveDate: '2011-04-01', expirationDate: '2014-04-01' });
    // Counted from the date hereof, the preamble's own date.
    const hereof = text
      .replace(' (the "Agreement Date")', '')
      .replace('following the Agreement Date', 'following the date hereof');
    expect(analyze(hereof).effectiveDate).toBe('2011-04-01');
    // Counted from its execution, the date it is dated.
    const execution =
      'MASTER PURCHASE AGREEMENT\nThis Master Purchase Agreement, dated June 12, 2014 and effective on the first day of the month following its execution (the "Effective Date"), is between Briarwood Electronics, Inc. ("Buyer") and Kinsale Components Ltd. ("Seller").';
    expect(analyze(execution).effectiveDate).toBe('2014-07-01');
    // A term commencing so after its signature, dated in the signature block (the hundred-and-fifty-fifth mailbox
    // batch: the term began on the day it was signed).
    const signature =
      'SUPPLY AGREEMENT\nThe term of this agreement is one year commencing on the first day of the month following signature.\nSigned: 15 June 2027';
    expect(analyze(signature)).toMatchObject({ effectiveDate: '2027-07-01', expirationDate: '2028-07-01' });
  });

  it.each([
    'This Agreement will be effective beginning on the day after the date of last signature below.',
    'This Agreement will be effective on the day following the date of last signature ("Effective Date").',
  ])('takes the day after the last signature for "%s"', (clause) => {
    const body = `${clause} The parties shall perform their obligations. `.repeat(8);
    const signatures =
      '\nACME INC.\nBy: ______\nDate: November 30, 2019\nBETA LLC\nBy: ______\nDate: December 31, 2019\n';
    expect(analyze(`${body}${signatures}`).effectiveDate).toBe('2020-01-01');
  });

  it('takes the last signing day for an Effective Date "hereinafter referred to as" the day both parties execute it', () => {
    const clause =
      'This Agreement shall become effective upon the completion of the execution by both Parties (hereinafter referred to as the "Effective Date").';
    const body = `${clause} ${'The Parties shall perform their obligations under this Agreement in good faith. '.repeat(50)}`;
    const signatures =
      '\nParty A: Acme Co., Ltd. [signature authenticated on December 10, 2018]\nParty B: Beta Ltd. [signature authenticated on December 17, 2018]';
    expect(analyze(`${body}${signatures}`).effectiveDate).toBe('2018-12-17');
  });

  it.each([
    'This Agreement shall enter into effect on the date it is signed by both parties as shown below.',
    'The Effective Date of this Agreement shall be the date upon which it is signed by the second of the two Parties.',
  ])('takes the last signing day, where the signatures carry no "Date:", for "%s"', (clause) => {
    const body = `${clause} ${'The Parties shall perform their obligations under this Agreement in good faith. '.repeat(50)}`;
    const signatures =
      '\nParty A: Acme Co., Ltd. [signature authenticated on December 10, 2018]\nParty B: Beta Ltd. [signature authenticated on December 17, 2018]';
    expect(analyze(`${body}${signatures}`).effectiveDate).toBe('2018-12-17');
  });
});

describe('effective date of a filing', () => {
  it('takes the date after a title in capitals ("SPONSORSHIP AGREEMENT, dated as of"), not a later date of another instrument', () => {
    const preamble =
      'SPONSORSHIP AGREEMENT\nSPONSORSHIP AGREEMENT, dated as of February 4, 2005, by and between Harrow Income Trust, a Massachusetts business trust (the "Trust"), and Harrow Fund Services LLC ("Harrow").';
    const body =
      'The Sponsor shall perform such oversight and administrative services as the Trust may request. '.repeat(30);
    const end =
      "This Agreement shall become effective as of the day and year first above written. The undersigned Trustee has executed this Agreement as a Trustee under the Trust's Declaration of Trust, dated October 6, 2004, as amended.";
    expect(analyze(`${preamble}\n${body}\n${end}`).effectiveDate).toBe('2005-02-04');
  });

  it.each([
    'MAINTENANCE AGREEMENT\nMAINTENANCE AGREEMENT (this "Agreement"), dated as of July 23, 2003, made by Northgate Access, Inc., a Delaware corporation ("Provider"), and Rivermark Telecom, Inc. ("Company").',
    'AGENCY AGREEMENT\nThis "Agency" Agreement is made as of July 23, 2003, by and between Northgate Access, Inc., a Delaware corporation ("Provider"), and Rivermark Telecom, Inc. ("Company").',
  ])("takes the date of a preamble that quotes its own name, not a schedule's dated agreement: %s", (preamble) => {
    const body = 'The Provider shall maintain the network and respond to each request within four hours. '.repeat(30);
    const schedule =
      'SCHEDULE 3.2 City Rights Agreements (1) Access and License Agreement dated December 8, 2000, between the City of Lakeport and the Provider.';
    expect(analyze(`${preamble}\n${body}\n${schedule}`).effectiveDate).toBe('2003-07-23');
  });

  it("does not take a date after another agreement's title in capitals in a schedule for the agreement's own", () => {
    const preamble = 'This Services Agreement is made between Northgate Access, Inc. and Rivermark Telecom, Inc.';
    const body = 'The Provider shall maintain the network and respond to each request within four hours. '.repeat(40);
    const schedule = 'SCHEDULE 2 Prior Agreements: ACCESS AND LICENSE AGREEMENT dated December 8, 2000.';
    const signatures = '\nNORTHGATE ACCESS, INC.\nBy: /s/ Mary Fowler\nDate: March 3, 2004';
    expect(analyze(`${preamble}\n${body}\n${schedule}\n${signatures}`).effectiveDate).toBe('2004-03-03');
  });

  it('reads an Effective Date defined "(such date, the "Effective Date")" on the date before it', () => {
    const text =
      'EXCLUSIVE LICENSE AGREEMENT\nThis Exclusive License Agreement is entered into as of June 12, 2019 (the "Execution Date") by and between Orison Therapeutics, Inc. ("Orison") and Aurion Labs LLC ("Aurion"). The term of this Agreement shall become effective upon acceptance for review of the Dossier by the FDA no later than September 2, 2019 (such date, the "Effective Date") and shall end upon the termination of this Agreement.';
    expect(analyze(text).effectiveDate).toBe('2019-09-02');
  });
});

describe('effective date fallbacks', () => {
  it('ignores EDGAR filing stamps and falls back to the latest signature date', () => {
    const body =
      'Source: ACME CORP, 8-K, 1/20/2009 SERVICES AGREEMENT between Acme Corp and Beta LLC. The parties agree. '.repeat(
        6,
      );
    const signatures = 'ACME CORP By: /s/ A. Smith Date: 4/26/2017 BETA LLC By: /s/ B. Jones Date: 4/28/2017';
    expect(analyze(`${body}${signatures}`).effectiveDate).toBe('2017-04-28');
  });

  it('does not take the end of "from the Effective Date through December 31, 2027" for the effective date', () => {
    const text =
      "LICENSE AGREEMENT\nThis License Agreement is made as of March 1, 2026 between Acme Inc. and Beta LLC.\nThe term of this Agreement shall be from the Effective Date through December 31, 2027, and it will renew for the same period unless either party gives 60 days' notice of non-renewal.";
    expect(analyze(text)).toMatchObject({
      effectiveDate: '2026-03-01',
      expirationDate: '2027-12-31',
      noticePeriodDays: 60,
      // "renew for the same period": as long as the first term.
      renewalTermMonths: 22,
    });
  });

  it("takes a statement of work's period of performance, not the date of the master agreement it is made under", () => {
    const sow =
      'STATEMENT OF WORK #4\nThis Statement of Work is entered into pursuant to the Master Services Agreement dated January 5, 2021 between Keystone Retail Group, Inc. and Vertex Digital Partners LLC.\nPeriod of Performance: July 1, 2026 through June 30, 2027.\nFees: Fixed fee of $150,000.';
    expect(analyze(sow)).toMatchObject({ effectiveDate: '2026-07-01', expirationDate: '2027-06-30' });
  });

  it('takes the day an amendment is "effective retroactively to", not the day it was made', () => {
    const amendment =
      'AMENDMENT NO. 1\nThis Amendment No. 1 is made on March 10, 2025 between Acme Inc. and Beta LLC. This Amendment shall be effective retroactively to January 1, 2025.\n2. Term. This Agreement shall continue for one (1) year from the Effective Date.';
    expect(analyze(amendment).effectiveDate).toBe('2025-01-01');
  });

  it('does not take the day a quote is "Valid until" for the day anything starts', () => {
    const quote =
      'QUOTE Q-10482\nPrepared for: Hooli Inc.\nValid until: December 31, 2025\nProduct: Enterprise Plan, 100 users, annual subscription, USD 24,000\nSubscription term: 12 months from activation. Renews automatically unless cancelled 30 days before renewal.';
    expect(analyze(quote)).toMatchObject({ effectiveDate: null, renewalKind: 'automatic', noticePeriodDays: 30 });
  });

  it('reads a licence period\'s "thereafter monthly until ended" as a monthly renewal with its notice', () => {
    // The hundred-and-forty-ninth mailbox batch: a desk licence read no renewal and no notice.
    const licence =
      "Licence Period: 1 March 2027 to 31 August 2027, and thereafter monthly until ended by either party giving one month's notice.";
    expect(analyze(licence)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 });
    // Not a price's period: "then monthly payments".
    const payments = 'Licence Period: 1 March 2027 to 31 August 2027, and then monthly payments of £200.';
    expect(analyze(payments).renewalKind).toBe('none');
  });

  it("does not take a contract's last visit for the day anything starts", () => {
    // The hundred-and-forty-eighth mailbox batch: a cleaner's letter ending the contract was dated by its last visit.
    const letter =
      'Dear Mr Chen,\nWe confirm that your contract will not renew and will end on 31 December 2026. Our last visit will be on 30 December 2026.';
    expect(analyze(letter)).toMatchObject({ effectiveDate: null, expirationDate: '2026-12-31' });
  });

  it('takes the day a statement of work "begins on", not the date of the master agreement it is issued under', () => {
    const sow =
      'STATEMENT OF WORK NO. 3\nThis Statement of Work is issued under the Master Services Agreement dated March 1, 2021 between Wayne Enterprises, Inc. ("Client") and Kent Analytics LLC ("Supplier").\n1. Term. This SOW begins on January 15, 2026 and ends on July 14, 2026, unless extended by a change order signed by both parties.\n2. Fees. Fixed fee of $85,000, invoiced monthly.';
    expect(analyze(sow)).toMatchObject({ effectiveDate: '2026-01-15', expirationDate: '2026-07-14' });
  });

  it("takes an order form's subscription start date, not its order date", () => {
    const order =
      'ORDER FORM\nCustomer: Pinecrest Dental Group LLC\nOrder Date: 2025-01-06\nSubscription Start Date: 2025-02-01\nSubscription End Date: 2026-01-31\nSubscriptions renew automatically for additional periods of twelve (12) months unless either party gives notice of non-renewal at least thirty (30) days before the end of the then-current subscription term.';
    expect(analyze(order)).toMatchObject({ effectiveDate: '2025-02-01', expirationDate: '2026-01-31' });
  });

  it('takes an order form\'s bare "Start Date:" as the start of its term', () => {
    const order =
      'ORDER FORM #OF-5521\nCustomer: Northwind Traders, Inc.\nProvider: Contoso Systems LLC\nSubscription Term: 36 months\nStart Date: 03/01/2026\nEnd Date: 02/28/2029\nAuto-Renewal: Yes, for successive 12-month periods\nNon-Renewal Notice: 90 days prior to End Date\nAnnual Fees: $60,000';
    expect(analyze(order)).toMatchObject({
      effectiveDate: '2026-03-01',
      expirationDate: '2029-02-28',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    });
  });

  it("takes no start from the day a quote expires, a quote's one date", () => {
    const quote =
      'QUOTE Q-1182\nPrepared for: Northwind Traders, Inc.\nProduct: Contoso Backup Pro, 3-year term\nTotal: $14,200.00\nThis quote expires on December 15, 2026.';
    const result = analyze(quote);
    expect(result.effectiveDate).toBeNull();
    // Nor a three-year term counted from that day, nor is the quote's expiry the end of a term.
    expect(result.expirationDate).toBeNull();
  });

  it('takes "This Agreement is dated" wherever it stands, but not the date of another agreement', () => {
    const text =
      'WHEREAS the parties are parties to an arrangement agreement dated as of February 23, 2006. The parties agree as follows. 14.6 This Agreement is dated April 29, 2010.';
    expect(analyze(text).effectiveDate).toBe('2010-04-29');
  });
});

describe('term and expiration', () => {
  it('reads no end in a length counted to a deadline: "shall open the Restaurant within twelve (12) months after"', () => {
    // The eighty-second held-out term batch: read as the term's end at 0.56 in two contracts.
    const read = analyze(
      [
        'FRANCHISE AGREEMENT',
        'This Franchise Agreement is made as of March 1, 2020 (the "Effective Date") between Harbor Grill Franchising LLC ("Franchisor") and Coastal Eats Inc. ("Franchisee").',
        '1. Grant. Franchisor grants Franchisee the right to operate one Restaurant at the Premises.',
        '2. Opening. The Franchisee shall open the Restaurant within twelve (12) months after the Effective Date.',
        '3. Fees. Franchisee shall pay Franchisor a royalty of five percent (5%) of Gross Sales each month.',
      ].join('\n'),
    );
    expect(read.effectiveDate).toBe('2020-03-01');
    expect(read.expirationDate).toBeNull();
    // A term that ends within a length still ends then.
    expect(
      analyze(
        'This Agreement is made as of March 1, 2020 between Harbor Grill Franchising LLC and Coastal Eats Inc. This Agreement shall expire within three (3) years after the Effective Date.',
      ).expirationDate,
    ).toBe('2023-03-01');
  });

  it.each([
    [
      'an anniversary of the date the sentence names ("thereof")',
      'EMPLOYMENT AGREEMENT dated as of January 15, 2025. The Company hereby employs the Executive for a period commencing on February 3, 2025 and ending on the second anniversary thereof (the "Initial Term").',
      '2027-02-03',
    ],
    [
      'an anniversary "of the date hereof"',
      'This Agreement is made as of June 1, 2024 (the "Effective Date"). This Agreement shall remain in effect until the third anniversary of the date hereof.',
      '2027-06-01',
    ],
    [
      'an agreement that "expires at midnight on" a date, in a sentence too short for the clause model to rank',
      'SUPPLY AGREEMENT\nThis Supply Agreement is entered into as of March 1, 2024 (the "Effective Date") by and between Acme Widgets, Inc. and Beta Services LLC.\n2. Term. This Agreement expires at midnight on June 30, 2027.\n7. Fees. Customer shall pay the fees within thirty (30) days of invoice.',
      '2027-06-30',
    ],
    [
      'a date an agreement "is valid until", outside a clause about its term',
      'SERVICES AGREEMENT\nThis Services Agreement is entered into as of April 1, 2026 (the "Effective Date") by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\nThis Agreement is valid until 31 March 2028.',
      '2028-03-31',
    ],
    [
      'a date an agreement "shall be valid till" (the hundredth term batch: no end)',
      'SERVICES AGREEMENT\nThis Services Agreement is entered into as of April 1, 2026 (the "Effective Date") by and between Acme Inc. ("Acme") and Beta LLC ("Beta").\n2. Term. This Agreement shall be valid till 31.12.2028.\n3. Fees. Beta shall pay each invoice within thirty (30) days.',
      '2028-12-31',
    ],
  ])('counts %s', (_shape, text, expected) => {
    expect(analyze(text).expirationDate).toBe(expected);
  });

  it("takes no end from a warranty's or a guarantee's last day in a contract that states no term", () => {
    const supply = (line: string) =>
      `SUPPLY AGREEMENT\nThis Supply Agreement is entered into as of March 1, 2024 (the "Effective Date") by and between Acme Widgets, Inc. ("Supplier") and Beta Services LLC ("Buyer").\n4. Warranty. ${line}\n7. Fees. Buyer shall pay each invoice within thirty (30) days.`;
    expect(analyze(supply('The warranty lapses on June 30, 2026.')).expirationDate).toBeNull();
    expect(analyze(supply('The bank guarantee shall remain valid until 31 March 2026.')).expirationDate).toBeNull();
  });

  it('takes no end from one of many things a contract that states no term speaks of', () => {
    const supply = (line: string) =>
      `SUPPLY AGREEMENT\nThis Supply Agreement is entered into as of March 1, 2024 (the "Effective Date") by and between Acme Widgets, Inc. ("Supplier") and Beta Services LLC ("Buyer").\n4. Orders. ${line}\n7. Fees. Buyer shall pay each invoice within thirty (30) days.`;
    expect(analyze(supply('Each Purchase Order expires on June 30, 2026.')).expirationDate).toBeNull();
    expect(
      analyze(supply('The appointment of any sub-distributor shall end no later than December 31, 2026.'))
        .expirationDate,
    ).toBeNull();
  });

  it('reads a date range and a term ending "thereafter"', () => {
    expect(
      analyze('3.1 The Cooperation Term of the parties shall be two years from May 1, 2013 to April 30, 2015.')
        .expirationDate,
    ).toBe('2015-04-30');
    const thereafter =
      'This Agreement is effective as of March 1, 2019 (the "Effective Date"). Unless sooner terminated, this Agreement will continue in full force beginning on the Effective Date and ending two (2) years thereafter ("Term").';
    expect(analyze(thereafter).expirationDate).toBe('2021-03-01');
  });

  it('does not take a post-term obligation ending "thereafter" for the term', () => {
    const text =
      'This Agreement is effective as of March 1, 2019 (the "Effective Date"). During the Term of this Agreement and for two (2) years thereafter, each party shall keep records.';
    expect(analyze(text).expirationDate).toBeNull();
  });

  it('counts "five (5) years following the Effective Date"', () => {
    const text =
      'This Agreement is effective as of February 10, 2014 (the "Effective Date"). The term of this Agreement shall be five (5) years following the Effective Date.';
    expect(analyze(text).expirationDate).toBe('2019-02-10');
  });

  it('reads a term stated as the validity of the agreement', () => {
    const effective = 'This Agreement is effective as of December 17, 2018 (the "Effective Date"). ';
    expect(
      analyze(`${effective}The term of the validity of this Agreement shall be one year from the effective date.`)
        .expirationDate,
    ).toBe('2019-12-17');
    expect(
      analyze(`${effective}The validity period of this Agreement is two (2) years from the Effective Date.`)
        .expirationDate,
    ).toBe('2020-12-17');
  });

  it('reads a term clause broken by an EDGAR page footer and filing stamp', () => {
    const text =
      'This Agreement is effective as of December 3, 2008 (the "Effective Date"). The term of this Agreement shall be ' +
      'thirty-six (36) Page 3 of 40Source: QUANTUM GROUP INC /FL, 8-K, 1/20/2009 months from the Effective Date.';
    expect(analyze(text).expirationDate).toBe('2011-12-03');
    // The filer's name may hold commas, and the form a note: the stamp's date is no candidate either way.
    for (const stamp of [
      'Source: GENTECH HOLDINGS, INC., 1-A, 8/8/2019',
      'Source: BLOOM ENERGY CORP, DRS/A (on S-1), 3/21/2018',
    ]) {
      const stamped = `This Distribution Agreement is made by Acme Inc. and Beta LLC. The Company shall not contact ${stamp} any customer.`;
      expect(analyze(stamped).effectiveDate).toBeNull();
    }
  });

  it('gives no end date to a term that starts on an event still to come', () => {
    const dated = 'This Agreement is dated as of August 9, 1999. ';
    for (const clause of [
      'This Agreement shall be effective as of that date (the "Effective Date") the Site becomes fully operational and shall continue for a period of one (1) year from the Effective Date.',
      'This Agreement shall be effective as of the date of physical completion of the pipeline and shall continue for a primary term of ten years.',
      'The term of this Agreement shall be ten (10) years (the "Term") which shall commence on the date upon which the Company delivers the last Sample. A Product Year shall be the twelve (12) month period following the commencement of the Term.',
    ]) {
      expect(analyze(dated + clause).expirationDate).toBeNull();
    }
  });

  it('still counts a term from the day the agreement is signed', () => {
    const text =
      'Dated November 24, 2009. This Agreement shall become effective on the date on which it is signed by each Party and have a term of five (5) years commencing as of the effective date hereof.';
    expect(analyze(text).expirationDate).toBe('2014-11-24');
  });

  it('counts a term from a named day the contract dates in another sentence, not from the day it was signed', () => {
    const text =
      'IMPLEMENTATION AND SUBSCRIPTION AGREEMENT\nThis Implementation and Subscription Agreement is entered into as of June 10, 2025 by and between Northwind Traders, Inc. and Contoso Systems LLC.\nThe subscription term is twenty-four (24) months from the Go-Live Date. "Go-Live Date" means July 1, 2025.';
    expect(analyze(text)).toMatchObject({ effectiveDate: '2025-06-10', expirationDate: '2027-07-01' });
  });

  it('counts a term ending with a numbered Year the contract defines from the Effective Date', () => {
    const defined =
      'This Agreement is made as of January 30, 2000 (the "Effective Date"). "Year" means any period of twelve (12) consecutive months commencing on the Effective Date. ';
    expect(
      analyze(
        `${defined}The term of this Agreement will commence on the Effective Date and will end automatically upon the end of Year 3.`,
      ).expirationDate,
    ).toBe('2003-01-30');
    const contractYear = defined.replace('"Year"', '"Contract Year"');
    expect(
      analyze(`${contractYear}The term of this Agreement shall end at the expiration of the fifth Contract Year.`)
        .expirationDate,
    ).toBe('2005-01-30');
    // A count of such years is a length of the term.
    expect(
      analyze(`${contractYear}The Term shall consist of five (5) Contract Years, commencing on the Effective Date.`)
        .expirationDate,
    ).toBe('2005-01-30');
    // A year defined with its length in words alone, or digits alone, as many contracts write it.
    for (const length of ['twelve consecutive months', '12 consecutive months', 'one year']) {
      expect(
        analyze(
          `${defined.replace('twelve (12) consecutive months', length)}The term of this Agreement will end upon the end of Year 3.`,
        ).expirationDate,
      ).toBe('2003-01-30');
    }
    // The effective date under another name: the year is counted from the day the term starts, whatever it is called.
    for (const name of ['Commencement Date', 'Start Date']) {
      expect(
        analyze(
          `${defined.replaceAll('Effective Date', name)}The term of this Agreement will commence on the ${name} and will end automatically upon the end of Year 3.`,
        ).expirationDate,
      ).toBe('2003-01-30');
    }
    // Without the definition, "Year 3" could be counted from anything.
    expect(
      analyze(
        'This Agreement is made as of January 30, 2000 (the "Effective Date"). The term of this Agreement will end upon the end of Year 3.',
      ).expirationDate,
    ).toBeNull();
  });

  it('ends "on the last day of the month fifteen (15) years from the Effective Date" at that month\'s end', () => {
    const text =
      'The Term shall begin on the Effective Date and will end on the Expiration Date set forth in the Addendum. ADDENDUM Effective Date: March 21, 2014 Expiration Date: at midnight on the last day of the month fifteen (15) years from the Effective Date Monthly Fees: 5%';
    expect(analyze(text).expirationDate).toBe('2029-03-31');
  });

  it("reads the dates of a project's terms", () => {
    const text =
      'This Agreement is entered into on January 11, 2018 by and between Acme LLC and Beta LLC.\nTerms of the project: 12 weeks from February 8, 2018 to May 3, 2018.';
    expect(analyze(text).expirationDate).toBe('2018-05-03');
  });

  it('reads "an initial term of three years commencing on" a date', () => {
    const text =
      'Agreement dated January 5, 2010 between X Inc. and Y Inc. This Agreement shall have an initial term of three (3) years commencing on March 1, 2011.';
    expect(analyze(text).expirationDate).toBe('2014-03-01');
  });

  it('ends "until the end of the current calendar year" on December 31', () => {
    const text =
      'This Agreement is made as of June 15, 2018 (the "Effective Date"). This Agreement shall remain in effect until the end of the current calendar year.';
    expect(analyze(text).expirationDate).toBe('2018-12-31');
  });

  it('ends "until the end of the 2026 calendar year" on that year\'s December 31', () => {
    const text =
      'This Agreement is made as of March 1, 2024 (the "Effective Date"). This Agreement shall commence on the Effective Date and shall remain in effect until the end of the 2026 calendar year, unless terminated earlier.';
    expect(analyze(text).expirationDate).toBe('2026-12-31');
  });

  it('reads an explicit end date', () => {
    const text =
      'This Agreement shall begin on the Effective Date and shall continue until December 31, 2020, unless extended or earlier terminated.';
    expect(analyze(text).expirationDate).toBe('2020-12-31');
  });

  it('recognises perpetual and until-terminated terms', () => {
    expect(
      analyze('This Agreement is effective May 1, 2015 and shall remain in effect in perpetuity.').expirationDate,
    ).toBe('perpetual');
    expect(
      analyze('This Agreement shall continue in full force and effect until terminated by either party.')
        .expirationDate,
    ).toBe('perpetual');
    expect(
      analyze('This Agreement begins on the Effective Date and continues until terminated by either party.')
        .expirationDate,
    ).toBe('perpetual');
  });

  /** A whole amendment, as a user's mailbox holds one: its clause 1 is the one under test. */
  const amendment = (title: string, clause: string) =>
    `${title}\nThis Amendment (the "Amendment") is entered into as of September 15, 2021 by and between Northwind Components, Inc. ("Supplier") and Harbor Medical Devices LLC ("Buyer").\nWHEREAS, the parties are parties to an agreement dated January 1, 2018 (the "Agreement"); and WHEREAS, the parties wish to amend the Agreement as set forth herein.\nNOW, THEREFORE, in consideration of the mutual covenants herein, the parties agree as follows:\n1. ${clause}\n2. Except as expressly amended hereby, the Agreement remains in full force and effect in accordance with its terms, and each party shall continue to perform its obligations thereunder.\n3. This Amendment may be executed in counterparts, each of which shall be deemed an original.\nIN WITNESS WHEREOF, the parties have executed this Amendment as of the date first written above.\nNORTHWIND COMPONENTS, INC.\nBy: /s/ Dana Whitfield\nHARBOR MEDICAL DEVICES LLC\nBy: /s/ Omar Reyes\n`;

  it.each([
    [
      'AMENDMENT NO. 2 TO SUPPLY AGREEMENT',
      'The term of the Agreement is hereby extended until December 31, 2024.',
      '2024-12-31',
    ],
    [
      'FIRST AMENDMENT TO SERVICES AGREEMENT',
      'Section 3.1 of the Agreement is amended to read as follows: "3.1 Term. This Agreement shall remain in effect until June 30, 2025, unless terminated earlier in accordance with Section 12."',
      '2025-06-30',
    ],
    [
      'AMENDMENT NO. 1 TO LICENSE AGREEMENT',
      'The expiration date of the Agreement is hereby changed from March 31, 2022 to March 31, 2023.',
      '2023-03-31',
    ],
    [
      'SECOND AMENDMENT TO DISTRIBUTION AGREEMENT',
      'The Agreement, which was scheduled to expire on October 31, 2020, shall continue in full force and effect until October 31, 2022.',
      '2022-10-31',
    ],
    [
      'THIRD AMENDMENT TO MASTER SERVICES AGREEMENT',
      'The Term is hereby extended by an additional two (2) years, so that the Term shall now expire on May 14, 2026.',
      '2026-05-14',
    ],
    [
      'AMENDMENT NO. 3 TO DISTRIBUTION AGREEMENT',
      'Exhibit A of the Agreement is deleted and replaced with the Exhibit A attached hereto; the prices set out in it apply to orders placed after October 1, 2021.',
      null,
    ],
  ])('reads the end an amendment (%s) gives the agreement, not the end it replaces', (title, clause, end) => {
    expect(analyze(amendment(title, clause))).toMatchObject({ effectiveDate: '2021-09-15', expirationDate: end });
  });

  it('reads no renewal in an extension an amendment makes in so many words, passive or active', () => {
    for (const clause of [
      'The Term is hereby extended for one (1) additional year, to December 31, 2022.',
      'The parties hereby extend the Term for one (1) additional year, to December 31, 2022.',
      'The parties hereby agree to renew the Agreement for one (1) additional year, to December 31, 2022.',
    ])
      expect(analyze(amendment('AMENDMENT NO. 4 TO SUPPLY AGREEMENT', clause))).toMatchObject({
        expirationDate: '2022-12-31',
        renewalKind: 'none',
      });
  });

  it('does not take a survival or confidentiality period for the term', () => {
    const text =
      'This Agreement is effective as of January 1, 2015 (the "Effective Date"). The obligations of confidentiality shall survive for a period of five (5) years following the termination of this Agreement.';
    expect(analyze(text).expirationDate).toBeNull();
  });
});

describe('renewal and notice', () => {
  it("reads no notice to stop a renewal in a notice before a third party's licence renews", () => {
    // The forty-first session's second batch of other things renewed: read as a notice of 90 days at 0.87.
    const read = analyze(
      'This Agreement is made between Alder Software Inc. and Birch Analytics LLC. The term of this Agreement is three (3) years. Licensee shall give Licensor written notice at least ninety (90) days before the renewal date of any Third-Party License.',
    );
    expect(read.noticePeriodDays).toBeNull();
    expect(read.renewalKind).toBe('none');
  });

  const RENEWING =
    'This Agreement is effective as of January 1, 2020 (the "Effective Date") and has an initial term of one (1) year from the Effective Date. This Agreement shall automatically renew for successive one (1) year periods unless either party gives ninety (90) days\' written notice of non-renewal prior to the end of the then-current term.';

  it('reads automatic renewal, its period and the notice to stop it', () => {
    const result = analyze(RENEWING);
    expect(result).toMatchObject({
      expirationDate: '2021-01-01',
      autoRenews: true,
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    });
    expect(result.evidence.autoRenews).toContain('automatically renew');
  });

  it('rolls the renewal date forward past the "as of" day and derives the cancel-by date', () => {
    const result = analyze(RENEWING, '2026-11-22');
    expect(result.renewalDate).toBe('2027-01-01');
    expect(result.cancelByDate).toBe('2026-10-03');
  });

  it("counts a notice given in months back in calendar months: three months' notice before 1 January is 1 October", () => {
    const text =
      'This Agreement is effective as of January 1, 2026 (the "Effective Date") and continues for one (1) year. It will renew automatically for further 12-month periods unless either party serves three (3) months\' written notice of termination expiring on the last day of the then-current term.';
    expect(analyze(text, '2026-02-01')).toMatchObject({
      renewalDate: '2027-01-01',
      noticePeriodDays: 90,
      cancelByDate: '2026-10-01',
    });
  });

  it('counts a notice given in days back in days, though its sentence renews "on a month-to-month basis"', () => {
    const text =
      'This Agreement is effective as of March 1, 2026 (the "Effective Date") and continues for one (1) year, and thereafter renews automatically on a month-to-month basis until terminated by either party on thirty (30) days written notice. Fees are payable monthly.';
    // Thirty days before March 1 is January 30; a month before it, February 1, would leave 28 days.
    expect(analyze(text)).toMatchObject({
      renewalDate: '2027-03-01',
      noticePeriodDays: 30,
      cancelByDate: '2027-01-30',
    });
  });

  it('reads "a notice period of three months to the end of the contract year", the notice named before its length', () => {
    const text =
      'This Agreement is effective as of January 1, 2026 (the "Effective Date") and is concluded for one (1) year. The Agreement is automatically extended by one year unless it is terminated in writing with a notice period of three months to the end of the contract year.';
    expect(analyze(text, '2026-02-01')).toMatchObject({ noticePeriodDays: 90, cancelByDate: '2026-10-01' });
  });

  it('keeps the expiration as the renewal date for a contract that does not renew', () => {
    const text =
      'This Agreement is effective as of January 1, 2020 (the "Effective Date"). The term of this Agreement shall be two (2) years from the Effective Date. This Agreement shall not renew.';
    const result = analyze(text);
    expect(result).toMatchObject({
      expirationDate: '2022-01-01',
      autoRenews: false,
      renewalDate: '2022-01-01',
      noticePeriodDays: null,
    });
  });

  it('reads the notice in "renewed ... unless terminated upon ninety (90) days written notice"', () => {
    const text =
      'This Agreement shall be automatically renewed for an additional one year period on each anniversary of the Effective Date, unless terminated by either Party hereto upon ninety (90) days written notice to the other.';
    expect(analyze(text)).toMatchObject({ autoRenews: true, noticePeriodDays: 90 });
  });

  describe('a renewal in words other than "renew", and negotiations due before the end', () => {
    const termClause = (renewal: string) =>
      `SERVICES AGREEMENT\nThis Services Agreement (the "Agreement") is made on 1 March 2024 between Alpha Widgets Limited, a company registered in England ("Supplier"), and Beta Retail Limited ("Customer").\n1. Term. This Agreement starts on 1 March 2024 and continues for an initial period of two years. ${renewal}\n2. Services. The Supplier shall provide the Services described in Schedule 1 with reasonable skill and care.\n3. Fees. The Customer shall pay the fees set out in Schedule 2 within thirty (30) days of the date of each invoice.\n4. Governing law. This Agreement is governed by the laws of England and Wales.`;

    it('reads "If neither party terminates ... it will continue for further periods of one year" as an automatic renewal', () => {
      const text = termClause(
        "If neither party terminates this Agreement by giving at least three months' written notice before the end of the initial period, it will continue for further periods of one year each.",
      );
      expect(analyze(text)).toMatchObject({
        expirationDate: '2026-03-01',
        renewalKind: 'automatic',
        renewalTermMonths: 12,
        noticePeriodDays: 90,
        renewalDate: '2027-03-01',
        cancelByDate: '2026-12-01',
      });
    });

    it('takes no notice period from negotiations due "at least ninety (90) days before the end of the Initial Term"', () => {
      const text = termClause(
        'The parties shall begin negotiations on a renewal at least ninety (90) days before the end of the Initial Term.',
      );
      expect(analyze(text)).toMatchObject({ autoRenews: false, noticePeriodDays: null, cancelByDate: null });
    });
  });

  it('does not take an insurance notice of non-renewal for the contract', () => {
    const text =
      "All such policies shall require at least thirty (30) days' prior notice to Purchaser of cancellation, nonrenewal or material change.";
    expect(analyze(text).noticePeriodDays).toBeNull();
  });

  it('does not call a renewal by mutual agreement automatic', () => {
    const text =
      'This Agreement may be renewed for additional one-year terms upon the mutual written agreement of the parties.';
    expect(analyze(text)).toMatchObject({ renewalKind: 'mutual', autoRenews: false, renewalTermMonths: 12 });
  });

  it('reads a renewal by mutual consent in a contract whose term sentence is not ranked as a renewal', () => {
    const contract =
      'SERVICES AGREEMENT This Agreement is made on March 1, 2021 between Northwind Traders Inc. and Bluefin Systems LLC. Provider shall provide the services. Customer shall pay the fees. Provider shall invoice monthly. Customer shall pay within thirty days. Each party shall keep the other party’s information confidential. This Agreement shall be valid for two (2) years from the date hereof and may be extended by mutual written consent of the parties for additional periods.';
    expect(analyze(contract)).toMatchObject({ renewalKind: 'mutual', autoRenews: false });
  });

  it('tells automatic renewal, an option to renew, a mutual one and an evergreen term apart', () => {
    expect(analyze(RENEWING).renewalKind).toBe('automatic');
    expect(
      analyze(
        'Licensee shall have the option to extend the term of this Agreement for one additional period of five (5) years by written notice given at least six (6) months before the end of the Initial Term.',
      ),
    ).toMatchObject({ renewalKind: 'option', autoRenews: false, renewalTermMonths: 60 });
    expect(
      analyze('The term of this Agreement may be extended by common agreement between the Parties.').renewalKind,
    ).toBe('mutual');
    expect(
      analyze(
        'The initial term is two (2) years. Thereafter this Agreement shall continue in effect until terminated by either party on sixty (60) days notice.',
      ),
    ).toMatchObject({ renewalKind: 'evergreen', autoRenews: false });
    // Running on "indefinitely" after the first term, with the notice that ends it.
    expect(
      analyze(
        'This agreement begins on the Commencement Date and shall continue for an initial term of one (1) year and indefinitely after that until terminated by either party giving at least six (6) months prior written notice.',
      ),
    ).toMatchObject({ renewalKind: 'evergreen', autoRenews: false, noticePeriodDays: 180 });
    // "Upon expiry" as "upon expiration".
    expect(
      analyze(
        "The initial term is two (2) years. Upon expiry of the Initial Term, this Agreement shall continue until terminated by either party on one month's written notice.",
      ),
    ).toMatchObject({ renewalKind: 'evergreen', autoRenews: false });
    // "after which" as "thereafter", with the notice that ends it in weeks.
    expect(
      analyze(
        "This Agreement continues for an initial period of six (6) months, after which it shall continue until terminated by either party on four (4) weeks' written notice.",
      ),
    ).toMatchObject({ renewalKind: 'evergreen', autoRenews: false, noticePeriodDays: 28 });
    // "and then continues until either party terminates it", with a calendar month's notice.
    expect(
      analyze(
        "This Agreement runs for twelve (12) months and then continues until either party terminates it by giving one calendar month's notice.",
      ),
    ).toMatchObject({ renewalKind: 'evergreen', autoRenews: false, noticePeriodDays: 30 });
    // "On expiry of the Initial Period ... shall continue unless and until terminated" (British drafting; it was "none").
    expect(
      analyze(
        "The Initial Period is two (2) years. On expiry of the Initial Period this Agreement shall continue unless and until terminated by either party giving not less than six (6) months' written notice to the other, such notice to expire on or after the end of the Initial Period.",
      ),
    ).toMatchObject({ renewalKind: 'evergreen', autoRenews: false, noticePeriodDays: 180 });
    expect(analyze('This Agreement shall not renew.').renewalKind).toBe('none');
  });

  it('reads an initial duration, prolonged automatically unless notice is given', () => {
    const text =
      'This Agreement is made on March 1, 2021. Provider shall provide the services and Customer shall pay the fees. The Agreement shall have an initial duration of 24 months. Thereafter it shall be prolonged automatically by periods of 12 months unless one of the parties gives notice of termination with a notice period of forty-five (45) days before the end of the respective period.';
    expect(analyze(text)).toMatchObject({
      expirationDate: '2023-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 45,
    });
  });

  it('does not call a renewal that is denied automatic, nor a tenant’s options to renew', () => {
    const denied =
      'This Agreement shall commence on the Effective Date and expire on February 28, 2023. This Agreement shall not be renewed except by a written amendment signed by both parties.';
    expect(analyze(denied)).toMatchObject({ autoRenews: false, expirationDate: '2023-02-28' });
    // The adverb after the denied verb is the denial's, not an automatic renewal's.
    const notAutomatically =
      'This Agreement is made as of March 1, 2024 between Acme Corp. and Beta LLC. The term of this Agreement is three (3) years. This Agreement shall not renew automatically.';
    expect(analyze(notAutomatically)).toMatchObject({ renewalKind: 'none', autoRenews: false });
    // Renewed only by a new agreement of both parties: mutual, which no reminder counts on.
    const signedByBoth =
      'This Agreement is made as of March 1, 2024 between Acme Corp. and Beta LLC. The term of this Agreement is three (3) years. This Agreement may be renewed or extended only by a written agreement signed by both parties.';
    expect(analyze(signedByBoth)).toMatchObject({ renewalKind: 'mutual', autoRenews: false });
    // Notice to exercise an option is not notice to stop a renewal.
    const options =
      'The Lease term is five (5) years. Tenant is granted two (2) options to renew the Lease for five (5) years each, exercisable by written notice to Landlord at least nine (9) months before the expiration of the then current term.';
    expect(analyze(options)).toMatchObject({ renewalKind: 'option', autoRenews: false, noticePeriodDays: null });
    const mayExtend =
      'This Agreement shall expire on June 14, 2025. Buyer may, by notice given no later than ninety (90) days before that date, extend this Agreement for one further period of two (2) years.';
    expect(analyze(mayExtend)).toMatchObject({ renewalKind: 'option', autoRenews: false, noticePeriodDays: null });
  });

  it.each([
    ['Upon expiration, this Agreement will automatically terminate and will not renew.', 'none'],
    [
      'This Agreement will automatically expire at the end of the Initial Term unless renewed in writing by both parties.',
      'mutual',
    ],
    [
      'Unless Customer elects to renew by written notice, this Agreement will expire at the end of the Initial Term.',
      'none',
    ],
  ])('does not call "%s" an automatic renewal', (clause, renewalKind) => {
    const text = `SERVICES AGREEMENT\nThis Services Agreement is entered into as of January 15, 2024 (the "Effective Date") by and between Acme Widgets, Inc. and Beta Services LLC.\n2. Term. The initial term of this Agreement is two (2) years from the Effective Date (the "Initial Term").\n3. Renewal. ${clause}\n7. Fees. Customer shall pay the fees within thirty (30) days of invoice.`;
    expect(analyze(text)).toMatchObject({ renewalKind, autoRenews: false, renewalDate: '2026-01-15' });
  });

  it('does not take an option to extend a date or a right for a renewal of the agreement', () => {
    const text =
      'Distributor may extend the Launch Date by up to ninety (90) days, and may extend the rights granted under this Agreement to its Affiliates.';
    expect(analyze(text).renewalKind).toBe('none');
  });
});

describe("a vendor's renewal notice (an e-mail, not a contract)", () => {
  it.each([
    [
      'a subscription that renews on a stated date, with the notice to cancel before it and its price',
      'Subject: Your Acme Cloud subscription renews soon\nHi Jane,\nYour annual subscription to Acme Cloud Business will automatically renew on March 1, 2027 for $12,000.00. To cancel, please let us know at least 30 days before your renewal date.\nThanks,\nAcme Cloud Billing',
      {
        expirationDate: '2027-03-01',
        renewalTermMonths: 12,
        noticePeriodDays: 30,
        cancelByDate: '2027-01-30',
        amount: 12000,
      },
    ],
    [
      'an agreement that "expires on" a date, written in the present tense',
      'Dear Customer,\nThis is a reminder that your service agreement with Beta Security Inc. expires on June 30, 2027. Unless you notify us in writing at least 60 days prior to expiration, the agreement will renew for another 12-month term.\nRegards, Beta Security Inc.',
      { expirationDate: '2027-06-30', renewalTermMonths: 12, noticePeriodDays: 60, cancelByDate: '2027-05-01' },
    ],
    [
      'a subscription "you do not wish to renew", cancelled before the renewal date',
      'Subject: Your Helpdesk Suite subscription renews soon\nHi Jordan,\nThis is a reminder that your Helpdesk Suite Professional subscription for Lakeside Property Management will automatically renew on February 1, 2027 for another 12 months at $11,880.00.\nIf you do not wish to renew, please cancel at least 30 days before your renewal date from the Billing page.\nThanks, The Billing Team',
      { expirationDate: '2027-02-01', renewalTermMonths: 12, noticePeriodDays: 30, cancelByDate: '2027-01-02' },
    ],
    [
      'a plan said to "you" that renews on a date written with slashes',
      'From: Pixelworks <billing@pixelworks.test>\nSubject: Your plan renews on 12/15/2026\nHi Sam,\nYour Pixelworks Studio annual plan, paid monthly, will renew on 12/15/2026. You will be charged US$59.99/mo.',
      { expirationDate: '2026-12-15', renewalTermMonths: 12, amount: 59.99 },
    ],
    [
      'a domain that will "auto-renew", its name holding dots',
      'Subject: Domain renewal notice\nHello,\nYour domain northwind-dental.com will auto-renew on March 3, 2027 for 1 year at $22.99. To turn off auto-renew, visit your account before then.',
      { expirationDate: '2027-03-03', renewalTermMonths: 12, amount: 22.99, amountPeriod: 'year' },
    ],
    [
      'a membership that will "renew automatically on" a date, cancelled days before it',
      'Your Zoom Pro membership will renew automatically on 12/20/2026. If you do not want to renew, cancel at least 7 days before the renewal date.',
      { expirationDate: '2026-12-20', noticePeriodDays: 7, cancelByDate: '2026-12-13' },
    ],
    [
      'a plan that "auto-renews in 30 days, on" a date (thirty days to go, not a thirty-day term)',
      'Hi Sam,\nHeads up: your Zoom Pro plan auto-renews in 30 days, on January 5, 2027, for $149.90/year.\nManage your plan in your account settings.',
      // A year at the price per year it renews at, not the thirty days to go.
      { expirationDate: '2027-01-05', renewalTermMonths: 12 },
    ],
    [
      'a contract "due for renewal on" a date, with a day to say you do not wish to renew',
      'Dear Dana,\nWe are writing to let you know your contract with Acme Security (Contract #1234) is due for renewal on 31 March 2027. If you do not wish to renew, please let us know by 1 March 2027.\nKind regards, Acme Security',
      { expirationDate: '2027-03-31', noticePeriodDays: 30, cancelByDate: '2027-03-01' },
    ],
    [
      'a free trial that ends on a date and is billed after it',
      'Your free trial ends on December 1, 2026, after which you will be billed $29/month until you cancel.',
      { expirationDate: '2026-12-01', amount: 29, amountPeriod: 'month' },
    ],
    [
      'a subscription that "has been renewed until" a date',
      'Thank you for renewing! Your Dropbox Business subscription has been renewed until March 3, 2028. It will renew automatically each year.',
      { expirationDate: '2028-03-03', renewalTermMonths: 12 },
    ],
    [
      "an insurer's notice that your policy will renew automatically on a date",
      'Granite Mutual Insurance Company\nDear Policyholder, your Commercial Property policy CP-7781 will renew automatically on May 1, 2027 for a renewal premium of $12,300. If you do not want to renew, please notify us in writing at least 30 days before the renewal date.',
      { expirationDate: '2027-05-01', noticePeriodDays: 30, cancelByDate: '2027-04-01', amount: 12300 },
    ],
    [
      'a price change "starting with your next renewal on" a date',
      'Subject: Upcoming changes to your plan\nHi Alex, starting with your next renewal on April 1, 2027, the price of your Business plan will increase from $20 to $24 per user per month. No action is needed.',
      { expirationDate: '2027-04-01' },
    ],
  ])('reads %s', (_shape, text, expected) => {
    const result = analyze(text);
    expect(result).toMatchObject({ ...expected, renewalKind: 'automatic', renewalDate: expected.expirationDate });
    // Its one date is the renewal; a term does not start on the day it ends.
    expect(result.effectiveDate).toBeNull();
    // Few contract words, but a renewal on a date: offered to the manager among the search's finds.
    expect(result.looksLikeContract).toBe(true);
  });

  it('reads a cancelled subscription that keeps access until a date and will not renew', () => {
    const result = analyze(
      'Subject: Your Notion Plus subscription has been cancelled\nHi Dana, we have cancelled your Notion Plus plan as you asked. You will keep access until March 3, 2027, and it will not renew. If you change your mind, you can resubscribe at any time from Settings.',
    );
    // The day it ends, as the readers read it in mail (marked for checking), and no renewal after it.
    expect(result).toMatchObject({ expirationDate: '2027-03-03', renewalKind: 'none', autoRenews: false });
    expect(result.confidence.expirationDate).toBeLessThan(0.8);
  });
});

describe("a vendor's notice of an end that does not renew", () => {
  it('reads when "your" reserved instance "expires on", and that it does not renew', () => {
    const notice =
      'Hello, your AWS Reserved Instance purchase expires on 2027-01-10. Reserved Instances do not renew automatically.';
    expect(analyze(notice)).toMatchObject({
      expirationDate: '2027-01-10',
      renewalKind: 'none',
      renewalDate: '2027-01-10',
    });
  });

  it('reads a domain whose "Auto-renew is off" as not renewing', () => {
    const notice =
      'Your domain northwind-traders.com expires on 2027-02-10. Auto-renew is off. Renew now to keep your domain.';
    expect(analyze(notice)).toMatchObject({ expirationDate: '2027-02-10', renewalKind: 'none', autoRenews: false });
  });
});

describe('a contract that writes dates day first', () => {
  it('reads 01/04/2026 as the first of April in a contract priced in pounds', () => {
    const keyDetails =
      'KEY DETAILS\nSupplier: Greystone Cleaning Services Limited\nCustomer: Abbey Road Dental Practice Ltd\nCommencement Date: 01/04/2026\nInitial Term: 24 months from the Commencement Date\nCharges: £1,950 per month';
    expect(analyze(keyDetails)).toMatchObject({ effectiveDate: '2026-04-01', expirationDate: '2028-04-01' });
  });
});

describe('a cancel-by date written out', () => {
  it.each([
    [
      '"cancel before" the renewal date: the day before',
      'Your Pixelworks Studio annual plan will renew on 12/15/2026. To avoid being charged, cancel before 12/15/2026.',
      '2026-11-24',
      { noticePeriodDays: 1, renewalDate: '2026-12-15', cancelByDate: '2026-12-14' },
    ],
    [
      '"cancel by" a date, kept before a renewal rolled forward',
      'Your Acme subscription will automatically renew on March 1, 2026. If you do not want to continue, cancel by February 15, 2026.',
      '2026-11-24',
      { noticePeriodDays: 14, renewalDate: '2027-03-01', cancelByDate: '2027-02-15' },
    ],
    [
      'a yearly deadline, "on or before October 1 of the year in which the then-current term expires"',
      'SERVICES AGREEMENT\nThis Services Agreement is made as of January 1, 2024 between Northwind Traders, Inc. and Contoso Systems LLC.\n2. Term. The initial term of this Agreement begins on the Effective Date and ends on December 31, 2025. Thereafter this Agreement shall automatically renew for successive one-year periods unless either party notifies the other in writing on or before October 1 of the year in which the then-current term expires that it does not wish to renew.',
      '2026-11-24',
      { noticePeriodDays: 91, renewalDate: '2026-12-31', cancelByDate: '2026-10-01' },
    ],
  ])('reads %s', (_case, text, asOf, expected) => {
    const result = analyze(text, asOf);
    expect(result).toMatchObject(expected);
    // Read by a rule no model weighs: marked for checking.
    expect(result.confidence.cancelByDate).toBeLessThan(0.8);
  });
});

describe("an order form's key terms", () => {
  it('reads a cover page of labelled terms: subscription period, non-renewal notice date, renewal of equal length', () => {
    const coverPage = [
      'Cloud Service Agreement - Order Form',
      'Provider: Lumina Analytics, Inc.',
      'Customer: Harborview Credit Union',
      'Effective Date: 03/15/2026',
      'Subscription Period: 1 year(s)',
      'Non-Renewal Notice Date: At least 30 days before the end of the current Subscription Period',
      'Fees: $36,000 per year, payable annually in advance',
      'Automatic Renewal: At the end of each Subscription Period, the Order Form will automatically renew for another Subscription Period of equal length unless either party gives the other a notice of non-renewal before the Non-Renewal Notice Date.',
    ].join('\n');
    expect(analyze(coverPage, '2026-11-24')).toMatchObject({
      effectiveDate: '2026-03-15',
      expirationDate: '2027-03-15',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 30,
      cancelByDate: '2027-02-13',
      amount: 36000,
      amountPeriod: 'year',
      parties: ['Lumina Analytics, Inc', 'Harborview Credit Union'],
    });
  });

  it('renews for the length of the term before it, and reads notice "prior to renewal"', () => {
    const orderForm =
      'ORDER FORM\nOrder Date: April 10, 2026\nCustomer: Tidewater Credit Union\nVendor: Lumen Forms, Inc.\nThe Subscription Term shall be two years from the date of this Order Form. Subscriptions will automatically renew for additional periods equal to the expiring subscription term, unless cancelled by either party with sixty (60) days notice prior to renewal.';
    // As of a day after the first term, the renewal rolls forward by the first term's two years, not by a default.
    expect(analyze(orderForm, '2028-06-01')).toMatchObject({
      expirationDate: '2028-04-10',
      renewalTermMonths: 24,
      renewalDate: '2030-04-10',
      noticePeriodDays: 60,
      cancelByDate: '2030-02-09',
    });
    // "or one year (whichever is shorter)": a year, not the two-year term again.
    const capped = orderForm.replace(
      'expiring subscription term,',
      'expiring subscription term or one year (whichever is shorter),',
    );
    expect(analyze(capped, '2028-06-01')).toMatchObject({ renewalTermMonths: 12, renewalDate: '2029-04-10' });
  });

  it('renews "for a like term" as long as the term a sentence states, where no dates give it', () => {
    // A uniform rental agreement counted from its first delivery: no end date, but sixty months stated.
    const agreement = [
      'UNIFORM RENTAL SERVICE AGREEMENT',
      'Customer: Tri-County Auto Body Inc.',
      'The term of this agreement shall be sixty (60) months from the date of first delivery.',
      'This agreement shall automatically renew for a like term unless either party gives notice of termination by certified mail not less than 90 days nor more than 180 days before the expiration date.',
    ].join('\n');
    expect(analyze(agreement, '2026-11-22')).toMatchObject({
      expirationDate: null,
      renewalKind: 'automatic',
      renewalTermMonths: 60,
      noticePeriodDays: 90,
    });
  });

  it.each([
    ['the renewal term', ['Subscription Term: 36 months', 'Auto-renewal: Yes', 'Renewal Term: 12 months']],
    ['the subscription term', ['Auto-renewal: Yes', 'Renewal Term: 12 months', 'Subscription Term: 36 months']],
  ])('does not take %s on the line before "Notice of non-renewal: 60 days" for the notice', (_line, terms) => {
    const orderForm = [
      'ORDER FORM',
      'Customer: Pinecrest Dental Group LLC',
      'Supplier: Tallyhub Software Inc.',
      'Effective Date: March 1, 2025',
      ...terms,
      'Notice of non-renewal: 60 days',
      'Fees: USD 9,000 per year',
    ].join('\n');
    expect(analyze(orderForm)).toMatchObject({
      expirationDate: '2028-03-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
      cancelByDate: '2028-01-01',
    });
  });

  it.each([
    ['Auto-renewal: No', 'none', '2026-03-01'],
    ['Renewal: automatic', 'automatic', '2027-03-01'],
  ])('reads the field "%s" as a renewal %s', (field, renewalKind, renewalDate) => {
    const orderForm = [
      'ORDER FORM',
      'Customer: Pinecrest Dental Group LLC',
      'Supplier: Tallyhub Software Inc.',
      'Start Date: March 1, 2025',
      'Subscription Term: 12 months',
      field,
      'Fees: USD 9,000 per year',
    ].join('\n');
    expect(analyze(orderForm, '2026-11-22')).toMatchObject({ expirationDate: '2026-03-01', renewalKind, renewalDate });
  });

  it('counts a labelled term ("Subscription Term: 36 months", not the renewal term) from the labelled start date', () => {
    const orderForm = [
      'ORDER FORM',
      'Customer: Redwood Family Clinics, Inc.',
      'Provider: Cloudnest Software Ltd.',
      'Order Effective Date: August 15, 2025',
      'Subscription Start Date: September 1, 2025',
      'Renewal Term: 12 months',
      'Subscription Term: 36 months',
      'Fees: $2,500 per month, billed monthly.',
      'Renewal: This Order Form will renew automatically for additional one-year terms unless either party provides notice of non-renewal at least 90 days prior to the end of the then-current Subscription Term.',
    ].join('\n');
    expect(analyze(orderForm)).toMatchObject({
      expirationDate: '2028-09-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
      renewalDate: '2028-09-01',
      cancelByDate: '2028-06-03',
      parties: ['Redwood Family Clinics, Inc', 'Cloudnest Software Ltd'],
      looksLikeContract: true,
    });
  });
});

describe('amount', () => {
  it.each([
    [
      'Customer shall pay a subscription fee of $12,000 per year.',
      { amount: 12000, currency: 'USD', amountPeriod: 'year' },
    ],
    ['The monthly fee payable is USD 1,250.00 per month.', { amount: 1250, currency: 'USD', amountPeriod: 'month' }],
    [
      'Your subscription will renew for another 12 months at $11,880.00.',
      { amount: 11880, currency: 'USD', amountPeriod: 'year' },
    ],
    ['Die Vergütung (license fee) beträgt EUR 5.000 payable on signature.', { amount: 5000, currency: 'EUR' }],
    ["The Distributor shall pay CHF 5'000.00 per quarter.", { amount: 5000, currency: 'CHF', amountPeriod: 'quarter' }],
    ['The fee is INR 50,00,000 per year.', { amount: 5000000, currency: 'INR', amountPeriod: 'year' }],
    ['The purchase price is $1,250,000.', { amount: 1250000, currency: 'USD' }],
    // A set-up fee paid once is not the monthly fee beside it in the sentence.
    [
      'Online ordering website: set-up fee £300, then £35 per month.',
      { amount: 35, currency: 'GBP', amountPeriod: 'month' },
    ],
    ['A one-off charge of $500 applies, then $20 a month.', { amount: 20, currency: 'USD', amountPeriod: 'month' }],
    // A period just after the amount is its own; a unit's price takes none from elsewhere in its sentence.
    ['Salary sacrifice of £83.33 per month for 12 months.', { amount: 83.33, amountPeriod: 'month' }],
    ['Client shall pay Consultant $250 per hour, invoiced monthly.', { amount: 250, amountPeriod: null }],
    ['Monthly fee: GBP 450 per desk.', { amount: 450, currency: 'GBP', amountPeriod: 'month' }],
    ['Grant Amount: $40,000', { amount: 40000, currency: 'USD' }],
    // A building subcontract's sum (the hundred-and-forty-seventh mailbox batch: read none).
    ['Subcontract sum: £148,500.00', { amount: 148500, currency: 'GBP' }],
    // A school's tuition (the hundred-and-fifty-fourth mailbox batch: read none).
    ['Tuition: $4,200.00', { amount: 4200, currency: 'USD' }],
  ])('reads "%s"', (text, expected) => {
    expect(analyze(text)).toMatchObject(expected);
  });

  it('prefers the recurring fee over a liability cap and an insurance limit', () => {
    const text =
      "Each party's liability shall not exceed $1,000,000. Licensee shall maintain insurance coverage of $2,000,000. Licensee shall pay a license fee of $5,000 per month.";
    expect(analyze(text)).toMatchObject({ amount: 5000, amountPeriod: 'month' });
  });

  it('answers no amount when only incidental sums appear', () => {
    expect(analyze('In no event shall liability exceed $500,000 in the aggregate.').amount).toBeNull();
  });
});

describe('parties', () => {
  it('reads legal names from the preamble without defined terms or roles', () => {
    expect(analyze(PREAMBLE).parties).toEqual(['Acme Widgets, Inc', 'Beta Software Ltd']);
  });

  it('does not take roles for names, and keeps apostrophes inside names', () => {
    const text =
      'This Agreement is made by and between Logan\'s Roadhouse, Inc., a Tennessee corporation (the "Company"), and the Licensee named below.';
    expect(analyze(text).parties).toEqual(["Logan's Roadhouse, Inc"]);
  });

  it('keeps "and" inside a name and splits between parties', () => {
    const text =
      'This Agreement is entered into by and between Alamogordo Federal Savings and Loan Association, a federal savings association ("Bank"), and Charles Webb & Company, a Delaware corporation ("Agent").';
    expect(analyze(text).parties).toEqual([
      'Alamogordo Federal Savings and Loan Association',
      'Charles Webb & Company',
    ]);
  });

  it('ends a name at its entity suffix unless the words after it continue the name', () => {
    const cut = analyze(
      'This Agreement is made by and between NLS-1 Pharma AG Alter Postplatz 2, ("NLS"), and Eurofarma Company TABLE OF CONTENTS ("Eurofarma").',
    );
    expect(cut.parties).toEqual(['NLS-1 Pharma AG', 'Eurofarma Company']);
    const kept = analyze(
      'This Agreement is made by and between Ford Motor Company of Canada, Limited ("Ford"), and Moelis & Company Holdings LP ("Moelis").',
    );
    expect(kept.parties).toEqual(['Ford Motor Company of Canada, Limited', 'Moelis & Company Holdings LP']);
  });
});

describe('parties without "between"', () => {
  it('reads legal entities that carry a defined term, and labelled parties', () => {
    const defined =
      'HOSTING AGREEMENT. This Agreement is entered into by eGain Communications Corporation ("eGain") and Eliance Corporation ("Customer") for the purpose of hosting. The Securities and Exchange Commission (the "SEC") is not a party.';
    expect(analyze(defined).parties).toEqual(['eGain Communications Corporation', 'Eliance Corporation']);
    const labelled =
      'COOPERATION AGREEMENT Party A: Beijing Example Technology Co., Ltd. Address: 10 Main Street Party B: China Sample Housing Co., Ltd. Address: 8 Side Road';
    expect(analyze(labelled).parties).toEqual(['Beijing Example Technology Co., Ltd', 'China Sample Housing Co., Ltd']);
  });
});

describe('parties from the signature blocks', () => {
  const filler = 'The Parties shall cooperate in good faith.\n'.repeat(8);

  it('reads every signatory when the preamble leaves the parties to those who sign', () => {
    const signatories = [
      'Harbour Telecommunications Ltd.',
      'Cable & Wireless Example Limited',
      'Layer 2 Communications Group Ltd.',
      'Northwind Telecom Co., Ltd.',
      'Southern Cross Networks Inc.',
      'Example Long Distance Telephone Company',
    ];
    const text = [
      'CABLE NETWORK CONSTRUCTION AND MAINTENANCE AGREEMENT',
      'THIS AGREEMENT, made and entered into this 18th day of April 2000, between and among the Parties signatory hereto, which Parties are identified in Schedule A,',
      'WITNESSETH:',
      filler,
      'IN WITNESS WHEREOF, the Parties hereto have caused this Agreement to be signed.',
      ...signatories.flatMap((name) => ['For and on behalf of', name, 'By:']),
    ].join('\n');
    expect(analyze(text).parties).toEqual(signatories.map((name) => name.replace(/[.,]+$/, '')));
  });

  it('takes the entities that sign for another ("By: X, its general partner")', () => {
    const text = [
      'JOINT FILING AGREEMENT',
      'The undersigned hereby agree to the joint filing of the Statement on Schedule 13D.',
      'IN WITNESS WHEREOF, the undersigned hereby execute this Agreement as of July 6, 2020.',
      'PRAIRIE EXAMPLE ACQUIROR LP',
      'By: Example Holdings Manager L.L.C., its general partner',
      'By: /s/ Jane Doe',
      'Name: Jane Doe',
      'EXAMPLE HOLDINGS MANAGER L.L.C.',
      'By: /s/ Jane Doe',
    ].join('\n');
    expect(analyze(text).parties).toEqual(['PRAIRIE EXAMPLE ACQUIROR LP', 'Example Holdings Manager L.L.C']);
  });

  it('keeps at most four names otherwise, and no date, address line or role', () => {
    const text = [
      'SERVICES AGREEMENT',
      'This Agreement starts on the Commencement Date (the "Commencement Date").',
      filler,
      'IN WITNESS WHEREOF, the parties have signed below.',
      ...[
        'ALPHA ONE INC.',
        'BETA TWO LLC',
        'GAMMA THREE CORP.',
        'DELTA FOUR LTD.',
        'EPSILON FIVE INC.',
        'Suite',
      ].flatMap((name) => [name, 'By:']),
    ].join('\n');
    expect(analyze(text).parties).toEqual(['ALPHA ONE INC', 'BETA TWO LLC', 'GAMMA THREE CORP', 'DELTA FOUR LTD']);
  });

  it('cuts an address after a name but keeps a number inside one', () => {
    const text =
      'This Agreement is made by and between Acme Widgets Inc. 2nd Floor, 10 Main Street ("Acme"), and Layer 2 Communications Group Ltd. ("Layer 2").';
    expect(analyze(text).parties).toEqual(['Acme Widgets Inc', 'Layer 2 Communications Group Ltd']);
  });
});

describe('contract detection', () => {
  it('tells a contract from an ordinary e-mail', () => {
    expect(
      analyze(
        `${PREAMBLE} The parties shall perform. Either party may terminate. The term shall be one year. This Agreement is governed by the laws of New York, and each party hereby agrees.`,
      ).looksLikeContract,
    ).toBe(true);
    expect(analyze('Hi team, lunch is at noon on Friday. See you there!').looksLikeContract).toBe(false);
  });
});

describe('confidence', () => {
  it('is sure of an effective date the sentence calls effective, less of one among several dates', () => {
    const effective = analyze('This Agreement is effective as of March 1, 2021 between Acme Inc. and Beta LLC.');
    expect(effective.confidence.effectiveDate).toBeGreaterThanOrEqual(0.8);
    const among = analyze(
      'This Agreement, made on March 1, 2021, amends the agreement of June 5, 2018 between Acme Inc. and Beta LLC.',
    );
    const alone = analyze(
      'This Agreement, made on March 1, 2021, amends the agreement of the parties between Acme Inc. and Beta LLC.',
    );
    expect([among.effectiveDate, alone.effectiveDate]).toEqual(['2021-03-01', '2021-03-01']);
    expect(among.confidence.effectiveDate).toBeLessThan(alone.confidence.effectiveDate);
  });

  it('is surer of two legal entities named in the preamble than of people, or of names read from the signatures', () => {
    const entities = analyze('This Agreement is made between Acme Inc. ("Acme") and Beta LLC ("Beta").');
    expect(entities.parties).toEqual(['Acme Inc', 'Beta LLC']);
    const people = analyze('This Agreement is made between John Smith ("Smith") and Mary Jones ("Jones").');
    expect(people.parties).toEqual(['John Smith', 'Mary Jones']);
    expect(people.confidence.parties).toBeLessThan(entities.confidence.parties);
    const signed = analyze(
      'The parties agree as follows.\nIN WITNESS WHEREOF the parties sign.\nACME TRADING\nBy: J. Smith\nBeta Group\nBy: M. Jones',
    );
    expect(signed.parties).toEqual(['ACME TRADING', 'Beta Group']);
    expect(signed.confidence.parties).toBeLessThan(people.confidence.parties);
  });
});

describe('a notice that makes a renewal, not one that stops it', () => {
  it('reads an agreement that expires "unless either party gives ... notice of its wish to renew" as an option, with no cancel-by date', () => {
    const result = analyze(
      'CONSULTING AGREEMENT\nThis Consulting Agreement is made as of March 1, 2025 between Harbor Analytics LLC and Northwind Traders, Inc.\n2. Term. This Agreement begins on the Effective Date and continues for two (2) years. This Agreement shall expire at the end of the Term unless either party gives ninety (90) days notice of its wish to renew.',
      '2026-11-24',
    );
    expect(result).toMatchObject({
      renewalKind: 'option',
      autoRenews: false,
      noticePeriodDays: null,
      cancelByDate: null,
      expirationDate: '2027-03-01',
    });
  });
});

describe("a renewal in a consumer's words", () => {
  it('reads a subscription that "continues for the same period again" unless cancelled as renewing, with its notice', () => {
    // eval:drafted's hundred-and-sixteenth renewal batch: read as no renewal, the sentence naming no renewal at all.
    const result = analyze(
      'Your subscription continues for the same period again at the end of each period unless you cancel at least seven (7) days before the period ends.',
    );
    expect(result).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 7 });
  });

  // The hundred-and-fifty-sixth mailbox batch: each read no renewal, or none of its length.
  it.each([
    [
      "£75/month, no minimum term, cancel anytime with one month's notice. Your plan started on 2 February 2027.",
      { renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 },
    ],
    [
      'Subscription: 25 seats – annual commitment, paid monthly (£9.40 per user/month)\nTerm start: 01/04/2027\nTerm end: 31/03/2028\nAuto-renew: On',
      { expirationDate: '2028-03-31', renewalKind: 'automatic', renewalTermMonths: 12 },
    ],
    [
      'Minimum term: 60 months. Start date: 15/05/2027. At the end of the minimum term the agreement continues on a quarterly basis until terminated by 3 months’ written notice.',
      { renewalKind: 'automatic', renewalTermMonths: 3, noticePeriodDays: 90 },
    ],
    [
      'Your free trial ends in 14 days (on January 9, 2027). After that, your Growth plan starts at $49/month unless you cancel.',
      { expirationDate: '2027-01-09', renewalKind: 'automatic', renewalTermMonths: 1 },
    ],
  ])('reads "%s"', (text, expected) => {
    expect(analyze(text)).toMatchObject(expected);
  });

  // The hundred-and-fifty-eighth mailbox batch: each read no renewal, none of its length, no renewal date or no end.
  it.each([
    [
      "Welcome to the Cellar Club! You'll receive 6 bottles every quarter until you cancel.",
      { renewalKind: 'automatic', renewalTermMonths: 3 },
    ],
    [
      'Pro Membership – billed annually at $240.\nRenews on 14 August 2027.',
      { expirationDate: '2027-08-14', renewalKind: 'automatic', renewalTermMonths: 12 },
    ],
    [
      'Your membership will automatically renew each July 1 unless cancelled in writing 30 days prior.',
      { renewalKind: 'automatic', renewalTermMonths: 12, renewalDate: '2027-07-01', cancelByDate: '2027-06-01' },
    ],
    [
      'Your membership renews automatically on 1 December each year unless cancelled in writing 30 days prior.',
      { renewalTermMonths: 12, renewalDate: '2026-12-01' },
    ],
    [
      "Parking space P14 is licensed to you from 1 March 2027 for 6 months at £95 per month, and then from month to month until either party gives one month's notice.",
      { effectiveDate: '2027-03-01', expirationDate: '2027-09-01', renewalTermMonths: 1, noticePeriodDays: 30 },
    ],
    [
      'Your membership runs from 1 April 2027 to 31 March 2028 and will renew automatically unless you resign in writing before 1 March 2028.',
      { expirationDate: '2028-03-31', renewalKind: 'automatic', cancelByDate: '2028-02-29' },
    ],
    // The hundred-and-fifty-ninth mailbox batch: no end read, and no renewal.
    [
      'Lease period: one year from delivery of the tank, and year to year thereafter unless either party cancels with 30 days written notice before the anniversary. Tank delivered: 10/05/2027.',
      { effectiveDate: '2027-10-05', expirationDate: '2028-10-05', renewalTermMonths: 12, noticePeriodDays: 30 },
    ],
    [
      'Your 2027 lawn program includes 6 visits between April and October. Your program will automatically continue next year unless you call us to cancel.',
      { renewalKind: 'automatic', renewalTermMonths: 12 },
    ],
    // The hundred-and-sixty-first mailbox batch: no renewal read, and no end.
    [
      'Contract start: 01/06/2027\nContract end: 31/05/2029\nOption to extend: 1 + 1 years',
      { expirationDate: '2029-05-31', renewalKind: 'option', renewalTermMonths: 12 },
    ],
    ['Contract start: 01/06/2027\nContract end: 31/05/2029\nOption to extend: None', { renewalKind: 'none' }],
    [
      'This Broker of Record appointment is effective July 1, 2027 and remains in effect until revoked in writing.',
      { effectiveDate: '2027-07-01', expirationDate: 'perpetual', renewalKind: 'none' },
    ],
  ])('reads "%s"', (text, expected) => {
    expect(analyze(text)).toMatchObject(expected);
  });

  it('reads no renewal in a monthly fee that is not cancelled at any time', () => {
    expect(analyze('The fee is £75/month, payable in advance. This agreement ends on 1 June 2027.')).toMatchObject({
      renewalKind: 'none',
      expirationDate: '2027-06-01',
    });
  });
});

describe("a table's renewal field", () => {
  it('reads "Renewal | 12 months, automatic | Notice | 90 days" in a long agreement, its bare "Notice" cell too', () => {
    // Where the clause models rank such a row low, and the readers take the notice from the renewal's own row.
    const filler = 'Each party shall perform its obligations in a professional manner. '.repeat(120);
    const result = analyze(`${PREAMBLE}\n${filler}\nRenewal | 12 months, automatic | Notice | 90 days\n${filler}`);
    expect(result).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 90 });
  });
});

describe('a renewal on a day of each month', () => {
  it("gives the next such day as the renewal date, the month's last where the month is shorter", () => {
    // An email marketing plan (the hundred-and-ninety-eighth mailbox batch): read with no renewal date.
    const plan = 'Your Pro plan is billed monthly and renews on the 18th of each month. Cancel anytime.';
    expect(analyze(plan, '2026-11-22')).toMatchObject({ renewalKind: 'automatic', renewalDate: '2026-12-18' });
    expect(analyze(plan, '2026-11-18').renewalDate).toBe('2026-11-18');
    const monthEnd = 'Your plan renews automatically on the 31st day of every month.';
    expect(analyze(monthEnd, '2027-02-10').renewalDate).toBe('2027-02-28');
    expect(analyze(monthEnd, '2027-03-10').renewalDate).toBe('2027-03-31');
  });
});

describe("a bank's own instruments and a deposit's maturity", () => {
  it.each([
    // The two-hundred-and-seventh mailbox batch: each read no end.
    [
      'This Letter of Credit expires on 30 September 2027 and shall be automatically extended without amendment for one year from the present or any future expiration date unless we notify you at least 60 days prior to any expiration date that we elect not to extend.',
      { expirationDate: '2027-09-30', renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 60 },
    ],
    [
      'This Guarantee shall remain valid until 31 December 2028 and any claim must be received by us on or before that date.',
      { expirationDate: '2028-12-31' },
    ],
    [
      'The Facility is available until 31 October 2027 and will be reviewed annually. The Bank may renew the Facility at its discretion.',
      { expirationDate: '2027-10-31', renewalKind: 'option' },
    ],
    [
      'Term deposit: 6 months, maturity date 30 June 2027. At maturity, the deposit will automatically roll over for another 6-month term at the prevailing rate unless you instruct us at least 2 business days before maturity.',
      { expirationDate: '2027-06-30', renewalKind: 'automatic', renewalTermMonths: 6 },
    ],
  ])('reads the end of %s', (text, expected) => {
    expect(analyze(text)).toMatchObject(expected);
  });

  it('reads no end from a guarantee some other document gives', () => {
    expect(analyze('The Guarantee shall remain valid until 31 December 2028.').expirationDate).toBeNull();
  });
});

describe('the two-hundred-and-ninth mailbox batch (musical instruments, lessons and studios)', () => {
  it('gives a plan that "renews annually on 1 March" its next such day as the renewal date', () => {
    // A piano tuning plan: read with no renewal date.
    const plan = 'Your piano will be tuned twice a year. The plan renews annually on 1 March unless cancelled.';
    expect(analyze(plan, '2026-11-22')).toMatchObject({ renewalTermMonths: 12, renewalDate: '2027-03-01' });
    expect(analyze(plan, '2027-03-02').renewalDate).toBe('2028-03-01');
  });

  it('reads a block booking "every Tuesday ... from 5 January 2027 to 30 March 2027" as ending on its last day', () => {
    // A rehearsal studio's booking: read with no end, its "every Tuesday" taken for one of many things.
    const booking = 'Block booking: every Tuesday 19:00–22:00 from 5 January 2027 to 30 March 2027.';
    expect(analyze(booking).expirationDate).toBe('2027-03-30');
  });
});

describe('the two-hundred-and-tenth mailbox batch (employee benefits)', () => {
  it('reads a "Scheme year: 1 July 2027 to 30 June 2028" as the term', () => {
    // A group health scheme: read with no end.
    const scheme =
      "Scheme year: 1 July 2027 to 30 June 2028. The scheme renews each 1 July unless the Employer gives us at least 30 days' notice before the renewal date.";
    expect(analyze(scheme)).toMatchObject({ expirationDate: '2028-06-30', renewalKind: 'automatic' });
  });
});

describe('the two-hundred-and-twelfth and thirteenth mailbox batches (retail spaces; IT hardware)', () => {
  it('reads what "runs from 1 February 2027 until either party ends it" as without end', () => {
    // A sale-or-return consignment: read with no end.
    const consignment =
      "This consignment agreement runs from 1 February 2027 until either party ends it by giving 30 days' written notice.";
    expect(analyze(consignment)).toMatchObject({ effectiveDate: '2027-02-01', expirationDate: 'perpetual' });
    expect(analyze('The Term runs from 1 February 2027 until 31 January 2028.').expirationDate).toBe('2028-01-31');
  });

  it('reads no end in an invoice\'s "Payment due 30 days from invoice date 4 January 2027"', () => {
    // A monitor purchase invoice: its payment's day read as an end.
    const invoice = 'Invoice INV-4471: 20 x Dell monitors. Payment due 30 days from invoice date 4 January 2027.';
    expect(analyze(invoice).expirationDate).toBeNull();
  });

  it('gives a subscription that "renews monthly on the 1st" the next 1st as its renewal date', () => {
    // A cloud PC subscription: read with no renewal date.
    const subscription = 'Your Cloud PC subscription renews monthly on the 1st. You can cancel at any time.';
    expect(analyze(subscription, '2026-11-22').renewalDate).toBe('2026-12-01');
  });
});

describe('the two-hundred-and-sixteenth and seventeenth mailbox batches (hotels; business connectivity)', () => {
  it('counts "fifteen (15) Operating Years" as the term, not the five-year renewal terms after it', () => {
    // A hotel management agreement: its end counted from the renewal's length.
    const hotel =
      "The Operating Term shall commence on the Opening Date, 1 May 2027, and continue for fifteen (15) Operating Years, with two (2) renewal terms of five (5) years each at Operator's option.";
    expect(analyze(hotel)).toMatchObject({
      expirationDate: '2042-05-01',
      renewalKind: 'option',
      renewalTermMonths: 60,
    });
  });

  it('reads "Your service will stop on 28 February 2027" as the end, not the start', () => {
    // A cease confirmation: its day read as the start.
    const cease =
      'We have received your cease request. Your service will stop on 28 February 2027 and final billing will follow.';
    expect(analyze(cease).expirationDate).toBe('2027-02-28');
  });
});

describe('the two-hundred-and-twenty-seventh mailbox batch (churches and community halls)', () => {
  it('reads a contract "rolling 3-monthly" as renewing each quarter, with its notice', () => {
    // A community centre's cleaning: read as no renewal and no notice.
    const cleaning =
      "Cleaning contract from 1 April 2027, rolling 3-monthly, terminable by either side on one month's notice.";
    expect(analyze(cleaning)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 3, noticePeriodDays: 30 });
  });
});

describe('the two-hundred-and-twenty-ninth mailbox batch (debt collection, credit and invoice finance)', () => {
  it("takes no start from the master agreement's date a short statement of work names", () => {
    // A credit control statement of work: its start read as the MSA's date, taken for a signature's.
    const sow = 'SOW #3 under the MSA dated 4 January 2026. SOW Term: 6 months from 1 June 2027.';
    expect(analyze(sow)).toMatchObject({ effectiveDate: '2027-06-01', expirationDate: '2027-12-01' });
    const pursuant =
      'This Statement of Work is entered into pursuant to the Master Services Agreement dated 4 January 2026. SOW Term: 6 months from 1 June 2027.';
    expect(analyze(pursuant).effectiveDate).toBe('2027-06-01');
  });
});

describe("the two-hundred-and-thirty-first and second mailbox batches (training; employees' cars)", () => {
  it('reads "No auto-renewal." as no renewal, not as one by its words', () => {
    // A telematics subscription: read as renewing automatically at 0.98.
    const telematics =
      'Telematics subscription: 48 months from 1 September 2027, per-vehicle fee £12/month. No auto-renewal.';
    expect(analyze(telematics)).toMatchObject({ expirationDate: '2031-09-01', renewalKind: 'none' });
    expect(analyze('There is no auto-renewal.').renewalKind).toBe('none');
  });

  it('reads a plan "billed annually" after its row\'s other values as renewing each year', () => {
    // An e-learning team plan: its renewal's length not read.
    const plan = 'Team plan: 25 seats, billed annually at £4,500. Your plan renews on 3 November 2027.';
    expect(analyze(plan)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 12 });
  });
});

describe("a term's row with its extensions beside it", () => {
  it('reads the term and an option from "3 years (optional extensions ...)" and "3 years plus optional extensions"', () => {
    // A probe after the two-hundred-and-thirty-sixth batch: the first read no end, the second ended a year after the
    // start (the extensions' words set the term's length aside, and the row's label was not taken for its subject).
    const discretion =
      "Start date: 1 October 2027. Contract duration: 3 years (optional extensions at the Employer's discretion).";
    expect(analyze(discretion)).toMatchObject({ expirationDate: '2030-10-01', renewalKind: 'option' });
    const plus = 'Start date: 1 October 2027. Contract duration: 3 years plus optional extensions of 1 year + 1 year.';
    expect(analyze(plus)).toMatchObject({ expirationDate: '2030-10-01', renewalKind: 'option' });
    // A warranty's row is not the contract's.
    const warranty = "Warranty period: 3 years (optional extensions at the Employer's discretion).";
    expect(analyze(warranty).renewalKind).toBe('none');
  });
});

describe('an end left by the two-hundred-and-thirty-second mailbox batch', () => {
  it('reads "until your renewal date of" a day as the end', () => {
    const policy = 'Business use added to your policy from 12 June 2027 until your renewal date of 11 June 2028.';
    expect(analyze(policy)).toMatchObject({ effectiveDate: '2027-06-12', expirationDate: '2028-06-11' });
  });
});

describe('the two-hundred-and-thirty-seventh and eighth mailbox batches (marinas and boats; physical security)', () => {
  it("reads a charter's disembarking day after its embarking day as the end", () => {
    const charter =
      "Charter: Bavaria 46 'Seaspray'. Embark Saturday 12 June 2027 at 17:00, disembark Saturday 19 June 2027 at 09:00.";
    expect(analyze(charter)).toMatchObject({ effectiveDate: '2027-06-12', expirationDate: '2027-06-19' });
  });

  it('reads the range spelling out a year something is paid for as its term', () => {
    const dues = 'Harbour dues for 2027 (1 January – 31 December 2027): £640, payable by 31 January 2027.';
    expect(analyze(dues)).toMatchObject({ effectiveDate: '2027-01-01', expirationDate: '2027-12-31' });
  });

  it('reads "at least 7 days before." after turning off auto-renew as notice before the renewal', () => {
    const access =
      'Your access control cloud subscription will auto-renew on 2 March 2027 for another 12 months. Turn off auto-renew in Settings at least 7 days before.';
    expect(analyze(access)).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 7 });
  });

  it('reads terms that "apply from" a day "until terminated" on notice as running without end, with that notice', () => {
    const terms = "These terms apply from 1 February 2027 until terminated by either party on 4 weeks' written notice.";
    expect(analyze(terms)).toMatchObject({ expirationDate: 'perpetual', renewalKind: 'none', noticePeriodDays: 28 });
    const runs = "This agreement runs from 1 February 2027 until either party ends it with 30 days' notice.";
    expect(analyze(runs)).toMatchObject({ expirationDate: 'perpetual', noticePeriodDays: 30 });
  });
});

describe("the two-hundred-and-thirty-ninth and fortieth mailbox batches (farming; children's sport and clubs)", () => {
  it("reads a short document's range of a booking that the clause model ranks nowhere", () => {
    const stand = 'Trade stand booking for the County Show, 14–16 July 2027. Stand fee £950.';
    expect(analyze(stand)).toMatchObject({ effectiveDate: '2027-07-14', expirationDate: '2027-07-16' });
  });

  it("takes a short document's only amount with no fee word by it, but not two such amounts", () => {
    const kit = 'Kit sponsorship for the Under-12s for the 2027/28 season (1 August 2027 – 31 May 2028), £1,200.';
    expect(analyze(kit)).toMatchObject({ amount: 1200, currency: 'GBP' });
    expect(analyze('Kit sponsorship for the Under-12s: £1,200 or £1,500 with training tops.').amount).toBeNull();
  });

  it('reads a child\'s club place "until the end of the summer term on" a day as ending then', () => {
    const place =
      "After-school club place from 6 September 2027 until the end of the summer term on 21 July 2028. Two weeks' notice is required to give up the place.";
    expect(analyze(place)).toMatchObject({ effectiveDate: '2027-09-06', expirationDate: '2028-07-21' });
  });
});

describe("the two-hundred-and-forty-first mailbox batch (people's health plans)", () => {
  it('reads the notice asked for after a semicolon that ends "until you cancel"', () => {
    const dental =
      "Dental plan: £18.50 a month, paid by direct debit. Your plan continues until you cancel; please give us one month's notice.";
    expect(analyze(dental).noticePeriodDays).toBe(30);
    // Not a notice about something else after it.
    const other = "Your plan continues until you cancel; the practice gives 30 days' notice of fee changes.";
    expect(analyze(other).noticePeriodDays).toBeNull();
  });

  it('reads "Your private medical insurance renews on" a day as the end of what the customer holds', () => {
    const insurance =
      'Your private medical insurance renews on 1 March 2027. Your new premium will be £96.40 per month.';
    expect(analyze(insurance)).toMatchObject({ expirationDate: '2027-03-01', renewalKind: 'automatic' });
  });
});

describe('the two-hundred-and-forty-third mailbox batch (film, television and photography production)', () => {
  it('reads "20 shoot days between" two days as the engagement\'s range', () => {
    const memo = 'Deal memo: Director of Photography, 20 shoot days between 3 May 2027 and 28 May 2027, £750 per day.';
    expect(analyze(memo)).toMatchObject({ effectiveDate: '2027-05-03', expirationDate: '2027-05-28' });
  });

  it('reads the notice of a hire "continuing weekly until either party gives" it', () => {
    const suite =
      "Edit suite hire: £1,100 per week from 5 July 2027, continuing weekly until either party gives one week's notice.";
    expect(analyze(suite).noticePeriodDays).toBe(7);
  });
});

describe('the two-hundred-and-forty-seventh mailbox batch (holidays and leisure)', () => {
  it('reads a lease\'s kit "to be returned by" a day as its end, not a sale\'s returns', () => {
    const ski = 'Season ski lease: collected 1 December 2027, to be returned by 15 April 2028. Lease fee £240.';
    expect(analyze(ski).expirationDate).toBe('2028-04-15');
    const sale = 'Jacket bought 1 December 2027; unworn items are to be returned by 15 January 2028 for a refund.';
    expect(analyze(sale).expirationDate).toBeNull();
  });
});

describe("a short document's term in a sentence the clause model ranks nowhere", () => {
  it("reads an order's row of a plan's contract length, counted from the day another sentence gives", () => {
    const order = 'Full Fibre 500: 12-month contract. Your service goes live on 6 April 2027. Monthly price: £34.00.';
    expect(analyze(order)).toMatchObject({ effectiveDate: '2027-04-06', expirationDate: '2028-04-06' });
  });
});

describe('the two-hundred-and-fifty-fourth mailbox batch (coaching, tutoring and therapy)', () => {
  it('reads a course\'s "lifetime access" as without end', () => {
    const course = 'Online course licence: lifetime access from your purchase date, 9 December 2026.';
    expect(analyze(course).expirationDate).toBe('perpetual');
  });
});

describe('the two-hundred-and-fifty-fifth mailbox batch (flying and drones)', () => {
  it('reads "one month\'s notice either side" of a month-to-month hangarage as its notice', () => {
    const hangar =
      "Hangarage at Redhill: month-to-month from 1 March 2027 at £450 per month, one month's notice either side.";
    expect(analyze(hangar)).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 30 });
  });
});

describe('the two-hundred-and-sixty-first and -second mailbox batches (taxis; theatre)', () => {
  it('reads "two weeks\' notice to return the car" of a rental that runs week to week as its notice', () => {
    const rental =
      "Hybrid taxi rental: £260 per week, minimum 8 weeks from collection on 4 January 2027, then week to week; two weeks' notice to return the car.";
    expect(analyze(rental)).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 14 });
  });

  it('reads a room booked "on a rolling termly basis" as renewing by itself, of no length in months', () => {
    const room = 'Rehearsal room: booked every Tuesday evening, £40 per session, on a rolling termly basis.';
    expect(analyze(room)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: null });
  });

  it('reads a season ticket "not renewed automatically" as no renewal', () => {
    const season =
      'Your 2027/28 season ticket: 8 productions. Season tickets are not renewed automatically; priority renewal opens in April 2028.';
    expect(analyze(season).autoRenews).toBe(false);
  });
});

describe("the two-hundred-and-fifty-sixth mailbox batch (restaurants' systems)", () => {
  it('reads the notice to cancel what "continues on a 12-month basis"', () => {
    const till =
      "EPOS subscription: 36-month agreement from installation on 12 April 2027. After that it continues on a 12-month basis unless cancelled with 90 days' notice.";
    expect(analyze(till)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 12, noticePeriodDays: 90 });
  });
});

describe('an arrangement either side may end on notice, with no term (eightieth session)', () => {
  it('reads a dog walker\'s "Either of us can end this arrangement with two weeks\' notice" as running without end', () => {
    const walks =
      "Dog walking: Monday to Friday, £14 per walk, invoiced monthly. Either of us can end this arrangement with two weeks' notice.";
    const read = analyze(walks);
    expect(read).toMatchObject({ expirationDate: 'perpetual', renewalKind: 'none', noticePeriodDays: 14 });
    expect(read.evidence.expirationDate).toBe("Either of us can end this arrangement with two weeks' notice.");
    // Read by the hand-written readers: marked for checking.
    expect(read.confidence).toMatchObject({ expirationDate: 0.6, noticePeriodDays: 0.6 });
  });

  it('leaves a term read, and a renewal read, as they were', () => {
    const year = "Window cleaning for one year from 1 March 2027. Either of us can end it with 30 days' notice.";
    expect(analyze(year)).toMatchObject({ expirationDate: '2028-03-01', noticePeriodDays: null });
    const plan =
      "Your Website Care Plan starts on December 1, 2026 and runs month to month. Either of us can end it with 30 days' notice.";
    expect(analyze(plan)).toMatchObject({ expirationDate: null, renewalKind: 'automatic', noticePeriodDays: 30 });
  });
});

describe('the two-hundred-and-seventy-first mailbox batch (leisure venues)', () => {
  it('reads "£520 for the session" as the price, beside a deposit', () => {
    const ice =
      'Private ice hire: Saturday 11 December 2027, 18:00–20:00, £520 for the session. A deposit of £100 secures the booking.';
    expect(analyze(ice)).toMatchObject({ amount: 520, amountPeriod: null });
  });
});

describe('a price in a fraction of the unit (eightieth session)', () => {
  it('reads "$0.129 per kWh" as 0.129, not as 129 grouped in thousands, and "€0,0875" as 0.0875', () => {
    expect(analyze('Solar agreement. Price: $0.129 per kWh, escalating 2.9% per year.').amount).toBe(0.129);
    expect(analyze('Stromliefervertrag in English. Energy price: €0,0875 per kWh.').amount).toBe(0.0875);
    // A number grouped in thousands is still read so.
    expect(analyze('Licence fee: €5.000 per year.').amount).toBe(5000);
  });
});

describe('the two-hundred-and-seventy-fourth mailbox batch (tattoo studios)', () => {
  it('reads a plan "$39/month, billed monthly", its price before the billing, as renewing each month', () => {
    const plan = 'Your InkBook Studio plan: $39/month, billed monthly. Next billing date: January 9, 2027.';
    expect(analyze(plan)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      expirationDate: '2027-01-09',
    });
  });
});

describe('the two-hundred-and-seventy-fifth and -sixth mailbox batches (street food traders; glamping)', () => {
  it('reads "rolling monthly from" a day as renewing each month, with its notice to leave', () => {
    const kitchen =
      "Shared kitchen membership: £380 per month, rolling monthly from 1 February 2027; give one month's notice to leave.";
    expect(analyze(kitchen)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 });
  });

  it('reads no term in advice: "We recommend refresher training every three years"', () => {
    const certificate =
      'Level 2 food hygiene certificate issued 18 January 2027. We recommend refresher training every three years.';
    expect(analyze(certificate).expirationDate).toBeNull();
  });

  it('reads no notice in a time to apply for a renewal before expiry', () => {
    const consent =
      'Street trading consent: valid from 1 April 2027 to 31 March 2028. Consents are not renewed automatically; apply at least 8 weeks before expiry.';
    expect(analyze(consent)).toMatchObject({ expirationDate: '2028-03-31', noticePeriodDays: null });
  });

  it("reads an insurance policy's premium as its amount", () => {
    const van = 'Catering van insurance: policy period 14/05/2027 to 13/05/2028, premium £1,146.';
    expect(analyze(van).amount).toBe(1146);
  });

  it('reads a renewal\'s length from what the reader holds "is billed annually" in another sentence', () => {
    const listing = 'Your listing on Pitchfinder Plus is billed annually at £149. Your plan renews on 12 August 2027.';
    expect(analyze(listing)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 12 });
  });
});

describe('the two-hundred-and-seventy-eighth mailbox batch (driving schools, dance and martial arts)', () => {
  it('reads "then rolling monthly unless" either party gives notice as renewing each month', () => {
    const hall =
      "Licence to occupy the hall: from 6 January 2027 for 12 months, then rolling monthly unless either party gives one month's notice.";
    expect(analyze(hall)).toMatchObject({
      expirationDate: '2028-01-06',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
    });
  });

  it('reads a plan "$129 per month billed annually" as renewing for a year', () => {
    const plan =
      'Studio booking software: Growth plan, $129 per month billed annually ($1,548 per year). Your subscription renews on October 1, 2027.';
    expect(analyze(plan)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 12 });
  });
});

describe('the two-hundred-and-seventy-ninth and eightieth mailbox batches (motorhomes; clinics)', () => {
  it('reads "£1,120 for the trip, including insurance" as the price, the insurance beside it no matter', () => {
    const hire =
      'Campervan hire confirmed: collect 12 June 2027, return 19 June 2027. £1,120 for the trip, including insurance.';
    expect(analyze(hire).amount).toBe(1120);
  });

  it('reads a registration that "remains in force until cancelled" as without end', () => {
    const clinic =
      'Your clinic was registered with the regulator on 12 January 2027. The registration remains in force until cancelled, with an annual fee of £640.';
    expect(analyze(clinic).expirationDate).toBe('perpetual');
  });
});

describe('the two-hundred-and-eighty-ninth mailbox batch (food by subscription)', () => {
  it('reads "£44.99 a week" as a weekly amount, not a price due "within a week"', () => {
    const kit = 'Your GoodChef plan: 3 recipes for 2 people, £44.99 a week.';
    expect(analyze(kit)).toMatchObject({ amount: 44.99, amountPeriod: 'week' });
    const invoice = 'The fee of £450 is payable within a week of the event.';
    expect(analyze(invoice)).toMatchObject({ amount: 450, amountPeriod: null });
  });
});

describe('the two-hundred-and-ninety-fourth mailbox batch (weddings and celebrations)', () => {
  it('reads a venue\'s "hire ...: £8,500" as its price, not the deposit after it', () => {
    const venue =
      'Venue hire for your wedding on Saturday 12 June 2027: £8,500. A non-refundable deposit of £2,000 is due on signing.';
    expect(analyze(venue).amount).toBe(8500);
  });

  it('reads "£29 a month, billed monthly; cancel anytime" as renewing monthly', () => {
    const app = 'Celebrate+ for event planners: £29 a month, billed monthly; cancel anytime from your account.';
    expect(analyze(app)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1 });
  });
});

describe('the two-hundred-and-ninety-ninth mailbox batch (funerals and memorials)', () => {
  it('reads "£29.99 per year, renews automatically on" a day as a yearly renewal', () => {
    const page = 'In Loving Memory page: Premium £29.99 per year, renews automatically on 3 January 2027.';
    expect(analyze(page)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 12 });
  });
});

describe("the three-hundred-and-ninth mailbox batch (children's parties and entertainers)", () => {
  it('reads "£240, with a £60 deposit" as the price, the deposit being only a part of it', () => {
    const magician =
      "Magician for Leo's party, Saturday 15 May 2027 at the hall: £240, with a £60 deposit to secure the date.";
    expect(analyze(magician).amount).toBe(240);
  });
});

describe('the three-hundred-and-tenth mailbox batch (alpacas, goats and sheep)', () => {
  it('reads "£264 (£2.20 a head)" as the total, the bracketed price a head being its breakdown', () => {
    const shearing = 'Shearing of 120 ewes, booked for the week of 14 June 2027: £264 (£2.20 a head).';
    expect(analyze(shearing).amount).toBe(264);
  });

  it('reads "£9.60 a week, until you cancel" as renewing, but a plan that "continues until you cancel" as running on', () => {
    const milk = "Goat's milk: 4 pints delivered twice a week, £9.60 a week, until you cancel.";
    expect(analyze(milk)).toMatchObject({ renewalKind: 'automatic', amountPeriod: 'week' });
    const plan = 'Your dental plan costs £17.50 a month and continues until you cancel.';
    expect(analyze(plan)).toMatchObject({ renewalKind: 'none', expirationDate: 'perpetual' });
  });
});

describe('the three-hundred-and-eleventh mailbox batch (chess, bridge and board games)', () => {
  it('reads a hire "continuing until either side gives a month\'s notice" as running until ended on that notice', () => {
    const room =
      "Go club venue hire: the upstairs room at The Crown on the first Monday of each month, £25 per evening, continuing until either side gives a month's notice.";
    expect(analyze(room)).toMatchObject({ expirationDate: 'perpetual', renewalKind: 'none', noticePeriodDays: 30 });
  });
});

describe('the three-hundred-and-thirteenth mailbox batch (fishing and shooting)', () => {
  it('reads the amount of a document labelled as the insurance itself as its price', () => {
    const tackle = 'Fishing tackle insurance: cover from 3 March 2027 to 2 March 2028, £36.';
    expect(analyze(tackle).amount).toBe(36);
    // Elsewhere, an amount beside insurance is still the cover's, not a price.
    const lease = 'The tenant shall keep insurance cover of £2,000,000 for the premises.';
    expect(analyze(lease).amount).toBeNull();
  });
});

describe('the three-hundred-and-fourteenth mailbox batch (mobility and disability aids)', () => {
  it('reads "£48.75 a month" on an "interest-free plan" as the price: interest-free is no interest', () => {
    const chair = 'Riser recliner chair on a 24-month interest-free plan from 10 March 2027: £48.75 a month.';
    expect(analyze(chair)).toMatchObject({ amount: 48.75, amountPeriod: 'month' });
  });
});

describe('the three-hundred-and-fifteenth mailbox batch (astronomy)', () => {
  it('reads "£4 per pupil, £240 in total" as the total', () => {
    const show = 'Planetarium show for Year 5 (60 pupils) on 18 March 2028 at 10:30: £4 per pupil, £240 in total.';
    expect(analyze(show).amount).toBe(240);
  });
});

describe('the three-hundred-and-twenty-first mailbox batch (surf and scuba)', () => {
  it('reads "rolling quarterly" as renewing by itself three months at a time', () => {
    const rack =
      "Board storage: one rack space at the beach hut, £45 per quarter, rolling quarterly, one month's notice.";
    expect(analyze(rack)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 3 });
    // A rolling quarterly forecast renews nothing.
    expect(analyze('The buyer sends a rolling quarterly forecast of its orders.').renewalKind).toBe('none');
  });

  it('reads a yearly price "from 1 April 2027" that "renews automatically each April" as a first year to 1 April 2028', () => {
    const club = [
      'Membership: Seaview Sub-Aqua Club, full diving member, £120 a year from 1 April 2027.',
      'Your membership renews automatically each April unless you tell the membership secretary before 1 March.',
    ].join('\n');
    expect(analyze(club)).toMatchObject({ expirationDate: '2028-04-01', renewalDate: '2028-04-01' });
    const makerspace = 'Makerspace membership: £240 a year from 1 September 2027, renewing each September.';
    expect(analyze(makerspace).expirationDate).toBe('2028-09-01');
    // Each April from a start in May: which April comes first is not said.
    expect(analyze(club.replace('1 April 2027', '1 May 2027'))).toMatchObject({
      expirationDate: null,
      renewalDate: null,
    });
  });

  it('reads a hire "continuing until the suit is returned" as running until the hirer ends it', () => {
    const suit =
      'Season wetsuit hire: 5/4mm winter suit, £25 per month, taken monthly from 1 November 2026 and continuing until the suit is returned.';
    expect(analyze(suit).expirationDate).toBe('perpetual');
  });
});

describe('the three-hundred-and-twenty-second mailbox batch (woods and timber)', () => {
  it('counts "a 5-year plan for Hollow Copse from 1 October 2027" from that day, past what the plan is for', () => {
    const plan = 'Woodland management: a 5-year plan for Hollow Copse from 1 October 2027, two site visits a year.';
    expect(analyze(plan).expirationDate).toBe('2032-10-01');
  });

  it('reads "up to 4 hours a month" as a rate, not a term of one month', () => {
    const retainer =
      'Forestry advice retainer: up to 4 hours a month for £240 + VAT per month, starting 1 February 2027.';
    expect(analyze(retainer).expirationDate).toBeNull();
  });
});

describe('the three-hundred-and-twenty-third mailbox batch (ice and snow)', () => {
  it('counts a hire\'s "6 days from" a day after what the hire is of', () => {
    const hire = 'Snowboard hire: board, boots and helmet, 6 days from Sunday 14 February 2027, €165.';
    expect(analyze(hire).expirationDate).toBe('2027-02-20');
    // Days after what is bought, outside a hire's label, are no term: a delivery's.
    expect(
      analyze('Snowboard: board, boots and helmet, delivered 6 days from 14 February 2027, €165.').expirationDate,
    ).toBeNull();
  });
});

describe('the three-hundred-and-twenty-fourth mailbox batch (clocks, watches and repairs)', () => {
  it('reads "£39 a quarter" as a price per quarter', () => {
    const straps = 'Strap Club: a new leather strap every quarter, £39 a quarter, until you cancel.';
    expect(analyze(straps)).toMatchObject({ amount: 39, amountPeriod: 'quarter' });
    // Things supplied "a quarter" at a price each make no price per quarter.
    const eggs = 'Egg box supply: 2,000 boxes a quarter at £0.21 each, 12 months from 1 January 2027.';
    expect(analyze(eggs)).toMatchObject({ amount: 0.21, amountPeriod: null });
  });
});

describe('the three-hundred-and-twenty-eighth mailbox batch (letters from landlords and agents)', () => {
  it('reads a rent that "will increase from £14,000 to £15,200 per annum" as the new rent', () => {
    const review =
      'Following the rent review under clause 4 of your lease of Unit 3, the rent will increase from £14,000 to £15,200 per annum with effect from 25 March 2027.';
    expect(analyze(review)).toMatchObject({ amount: 15200, amountPeriod: 'year' });
  });

  it('reads a tenant\'s "one month\'s notice, ending on the last day of a rental period" as the notice to end', () => {
    const periodic = [
      'Your fixed term ended on 31 October 2026 and your tenancy now continues as a monthly periodic tenancy at £975 per month.',
      "You must give at least one month's notice, ending on the last day of a rental period.",
    ].join(' ');
    expect(analyze(periodic).noticePeriodDays).toBe(30);
  });

  it('reads "your share is £1,840" of a service charge as its price, not shares', () => {
    const budget =
      'Service charge budget for the year 1 April 2027 to 31 March 2028: your share is £1,840, payable in two equal instalments.';
    expect(analyze(budget).amount).toBe(1840);
    // Shares of stock are still no price.
    expect(analyze('The Company issued 1,000 shares at £1,840 each to the founders.').amount).toBeNull();
  });
});

describe('the three-hundred-and-twenty-ninth mailbox batch (software renewal notices)', () => {
  it('reads the sum "billed annually ($13,500)" after a unit price as the amount', () => {
    const order = 'Seats: 15 x $75/user/month, billed annually ($13,500)';
    expect(analyze(order)).toMatchObject({ amount: 13500, amountPeriod: 'year' });
  });

  it('reads a trial "charged $8.99 every month until you cancel" after it as renewing monthly', () => {
    const trial =
      'Your 14-day free trial of SafeVault Backup ends on 9 December 2026. After that, your card will be charged $8.99 every month until you cancel.';
    expect(analyze(trial)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1 });
  });

  it('reads a price a month and "Cancel anytime" in the next sentence as renewing each month, on its billing day', () => {
    const app =
      'LedgerLeaf Standard: £26 + VAT per month, billed on the 12th of each month. Cancel anytime; you keep access until the end of the month you have paid for.';
    expect(analyze(app)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1, renewalDate: '2026-12-12' });
    // A month's wait before a cancellation at any time is no price a month.
    const wait = 'Delivery takes a month. You can cancel at any time before it ships.';
    expect(analyze(wait).renewalKind).toBe('none');
  });
});

describe('the three-hundred-and-thirtieth mailbox batch (more software renewal notices)', () => {
  it('reads a plan\'s row "Billing: yearly" as renewing a year at a time', () => {
    const cloud =
      'Plan: CloudCrate 2 TB. Billing: yearly, $99.99. Next charge: 4 April 2027. Turn off auto-renew in Settings to stop it.';
    expect(analyze(cloud)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-04-04',
    });
  });
});

describe('the three-hundred-and-thirty-first mailbox batch (a third set of software renewal notices)', () => {
  it('reads "renews with the domain on" a day after a price a year as renewing by itself on that day', () => {
    const privacy =
      'WHOIS Privacy for northfieldbakes.com: $9.99/year, renews with the domain on 23 June 2027. To remove it, switch it off in Domain Settings.';
    expect(analyze(privacy)).toMatchObject({
      effectiveDate: null,
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-06-23',
    });
  });

  it('reads "Your next billing date is" a day after a price a year as a yearly renewal on that day', () => {
    const family =
      'NoteNest Family (up to 6 members) — $99.99/yr. Your next billing date is November 30, 2026. Manage or cancel your plan in Account > Subscriptions.';
    expect(analyze(family)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2026-11-30',
    });
  });

  it('reads "renews automatically each month on the 3rd" as the next 3rd', () => {
    const mail = 'Mailstride Standard: $135 per month. Your plan renews automatically each month on the 3rd.';
    expect(analyze(mail).renewalDate).toBe('2026-12-03');
  });

  it('reads a licence row\'s "perpetual licence" as a licence without end, but not a grant in a contract', () => {
    const font =
      'Desktop font licence: Brevier Sans family, 5 users, perpetual licence, one-off fee €390. No subscription; updates are included for 2 years.';
    expect(analyze(font).expirationDate).toBe('perpetual');
    const grant = 'The Licensor grants the Licensee a perpetual licence to use the fonts on five desktops.';
    expect(analyze(grant).expirationDate).toBeNull();
  });

  it('reads the price "for another 12 months at $4,704" as the amount a year, not the unit price before it', () => {
    const crm =
      'Your PipeLane Professional subscription (8 seats at $49 per seat per month, billed annually) renews on 17 March 2027 for another 12 months at $4,704.';
    expect(analyze(crm)).toMatchObject({ amount: 4704, amountPeriod: 'year' });
    // A period the amount writes itself stays its own.
    const boiler = "We'll renew it automatically for another year at £23.50 a month unless you tell us not to.";
    expect(analyze(boiler)).toMatchObject({ amount: 23.5, amountPeriod: 'month' });
  });
});

describe('the three-hundred-and-thirty-second mailbox batch (app store receipts and mobile subscriptions)', () => {
  it('reads a receipt\'s row "Renews: 14 January 2027" as a renewal by itself on that day, a year long at its price', () => {
    const receipt = [
      'Subscription Confirmation',
      'App: FitTrack Pro',
      'Price: £39.99 per year',
      'Renews: 14 January 2027',
    ].join('\n');
    expect(analyze(receipt)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-01-14',
    });
  });

  it('reads "the price of your ... plan will change ... to £12.99 per month" as a plan that renews by itself', () => {
    const change =
      'From your billing date on or after 1 February 2027, the price of your StreamBox Standard plan will change from £10.99 to £12.99 per month.';
    expect(analyze(change).renewalKind).toBe('automatic');
  });

  it('reads a trial charged for a year "Unless you cancel at least 24 hours before it ends" with a day\'s notice', () => {
    const trial =
      "Your 7-day free trial ends on 29 November 2026. Unless you cancel at least 24 hours before it ends, you'll be charged £79.99 for a year.";
    expect(analyze(trial)).toMatchObject({
      expirationDate: '2026-11-29',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 1,
    });
  });

  it('reads "Next charge: £38.97 on 5 January 2027" as the next renewal, its amount between', () => {
    const pass =
      'Your PlayVault Ultimate membership renews every 3 months. Next charge: £38.97 on 5 January 2027. Cancel anytime in Account Settings.';
    expect(analyze(pass)).toMatchObject({ renewalTermMonths: 3, renewalDate: '2027-01-05' });
  });
});

describe("the three-hundred-and-thirty-fourth mailbox batch (creators' memberships and newsletters)", () => {
  it('reads "$10 per month, charged on the 1st of each month" as renewing monthly, its next payment the next 1st', () => {
    const patron =
      "You're now a Gold member of Kiln & Co on Patreon: $10 per month, charged on the 1st of each month. Your next payment is 1 December 2026.";
    expect(analyze(patron)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      renewalDate: '2026-12-01',
    });
    // Rent payable on a day of each month is no charge that renews.
    const rent = 'The rent is £900 per month, payable on the 1st of each month.';
    expect(analyze(rent).renewalKind).toBe('none');
  });

  it('reads "Next renewal:" after a price a year as a yearly renewal on that day', () => {
    const locked =
      'Founding member price locked: £60 a year for as long as you stay subscribed. Next renewal: 2 February 2027.';
    expect(analyze(locked)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2027-02-02',
    });
  });

  it('reads "Billing will resume on that date at $12 per month" as renewing monthly', () => {
    const paused =
      'Your subscription is paused until 15 January 2027. Billing will resume on that date at $12 per month.';
    expect(analyze(paused)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1 });
  });

  it('reads "You now have lifetime access" as without end', () => {
    const course = "You now have lifetime access to 'Watercolour Basics' for a one-time payment of £49.";
    expect(analyze(course).expirationDate).toBe('perpetual');
  });

  it('reads a plan named "Nitro Yearly" before its price as renewing a year at a time', () => {
    const nitro =
      'Nitro Yearly – $99.99. Your subscription will automatically renew on Mar 8, 2027 unless you cancel at least 1 day before.';
    expect(analyze(nitro)).toMatchObject({ renewalTermMonths: 12, renewalDate: '2027-03-08' });
  });

  it('reads a tier "(£8/month)" taking effect "at your next billing date, 11 December 2026" as renewing monthly then', () => {
    const tier =
      'Your change to the Supporter tier (£8/month) takes effect at your next billing date, 11 December 2026.';
    expect(analyze(tier)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      renewalDate: '2026-12-11',
    });
  });
});

describe('the three-hundred-and-thirty-fifth mailbox batch (developer tools and cloud services)', () => {
  it('reads "Next invoice:" a day as the next renewal of a plan billed monthly', () => {
    const seats =
      'Your Copilot Business subscription is billed monthly per seat ($19/seat/month). Seats: 14. Next invoice: 1 December 2026.';
    expect(analyze(seats)).toMatchObject({ renewalKind: 'automatic', renewalDate: '2026-12-01' });
  });

  it('reads "was renewed for 1 year on" a day as a renewal done, its new expiration date the end', () => {
    const domain =
      'Your domain api-forge.dev was renewed for 1 year on 20 November 2026 ($14.00). New expiration date: 22 November 2027. Auto-renew remains on.';
    expect(analyze(domain).expirationDate).toBe('2027-11-22');
    // A renewal ahead on a day still ends the term then.
    const ahead = 'Your domain api-forge.dev will be renewed for 1 year on 20 November 2027.';
    expect(analyze(ahead).expirationDate).toBe('2027-11-20');
  });

  it('reads "$25/month, billed on the 7th" as renewing monthly on the next 7th', () => {
    const cdn =
      'Cloudflare Pro for northwind.io: $25/month, billed on the 7th. Your plan will continue until you downgrade.';
    expect(analyze(cdn)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1, renewalDate: '2026-12-07' });
  });

  it('reads "$312 per year, renewing each 1 January" after the plan as a yearly renewal after its start', () => {
    const annual =
      'Your Sentry Team plan changes to annual billing on 1 January 2027: $312 per year, renewing each 1 January.';
    expect(analyze(annual)).toMatchObject({
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      renewalDate: '2028-01-01',
    });
  });

  it('reads "Contact your account manager to renew" as a renewal at the customer\'s choice', () => {
    const docker =
      'Your Docker Business subscription (annual, 50 users) expires on 16 January 2027. Contact your account manager to renew.';
    expect(analyze(docker)).toMatchObject({ expirationDate: '2027-01-16', renewalKind: 'option' });
  });
});

describe('the three-hundred-and-thirty-sixth mailbox batch (transport passes and vehicle subscriptions)', () => {
  it('reads "Next payment 18 December 2026", without a colon, as the next renewal, not the start', () => {
    const plan =
      'Your ChargeNet Plus plan: £7.99 a month for cheaper charging, renewing monthly until you cancel. Next payment 18 December 2026.';
    expect(analyze(plan)).toMatchObject({ effectiveDate: null, renewalDate: '2026-12-18' });
  });

  it('reads "rolling monthly until you return the car with 30 days\' notice" as the notice to end', () => {
    const car =
      "Your car subscription with Drivable: Kia Niro EV, £529 per month, minimum 3 months from 10 December 2026, then rolling monthly until you return the car with 30 days' notice.";
    expect(analyze(car).noticePeriodDays).toBe(30);
  });

  it('reads an account that "stays open until you close it" as without end', () => {
    const toll =
      'Toll tag account: your balance auto-tops up by $40 when it falls below $10. The account stays open until you close it.';
    expect(analyze(toll).expirationDate).toBe('perpetual');
  });

  it('reads "your policy will not renew unless you confirm" as a renewal at the customer\'s choice', () => {
    const cover =
      "Breakdown cover: Roadside + Home Start, policy period 14 May 2026 to 13 May 2027, premium £118. We'll contact you before renewal; your policy will not renew unless you confirm.";
    expect(analyze(cover).renewalKind).toBe('option');
    // Denied outright, it is none.
    expect(analyze('Your policy will not renew automatically.').renewalKind).toBe('none');
  });

  it('reads airport parking "drop-off ..., pick-up 23 December 2026 21:00" as ending on the pick-up day', () => {
    const parking =
      'Airport parking: 4 nights, drop-off 19 December 2026 08:00, pick-up 23 December 2026 21:00, total £64.50.';
    expect(analyze(parking)).toMatchObject({ effectiveDate: '2026-12-19', expirationDate: '2026-12-23' });
  });
});

describe('the three-hundred-and-thirty-seventh mailbox batch (health and wellbeing plans)', () => {
  it('reads "Next delivery:" a day as the next renewal of a delivery every 3 months', () => {
    const lenses =
      'Your lens subscription: a 3-month supply delivered every 3 months for £45 per delivery until you cancel. Next delivery: 9 January 2027.';
    expect(analyze(lenses)).toMatchObject({ renewalTermMonths: 3, renewalDate: '2027-01-09' });
  });

  it('reads "every 30 days for £24.99" and "Pause or cancel any time" next as renewing monthly', () => {
    const vitamins =
      "Daily Essentials: 30 days' supply every 30 days for £24.99, first delivery 2 December 2026. Pause or cancel any time.";
    expect(analyze(vitamins)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1 });
  });
});

describe('the three-hundred-and-thirty-eighth mailbox batch (home and property services)', () => {
  it('reads "£4.99 a month after your free first year" as a free period that turns into a monthly plan', () => {
    const solar =
      'Solar monitoring subscription: £4.99 a month after your free first year, which ends on 30 June 2027.';
    expect(analyze(solar)).toMatchObject({
      expirationDate: '2027-06-30',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
    });
  });
});

describe('the three-hundred-and-thirty-ninth mailbox batch (newspapers and publications)', () => {
  it('reads the period written after the charge an amount names: "£4.20 delivery charge per week, billed monthly"', () => {
    const delivery =
      "Home delivery from Patel's News: The Times Monday to Saturday, £4.20 delivery charge per week, billed monthly. Give one week's notice to stop.";
    expect(analyze(delivery)).toMatchObject({
      expirationDate: null,
      noticePeriodDays: 7,
      amount: 4.2,
      amountPeriod: 'week',
    });
  });

  it('reads "£58.50 every 3 months" as a price a quarter', () => {
    const paper =
      'Yorkshire Post 7-day print subscription: £58.50 every 3 months by Direct Debit, starting 7 December 2026.';
    expect(analyze(paper)).toMatchObject({ amount: 58.5, amountPeriod: 'quarter' });
  });
});

describe("the three-hundred-and-fortieth mailbox batch (societies' and clubs' renewal letters)", () => {
  it('reads "auto-renew on 9 January 2027 at £118.00 for the year" as renewing for a year', () => {
    const cover =
      'AA Breakdown Cover: policy period 9 January 2026 to 8 January 2027. Your cover is set to auto-renew on 9 January 2027 at £118.00 for the year.';
    expect(analyze(cover)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 12 });
  });
});

describe('the three-hundred-and-forty-first mailbox batch (online courses and learning)', () => {
  it('reads a course of weekly meetings "(10 weeks), Wednesdays, 20 January – 24 March 2027" as ending on the last', () => {
    const course =
      'Introduction to Archaeology (10 weeks), Wednesdays 6.30–8.30pm, 20 January – 24 March 2027. Course fee: £245.';
    expect(analyze(course)).toMatchObject({ effectiveDate: '2027-01-20', expirationDate: '2027-03-24' });
  });

  it('reads lessons that "must be taken within 6 months of purchase" as ending six months after they were bought', () => {
    const lessons =
      'Block booking: 10 one-hour driving lessons for £380, bought 25 November 2026. Lessons must be taken within 6 months of purchase; unused lessons are not refundable.';
    expect(analyze(lessons)).toMatchObject({ effectiveDate: '2026-11-25', expirationDate: '2027-05-25' });
  });

  it('reads "will renew on 6 January 2027 for $120, billed annually" as renewing for a year', () => {
    const reminder =
      'Reminder: your MasterClass Individual membership will renew on 6 January 2027 for $120, billed annually.';
    expect(analyze(reminder)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 12 });
  });

  it('reads "email us 30 days before to cancel" beside a yearly renewal as its notice', () => {
    const cpd =
      'CPD Online Pro: £180 a year. Your subscription renews automatically every year on 1 February; email us 30 days before to cancel.';
    expect(analyze(cpd)).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 30 });
  });
});

describe('the three-hundred-and-forty-second mailbox batch (hobbies and crafts)', () => {
  it('reads a case "every 3 months" and "You can stop your membership at any time" next as renewing every 3 months', () => {
    const wine =
      'Wine Society case club: 12 bottles every 3 months at £135 per case, next case dispatched 18 January 2027. You can stop your membership at any time.';
    expect(analyze(wine)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 3 });
    // Without the freedom to stop it, a cadence alone renews nothing.
    expect(analyze(wine.replace(' You can stop your membership at any time.', ''))).toMatchObject({
      renewalKind: 'none',
    });
  });

  it('reads the end of a pause as the next renewal where billing "will restart on that date"', () => {
    const plants =
      'Your Bloombox plant subscription is paused until 1 March 2027. Deliveries and payments of £19.99 a month will restart on that date unless you cancel.';
    expect(analyze(plants)).toMatchObject({ renewalKind: 'automatic', renewalDate: '2027-03-01' });
  });

  it('reads "Expires 12 months after purchase, on 2 November 2027" as ending on that day, not a year later', () => {
    const pass = '10-visit pass: £45, bought 2 November 2026. Expires 12 months after purchase, on 2 November 2027.';
    expect(analyze(pass)).toMatchObject({ effectiveDate: '2026-11-02', expirationDate: '2027-11-02' });
    const carnet =
      'Your Ferry Saver 10-journey carnet expires 12 months after purchase, on 30 October 2027. Unused journeys are not refunded.';
    expect(analyze(carnet)).toMatchObject({ expirationDate: '2027-10-30' });
  });
});

describe("the three-hundred-and-forty-third mailbox batch (family and children's subscriptions)", () => {
  it('reads "began on 10 September 2026 and renews automatically on each anniversary" as renewing on 10 September', () => {
    const club =
      'Little Readers Book Club: £89 a year. Your membership began on 10 September 2026 and renews automatically on each anniversary unless you cancel.';
    expect(analyze(club)).toMatchObject({ renewalKind: 'automatic', renewalDate: '2027-09-10' });
    const joined =
      'Your membership began on 10 September 2026 and renews automatically on the anniversary of your joining date.';
    expect(analyze(joined)).toMatchObject({ renewalDate: '2027-09-10' });
  });
});

describe('the three-hundred-and-forty-sixth mailbox batch (term clauses as British and European drafting writes them)', () => {
  it('reads a title in sentence case opening the preamble, "Agency agreement dated 20 January 2026 between ...", as dated', () => {
    const agency =
      'Agency agreement dated 20 January 2026 between Fenwick Engineering Gmbh and Aldridge Trading Ltd. This Agreement is entered into for a fixed term ending on 31 December 2027.';
    expect(analyze(agency)).toMatchObject({ effectiveDate: '2026-01-20', expirationDate: '2027-12-31' });
    // Printed in capitals, recased so.
    expect(analyze(agency.toUpperCase())).toMatchObject({ effectiveDate: '2026-01-20' });
  });

  it('reads no date of another agreement a possessive names, "Your previous agreement dated ...", as this one\'s', () => {
    const previous = 'Your previous agreement dated 20 January 2026 has ended. A new one is attached.';
    expect(findAgreementDate(prepareDocument(previous))).toBeNull();
    expect(findAgreementDate(prepareDocument(previous.replace('Your previous', 'Agency')))?.value).toBe('2026-01-20');
  });
});

describe("the three-hundred-and-forty-eighth mailbox batch (letters at a contract's end)", () => {
  it('reads "You can leave at any time after that by giving us 30 days\' notice" after an end as running on, with that notice', () => {
    const mobile =
      "Your mobile contract ends on 3 March 2027. You can leave at any time after that by giving us 30 days' notice.";
    expect(analyze(mobile)).toMatchObject({ expirationDate: '2027-03-03', noticePeriodDays: 30 });
  });
});

describe('the three-hundred-and-forty-ninth mailbox batch (receipts and notices from abroad in their own formats)', () => {
  it('reads an amount with its currency after it, as much of Europe writes it: "119,88 € per year", "2 400 €"', () => {
    const host =
      'Your "Business" web hosting package renews automatically on 15.03.2027 for a further 12 months. Price: 119,88 € per year.';
    expect(analyze(host)).toMatchObject({ amount: 119.88, currency: 'EUR', amountPeriod: 'year' });
    expect(analyze('Annual coworking membership, 2 400 € excl. VAT.')).toMatchObject({ amount: 2400, currency: 'EUR' });
    // A symbol before the next amount is that amount's: "Renews 3 February 2027 £2.99" costs £2.99, not 2027.
    expect(analyze('iCloud+ with 200 GB (Monthly)\nRenews 3 February 2027\n£2.99')).toMatchObject({ amount: 2.99 });
  });

  it('reads "$62/mth" as a price a month, and "Monthly subscription, cancel any time" as renewing monthly', () => {
    const plan = 'Your Telstra Upfront Mobile Plan M ($62/mth) is month to month. You can cancel at any time.';
    expect(analyze(plan)).toMatchObject({ amount: 62, amountPeriod: 'month' });
    const bike =
      "Swapfiets Deluxe 7: €19,90 per month from 1 December 2026. Monthly subscription, cancel any time with one month's notice.";
    expect(analyze(bike)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1, noticePeriodDays: 30 });
  });

  it('reads a permit that "must be renewed by application" as renewed at its holder\'s choice', () => {
    const permit =
      'Parking permit No. 4471, zone B: valid 01.01.2027 – 31.12.2027, CHF 480.00. The permit must be renewed by application.';
    expect(analyze(permit)).toMatchObject({ expirationDate: '2027-12-31', renewalKind: 'option' });
  });
});

describe('the three-hundred-and-fiftieth mailbox batch (retainers and service agreements between businesses)', () => {
  it('reads terms that "remain in force until replaced" (or superseded, or withdrawn) as having no end', () => {
    const terms =
      'Terms of Business for the Supply of Permanent Candidates. These Terms apply from 1 December 2026 and remain in force until replaced.';
    expect(analyze(terms)).toMatchObject({ expirationDate: 'perpetual', renewalKind: 'none' });
    const policy = 'This price list is effective from 1 March 2027 and will remain in effect until it is superseded.';
    expect(analyze(policy)).toMatchObject({ expirationDate: 'perpetual' });
    // A term that ends on a date says nothing of being replaced: its end stands.
    expect(analyze('These Terms apply from 1 December 2026 to 30 November 2027.')).toMatchObject({
      expirationDate: '2027-11-30',
    });
  });
});

describe('the three-hundred-and-fifty-first mailbox batch (upkeep of homes and premises)', () => {
  it('reads a contract that "will continue thereafter on an annual basis" as renewing yearly, with its notice', () => {
    const pests =
      "This agreement is for an initial period of 12 months from 1 February 2027 and will continue thereafter on an annual basis unless either party gives 3 months' written notice.";
    expect(analyze(pests)).toMatchObject({
      expirationDate: '2028-02-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 90,
    });
    const copier =
      "The rental will continue thereafter on a quarterly basis unless either party gives 30 days' notice.";
    expect(analyze(copier)).toMatchObject({ renewalTermMonths: 3, noticePeriodDays: 30 });
  });

  it('reads no term in time gone by: "It\'s been a year since we last swept your chimney (29 November 2025)"', () => {
    const sweep = "It's been a year since we last swept your chimney (29 November 2025). A standard sweep is £75.";
    expect(analyze(sweep)).toMatchObject({ expirationDate: null, renewalDate: null });
    expect(analyze('We last serviced your boiler two years ago, on 29 November 2024.')).toMatchObject({
      expirationDate: null,
    });
  });
});

describe('the three-hundred-and-fifty-second mailbox batch (appointments and engagements of people)', () => {
  it('reads a fee "payable in monthly instalments" as the whole price, not a month\'s', () => {
    const coach = 'The Coach is engaged for the 2027 season, for a fee of £6,000 payable in monthly instalments.';
    expect(analyze(coach)).toMatchObject({ amount: 6000, amountPeriod: null });
    const course = 'Course fee £2,400, paid in 12 monthly instalments of £200.';
    expect(analyze(course)).toMatchObject({ amount: 2400, amountPeriod: null });
    // A period written with the amount stays its own: a year's salary paid monthly is a year's.
    const salary = 'The Employee receives a gross annual salary of EUR 64,000, paid in twelve monthly instalments.';
    expect(analyze(salary)).toMatchObject({ amount: 64000, amountPeriod: 'year' });
    expect(analyze('Membership: £1,200 a year, payable in monthly instalments.')).toMatchObject({
      amountPeriod: 'year',
    });
  });

  it('reads a body named by its noun and a person, either way round, as two parties', () => {
    expect(analyze('Coaching Agreement between Riverside Rowing Club and Sam Whitfield.').parties).toEqual([
      'Riverside Rowing Club',
      'Sam Whitfield',
    ]);
    expect(analyze('Locum GP Agreement between Dr Aisha Rahman and Brookside Medical Centre.').parties).toEqual([
      'Aisha Rahman',
      'Brookside Medical Centre',
    ]);
    // Two bodies stay one name ("Riverside Rowing Club and Harbour Sailing Club" may be a joint club's), and a
    // company whose name holds "and" keeps it.
    expect(analyze('Agreement between Procter and Gamble Company and Sam Whitfield.').parties).toEqual([
      'Procter and Gamble Company',
      'Sam Whitfield',
    ]);
  });

  it('ends the list of parties at a key term\'s label after it ("Period of performance:", "SESSIONS:")', () => {
    const sow =
      'Statement of Work between Clearwater Analytics LLC and Ridgeline Bank. Period of performance: January 4, 2027 through June 30, 2027.';
    expect(analyze(sow).parties).toEqual(['Clearwater Analytics LLC', 'Ridgeline Bank']);
    const locum =
      'Locum GP Agreement between Dr Aisha Rahman and Brookside Medical Centre. Sessions: Mondays and Thursdays. Period: 6 January 2027 to 31 March 2027.';
    expect(analyze(locum).parties).toEqual(['Aisha Rahman', 'Brookside Medical Centre']);
    expect(analyze(locum.toUpperCase()).parties).toEqual(['AISHA RAHMAN', 'BROOKSIDE MEDICAL CENTRE']);
  });
});

describe('the three-hundred-and-fifty-third mailbox batch (vehicles and getting about)', () => {
  it('reads "£95 per calendar month" (and lettings\' "pcm") as a price a month', () => {
    const parking = 'The licence runs month to month from 1 December 2026 at £95 per calendar month.';
    expect(analyze(parking)).toMatchObject({ amount: 95, amountPeriod: 'month' });
    expect(analyze('Rent: £1,250 pcm, payable in advance.')).toMatchObject({ amount: 1250, amountPeriod: 'month' });
  });

  it("reads a first refusal of the following year as a renewal at the holder's choice", () => {
    const berth =
      'Period: 1 April 2027 to 31 March 2028. Berth holders are offered first refusal on their berth for the following year if they confirm by 31 January 2028.';
    expect(analyze(berth)).toMatchObject({ expirationDate: '2028-03-31', renewalKind: 'option' });
    // A first refusal of something else renews nothing.
    const shares = 'The Company grants the Investor a right of first refusal on any new shares issued before 2028.';
    expect(analyze(shares)).toMatchObject({ renewalKind: 'none' });
  });
});

describe('the three-hundred-and-fifty-fourth mailbox batch (order forms for software and online services)', () => {
  it('reads a renewal quote\'s "Renewal term:" days as its term, and "sign and return by ... to renew" as an option', () => {
    const quote =
      'Renewal Quote for Hollins Freight Inc. Renewal term: March 15, 2027 – March 14, 2028. Platform fee: $42,000.00. Please sign and return by March 1, 2027 to renew without interruption.';
    expect(analyze(quote)).toMatchObject({
      effectiveDate: '2027-03-15',
      expirationDate: '2028-03-14',
      renewalKind: 'option',
    });
    // A renewal term given as a length is still the renewal's, not the term's.
    const order = 'Subscription Term: 12 months from January 1, 2027. Renewal Term: 24 months.';
    expect(analyze(order)).toMatchObject({ expirationDate: '2028-01-01' });
  });

  it('reads an "annual term starting" a day as a year from it', () => {
    const order = 'Your order: Business Pro plan, 10 seats, annual term starting 12 December 2026, US$ 4,800.00.';
    expect(analyze(order)).toMatchObject({ effectiveDate: '2026-12-12', expirationDate: '2027-12-12' });
  });
});

describe('the three-hundred-and-fifty-fifth mailbox batch (events and venues)', () => {
  it('reads a length "and thereafter until terminated" as running on after it, whatever the verb before', () => {
    const catering =
      "The Contractor shall operate the staff restaurant at the Client's Swindon site from 1 April 2027 for a period of five years, and thereafter until terminated by either party giving not less than six months' written notice.";
    expect(analyze(catering)).toMatchObject({
      expirationDate: '2032-04-01',
      renewalKind: 'evergreen',
      noticePeriodDays: 180,
    });
  });

  it('reads a sponsor\'s "first right to negotiate a renewal" as a renewal both must agree', () => {
    const sponsor =
      'The Sponsorship Period ends on 31 December 2029. The Sponsor has the first right to negotiate a renewal in the final year.';
    expect(analyze(sponsor)).toMatchObject({ renewalKind: 'mutual' });
    // One of something else is no renewal of the agreement.
    expect(analyze('The Sponsor has the right to negotiate a renewal of its naming rights elsewhere.')).toMatchObject({
      renewalKind: 'none',
    });
  });

  it('reads renewal "offered for the 2028/29 season" to existing licensees as their option', () => {
    const box =
      'Licence period: the 2027/28 season (1 August 2027 to 31 May 2028). Existing licensees will be offered renewal for the 2028/29 season before general release.';
    expect(analyze(box)).toMatchObject({ expirationDate: '2028-05-31', renewalKind: 'option' });
  });
});

describe('the three-hundred-and-fifty-sixth mailbox batch (banking and finance for small firms)', () => {
  it('reads no end where what runs on follows a minimum term whose start is not given', () => {
    const merchant =
      "Your agreement starts on the date we approve your application and has a minimum term of 18 months. After the minimum term it continues until either of us ends it by giving 30 days' notice.";
    expect(analyze(merchant)).toMatchObject({ expirationDate: null, noticePeriodDays: 30 });
    // Without a term before, what continues until terminated has no end.
    const terms = 'These Terms of Business apply from the date your account is opened and continue until terminated.';
    expect(analyze(terms)).toMatchObject({ expirationDate: 'perpetual' });
  });

  it('reads notice "expiring at or after the end of the Minimum Period" as the notice to end what runs on', () => {
    const facility =
      "Commencement Date: 1 January 2027. Minimum Period: 12 months from the Commencement Date. Either party may terminate this Agreement by giving not less than three months' notice expiring at or after the end of the Minimum Period.";
    expect(analyze(facility)).toMatchObject({
      expirationDate: '2028-01-01',
      renewalKind: 'evergreen',
      noticePeriodDays: 90,
    });
  });

  it('reads the day a bond "matures on" as its end, not a start its length counts from', () => {
    const bond = 'Your 2-Year Fixed Rate Bond (account ending 4471) matures on 14 February 2027.';
    expect(analyze(bond)).toMatchObject({ expirationDate: '2027-02-14' });
  });
});

describe('the three-hundred-and-fifty-seventh mailbox batch (term clauses of agreements between companies)', () => {
  it('reads a term of "three (3) Contract Years" beginning on a dated day, not the renewal\'s year beside it', () => {
    const reseller =
      'This Reseller Agreement is entered into as of April 1, 2027. 14.1 The initial term of this Agreement shall be three (3) Contract Years. "Contract Year" means each consecutive twelve (12) month period beginning on April 1, 2027. Thereafter this Agreement shall automatically renew for successive one (1) year periods unless either party notifies the other of non-renewal at least sixty (60) days prior to the end of the then current term.';
    expect(analyze(reseller)).toMatchObject({
      expirationDate: '2030-04-01',
      renewalKind: 'automatic',
      renewalTermMonths: 12,
      noticePeriodDays: 60,
    });
  });
});

describe('the three-hundred-and-fifty-eighth mailbox batch (more term clauses of agreements between companies)', () => {
  it('reads an extension of the period the agreement names as its term ("the Option Period") as a renewal', () => {
    const option =
      'Option Agreement dated February 1, 2027. The Option Period shall be twelve (12) months from the date hereof. Optionee may extend the Option Period for one additional period of twelve (12) months by paying Optionor an extension fee of $50,000 before the end of the initial Option Period.';
    expect(analyze(option)).toMatchObject({
      expirationDate: '2028-02-01',
      renewalKind: 'option',
      renewalTermMonths: 12,
    });
  });

  it('reads an amendment that puts a later day in place of an earlier one as the new end', () => {
    const amendment =
      'This Second Amendment is entered into as of December 1, 2026. Section 10.1 of the Agreement is hereby amended by deleting "December 31, 2026" and replacing it with "December 31, 2028".';
    expect(analyze(amendment)).toMatchObject({ expirationDate: '2028-12-31' });
    // An earlier day put in place of a later one ends nothing read here.
    const shortened =
      'Section 4 of the Agreement is hereby amended by deleting "March 31, 2028" and replacing it with "March 31, 2027".';
    expect(analyze(shortened)).not.toMatchObject({ expirationDate: '2027-03-31' });
  });

  it('reads a continuation that "shall require a separate written agreement" as no renewal, but one both sign', () => {
    // As the drafted clauses have it ("does not renew; ... any continued relationship shall require a new agreement"):
    // a new agreement is no renewal of this one, unless the parties' agreement to it is the renewal's condition.
    const pilot =
      'The pilot shall run for twelve (12) weeks from January 11, 2027. Any continuation after the pilot shall require a separate written agreement.';
    expect(analyze(pilot)).toMatchObject({ expirationDate: '2027-04-05', renewalKind: 'none' });
    const database =
      'Term: 1 January 2027 – 31 December 2029. The Subscription shall not renew except by a new order form signed by both parties.';
    expect(analyze(database)).toMatchObject({ renewalKind: 'mutual' });
  });

  it('reads a right "to acquire one (1) successor franchise" as a renewal at the franchisee\'s option', () => {
    const franchise =
      'This Agreement shall expire ten (10) years from the date of this Agreement. Franchisee shall have the right to acquire one (1) successor franchise for a term of ten (10) years if Franchisee gives Franchisor written notice at least twelve (12) months before expiration.';
    expect(analyze(franchise)).toMatchObject({ renewalKind: 'option', noticePeriodDays: null });
  });
});

describe('the three-hundred-and-fifty-ninth mailbox batch (care and health services)', () => {
  it('reads the last day written after a bundle\'s "within 6 months of purchase" ("i.e. by 24 May 2027") as its end', () => {
    const physio =
      'Thanks for buying a 6-session physiotherapy package (£270). Sessions must be used within 6 months of purchase, i.e. by 24 May 2027, and cannot be refunded.';
    expect(analyze(physio)).toMatchObject({ expirationDate: '2027-05-24', amount: 270 });
    // A day the purchase is dated still counts the length from it.
    const lessons = 'Lessons must be taken within 6 months of purchase on 3 January 2027.';
    expect(analyze(lessons)).toMatchObject({ expirationDate: '2027-07-03' });
  });

  it('reads a total in brackets after a unit price ("£45 each (£450 total)") as the price', () => {
    const block = 'Block of 10 PT sessions with Jordan at £45 each (£450 total), starting 4 January 2027.';
    expect(analyze(block)).toMatchObject({ amount: 450 });
    // A breakdown in brackets is still no price of its own.
    expect(analyze('Lunch for 120 guests: £264 (£2.20 a head).')).toMatchObject({ amount: 264 });
  });
});

describe('the three-hundred-and-sixtieth mailbox batch (utilities and telecoms for businesses)', () => {
  it('reads "Your renewal offer: a 24-month fixed contract" as an offer to take up, not the current term', () => {
    const offer =
      'Your electricity contract ends on 31 January 2027. Your renewal offer: a 24-month fixed contract from 1 February 2027 at 23.4p/kWh. Accept by 15 January 2027 to lock in this price.';
    expect(analyze(offer)).toMatchObject({ expirationDate: '2027-01-31', renewalKind: 'option' });
  });

  it('reads a lease that "will continue for a secondary period" after its primary one as running on by itself', () => {
    const lease =
      'Primary period: 60 months commencing on 1 March 2027. At the end of the primary period the lease will continue for a secondary period at £1 per annum unless the Lessee returns the Goods.';
    expect(analyze(lease)).toMatchObject({ expirationDate: '2032-03-01', renewalKind: 'automatic' });
  });
});

describe('the three-hundred-and-sixty-first mailbox batch (letters about premises held by businesses)', () => {
  it('reads "if you would prefer to leave, please give one month\'s notice" as the notice to end what runs on', () => {
    const desk =
      "From 1 January 2027 the price of your dedicated desk will rise from £325 to £345 per month. Your membership continues monthly as now; if you would prefer to leave, please give one month's notice.";
    expect(analyze(desk)).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 30, amount: 345 });
  });

  it('reads a licence that "must be re-applied for each year" as renewed at its holder\'s choice', () => {
    const stall =
      'Valid from 2 January 2027 to 25 December 2027. Pitch fee: £25 per market day. Licences must be re-applied for each year.';
    expect(analyze(stall)).toMatchObject({ expirationDate: '2027-12-25', renewalKind: 'option' });
  });
});

describe('the three-hundred-and-sixty-second mailbox batch (what professionals renew)', () => {
  it('reads "Applications to renew open on" a day as a renewal at the holder\'s choice', () => {
    const certificate =
      'Your practising certificate is valid until 31 October 2027. Applications to renew open on 1 October 2027 and must be submitted through mySRA.';
    expect(analyze(certificate)).toMatchObject({ expirationDate: '2027-10-31', renewalKind: 'option' });
  });

  it('reads "shall not renew except by a new order form signed by both parties" as a renewal both must agree', () => {
    const database =
      'Term: 1 January 2027 – 31 December 2029. The Subscription shall not renew except by a new order form signed by both parties.';
    expect(analyze(database)).toMatchObject({ expirationDate: '2029-12-31', renewalKind: 'mutual' });
  });
});

describe('the three-hundred-and-seventy-first mailbox batch (notices as HTML mail reads once turned to text)', () => {
  it('reads a plan\'s "Renewal date" row, its value on the next line, as the day it renews by itself', () => {
    const rows = ['Your plan', 'Team Pro (15 seats)', 'Renewal date', '15 January 2027', 'Amount', '$2,700.00 / year'];
    expect(analyze(rows.join('\n'))).toMatchObject({ expirationDate: '2027-01-15', renewalKind: 'automatic' });
  });

  it('reads a summary\'s "Billing cycle: Annual" as renewals of a year', () => {
    const card = ['Product: Zoom Workplace Business', 'Billing cycle: Annual', 'Next billing date: 28/02/2027'];
    expect(analyze([...card, 'Auto-renew: On'].join('\n'))).toMatchObject({ renewalTermMonths: 12 });
  });

  it('takes no effective date from a footer\'s "Sent" day', () => {
    const notice =
      'Your Maps Premium subscription renews on 6 August 2027 at £28.99 a year.\nUnsubscribe | Privacy | © 2026 Ordnance Survey Ltd. Sent 6 July 2027.';
    expect(analyze(notice)).toMatchObject({ effectiveDate: null, expirationDate: '2027-08-06' });
  });
});

describe('the three-hundred-and-seventy-fourth mailbox batch (notices from other English-speaking countries)', () => {
  it('reads amounts in rupees, in rand and in dollars named Canadian by their code', () => {
    expect(analyze('Renewal amount: ₹4,500 + GST per year.')).toMatchObject({ amount: 4500, currency: 'INR' });
    expect(analyze('3. Charges: Rs. 1,85,000 per month plus GST.')).toMatchObject({
      amount: 185000,
      currency: 'INR',
      amountPeriod: 'month',
    });
    expect(analyze('Monthly fee: R649.')).toMatchObject({ amount: 649, currency: 'ZAR' });
    expect(analyze('Monthly fee: CAD $1,850 plus HST.')).toMatchObject({ amount: 1850, currency: 'CAD' });
  });

  it('reads "This is a 24-month agreement" as a term of 24 months from its commencement', () => {
    const contract =
      "Commencement date: 1 March 2027. This is a 24-month agreement; thereafter it continues month to month and may be cancelled on one calendar month's written notice.";
    expect(analyze(contract)).toMatchObject({ expirationDate: '2029-03-01', renewalKind: 'automatic' });
  });
});

describe('the three-hundred-and-seventy-fifth mailbox batch (contracts for the home and family)', () => {
  it('reads "notice is required by either party to end" as an arrangement without end, and "to leave" as its notice', () => {
    const minder =
      "Childminding contract. Start date: 4 January 2027. Fees: £6.50 per hour. Four weeks' notice is required by either party to end the contract.";
    expect(analyze(minder)).toMatchObject({ expirationDate: 'perpetual', noticePeriodDays: 28 });
    const nursery =
      "Ava's place starts on 6 September 2027, £1,140 per month. One calendar month's written notice is required to leave.";
    expect(analyze(nursery)).toMatchObject({ expirationDate: null, noticePeriodDays: 30 });
  });

  it('reads the notice to end what runs month to month past a row of the rent between them', () => {
    const lodger =
      "The agreement begins on 1 February 2027 and runs from month to month. Rent: £650 per calendar month. Either party may end this agreement by giving one month's notice.";
    expect(analyze(lodger)).toMatchObject({ renewalKind: 'automatic', noticePeriodDays: 30 });
  });

  it('reads lessons that "continue each term" and a round "until you tell us to stop" as renewing by themselves', () => {
    const piano = "Piano lessons: £195 per term. Lessons continue each term unless half a term's notice is given.";
    expect(analyze(piano)).toMatchObject({ renewalKind: 'automatic' });
    const round =
      'Your windows will be cleaned every 4 weeks at £18 per clean, starting 15 February 2027, until you tell us to stop.';
    expect(analyze(round)).toMatchObject({ renewalKind: 'automatic' });
  });

  it('reads no effective date from a company registered in capitals', () => {
    const footer =
      'YOUR APPLIANCE CARE PLAN WILL RENEW ON 9 MARCH 2027 AT £11.50 A MONTH. COMPANY NUMBER 485850, REGISTERED IN ENGLAND ON 1 SEPTEMBER 1950.';
    expect(analyze(footer)).toMatchObject({ effectiveDate: null, expirationDate: '2027-03-09' });
  });
});

describe('the three-hundred-and-seventy-eighth mailbox batch (selling online)', () => {
  it('reads the notice to end terms that run "until either of us ends them", given in the next sentence', () => {
    const partner =
      "These Partner Terms apply from 15 April 2027 until either of us ends them. Either of us can end them at any time with 14 days' notice by email.";
    expect(analyze(partner)).toMatchObject({ expirationDate: 'perpetual', noticePeriodDays: 14 });
    // Not an employment's: its notice is no contract's.
    const nanny =
      "Your employment begins on 3 January 2027 and is permanent. Either party may end it by giving four weeks' notice in writing.";
    expect(analyze(nanny)).toMatchObject({ expirationDate: 'perpetual', noticePeriodDays: null });
  });

  it('reads "charged £25 (excl. VAT) each month" and a plan that "is billed monthly" as renewing each month', () => {
    const plan = 'Your Professional selling plan is active. You will be charged £25 (excl. VAT) each month.';
    expect(analyze(plan)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1, amountPeriod: 'month' });
    const shop =
      'Your Basic Shop subscription started on 9 January 2027. It is billed monthly at £27.40 and renews automatically until you cancel it.';
    expect(analyze(shop)).toMatchObject({ renewalKind: 'automatic', renewalTermMonths: 1 });
  });
});

describe('the three-hundred-and-seventy-ninth mailbox batch (renting and leasing things for a business)', () => {
  it('reads "Minimum hire 4 weeks; thereafter weekly until off-hired" as renewing a week at a time', () => {
    const forklift =
      "Forklift on hire from 8 March 2027 at £145 per week. Minimum hire 4 weeks; thereafter weekly until off-hired with 48 hours' notice.";
    expect(analyze(forklift)).toMatchObject({ expirationDate: '2027-04-05', renewalKind: 'automatic' });
  });
});

describe('the three-hundred-and-ninety-fourth mailbox batch (terms without any end but notice)', () => {
  it('reads a term that continues indefinitely from its start as perpetual and renewing in no way', () => {
    // Read evergreen, where "shall remain in effect until terminated" reads no renewal: no term before it to run on after.
    const runs = (words: string) =>
      analyze(
        `Marketing Agreement entered into as of February 1, 2027. The term of this Agreement begins on the date hereof and ${words} until terminated by either party upon thirty (30) days' written notice.`,
      );
    for (const words of ['continues indefinitely', 'continues']) {
      expect(runs(words)).toMatchObject({ expirationDate: 'perpetual', renewalKind: 'none', noticePeriodDays: 30 });
    }
    // After an initial term, the same words run on: evergreen.
    expect(
      analyze(
        "Marketing Agreement entered into as of February 1, 2027. The initial term of this Agreement is two (2) years from the date hereof. Thereafter it continues indefinitely until terminated by either party upon thirty (30) days' written notice.",
      ),
    ).toMatchObject({ expirationDate: '2029-02-01', renewalKind: 'evergreen', noticePeriodDays: 30 });
    // And so do they where the sentence says it runs on after a term, though no length for that term is read: as
    // drafted evergreen clauses put into filed agreements word them.
    for (const after of ['Following expiry of the initial period', 'Upon expiry of the initial term']) {
      expect(
        analyze(
          `Marketing Agreement entered into as of February 1, 2027. This Agreement shall commence on the date hereof. ${after}, the Agreement shall continue indefinitely until terminated by either party upon thirty (30) days' written notice.`,
        ),
      ).toMatchObject({ expirationDate: 'perpetual', renewalKind: 'evergreen', noticePeriodDays: 30 });
    }
    // Nor where the sentence says nothing of when the term begins, set after a term that ends on an event: as drafted
    // evergreen clauses put after such a term passage in a filed agreement read.
    expect(
      analyze(
        'Services Agreement effective as of March 1, 2027. This Agreement shall become effective as of the Effective Date and will continue until the expiration of the Warranty Period. This Agreement shall continue in effect indefinitely until terminated by either party upon ninety (90) days prior written notice.',
      ),
    ).toMatchObject({ renewalKind: 'evergreen', noticePeriodDays: 90 });
  });
});
