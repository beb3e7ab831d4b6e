import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { effectiveCandidates, effectiveField } from './effective-choice';
import { findEffectiveDate } from './effective-date';

const PREAMBLE =
  'This Services Agreement is entered into effective as of March 1, 2021 (the "Effective Date") by Acme and Beta. ' +
  'Fees are due by April 30, 2021. The laws of Ohio govern this Agreement.';

describe('effective date choice', () => {
  it('names the date the agreement takes effect, with the choice model’s probability as confidence', () => {
    const found = effectiveField.find(prepareDocument(PREAMBLE));
    expect(found?.value).toBe('2021-03-01');
    expect(found?.confidence).toBeGreaterThan(0.5);
    expect(found?.confidence).toBeLessThanOrEqual(1);
  });

  it('offers no date something ends on: a quote that "expires on" a day starts nothing on it', () => {
    const doc = prepareDocument(
      'QUOTE Q-1182 Prepared for: Northwind Traders, Inc. This quote is issued on November 2, 2026 and expires on December 15, 2026.',
    );
    const values = effectiveCandidates(doc, effectiveField.rank(doc, effectiveField.stored.clause)).map((c) => c.value);
    expect(values).toContain('2026-11-02');
    expect(values).not.toContain('2026-12-15');
  });

  it('offers no date a term "is extended to": an amendment\'s new end starts nothing', () => {
    // Mailbox batch 126: the new end was read as the effective date, and the end dropped as the same day.
    const doc = prepareDocument('SECOND AMENDMENT 1. The Initial Term is extended to December 31, 2027.');
    const values = effectiveCandidates(doc, effectiveField.rank(doc, effectiveField.stored.clause)).map((c) => c.value);
    expect(values).not.toContain('2027-12-31');
  });

  it('offers no date the sentence counts its effective day from: the agreement date of "effective on the first day of the month following the Agreement Date"', () => {
    // Twenty-first dated preamble batch (thirty-ninth session): the agreement date was read.
    const doc = prepareDocument(
      'This Agreement is made as of January 10, 2018 (the "Agreement Date") by and between Wolverine Bio, Inc. ("Wolverine") and Xenon Clinical Research LLC ("CRO"), and shall become effective on the first day of the month following the Agreement Date.',
    );
    const values = effectiveCandidates(doc, effectiveField.rank(doc, effectiveField.stored.clause)).map((c) => c.value);
    expect(values).toEqual(['2018-02-01']);
    expect(effectiveField.find(doc)?.value).toBe('2018-02-01');
  });

  it('reads an Effective Date the next sentence says "shall be" a day, not the date the agreement is dated', () => {
    // Twenty-second dated preamble batch (thirty-ninth session): the date of the agreement was read.
    const doc = prepareDocument(
      'This Agreement is dated September 10, 2008, effective as of the Effective Date (as defined below), between Quarry Lane Partners LLC ("Quarry") and Rampart Security, Inc. ("Rampart"). The "Effective Date" shall be October 1, 2008.',
    );
    expect(findEffectiveDate(doc)?.value).toBe('2008-10-01');
    expect(effectiveField.find(doc)?.value).toBe('2008-10-01');
  });

  it('reads no agreement date on the day a term "concluded for" ends, after the words of concluding', () => {
    // The three-hundred-and-eighty-ninth mailbox batch: "is concluded ... on" ran to the term's end, and no effective
    // date was read (the agreement's day and its end the same).
    const doc = prepareDocument(
      'Framework Supply Agreement. This Agreement enters into force on 1 February 2027 and is concluded for a fixed term ending on 31 January 2030.',
    );
    expect(findEffectiveDate(doc)?.value).toBe('2027-02-01');
    expect(effectiveField.find(doc)?.value).toBe('2027-02-01');
  });

  it('reads the day an agreement made on another is "to take effect from"', () => {
    // Twenty-third dated preamble batch (thirty-ninth session): the day it was made was read.
    const doc = prepareDocument(
      'This Agreement is made on the 2nd of January, 2012, to take effect from the 1st of February, 2012, between Cobalt Logistics Ltd ("Cobalt") and Dune Transport Ltd ("Dune").',
    );
    expect(findEffectiveDate(doc)?.value).toBe('2012-02-01');
    expect(effectiveField.find(doc)?.value).toBe('2012-02-01');
  });

  it('reads the day a named event it takes effect upon occurred on, not the day the agreement was made', () => {
    // Twenty-fourth dated preamble batch (thirty-ninth session): the day it was made was read.
    const doc = prepareDocument(
      'This Agreement is made as of December 1, 2019 but is effective only upon the Closing Date, which occurred on January 15, 2020, by and between Kingfisher Holdings Inc. ("Buyer") and Lanternfish Media LLC ("Seller").',
    );
    expect(findEffectiveDate(doc)?.value).toBe('2020-01-15');
    expect(effectiveField.find(doc)?.value).toBe('2020-01-15');
    // After a long table of contents too.
    const contents = Array.from({ length: 160 }, (_, n) => `${n + 1}. Section heading ........ ${n + 1}`).join('\n');
    const late = prepareDocument(`TABLE OF CONTENTS\n${contents}\n${doc.flat}`);
    expect(findEffectiveDate(late)?.value).toBe('2020-01-15');
    // An event the document does not date leaves the day it was made.
    const undated = prepareDocument(
      'This Agreement is made as of December 1, 2019 and is effective upon the Closing Date, by and between Kingfisher Holdings Inc. ("Buyer") and Lanternfish Media LLC ("Seller").',
    );
    expect(
      effectiveCandidates(undated, effectiveField.rank(undated, effectiveField.stored.clause)).map((c) => c.value),
    ).toContain('2019-12-01');
  });

  it('offers no date labelled as an end: a lease\'s "Scheduled lease end date:" starts nothing on it', () => {
    const doc = prepareDocument(
      'CLOSED-END VEHICLE LEASE Lease term: 36 months. First payment due: August 5, 2026. Scheduled lease end date: August 5, 2029.',
    );
    const values = effectiveCandidates(doc, effectiveField.rank(doc, effectiveField.stored.clause)).map((c) => c.value);
    expect(values).not.toContain('2029-08-05');
  });

  it('offers no date a period is "terminating on": a definition\'s end starts nothing on it', () => {
    const doc = prepareDocument(
      'The following terms are defined: "Contract Period" means the period commencing upon the full execution of this Agreement by both Parties and terminating on May 31, 2016 unless sooner terminated.',
    );
    const values = effectiveCandidates(doc, effectiveField.rank(doc, effectiveField.stored.clause)).map((c) => c.value);
    expect(values).not.toContain('2016-05-31');
  });

  it('keeps the readers’ date as a candidate when no ranked sentence holds it (a signature block date)', () => {
    const text = `${'The parties agree as set out below. '.repeat(120)}IN WITNESS WHEREOF the parties sign.\nDate: 4/28/2017`;
    const doc = prepareDocument(text);
    const candidates = effectiveCandidates(doc, []);
    expect(candidates).toEqual([
      expect.objectContaining({ value: '2017-04-28', features: ['src:rule', 'first-rule', 'rule:b:date'] }),
    ]);
  });

  it('weighs the readers’ date by the words around it in its sentence, and by the other dates there', () => {
    const [amends] = effectiveCandidates(
      prepareDocument('This Agreement, made on March 1, 2021, amends the agreement of June 5, 2018 with Acme Inc.'),
      [],
    );
    expect(amends.features).toEqual([
      'src:rule',
      'first-rule',
      ...['b:this', 'b:agreement', 'b:made', 'b:on', 'bb:made on', 'a:amends', 'a:the', 'a:agreement', 'a:of'].map(
        (feature) => `rule:${feature}`,
      ),
      'rule:other-dates',
    ]);
    // A date the sentence gives by reference, "the date hereof": no words of its own.
    const [hereof] = effectiveCandidates(
      prepareDocument(
        `THIS AGREEMENT is made as of November 25, 2019 by and between Acme Inc. and Beta LLC. ${'The parties agree. '.repeat(100)}The term of this Agreement will begin on the date hereof (the "Commencement Date").`,
      ),
      [],
    );
    expect(hereof).toEqual(
      expect.objectContaining({ value: '2019-11-25', features: ['src:rule', 'first-rule', 'rule:date-elsewhere'] }),
    );
  });

  it('takes the day an agreement has effect "with effect from", not the later day it was signed', () => {
    // Drafted in CUAD's filing style (a held-out preamble): the signing date was read.
    const text =
      'The parties, Aurora Biologics GmbH ("Aurora") and Calder Clinical Research Ltd. ("Calder"), enter into this Clinical Services Agreement with effect from 1 January 2014, although it is signed on 20 February 2014. The laws of England govern this Agreement.';
    expect(findEffectiveDate(prepareDocument(text))?.value).toBe('2014-01-01');
    expect(effectiveField.find(prepareDocument(text))?.value).toBe('2014-01-01');
  });

  it('takes the day an agreement has effect "with retrospective effect from", not the later day it was made', () => {
    // A held-out dated preamble (thirty-third session): the day it was made was read.
    const text =
      'This Agreement is entered into on this 31st day of January 2020 with retrospective effect from 1 January 2020 between Apex Outsourcing Pvt. Ltd. ("Apex") and Brightline Insurance Ltd ("Brightline"). The laws of India govern this Agreement.';
    expect(findEffectiveDate(prepareDocument(text))?.value).toBe('2020-01-01');
    expect(effectiveField.find(prepareDocument(text))?.value).toBe('2020-01-01');
  });

  it('takes a lease’s date, not a "Break Date:" or "Cut-off Date:" set out below it, for a signature block’s date', () => {
    const lease = prepareDocument(
      'LEASE OF COMMERCIAL PREMISES\nDate: 1 September 2024\nLandlord: Abbeygate Properties Limited\nTenant: The Copper Kettle Tearooms Limited\n' +
        'Term: 10 years from and including 29 September 2024 (the "Term Commencement Date").\nBreak Date: 29 September 2029. The Tenant may terminate this Lease on the Break Date by giving not less than six months\' written notice.\n' +
        'Reservations must be made by the Cut-off Date.\nCut-off Date: May 14, 2030.',
    );
    expect(findEffectiveDate(lease)?.value).toBe('2024-09-01');
    expect(effectiveField.find(lease)?.value).toBe('2024-09-01');
  });

  it('reads a Commencement Date defined in a list of definitions, its name in quotes or set in bold alone', () => {
    const service = (name: string) =>
      'SERVICE AGREEMENT\nTHIS AGREEMENT is entered into between the parties on 14 October 2013.\nAGREED TERMS\n1. Definitions\n' +
      `"Capacity" means as agent, consultant or director;\n${name} means 1 April 2020;\n"Group" means the Employer and its subsidiaries.\n` +
      '2. Appointment\nThe Employer shall employ the Executive from the Commencement Date.';
    expect(findEffectiveDate(prepareDocument(service('"Commencement Date"')))?.value).toBe('2020-04-01');
    expect(findEffectiveDate(prepareDocument(service('Commencement Date')))?.value).toBe('2020-04-01');
    // One defined as the agreement's own date is read from where the agreement is dated, not from the next definition.
    const ownDate =
      'COOPERATION AGREEMENT\nParty A: Acme Co., Ltd.\nParty B: Beta Co., Ltd.\n1. Definitions\n(a) Effective Date means the date of this Agreement.\n(b) Launch Date means the date on which the Service is first offered to the public in the Territory by Party A under its own brand or the brands of its affiliates and licensees and partners in the Territory and elsewhere.\n' +
      `${'Each Party shall perform its obligations in good faith. '.repeat(80)}\n14.6 This Agreement is dated April 29, 2010.`;
    expect(findEffectiveDate(prepareDocument(ownDate))?.value).toBe('2010-04-29');
    // Not a sentence that speaks of the day in passing.
    const passing = service('"Start Date"').replace(
      '2. Appointment',
      '2. Appointment\nThe parties agree the Commencement Date means much to both on 3 May 2021.',
    );
    expect(findEffectiveDate(prepareDocument(passing))?.value).not.toBe('2021-05-03');
  });

  it('reads the later date of a signature table whose labels stand under their dates ("Place Date")', () => {
    const clause = 'This Agreement shall enter into effect on the date it is signed by both parties as shown below.';
    const body = `${clause} ${'The parties shall perform their obligations under this Agreement in good faith. '.repeat(50)}`;
    const signatures =
      '\nAcme Inc.\nMARY FOWLER\nSignature\nMary Fowler\nName\nChairman\nTitle\nToronto, ON 21 OCT 2011\nPlace Date\nBeta Ltd\nTUNDE BELLO\nSignature\nTunde Bello\nName\nPresident\nTitle\nLagos, Nigeria 24 OCT 2011\nPlace Date';
    expect(findEffectiveDate(prepareDocument(`${body}${signatures}`))?.value).toBe('2011-10-24');
    // Dated by the table alone ("as of the date below"), as written and in a form printed in capitals.
    const datedBelow = `${body.replace(clause, '')}\nIn Witness Whereof, the Parties have executed this Agreement as of the date below.${signatures}`;
    expect(findEffectiveDate(prepareDocument(datedBelow))?.value).toBe('2011-10-24');
    expect(findEffectiveDate(prepareDocument(datedBelow.toUpperCase()))?.value).toBe('2011-10-24');
  });

  it('without a choice model, is the readers’ answer', () => {
    const found = effectiveField.find(prepareDocument(PREAMBLE), {
      clause: effectiveField.stored.clause,
    });
    expect(found).toMatchObject({ value: '2021-03-01' });
    expect(found).not.toHaveProperty('confidence');
  });
});

