import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { clauseFor, isShortDocument } from '../model/choice';
import { findExpiration, rankTermSentences, STORED_TERM_MODELS } from './expiration';
import { endCandidates } from './term-candidates';

const TEXT =
  'This Agreement is made on January 1, 2020 (the "Effective Date") between Acme and Beta. ' +
  'The term of this Agreement shall commence on the Effective Date and continue for three (3) years. ' +
  'Invoices dated March 5, 2021 or later are payable within thirty (30) days. ' +
  'This Agreement is governed by the laws of Delaware.';
const EFFECTIVE = '2020-01-01';

describe('expiration candidates', () => {
  const doc = prepareDocument(TEXT);
  const ranked = rankTermSentences(doc, STORED_TERM_MODELS.clause);

  it('reads the term sentence, found likely, and not the governing law', () => {
    const term = ranked.find(({ sentence }) => sentence.text.startsWith('The term of this Agreement'));
    expect(term?.probability).toBeGreaterThan(0.5);
    expect(ranked.some(({ sentence }) => sentence.text.includes('governed by'))).toBe(false);
  });

  it('offers the length counted from the effective date, with the words around it and no reader’s answer', () => {
    const candidates = endCandidates(ranked, EFFECTIVE);
    const counted = candidates.find((c) => c.value === '2023-01-01');
    expect(counted?.features).toEqual(
      expect.arrayContaining(['kind:dur-bare', 'unit:year', 'amt:3', 'cue<length', 'yrs:3', 'eff:anniversary']),
    );
    expect(candidates.flatMap((c) => c.features)).not.toContain('rule');
  });
});

describe('a length of something the agreement names in passing', () => {
  it('ends no term: rebates that "accrue for a period of two (2) years" (read as the end at 0.77 in two filings)', () => {
    const sentence = 'Rebates under this Agreement shall accrue for a period of two (2) years from the Effective Date.';
    const doc = prepareDocument(TEXT.replace(/The term of this Agreement[^.]*\./, sentence));
    expect(doc.flat).toContain(sentence);
    expect(findExpiration(doc, EFFECTIVE)).toBeNull();
  });
});

describe('term sentences opening with a proviso', () => {
  it('ranks one as likely as its main clause (a date after "Notwithstanding ..." ranked 0.14 in a filing)', () => {
    const sentence =
      'Notwithstanding anything to the contrary contained herein, this Agreement shall expire on December 31, 2022.';
    const doc = prepareDocument(`${TEXT.replace(/The term of this Agreement[^.]*\. /, '')} ${sentence}`);
    const ranked = rankTermSentences(doc, STORED_TERM_MODELS.clause, STORED_TERM_MODELS.shortClause);
    const found = ranked.find((entry) => entry.sentence.text === sentence);
    expect(found?.probability).toBeGreaterThan(0.5);
    expect(found?.rank).toBe(0);
  });
});

