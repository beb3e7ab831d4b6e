import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import {
  aboutStoppingRenewal,
  noticeByRules,
  noticeCandidates,
  noticeField,
  noticeMonthsIn,
  noticeWrittenIn,
} from './notice';

const RENEWAL =
  'This Agreement shall renew automatically for successive one (1) year terms unless either party gives the other ' +
  'written notice of non-renewal at least NOTICE prior to the end of the then-current term.';
const withNotice = (notice: string) =>
  prepareDocument(
    `${RENEWAL.replace('NOTICE', notice)} Invoices are payable within thirty (30) days. This Agreement is governed by the laws of Ohio.`,
  );

/** The readers' notice in a sentence put into a four-year agreement that says nothing else of renewal or notice. */
const noticeInFourYearTerm = (sentence: string) =>
  noticeByRules(prepareDocument(`The term of this Agreement is four (4) years. ${sentence} Ohio law governs.`));

describe('notice period', () => {
  it('reads days, months (30 days each) and business days (with their weekends) before the end of the term', () => {
    expect(noticeField.find(withNotice('ninety (90) days'))?.value).toBe(90);
    expect(noticeField.find(withNotice('three (3) months'))?.value).toBe(90);
    expect(noticeByRules(withNotice('ten (10) business days'))?.value).toBe(14);
    // As British and European drafting names them (a drafted renewal batch, 114: read no notice).
    expect(noticeByRules(withNotice('fifteen (15) working days'))?.value).toBe(21);
    expect(noticeByRules(withNotice('ten (10) banking days'))?.value).toBe(14);
    // "Clear" months and days, as British tenancies count them (the hundred-and-thirty-seventh mailbox batch: none).
    expect(noticeByRules(withNotice("one clear month's"))?.value).toBe(30);
    expect(noticeByRules(withNotice('fourteen (14) clear days'))?.value).toBe(14);
  });

  it("reads a notice field labelled as what it stops, or in a table's cell", () => {
    // A drafted renewal batch, 115: read no notice.
    const field = (fields: string) =>
      noticeByRules(prepareDocument(`Subscription Term: 12 months. Auto-Renewal: Yes. ${fields} Fees: $500.`))?.value;
    expect(field('Notice Period for Non-Renewal: 60 days.')).toBe(60);
    expect(field('Notice to cancel | 30 days.')).toBe(30);
    expect(field('Notice of cancellation: 45 days.')).toBe(45);
  });

  it('reads notice "to prevent an extension" as notice that stops a renewal', () => {
    // A drafted renewal batch, 114: read no notice.
    const doc = prepareDocument(
      'The term of this Agreement is one (1) year. The Agreement will be extended automatically for one year at a time; notice to prevent an extension must be received no later than 45 days before the extension would take effect. Ohio law governs.',
    );
    expect(noticeByRules(doc)?.value).toBe(45);
  });

  it('reads a tenant\'s notice "if you want to leave" a tenancy that runs on as notice to end it', () => {
    // A letting agent's letter (a mailbox probe): notice "to leave" was no notice to end.
    const doc = prepareDocument(
      "Your tenancy started on 1 September 2025 for a fixed term of 12 months. When the fixed term ends it will continue as a periodic tenancy from month to month until ended by either party. You must give us at least one month's written notice if you want to leave.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads notice given "unless either side says otherwise" as notice to stop a renewal', () => {
    // The hundred-and-fifty-seventh mailbox batch's coffee supply: no notice was read.
    const doc = prepareDocument(
      'This supply agreement starts on 1 March 2027 and lasts for two years. At the end of the two years it will renew for another year unless either side says otherwise in writing at least one month before.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads notice "if you ever want to stop" an arrangement that runs month to month as notice to end it', () => {
    // The hundred-and-fifty-second mailbox batch's cleaning company: no notice was read.
    const doc = prepareDocument(
      "Cleaning starts Monday, January 11, 2027. It's a month-to-month arrangement - just give us 30 days' notice if you ever want to stop.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads notice to cancel "once the 12 months are up" after a membership that runs on as notice to end it', () => {
    // A gym's welcome e-mail (a mailbox probe): neither the running on nor the cancelling was read with the notice.
    const doc = prepareDocument(
      "Your membership runs for 12 months and then continues on a monthly rolling basis. You can cancel once the 12 months are up by giving 30 days' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads "unless we cancel at least 30 days before then" in a customer\'s own note as notice to stop a renewal', () => {
    // A colleague's reminder (a mailbox probe): "unless you" was read, "unless we" was not.
    const doc = prepareDocument(
      'The current term ends on 31 August 2026 and the plan renews automatically for another year unless we cancel at least 30 days before then.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads a renewal "absent sixty (60) days notice" as one stopped by that notice', () => {
    // A held-out drafted renewal: read as automatic, its notice not read ("absent notice" was heard without a length).
    const doc = prepareDocument(
      'The Agreement auto-renews yearly absent sixty (60) days notice. Invoices are payable within thirty (30) days.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
    // The length in words alone, or digits alone, as many contracts write it.
    for (const length of ['sixty', '60'])
      expect(
        noticeByRules(prepareDocument(`The Agreement auto-renews yearly absent ${length} days notice.`))?.value,
      ).toBe(60);
    expect(
      noticeByRules(
        prepareDocument(
          "This Agreement shall renew automatically for successive one-year terms absent ninety (90) days' prior written notice of non-renewal by either party.",
        ),
      )?.value,
    ).toBe(90);
  });

  it('reads "unless Customer cancels ... within the thirty (30) day period preceding such anniversary"', () => {
    // A probe from public clause samples: the renewal was read, its notice was not ("unless Customer cancels" was no
    // word of stopping it, "day period preceding" no notice following a length).
    const doc = prepareDocument(
      'The Agreement renews automatically each year on the anniversary of the Effective Date unless Customer cancels in writing within the thirty (30) day period preceding such anniversary. Invoices are payable within fourteen (14) days.',
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[0])).toBe(true);
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it("takes no time before the term's end for a notice where nothing is said of notice or of stopping", () => {
    // Twelfth batch of other notices: a report and a plan due before the term's end were read as notice periods.
    for (const text of [
      'Sixty (60) days before the expiration of this Agreement, Licensee shall deliver a final royalty report.',
      'Not later than one hundred twenty (120) days before the end of the Term, Supplier shall provide a plan for the transfer of the Services.',
    ]) {
      const doc = prepareDocument(text);
      expect(aboutStoppingRenewal(doc, doc.sentences[0])).toBe(false);
    }
    // A notice to end the term, timed so, still is one.
    const ending = prepareDocument(
      'Either party may end this Agreement at the expiration of the Term by telling the other at least sixty (60) days before the end of the Term.',
    );
    expect(aboutStoppingRenewal(ending, ending.sentences[0])).toBe(true);
  });

  it('takes no notice of a price change beside a renewal "unless terminated as provided herein"', () => {
    // Sixty-ninth held-out renewal batch: the price list's thirty days were read as the notice to stop the renewal.
    const doc = prepareDocument(
      'This Agreement shall renew for successive twelve (12) month terms unless terminated as provided herein, and Company shall give Distributor thirty (30) days’ notice of any change to the Price List.',
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[0])).toBe(false);
    expect(noticeByRules(doc)).toBeNull();
    // A way out by notice beside the price notice still stops the renewal.
    const own = prepareDocument(
      'This Agreement shall renew for successive twelve (12) month terms unless either party gives sixty (60) days’ notice of non-renewal, and Company shall give Distributor thirty (30) days’ notice of any change to the Price List.',
    );
    expect(noticeByRules(own)?.value).toBe(60);
  });

  it('reads notice to end what runs on month to month "until you return the equipment or give us" that notice', () => {
    // An equipment rental (a mailbox probe): the rental ran on, its notice was not read.
    const doc = prepareDocument(
      "Rental period: 12 months from delivery on 10 February 2026. Thereafter the rental continues month to month until you return the equipment or give us 30 days' written notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads a monthly renewal "until Customer gives thirty (30) days notice of cancellation", at "the then-current list price"', () => {
    // The eighty-sixth held-out renewal batch: the renewal was read and its notice was not.
    const doc = prepareDocument(
      'If Customer continues to use the Services after the end of the Subscription Term, the subscription shall renew on a monthly basis at the then-current list price until Customer gives thirty (30) days notice of cancellation.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
    // A notice of a price change beside a renewal is still no notice to stop it.
    expect(
      noticeByRules(
        prepareDocument(
          'This Agreement renews yearly. Supplier may change its list price on thirty (30) days notice of the new price.',
        ),
      ),
    ).toBeNull();
  });

  it('reads the notice before "the end of any Contract Year" of an agreement that continues "for another Contract Year"', () => {
    // The eighty-ninth held-out renewal batch: neither the renewal nor its notice was read.
    const doc = prepareDocument(
      'Unless either Party notifies the other Party of its desire to terminate this Agreement at least sixty (60) days before the end of any Contract Year, this Agreement shall continue for another Contract Year.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
  });

  it('reads a notice given "ahead of" the end as one given before it', () => {
    // Put into work contracts that do not renew, the renewal was read and its notice was not.
    const doc = prepareDocument(
      'This Agreement renews automatically for further one-year periods unless either party gives written notice of non-renewal at least sixty (60) days ahead of the end of the then-current term. Invoices are payable within thirty (30) days.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
    expect(noticeField.find(doc)?.value).toBe(60);
  });

  it('reads a notice due "on or before the preceding thirtieth (30th) day" before an anniversary as thirty days', () => {
    // Seventy-fourth renewal batch: no notice was read.
    const doc = prepareDocument(
      'This Agreement shall renew on each anniversary of the Effective Date for a further year unless either party gives written notice of termination on or before the preceding thirtieth (30th) day.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads a notice due by "the sixtieth (60th) day before" the end as sixty days', () => {
    const doc = prepareDocument(
      'This Agreement shall be renewed automatically for successive one (1) year terms unless written notice of termination is received by the other party not later than the sixtieth (60th) day before the expiry of the then current term. Invoices are payable within thirty (30) days.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
    expect(noticeField.find(doc)?.value).toBe(60);
    const words = prepareDocument(
      'This Agreement renews automatically for one-year terms unless either party gives written notice of non-renewal on or before the ninetieth day prior to the end of the then-current term.',
    );
    expect(noticeByRules(words)?.value).toBe(90);
  });

  it('reads a notice period that a page break split from its "prior written notice" with the page number', () => {
    expect(noticeField.find(withNotice('ninety (90) days\n14\n'))?.value).toBe(90);
  });

  it('reads a notice before the next renewal, said in a sentence of its own', () => {
    const doc = prepareDocument(
      'This order is for a term of one (1) month and renews automatically each month until cancelled. Customer may cancel with fifteen (15) days notice before the next monthly renewal. Fees are payable in advance.',
    );
    expect(noticeByRules(doc)?.value).toBe(15);
  });

  it('reads a notice a named party gives before "that" anniversary', () => {
    const doc = prepareDocument(
      'This Agreement will renew automatically on each anniversary of the Effective Date for a further year unless Buyer gives Supplier at least 30 days notice of cancellation before that anniversary. Prices are fixed.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads a notice "that no such automatic extension shall occur" as notice to stop a renewal', () => {
    const doc = prepareDocument(
      'The term of employment shall automatically be extended for an additional one-year period unless on or before the date that is 60 days prior to the first day of any such extension period either party gives written notice to the other that no such automatic extension shall occur. Salary is paid monthly.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
  });

  it('reads a notice due before "the date of renewal" as one before the renewal', () => {
    // The thirty-ninth held-out renewal batch: no notice was read.
    const doc = prepareDocument(
      'This Agreement shall renew automatically for successive terms of one (1) year unless a notice of termination is served by either party not later than ninety (90) days before the date of renewal. This Agreement is governed by the laws of Ohio.',
    );
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it('reads no notice in a time before a renewal that says nothing of stopping it', () => {
    // The thirty-eighth held-out renewal batch: the invoicing's thirty days were read as a notice to stop a renewal.
    const doc = prepareDocument(
      'This Agreement shall renew automatically for successive one (1) year terms. Fees for any Renewal Term will be invoiced thirty (30) days before the Renewal Term begins. This Agreement is governed by the laws of Ohio.',
    );
    expect(noticeByRules(doc)).toBeNull();
  });

  it('reads the notice of a party after "unless the parties otherwise agree in writing or", of non-extension', () => {
    // The thirty-sixth held-out renewal batch: neither the way out before the party nor "non-extension" was read.
    const doc = prepareDocument(
      'This Agreement shall be extended for successive twelve (12) month periods unless the parties otherwise agree in writing or either party gives at least sixty (60) days’ notice of non-extension. Invoices are payable within thirty (30) days. This Agreement is governed by the laws of Ohio.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
  });

  it('reads the notice of "If neither party elects to terminate ... by written notice", after which it renews', () => {
    const doc = prepareDocument(
      'If neither party elects to terminate this Agreement by written notice given at least ninety (90) days before the end of the Initial Term, this Agreement shall renew for a Renewal Term of one (1) year. Prices are fixed.',
    );
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it('reads a notice "required to cancel a renewal" as notice to stop one', () => {
    const doc = prepareDocument(
      'This Agreement continues for one (1) year. It will renew automatically for additional one-year terms. Thirty (30) days written notice is required to cancel a renewal. Ohio law governs.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads a notice to "opt out of a renewal" as notice to stop one', () => {
    const doc = prepareDocument(
      'The initial term is 12 months. The Agreement then renews for 12-month terms. Either party may opt out of a renewal with 45 days notice. Ohio law governs.',
    );
    expect(noticeByRules(doc)?.value).toBe(45);
  });

  it("takes a vendor's renewal reminder for no notice, but keeps the customer's notice beside one", () => {
    const reminder = prepareDocument(
      'The initial term is one year. Provider will send Customer a renewal reminder at least ninety (90) days before the end of the Subscription Term; Subscriptions renew only if Customer signs a new Order Form. Ohio law governs.',
    );
    expect(noticeByRules(reminder)).toBeNull();
    expect(noticeField.find(reminder)).toBeNull();
    const beside = prepareDocument(
      "The initial term is one year and renews automatically for successive one-year terms. Provider will send Customer a reminder before each renewal, and Customer may stop the renewal by giving thirty (30) days' notice before the renewal date. Ohio law governs.",
    );
    expect(noticeField.find(beside)?.value).toBe(30);
  });

  it('reads a notice for "cancellation of a renewal", the stop named as a noun, as notice to stop one', () => {
    const doc = prepareDocument(
      "The Initial Term is three (3) years, and the Agreement auto-renews annually thereafter. Cancellation of a renewal requires ten (10) business days' prior written notice. Ohio law governs.",
    );
    expect(noticeByRules(doc)?.value).toBe(14);
    expect(noticeField.find(doc)?.value).toBe(14);
  });

  it('reads a notice to stop "at the end of any period" after the sentence that renews the contract by itself', () => {
    const stop = 'Termination at the end of any period requires notice of six (6) months by registered letter.';
    const renewing = prepareDocument(
      `This Agreement is concluded for a period of five (5) years and is tacitly renewed for successive periods of one (1) year. ${stop}`,
    );
    expect(noticeByRules(renewing)?.value).toBe(180);
    // After a sentence that renews nothing, the same words are not about stopping a renewal.
    const fixed = prepareDocument(`This Agreement is concluded for a period of five (5) years. ${stop}`);
    expect(noticeByRules(fixed)).toBeNull();
  });

  it('reads the notice that ends a term which continues "unless and until terminated" (an evergreen)', () => {
    const doc = prepareDocument(
      "This Agreement shall commence on 1 February 2024 and shall continue for an initial period of three (3) years and thereafter shall continue unless and until terminated by either party giving not less than six (6) months' written notice to the other, such notice to expire on or after the end of the Initial Period. The Customer shall pay the charges monthly.",
    );
    expect(noticeByRules(doc)?.value).toBe(180);
    expect(noticeField.find(doc)?.value).toBe(180);
  });

  it('reads the notice that ends a month-to-month agreement, in a section whose heading is its own sentence', () => {
    const doc = prepareDocument(
      '2. Term. This Agreement shall continue on a month-to-month basis until terminated by either party on thirty (30) days written notice. 3. Fees. Fees are payable monthly.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads the notice of what runs on month to month "terminable by either party on" notice', () => {
    // The hundred-and-twenty-fourth held-out renewal batch: the renewal read, its notice none.
    const doc = prepareDocument(
      "The initial term is one (1) year. This Agreement shall continue thereafter on a month-to-month basis, terminable by either party on thirty (30) days' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
    // Terminable on notice, with nothing running on, is no notice to stop a renewal.
    const terminable = prepareDocument(
      'The term of this Agreement is three (3) years. Each Order is terminable by either party on thirty (30) days notice.',
    );
    expect(noticeByRules(terminable)).toBeNull();
  });

  it('reads the notice that ends a holding-over tenancy, given "by giving the other ... notice" in the next sentence', () => {
    const doc = prepareDocument(
      "The term is twelve (12) months ending July 31, 2026. If the Tenant remains in possession after the fixed term, the tenancy shall continue from month to month until ended by either party. Either party may end the month-to-month tenancy by giving the other at least thirty (30) days' written notice. Rent is due monthly.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads the notice that ends what its own sentence runs on: "continues month to month; either of us can end it"', () => {
    const doc = prepareDocument(
      "This retainer begins on 1 February 2026 and runs for an initial six-month period. After that it continues month to month; either of us can end it with 30 days' notice in writing.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads the notice with which a party "cancels" what runs on month to month after the term', () => {
    const doc = prepareDocument(
      "Service Term: 36 months. After the Service Term, service continues month-to-month at then-current rates unless Customer cancels with 30 days' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads a right to terminate without cause once the renewal has begun as notice to stop it', () => {
    const renews = 'Thereafter, this Agreement shall automatically be renewed for successive one (1) year terms.';
    const cases: [string, number][] = [
      // The length after "notice to the other party of".
      [
        'Following the Initial Term, either Party may terminate this Agreement without cause upon written notice to the other Party of at least 3 months.',
        90,
      ],
      [
        'During any renewal term, either party may terminate this Agreement for convenience on forty-five (45) days’ written notice.',
        45,
      ],
      ['Once renewed, it may be terminated by either party with a notice period of two (2) months.', 60],
    ];
    for (const [terminates, days] of cases)
      expect(noticeByRules(prepareDocument(`${renews} ${terminates}`))?.value, terminates).toBe(days);
    // The renewals of an agreement this one replaces, recited before it, are not this agreement's.
    const recital =
      'WHEREAS, the Prior Agreement renewed automatically for successive one-year terms and will terminate on the Effective Date of this Agreement, which supersedes it;';
    const convenience =
      'PivX may terminate this Agreement for convenience by giving at least thirty (30) days written notice.';
    expect(noticeByRules(prepareDocument(`${recital} ${convenience}`))).toBeNull();
  });

  it('reads no notice to stop the renewal before it from a termination for cause, or one open in the initial term', () => {
    const renews =
      '7.1. This Agreement shall be for the term of one year; thereafter, the Agreement shall renew automatically under these same terms.';
    const ends = [
      '7.2. This Agreement may be terminated by either party with cause upon thirty (30) days written notice.',
      '7.2. Licensor may terminate this Agreement at any time during the Initial Term or the Extended Term, with or without cause, upon a prior written notice of termination of not less than forty-five (45) days.',
      // The initial term under another name.
      '7.2. Licensor may terminate this Agreement at any time during the Minimum Term or the Extended Term, with or without cause, upon a prior written notice of termination of not less than forty-five (45) days.',
    ];
    for (const terminates of ends)
      expect(noticeByRules(prepareDocument(`${renews} ${terminates}`)), terminates).toBeNull();
    // Without cause beside it, a termination on notice still ends what runs on.
    const either =
      '7.2. Either party may terminate this Agreement without cause upon thirty (30) days written notice, or with cause immediately.';
    expect(noticeByRules(prepareDocument(`${renews} ${either}`))?.value).toBe(30);
  });

  it('reads a right to terminate within a renewal period the sentence names, the renewal set out sentences before', () => {
    // The sentence before is another's: the renewal is not beside the notice.
    const renews =
      'The initial term of this Agreement shall extend for three (3) years, with an automatic renewal for an indefinite period of time ("EXTENDED TERM"). The Contractor shall keep records.';
    const terminates =
      'Contractor shall be entitled, at its sole discretion, to terminate this Agreement only during the Extended Term, with or without cause, upon a prior written notice of termination to the Customer of not less than six (6) months.';
    expect(noticeByRules(prepareDocument(`${renews} ${terminates}`))?.value).toBe(180);
    // The same right in plain words: "to end this Agreement".
    const ends = terminates.replace('to terminate this Agreement', 'to end this Agreement');
    expect(noticeByRules(prepareDocument(`${renews} ${ends}`))?.value).toBe(180);
    // An option that names the period it grants is still an option: its notice exercises it.
    const option =
      'The Distributor may extend this Agreement for one Extended Term of three (3) years by written notice given at least six (6) months before the end of the Initial Term.';
    expect(noticeByRules(prepareDocument(option))).toBeNull();
  });

  it('reads "three (3) full calendar months" as three months of notice, counted back in months', () => {
    const doc = withNotice('three (3) full calendar months');
    expect(noticeByRules(doc)?.value).toBe(90);
    expect(noticeField.find(doc)?.value).toBe(90);
    expect(noticeMonthsIn(RENEWAL.replace('NOTICE', 'three (3) full calendar months'), 90)).toBe(3);
  });

  it('reads a notice in hours as the days it begins: "at least 24 hours before your renewal date" is a day', () => {
    const doc = prepareDocument(
      'Your Acrobat Pro subscription (annual, prepaid) will automatically renew on 08/22/2027. You can turn off auto-renew in your account at least 24 hours before your renewal date.',
    );
    expect(noticeByRules(doc)?.value).toBe(1);
    expect(noticeByRules(prepareDocument(doc.flat.replace('24 hours', '48 hours')))?.value).toBe(2);
  });

  it('reads a notice of calendar quarters as three months each, counted back in months', () => {
    expect(noticeField.find(withNotice('one calendar quarter'))?.value).toBe(90);
    expect(noticeByRules(withNotice('two (2) quarters'))?.value).toBe(180);
    expect(noticeMonthsIn(RENEWAL.replace('NOTICE', 'one calendar quarter'), 90)).toBe(3);
  });

  it("reads a fortnight's notice as fourteen days", () => {
    expect(noticeField.find(withNotice("a fortnight's"))?.value).toBe(14);
  });

  it('reads the notice that ends an agreement continuing "on a rolling monthly basis until terminated"', () => {
    const doc = prepareDocument(
      "This Agreement continues for an initial period of six (6) months, after which it shall continue on a rolling monthly basis until terminated by either party on four (4) weeks' written notice. Fees are payable monthly.",
    );
    expect(noticeByRules(doc)?.value).toBe(28);
  });

  it('reads the notice that stops what rolls on month to month: "either of us can stop it with two weeks\' notice"', () => {
    const doc = prepareDocument(
      "Weekday walks at £15 per walk. This arrangement rolls on month to month; either of us can stop it with two weeks' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(14);
  });

  it('reads the notice that ends a service continuing "on a rolling 30-day basis until terminated"', () => {
    const doc = prepareDocument(
      "Minimum Term: 24 months from the Service Start Date. After the Minimum Term, the service continues on a rolling 30-day basis until terminated by either party with 30 days' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads the notice of an agreement that continues "for an initial period ... and thereafter until terminated"', () => {
    const doc = prepareDocument(
      "This Agreement shall begin on the Commencement Date and continue for an initial period of 12 months and thereafter until terminated by either party giving not less than three months' written notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it('reads a key-terms line "Cancellation: 90 days written notice prior to term end"', () => {
    const doc = prepareDocument(
      'Term: 36 months\nAuto Renewal: Yes, 12 months\nCancellation: 90 days written notice prior to term end\nMonthly Base Charge: $389.00',
    );
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it('reads the notice that ends an agreement running on "from quarter to quarter until terminated"', () => {
    const doc = prepareDocument(
      'The Initial Term is one (1) year. Thereafter the Agreement shall remain in force from quarter to quarter until terminated by either party on thirty (30) days notice. Fees are payable quarterly.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads the notice that ends an agreement which "continues for an indefinite period" after its term', () => {
    const doc = prepareDocument(
      'The Agreement is entered into for an initial term of two (2) years. After the first Term, the Agreement continues for an indefinite period and may then be terminated by either party on three (3) months notice. Fees are payable monthly.',
    );
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it('reads the notice that ends an agreement which "shall continue in effect until terminated" (an evergreen)', () => {
    const doc = prepareDocument(
      "Term. This Agreement shall continue in effect until terminated by either party upon ninety (90) days' prior written notice to the other party. Fees are payable monthly.",
    );
    expect(noticeByRules(doc)?.value).toBe(90);
    expect(noticeField.find(doc)?.value).toBe(90);
  });

  it('reads a notice given "unless Licensee notifies Licensor ... prior to the applicable Anniversary Date"', () => {
    const doc = prepareDocument(
      'The License will be automatically renewed for one-year periods on each anniversary of the Effective Date (each, an "Anniversary Date") unless Licensee notifies Licensor at least ninety (90) days prior to the applicable Anniversary Date. Fees are payable yearly.',
    );
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it('reads a notice whose figure follows its unit ("ninety days (90) prior")', () => {
    expect(noticeByRules(withNotice('ninety days (90)'))?.value).toBe(90);
  });

  it('reads a notice to terminate "effective as of the end of the then-current term" as notice to stop a renewal', () => {
    const doc = prepareDocument(
      "This Agreement shall renew automatically for successive one-year terms. Either party may terminate this Agreement effective as of the end of the then-current term by providing at least thirty (30) days' notice. Fees are due monthly.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads the near end of a window for notice, "at least thirty (30) days, but not more than ninety (90) days"', () => {
    const doc = withNotice('thirty (30) days, but not more than ninety (90) days,');
    expect(noticeByRules(doc)?.value).toBe(30);
    expect(noticeField.find(doc)?.value).toBe(30);
  });

  it('reads a notice to terminate "as of the end of the Initial Term", the renewal following "otherwise"', () => {
    const doc = prepareDocument(
      'Either party may terminate this Agreement as of the end of the Initial Term or any Renewal Term by giving the other party at least one hundred and eighty (180) days written notice; otherwise, the Agreement shall automatically renew for an additional period of one year. Fees are due monthly.',
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[0])).toBe(true);
    expect(noticeByRules(doc)?.value).toBe(180);
  });

  it('reads the near end of a window written "no less than 30 days and no more than 90 days prior"', () => {
    const doc = prepareDocument(
      'This Agreement will automatically renew for successive one year terms unless either party provides notice of its intent not to renew no less than 30 days and no more than 90 days prior to the end of the then current term. Fees are due monthly.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
    // Its near end without a unit of its own: the far end's (forty-ninth renewal batch: read no notice).
    const unitless = prepareDocument(
      'This Agreement renews automatically for further periods of one year; either party may elect not to renew by giving notice no less than ninety (90) nor more than one hundred eighty (180) days before the end of the current term. Fees are due monthly.',
    );
    expect(noticeByRules(unitless)?.value).toBe(90);
    expect(noticeField.find(unitless)?.value).toBe(90);
  });

  it('reads the near end of a window whose far end is "no earlier than" (hundred-and-fourth renewal batch: none)', () => {
    const doc = prepareDocument(
      'This Agreement shall automatically renew for successive terms of one (1) year unless either party notifies the other of its intent not to renew no later than one hundred twenty (120) days and no earlier than one hundred eighty (180) days before the end of the then-current term. Fees are due monthly.',
    );
    expect(noticeByRules(doc)?.value).toBe(120);
    expect(noticeField.find(doc)?.value).toBe(120);
  });

  it('reads a notice that ends a term running on in periods, with no word of renewal or term', () => {
    const doc = prepareDocument(
      'The Agreement shall automatically continue for additional consecutive periods of two (2) years each, unless one of the Parties terminates the Agreement with a notice period of six (6) months to the end of the respective period. Fees are due monthly.',
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[0])).toBe(true);
    expect(noticeByRules(doc)?.value).toBe(180);
  });

  it('offers each duration of the ranked sentences, marking the one the hand-written readers take', () => {
    const doc = withNotice('sixty (60) days');
    const candidates = noticeCandidates(doc, noticeField.rank(doc, noticeField.stored.clause));
    const sixty = candidates.find((c) => c.value === 60);
    expect(sixty?.features).toEqual(expect.arrayContaining(['first-rule', 'notice-follows', 'non-renewal']));
    expect(candidates.find((c) => c.value === 365)?.features).not.toContain('first-rule');
  });

  it("offers no duration of a sentence that says nothing of notice, stopping or ending (an appendix's table)", () => {
    const doc = prepareDocument(
      'This Agreement renews automatically for one-year periods. APPENDIX D Sample Power Performance Warranty Claim Number of active Systems 150 Look back period 30 Days Actual system output 80%.',
    );
    const [renewal, table] = doc.sentences;
    const candidates = noticeCandidates(doc, [
      { sentence: table, probability: 0.4, rank: 0 },
      { sentence: renewal, probability: 0.2, rank: 1 },
    ]);
    expect(candidates.filter((c) => c.sentence === table)).toEqual([]);
  });

  it('offers the durations of the sentences beside a ranked one, once, marked as neighbours with its rank', () => {
    const doc = prepareDocument(
      'This agreement will be automatically renewed at the end of every ten (10) year term. A six (6) months notice must be given by either party of their intention to terminate relations. Prices may change after one (1) year.',
    );
    const [renewal, notice, prices] = doc.sentences;
    const ranked = [
      { sentence: renewal, probability: 0.54, rank: 0 },
      { sentence: prices, probability: 0.2, rank: 1 },
    ];
    const candidates = noticeCandidates(doc, ranked);
    const fromNotice = candidates.filter((c) => c.sentence === notice);
    expect(fromNotice.map((c) => c.value)).toEqual([180]);
    expect(fromNotice[0].features).toEqual(expect.arrayContaining(['near:rank:0', 'near:p:0.3']));
    expect(fromNotice[0].features).not.toContain('rank:0');
    // A ranked sentence is read as itself, never again as a neighbour.
    expect(candidates.filter((c) => c.sentence === prices).map((c) => c.features[0])).toEqual(['rank:1']);
  });

  it('names no notice below the choice model’s threshold, and gives its probability as confidence', () => {
    const doc = withNotice('sixty (60) days');
    const found = noticeField.find(doc);
    expect(found?.value).toBe(60);
    expect(found?.confidence).toBeGreaterThanOrEqual(noticeField.stored.choice!.threshold);
    const strict = { ...noticeField.stored.choice!, threshold: 1 };
    expect(noticeField.find(doc, { ...noticeField.stored, choice: strict })).toBeNull();
  });

  it('does not take a payment term for a notice period', () => {
    const doc = prepareDocument('Invoices are payable within thirty (30) days of receipt. Notices are sent by mail.');
    expect(noticeField.find(doc)).toBeNull();
  });

  it('does not take the notice of a price increase before a renewal for notice to stop one', () => {
    const doc = prepareDocument(
      'This Agreement renews automatically for successive one-year terms. Vendor may increase fees upon sixty (60) days notice before any Renewal Term. Ohio law governs.',
    );
    expect(noticeByRules(doc)).toBeNull();
    expect(noticeField.find(doc)).toBeNull();
  });

  it('does not take a renewal quotation sent before the end for notice to stop a renewal', () => {
    const doc = prepareDocument(
      'This Agreement shall not renew automatically. The Licensor will send a renewal quotation at least 90 days before the end of the Subscription Period. English law governs.',
    );
    expect(noticeByRules(doc)).toBeNull();
    expect(noticeField.find(doc)).toBeNull();
  });

  it('judges the words of some other notice near the notice, within its own field of run-together key terms', () => {
    // An order form's lines run together into one sentence: the customer's name is no insurance policy.
    const keyTerms = prepareDocument(
      'Initial Term: 24 months Renewal: This Order Form renews automatically for successive 12-month Renewal Terms Notice of non-renewal: at least 60 days before the end of the then-current term Customer: Bayview Mutual Insurance Company Provider: Claimwise Software, Inc. Annual Fees: $36,000 per year.',
    );
    expect(aboutStoppingRenewal(keyTerms, keyTerms.sentences[0])).toBe(true);
    expect(noticeByRules(keyTerms)?.value).toBe(60);
    expect(noticeField.find(keyTerms)?.value).toBe(60);
    // The same words in the notice's own field still make it another notice.
    const prices = prepareDocument(
      'Renewal: This Order Form renews automatically for successive 12-month Renewal Terms Price Changes: Provider may increase fees upon sixty (60) days notice before any Renewal Term Customer: Bayview Mutual Insurance Company.',
    );
    expect(noticeByRules(prices)).toBeNull();
  });

  it('takes a table\'s next row label for no notice after a renewal\'s length: "12 months Notice to cancel | 60 days"', () => {
    // A key terms table's rows run together (seventy-first mailbox batch: 360 days, the renewal's 12 months).
    const table = prepareDocument(
      'Term | 1 January 2026 - 31 December 2026\nRenewal | Automatic, for further periods of 12 months\nNotice to cancel | 60 days before the renewal date\nFee | GBP 7,500 per month',
    );
    expect(noticeByRules(table)?.value).toBe(60);
  });

  it('does not take a termination at any time beside an expiry "at the end of the Term" for stopping a renewal', () => {
    // Fortieth held-out renewal batch: thirty days, in a contract that does not renew.
    for (const end of ['Term', 'Initial Term']) {
      const doc = prepareDocument(
        `The initial term of this Agreement is three (3) years. Either party may terminate this Agreement at any time, for any reason, upon thirty (30) days’ prior written notice to the other party; otherwise this Agreement shall expire at the end of the ${end}.`,
      );
      expect(noticeByRules(doc), end).toBeNull();
    }
    // A notice that expires at the end of a period, or a termination to take effect then, still stops one.
    const british = prepareDocument(
      'On the expiry of the Initial Term, the Agreement will carry on for further periods of twelve (12) months each, subject to termination by either party on three (3) months’ written notice expiring at the end of any such period.',
    );
    expect(noticeByRules(british)?.value).toBe(90);
    const atTheEnd = prepareDocument(
      'Either party may terminate this Agreement at the end of the Initial Term by giving ninety (90) days written notice.',
    );
    expect(noticeByRules(atTheEnd)?.value).toBe(90);
  });

  it('does not take a wish to go on, or a forecast due before a year ends, for stopping a renewal', () => {
    // Drafted in CUAD's filing style and put into work contracts that do not renew: the first gave 60 days at 0.87.
    for (const other of [
      'If Licensee wishes to continue to use the Software after the Term, it shall so notify Licensor no later than sixty (60) days before the end of the Term.',
      'Distributor shall deliver to Company, at least six (6) months before the end of each calendar year, a written forecast of its purchases for the following year.',
      // Nor an intention to do something else before an expiry (fourth batch of other notices: read as 120 days).
      'The Franchisee shall notify the Franchisor at least one hundred twenty (120) days before the expiration of the lease of the Premises of any intention to relocate.',
    ]) {
      const doc = prepareDocument(`The term of this Agreement is four (4) years. ${other} Ohio law governs.`);
      expect(aboutStoppingRenewal(doc, doc.sentences[1])).toBe(false);
      expect(noticeByRules(doc)).toBeNull();
    }
    // Not wishing to go on is stopping.
    const stop = prepareDocument(
      'The term of this Agreement is one year and renews automatically. If either party does not wish to continue this Agreement, it shall notify the other no later than sixty (60) days before the end of the Term.',
    );
    expect(noticeByRules(stop)?.value).toBe(60);
  });

  it("does not take a notice before another thing's expiry for stopping a renewal, but one before any renewal term's", () => {
    // Drafted and put into a work contract that does not renew (second batch of other notices): it gave 90 days.
    const other = prepareDocument(
      'The term of this Agreement is four (4) years. The Licensee shall notify the Licensor no later than ninety (90) days before the expiry of any third-party licence required for the Products. Ohio law governs.',
    );
    expect(aboutStoppingRenewal(other, other.sentences[1])).toBe(false);
    expect(noticeByRules(other)).toBeNull();
    const renewal = prepareDocument(
      'This Agreement renews automatically for one-year periods. Either party may stop it by notice given no later than ninety (90) days before the expiry of any renewal term. Ohio law governs.',
    );
    expect(noticeByRules(renewal)?.value).toBe(90);
  });

  it('reads the notice on which a party may end any renewal term for convenience, beside the renewal', () => {
    // The hundred-and-thirty-fourth held-out renewal batch: the renewal was read, its notice was not ("terminate any
    // Renewal Term" named no agreement the notice ends); a renewal that runs on for as long as neither party has ended
    // it on notice (the same batch) gives its notice too.
    const renewal = prepareDocument(
      'The term of this Agreement is four (4) years. The Initial Term shall be extended automatically for successive Renewal Terms of twelve months each, provided that Customer may terminate any Renewal Term for convenience upon ninety (90) days written notice. Ohio law governs.',
    );
    expect(noticeByRules(renewal)?.value).toBe(90);
    const runsOn = prepareDocument(
      "The term of this Agreement is four (4) years. This Agreement shall remain in effect after the expiration of the Initial Term for as long as neither party has terminated it by giving the other party at least six (6) months' written notice. Ohio law governs.",
    );
    expect(noticeByRules(runsOn)?.value).toBe(180);
  });

  it("takes a supplier's word that it will contact the customer before the end for a reminder, not a notice", () => {
    // The hundred-and-fiftieth mailbox batch: a gas contract's "we will contact you 60 days before it ends" was read as
    // a notice period of 60 days.
    const gas = prepareDocument(
      'Fixed price: 4.9p/kWh until 31 March 2028. Your contract will not roll over automatically; we will contact you 60 days before it ends.',
    );
    expect(noticeByRules(gas)).toBeNull();
  });

  it('reads the notice that ends a rental that "rolls on every 4 weeks until you give us" it', () => {
    // The hundred-and-forty-seventh mailbox batch: "rolls on" (not "rolls over") every few weeks read no notice.
    const cabin = prepareDocument(
      "Rental is £420 per 4 weeks with a minimum term of 12 weeks; after that it rolls on every 4 weeks until you give us 7 days' notice to collect.",
    );
    expect(noticeByRules(cabin)?.value).toBe(7);
  });

  it('reads a notice "before the end of a membership year": a year named for what the agreement grants is its own', () => {
    // A trade association's membership (hundred-and-forty-sixth mailbox batch): "unless the member resigns" named no
    // party the readers know, and "of a membership year" was taken for another thing's end, so no notice was read.
    const membership = prepareDocument(
      'Membership year: 1 March 2027 - 29 February 2028. Membership continues from year to year unless the member resigns in writing at least one month before the end of a membership year.',
    );
    expect(noticeByRules(membership)?.value).toBe(30);
  });

  it('does not take a notice of an intention to do something else before the end of the Term', () => {
    // Sixth batch of other notices, in a work contract that does not renew: it gave 180 days.
    const doc = prepareDocument(
      "The term of this Agreement is four (4) years. The Tenant shall give the Landlord at least six (6) months' notice prior to the end of the Term if it intends to remove its trade fixtures. Ohio law governs.",
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[1])).toBe(false);
    expect(noticeByRules(doc)).toBeNull();
    const ending = prepareDocument(
      "This Agreement renews automatically for one-year periods. The Tenant shall give the Landlord at least six (6) months' notice prior to the end of the Term if it intends to terminate this Agreement. Ohio law governs.",
    );
    expect(noticeByRules(ending)?.value).toBe(180);
  });

  it('does not take a notice of a wish, or a question, to do something else before the end of the Term', () => {
    // Twelfth and thirteenth batches of other notices, in work contracts that do not renew: each gave 180 days.
    expect(
      noticeInFourYearTerm(
        "Tenant shall give Landlord at least six (6) months' notice prior to the end of the Term if it wishes to have the signage removed.",
      ),
    ).toBeNull();
    expect(
      noticeInFourYearTerm(
        'Tenant shall notify Landlord at least six (6) months before the expiration of the Term whether it will remove the Alterations.',
      ),
    ).toBeNull();
    // A wish to end, to give notice, or not to go on is one.
    expect(
      noticeInFourYearTerm(
        "This Agreement renews automatically for one-year periods. If Tenant wishes to give notice of termination, it shall do so at least six (6) months' prior to the end of the Term.",
      )?.value,
    ).toBe(180);
    expect(
      noticeInFourYearTerm(
        'This Agreement renews automatically for one-year periods unless Tenant notifies Landlord at least six (6) months before the end of the Term that it does not wish to have this Agreement renewed.',
      )?.value,
    ).toBe(180);
    expect(
      noticeInFourYearTerm(
        'This Agreement renews automatically for one-year periods. Tenant shall notify Landlord at least six (6) months before the end of the Term whether the Lease will be terminated.',
      )?.value,
    ).toBe(180);
  });

  it('does not take the notice before a licence a state grants is renewed for one that stops a renewal', () => {
    // Third batch of other things renewed: read as 60 days once the sentence ranked among the notice's three.
    expect(
      noticeInFourYearTerm(
        'Franchisee shall cause its liquor license to be renewed before it expires and shall notify Franchisor at least sixty (60) days before its expiration if renewal is in doubt.',
      ),
    ).toBeNull();
    // A licence agreement's own renewal is still one.
    expect(
      noticeInFourYearTerm(
        'This License shall be renewed automatically for one-year periods unless Licensee notifies Licensor at least sixty (60) days before its expiration.',
      )?.value,
    ).toBe(60);
  });

  it('does not take a notice that tells a fact before the end of the Term for one that stops a renewal', () => {
    // Twelfth and fourteenth batches of other notices: 90 and 60 days.
    expect(
      noticeInFourYearTerm(
        'Not less than sixty (60) days before the end of the Term, the Agent shall notify the Principal of the name of any proposed successor agent.',
      ),
    ).toBeNull();
    expect(
      noticeInFourYearTerm(
        'Distributor shall give Supplier ninety (90) days’ notice before the end of the Term of its inventory of Products on hand.',
      ),
    ).toBeNull();
    // Nor one of goods withdrawn from sale (sixteenth batch of other notices: 120 days).
    expect(
      noticeInFourYearTerm(
        'Supplier shall provide Purchaser with at least one hundred twenty (120) days notice prior to the end of the Term of any Product it intends to discontinue after the Term.',
      ),
    ).toBeNull();
    // Notice of what ends the agreement is still one.
    expect(
      noticeInFourYearTerm(
        'This Agreement renews automatically for one-year periods. Not less than sixty (60) days before the end of the Term, either party may notify the other of its intention to terminate this Agreement.',
      )?.value,
    ).toBe(60);
  });

  it('reads the notice "in advance" of a party that intends to terminate on expiry, as translated contracts put it', () => {
    // Renewal batch 112: "intent to terminate" was known, not the verb "intends to terminate".
    expect(
      noticeInFourYearTerm(
        'If either party intends to terminate this Contract upon its expiration, it shall notify the other party in writing thirty (30) days in advance; otherwise this Contract shall be automatically renewed for another year.',
      )?.value,
    ).toBe(30);
  });

  it('reads the notice of contracts drafted in other languages, in their English', () => {
    // Mailbox batch 125 (Spanish, French) and a plain "one of the parties": each read no notice.
    const renewing = 'This Agreement shall be extended for equal periods of one year';
    expect(
      noticeInFourYearTerm(
        `${renewing}, unless one of the parties communicates to the other its will not to extend it with at least two months of anticipation.`,
      )?.value,
    ).toBe(60);
    expect(
      noticeInFourYearTerm(
        `${renewing} unless either party notifies the other with an anticipation of at least 30 days.`,
      )?.value,
    ).toBe(30);
    expect(
      noticeInFourYearTerm(
        `${renewing}, except denunciation by one of the parties by registered letter respecting a notice of three months.`,
      )?.value,
    ).toBe(90);
    expect(
      noticeInFourYearTerm(`${renewing}, except termination by either party with three months' notice.`)?.value,
    ).toBe(90);
    expect(
      noticeInFourYearTerm(`${renewing} unless one of the parties notifies the other at least two months in advance.`)
        ?.value,
    ).toBe(60);
  });

  it('does not take a notice before the end of a period named for another subject, but one before the Initial Period', () => {
    // Drafted and put into a work contract that does not renew (fifth batch of other notices): it gave 30 days.
    const other = prepareDocument(
      "The term of this Agreement is four (4) years. The Lender shall give the Borrower not less than thirty (30) days' notice prior to the expiry of the Availability Period. Ohio law governs.",
    );
    expect(aboutStoppingRenewal(other, other.sentences[1])).toBe(false);
    expect(noticeByRules(other)).toBeNull();
    // The word before "Period" names the subject, whatever qualifies it (sixth batch: it gave 60 days).
    const review = prepareDocument(
      'The term of this Agreement is four (4) years. The Landlord shall notify the Tenant of the proposed new rent at least sixty (60) days before the expiration of the Rent Review Period. Ohio law governs.',
    );
    expect(noticeByRules(review)).toBeNull();
    const own = prepareDocument(
      "This Agreement renews automatically for one-year periods. Either party may stop it by giving not less than thirty (30) days' notice prior to the expiry of the Initial Period. Ohio law governs.",
    );
    expect(noticeByRules(own)?.value).toBe(30);
  });

  it("does not take a notice before the anniversary of a meeting, but one before the agreement's anniversary", () => {
    // Ninth batch of other notices, in a work contract that does not renew: it gave 120 days.
    const meeting = prepareDocument(
      'The term of this Agreement is four (4) years. Shareholders must give the Secretary notice of any nomination not later than one hundred twenty (120) days before the anniversary of the last annual meeting. Ohio law governs.',
    );
    expect(noticeByRules(meeting)).toBeNull();
    const own = prepareDocument(
      'This Agreement renews automatically on each anniversary of the Effective Date. Either party may stop it by giving notice not later than one hundred twenty (120) days before the anniversary of the Effective Date. Ohio law governs.',
    );
    expect(noticeByRules(own)?.value).toBe(120);
  });

  it('takes a renewal stopped "unless the Customer elects otherwise in writing" before the end for one stopped by notice', () => {
    // Twenty-first held-out renewal batch: no notice was read, the renewal taken for one at the Customer's election.
    const doc = prepareDocument(
      'The term of this Agreement is one (1) year. At the end of the Term, this Agreement will renew for another year unless the Customer elects otherwise in writing at least thirty (30) days before the end of the Term. Ohio law governs.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('takes a notice that a party does not wish to extend, before the then-scheduled expiration, for one that stops it', () => {
    const doc = prepareDocument(
      'This Agreement commences on January 1, 2020 for one (1) year. The Term shall be automatically extended for one (1) year periods unless, at least forty-five (45) days before the then-scheduled expiration, either Party notifies the other that it does not wish to extend. Delaware law governs.',
    );
    expect(noticeByRules(doc)?.value).toBe(45);
    expect(noticeField.find(doc)?.value).toBe(45);
  });

  it('takes a notice of ending for any reason other than breach for one that stops a renewal, not one of a breach', () => {
    const excepted = prepareDocument(
      'This agreement will be automatically renewed at the end of every ten (10) year term. A six (6) months notice must be given by either party of their intention to terminate relations due to any reason other than breach of this agreement.',
    );
    expect(noticeByRules(excepted)?.value).toBe(180);
    const breach = prepareDocument(
      'This agreement will be automatically renewed at the end of every ten (10) year term. Either party may terminate this agreement for breach on thirty (30) days notice if the breach is not cured.',
    );
    expect(noticeByRules(breach)).toBeNull();
  });

  it('does not take the notice to exercise an option to renew for notice to stop a renewal', () => {
    for (const option of [
      'Customer may extend the term for one additional year by giving written notice of its election to extend at least six (6) months before the end of the term.',
      'This Agreement is renewable by Customer for a further two years upon written notice given not less than ninety (90) days before the end of the initial term.',
      // "may be renewed": the option's word ends in "-ed" (it was read as automatic, and its notice taken).
      'This Agreement may be renewed by Supplier for successive one year terms by notifying Customer in writing at least sixty days before the end of the then-current term.',
    ]) {
      const doc = prepareDocument(`The term of this Agreement is four (4) years. ${option} Ohio law governs.`);
      const candidates = noticeCandidates(doc, noticeField.rank(doc, noticeField.stored.clause));
      expect(candidates.filter((c) => c.sentence.text === option)).toEqual([]);
      expect(noticeField.find(doc)).toBeNull();
    }
  });

  it('does not take the notice that exercises an option, said in the sentence after the one granting it', () => {
    // A lease's option in two sentences, put into a work contract that does not renew: it gave 180 days.
    for (const [grant, exercise] of [
      [
        'Lessee shall have the right to renew this Lease for two further periods of five (5) years each.',
        'Lessee shall exercise that right by written notice to Lessor at least six (6) months before the end of the original Term.',
      ],
      [
        'Reseller may extend this Agreement for one further term of three (3) years.',
        'The option shall be exercised by written notice to the Company no later than ninety (90) days before the Term ends.',
      ],
    ]) {
      const doc = prepareDocument(
        `The term of this Agreement is four (4) years. ${grant} ${exercise} Ohio law governs.`,
      );
      const sentence = doc.sentences.find((candidate) => candidate.text === exercise)!;
      expect(aboutStoppingRenewal(doc, sentence)).toBe(false);
      const candidates = noticeCandidates(doc, noticeField.rank(doc, noticeField.stored.clause));
      expect(candidates.filter((c) => c.sentence === sentence)).toEqual([]);
      expect(noticeField.find(doc)).toBeNull();
    }
    // An extension that waits on one party's request: its notice asks for it.
    const requested = prepareDocument(
      'The term of this Agreement is four (4) years. This Lease shall be extended for a further period of five (5) years if the Lessee so requests by written notice given not later than twelve (12) months before the expiry of the Term. Ohio law governs.',
    );
    expect(noticeByRules(requested)).toBeNull();
    expect(noticeField.find(requested)).toBeNull();
    // A right to end the agreement, exercised on notice, is still notice to stop a renewal.
    const ending = prepareDocument(
      'This Agreement renews automatically for one-year terms. Either party may exercise its right to terminate at the end of any term by giving sixty (60) days written notice of non-renewal.',
    );
    expect(noticeByRules(ending)?.value).toBe(60);
  });

  it('does not take an early termination on notice, "unless terminated earlier", for notice to stop a renewal', () => {
    // A mailbox's NDA and a work-part reseller agreement (cuad-493) that do not renew: each gave its notice period.
    const doc = prepareDocument(
      "This Agreement shall expire three (3) years from the date of the last signature below, unless terminated earlier by either party upon thirty (30) days' written notice.",
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[0])).toBe(false);
    expect(noticeByRules(doc)).toBeNull();
    // Not terminated earlier: the notice that stops the term running on.
    const stop = prepareDocument(
      "This Agreement shall renew for successive one-year terms unless terminated by either party upon thirty (30) days' written notice.",
    );
    expect(noticeByRules(stop)?.value).toBe(30);
  });

  it('does not take the notice of a fee before a patent renewal for notice to stop a renewal', () => {
    // Drafted in CUAD's filing style and put into a work contract that does not renew: it gave 60 days.
    const doc = prepareDocument(
      'The term of this Agreement is four (4) years. Licensor shall give Licensee written notice of any renewal fee at least sixty (60) days before the renewal of any patent registration. Ohio law governs.',
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[1])).toBe(false);
    expect(noticeByRules(doc)).toBeNull();
    expect(noticeField.find(doc)).toBeNull();
    // A renewal at the then-current fees keeps its notice.
    const own = prepareDocument(
      'This Agreement renews automatically at the then-current fees unless either party gives sixty (60) days notice of non-renewal.',
    );
    expect(noticeByRules(own)?.value).toBe(60);
  });

  it('does not take the notice that exercises an option to renew for notice to stop a renewal, by the readers too', () => {
    // A franchisor's letter: outside a contract's text the readers' notice stands, and they took 180 days.
    const doc = prepareDocument(
      'Your Franchise Agreement expires on June 30, 2026. Under Section 3.2, you may renew for an additional ten (10) year term by giving us written notice at least six (6) months before expiration.',
    );
    expect(aboutStoppingRenewal(doc, doc.sentences[1])).toBe(false);
    expect(noticeByRules(doc)).toBeNull();
  });

  it('does not take the notice that stops the renewal of something else, a letter of credit', () => {
    // Drafted in CUAD's filing style and put into a work contract that does not renew: it gave 60 days.
    const other =
      'The letter of credit shall be automatically extended for successive one-year periods until the Final Payment Date, unless the issuing bank notifies the Beneficiary at least sixty (60) days before its expiry.';
    const doc = prepareDocument(`The term of this Agreement is four (4) years. ${other} Ohio law governs.`);
    const candidates = noticeCandidates(doc, noticeField.rank(doc, noticeField.stored.clause));
    expect(candidates.filter((c) => c.sentence.text === other)).toEqual([]);
    // The agreement's own renewal, with a price word in it, keeps its notice.
    const own = prepareDocument(
      'The term of this Agreement is one year. This Agreement renews automatically at the then-current prices unless either party gives sixty (60) days notice of non-renewal. Ohio law governs.',
    );
    const ranked = noticeField.rank(own, noticeField.stored.clause);
    expect(noticeCandidates(own, ranked).map((c) => c.value)).toContain(60);
  });

  it('reads the notice of a party that "elects not to continue" a year-to-year term', () => {
    const doc = prepareDocument(
      'Following the Initial Term, the Agreement continues on a year-to-year basis until either party elects not to continue by providing written notice no fewer than 60 days before the anniversary date. Invoices are payable within thirty (30) days.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
    expect(noticeField.find(doc)?.value).toBe(60);
  });

  it("reads a renewal's own notice before an earlier one of some other period's expiration", () => {
    const doc = prepareDocument(
      'The Standstill Period ends on the date that is thirty (30) days prior to the expiration of the advance notice period for director nominations. This Agreement shall thereafter be extended for successive one-year periods unless terminated by either party upon written notice given not less than ninety (90) days before the end of the then-current period.',
    );
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it("takes no notice from a lease's renewal named in another agreement", () => {
    const doc = prepareDocument(
      'The Lease between Landlord and Tenant dated June 1, 2017 renews automatically for successive five-year periods unless Tenant gives twelve months notice; nothing in this Agreement shall extend or renew the Lease. Invoices are payable within thirty (30) days.',
    );
    expect(noticeByRules(doc)).toBeNull();
    expect(noticeField.find(doc)).toBeNull();
  });

  it.each([
    ["It will then continue month to month until either of us gives 30 days' written notice.", 30],
    ["After the minimum term, your membership continues monthly until you cancel with one month's notice.", 30],
    ["Thereafter the membership rolls monthly until either party gives one month's notice.", 30],
    [
      "Thereafter this Agreement continues month-to-month until either party gives fifteen (15) days' written notice.",
      15,
    ],
  ])(
    'reads the notice that ends a term running on "until you cancel" or "until either of us gives" it: "%s"',
    (sentence, days) => {
      const doc = prepareDocument(
        `This retainer runs for six months from February 1, 2026. ${sentence} The fee is $6,500.`,
      );
      expect(noticeByRules(doc)?.value).toBe(days);
    },
  );

  it('reads a notice given before "the roll-forward date" as before the renewal date', () => {
    const doc = prepareDocument(
      'The Initial Term is one (1) year. The Agreement shall roll forward for consecutive periods of twelve (12) months unless the Customer opts out by notice given no fewer than forty-five (45) days before the roll-forward date.',
    );
    expect(noticeByRules(doc)?.value).toBe(45);
  });

  it('reads "Cancel any time with 30 days\' notice" after a sentence that renews by itself', () => {
    const doc = prepareDocument(
      "Your rental renews automatically each month. Cancel any time with 30 days' notice. Amount due: $39.00",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
    // Not after a sentence that renews nothing.
    const alone = prepareDocument("Your rental is billed each month. Cancel any time with 30 days' notice.");
    expect(noticeByRules(alone)).toBeNull();
  });

  it('reads a notice "until cancelled in writing with one month\'s notice" after a rental that runs on quarterly', () => {
    // The hundred-and-ninth mailbox batch's water cooler: no notice, its rental no agreement's noun and "in writing"
    // between "cancelled" and "with".
    const doc = prepareDocument(
      "Minimum hire period: 12 months. After the minimum hire period the rental continues quarterly until cancelled in writing with one month's notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });

  it('reads no notice in a "sentence" of a whole section run together, but the renewal\'s own after it', () => {
    const section = `The Standstill Period shall not be extended and ends on the date that is thirty (30) days prior to the expiration of the advance notice period. ${'The Investor shall not acquire further securities, propose any merger, or solicit proxies, and the conditions in this paragraph apply, '.repeat(20)}`;
    const doc = prepareDocument(
      `${section.replace(/\. /g, ', ')}. This Agreement shall thereafter be extended for successive one-year periods unless terminated by either party upon written notice given not less than ninety (90) days before the end of the then-current period.`,
    );
    expect(doc.sentences[0].text.length).toBeGreaterThan(2000);
    expect(noticeByRules(doc)?.value).toBe(90);
  });

  it('reads notice that a party "does not wish to continue", and notice to end "at the close of" the current term', () => {
    // eval:drafted's hundred-and-sixteenth renewal batch: both read no notice.
    const rollover = prepareDocument(
      'This Agreement will roll over for consecutive twelve-month periods until one party tells the other in writing, at least forty-five (45) days before a rollover date, that it does not wish to continue.',
    );
    expect(noticeByRules(rollover)?.value).toBe(45);
    const close = prepareDocument(
      'The continuation of this Agreement for each successive Renewal Term of one (1) year shall not require any action by either party; a party that wishes the Agreement to end at the close of the current term shall so notify the other at least thirty (30) days in advance.',
    );
    expect(noticeByRules(close)?.value).toBe(30);
  });

  it('reads a "Notice Period" field beside a renewal that runs by itself, and not one beside none', () => {
    // eval:drafted's hundred-and-seventeenth renewal batch, a key-terms table's rows: read no notice.
    expect(noticeByRules(prepareDocument('Auto Renew: Yes\nNotice Period: 30 days'))?.value).toBe(30);
    expect(
      noticeByRules(prepareDocument('Renews automatically: Yes\nCancellation Notice Period: 45 days'))?.value,
    ).toBe(45);
    expect(noticeByRules(prepareDocument('Delivery: within 10 days\nNotice Period: 30 days'))).toBeNull();
  });

  it('reads a form\'s "Notice required to cancel" and a table\'s bare "Notice" cell beside a renewal that runs by itself', () => {
    // eval:drafted's hundred-and-nineteenth renewal batch: no notice, or a filing's other one.
    expect(noticeByRules(prepareDocument('Auto-renewal: Yes\nNotice required to cancel: 60 days'))?.value).toBe(60);
    expect(noticeByRules(prepareDocument('Renewal | 12 months, automatic | Notice | 90 days'))?.value).toBe(90);
    expect(noticeByRules(prepareDocument('Delivery | 10 days | Notice | 90 days'))).toBeNull();
  });

  it('reads the notice that ends terms that remain in force until either side ends them', () => {
    // The hundred-and-forty-fifth mailbox batch: "will remain in force until either of us ends them by giving 30
    // days' written notice" read no notice, where "shall continue in effect until terminated" read one.
    const terms = (verb: string) =>
      noticeByRules(
        prepareDocument(
          `TERMS OF BUSINESS\nThese terms apply from 1 October 2027 and ${verb} until either of us ends them by giving 30 days' written notice.`,
        ),
      )?.value;
    expect(terms('will remain in force')).toBe(30);
    expect(terms('will continue in force')).toBe(30);
  });
});

describe('the hundred-and-sixty-fifth mailbox batch (advertising and media)', () => {
  it('reads notice in "If you do not wish to renew, please let us know ... before the renewal date"', () => {
    // A media monitoring subscription's renewal notice: read as a renewal made on request, its notice no notice.
    const doc = prepareDocument(
      'Your subscription to MediaWatch Pro will renew on 28/02/2027 for a further 12 months at £4,800 + VAT.\nIf you do not wish to renew, please let us know in writing at least 60 days before the renewal date.',
    );
    expect(noticeByRules(doc)?.value).toBe(60);
    // Renewing on request, the notice is how to renew, not how to stop.
    const onRequest = prepareDocument(
      'Your subscription ends on 28/02/2027.\nTo renew it for a further 12 months, please let us know at least 60 days before the end date.',
    );
    expect(noticeByRules(onRequest)).toBeNull();
  });
});

describe('the hundred-and-seventy-first mailbox batch (insurance)', () => {
  it('reads notice in "unless you instruct us otherwise at least 30 days before the renewal date"', () => {
    // A fleet motor policy: no notice.
    const doc = prepareDocument(
      'Renewal date: 1 October 2027\nYour policy will be renewed automatically for a further 12 months unless you instruct us otherwise at least 30 days before the renewal date.',
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });
});

describe('the hundred-and-seventy-third mailbox batch (engagement letters)', () => {
  it('reads notice in "After that, month to month with 30 days\' notice"', () => {
    // An outsourced CFO: no notice.
    const doc = prepareDocument(
      "Start date: 04/01/2027\nMinimum term: 6 months\nAfter that, month to month with 30 days' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });
});

describe('the hundred-and-eighty-first mailbox batch (freelance and consultancy)', () => {
  it('reads a field\'s "Notice to end the engagement after the minimum term:" as its notice', () => {
    // A fractional CTO: no notice.
    const doc = prepareDocument(
      'Start date: 1 June 2027. Minimum term: 3 months, then monthly.\nNotice to end the engagement after the minimum term: 4 weeks.',
    );
    expect(noticeByRules(doc)?.value).toBe(28);
  });
});

describe('the hundred-and-eighty-eighth mailbox batch (serviced offices)', () => {
  it('reads the notice to cancel a membership billed monthly, said in the next sentence', () => {
    // A coworking welcome e-mail: no notice.
    const doc = prepareDocument(
      "Your Hot Desk membership starts on 4 January 2027 and is billed monthly at £220. You can cancel anytime with one month's notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });
});

describe('the hundred-and-ninety-third mailbox batch (self-storage, parking and garages)', () => {
  it('reads notice in "continues every 4 weeks until either party gives 14 days\' notice"', () => {
    // A self-storage licence: no notice.
    const doc = prepareDocument(
      "Start date: 2 March 2027. This licence runs for a minimum of 4 weeks and continues every 4 weeks until either party gives 14 days' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(14);
  });
});

describe('the two-hundred-and-eighteenth mailbox batch (agencies and brokers)', () => {
  it('reads notice in a renewal stopped "unless revoked by one month\'s written notice"', () => {
    // A customs agent's appointment: no notice.
    const doc = prepareDocument(
      "This appointment is valid for 12 months from 1 February 2027 and will renew automatically for further 12-month periods unless revoked by one month's written notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });
});

describe('the two-hundred-and-eighty-third mailbox batch (jewellers, tailors, antiques and auctions)', () => {
  it('reads "Turn off auto-renew ... at least 24 hours before", with nothing after "before", as a day\'s notice', () => {
    const doc = prepareDocument(
      'Your Gemstone Market seller plan (Plus) renews on 20 January 2027 for another 12 months at £120. Turn off auto-renew in your settings at least 24 hours before.',
    );
    expect(noticeByRules(doc)?.value).toBe(1);
    // Turning off something else is no renewal stopped.
    expect(noticeByRules(prepareDocument(doc.flat.replace('auto-renew', 'notifications')))).toBeNull();
  });
});

describe('the two-hundred-and-eighty-ninth mailbox batch (food by subscription)', () => {
  it('reads "cancel ... at least 24 hours before", after a sentence that renews the plan, as a day\'s notice', () => {
    const app =
      'Your Paprika Plus annual plan renews on 30 May 2027 (£29.99/year). Manage or cancel in the App Store at least 24 hours before.';
    expect(noticeByRules(prepareDocument(app))?.value).toBe(1);
    // After a booking that renews nothing, a time to cancel is no notice to stop a renewal.
    const lesson = 'Your lesson is booked for 30 May 2027. Cancel at least 24 hours before.';
    expect(noticeByRules(prepareDocument(lesson))).toBeNull();
  });
});

describe('the two-hundred-and-seventy-ninth mailbox batch (motorhomes and campervans)', () => {
  it('reads "Cancel ... at least 7 days before your next billing date" after a listing that rolls monthly', () => {
    const listing =
      'Your fleet listing on VanShare Pro costs £49 a month and rolls monthly. Cancel in your dashboard at least 7 days before your next billing date.';
    expect(noticeByRules(prepareDocument(listing))?.value).toBe(7);
  });
});

describe('the two-hundred-and-ninety-third mailbox batch (print and signs)', () => {
  it('reads a store\'s "one month\'s notice to collect" beside its rolling month as the notice to end it', () => {
    const stand =
      "Storage of your exhibition stand: £60 per month from 1 December 2026, rolling monthly; one month's notice to collect.";
    expect(noticeByRules(prepareDocument(stand))?.value).toBe(30);
  });
});

describe('the two-hundred-and-ninety-fifth mailbox batch (making music)', () => {
  it('reads "The booking rolls monthly; either side can end it with one month\'s notice" as the notice to end it', () => {
    const room =
      "Rehearsal room B, every Tuesday 7-10pm, £180 per month. The booking rolls monthly; either side can end it with one month's notice.";
    expect(noticeByRules(prepareDocument(room))?.value).toBe(30);
  });
});

describe('the three-hundred-and-sixth mailbox batch (visitor attractions)', () => {
  it('reads "thereafter rolling yearly unless 6 months\' notice is given" as the notice to stop it', () => {
    const carPark =
      "Car park management: ANPR system and enforcement at no cost to the landowner, for 5 years from 1 October 2027; thereafter rolling yearly unless 6 months' notice is given.";
    expect(noticeByRules(prepareDocument(carPark))?.value).toBe(180);
  });
});

describe('the three-hundred-and-twenty-first mailbox batch (surf and scuba)', () => {
  it('reads "one month\'s notice to give it up" as the notice to end a rolling rental', () => {
    const rack =
      "Board storage: one rack space at the beach hut, £45 per quarter, rolling quarterly, one month's notice to give it up.";
    expect(noticeByRules(prepareDocument(rack))?.value).toBe(30);
  });
});

describe('the three-hundred-and-seventy-second mailbox batch (notices to stop a renewal as filed)', () => {
  it('reads a notice past the name it is given in brackets after it', () => {
    const named =
      'The Agreement shall renew automatically for successive one (1) year periods unless a party gives written notice of non-renewal at least one hundred twenty (120) days (the "Notice Period") before the end of the then current term.';
    expect(noticeByRules(prepareDocument(named))?.value).toBe(120);
  });
});

describe('the three-hundred-and-ninety-seventh mailbox batch (terms that go on without end after an initial term)', () => {
  it('reads the notice of a term run on "until terminated by mutual written agreement ... or by either party"', () => {
    // "by mutual written agreement" is an ending here, not an extension both parties must agree.
    const runsOn = (ended: string) =>
      noticeByRules(
        prepareDocument(
          `The Initial Term of this Agreement is two (2) years. Following the Initial Term, this Agreement shall continue in effect until ${ended} one hundred twenty (120) days' prior written notice.`,
        ),
      )?.value;
    expect(runsOn('terminated by mutual written agreement of the parties or by either party upon')).toBe(120);
    expect(runsOn('terminated by either party upon')).toBe(120);
  });
});

describe('the four-hundred-and-fifth mailbox batch (terms run on as longer agreements put them)', () => {
  it('reads the days notice of termination takes to be effective as its notice period', () => {
    expect(
      noticeWrittenIn(
        'This Agreement shall continue in effect thereafter until either Party provides the other Party with written notice of termination, which shall be effective one hundred eighty (180) days after receipt.',
      ),
    ).toBe(180);
  });
});

describe('the four-hundred-and-sixth mailbox batch (terms run on in distribution, licence and franchise agreements)', () => {
  it('reads notice beside a breach the sentence denies, and not beside a notice of breach', () => {
    const notice = (text: string) => noticeByRules(prepareDocument(text))?.value ?? null;
    expect(
      notice(
        "At the end of the Term, if the Franchisee is not in breach, this Agreement continues in force without a set expiry date until terminated by either party on 6 months' written notice.",
      ),
    ).toBe(180);
    expect(
      notice(
        "At the end of the Term, this Agreement continues in force until terminated by either party on 6 months' written notice of any breach.",
      ),
    ).toBeNull();
  });

  it('reads the notice that ends an agreement that endures indefinitely until terminated', () => {
    expect(
      noticeByRules(
        prepareDocument(
          "This Agreement commences on 1 August 2027 and shall endure indefinitely until terminated by either Party on 30 (thirty) days' written notice.",
        ),
      )?.value,
    ).toBe(30);
  });
});

describe('the four-hundred-and-seventh mailbox batch (terms run on, their notice written in many ways)', () => {
  it('reads "by notice in writing of at least 6 weeks" as six weeks', () => {
    expect(
      noticeWrittenIn(
        'This Agreement shall continue for a minimum period of twelve months and thereafter until terminated by either party by notice in writing of at least 6 weeks.',
      ),
    ).toBe(42);
  });
});

describe('the four-hundred-and-eighth mailbox batch (terms run on, translated into English)', () => {
  it('reads "with 30 days of notice" as thirty days\' notice, not a cure "within 30 days of notice"', () => {
    expect(noticeWrittenIn('It can be cancelled by either party with 30 days of notice.')).toBe(30);
    expect(noticeWrittenIn('The breach must be cured within 30 days of notice.')).toBeNull();
  });
});

describe('the four-hundred-and-eleventh mailbox batch (terms run on, told by vendors again)', () => {
  it('reads the notice after a sentence that runs the service on once the original term expired', () => {
    const ALARM =
      'Your original contract term of 36 months expired on 30 September 2026. As we have not heard from you, your monitoring service has continued and will carry on without a fixed end date.';
    const NOTICE = "Should you wish to cancel, please give us 30 days' notice in writing.";
    expect(noticeByRules(prepareDocument(`${ALARM} ${NOTICE}`))?.value).toBe(30);
    // With nothing run on before it, the notice ends nothing the readers know of.
    expect(noticeByRules(prepareDocument(`Thank you for your order. ${NOTICE}`))).toBeNull();
  });
});

describe('the four-hundred-and-twelfth mailbox batch (terms run on, for small firms, charities and distributors)', () => {
  it('reads "if you ever want to stop, just give us 4 weeks\' notice" after visits that go on after the term', () => {
    const doc = prepareDocument(
      "Your fixed term finishes on 28 February 2027. We'll keep visiting as normal after that - there's no new contract to sign and no end date; if you ever want to stop, just give us 4 weeks' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(28);
  });
});

describe('the four-hundred-and-thirteenth mailbox batch (terms run on, in referrals, frameworks and plans)', () => {
  it('reads "opt out at any time with one month\'s notice" as notice to end what runs on', () => {
    const doc = prepareDocument(
      "Your initial term will be up on 31 May 2027. After that the plan keeps going on the same terms with no set end date, and you can opt out at any time with one month's notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(30);
  });
});

describe('the four-hundred-and-fourteenth mailbox batch (terms run on, as vendors tell their customers again)', () => {
  it('reads "hand the equipment back at any time with one month\'s notice" after a lease that rolled on', () => {
    const lease =
      'Your phone system lease reached the end of its 36-month minimum term on 31 October 2026 and has rolled onto an ongoing arrangement on the same monthly rental.';
    const handBack = "You can hand the equipment back at any time with one month's notice.";
    expect(noticeByRules(prepareDocument(`${lease} ${handBack}`))?.value).toBe(30);
    expect(noticeByRules(prepareDocument(`Thank you for your order. ${handBack}`))).toBeNull();
  });
});

describe('the four-hundred-and-seventeenth mailbox batch (terms run on, as vendors tell their customers a fourth time)', () => {
  it('reads the notice in a sentence that itself runs the agreement on after the initial term expires', () => {
    const initialTerm =
      'We are writing to confirm that the Initial Term of your Managed Services Agreement expires on 31 March 2027.';
    const runsOn =
      "In accordance with clause 14.2, the Agreement will not end on that date but will remain in force thereafter unless and until terminated by either party on not less than three (3) months' written notice.";
    expect(noticeByRules(prepareDocument(`${initialTerm} ${runsOn}`))?.value).toBe(90);
    // Without an initial term ended before it, nothing runs on that the notice could end.
    expect(noticeByRules(prepareDocument(`Thank you for your order. ${runsOn}`))).toBeNull();
  });

  it('reads "you\'re free to leave at any time with 60 days\' notice" after payroll that runs on', () => {
    const doc = prepareDocument(
      "Your introductory contract period closes on 31 December 2026; from then on we'll keep running your payroll on the same fees, and you're free to leave at any time with 60 days' notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(60);
  });
});

describe('the four-hundred-and-eighteenth mailbox batch (terms run on, in logistics and transport)', () => {
  it('reads "give us 7 days\' notice before you return it" after a hire left running as an open hire', () => {
    const ended = 'The 6-month hire on van KX21 ABC came to the end of its fixed period on 10 November 2026.';
    const runsOn =
      "We've left it running as an open hire, so keep the van for as long as you need it and give us 7 days' notice before you return it.";
    expect(noticeByRules(prepareDocument(`${ended} ${runsOn}`))?.value).toBe(7);
    expect(noticeByRules(prepareDocument(`Thank you for your booking. ${runsOn}`))).toBeNull();
  });
});

describe('the four-hundred-and-twentieth mailbox batch (terms run on, in marketing, media and creative work)', () => {
  it('reads "terminable by either side on one month\'s notice" as notice to end what runs on', () => {
    const pr =
      "As the fixed term of our PR engagement ended on 31 October 2026, we confirm that the engagement continues on an ongoing basis, terminable by either side on one month's notice.";
    expect(noticeByRules(prepareDocument(pr))?.value).toBe(30);
    expect(
      noticeByRules(prepareDocument("The licence is terminable by either side on one month's notice.")),
    ).toBeNull();
  });
});

describe('the four-hundred-and-twenty-first mailbox batch (terms run on, in hospitality and events)', () => {
  it('reads "withdraw from it by giving six months\' written notice" after a sponsorship that runs on', () => {
    const doc = prepareDocument(
      "The Sponsor's initial commitment covers the 2027 and 2028 festivals and ends on 30 September 2028. After that, the sponsorship remains in place indefinitely, and either party may withdraw from it by giving six months' written notice.",
    );
    expect(noticeByRules(doc)?.value).toBe(180);
    expect(
      noticeByRules(prepareDocument("Either party may withdraw from the event by giving six months' written notice.")),
    ).toBeNull();
  });

  it('reads "until one of us gives 45 days\' notice" far from the verb, once the introductory term has ended', () => {
    const runsOn =
      "As agreed, the engagement continues on the same basis, open-ended, until one of us gives 45 days' notice.";
    expect(
      noticeByRules(prepareDocument(`Your engagement's introductory term has now ended (31 August 2026). ${runsOn}`))
        ?.value,
    ).toBe(45);
    expect(noticeByRules(prepareDocument(`Thank you. ${runsOn}`))).toBeNull();
  });
});

describe('the four-hundred-and-twenty-third mailbox batch (terms run on, in energy, farming and utilities)', () => {
  it('reads "you can close it with 30 days\' notice" after an account that runs on', () => {
    expect(
      noticeByRules(
        prepareDocument(
          "The 12-month introductory period on your fuel card account ended on 31 October 2026. Your account simply continues as normal with no fixed end, and you can close it with 30 days' notice.",
        ),
      )?.value,
    ).toBe(30);
    expect(noticeByRules(prepareDocument("You can close it with 30 days' notice."))).toBeNull();
  });

  it('reads "tell us you are leaving at least 30 days before that date" as the way out of a renewal', () => {
    expect(
      noticeByRules(
        prepareDocument(
          'Your electricity contract ends on 30 September 2027. If you do not agree a new contract or tell us you are leaving at least 30 days before that date, it will automatically renew for another 12 months.',
        ),
      )?.value,
    ).toBe(30);
    expect(
      noticeByRules(
        prepareDocument(
          'Please tell us if you are leaving at least 30 days before that date, so we can arrange a final meter reading.',
        ),
      ),
    ).toBeNull();
  });
});

describe('the four-hundred-and-twenty-fourth mailbox batch (terms run on, in services to households)', () => {
  it('reads "until you decide to leave, and you only need to give us 30 days\' notice" as notice to end', () => {
    expect(
      noticeByRules(
        prepareDocument(
          "Your broadband minimum term ended on 2 November 2026. Nothing changes: your contract just carries on until you decide to leave, and you only need to give us 30 days' notice.",
        ),
      )?.value,
    ).toBe(30);
    // A decision about something else is still another thing's notice.
    expect(
      noticeByRules(prepareDocument("We will give you 30 days' notice of any decision to change the price.")),
    ).toBeNull();
  });
});

describe('the four-hundred-and-twenty-fifth mailbox batch (terms run on, in services to households again)', () => {
  it('reads the notice of a plan that "keeps going at the same price until you tell us to end it"', () => {
    expect(
      noticeByRules(
        prepareDocument(
          "Your 24-month phone contract finishes on 12 March 2027. After that, your airtime plan keeps going at the same price until you tell us to end it (30 days' notice).",
        ),
      )?.value,
    ).toBe(30);
    // A price's change is still another thing's notice.
    expect(noticeByRules(prepareDocument("We will give you 30 days' notice of any change to the price."))).toBeNull();
  });
});

describe('the four-hundred-and-twenty-sixth mailbox batch (terms run on, in professional services)', () => {
  it('reads "terminate it at the end of any calendar month by giving one month\'s notice" after what runs on', () => {
    const notice = "Either party may terminate it at the end of any calendar month by giving one month's notice.";
    expect(
      noticeByRules(
        prepareDocument(
          `We confirm that, now that the initial one-year term of the services agreement has expired (on 15 September 2026), the agreement continues to apply without limitation of time. ${notice}`,
        ),
      )?.value,
    ).toBe(30);
    expect(noticeByRules(prepareDocument(notice))).toBeNull();
  });
});

describe('the four-hundred-and-twenty-seventh mailbox batch (terms rolled on, in rentals and hire)', () => {
  it('reads "If you don\'t want it to roll over again, let us know at least 60 days before the anniversary"', () => {
    const notice = "If you don't want it to roll over again, let us know at least 60 days before the anniversary.";
    expect(
      noticeByRules(
        prepareDocument(
          `Your Teamboard Business subscription reached the end of its first year on 31 August 2026 and has rolled over into a new 12-month term. ${notice}`,
        ),
      )?.value,
    ).toBe(60);
    // Wanting it to roll over, told before, takes the renewal up: no notice to stop one.
    expect(
      noticeByRules(
        prepareDocument(
          `Your Teamboard Business subscription reached the end of its first year on 31 August 2026 and has rolled over into a new 12-month term. ${notice.replace("don't want", 'want')}`,
        ),
      ),
    ).toBeNull();
  });

  it('reads a row\'s "Notice to cease: 30 days" after a line rolling every 30 days', () => {
    expect(
      noticeByRules(prepareDocument('Current status: out of contract, rolling every 30 days\nNotice to cease: 30 days'))
        ?.value,
    ).toBe(30);
  });
});

describe('the four-hundred-and-thirtieth mailbox batch (terms run on, in sport, leisure and clubs)', () => {
  it('reads a membership that "can be resigned with three months\' written notice" after it runs on', () => {
    const runsOn = 'From 1 April 2027 your membership continues on an open-ended basis';
    const ended = "Your golf membership's first-year commitment ends on 31 March 2027.";
    expect(
      noticeByRules(prepareDocument(`${ended} ${runsOn} and can be resigned with three months' written notice.`))
        ?.value,
    ).toBe(90);
    expect(
      noticeByRules(prepareDocument(`${ended} ${runsOn} and can be upgraded with three months' written notice.`)),
    ).toBeNull();
  });
});

describe('the four-hundred-and-thirty-first mailbox batch (terms run on, in facilities and maintenance)', () => {
  it('reads "either of us can stop them with one month\'s notice" after collections that carried on', () => {
    const ended = "Your trade waste collection agreement's fixed period came to an end on 30 September 2026.";
    const carriedOn = 'Collections have carried on since on the same terms;';
    expect(
      noticeByRules(prepareDocument(`${ended} ${carriedOn} either of us can stop them with one month's notice.`))
        ?.value,
    ).toBe(30);
    expect(
      noticeByRules(prepareDocument(`${ended} ${carriedOn} either of us can reschedule them with one month's notice.`)),
    ).toBeNull();
  });
});

describe("the four-hundred-and-thirty-second mailbox batch (terms run on, in vendors' e-mails a fifth time)", () => {
  it('reads "; closing needs 14 days\' notice" after an account that stays active until closed', () => {
    const ended = 'Your commitment period with Stackwise ended on 15 September 2026.';
    const runsOn = 'It stays active on your current plan until you close it;';
    expect(noticeByRules(prepareDocument(`${ended} ${runsOn} closing needs 14 days' notice.`))?.value).toBe(14);
    expect(noticeByRules(prepareDocument(`${ended} ${runsOn} billing needs 14 days' notice.`))).toBeNull();
  });
});

describe('the four-hundred-and-thirty-fifth mailbox batch (terms run on, in transport, logistics and storage)', () => {
  const ended =
    'Our courier service started on 3 February 2026 with an initial 6-month term, which ended on 2 August 2026.';
  const notice = (text: string) => noticeByRules(prepareDocument(`${ended} ${text}`))?.value ?? null;

  it('reads notice to "stop the arrangement", not to stop a driver', () => {
    const runsOn = 'Collections have carried on as normal since, and either of us can stop';
    expect(notice(`${runsOn} the arrangement with 30 days' notice.`)).toBe(30);
    expect(notice(`${runsOn} the driver with 30 days' notice.`)).toBeNull();
  });

  it('reads notice "to return the bikes", in the plural too, not to return an invoice', () => {
    const runsOn = "The lease remains in place with no end date - just give us 30 days' notice to return";
    expect(notice(`${runsOn} the bikes.`)).toBe(30);
    expect(notice(`${runsOn} the invoices.`)).toBeNull();
  });
});

describe('the four-hundred-and-thirty-eighth mailbox batch (terms run on, in retail and shops)', () => {
  it('reads "; either side may give three months\' notice" after what rolls on, not notice of a price change', () => {
    const runsOn =
      'Your concession had a fixed first term of 12 months, which ran out on 31 January 2026. Since February the arrangement has simply rolled on with no end date;';
    expect(noticeByRules(prepareDocument(`${runsOn} either side may give three months' notice.`))?.value).toBe(90);
    expect(
      noticeByRules(prepareDocument(`${runsOn} either side may give three months' notice of a price change.`)),
    ).toBeNull();
  });
});

describe('the four-hundred-and-fortieth mailbox batch (terms run on, in homes let and rented)', () => {
  it('reads notice to "hand back the key", not notice of rent changes after it', () => {
    const runsOn = "The first three months were fixed; you're now on an open-ended licence and can hand back";
    expect(noticeByRules(prepareDocument(`${runsOn} the key with four weeks' notice.`))?.value).toBe(28);
    expect(
      noticeByRules(prepareDocument(`${runsOn} the key, and we post rent changes with four weeks' notice.`)),
    ).toBeNull();
  });
});

describe('the four-hundred-and-forty-second mailbox batch (terms run on, in manufacturing and supply)', () => {
  it('reads notice to end supply "on the agreed price list", not supply on a price list it may change', () => {
    const behind = "That period is behind us now and we're simply continuing to supply";
    const until = "open-ended, until one of us pulls the plug with 60 days' notice.";
    expect(noticeByRules(prepareDocument(`${behind} on the agreed price list, ${until}`))?.value).toBe(60);
    expect(noticeByRules(prepareDocument(`${behind} on a price list we may change, ${until}`))).toBeNull();
  });
});

describe('the four-hundred-and-forty-seventh mailbox batch (terms run on, in text messages and chat notes)', () => {
  it('reads notice "before you want to return it" on an open hire, not before you want to change it', () => {
    const hire =
      "Van WX21 KLM: min hire 28 days from 3 Aug 2026, after that it's an open hire - give us 7 days' notice";
    expect(noticeByRules(prepareDocument(`${hire} before you want to return it.`))?.value).toBe(7);
    expect(noticeByRules(prepareDocument(`${hire} before you want to change it.`))).toBeNull();
  });
});

describe("the four-hundred-and-fiftieth mailbox batch (terms run on, a sixth of vendors' e-mails)", () => {
  it('reads "to hand the kit back, give us 60 days\' notice", not notice to change the kit', () => {
    const left =
      "Your phone system's 36-month lease ended on 31 August 2026. So it's been left in place on a no-fixed-term";
    expect(noticeByRules(prepareDocument(`${left} basis; to hand the kit back, give us 60 days' notice.`))?.value).toBe(
      60,
    );
    expect(noticeByRules(prepareDocument(`${left} basis; to change the kit, give us 60 days' notice.`))).toBeNull();
  });
});

describe('the four-hundred-and-fifty-fourth mailbox batch (terms run on, in hair, beauty and spa businesses)', () => {
  it('reads a row "Notice to end the hire: 2 weeks" after a hire that runs on, not notice to end a delivery', () => {
    const hire = 'Towel hire: minimum term 13 weeks from the first delivery on 2 March 2026, then open-ended.';
    expect(noticeByRules(prepareDocument(`${hire} Notice to end the hire: 2 weeks.`))?.value).toBe(14);
    expect(noticeByRules(prepareDocument(`${hire} Notice to end the delivery: 2 weeks.`))).toBeNull();
  });
});

describe('the four-hundred-and-fifty-sixth mailbox batch (terms run on, in arts and culture)', () => {
  it('reads notice to "give it back" and notice "from either party", not notice of a price change', () => {
    const since = 'Minimum hire 6 months from 1 October 2025; since 1 April 2026 it has been on an open-ended hire,';
    expect(noticeByRules(prepareDocument(`${since} and you can give it back with 2 weeks' notice.`))?.value).toBe(14);
    const now = 'The bar concession was fixed for its first year. It now continues indefinitely on the same terms,';
    expect(noticeByRules(prepareDocument(`${now} subject to six months' notice from either party.`))?.value).toBe(180);
    expect(noticeByRules(prepareDocument(`${now} subject to six months' notice of any price change.`))).toBeNull();
  });
});