describe('the hundred-and-sixty-eighth mailbox batch (property management)', () => {
  it('counts "the first day of the month following approval by the Board" from the approval the document dates', () => {
    // An HOA management contract: its effective date read as the day of the approval.
    const doc = prepareDocument(
      'MANAGEMENT CONTRACT\nThe term of this Agreement shall be two (2) years, commencing on the first day of the month following approval by the Board. The Board approved this Agreement on March 18, 2027.',
    );
    expect(findEffectiveDate(doc)?.value).toBe('2027-04-01');
  });
});

describe("a company's registration in a footer (the three-hundred-and-seventieth mailbox batch)", () => {
  it('is no effective date; an instrument registered on a day still starts then', () => {
    const footer = prepareDocument(
      'Your Kitchen Appliance Care plan will renew on 9 March 2027. Company number 485850, registered in England on 1 September 1950.',
    );
    expect(findEffectiveDate(footer)).toBeNull();
    const registered = prepareDocument('Your lasting power of attorney was registered on 9 February 2027.');
    expect(findEffectiveDate(registered)?.value).toBe('2027-02-09');
  });
});

describe('the three-hundred-and-eighty-second mailbox batch (term clauses as filed)', () => {
  it('takes no date of the agreement an amended and restated one replaces as its start', () => {
    // Read as effective on the replaced agreement's date, 3 March 2019.
    const doc = prepareDocument(
      'Amended and Restated Services Agreement, dated as of May 1, 2027, which amends and restates in its entirety the Services Agreement dated March 3, 2019 between the parties. The term of this Agreement is hereby extended through April 30, 2030.',
    );
    expect(effectiveField.find(doc)?.value).toBe('2027-05-01');
    const superseded = prepareDocument(
      'Supply Agreement dated as of June 2, 2027. This Agreement supersedes the Supply Agreement dated January 8, 2020 between the parties.',
    );
    expect(effectiveField.find(superseded)?.value).toBe('2027-06-02');
  });
});