describe('findExpiration', () => {
  const doc = prepareDocument(TEXT);

  it('reads the end of the term with the stored models, with the end model’s probability as confidence', () => {
    const found = findExpiration(doc, EFFECTIVE);
    expect(found?.value).toBe('2023-01-01');
    expect(found?.evidence).toMatch(/continue for three \(3\) years/);
    expect(found?.confidence).toBeGreaterThan(0.3);
    expect(found?.confidence).toBeLessThanOrEqual(1);
  });

  it('counts no length, in the end model’s candidates either, where the term commences on an event to come', () => {
    const lengthsOnly = { about: 'test', bias: -3, weights: { 'unit:year': 6 }, threshold: 0.5 };
    const models = { clause: STORED_TERM_MODELS.clause, choice: lengthsOnly };
    const lease = (commencement: string) =>
      prepareDocument(
        `This Lease is made on January 1, 2020 between Acme and Beta. Commencement Date: ${commencement}. ` +
          'The term of this Lease shall continue for three (3) years.',
      );
    expect(findExpiration(lease('January 1, 2020'), EFFECTIVE, models)?.value).toBe('2023-01-01');
    expect(
      findExpiration(lease('the date on which Landlord delivers the Premises to Tenant'), EFFECTIVE, models),
    ).toBeNull();
  });

  it('chooses by the end model’s weights, and names no date below its threshold', () => {
    const { clause } = STORED_TERM_MODELS;
    const writtenDates = { about: 'test', bias: -3, weights: { 'kind:date': 6 }, threshold: 0.5 };
    // Only written dates score, so the counted end (2023-01-01) loses to a date written in a ranked sentence.
    expect(['2020-01-01', '2021-03-05']).toContain(
      findExpiration(doc, EFFECTIVE, { clause, choice: writtenDates })?.value,
    );
    expect(findExpiration(doc, EFFECTIVE, { clause, choice: { ...writtenDates, threshold: 0.99 } })).toBeNull();
  });

  it('takes a date only the readers count (the end of a defined Year), marked for checking', () => {
    const yearEnd = prepareDocument(
      'This Agreement is made as of January 30, 2000 (the "Effective Date") between Acme Inc. and Beta LLC. "Year" means any period of twelve (12) consecutive months commencing on the Effective Date. The term of this Agreement will commence on the Effective Date and will end automatically upon the end of Year 3. Either party shall give notice hereunder in writing. The parties hereto agree to the terms herein.',
    );
    const found = findExpiration(yearEnd, '2000-01-30');
    expect(found).toMatchObject({ value: '2003-01-30', confidence: 0.6 });
    // Its name defined without quotes, as a name set in bold alone is given.
    const unquoted = prepareDocument(yearEnd.flat.replace('"Year" means', 'Year means'));
    expect(findExpiration(unquoted, '2000-01-30')).toMatchObject({ value: '2003-01-30' });
  });

  it('does not take from the readers a date the end model weighed and turned down', () => {
    const { clause } = STORED_TERM_MODELS;
    const nothingLikely = { about: 'test', bias: -5, weights: {}, threshold: 0.5 };
    // The readers count the three years too, but the model had that date before it and found it unlikely.
    expect(findExpiration(doc, EFFECTIVE, { clause, choice: nothingLikely })).toBeNull();
  });

  it('takes the readers’ date in a short document where it is the end model’s likeliest, just short of its threshold', () => {
    const { clause } = STORED_TERM_MODELS;
    // Every candidate at 0.45 under a threshold of 0.55: the first, the counted three years, is the likeliest.
    const justShort = { about: 'test', bias: Math.log(0.45 / 0.55), weights: {}, threshold: 0.55 };
    expect(isShortDocument(doc)).toBe(true);
    expect(findExpiration(doc, EFFECTIVE, { clause, choice: justShort })).toMatchObject({
      value: '2023-01-01',
      confidence: 0.6,
    });
    // Further below it, or where the likeliest is another date than the readers’, none.
    expect(findExpiration(doc, EFFECTIVE, { clause, choice: { ...justShort, threshold: 0.65 } })).toBeNull();
    const writtenDates = { ...justShort, weights: { 'kind:date': 0.1 } };
    expect(findExpiration(doc, EFFECTIVE, { clause, choice: writtenDates })).toBeNull();
    // In a long filing, where it made only false dates, the model’s threshold holds.
    const long = prepareDocument(`${TEXT} ${'The parties shall cooperate in good faith. '.repeat(200)}`);
    expect(isShortDocument(long)).toBe(false);
    expect(findExpiration(long, EFFECTIVE, { clause, choice: justShort })).toBeNull();
  });

  it('lets the readers go first in a document that is not a contract’s text (a vendor’s notice)', () => {
    const { clause } = STORED_TERM_MODELS;
    const nothingLikely = { about: 'test', bias: -5, weights: {}, threshold: 0.5 };
    const found = findExpiration(doc, EFFECTIVE, { clause, choice: nothingLikely }, { contract: false });
    expect(found).toMatchObject({ value: '2023-01-01', confidence: 0.6 });
  });

  it('takes no reader’s length that is a field of another thing among an order form’s fields', () => {
    const orderForm = (row: string) =>
      prepareDocument(
        `ORDER FORM\nCustomer: Beta LLC\nProvider: Acme Inc.\nEffective Date: January 1, 2020\n${row}\nFees: $12,000 per year, payable annually in advance.`,
      );
    for (const row of ['Warranty: 12 months', 'Price Validity | 90 days', 'Quote valid for: 30 days'])
      expect(findExpiration(orderForm(row), '2020-01-01', STORED_TERM_MODELS, { contract: false }), row).toBeNull();
    for (const [row, end] of [
      ['Subscription Term: 12 months', '2021-01-01'],
      ['Initial Term .................... Thirty-six (36) months', '2023-01-01'],
      ['Contract Period (months): 24', '2022-01-01'],
      // A campaign's own period, which the field's label without its colon read as another thing's (the
      // hundred-and-fifty-third mailbox batch: no end read).
      ['Campaign period: June 1, 2020 - August 31, 2020', '2020-08-31'],
      // A label and its value in a table's cells, as Word and HTML tables give them: no colon between.
      ['Expiration Date\tDecember 31, 2022', '2022-12-31'],
      ['Expiry Date\n31/12/2022', '2022-12-31'],
    ])
      expect(findExpiration(orderForm(row), '2020-01-01', STORED_TERM_MODELS, { contract: false }), row).toMatchObject({
        value: end,
      });
  });

  it('counts a bare length from the start day the document names, in the readers and the candidates alike', () => {
    const labelled = prepareDocument(
      'ORDER FORM\nOrder Date: April 10, 2025\nCustomer: Fairway Logistics Inc.\nService Start Date: May 1, 2025\nInitial Term: 24 months\nMonthly Fee: $2,400',
    );
    const nothingLikely = { about: 'test', bias: -5, weights: {}, threshold: 0.5 };
    const readers = findExpiration(
      labelled,
      '2025-04-10',
      { ...STORED_TERM_MODELS, choice: nothingLikely },
      { contract: false },
    );
    expect(readers?.value).toBe('2027-05-01');
    const table = prepareDocument(
      'ORDER FORM\nOrder Date: April 10, 2025\nCustomer | Fairway Logistics Inc.\nService Start Date | May 1, 2025\nInitial Term | 24 months\nRenewal | automatically for successive 12 month periods unless either party gives notice of non-renewal at least 30 days before the end of the then-current term\nMonthly Fee | $2,400',
    );
    expect(findExpiration(table, '2025-04-10')?.value).toBe('2027-05-01');
  });

  it('without an end model, takes the first ranked sentence’s reading', () => {
    const found = findExpiration(doc, EFFECTIVE, { clause: STORED_TERM_MODELS.clause });
    expect(found?.value).toBe('2023-01-01');
  });
});

describe('a short document', () => {
  /** A one-page services agreement whose term is a line under its heading, as order forms and SOWs state it. */
  const shortAgreement = (term: string) =>
    prepareDocument(
      'SERVICES AGREEMENT\nThis Services Agreement (the "Agreement") is entered into as of March 1, 2024 (the "Effective Date") by and between Northwind Traders, Inc. ("Customer") and Contoso Systems LLC ("Provider").\n' +
        `1. Services. Provider shall provide the services described in the statement of work.\n2. Term. ${term}\n` +
        '3. Fees. Customer shall pay the fees within thirty (30) days of the date of each invoice.\n' +
        '4. Termination. Either party may terminate this Agreement for material breach upon thirty (30) days written notice.\n',
    );

  it('is ranked with the clause model fitted on the drafted short contracts too; a long one with CUAD’s alone', () => {
    const short = shortAgreement('This Agreement shall be in effect for twenty-four (24) months.');
    expect(isShortDocument(short)).toBe(true);
    expect(clauseFor(short, STORED_TERM_MODELS)).toBe(STORED_TERM_MODELS.shortClause);
    const long = prepareDocument(`${TEXT} ${'The parties shall cooperate in good faith. '.repeat(150)}`);
    expect(isShortDocument(long)).toBe(false);
    expect(clauseFor(long, STORED_TERM_MODELS)).toBe(STORED_TERM_MODELS.clause);
    // Without a short documents' model (training, comparison), every document is ranked with the one clause model.
    expect(clauseFor(short, { clause: STORED_TERM_MODELS.clause })).toBe(STORED_TERM_MODELS.clause);
  });

  it.each([
    ['a length in a short sentence', 'This Agreement shall be in effect for twenty-four (24) months.', '2026-03-01'],
    ['an end in a short sentence', 'The term ends on June 30, 2026.', '2026-06-30'],
    ['"valid for" a year', 'This Agreement is valid for one year.', '2025-03-01'],
  ])('reads the end of a term stated in %s', (_shape, term, end) => {
    expect(findExpiration(shortAgreement(term), '2024-03-01')?.value).toBe(end);
  });
});