describe('the three-hundred-and-eighty-fifth mailbox batch (the day a filed agreement takes effect)', () => {
  it('takes the last signing the sentences record for one effective on its last signature, in a short document', () => {
    // Read as effective on the first signature, 3 May.
    const doc = prepareDocument(
      'This Data Processing Agreement takes effect on the date on which it is signed by the last party to sign it.\nSigned by the Controller on the 3rd day of May 2027.\nSigned by the Processor on the 10th day of May 2027.\nThis Agreement shall remain in force for so long as the Processor processes Personal Data on behalf of the Controller.',
    );
    expect(findEffectiveDate(doc)?.value).toBe('2027-05-10');
    expect(effectiveField.find(doc)?.value).toBe('2027-05-10');
  });

  it("reads no other agreement's dates in the clause's own sentence as signings", () => {
    const doc = prepareDocument(
      'Amendment No. 2 dated as of February 19, 2027. Reference is made to that certain fully executed Supply Agreement dated as of December 16, 2024, as amended March 27, 2026. Schedule A is replaced by the Schedule A attached hereto. All other terms of the Supply Agreement remain in full force and effect. This Amendment may be executed in counterparts, each of which shall be deemed an original.',
    );
    expect(findEffectiveDate(doc)?.value).toBe('2027-02-19');
  });
});

describe('the four-hundred-and-eleventh mailbox batch (terms run on, told by vendors again)', () => {
  it('takes no start from a day a fixed period "finishes on" or a term "ended on"', () => {
    for (const text of [
      'The fixed period of your cleaning contract finishes on 31 March 2027. After that date the contract will continue until either of us ends it.',
      'The minimum hire term ended on 12 November 2026. The hire now continues until you off-hire the machine.',
    ])
      expect(effectiveField.find(prepareDocument(text)), text).toBeNull();
    expect(effectiveField.find(prepareDocument('Your cleaning contract started on 1 April 2026.'))?.value).toBe(
      '2026-04-01',
    );
  });
});

describe('the four-hundred-and-thirteenth mailbox batch (terms run on, in referrals, frameworks and plans)', () => {
  it('takes no start from "before the Expiry Date of" a day', () => {
    expect(
      effectiveField.find(
        prepareDocument(
          'The Licensee may extend this Licence for one further period of two years by giving the Licensor written notice at least six months before the Expiry Date of 30 June 2028.',
        ),
      ),
    ).toBeNull();
  });
});