describe('a short term line in a long filing', () => {
  /** A filing's clauses, long enough not to be a short document, around a term stated in one line. */
  const filing = (term: string, heading = '2. Term.') =>
    prepareDocument(
      'SUPPLY AGREEMENT This Supply Agreement (the "Agreement") is entered into as of March 1, 2024 (the "Effective Date") by and between Northwind Traders, Inc. ("Buyer") and Contoso Systems LLC ("Supplier").\n' +
        '1. Supply. Supplier shall manufacture and deliver the Products ordered by Buyer in accordance with the specifications attached as Exhibit A, and Buyer shall purchase the Products exclusively from Supplier during the Term.\n' +
        `${heading} ${term}\n` +
        '3. Termination. Either party may terminate this Agreement upon thirty (30) days written notice if the other party materially breaches this Agreement and fails to cure such breach within such period.\n' +
        '4. Payment. Buyer shall pay each invoice within forty-five (45) days of the date of its receipt, and late payments shall bear interest at the rate of one percent (1%) per month.\n'.repeat(
          60,
        ),
    );

  it('is ranked by the short documents’ model too, the likelier of the two counting, and its end read', () => {
    const doc = filing('This Agreement expires on December 31, 2026.');
    expect(isShortDocument(doc)).toBe(false);
    const line = (ranked: ReturnType<typeof rankTermSentences>) =>
      ranked.find(({ sentence }) => sentence.text.includes('expires on December 31, 2026'));
    const byFilings = line(rankTermSentences(doc, STORED_TERM_MODELS.clause));
    const byBoth = line(rankTermSentences(doc, STORED_TERM_MODELS.clause, STORED_TERM_MODELS.shortClause));
    expect(byBoth?.rank).toBe(0);
    expect(byBoth?.probability).toBeGreaterThan(Math.max(0.5, byFilings?.probability ?? 0));
    expect(findExpiration(doc, '2024-03-01')?.value).toBe('2026-12-31');
    // The filings' model alone, which has seen no term stated in a line, does not take it.
    expect(findExpiration(doc, '2024-03-01', { ...STORED_TERM_MODELS, shortClause: undefined })).toBeNull();
  });

  it('leaves a long sentence to the filings’ model alone', () => {
    const doc = filing(
      'The term of this Agreement shall commence on the Effective Date and continue until December 31, 2026, unless terminated earlier as provided herein.',
    );
    const { clause, shortClause } = STORED_TERM_MODELS;
    const long = (ranked: ReturnType<typeof rankTermSentences>) =>
      ranked.find(({ sentence }) => sentence.text.startsWith('The term of this Agreement'))?.probability;
    const alone = long(rankTermSentences(doc, clause));
    expect(alone).toBeGreaterThan(0);
    expect(long(rankTermSentences(doc, clause, shortClause))).toBe(alone);
  });

  it('ranks a term line under a heading with no full stop as it ranks the line alone, and reads its end', () => {
    const term = 'The duration of this Agreement is four (4) years.';
    const likelihood = (doc: ReturnType<typeof filing>) =>
      rankTermSentences(doc, STORED_TERM_MODELS.clause, STORED_TERM_MODELS.shortClause).find(({ sentence }) =>
        sentence.text.endsWith(term),
      )?.probability;
    const underHeading = filing(term, '2.1 Term');
    expect(likelihood(underHeading)).toBeGreaterThan(0.5);
    expect(likelihood(underHeading)).toBe(likelihood(filing(term, '')));
    expect(findExpiration(underHeading, '2024-03-01')?.value).toBe('2028-03-01');
  });

  // The eighty-eighth and eighty-ninth held-out term batches' shapes: a definition of the term's last day, "the period
  // during which this Agreement is in force" (both read no end before).
  it.each([
    'As used in this Agreement, the "Expiry Date" means December 31, 2026.',
    'The period during which this Agreement is in force shall end on December 31, 2026.',
  ])('reads the end of %j', (term) => {
    expect(findExpiration(filing(term), '2024-03-01')?.value).toBe('2026-12-31');
  });

  it('ends the term on a named day defined as an anniversary of the Effective Date', () => {
    const doc = prepareDocument(
      [
        'SUPPLY AGREEMENT',
        'This Supply Agreement is made as of March 1, 2020 (the "Effective Date") between Acme Inc. ("Acme") and Beta LLC ("Beta").',
        '1. Definitions. "Expiration Date" means the fifth (5th) anniversary of the Effective Date. "Products" means the goods listed in Exhibit A.',
        '2. Supply. Beta shall supply the Products to Acme.',
        '3. Term. This Agreement shall commence on the Effective Date and expire on the Expiration Date, unless terminated earlier.',
      ].join('\n'),
    );
    expect(findExpiration(doc, '2020-03-01')?.value).toBe('2025-03-01');
  });

  it("ends the term on the agreement's date, not a research term's in the same sentence", () => {
    const doc = prepareDocument(
      [
        'COLLABORATION AGREEMENT',
        'This Collaboration Agreement is made as of March 1, 2020 (the "Effective Date") between Acme Inc. ("Acme") and Beta LLC ("Beta").',
        '2. Research. Beta shall conduct the Research Program for Acme.',
        '3. Term. This Agreement shall remain in force until December 31, 2027, and the Research Term shall end on December 31, 2022.',
      ].join('\n'),
    );
    expect(findExpiration(doc, '2020-03-01')?.value).toBe('2027-12-31');
  });

  it("takes from the hand-written readers no date the end model's candidates leave out as another thing's", () => {
    // A drafted batch's standstill period in a definitions list (108): the readers counted its eighteen months.
    const doc = prepareDocument(
      [
        'LICENSE AGREEMENT',
        'This License Agreement is made as of January 1, 2000 (the "Effective Date") between Acme Inc. ("Acme") and Beta LLC ("Beta").',
        '1. Definitions. As used herein, the following terms shall be defined as set forth below: (a) The Standstill Period shall commence on the Effective Date and end eighteen (18) months thereafter.',
        '2. License. Acme grants Beta a license to the Software.',
      ].join('\n'),
    );
    expect(findExpiration(doc, '2000-01-01')).toBeNull();
  });

  it('takes the end one sentence writes out over the same end another counts, a few days apart by convention', () => {
    const written = (lines: string[]) =>
      findExpiration(prepareDocument(lines.join('\n')), '2026-12-03', STORED_TERM_MODELS, { contract: false });
    const counted = 'Your 24-month contract starts on 3 December 2026.';
    expect(written([counted, 'Minimum term ends: 2 December 2028.'])?.value).toBe('2028-12-02');
    // Alone, the length counts to the anniversary; an end written a year away is another thing's.
    expect(written([counted])?.value).toBe('2028-12-03');
    expect(written([counted, 'Your promotional discount ends: 2 December 2027.'])?.value).toBe('2028-12-03');
  });
});

describe("a short document's term in a sentence the clause model ranks nowhere", () => {
  const order = prepareDocument('Full Fibre 500: 12-month contract. Your service goes live on 6 April 2027.');

  it('is read outside a contract, not in one, where such a line may be a period of something else', () => {
    expect(findExpiration(order, '2027-04-06', STORED_TERM_MODELS, { contract: false })?.value).toBe('2028-04-06');
    // CUAD's cuad-302, an amendment with no term: "During the initial one year period beginning on the Amendment Date,
    // Distributor shall be the only distributor" is its exclusivity's period, not read.
    expect(findExpiration(order, '2027-04-06', STORED_TERM_MODELS, { contract: true })).toBeNull();
  });
});

/** The end read outside a contract's text (a vendor's e-mail, a letter), from a start already read. */
const endOutsideAContract = (text: string, effective: string | null) =>
  findExpiration(prepareDocument(text), effective, STORED_TERM_MODELS, { contract: false })?.value ?? null;

describe('the four-hundred-and-thirteenth mailbox batch (terms run on, in referrals, frameworks and plans)', () => {
  it('takes a minimum commitment for the term, not for some other thing with an end of its own', () => {
    const end = (text: string) => endOutsideAContract(text, '2026-06-01');
    expect(end('Storage began on June 1, 2026 with a one-year minimum commitment ending on May 31, 2027.')).toBe(
      '2027-05-31',
    );
    expect(end('Storage began on June 1, 2026. The volume commitment under the price list ends on May 31, 2027.')).toBe(
      null,
    );
  });
});

describe('the four-hundred-and-fourteenth mailbox batch (terms run on, as vendors tell their customers again)', () => {
  it('ends a fixed rental on its day when the next sentence runs it on until the machine is returned', () => {
    const end = (text: string) => endOutsideAContract(text, null);
    expect(
      end(
        'The fixed 24-month rental of your coffee machine ends on 28 February 2027. From 1 March 2027 the rental will continue until you return the machine.',
      ),
    ).toBe('2027-02-28');
    // With no term ending before it, a rental until the machine is returned has no end.
    expect(end('From 1 March 2027 the rental will continue until you return the machine.')).toBe('perpetual');
  });
});

describe('the four-hundred-and-sixteenth mailbox batch (terms run on, in property and facilities)', () => {
  it('reads "for an initial three months" from the day it began as the term\'s length', () => {
    const end = (text: string) => endOutsideAContract(text, '2027-01-01');
    expect(end('Your parking space agreement for bay 14 began on 1 January 2027 for an initial three months.')).toBe(
      '2027-04-01',
    );
    expect(end('Your parking space agreement for bay 14 began on 1 January 2027; we reply within three months.')).toBe(
      null,
    );
  });
});

describe('the four-hundred-and-thirty-fourth mailbox batch (terms run on after a trial or probation again)', () => {
  it('ends "The first four weeks are a trial period" when the next sentence runs on after the trial, not otherwise', () => {
    const end = (text: string) => endOutsideAContract(text, '2027-04-05');
    const trial = 'Maria will start with your family on 5 April 2027. The first four weeks are a trial period.';
    expect(end(`${trial} After the trial period, the arrangement continues with no end date.`)).toBe('2027-05-03');
    // Nothing runs on after it: a placement either party may end on notice has no term (a care home's).
    expect(
      end(`${trial} After that, either party may end the placement by giving 28 days' notice in writing.`),
    ).not.toBe('2027-05-03');
  });

  it("counts a probation as the first term where the next sentence runs on after it, not an employee's probation", () => {
    const end = (text: string) => endOutsideAContract(text, '2026-11-02');
    const probation =
      'Your cleaning contract commenced on 2 November 2026 on a probationary basis for the first 8 weeks.';
    expect(
      end(
        `${probation} On successful completion of the probationary period, the contract will continue on an open-ended basis.`,
      ),
    ).toBe('2026-12-28');
    expect(end(`${probation} Your cleaner will be Dana, who has worked with us for six years.`)).toBe(null);
  });

  it('counts a trial from the day a machine was "installed on"', () => {
    const end = (text: string) => endOutsideAContract(text, null);
    expect(end('The bean-to-cup machine was installed on 1 October 2026 on a free 30-day trial.')).toBe('2026-10-31');
    expect(end('The bean-to-cup machine was inspected on 1 October 2026 on a free 30-day trial.')).toBe(null);
  });
});

describe('the four-hundred-and-thirty-sixth mailbox batch (terms run on, in health and care services)', () => {
  it('counts "We agreed an initial 8 weeks" from the day the visits started, not weeks agreed for something else', () => {
    const end = (text: string) => endOutsideAContract(text, '2026-09-07');
    const started = 'Home care visits for Mr Patel started on 7 September 2026.';
    expect(end(`${started} We agreed an initial 8 weeks, and we're now beyond that.`)).toBe('2026-11-02');
    expect(end(`${started} We agreed to reply within 8 weeks.`)).toBe(null);
  });
});

describe('the four-hundred-and-thirty-seventh mailbox batch (terms run on, in education)', () => {
  it('counts "a settling-in period of two weeks" from the day a nursery place began, not two weeks of something else', () => {
    const end = (text: string) => endOutsideAContract(text, '2026-01-05');
    expect(end("Poppy's nursery place began on 5 January 2026 with a settling-in period of two weeks.")).toBe(
      '2026-01-19',
    );
    expect(end("Poppy's nursery place began on 5 January 2026 with a holiday of two weeks in August.")).toBe(null);
  });

  it('counts "one academic year" as a year from the day it runs from', () => {
    const end = (text: string) => endOutsideAContract(text, '2025-09-01');
    expect(end('Our IT support agreement was for an initial term of one academic year from 1 September 2025.')).toBe(
      '2026-09-01',
    );
    expect(end('Our IT support agreement was for an initial term of one academic visit from 1 September 2025.')).toBe(
      null,
    );
  });
});

describe('the four-hundred-and-fortieth mailbox batch (terms run on, in homes let and rented)', () => {
  it('counts "The first three months were fixed" from the day the garage was rented', () => {
    const end = (text: string) => endOutsideAContract(text, '2026-05-15');
    const rented = "You've rented garage 7 from us since 15 May 2026.";
    expect(end(`${rented} The first three months were fixed; you're now on an open-ended licence.`)).toBe('2026-08-15');
    expect(end(`${rented} The first three months were quiet; you're now on an open-ended licence.`)).not.toBe(
      '2026-08-15',
    );
  });

  it('counts "a minimum 4-week booking from" a day as the booking\'s first term', () => {
    const end = (text: string) => endOutsideAContract(text, null);
    expect(end('Locker 212 is yours on a minimum 4-week booking from 2 January 2027.')).toBe('2027-01-30');
    expect(end('Locker 212 is yours, with a 4-week discount from 2 January 2027.')).toBe(null);
  });
});

describe('the four-hundred-and-forty-third mailbox batch (terms run on, in legal, compliance and office services)', () => {
  it('counts "The first twelve months are a fixed engagement" from the day the engagement starts', () => {
    const end = (text: string) => endOutsideAContract(text, '2026-01-01');
    const starts = 'Our engagement starts on 1 January 2026.';
    expect(end(`${starts} The first twelve months are a fixed engagement.`)).toBe('2027-01-01');
    expect(end(`${starts} The first twelve months are a busy engagement.`)).not.toBe('2027-01-01');
  });
});

describe('the four-hundred-and-forty-fifth mailbox batch (terms run on, with freelancers and contractors)', () => {
  it('reads the day "your three-month starter package wrapped up on", not a package posted', () => {
    const end = (text: string) => endOutsideAContract(text, null);
    expect(end('Your three-month starter package wrapped up on 30 September 2026.')).toBe('2026-09-30');
    expect(end('Your three-month starter pack was posted on 30 September 2026.')).toBe(null);
  });
});

describe('the four-hundred-and-fifty-third mailbox batch (terms run on, with food and drink suppliers)', () => {
  it('counts "The first 26 weeks are a fixed supply period" from the day supply starts, not a supply window', () => {
    const end = (text: string) => endOutsideAContract(text, '2026-03-03');
    const from = "We'll supply your café from 3 March 2026.";
    expect(end(`${from} The first 26 weeks are a fixed supply period.`)).toBe('2026-09-01');
    expect(end(`${from} The first 26 weeks are a busy supply period.`)).not.toBe('2026-09-01');
  });
});

describe('the four-hundred-and-fifty-fourth mailbox batch (terms run on, in hair, beauty and spa businesses)', () => {
  it('reads the end of "a minimum commitment until" a day before what carries on indefinitely from the next', () => {
    const end = (text: string) => endOutsideAContract(text, '2026-05-01');
    const stock = "You'll stock our range from 1 May 2026, with a minimum commitment until 31 October 2026.";
    expect(end(`${stock} From 1 November 2026 the agreement carries on indefinitely until either side ends it.`)).toBe(
      '2026-10-31',
    );
  });
});
