import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import {
  commencesOnEvent,
  definedYearName,
  endFromSentence,
  explicitEnd,
  perpetualAnywhere,
  saysPerpetual,
} from './term';
import {
  namedNotCounted,
  clauseSpeaksOfSomethingElse,
  speaksOfAnotherSubject,
  speaksOfInstancesOnly,
  speaksOfOtherThingsOnly,
  speaksOfPaymentsOnly,
  speaksOfSomethingElse,
} from './term-cues';

const sentence = (text: string) => ({ text, start: 0, end: text.length });

describe('endFromSentence', () => {
  it('counts no term from its own label: a row in capitals run into the sentence after it', () => {
    const rows =
      'START DATE: 1 DECEMBER 2026 MINIMUM TERM: 3 MONTHS AFTER THE MINIMUM TERM, MEMBERSHIP CONTINUES MONTHLY.';
    expect(endFromSentence(sentence(rows), '2026-12-01')).toBe('2027-03-01');
    // Counted from another thing, a length still is: "36 MONTHS AFTER THE INSTALLATION DATE" is no end without its day.
    const counted = 'TERM: 36 MONTHS AFTER THE INSTALLATION DATE.';
    expect(endFromSentence(sentence(counted), '2026-12-01')).toBeNull();
  });

  it('reads the date of an end listed after an event, "whichever is earlier", not "whichever is later"', () => {
    // The hundred-and-fortieth mailbox batch: a clinical trial agreement read no end.
    const until = (which: string) =>
      explicitEnd(
        `This Agreement shall remain in effect until the completion of the close-out visit at the Site or 31 December 2029, whichever is ${which}.`,
      );
    expect(until('earlier')).toBe('2029-12-31');
    expect(until('later')).toBeNull();
  });

  it('counts a length the document says it is for from the start it names, not a deadline for the event it counts from', () => {
    // The hundred-and-thirty-fifth and -sixth mailbox batches.
    expect(endFromSentence(sentence('This agreement is for 12 months.'), '2027-01-02')).toBe('2028-01-02');
    const event =
      'The Licence shall be for a period of seven (7) years from the date of first publication of the Translation, which shall be no later than eighteen (18) months from the date of this Agreement.';
    expect(endFromSentence(sentence(event), '2027-02-03')).toBeNull();
  });

  it("counts a length under four weeks only as a term's or a hire's labelled value", () => {
    // The hundred-and-thirty-third mailbox batch: "Hire period: 14 days from 3 March 2027" read no end.
    expect(endFromSentence(sentence('Hire period: 14 days from 3 March 2027'), null)).toBe('2027-03-17');
    expect(endFromSentence(sentence('Term: 2 weeks from 3 March 2027'), null)).toBe('2027-03-17');
    // A payment's, a cure's or a notice's days are none.
    expect(endFromSentence(sentence('Payment period: 14 days from 3 March 2027'), null)).toBeNull();
    expect(endFromSentence(sentence('Invoices are payable 14 days from 3 March 2027.'), null)).toBeNull();
  });

  it('ends a term that "will end automatically on" a date on that date, not at the length before it', () => {
    // The hundred-and-thirty-fourth mailbox batch: nine months from 6 September 2027 were counted to 6 June 2028.
    const consultancy =
      'The engagement is for a fixed period of 9 months starting on 6 September 2027 and will end automatically on 5 June 2028.';
    expect(endFromSentence(sentence(consultancy), null)).toBe('2028-06-05');
  });

  it('reads an employment that "is permanent" as without end, and counts no term from its probationary period', () => {
    // The hundred-and-fifty-first mailbox batch: a nanny's contract ended when its probation of 3 months did.
    const nanny =
      'Your employment begins on 3 January 2027 and is permanent, subject to a probationary period of 3 months.';
    expect(saysPerpetual(nanny)).toBe(true);
    expect(endFromSentence(sentence(nanny), '2027-01-03')).toBeNull();
    // Nor is a probation the term in a fixed-term contract's sentence.
    expect(
      endFromSentence(sentence('There is a probationary period of 3 months from 3 January 2027.'), null),
    ).toBeNull();
  });

  it('reads the day a term is extended to, not the end it has now, and the dated end of the period under way', () => {
    // The hundred-and-forty-eighth mailbox batch: an addendum's current end was read, and a cancelled subscription's
    // "until the end of your current billing period on 19 December 2026" read no end.
    expect(
      explicitEnd(
        'The Lease Term, which currently ends on 30 September 2027, is extended by twelve (12) months to 30 September 2028.',
      ),
    ).toBe('2028-09-30');
    // Not extended, the end it has is the end.
    expect(explicitEnd('The Lease Term, which currently ends on 30 September 2027, will not be renewed.')).toBe(
      '2027-09-30',
    );
    expect(
      explicitEnd(
        'Your subscription will remain active until the end of your current billing period on 19 December 2026 and will not renew.',
      ),
    ).toBe('2026-12-19');
  });

  it("reads a range as the term's for support or a hire, but not an event's days", () => {
    // The hundred-and-thirty-third mailbox batch: a purchase order's "FY2028 support (October 1, 2027 – September 30,
    // 2028)" and a venue's "Dates: 12–14 May 2027" read no end (their dashes hyphens here, as normalized).
    expect(explicitEnd('Description: FY2028 support (October 1, 2027 - September 30, 2028)')).toBe('2028-09-30');
    expect(explicitEnd('VENUE HIRE CONFIRMATION Event: Regional Sales Conference Dates: 12-14 May 2027')).toBe(
      '2027-05-14',
    );
    expect(explicitEnd('EXHIBITOR CONTRACT Event: BuildExpo 2027, 8-10 October 2027 Booth: B-112')).toBeNull();
  });

  it('reads an end date with a condition set between its verb and the date', () => {
    // The hundred-and-forty-first held-out term batch: "shall expire, unless renewed ..., on" read no end.
    expect(
      explicitEnd('This Agreement shall expire, unless renewed in accordance with Section 2.2, on January 31, 2023.'),
    ).toBe('2023-01-31');
    expect(explicitEnd('This Agreement terminates, subject to Article 9, on June 30, 2024.')).toBe('2024-06-30');
  });

  it("reads a range whose end has its time of day before it, and a sponsorship's range", () => {
    // The hundred-and-forty-second mailbox batch: a venue's hire and a youth league's sponsorship read no end.
    expect(explicitEnd('Hire period: 08:00 on 14 April 2027 to 18:00 on 16 April 2027')).toBe('2027-04-16');
    expect(explicitEnd('Hire period: 14 April 2027 to 6 pm, 16 April 2027')).toBe('2027-04-16');
    expect(explicitEnd('Your Gold sponsorship covers the 2027 season (March 1 - November 30, 2027).')).toBe(
      '2027-11-30',
    );
  });

  it('counts no term from a price\'s "a month" or "a year"', () => {
    // A retainer confirmed by e-mail (a mailbox probe): "a month from 1 December 2026" was a term of one month.
    const retainer = 'Happy to confirm the retainer: GBP 2,500 a month from 1 December 2026 for six months.';
    expect(namedNotCounted(retainer, retainer.indexOf('a month'), 'a month')).toBe(true);
    const fee = 'The fee is $99 a year.';
    expect(namedNotCounted(fee, fee.indexOf('a year'), 'a year')).toBe(true);
    // A length that is no price's rate still counts.
    const term = 'This Agreement runs for a year from 1 March 2027.';
    expect(namedNotCounted(term, term.indexOf('a year'), 'a year')).toBe(false);
    expect(endFromSentence(sentence(term), null)).toBe('2028-03-01');
  });

  it('counts a length written before its noun from the day that noun started, and ends one that runs on after a day', () => {
    // The ninety-first mailbox batch: a gym's membership read no end at all.
    const started = 'Your 12-month membership started on 5 January 2026.';
    expect(endFromSentence(sentence(started), null)).toBe('2027-01-05');
    const runsOn = `${started.slice(0, -1)} and will continue on a rolling monthly basis after 4 January 2027.`;
    expect(endFromSentence(sentence(runsOn), '2026-01-05')).toBe('2027-01-04');
    expect(endFromSentence(sentence('The subscription continues month to month after March 31, 2027.'), null)).toBe(
      '2027-03-31',
    );
  });

  it('ends a term on an anniversary of a day the document names and dates, and not where it dates none', () => {
    // The hundred-and-sixtieth mailbox batch's hotel management agreement: no end read.
    const text =
      'The initial term of this Agreement shall expire on the fifteenth (15th) anniversary of the Opening Date.';
    expect(endFromSentence(sentence(text), null, undefined, null, new Map([['opening date', '2028-04-01']]))).toBe(
      '2043-04-01',
    );
    expect(endFromSentence(sentence(text), '2027-01-01')).toBeNull();
  });

  it('counts a length written before its noun from the day before it: "from 1 March 2027, on a 6-month licence"', () => {
    // The hundred-and-fifty-fifth mailbox batch's room licence: no end read.
    const licence = 'Your room licence is for Tuesdays and Thursdays, from 1 March 2027, on a 6-month licence.';
    expect(endFromSentence(sentence(licence), null)).toBe('2027-09-01');
    // A day that starts nothing the length measures is still not its start.
    expect(endFromSentence(sentence('Invoiced on 1 March 2027, on a 6-month licence.'), null)).toBeNull();
  });

  it('ends a term "until midnight, Pacific Time, on" a date on that date', () => {
    // The seventy-fourth held-out term batch: no end was read.
    expect(
      explicitEnd(
        'This Agreement shall be effective for the period from the Effective Date until midnight, Pacific Time, on December 31, 2024.',
      ),
    ).toBe('2024-12-31');
  });

  it('counts a length from the day after another measure it is the alternative to: "36 months or 36,000 miles from"', () => {
    // The hundred-and-first mailbox batch: no end was read.
    const warranty = 'Your extended warranty covers 36 months or 36,000 miles from 2 June 2026, whichever comes first.';
    expect(endFromSentence(sentence(warranty), null)).toBe('2029-06-02');
  });

  it("reads the end an extension sets, not the end it replaces, and a period's end dated in brackets", () => {
    // Mailbox batch 126.
    expect(
      explicitEnd(
        'The Initial Term, which was scheduled to end on December 31, 2026, is extended to December 31, 2027.',
      ),
    ).toBe('2027-12-31');
    expect(explicitEnd('This Agreement shall continue until the end of the quarter (June 30, 2027).')).toBe(
      '2027-06-30',
    );
  });

  it("reads an end-date label's value in the next table cell, without a colon", () => {
    // A Word or HTML table's row, as its text gives it: read no end until the colon was required no longer.
    expect(explicitEnd('Expiration Date\tDecember 31, 2022')).toBe('2022-12-31');
    expect(explicitEnd('End Date\n30 June 2022')).toBe('2022-06-30');
  });

  it('reads no end in a suspension: the contract runs on after it', () => {
    // The hundred-and-fifth mailbox batch's frozen membership, read as ending when the freeze did.
    expect(explicitEnd('Your membership is frozen from 1 January 2027 to 31 January 2027.')).toBeNull();
    expect(explicitEnd('Your membership runs from 1 January 2027 to 31 December 2027.')).toBe('2027-12-31');
  });

  it('ends a registrar\'s "We\'ll renew <domain> on" a date on that date', () => {
    // The hundredth mailbox batch: no end was read.
    expect(explicitEnd("We'll renew northwindtraders.com on Jan 20, 2027 for $20.99/yr.")).toBe('2027-01-20');
    expect(explicitEnd('We will renew your Premium plan on 3 March 2027.')).toBe('2027-03-03');
  });

  it('counts a length before its noun from the start named after the noun, "upon execution of this Master Lease" too', () => {
    // The seventieth held-out term batch: no end was read.
    const period = 'The Employment Period shall be the three-year period commencing on the Effective Date.';
    expect(endFromSentence(sentence(period), '2006-05-01')).toBe('2009-05-01');
    const lease =
      'The term of this Master Lease is a 36-month term commencing upon execution of this Master Lease by both parties.';
    expect(endFromSentence(sentence(lease), '2026-06-30')).toBe('2029-06-30');
    expect(
      endFromSentence(sentence('The three-year period commencing on the Launch is the Term.'), '2006-05-01'),
    ).toBeNull();
    // The seventy-first batch: a unit without its hyphen before the noun ("a two (2) year period").
    const spaced = 'This Agreement will be in effect for a two (2) year period starting on the Effective Date.';
    expect(endFromSentence(sentence(spaced), '2018-04-01')).toBe('2020-04-01');
  });

  it('counts a length in brackets after a name, or before a noun and some words, from the day it starts', () => {
    // The ninety-sixth mailbox batch: both read no end.
    const plan = 'Your Gold Care plan (12 months) begins today, 30 November 2026.';
    expect(endFromSentence(sentence(plan), null)).toBe('2027-11-30');
    const offer =
      'We are delighted to offer you a 6-month fixed-term contract as Research Assistant, starting 1 March 2027.';
    expect(endFromSentence(sentence(offer), null)).toBe('2027-09-01');
    // A length in brackets that a start does not follow counts from nothing here.
    expect(endFromSentence(sentence('Your Gold Care plan (12 months) costs $120.'), null)).toBeNull();
  });

  it('reads a bare "Next payment:" label as the end of the period paid for', () => {
    expect(endFromSentence(sentence('Next payment: 8 December 2026'), null)).toBe('2026-12-08');
  });

  it('reads a "Next renewal:" label and an end at a time of the 24-hour clock', () => {
    // The ninety-third mailbox batch: the label was read as the effective date, the insurer's end as none.
    expect(endFromSentence(sentence('Next renewal: 15 February 2027'), null)).toBe('2027-02-15');
    expect(endFromSentence(sentence('Your cover ends at 23:59 on 30 November 2026.'), null)).toBe('2026-11-30');
    expect(endFromSentence(sentence('The Agreement shall terminate at 17:00 hrs on 31 March 2027.'), null)).toBe(
      '2027-03-31',
    );
  });

  it("reads a certificate's validity and a membership given as a range of dates", () => {
    // The ninety-fifth mailbox batch: a membership certificate read no end.
    const certificate = 'MEMBERSHIP CERTIFICATE Member: Jordan Blake Valid: 01.09.2026 - 31.08.2027';
    expect(endFromSentence(sentence(certificate), null)).toBe('2027-08-31');
    expect(endFromSentence(sentence('Your membership: 1 January 2027 - 31 December 2027'), null)).toBe('2027-12-31');
  });

  it('reads a stay\'s departure after its arrival in one sentence, and the day a pitch "must be vacated by"', () => {
    // The two-hundred-and-twenty-first mailbox batch: a lodge's week and a seasonal pitch read no end.
    const week =
      'Lodge rental for the week: arrive Saturday 3 July 2027 after 4pm, depart Saturday 10 July 2027 by 10am.';
    expect(endFromSentence(sentence(week), '2027-07-03')).toBe('2027-07-10');
    const pitch = 'Seasonal pitch agreement: arrive from 1 April 2027, pitch must be vacated by 31 October 2027.';
    expect(endFromSentence(sentence(pitch), '2027-04-01')).toBe('2027-10-31');
    // A departure with no arrival before it is a trip's, not a stay's end.
    expect(endFromSentence(sentence('Flights depart on 10 July 2027 from Gatwick.'), null)).toBeNull();
  });

  it('reads "Your next billing date is ...", "From your next billing date on ..." and a receipt\'s "Renews 3 February 2027"', () => {
    // The two-hundred-and-twenty-third mailbox batch: a newspaper's, a streaming plan's and an app store's read no end.
    const news = 'Your next billing date is December 29, 2026.';
    expect(endFromSentence(sentence(news), null)).toBe('2026-12-29');
    const rise = 'From your next billing date on 2 March 2027, the price of your plan will increase to £12.99 a month.';
    expect(endFromSentence(sentence(rise), null)).toBe('2027-03-02');
    expect(endFromSentence(sentence('iCloud+ with 200 GB (Monthly) Renews 3 February 2027 £2.99'), null)).toBe(
      '2027-02-03',
    );
  });

  it('reads a poster campaign\'s "Campaign:" range, and a shredding service\'s term beside "Confidential waste"', () => {
    // The two-hundred-and-twenty-fifth and sixth mailbox batches: a billboard's showing read no end; a confidential
    // waste collection ended after its renewal's 12 months, its term's 24 taken for confidentiality's.
    const campaign = 'Campaign: 2-week showing, 14 June 2027 - 27 June 2027, 48-sheet panels x 12.';
    expect(endFromSentence(sentence(campaign), null)).toBe('2027-06-27');
    const shredding =
      'Confidential waste collection: fortnightly, agreement term 24 months from first collection on 7 September 2027, auto-renewing for 12 months unless cancelled in writing 3 months before expiry.';
    expect(endFromSentence(sentence(shredding), '2027-09-07')).toBe('2029-09-07');
  });

  it('reads a lease counted in quarters, a rate for stays between two days and a policy\'s "Cover ends:"', () => {
    // The two-hundred-and-twenty-seventh and eighth mailbox batches: each read no end.
    expect(endFromSentence(sentence('Lease term: 20 quarters from 1 July 2027.'), '2027-07-01')).toBe('2032-07-01');
    const rate = 'Negotiated rate of £129 per night, applicable to stays between 1 January 2027 and 31 December 2027.';
    expect(endFromSentence(sentence(rate), null)).toBe('2027-12-31');
    expect(endFromSentence(sentence('Cover starts: 15.03.2027. Cover ends: 14.03.2028.'), null)).toBe('2028-03-14');
  });

  it('reads a permit "valid" between two dates and a booking\'s range with times and weekdays', () => {
    // The two-hundred-and-thirty-second mailbox batch: a car park permit and a pool car read no end.
    expect(endFromSentence(sentence('Staff car park permit valid 01.04.2027 - 31.03.2028.'), null)).toBe('2028-03-31');
    const booking = 'Pool car booking: Mon 8 Mar 2027 09:00 - Wed 10 Mar 2027 17:00.';
    expect(endFromSentence(sentence(booking), null)).toBe('2027-03-10');
  });

  it('reads a term written as a sum with its extensions ("3 + 1 + 1 years") as the first addend\'s length', () => {
    // The two-hundred-and-twenty-second mailbox batch: a term contract read no end.
    expect(endFromSentence(sentence('Contract duration: 3 + 1 + 1 years.'), '2027-10-01')).toBe('2030-10-01');
    expect(endFromSentence(sentence('Term: 2+2 years.'), '2027-10-01')).toBe('2029-10-01');
  });

  it('reads the days a block of lessons is "to be used between" as its term', () => {
    // The two-hundred-and-nineteenth mailbox batch: a riding school's block read no end.
    const block = 'Block of 10 lessons, to be used between 5 January 2027 and 30 April 2027. Unused lessons expire.';
    expect(endFromSentence(sentence(block), null)).toBe('2027-04-30');
    expect(endFromSentence(sentence('Ten-visit pass, valid between 1 May 2027 and 31 October 2027.'), null)).toBe(
      '2027-10-31',
    );
  });

  it('counts no length an act is forbidden for', () => {
    const assign =
      "Buyer may not assign this Agreement for a period of three (3) years from the Effective Date without Seller's consent.";
    expect(endFromSentence(sentence(assign), '2020-01-01')).toBeNull();
    const allowed =
      'Licensee may assign this Agreement, which shall continue for three (3) years from the Effective Date.';
    expect(endFromSentence(sentence(allowed), '2020-01-01')).toBe('2023-01-01');
  });

  it('counts a length of term from a start written after it', () => {
    const text = 'This Agreement shall remain in effect for two (2) years from March 1, 2021.';
    expect(endFromSentence(sentence(text), '2020-01-01')).toBe('2023-03-01');
  });

  it('reads "the last day of the Nth full calendar month following the Effective Date" (or thereafter)', () => {
    const following =
      'The term shall begin on the Effective Date and end on the last day of the twenty-fourth (24th) full calendar month following the Effective Date.';
    expect(endFromSentence(sentence(following), '2021-03-03')).toBe('2023-03-31');
    const thereafter =
      'This Agreement shall continue until the last day of the twelfth full calendar month thereafter.';
    expect(endFromSentence(sentence(thereafter), '2021-12-15')).toBe('2022-12-31');
  });

  it('counts a length followed by "after which" from the effective date: "which" names what follows, no start', () => {
    const text =
      'The term of this Agreement shall be twenty-four (24) months, after which it renews for one-year periods.';
    expect(endFromSentence(sentence(text), '2020-01-01')).toBe('2022-01-01');
  });

  it('takes the end a sentence writes out, though the renewal after it speaks of successive terms', () => {
    const text =
      'This Agreement is for a term of one year ending October 31, 2025 and shall renew for successive one-year terms unless either party gives notice.';
    expect(endFromSentence(sentence(text), '2024-11-01')).toBe('2025-10-31');
    // The words before the end still judge it: a survival period's end is not the term's.
    const survival = 'The obligations survive for a period ending on October 31, 2030.';
    expect(endFromSentence(sentence(survival), '2024-11-01')).toBeNull();
  });

  it('counts a length that goes on with a shorter one: "two (2) years and six (6) months"', () => {
    const text = 'The Term of this Agreement shall be two (2) years and six (6) months from the Effective Date.';
    expect(endFromSentence(sentence(text), '2024-07-01')).toBe('2027-01-01');
  });

  it('reads an end written without "on": "The initial term ends December 31, 2026", "expires June 30, 2027"', () => {
    expect(endFromSentence(sentence('The initial term ends December 31, 2026.'), '2024-01-01')).toBe('2026-12-31');
    expect(endFromSentence(sentence('This Agreement expires June 30, 2027.'), '2024-01-01')).toBe('2027-06-30');
  });

  it('counts a length "from the Commencement Date" from the day the document dates it, if it does', () => {
    const text = '"Initial Term": the period of 36 months from the Commencement Date.';
    expect(endFromSentence(sentence(text), '2025-05-20', undefined, '2025-06-01')).toBe('2028-06-01');
    expect(endFromSentence(sentence(text), '2025-05-20')).toBe('2028-05-20');
  });

  it('reads the date of "the earlier of (a) an event, or (b) a date" as the end, not that of "the later of"', () => {
    const earlier =
      'This Agreement expires on the earlier of (a) the date on which all 100 support hours have been used, or (b) June 30, 2027.';
    expect(endFromSentence(sentence(earlier), '2026-07-01')).toBe('2027-06-30');
    const later =
      'This Agreement expires on the later of (a) the date on which all 100 support hours have been used, or (b) June 30, 2027.';
    expect(endFromSentence(sentence(later), '2026-07-01')).toBeNull();
  });

  it('counts a length the agreement "lasts for" from its start', () => {
    const text = 'This Agreement begins on the date both parties have signed it and lasts for six months.';
    expect(endFromSentence(sentence(text), '2026-02-05')).toBe('2026-08-05');
  });

  it('reads a registrar\'s labelled "Expires:" date as the end, not a notary\'s "My commission expires:"', () => {
    expect(endFromSentence(sentence('Registration period: 2 years Expires: 2028-08-09 Auto-renew: On'), null)).toBe(
      '2028-08-09',
    );
    expect(endFromSentence(sentence('Notary Public. My commission expires: May 1, 2027'), '2025-01-01')).toBeNull();
  });

  it('reads the day "your extended warranty" expires as its end, not a warranty period\'s in a contract', () => {
    const text = 'Your extended warranty for the Lumio X200 dishwasher expires on May 15, 2027.';
    expect(endFromSentence(sentence(text), null)).toBe('2027-05-15');
    const contract = 'The warranty period for the Products shall end on May 15, 2027.';
    expect(endFromSentence(sentence(contract), '2025-01-01')).toBeNull();
  });

  it('reads the day a plan "will renew again on" as its end', () => {
    const text = 'Your plan has been renewed for another year and will renew again on March 9, 2027.';
    expect(endFromSentence(sentence(text), null)).toBe('2027-03-09');
  });

  it('reads the first of monthly renewals "on the 3rd of each month, starting January 3, 2027" as the end', () => {
    const text = 'It renews automatically on the 3rd of each month, starting January 3, 2027, at $15 per editor.';
    expect(endFromSentence(sentence(text), null)).toBe('2027-01-03');
    // "It" opening a sentence stands for what the one before names; another subject does not end.
    const other = 'The discount renews automatically on the 3rd of each month, starting January 3, 2027.';
    expect(endFromSentence(sentence(other), null)).toBeNull();
  });

  it('reads the date item of an "earliest of" list of ends, and an invoice\'s "Next renewal date:"', () => {
    const list =
      'This Agreement shall terminate upon the earliest of (a) the award of a prime contract to a party other than Prime, (b) the execution of a subcontract between the parties, or (c) August 2, 2027.';
    expect(endFromSentence(sentence(list), '2026-08-03')).toBe('2027-08-02');
    const invoice =
      'Subscription period: Oct 15, 2026 - Oct 14, 2027 Auto-renewal: Enabled Next renewal date: Oct 15, 2027';
    expect(endFromSentence(sentence(invoice), null)).toBe('2027-10-15');
  });

  it('reads a key term labelled "Term End:" as the end, before a renewal length in the same lines', () => {
    const text =
      'Term Start: April 1, 2026 Term End: March 31, 2028 Renewal: Automatic, for successive 12-month periods';
    expect(endFromSentence(sentence(text), '2026-04-01')).toBe('2028-03-31');
    expect(endFromSentence(sentence('Coverage Start: 2026-12-01 Coverage End: 2027-11-30'), null)).toBe('2027-11-30');
    // A lease abstract's "Lease Expiration:" (a mailbox probe: read as no end).
    expect(
      endFromSentence(sentence('Lease Commencement: March 1, 2024 Lease Expiration: February 28, 2029'), null),
    ).toBe('2029-02-28');
    // A form's bare labels, but not "the end:" of some phrase.
    expect(endFromSentence(sentence('Start: 4 January 2027. End: 31 December 2027.'), null)).toBe('2027-12-31');
    expect(endFromSentence(sentence('Payment is due at the end: March 1, 2027 at the latest.'), null)).toBeNull();
    // A service plan's coverage given as a length and its range: the range's last day.
    expect(endFromSentence(sentence('Coverage: 12 months from 05/01/2026 to 04/30/2027.'), null)).toBe('2027-04-30');
    // A plan "your team's" (the hundred-and-ninth mailbox batch's e-mail: no end).
    expect(
      endFromSentence(
        sentence("Your team's Business plan (25 seats) will renew on 15 March 2027 for another year at $7,500."),
        null,
      ),
    ).toBe('2027-03-15');
    // A licence's or a lease's range (the hundred-and-eighth mailbox batch's invoice: no end).
    expect(endFromSentence(sentence('Annual licence: 1 June 2027 - 31 May 2028'), null)).toBe('2028-05-31');
    expect(endFromSentence(sentence('Lease: 1 May 2027 to 30 April 2029.'), null)).toBe('2029-04-30');
    // A licence's validity after its "Valid from:" (eighty-seventh mailbox batch), but not a quote's "Valid until:".
    expect(endFromSentence(sentence('Valid from: 2026-11-20 Valid until: 2027-11-19'), null)).toBe('2027-11-19');
    expect(endFromSentence(sentence('Quote Q-2231 Total: $4,800 Valid until: 2026-12-15'), null)).toBeNull();
  });

  it("counts a length after a period's label with or without its colon, and from an event dated under its own label", () => {
    // The hundred-and-forty-seventh mailbox batch: a scaffold's "Minimum hire period 6 weeks", a CCTV tower's "Minimum
    // contract: 26 weeks" and a dumpster's "Rental period: 14 days from delivery" beside "Delivery date: 06/14/2027"
    // read no end.
    const scaffold =
      'Minimum hire period 6 weeks, then charged weekly until the scaffold is struck on your instruction.';
    expect(endFromSentence(sentence(scaffold), '2027-03-08')).toBe('2027-04-19');
    expect(endFromSentence(sentence('Minimum contract: 26 weeks.'), '2027-06-21')).toBe('2027-12-20');
    const dumpster = 'Rental period: 14 days from delivery.';
    const delivered = new Map([['delivery date', '2027-06-14']]);
    expect(endFromSentence(sentence(dumpster), '2027-06-01', undefined, null, delivered)).toBe('2027-06-28');
    // Delivery the document does not date gives no end.
    expect(endFromSentence(sentence(dumpster), '2027-06-01', undefined, null, new Map())).toBeNull();
  });

  it('counts "from the date signed" from the effective date, and "from the delivery date" from the day so labelled', () => {
    const terms =
      'These Terms apply for twelve (12) months from the date signed and to every introduction made in that period.';
    expect(endFromSentence(sentence(terms), '2026-05-12')).toBe('2027-05-12');
    const hire = 'Term: 36 months from the delivery date';
    const days = new Map([['delivery date', '2026-03-14']]);
    expect(endFromSentence(sentence(hire), '2026-03-01', undefined, null, days)).toBe('2029-03-14');
    // A day the document does not date gives no end.
    expect(endFromSentence(sentence(hire), '2026-03-01', undefined, null, new Map())).toBeNull();
    // "from the Launch Date" likewise: the day of an event, not the effective date (a held-out term placing's false
    // end, sixty-fourth batch).
    const program = 'The term of the Joint Marketing Program shall be two (2) years from the Launch Date.';
    expect(endFromSentence(sentence(program), '1999-10-29', undefined, null, new Map())).toBeNull();
    const launched = new Map([['launch date', '2000-02-01']]);
    expect(endFromSentence(sentence(program), '1999-10-29', undefined, null, launched)).toBe('2002-02-01');
    // The same in capitals, as a conspicuous clause is printed: still the event's day.
    expect(endFromSentence(sentence(program.toUpperCase()), '1999-10-29', undefined, null, new Map())).toBeNull();
    expect(endFromSentence(sentence(program.toUpperCase()), '1999-10-29', undefined, null, launched)).toBe(
      '2002-02-01',
    );
  });

  it('reads an end written "on the 31st day of December, 2024", in words, and after "at midnight on"', () => {
    for (const text of [
      'This Agreement expires on the 31st day of December, 2024.',
      'This Agreement shall terminate on the thirty-first day of December, 2024.',
      'The Agreement expires at midnight on the thirty-first (31st) day of December, 2024.',
      'This Agreement shall remain in effect through and including December 31, 2024.',
    ])
      expect(endFromSentence(sentence(text), '2022-03-01')).toBe('2024-12-31');
  });

  it('reads an end at a time of day, with the place whose time it is between: "shall end at 5:00 p.m. (...) on"', () => {
    for (const text of [
      'The term hereof shall begin on the Effective Date and shall end at 5:00 p.m. (local time in New York, New York) on December 31, 2024.',
      'This Agreement shall expire at 11:59 p.m. Eastern Time on December 31, 2024.',
      'This Agreement expires at noon on December 31, 2024.',
      'This Agreement shall continue until 12:00 midnight on December 31, 2024.',
    ])
      expect(endFromSentence(sentence(text), '2022-03-01'), text).toBe('2024-12-31');
    // "No later than" after a verb of ending puts the end on its date too (thirty-third held-out term batch).
    expect(
      endFromSentence(
        sentence(
          'This Agreement shall continue for the duration of the Project and in any event shall terminate no later than December 31, 2024.',
        ),
        '2022-03-01',
      ),
    ).toBe('2024-12-31');
    // A day's number is no time of day.
    expect(endFromSentence(sentence('This Agreement shall continue until 31 December 2024.'), '2022-03-01')).toBe(
      '2024-12-31',
    );
  });

  it('reads an end named by another instrument\'s end with its date after it: "the expiration date of the Master Lease, which is"', () => {
    for (const [text, end] of [
      [
        'This Sublease shall expire on the expiration date of the Master Lease, which is December 31, 2030.',
        '2030-12-31',
      ],
      ['This Agreement ends on the termination date of the Prime Contract, being 30 June 2029.', '2029-06-30'],
    ])
      expect(endFromSentence(sentence(text), '2024-03-01'), text).toBe(end);
    // Without its date, another instrument's end is no date of this one's.
    expect(
      endFromSentence(sentence('This Sublease shall expire on the expiration date of the Master Lease.'), '2024-03-01'),
    ).toBeNull();
  });

  it('counts a length "from the day it is signed" from the effective date, as "from the date it is signed"', () => {
    const text = 'The Contract shall be valid for three years from the day it is signed by both parties.';
    expect(endFromSentence(sentence(text), '2022-03-01')).toBe('2025-03-01');
  });

  it('counts a length with two words before its unit: "twenty-four (24) consecutive calendar months"', () => {
    const text =
      'The term of this Agreement shall be a period of twenty-four (24) consecutive calendar months beginning on the Effective Date.';
    expect(endFromSentence(sentence(text), '2022-03-01')).toBe('2024-03-01');
  });

  it('counts "the end of the Nth month thereafter" in months from the start, in words or digits', () => {
    const thereafter =
      'Term of Agreement: from the Effective Date until the end of the forty-eighth (48th) month thereafter.';
    expect(endFromSentence(sentence(thereafter), '2022-01-21')).toBe('2026-01-21');
    const following =
      'This Agreement shall continue until the expiration of the thirty-sixth month following the Effective Date.';
    expect(endFromSentence(sentence(following), '2022-01-21')).toBe('2025-01-21');
    // Full calendar months still end on a month's last day, now in compound ordinals too.
    const calendar =
      'This Agreement shall continue until the last day of the thirty-sixth full calendar month thereafter.';
    expect(endFromSentence(sentence(calendar), '2022-01-21')).toBe('2025-01-31');
  });

  it('counts a length from "the date of its signature", "the date of the last signature", "of full execution" and "the date on which it is signed"', () => {
    for (const text of [
      'This Agreement shall be in force for a period of two years starting from the date of its signature.',
      'This Contract shall remain in effect for a term of two (2) years, commencing on the date of the last signature hereto.',
      'The Agreement shall end automatically twenty-four months after the date on which it is signed by the last party.',
      'This Agreement will expire on the second anniversary of the date on which it was signed.',
      // Its full or mutual execution (hundred-and-sixteenth held-out term batch: read no end in one filing).
      'This Agreement shall remain in force for two (2) years from the date of full execution of this Agreement.',
      'The term of this Agreement is two years from the date of mutual execution.',
    ])
      expect(endFromSentence(sentence(text), '2022-03-01')).toBe('2024-03-01');
  });

  it('counts a length "from signature" or "from execution" from the effective date, not one from a delivery note\'s', () => {
    const text = 'The duration of this Agreement is three (3) years from signature.';
    expect(endFromSentence(sentence(text), '2020-03-01')).toBe('2023-03-01');
    const its = 'This Agreement shall remain in force for five (5) years from its execution.';
    expect(endFromSentence(sentence(its), '2020-03-01')).toBe('2025-03-01');
    const both = 'The duration of this Contract is four (4) years from its signature by both Parties.';
    expect(endFromSentence(sentence(both), '2020-03-01')).toBe('2024-03-01');
    const customers = 'This Agreement runs for two years from signature by the Customer of the Order.';
    expect(endFromSentence(sentence(customers), '2020-03-01')).toBeNull();
    const other = 'This Agreement runs for two years from signature of the delivery note.';
    expect(endFromSentence(sentence(other), '2020-03-01')).toBeNull();
  });

  it('counts "the end of the third (3rd) Contract Year" in years that begin on the effective date\'s day', () => {
    const text = 'This Agreement shall remain in force until the end of the third (3rd) Contract Year.';
    expect(endFromSentence(sentence(text), '2026-07-01', 'Contract Year')).toBe('2029-07-01');
    const doc = prepareDocument(
      '1.4 "Contract Year" means each period of twelve (12) months beginning on July 1. ' + text,
    );
    expect(definedYearName(doc, '2026-07-01')).toBe('Contract Year');
    // Years that begin on another day than the effective date's are not counted from it.
    expect(definedYearName(doc, '2026-03-03')).toBeUndefined();
  });

  it('finds a contract "concluded for an indefinite period" anywhere, as an agreement so concluded', () => {
    const doc = prepareDocument(
      'Art. 12 - This contract is concluded for an indefinite period and may be terminated by either party with notice.',
    );
    expect(perpetualAnywhere(doc)?.value).toBe('perpetual');
  });

  it('finds a document that names itself perpetual anywhere ("This licence is perpetual"), not a grant it makes', () => {
    // It ranked just above the term ranking's floor (0.052 against 0.05), and a refit put it below (2 December).
    const licence = prepareDocument(
      'SOFTWARE LICENCE This licence is perpetual and does not expire, subject to termination for breach.',
    );
    expect(perpetualAnywhere(licence)?.value).toBe('perpetual');
    // The two-hundred-and-twenty-eighth mailbox batch: a programme's membership with no determiner read no end.
    const programme = prepareDocument(
      'Membership of the corporate programme is free and has no fixed term. Either party may end it at any time.',
    );
    expect(perpetualAnywhere(programme)?.value).toBe('perpetual');
    expect(perpetualAnywhere(prepareDocument('The license granted in Section 2 is perpetual.'))).toBeNull();
  });

  it('finds a plan or an agreement said outright never to end, not an obligation under it that does not expire', () => {
    // A prepaid funeral plan and a credit card agreement (the two-hundred-and-sixth and seventh mailbox batches): no end.
    const plan = prepareDocument('Your funeral plan is paid in full and does not expire.');
    expect(perpetualAnywhere(plan)?.value).toBe('perpetual');
    expect(perpetualAnywhere(prepareDocument('This agreement has no fixed duration.'))?.value).toBe('perpetual');
    const obligations = prepareDocument('The confidentiality obligations under this Agreement shall not expire.');
    expect(perpetualAnywhere(obligations)).toBeNull();
  });

  it('finds an order\'s licence field "Licence: perpetual, worldwide, non-exclusive" perpetual, not a licence granted', () => {
    // A stock photo licence (the hundred-and-ninety-eighth mailbox batch): read as no end.
    const order = prepareDocument('Licence: perpetual, worldwide, non-exclusive. Licence date: 3 March 2027.');
    expect(perpetualAnywhere(order)?.value).toBe('perpetual');
    expect(perpetualAnywhere(prepareDocument('Licence type: Perpetual'))?.value).toBe('perpetual');
    expect(perpetualAnywhere(prepareDocument('Support: 12 months. Licences granted: perpetual.'))).toBeNull();
  });

  it('reads a letter\'s "Your contract end date is unchanged: 31 July 2027" as the end', () => {
    // Eighty-fourth mailbox batch: a price increase letter read no end.
    expect(endFromSentence(sentence('Your contract end date is unchanged: 31 July 2027.'), null)).toBe('2027-07-31');
    expect(endFromSentence(sentence('Contract end date: 31 July 2027.'), null)).toBe('2027-07-31');
  });

  it('finds "a permanent contract" of employment to run without end, and not its probationary period', () => {
    // Eighty-first mailbox batch: read with no end.
    const doc = prepareDocument(
      'Start date: 2 November 2026. This is a permanent contract. The first six months are a probationary period.',
    );
    expect(perpetualAnywhere(doc)?.value).toBe('perpetual');
    expect(saysPerpetual('Each permanent employee receives 25 days of holiday.')).toBe(false);
  });

  it('finds an agreement that continues "without limit of time until terminated" to run without end', () => {
    expect(
      saysPerpetual('This Agreement shall continue in force without limit of time until terminated under Clause 12.'),
    ).toBe(true);
    // Fifty-fifth held-out term batch: read no end.
    expect(
      saysPerpetual('This Agreement shall remain in force unless and until terminated in accordance with clause 20.'),
    ).toBe(true);
  });

  it("reads a range's end beside the next field's quote, and an assignment's or a session's dates as a range", () => {
    const quote =
      'MAINTENANCE RENEWAL QUOTE Coverage period: 04/01/2027 - 03/31/2028 Price: $6,200.00 This quote expires on 03/15/2027.';
    expect(endFromSentence(sentence(quote), null)).toBe('2028-03-31');
    const locum = 'Provider: Dr. Elena Petrova Assignment dates: January 5, 2027 - February 13, 2027 Rate: $2,400';
    expect(endFromSentence(sentence(locum), null)).toBe('2027-02-13');
    // An engagement "between" two days (the hundred-and-fifty-sixth mailbox batch: no end read).
    const between = 'The engagement will take place between 12 April 2027 and 23 April 2027.';
    expect(endFromSentence(sentence(between), null)).toBe('2027-04-23');
    // A camp's session (the hundred-and-fifty-fourth mailbox batch: no end read).
    expect(endFromSentence(sentence('Camper: Eli Navarro. Session 2: July 12 - July 30, 2027.'), null)).toBe(
      '2027-07-30',
    );
    // A quote's own validity is still no term.
    expect(endFromSentence(sentence('This quote is valid from 11/01/2026 to 11/30/2026.'), null)).toBeNull();
  });

  it('reads a term "valid until further notice" as having no end', () => {
    expect(saysPerpetual('This Agreement enters into force upon signature and is valid until further notice.')).toBe(
      true,
    );
    expect(saysPerpetual('Prices are valid until December 31, 2026.')).toBe(false);
  });

  it('reads a term that goes on until either side ends it as having no end, but not one that does so after a term', () => {
    expect(saysPerpetual('Our engagement will continue until you or we terminate it.')).toBe(true);
    // The other party by its own name, as a platform writes to its partners.
    expect(
      saysPerpetual("This agreement continues until either you or DashBite ends it by giving 14 days' notice."),
    ).toBe(true);
    expect(saysPerpetual('This Agreement shall remain in effect until cancelled by either party.')).toBe(true);
    expect(
      saysPerpetual(
        "This Agreement shall commence on the Effective Date of February 1, 2026 and continue until terminated by either party upon ninety (90) days' written notice.",
      ),
    ).toBe(true);
    expect(
      saysPerpetual(
        "After the minimum period the rental continues until cancelled by either party with 1 month's notice.",
      ),
    ).toBe(false);
  });

  it('reads no term without end in a perpetual grant, nor in a severability clause naming an "indefinite" provision', () => {
    const grant = prepareDocument(
      'Subject to the terms and conditions of this Agreement, Licensor hereby grants to Licensee a fee-bearing, perpetual and irrevocable, nonexclusive, nontransferable (except in accordance with Section 14.1 of this Agreement), right and license to reproduce the Software.',
    );
    expect(perpetualAnywhere(grant)).toBeNull();
    expect(saysPerpetual('Supplier grants Customer a perpetual, royalty-free right to use the Documentation.')).toBe(
      false,
    );
    const severability = prepareDocument(
      'If any provision of this Agreement shall be held to be indefinite, invalid, illegal or otherwise unenforceable, the remainder of this Agreement shall not be affected.',
    );
    expect(perpetualAnywhere(severability)).toBeNull();
    // The agreement itself in perpetuity, or a licence that endures indefinitely, still has no end.
    expect(saysPerpetual('This Agreement shall continue in perpetuity unless terminated under Section 9.')).toBe(true);
    expect(
      saysPerpetual('The licence granted hereunder shall endure indefinitely unless terminated under clause 6.'),
    ).toBe(true);
  });

  it('counts a length "from the date of this letter" from the effective date', () => {
    const text = 'This appointment is valid for two (2) years from the date of this letter.';
    expect(endFromSentence(sentence(text), '2026-01-05')).toBe('2028-01-05');
  });

  it('reads the second of two ends, "when the returns are filed or on October 15, 2027"', () => {
    const text = 'This engagement will end when the returns are filed or on October 15, 2027, whichever occurs first.';
    expect(endFromSentence(sentence(text), null)).toBe('2027-10-15');
  });

  it('reads an end in the past tense: "Your current contract ended on 14 October 2026"', () => {
    const text =
      'Your current Fibre 500 contract with Skyline Broadband ended on 14 October 2026, and you are now out of contract.';
    expect(endFromSentence(sentence(text), null)).toBe('2026-10-14');
  });

  it('reads the day a contract "will be extended automatically by a further 12 months on" as its end', () => {
    const text =
      'Your service contract no. 4711 will be extended automatically by a further 12 months on 30.06.2027 unless you give notice by 31.03.2027.';
    expect(endFromSentence(sentence(text), null)).toBe('2027-06-30');
  });

  it('reads the day a tenancy is "expiring on", not two years counted across a February 29', () => {
    const text =
      'The Tenancy shall be for a period of two (2) years commencing from 1st March 2026 and expiring on 28th February 2028.';
    expect(endFromSentence(sentence(text), '2026-02-10')).toBe('2028-02-28');
  });

  it('counts a labelled length from a named effective date of several words, not the renewal after it', () => {
    const text =
      'Order Form Effective Date: 1 March 2026 Subscription Term: 24 months from the Order Form Effective Date Auto-renewal: Yes, for 12 months at a time';
    expect(endFromSentence(sentence(text), '2026-03-01')).toBe('2028-03-01');
  });

  it('counts a length the engagement or the agreement "will run for" from the start', () => {
    // An engagement letter's term (a mailbox probe): "run" was no lasting verb to the readers.
    const engagement =
      'Our engagement will run for twelve months and will then renew each year on the same terms, though either of us may end it by written notice.';
    expect(endFromSentence(sentence(engagement), '2026-01-01')).toBe('2027-01-01');
    expect(endFromSentence(sentence('This Agreement runs for two (2) years.'), '2026-01-01')).toBe('2028-01-01');
    // Another thing that runs for a time is no term.
    expect(endFromSentence(sentence('The warranty will run for twelve months.'), '2026-01-01')).toBeNull();
  });

  it('takes the date a retainer or an employment runs "through" or ends on over the length before it', () => {
    // The seventieth mailbox batch: "runs for six months, through August 31, 2026" ended six months after March 1.
    const retainer =
      "The retainer runs for six months, through August 31, 2026, and then continues month to month until either of us gives 30 days' written notice.";
    expect(endFromSentence(sentence(retainer), '2026-03-01')).toBe('2026-08-31');
    const employment =
      'Your employment will begin on March 1, 2026 and will be for a fixed term of two years, ending on February 28, 2028.';
    expect(endFromSentence(sentence(employment), '2026-03-01')).toBe('2028-02-28');
  });

  it('counts a length labelled "Plan length:" or "Contract duration:" as the term\'s', () => {
    // A maintenance plan's confirmation (a mailbox probe): only "Term:" was a label of the term's length.
    expect(endFromSentence(sentence('Plan start: 15/02/2026 Plan length: 36 months'), '2026-02-15')).toBe('2029-02-15');
    expect(endFromSentence(sentence('Contract duration: 24 months'), '2026-02-15')).toBe('2028-02-15');
  });

  it("takes no end from a quote's or an offer's own expiry", () => {
    const quote = 'Product: Contoso Backup Pro, 3-year term Total: $14,200.00 This quote expires on December 15, 2026.';
    expect(endFromSentence(sentence(quote), '2026-11-01')).toBeNull();
    expect(endFromSentence(sentence('The offer is valid until January 31, 2027.'), '2026-11-01')).toBeNull();
    // The two-hundred-and-twenty-second mailbox batch: a heading's proposal, with no "the", ended 60 days on.
    expect(endFromSentence(sentence('Fee proposal valid for 60 days from 2 February 2027.'), null)).toBeNull();
    expect(endFromSentence(sentence('Tender valid for 90 days from the closing date.'), '2027-02-01')).toBeNull();
  });
});

describe('commencesOnEvent', () => {
  it('finds a commencement given by an event or the later of a date and one, not the earlier of an event and a date', () => {
    const commences = (line: string) =>
      commencesOnEvent(prepareDocument(`OFFICE LEASE ${line} Lease Term: 63 months.`));
    expect(commences('Commencement Date: The later of (a) March 1, 2026 or (b) the date the Premises are ready.')).toBe(
      true,
    );
    expect(commences('"Commencement Date" means the date on which Landlord delivers the Premises.')).toBe(true);
    // At the latest April 15, 2000: a length from it gives a date to track.
    expect(commences('EFFECTIVE DATE: The earlier of the date Tenant opens for business or April 15, 2000.')).toBe(
      false,
    );
    expect(commences('Commencement Date: March 1, 2026.')).toBe(false);
  });

  it('finds no event still to come where the clause then dates it ("the date of delivery, which is April 5, 2027")', () => {
    const commences = (line: string) =>
      commencesOnEvent(prepareDocument(`EQUIPMENT LEASE ${line} Lease Term: 48 months.`));
    expect(commences('Commencement Date: the date of delivery, which is April 5, 2027.')).toBe(false);
    expect(
      commences('"Commencement Date" means the date on which Lessor delivers the Equipment, which is 1 May 2027.'),
    ).toBe(false);
    // A date given later, for something else, leaves the event undated.
    expect(
      commences('Commencement Date: the date of delivery. Delivery is expected in May; the price is $1,000.'),
    ).toBe(true);
  });
});

describe('speaksOfInstancesOnly', () => {
  it('tells a sentence whose subject is one of many things from one of the agreement or its parties', () => {
    for (const instances of [
      'Each Order Form shall have a term of twelve (12) months from its effective date.',
      "The appointment of any sub-distributor shall require the Company's prior written consent and shall end no later than December 31, 2022.",
      'Each Contract Year ends on December 31.',
      '4.2 Every Purchase Order expires ninety (90) days after its issue.',
      // The agreement named only as what any one of them belongs to (a drafted precision batch, 108).
      'Any sublicense granted by Licensee under this Agreement shall terminate no later than the fifth anniversary of the Effective Date.',
      'Each Statement of Work hereunder shall expire on December 31, 2022.',
      'The first Contract Year shall begin on the Effective Date and end on December 31, 2018.',
    ])
      expect(speaksOfInstancesOnly(instances), instances).toBe(true);
    for (const own of [
      'Each Order Form shall be governed by this Agreement, which expires on December 31, 2022.',
      'Each party agrees that the Term shall end on June 30, 2024.',
      'Either party may terminate on ninety (90) days notice; each party shall end its use of the Marks on December 31, 2022.',
      'This Agreement shall expire on December 31, 2022.',
      'All rights granted hereunder expire on June 30, 2025.',
      'Each Order Form is subject to this Agreement, which expires on December 31, 2022.',
      'The first year of this Agreement ends on December 31, 2018, and the Term on December 31, 2020.',
    ])
      expect(speaksOfInstancesOnly(own), own).toBe(false);
  });
});

describe('speaksOfAnotherSubject', () => {
  it('tells a sentence whose subject is a payment stream or another thing from one of the agreement or its term', () => {
    for (const other of [
      'Rebates under this Agreement shall accrue for a period of two (2) years from the Effective Date.',
      'Royalties hereunder shall be payable until December 31, 2030.',
      '7.1 Commissions. Commissions shall be paid for a period of three (3) years from the Effective Date.',
      "The Distributor's exclusivity shall last for three (3) years from the Effective Date.",
      'All payments due under this Agreement are payable through June 30, 2026.',
      'Fees shall be fixed until December 31, 2026.',
      'REBATES UNDER THIS AGREEMENT SHALL ACCRUE FOR A PERIOD OF TWO (2) YEARS FROM THE EFFECTIVE DATE.',
      'The warrants issued pursuant to this Agreement shall be exercisable until the fifth anniversary of the Effective Date.',
      'The Warrant granted under this Agreement will expire on June 30, 2030.',
      'Payments under Section 4 shall be made quarterly for a period of five (5) years following the Effective Date.',
    ])
      expect(speaksOfAnotherSubject(other), other).toBe(true);
    for (const own of [
      'This Agreement shall remain in effect for two (2) years from the Effective Date.',
      'The term of this Agreement, during which royalties shall be payable, shall end on December 31, 2030.',
      'Licensee shall pay royalties on Net Sales made during the Term, which ends on June 30, 2026.',
      'The Fees set out in Schedule B apply to the Initial Term.',
      'Your extended warranty for the Lumio X200 dishwasher expires on 15/05/2027.',
      'Your subscription fees will be charged until you cancel.',
      'Supplier warrants that this Agreement shall remain in effect until June 30, 2030.',
      'THIS AGREEMENT SHALL REMAIN IN EFFECT FOR TWO (2) YEARS FROM THE EFFECTIVE DATE.',
    ])
      expect(speaksOfAnotherSubject(own), own).toBe(false);
  });
});

describe('speaksOfPaymentsOnly', () => {
  it("tells a party's payments from the agreement or its term, whoever pays", () => {
    // Drafted precision batches (106, 108): a licence fee's instalments were read as the term's end.
    for (const payments of [
      'The Licensee shall pay the License Fee in annual installments through the fifth anniversary of the Effective Date.',
      'The Licensee shall pay royalties on Net Sales through December 31, 2030.',
      '5.2 Payment. Buyer will make quarterly payments under this Agreement until June 30, 2027.',
      'THE LICENSEE SHALL PAY ROYALTIES ON NET SALES THROUGH DECEMBER 31, 2030.',
    ])
      expect(speaksOfPaymentsOnly(payments), payments).toBe(true);
    for (const own of [
      'Licensee shall pay royalties on Net Sales made during the Term, which ends on June 30, 2026.',
      'Customer shall pay the monthly fee until this Agreement expires on December 31, 2026.',
      'Customer shall pay the Fees through the end of the Initial Term on December 31, 2026.',
      'This Agreement shall remain in effect until December 31, 2030, and Licensee shall pay royalties until then.',
      'The Company shall provide the Services through December 31, 2026.',
    ])
      expect(speaksOfPaymentsOnly(own), own).toBe(false);
  });
});

describe('clauseSpeaksOfSomethingElse', () => {
  it("tells a clause about another thing from the agreement's own in a sentence of two", () => {
    const both =
      'This Agreement shall remain in force until December 31, 2025, and the Research Term shall end on December 31, 2022.';
    expect(clauseSpeaksOfSomethingElse(both, both.indexOf('December 31, 2022'))).toBe(true);
    expect(clauseSpeaksOfSomethingElse(both, both.indexOf('December 31, 2025'))).toBe(false);
    const warranty = 'The warranty lapses on June 30, 2024; this Agreement expires on June 30, 2026.';
    expect(clauseSpeaksOfSomethingElse(warranty, warranty.indexOf('June 30, 2024'))).toBe(true);
    expect(clauseSpeaksOfSomethingElse(warranty, warranty.indexOf('June 30, 2026'))).toBe(false);
    // One clause: the sentence's own test decides (speaksOfSomethingElse), not this one.
    const one = 'The warranty lapses on June 30, 2024.';
    expect(clauseSpeaksOfSomethingElse(one, one.indexOf('June'))).toBe(false);
    // An item of a list after a colon is a clause of its own (a drafted batch's standstill period put in the place
    // of a definitions list's first item), but not after a time's colon.
    const listed =
      'As used herein, the following terms shall be defined as set forth below: (a) The Standstill Period shall commence on the Effective Date and end eighteen (18) months thereafter.';
    expect(clauseSpeaksOfSomethingElse(listed, listed.indexOf('eighteen'))).toBe(true);
    const timed = 'This Agreement expires at 5:00 p.m. on June 30, 2024; the warranty lapses on June 30, 2025.';
    expect(clauseSpeaksOfSomethingElse(timed, timed.indexOf('June 30, 2024'))).toBe(false);
    // Nor after a label's colon in a block of fields, where the next label's word would end the clause (a mailbox
    // document: the season's end was left out as a price's).
    const fields = 'Season: April 1, 2027 through November 30, 2027 Price: $2,150 per month during the season.';
    expect(clauseSpeaksOfSomethingElse(fields, fields.indexOf('November'))).toBe(false);
  });
});

describe('speaksOfOtherThingsOnly', () => {
  it("tells a sentence ending a warranty, a guarantee or an obligation from one that speaks of the contract's term", () => {
    for (const other of [
      'The warranty lapses on June 30, 2004.',
      'The bank guarantee shall remain valid until 31 March 2021.',
      'Price protection under Section 6 shall apply until June 30, 2020.',
      "The Distributor's minimum purchase obligations expire on December 31, 2002.",
      'The rent-free period ends on 31 January 2021.',
      'The introductory prices in Schedule 2 shall remain in effect until 31 March 2020.',
      'The prices set out in Schedule 1 are fixed until December 31, 2025.',
      'The introductory discount ends on March 31, 2019.',
      'The exclusivity granted in Section 4 lapses on December 31, 2019 unless the Minimum Purchases are met.',
      'The lock-up period ends on 31 March 2021.',
      // A deadline (a drafted term batch, 111: taken for the end at 0.56).
      'The Customer may extend the deadline for acceptance to 30 November 2002.',
      'The cure period expires thirty (30) days after the notice of breach.',
      // The agreement named only as what the thing belongs to: "under (to, of) this Agreement", "hereunder".
      'The Supplier shall hold the prices set out in Exhibit A to this Agreement firm until the first anniversary of the Effective Date.',
      'The warranty under this Agreement lapses on June 30, 2004.',
      'The Pilot Phase under this Agreement shall end six (6) months after the Effective Date.',
      'The development phase hereunder ends on March 31, 2021.',
      'The Promotional Period under this Agreement shall run from the Effective Date until December 31, 2019.',
      'The Bonus Period under this Agreement ends on the first anniversary of the Effective Date.',
      'The right of first refusal granted in this Agreement shall remain in effect until the third anniversary of the Effective Date.',
      'The Research Term under this Agreement shall be three (3) years commencing on the Effective Date.',
      'The Exclusive Negotiation Period under this Agreement ends ninety (90) days after the Effective Date.',
      'The Company shall grant the Consultant options to purchase 10,000 shares, vesting over four (4) years from the Effective Date.',
      // "agreement" as the parties' consent (a drafted term batch, 121: taken for the end at 0.60).
      'The Exclusivity Period, unless extended by the mutual agreement of the Parties as set forth in Section 3.4, shall end on June 30, 2020.',
      'The price protection shall lapse on March 31, 2021 unless extended by the agreement of both parties.',
      // A campaign's run (the hundred-and-thirty-first held-out term batch: taken for the end at 0.59).
      'The promotional campaign described in Exhibit B shall run from the Effective Date through March 31, 2021.',
      'The quotation is valid until January 31, 2027.',
      // One party's obligations under a part of the agreement (the hundred-and-forty-first held-out term batch: taken
      // for the end at 0.59).
      "The Guarantor's obligations under this Section shall expire on December 31, 2001.",
      // A party's exclusive rights (the hundred-and-forty-second held-out term batch: taken for the end at 0.60).
      "The Licensee's exclusive rights in the Territory shall expire on December 31, 2002 unless the minimum sales targets are met.",
      // The reader's price, not their subscription (the hundred-and-seventy-ninth mailbox batch: taken for the end).
      'Your introductory price of $29/month is locked in until March 31, 2028.',
    ])
      expect(speaksOfOtherThingsOnly(other), other).toBe(true);
    for (const own of [
      // Every party's obligations together last as the agreement does (the same batch: read no end in two hosts).
      'The obligations of the parties hereunder shall commence on the Effective Date and continue in full force for four (4) years.',
      "The Parties' obligations hereunder shall terminate on December 31, 2024, except those which by their nature survive.",
      'This Agreement and the warranties in it expire on June 30, 2004.',
      'The Initial Term ends on December 31, 2005, and the warranty one year later.',
      'Services shall be provided until December 31, 2005, with an option to extend.',
      'This License expires at the close of business on June 30, 2000.',
      'Your extended warranty expires on June 30, 2027.',
      'Your subscription ends on March 31, 2028, and your discount with it.',
      "The Supplier's insurance policy expires on June 30, 2003.",
      'Rates are valid from 1 January 2026 through 31 December 2026.',
      'The prices under this Agreement are fixed for the Term, which ends on December 31, 2025.',
      'The warranty period under this Agreement runs until this Agreement expires on June 30, 2026.',
      'This Agreement shall terminate upon completion of Phase 2 or on December 31, 2020.',
      'The Marketing Period under this Agreement shall be eighteen (18) months from the Effective Date.',
      'The Service Period under this Agreement ends on June 30, 2026.',
      'This Agreement, and the exclusivity with it, shall end on June 30, 2020 unless extended by mutual agreement.',
      // An insertion order's flight, labelled, is the order's term.
      'Campaign dates: January 4, 2027 - March 28, 2027',
      'Campaign Period: 01/04/2027 to 03/28/2027',
      // A quotation named by its number is the document's title run into its fields (the hundred-and-twenty-ninth
      // mailbox batch: no end read).
      'ANNUAL SUPPORT RENEWAL - QUOTE 7731 Service period: Jan 1 - Dec 31, 2027 Total: $3,600.00',
    ])
      expect(speaksOfOtherThingsOnly(own), own).toBe(false);
  });

  it('leaves a long run of labelled fields, one of which may be the term, to the end model', () => {
    const fields =
      'DEFINITIONS: INITIAL DISTRIBUTION PERIOD: April 15, 2000 through October 15, 2000 PRODUCTS: The Tester EXCLUSIVE TERRITORIES: The 48 Contiguous United States EFFECTIVE DATE: The earlier of the date Distributor orders a minimum of $22,710 of Products or April 15, 2000.';
    expect(speaksOfOtherThingsOnly(fields)).toBe(false); // A price labelled among them is such a field, not what the sentence is about.
    expect(speaksOfOtherThingsOnly('Price: $1,000 Auction Period: 5/7/99 - 6/6/99 Dynasty Tool Kit No. 9422.')).toBe(
      false,
    );
  });
});

describe('speaksOfSomethingElse', () => {
  it("sets aside each kind of sentence whose dates are another thing's, and none of the agreement's own", () => {
    for (const other of [
      'The warranty lapses on June 30, 2004.',
      'Each Order Form shall have a term of twelve (12) months from its effective date.',
      'Royalties hereunder shall be payable until December 31, 2030.',
      'The Licensee shall pay royalties on Net Sales through December 31, 2030.',
      // A party's upkeep (the hundred-and-thirty-fourth held-out term batch: the end of the term in both its hosts).
      'Supplier shall maintain the Escrow Account until December 31, 2026.',
      'The Distributor shall keep complete records for three (3) years from the Effective Date.',
    ])
      expect(speaksOfSomethingElse(other), other).toBe(true);
    for (const own of [
      'This Agreement shall expire on December 31, 2022.',
      'The Initial Term ends on December 31, 2005, and the warranty one year later.',
      'Your extended warranty expires on June 30, 2027.',
      'Supplier shall provide the Services until December 31, 2026.',
      'The Company shall maintain this Agreement in force until December 31, 2026.',
      'You will keep access until March 3, 2027.',
    ])
      expect(speaksOfSomethingElse(own), own).toBe(false);
  });
});

describe('the hundred-and-sixty-fourth and -fifth mailbox batches (grants, charities, advertising)', () => {
  it('ends a length counted "from and including" its first day on the day before the anniversary', () => {
    // A charity shop's lease: read as ending on the anniversary itself.
    const lease = "The term is five years from and including 25 March 2027, with a tenant's break option.";
    expect(endFromSentence(sentence(lease), null)).toBe('2032-03-24');
    expect(endFromSentence(sentence('The term is five years from 25 March 2027.'), null)).toBe('2032-03-25');
  });

  it('reads an insertion order\'s "Flight:" row as the range of its term', () => {
    // Read as no end: only "Flight dates:" was such a row.
    // The prepared text's dash, as the document's en dash becomes.
    expect(endFromSentence(sentence('Flight: April 1 - April 30, 2027'), null)).toBe('2027-04-30');
  });

  it('counts a length "on a 3-month minimum term" from the start the document names, not another period\'s', () => {
    // A social media package's minimum term: read as no end.
    const minimum = 'Our package is £650 per month on a 3-month minimum term, then monthly.';
    expect(endFromSentence(sentence(minimum), '2027-03-01', undefined, '2027-03-01')).toBe('2027-06-01');
    const afterwards = 'Consultant shall not compete for a two-year period after termination.';
    expect(endFromSentence(sentence(afterwards), '2027-03-01', undefined, '2027-03-01')).toBeNull();
  });
});

describe('the hundred-and-sixty-seventh mailbox batch (laboratory and medical equipment)', () => {
  it('counts a length "from the date of" an event from the day the document says it took place', () => {
    // A calibration agreement: read no end.
    const days = new Map([['first calibration visit date', '2027-04-12']]);
    const runs = 'This Agreement runs for 3 years from the date of the first calibration visit.';
    expect(endFromSentence(sentence(runs), '2027-01-01', undefined, null, days)).toBe('2030-04-12');
  });
});

describe('the hundred-and-sixty-eighth and -ninth mailbox batches (property, software order forms)', () => {
  it('reads a holiday let\'s "Departure:" after its "Arrival:" as the end, and not alone', () => {
    // Read as no end.
    expect(explicitEnd('Arrival: Saturday 14 August 2027 Departure: Saturday 21 August 2027')).toBe('2027-08-21');
    expect(explicitEnd('Departure: 21 August 2027')).toBeNull();
  });

  it('counts a length "commencing on the first day of the month following" an approval from the effective date so counted', () => {
    // An HOA management contract: read as no end.
    const term =
      'The term of this Agreement shall be two (2) years commencing on the first day of the month following approval by the Board.';
    expect(endFromSentence(sentence(term), '2027-04-01')).toBe('2029-04-01');
    // An effective date on another day of the month is not the day the term commences on.
    expect(endFromSentence(sentence(term), '2027-03-18')).toBeNull();
  });

  it('counts a length "beginning on" a start day the document dates by its whole name, with no effective date', () => {
    const days = new Map([['commitment start date', '2027-11-01']]);
    const period = 'Commitment Period: 36 months beginning on the Commitment Start Date.';
    expect(endFromSentence(sentence(period), null, undefined, null, days)).toBe('2030-11-01');
  });
});

describe('the hundred-and-seventieth and -seventy-first mailbox batches (cleaning and waste, insurance)', () => {
  it('counts no term from a cycle\'s length: "every 4 weeks, starting ..."', () => {
    // A window cleaner's booking: read as ending four weeks after its start.
    expect(
      endFromSentence(sentence('Your window clean is every 4 weeks, starting Tuesday 9 March 2027.'), null),
    ).toBeNull();
    expect(endFromSentence(sentence('The hire is for 4 weeks, starting 9 March 2027.'), null)).toBe('2027-04-06');
  });

  it('reads the range a care plan covers as its term', () => {
    // Read as no end.
    expect(explicitEnd('Your Annual Care Plan covers 2 cleans between 1 March 2027 and 29 February 2028.')).toBe(
      '2028-02-29',
    );
  });
});

describe('the hundred-and-seventy-third mailbox batch (engagement letters)', () => {
  it('counts no length from "after that," opening the next line in capitals', () => {
    // An outsourced CFO's lines in capitals quoted in a reply: read as no end.
    const rows = "MINIMUM TERM: 6 MONTHS AFTER THAT, MONTH TO MONTH WITH 30 DAYS' NOTICE.";
    expect(endFromSentence(sentence(rows), '2027-04-01')).toBe('2027-10-01');
    expect(endFromSentence(sentence('The term ends 6 months after that date.'), '2027-04-01')).toBeNull();
  });
});

describe('the hundred-and-seventy-ninth mailbox batch (card terminals, merchant services, loans)', () => {
  it("reads a loan's final repayment or maturity date in its field as its end", () => {
    // A term loan's "Final Repayment Date:" read no end.
    expect(explicitEnd('Final Repayment Date: 20 August 2032')).toBe('2032-08-20');
    expect(explicitEnd('Maturity Date: June 1, 2030')).toBe('2030-06-01');
  });
});

describe('the hundred-and-eighty-third mailbox batch (technology licences)', () => {
  it('counts a length "from that date" from the day named before it, up to a "thereafter"', () => {
    // A know-how licence: its renewal periods' length taken for the term's, counted from the effective date.
    const knowHow =
      'This Licence is made on 1 April 2027 and shall continue in force for ten (10) years from that date and thereafter for successive periods of two (2) years unless terminated by either party.';
    expect(endFromSentence(sentence(knowHow), '2027-01-15')).toBe('2037-04-01');
    // With no day before it, "that date" dates nothing.
    expect(endFromSentence(sentence('The licence shall continue for ten (10) years from that date.'), null)).toBeNull();
  });
});

describe('the hundred-and-eighty-fourth mailbox batch (joint ventures and collaborations)', () => {
  it("reads a research term as another thing's though the document's title in capitals runs into it", () => {
    // A collaboration agreement: the research term's end read as the agreement's.
    expect(
      speaksOfOtherThingsOnly(
        'COLLABORATION AND LICENSE AGREEMENT The Research Term shall commence on the Effective Date and continue for three (3) years.',
      ),
    ).toBe(true);
    // The title's noun is no more the sentence's than its words are.
    expect(
      speaksOfOtherThingsOnly('WARRANTY AGREEMENT This Agreement and the warranty in it expire on June 30, 2030.'),
    ).toBe(false);
  });
});

describe('the hundred-and-ninety-second and -third mailbox batches (office equipment leases, self-storage)', () => {
  it('reads "reaches the end of its primary period on" and a final day of storage as ends', () => {
    // A leasing company's letter and a storage unit's cancellation: no end.
    expect(explicitEnd('Your lease agreement no. 77120 reaches the end of its primary period on 30 June 2027.')).toBe(
      '2027-06-30',
    );
    expect(explicitEnd('Your final day of storage will be Friday 25 June 2027.')).toBe('2027-06-25');
  });
});

describe('the hundred-and-ninety-fourth and -fifth mailbox batches (salons and spas, cloud telephony)', () => {
  it('reads a receipt\'s "Renews on:" as its end, and no term from a renewal\'s own length', () => {
    // A wellness app's receipt: no end; a contact centre subscription: its twelve-month renewal taken for the term.
    expect(explicitEnd('Calmly Premium (annual): £49.99 Renews on: 9 April 2027')).toBe('2027-04-09');
    const renewal =
      'Unless either party provides notice of non-renewal at least sixty (60) days before the end of the Subscription Term, the Subscription Term will automatically renew for a period of twelve (12) months.';
    expect(endFromSentence(sentence(renewal), '2027-08-01')).toBeNull();
  });
});

describe('the two-hundred-and-fifty-first and -second mailbox batches (financial data; museums and art)', () => {
  it('counts a minimum written after the day it runs from, and a year said "annual" from a day', () => {
    // A fine art store's agreement read as without end; an audio guide's annual licence read as ending nowhere.
    const storage =
      "The storage agreement runs from 1 January 2027 for a minimum of 6 months and then continues until you give one month's notice of removal.";
    expect(endFromSentence(sentence(storage), null)).toBe('2027-07-01');
    const licence = 'Audio guide platform: annual licence from 1 May 2027, auto-renewing each year.';
    expect(endFromSentence(sentence(licence), null)).toBe('2028-05-01');
    expect(endFromSentence(sentence('An annual subscription commencing 1 March 2027.'), null)).toBe('2028-03-01');
    // Not a fee said "annual", which a contract of any length may charge.
    expect(endFromSentence(sentence('The annual licence fee from 1 March 2027 is £500.'), null)).toBeNull();
  });

  it('reads seats "up for renewal on" a day as their end', () => {
    expect(explicitEnd('Your analytics seats (3 users) are up for renewal on 30 June 2027.')).toBe('2027-06-30');
  });
});

describe("a row that gives a plan's contract length and nothing else", () => {
  it('counts "Full Fibre 500: 12-month contract." from the effective date, not a row of another length', () => {
    expect(endFromSentence(sentence('Full Fibre 500: 12-month contract.'), '2027-04-06')).toBe('2028-04-06');
    expect(endFromSentence(sentence('Router: 12-month warranty.'), '2027-04-06')).toBeNull();
    // The row's name in a table cell of its own, its colon gone, or behind a list's dash.
    expect(endFromSentence(sentence('Full Fibre 500 12-month contract.'), '2027-04-06')).toBe('2028-04-06');
    expect(endFromSentence(sentence('- Full Fibre 500: 12-month contract.'), '2027-04-06')).toBe('2028-04-06');
  });
});

describe('the two-hundred-and-fifty-seventh and -eighth mailbox batches (sports grounds; garden centres)', () => {
  it('reads a services row\'s range as its term, and a membership a few words after "your" that has no expiry date', () => {
    expect(explicitEnd('Groundsman services: 1 March 2027 – 28 February 2029.')).toBe('2029-02-28');
    const loyalty = prepareDocument('Your garden centre loyalty card membership is free and has no expiry date.');
    expect(perpetualAnywhere(loyalty)?.value).toBe('perpetual');
  });
});

describe('the two-hundred-and-fifty-ninth and sixtieth mailbox batches (cycling; pets)', () => {
  it("reads a stay's check-out after its check-in, and a hire's return after its collection, as the end", () => {
    const kennel = 'Boarding confirmation for Max: check-in 23 July 2027, check-out Sunday 1 August 2027.';
    expect(explicitEnd(kennel)).toBe('2027-08-01');
    expect(explicitEnd('Your e-bike hire is confirmed: collect 12 June 2027, return 19 June 2027.')).toBe('2027-06-19');
    expect(explicitEnd('Check-in: 23 July 2027 Check-out: 1 August 2027')).toBe('2027-08-01');
    // A return with no collection before it is not a hire's end.
    expect(explicitEnd('Please return 19 June 2027.')).toBeNull();
    const theatre = 'Studio Theatre: get-in 9 March 2027, performances 10–13 March 2027, get-out 14 March 2027.';
    expect(explicitEnd(theatre)).toBe('2027-03-14');
  });
});

describe('the two-hundred-and-sixty-fifth and -sixth mailbox batches (mortgages and protection; broadcasting)', () => {
  it('reads "commencing D and continuing until terminated" as without end', () => {
    const syndication = prepareDocument(
      "Content syndication agreement commencing 1 February 2027 and continuing until terminated by either party on 60 days' written notice.",
    );
    expect(perpetualAnywhere(syndication)?.value).toBe('perpetual');
  });

  it("reads a mortgage deal's own end, and an insurance named for a guarantee's term", () => {
    const deal = 'Your new 5-year fixed rate starts on 1 June 2027 and ends on 31 May 2032.';
    expect(explicitEnd(deal)).toBe('2032-05-31');
    const rent = 'Rent guarantee insurance for 22 Elm Road: 12 months from 15 August 2027, premium £199.';
    expect(speaksOfSomethingElse(rent)).toBe(false);
    expect(speaksOfSomethingElse('The bank guarantee shall remain valid until 31 March 2028.')).toBe(true);
  });
});

describe('the two-hundred-and-sixty-seventh and -eighth mailbox batches (schools; salons)', () => {
  it("reads a trip's return after its departure, an exam centre's approval and a trial's length as the end", () => {
    expect(explicitEnd('Field trip to Snowdonia: depart 14 June 2028, return 16 June 2028.')).toBe('2028-06-16');
    // A departure alone is a trip's, no end.
    expect(explicitEnd('Your coach departs 14 June 2028.')).toBeNull();
    expect(explicitEnd('Your centre approval is valid until 31 August 2028.')).toBe('2028-08-31');
    const towels = 'Towel service: £0.35 per towel, 6-month trial from 1 February 2027, then month to month.';
    expect(endFromSentence(sentence(towels), '2027-02-01')).toBe('2027-08-01');
  });
});

describe('the two-hundred-and-thirty-ninth and seventieth mailbox batches (a lease counted in its payments)', () => {
  it('counts a lease "of 48 monthly rentals ... commencing" a day as 48 months from it', () => {
    const oven = 'Deck oven lease: 48 monthly rentals of £540 commencing 3 May 2027.';
    expect(endFromSentence(sentence(oven), null)).toBe('2031-05-03');
    const tractor = 'Tractor lease: 48 monthly payments of £1,150 from 1 August 2027; balloon payment due at the end.';
    expect(endFromSentence(sentence(tractor), null)).toBe('2031-08-01');
    // Payments with no day they start from count nothing.
    expect(endFromSentence(sentence('The loan is repaid in 48 monthly payments of £1,150.'), null)).toBeNull();
  });
});

describe('the two-hundred-and-seventy-second mailbox batch (care homes)', () => {
  it("reads a stay's discharge after its admission as the end, in a sentence and as labels", () => {
    const respite = 'Respite stay for Mr Alan Pryce: admission Sunday 4 July 2027, discharge Sunday 18 July 2027.';
    expect(explicitEnd(respite)).toBe('2027-07-18');
    expect(explicitEnd('Admission: 4 July 2027 Discharge: 18 July 2027')).toBe('2027-07-18');
    // A discharge with no admission before it is not a stay's end.
    expect(explicitEnd('The debt will be discharged on 18 July 2027.')).toBeNull();
  });
});

describe('the two-hundred-and-seventy-third and -fourth mailbox batches (public libraries; tattoo studios)', () => {
  it('reads works "to start" on a day "and be completed by" another as ending then', () => {
    const works = 'Digitisation project to start 10 January 2028 and complete by 30 June 2028. Fixed price £18,400.';
    expect(explicitEnd(works)).toBe('2028-06-30');
    const refit = 'Refurbishment contract: works to start 7 February 2027 and be completed by 28 February 2027.';
    expect(explicitEnd(refit)).toBe('2027-02-28');
    // A completion with no start before it in the sentence is a deadline of some other thing.
    expect(explicitEnd('The survey report will be completed by 28 February 2027.')).toBeNull();
  });

  it('counts a minimum written as the first word of its sentence, or as "minimum term", from the effective date', () => {
    expect(endFromSentence(sentence('Minimum 3 months, then rolling weekly.'), '2027-05-03')).toBe('2027-08-03');
    expect(endFromSentence(sentence('Minimum term 3 months.'), '2027-05-03')).toBe('2027-08-03');
    expect(endFromSentence(sentence("A minimum of 30 days' notice is required."), '2027-05-03')).toBeNull();
  });

  it('reads a registration that "does not expire" as without end', () => {
    const registration = prepareDocument(
      'Your registration with the council was granted on 8 March 2027. Registration is a one-off and does not expire.',
    );
    expect(perpetualAnywhere(registration)?.value).toBe('perpetual');
  });
});

describe('the two-hundred-and-seventy-eighth mailbox batch (driving schools, dance and martial arts)', () => {
  it('counts a length in weeks written as an adjective, "52-week franchise from" a day', () => {
    const franchise = '52-week franchise from 5 April 2027 at £175 per week.';
    expect(endFromSentence(sentence(franchise), null)).toBe('2028-04-03');
    expect(endFromSentence(sentence('12-month franchise from 5 April 2027.'), null)).toBe('2028-04-05');
  });
});

describe('the two-hundred-and-eighty-fourth mailbox batch (wills, probate and family history)', () => {
  it('reads "It has no expiry date" after the sentence that names the thing as never ending', () => {
    const lpa = prepareDocument(
      'Your lasting power of attorney was registered on 9 February 2027. It has no expiry date.',
    );
    expect(perpetualAnywhere(lpa)?.value).toBe('perpetual');
    // "It" only where it opens the sentence: an obligation of it that has no expiry date is no thing without end.
    const other = prepareDocument('Your card was issued on 9 February 2027. The discount on it has no expiry date.');
    expect(perpetualAnywhere(other)).toBeNull();
  });

  it('reads work "to be completed between" two days as ending on the second', () => {
    expect(explicitEnd('House clearance of 14 Elm Road: to be completed between 3 and 7 May 2027.')).toBe('2027-05-07');
  });
});

describe('the two-hundred-and-eighty-fifth mailbox batch (carbon, trees and sustainability)', () => {
  it("reads a retainer's range as its term", () => {
    expect(explicitEnd('ESG reporting retainer: 1 April 2027 – 31 March 2028 at £2,000 per month.')).toBe('2028-03-31');
  });

  it('reads a price given with its amount after the range as a field beside it, not what the range ends', () => {
    const certificates =
      'Purchase of 500 MWh of REGO certificates for the compliance year 1 April 2027 to 31 March 2028, price £1.80/MWh.';
    expect(speaksOfOtherThingsOnly(certificates)).toBe(false);
    // A price with a day after it is what that day ends.
    expect(speaksOfOtherThingsOnly('The introductory price of £9.99 applies until 31 March 2027.')).toBe(true);
  });
});

describe('the two-hundred-and-eighty-sixth mailbox batch (homes off the mains)', () => {
  it('reads a range spelling out "the 2027/28 season" it is paid for as the term', () => {
    const gun =
      'Syndicate gun for the 2027/28 season (1 October 2027 – 1 February 2028): £3,200, payable in two instalments.';
    expect(explicitEnd(gun)).toBe('2028-02-01');
  });
});

describe('the two-hundred-and-eighty-eighth mailbox batch (improving a home)', () => {
  it('reads a build "between 10 and 21 May 2027" and a hire "delivered ..., collected ..." as ending on the last day', () => {
    const office = 'Garden office: we will build your 3m x 4m garden room between 10 and 21 May 2027.';
    expect(explicitEnd(office)).toBe('2027-05-21');
    const tub = 'Hot tub hire: delivered Friday 16 July 2027, collected Monday 19 July 2027. £280 for the weekend.';
    expect(explicitEnd(tub)).toBe('2027-07-19');
    // A collection with no delivery before it ends nothing.
    expect(explicitEnd('Waste: collected Monday 19 July 2027.')).toBeNull();
  });
});

describe('the two-hundred-and-ninetieth mailbox batch (outdoor adventure)', () => {
  it("reads a course's range, and not the course of dealing, as a term", () => {
    expect(explicitEnd('PADI Open Water course: 12–14 March 2027 at Blue Hole Divers, £495 including equipment.')).toBe(
      '2027-03-14',
    );
    expect(
      explicitEnd('In the course of 1 January 2027 to 31 March 2027 the Seller shall deliver the goods.'),
    ).toBeNull();
  });

  it('reads a hire\'s "return by 5pm Sunday 6 June 2027" after its collection as its end', () => {
    expect(explicitEnd('Kayak hire: collect 9am Saturday 5 June 2027, return by 5pm Sunday 6 June 2027. £90.')).toBe(
      '2027-06-06',
    );
  });

  it('reads a membership\'s "£139 for the year to 31 March 2028" as ending on that day', () => {
    expect(explicitEnd('BHPA membership: £139 for the year to 31 March 2028.')).toBe('2028-03-31');
    // Only "the year to" a day ends there: a price "reduced to" a figure from a day does not.
    expect(explicitEnd('BHPA membership: £139, reduced to £99 from 31 March 2028.')).toBeNull();
  });
});

describe('the two-hundred-and-ninety-second mailbox batch (children and families)', () => {
  it('reads a row\'s ", continuing until you give one month\'s notice" as without end', () => {
    const swim =
      "Swimming lessons: Saturdays 9:30am, £32 per month by direct debit, continuing until you give one month's notice.";
    expect(saysPerpetual(swim)).toBe(true);
    // Continuing until a day is an end, not none.
    expect(saysPerpetual('Swimming lessons: Saturdays 9:30am, £32 per month, continuing until 30 June 2027.')).toBe(
      false,
    );
  });
});

describe('the two-hundred-and-ninety-first mailbox batch (pets and their carers)', () => {
  it('reads a row\'s "from 1 March 2027 until cancelled by either party" as without end, set out as a list too', () => {
    const pond =
      "Koi pond maintenance: monthly visits, £55 per visit, from 1 March 2027 until cancelled by either party with one month's notice.";
    expect(saysPerpetual(pond)).toBe(true);
    expect(saysPerpetual(`- ${pond}`)).toBe(true);
  });
});

describe('the two-hundred-and-ninety-third mailbox batch (print and signs)', () => {
  it('reads "Campaign: 2 weeks from 14 June 2027" as the campaign\'s term, however short', () => {
    const campaign = 'Campaign: 2 weeks from 14 June 2027, 12 roadside 48-sheets, £6,960.';
    expect(endFromSentence(sentence(campaign), '2027-06-14')).toBe('2027-06-28');
    // A short length under some other label is a notice's or a payment's, not a term's.
    expect(endFromSentence(sentence('Payment: 2 weeks from 14 June 2027.'), '2027-06-14')).toBeNull();
  });
});

describe('the two-hundred-and-ninety-fourth mailbox batch (weddings and celebrations)', () => {
  it('reads a marquee "erected ..., taken down ..." as a hire running between the two days', () => {
    const marquee =
      'Marquee hire: erected Thursday 22 July 2027, taken down Monday 26 July 2027. Total £6,400 incl. VAT.';
    expect(explicitEnd(marquee)).toBe('2027-07-26');
    // A day taken down without one it went up on is no hire's end.
    expect(explicitEnd('Old signage taken down Monday 26 July 2027.')).toBeNull();
  });

  it('reads a hire\'s "return by 15 June 2027" after its collection as its end, a day with no time of day too', () => {
    expect(explicitEnd('Dress hire: collect on 10 June 2027, return by 15 June 2027. Hire fee £180.')).toBe(
      '2027-06-15',
    );
  });

  it('reads "until the wedding day (18 September 2027)" as ending on the day in brackets', () => {
    const retainer = 'Planning retainer: £450 per month from 1 January 2027 until the wedding day (18 September 2027).';
    expect(explicitEnd(retainer)).toBe('2027-09-18');
  });

  it('reads "Your Premium wedding website is paid until 14 March 2027" as its end', () => {
    const site = 'Your Premium wedding website is paid until 14 March 2027 and will not renew automatically.';
    expect(explicitEnd(site)).toBe('2027-03-14');
  });
});

describe('the two-hundred-and-ninety-sixth mailbox batch (horses and stables)', () => {
  it('reads "from 1 April 2027 for an initial 6 months" as a term of six months from that day', () => {
    const loan = 'Loan agreement for the pony Pippin: from 1 April 2027 for an initial 6 months, reviewed at the end.';
    expect(endFromSentence(sentence(loan), null)).toBe('2027-10-01');
    // "for the first 6 months" is a price's period, not the term's.
    expect(endFromSentence(sentence('Livery from 1 April 2027 for the first 6 months at £600.'), null)).toBeNull();
  });
});

describe('the two-hundred-and-ninety-seventh mailbox batch (learner drivers and motorcycles)', () => {
  it('reads a policy\'s "cover from 12:00 on 2 April 2027 to 23:59 on 1 April 2028" as a range', () => {
    const bike = 'Motorcycle insurance: cover from 12:00 on 2 April 2027 to 23:59 on 1 April 2028. Premium £312.80.';
    expect(explicitEnd(bike)).toBe('2028-04-01');
  });
});

describe('the two-hundred-and-ninety-eighth mailbox batch (churches, faith and community halls)', () => {
  it('reads a hire "from 7 September 2027 until further notice" as without end', () => {
    const hall =
      "Regular hire of the Parish Hall for Tuesday yoga, 6-8pm, £22 per session, from 7 September 2027 until further notice; either side may end the booking with 4 weeks' notice.";
    expect(saysPerpetual(hall)).toBe(true);
    // Prices that change "from" a day "until further notice" are no arrangement without end.
    expect(saysPerpetual('Prices are reduced by 10% from 1 April 2027 until further notice.')).toBe(false);
  });
});

describe('the two-hundred-and-ninety-ninth mailbox batch (funerals and memorials)', () => {
  it('reads a plan\'s "£29.99 per year, renews automatically on 3 January 2027" as its end', () => {
    const page = 'In Loving Memory page: Premium £29.99 per year, renews automatically on 3 January 2027.';
    expect(explicitEnd(page)).toBe('2027-01-03');
    // Not a price that is itself renewed: no date is the plan's.
    expect(explicitEnd('Premium £29.99 per year, renewed at the same price.')).toBeNull();
  });
});

describe('the three-hundred-and-first mailbox batch (universities and students)', () => {
  it('reads "£180 for the academic year (20 September 2027 – 16 June 2028)" as a range', () => {
    expect(explicitEnd('Sport Pass: £180 for the academic year (20 September 2027 – 16 June 2028).')).toBe(
      '2028-06-16',
    );
  });

  it('reads a homestay "arriving Sunday 4 July 2027, departing Sunday 15 August 2027" as ending on the departure', () => {
    const stay =
      'Homestay with the Patel family: 6 weeks, arriving Sunday 4 July 2027, departing Sunday 15 August 2027; £1,320.';
    expect(explicitEnd(stay)).toBe('2027-08-15');
  });
});

describe('the three-hundred-and-third mailbox batch (laboratories and scientific services)', () => {
  it('reads "Journal access: ..., 1 January – 31 December 2027" as a range of the access', () => {
    const journals = 'Journal access: Nature Research package, 1 January – 31 December 2027, £18,600 for the year.';
    expect(explicitEnd(journals)).toBe('2027-12-31');
  });
});

describe('the three-hundred-and-sixth mailbox batch (visitor attractions)', () => {
  it('reads an annual pass "valid until 19 April 2028" as its end', () => {
    expect(explicitEnd('Merlin Annual Pass (Silver): valid until 19 April 2028.')).toBe('2028-04-19');
    // A boarding pass is no arrangement that runs.
    expect(explicitEnd('Boarding pass: gate closes until 19 April 2028.')).toBeNull();
  });
});

describe('the three-hundred-and-eighth mailbox batch (balloons, gliders and canal boats)', () => {
  it('reads "from 12:00 on 2 April 2027 to 23:59 on 1 April 2028" as ending on the second day, past its time', () => {
    expect(explicitEnd('Your cover runs from 12:00 on 2 April 2027 to 23:59 on 1 April 2028.')).toBe('2028-04-01');
  });

  it('reads "arriving 12 April 2027 and departing 15 April 2027" as ending on the departure', () => {
    const hire = "Narrowboat hire: 'Kingfisher', arriving 12 April 2027 and departing 15 April 2027, £620.";
    expect(explicitEnd(hire)).toBe('2027-04-15');
  });

  it('reads a lesson "to be taken by 30 November 2027" as its end, and not a date set for something else', () => {
    expect(explicitEnd('Trial flying lesson (30 minutes): £189, to be taken by 30 November 2027.')).toBe('2027-11-30');
    expect(explicitEnd('Annual leave is to be taken by 31 December 2027.')).toBeNull();
  });
});

describe("the three-hundred-and-ninth mailbox batch (children's parties and entertainers)", () => {
  it('reads a holiday club\'s "26–30 July 2027" as a range of its days', () => {
    expect(explicitEnd('Holiday club: 5 days, 26–30 July 2027, 9am–3pm, £150 per child.')).toBe('2027-07-30');
  });

  it('reads "Your listing on PartyPros renews automatically on 1 March 2027" as its end, but no one else\'s', () => {
    expect(explicitEnd('Your listing on PartyPros renews automatically on 1 March 2027.')).toBe('2027-03-01');
    expect(explicitEnd('The supplier renews automatically on 1 March 2027 each of its insurances.')).toBeNull();
  });
});

describe('the three-hundred-and-eleventh mailbox batch (chess, bridge and board games)', () => {
  it('reads "8 online lessons ... between 1 February and 29 March 2027" as a range of the lessons', () => {
    const coaching =
      'Chess coaching: 8 online lessons with IM Sarah Hegarty between 1 February and 29 March 2027, £360.';
    expect(explicitEnd(coaching)).toBe('2027-03-29');
  });
});

describe('the three-hundred-and-fifteenth mailbox batch (astronomy)', () => {
  it('reads "arriving Thursday 7 October 2027 and leaving Sunday 10 October 2027" as ending on the leaving', () => {
    const camp =
      'Star party pitch: arriving Thursday 7 October 2027 and leaving Sunday 10 October 2027, £40 per pitch.';
    expect(explicitEnd(camp)).toBe('2027-10-10');
    // Leaving with no arriving before it is no stay's end.
    expect(explicitEnd('Your tutor is leaving Sunday 10 October 2027.')).toBeNull();
  });
});

describe('the three-hundred-and-eighteenth mailbox batch (circus, dance and stage schools)', () => {
  it('reads a summer school\'s "2–13 August 2027" as a range of its days', () => {
    expect(explicitEnd('Youth Theatre Summer School: two weeks, 2–13 August 2027, 10am–4pm daily, £340.')).toBe(
      '2027-08-13',
    );
  });
});

describe('the three-hundred-and-twentieth mailbox batch (notaries and small legal services)', () => {
  it('reads "Your UK trade mark ... is due for renewal on 14 May 2027" as its end', () => {
    const mark = 'Your UK trade mark UK00003456789 is due for renewal on 14 May 2027.';
    expect(explicitEnd(mark)).toBe('2027-05-14');
  });
});

describe('the three-hundred-and-twenty-third mailbox batch (ice and snow)', () => {
  it('reads a range as long as the length the sentence writes as its days, whatever the thing is called', () => {
    const course = 'Avalanche awareness (AST 1): 2 days in the Cairngorms, 16-17 January 2027, £260 per person.';
    expect(explicitEnd(course)).toBe('2027-01-17');
    // A length of another span, a notice's, makes no range of the days.
    expect(explicitEnd('Deliveries: 3 days notice, 16-29 January 2027.')).toBeNull();
  });

  it('reads "2 days, 9 and 10 March 2027" as a range of those days, but not a hotel\'s rooms on two nights', () => {
    const course = 'Chainsaw maintenance and cross-cutting (CS30): 2 days, 9 and 10 March 2027, including assessment.';
    expect(explicitEnd(course)).toBe('2027-03-10');
    expect(explicitEnd('Group booking for the Finch wedding party: 20 rooms on 11 and 12 June 2027.')).toBeNull();
  });
});

describe('the three-hundred-and-twenty-seventh mailbox batch (markets and fairs)', () => {
  it("reads a trader's plot for a festival's days as a range of its own", () => {
    const plot = 'Trader plot, Green Fields Festival 2027 (23–25 July 2027): 6m frontage, £850 + VAT.';
    expect(explicitEnd(plot)).toBe('2027-07-25');
    // A plot of land with a range of dates beside it names no term.
    expect(explicitEnd('The plot, surveyed 23–25 July 2027, is 2 acres.')).toBeNull();
  });
});

describe('the three-hundred-and-twenty-ninth mailbox batch (software renewal notices)', () => {
  it('reads a range as long as the months its sentence writes ("24-month plan, 1 December 2026 – 30 November 2028")', () => {
    const receipt = 'Receipt: SiteSmith Premium, 24-month plan, 1 December 2026 – 30 November 2028, £312.00 paid.';
    expect(explicitEnd(receipt)).toBe('2028-11-30');
    // Months of another length make no range of the dates.
    expect(explicitEnd('Receipt: SiteSmith Premium, 12-month plan, 1 December 2026 – 30 November 2028.')).toBeNull();
  });

  it('reads "From your next renewal on 15 April 2027" as the day the plan renews', () => {
    const rise = 'From your next renewal on 15 April 2027, the price of your FormFox Business plan will change.';
    expect(explicitEnd(rise)).toBe('2027-04-15');
  });
});

describe('the three-hundred-and-seventieth mailbox batch (renewal notices as they arrive)', () => {
  it("reads an end after a count of telephone extensions, not after a term's extensions", () => {
    expect(
      explicitEnd(
        'Your hosted telephony contract (12 extensions) reaches the end of its minimum term on 30 April 2027.',
      ),
    ).toBe('2027-04-30');
    expect(
      explicitEnd('Subject to any extension agreed, your hosted telephony contract ends on 30 April 2027.'),
    ).toBeNull();
  });
});

describe('the three-hundred-and-seventy-sixth mailbox batch (amendments, extensions and letters)', () => {
  it('reads an end on "its expiration date of" a day', () => {
    const letter = 'The Agreement will therefore terminate on its expiration date of September 30, 2027.';
    expect(explicitEnd(letter)).toBe('2027-09-30');
  });
});

describe('the three-hundred-and-eighty-first mailbox batch (owning and letting a home)', () => {
  it("takes no end from a new tenancy a landlord offers, only the current tenancy's", () => {
    const offer = prepareDocument(
      'Your tenancy at 41 Hartley Road ends on 31 July 2027. Your landlord is happy to offer you a new 12-month tenancy from 1 August 2027 at £1,325 per month.',
    );
    expect(endFromSentence(offer.sentences[1], '2027-08-01')).toBeNull();
    expect(endFromSentence(offer.sentences[0], null)).toBe('2027-07-31');
  });
});

describe('the four-hundred-and-second mailbox batch (terms run on in letters from small firms)', () => {
  it('reads a length from "The initial commitment is" and from "There\'s a 6-month minimum"', () => {
    expect(endFromSentence(sentence('The initial commitment is twelve (12) months.'), '2027-03-01')).toBe('2028-03-01');
    expect(
      endFromSentence(
        sentence("There's a 6-month minimum, and after that we just roll on until you tell us you'd like to stop."),
        '2027-02-01',
      ),
    ).toBe('2027-08-01');
    // A minimum of something else is no term.
    expect(endFromSentence(sentence("There's a 6-month minimum notice period."), '2027-02-01')).toBeNull();
  });
});

describe('the four-hundred-and-fourth mailbox batch (terms run on as agreements in the United States word them)', () => {
  it('reads a length from "for an initial three-month commitment"', () => {
    expect(
      endFromSentence(
        sentence('We ask for an initial three-month commitment; beyond that, it is open-ended.'),
        '2027-11-01',
      ),
    ).toBe('2028-02-01');
  });
});

describe('the four-hundred-and-eighth mailbox batch (terms run on, translated into English)', () => {
  it('reads an agreement that "shall have no fixed term" as perpetual, not one that runs on after its term', () => {
    expect(saysPerpetual('This Agreement shall take effect from September 1, 2027 and shall have no fixed term.')).toBe(
      true,
    );
    expect(saysPerpetual('The price shall be fixed for the term.')).toBe(false);
  });
});

describe('the four-hundred-and-ninth mailbox batch (terms run on, as vendors tell their customers)', () => {
  it('reads no term without end where it runs on indefinitely "after which" a named end', () => {
    expect(
      perpetualAnywhere(
        prepareDocument(
          "Your 12-month minimum with us ends on 31 July 2027, after which your contract carries on indefinitely - just give us a month's notice.",
        ),
      ),
    ).toBeNull();
    expect(
      perpetualAnywhere(prepareDocument("Your contract carries on indefinitely until you give us a month's notice.")),
    ).not.toBeNull();
  });
});

describe('the four-hundred-and-tenth mailbox batch (terms run on, told after the initial term has ended)', () => {
  it('reads a membership that continues until the member resigns as without end', () => {
    expect(
      saysPerpetual(
        "Your membership of the Guild starts on 1 April 2027 and continues until you resign by giving one month's notice in writing.",
      ),
    ).toBe(true);
  });
});

describe('the four-hundred-and-eleventh mailbox batch (terms run on, told by vendors again)', () => {
  it('reads an end that "finishes on", "ran out on" or "reached the end of its ... primary term on" a day', () => {
    expect(explicitEnd('The fixed period of your cleaning contract finishes on 31 March 2027.')).toBe('2027-03-31');
    expect(explicitEnd('Your 24-month contract ran out on 30 June 2026.')).toBe('2026-06-30');
    expect(explicitEnd('Your copier lease reached the end of its 60-month primary term on 1 September 2026.')).toBe(
      '2026-09-01',
    );
    expect(explicitEnd('The summer sale finishes on 31 March 2027.')).toBeNull();
  });

  it('reads a subject before a number\'s "No." but not before another sentence', () => {
    expect(explicitEnd('The minimum hire term for your forklift (fleet no. FL-2231) ended on 12 November 2026.')).toBe(
      '2026-11-12',
    );
    expect(explicitEnd('Contract No. HT-2231 ends on 31 December 2027.')).toBe('2027-12-31');
    expect(
      explicitEnd('This Agreement was signed by Acme Corp. My commission expires on November 1, 2013.'),
    ).toBeNull();
  });

  it('reads a membership that began on a day "and has no end date" as without end', () => {
    const doc = (text: string) => prepareDocument(text);
    expect(
      perpetualAnywhere(doc('Your membership began on 3 March 2027 and has no end date; you may leave at any time.')),
    ).not.toBeNull();
    expect(perpetualAnywhere(doc('Your membership began on 3 March 2027 and ends on 2 March 2028.'))).toBeNull();
  });
});

describe('the four-hundred-and-thirteenth mailbox batch (terms run on, in referrals, frameworks and plans)', () => {
  it('reads a term that "will be up on" a day and a minimum commitment "ending on" one', () => {
    expect(explicitEnd('The initial two-year term of your maintenance plan will be up on 31 May 2027.')).toBe(
      '2027-05-31',
    );
    expect(
      explicitEnd('Services began on June 1, 2026 with a one-year minimum commitment ending on May 31, 2027.'),
    ).toBe('2027-05-31');
    expect(explicitEnd('The volume commitment ends on May 31, 2027.')).toBeNull();
  });
});

describe('the four-hundred-and-fourteenth mailbox batch (terms run on, as vendors tell their customers again)', () => {
  it("reads an initial period's end as the term's, and an account open until closed as without end", () => {
    expect(explicitEnd('The initial hosting period under your order ended on 15 August 2026.')).toBe('2026-08-15');
    expect(explicitEnd('The hosting period under your order ended on 15 August 2026.')).toBeNull();
    expect(
      perpetualAnywhere(
        prepareDocument('Your account with us was opened on 5 May 2026 and remains open until you close it.'),
      ),
    ).not.toBeNull();
  });
});

describe('the four-hundred-and-fifteenth mailbox batch (terms run on, in health, care and education)', () => {
  it('reads a registration "with the practice" without end, but not what runs on after a trial', () => {
    const doc = (text: string) => prepareDocument(text);
    expect(
      perpetualAnywhere(doc('Your registration with the practice began on 2 February 2027 and has no expiry date.')),
    ).not.toBeNull();
    expect(
      perpetualAnywhere(
        doc("After the trial period the agreement continues until either party ends it by giving 28 days' notice."),
      ),
    ).toBeNull();
  });
});

describe('the four-hundred-and-sixteenth mailbox batch (terms run on, in property and facilities)', () => {
  it('reads a minimum letting as the subject of its end', () => {
    expect(explicitEnd('The six-month minimum letting of your garage ended on 31 October 2026.')).toBe('2026-10-31');
    expect(explicitEnd('The letting of your garage ended on 31 October 2026.')).toBeNull();
  });
});

describe('the four-hundred-and-seventeenth mailbox batch (terms run on, as vendors tell their customers a fourth time)', () => {
  it('reads a contract period that "closes on" a day as its end, but not an offer that closes', () => {
    expect(explicitEnd('Your introductory contract period closes on 31 December 2026.')).toBe('2026-12-31');
    expect(explicitEnd('Our spring offer closes on 31 December 2026.')).toBeNull();
  });
});

describe('the four-hundred-and-eighteenth mailbox batch (terms run on, in logistics and transport)', () => {
  it('reads a 6-month hire that "came to the end of its fixed period on" a day, not a hire without its length', () => {
    expect(
      explicitEnd('The 6-month hire on van KX21 ABC came to the end of its fixed period on 10 November 2026.'),
    ).toBe('2026-11-10');
    expect(explicitEnd('The hire on van KX21 ABC came to the end of its fixed period on 10 November 2026.')).toBeNull();
  });

  it('reads a business account that stays open until the customer asks to close it as without end', () => {
    const doc = (text: string) => prepareDocument(text);
    expect(
      perpetualAnywhere(
        doc('Your business account with Swift Couriers has no end date and stays open until you ask us to close it.'),
      ),
    ).not.toBeNull();
    expect(perpetualAnywhere(doc('Your business account stays open until we review it.'))).toBeNull();
  });
});

describe('the four-hundred-and-nineteenth mailbox batch (terms run on, in finance and payments)', () => {
  it('reads "expired on" and "concluded on" as ends, but not an agreement that "is concluded on" a day', () => {
    expect(explicitEnd('The initial term of the Commercial Card Program Agreement expired on June 30, 2026.')).toBe(
      '2026-06-30',
    );
    expect(explicitEnd("Your factoring facility's minimum period of 12 months concluded on 30 September 2026.")).toBe(
      '2026-09-30',
    );
    expect(
      explicitEnd(
        'This Cooperation Agreement is concluded on 20 September 2027 between Rheinwerk Automation GmbH and Bergli AG.',
      ),
    ).toBeNull();
  });
});

describe('the four-hundred-and-twentieth mailbox batch (terms run on, in marketing, media and creative work)', () => {
  it('reads a campaign that "wrapped up its initial term on" a day, not a sale that wrapped up', () => {
    expect(explicitEnd('Your six-month SEO campaign wrapped up its initial term on 30 November 2026.')).toBe(
      '2026-11-30',
    );
    expect(explicitEnd('Our spring sale wrapped up on 30 November 2026.')).toBeNull();
  });

  it("reads the day in brackets after the Initial Term's expiry as its end", () => {
    const media =
      "Following expiry of the Initial Term (being 31 December 2027), this Agreement shall continue unless and until terminated by either party giving to the other not less than three (3) months' prior written notice.";
    expect(explicitEnd(media)).toBe('2027-12-31');
    expect(
      explicitEnd(
        'Following expiry of the Initial Term (being the third anniversary of the Effective Date), it continues.',
      ),
    ).toBeNull();
  });
});

describe('the four-hundred-and-twenty-first mailbox batch (terms run on, in hospitality and events)', () => {
  it('reads the day in brackets after "has now ended", and a framework\'s first months that ended on a day', () => {
    expect(explicitEnd("Your revenue management engagement's introductory term has now ended (31 August 2026).")).toBe(
      '2026-08-31',
    );
    expect(explicitEnd('The promotion has now ended (see our website).')).toBeNull();
    expect(
      explicitEnd('Just confirming our framework is now past its first 12 months (they ended on 15 October 2026).'),
    ).toBe('2026-10-15');
    expect(explicitEnd('Our newsletter is now past its first 12 months (they ended on 15 October 2026).')).toBeNull();
  });
});

describe('the four-hundred-and-twenty-second mailbox batch (terms run on, in software and IT)', () => {
  it('reads a service that "reached the end of its initial 12-month commitment on" a day', () => {
    expect(
      explicitEnd('Your managed detection service reached the end of its initial 12-month commitment on 30 June 2026.'),
    ).toBe('2026-06-30');
    expect(
      explicitEnd('Our newsletter reached the end of its initial 12-month commitment on 30 June 2026.'),
    ).toBeNull();
  });
});

describe('the four-hundred-and-twenty-third mailbox batch (terms run on, in energy, farming and utilities)', () => {
  it('reads "Following the expiry of the Initial Term on" a day as its end, not a warranty\'s expiry', () => {
    expect(
      explicitEnd(
        'Following the expiry of the Initial Term on 31 December 2028, the Site Host Agreement will continue to apply.',
      ),
    ).toBe('2028-12-31');
    expect(explicitEnd('Following the expiry of the warranty on 31 December 2028, repairs are charged.')).toBeNull();
  });
});

describe('the four-hundred-and-twenty-fourth mailbox batch (terms run on, in services to households)', () => {
  it('reads "for a minimum of six months" as the term\'s length, not "for a minimum fee of" one', () => {
    const only = (text: string) => prepareDocument(text).sentences[0];
    expect(
      endFromSentence(
        only('Your parking space licence began on 1 February 2026 for a minimum of six months.'),
        '2026-02-01',
      ),
    ).toBe('2026-08-01');
    expect(
      endFromSentence(only('Your parking space licence is paid for a minimum fee of £60.'), '2026-02-01'),
    ).toBeNull();
  });
});

describe('the four-hundred-and-twenty-fifth mailbox batch (terms run on, in services to households again)', () => {
  it('reads a membership of a society that has no end date as without end', () => {
    const doc = (text: string) => prepareDocument(text);
    expect(perpetualAnywhere(doc('Your membership of the allotment society has no end date.'))).not.toBeNull();
    expect(perpetualAnywhere(doc('Your membership of the allotment society ends on 31 March 2027.'))).toBeNull();
  });
});

describe('the four-hundred-and-twenty-sixth mailbox batch (terms run on, in professional services)', () => {
  it('reads ends that professional services write: a retainer period, "is complete as of", "for an initial 12 months to"', () => {
    expect(
      explicitEnd(
        'Following the end of the initial retainer period on 30 November 2026, we will continue to act for you.',
      ),
    ).toBe('2026-11-30');
    expect(explicitEnd("Your HR support subscription's fixed term is complete as of 31 October 2026.")).toBe(
      '2026-10-31',
    );
    expect(explicitEnd('Our review is complete as of 31 October 2026.')).toBeNull();
    expect(
      explicitEnd("Your agency's place on our preferred supplier list ran for an initial 12 months to 31 August 2026."),
    ).toBe('2026-08-31');
    expect(explicitEnd("Your agency's place on our list ran for 12 months to 31 August 2026.")).toBeNull();
    expect(
      explicitEnd(
        'Now that the initial one-year term of the services agreement has expired (on 15 September 2026), it applies.',
      ),
    ).toBe('2026-09-15');
  });
});

describe('the four-hundred-and-twenty-seventh mailbox batch (terms rolled on, in rentals and hire)', () => {
  it('reads the end of a first year, a row\'s "ended" without "on" and a hire\'s end, not a fiscal year\'s', () => {
    expect(
      explicitEnd(
        'Your Teamboard Business subscription reached the end of its first year on 31 August 2026 and has rolled over.',
      ),
    ).toBe('2026-08-31');
    expect(explicitEnd('Minimum term: 24 months, ended 9 August 2026')).toBe('2026-08-09');
    expect(explicitEnd('The fiscal year of the Company ended 31 December 2025.')).toBeNull();
    expect(explicitEnd('Your scaffolding hire ended on 30 October 2026 and has not been renewed.')).toBe('2026-10-30');
    expect(explicitEnd('Your scaffolding was delivered on 30 October 2026.')).toBeNull();
  });
});

describe('the four-hundred-and-twenty-eighth mailbox batch (terms run on after a trial)', () => {
  it('counts a trial\'s length from the day it "began on", a short one only when it is a trial', () => {
    const ends = (text: string) => endFromSentence(sentence(text), '2027-01-04');
    expect(ends('Your office cleaning began on 4 January 2027 with a 4-week trial period.')).toBe('2027-02-01');
    expect(ends("Your child's place started on 6 September 2027 with a two-week settling-in trial.")).toBe(
      '2027-09-20',
    );
    expect(ends("Your child's place started on 6 September 2027; allow two weeks for the paperwork.")).toBeNull();
  });

  it('reads the end of "the trial of the electric van", not of a clinical trial', () => {
    expect(explicitEnd('The trial of the electric van ends on 14 January 2027 and will not be extended.')).toBe(
      '2027-01-14',
    );
    expect(explicitEnd('The clinical trial ends on 14 January 2027.')).toBeNull();
  });
});

describe('the four-hundred-and-twenty-ninth mailbox batch (terms run on, in services to households a third time)', () => {
  it('counts "The first three months are a fixed commitment" and "After the first 8 weeks, ... becomes ongoing"', () => {
    const ends = (text: string) => endFromSentence(sentence(text), '2027-01-04');
    expect(ends('The first three months are a fixed commitment; after that you can keep us on.')).toBe('2027-04-04');
    expect(ends('The first three months are free.')).toBeNull();
    expect(ends('The first four weeks are a trial period.')).toBeNull();
    expect(ends('After the first 8 weeks, the arrangement becomes ongoing.')).toBe('2027-03-01');
    expect(ends('After the first 12 months of the Term, either party may terminate this Agreement.')).toBeNull();
  });

  it('reads a water supply account open "until you tell us you\'re moving out" as without end', () => {
    const perpetual = (text: string) => perpetualAnywhere(prepareDocument(text))?.value ?? null;
    expect(perpetual("Your water supply account stays open until you tell us you're moving out.")).toBe('perpetual');
    expect(perpetual('Your water supply account stays open until you tell us your new address.')).toBeNull();
  });
});

describe('the four-hundred-and-thirtieth mailbox batch (terms run on, in sport, leisure and clubs)', () => {
  it('reads a membership that "runs to" a day and a term that is "a commitment of three months"', () => {
    expect(explicitEnd('Your tennis club membership runs to 31 March 2027 and renews automatically each year.')).toBe(
      '2027-03-31',
    );
    expect(explicitEnd('Your tennis club newsletter runs to 12 pages.')).toBeNull();
    const ends = (text: string) => endFromSentence(sentence(text), '2027-04-01');
    expect(ends('We ask for a commitment of three months to begin with.')).toBe('2027-07-01');
    expect(ends('We ask for a commitment of £500 to begin with.')).toBeNull();
  });
});

describe("the four-hundred-and-thirty-second mailbox batch (terms run on, in vendors' e-mails a fifth time)", () => {
  it('reads the end of "your 12-month minimum on" a day and of "Your commitment period", not of a review or a discount', () => {
    expect(
      explicitEnd('Following the conclusion of your 12-month minimum on 30 June 2026, the service moved on.'),
    ).toBe('2026-06-30');
    expect(
      explicitEnd('Following the conclusion of your 12-month review on 30 June 2026, the service moved on.'),
    ).toBeNull();
    expect(explicitEnd('Your commitment period with Stackwise ended on 15 September 2026.')).toBe('2026-09-15');
    expect(explicitEnd('Your commitment discount with Stackwise ended on 15 September 2026.')).toBeNull();
  });
});

describe('the four-hundred-and-thirty-third mailbox batch (terms run on, in sport, leisure and clubs a second time)', () => {
  it('reads the end of "Your 10-visit pass", not of a pass in the sense of a mark', () => {
    expect(explicitEnd('Your 10-visit pass at the climbing wall expires on 15 May 2027 and cannot be renewed.')).toBe(
      '2027-05-15',
    );
    expect(explicitEnd('The pass mark for the climbing wall course expires on 15 May 2027.')).toBeNull();
  });
});

describe('the four-hundred-and-thirty-seventh mailbox batch (terms run on, in education)', () => {
  it('reads the end of an arrangement that "ended its first fixed season on" a day, not of one that ended a match', () => {
    expect(explicitEnd('Our staffing arrangement ended its first fixed season on 30 June 2026.')).toBe('2026-06-30');
    expect(explicitEnd('Our staffing arrangement ended its first fixed match on 30 June 2026.')).toBeNull();
  });

  it('reads the end of "The Fellowship", a kind of award, as the end of what the letter grants', () => {
    expect(
      explicitEnd('The Fellowship is awarded for two years, commencing 1 September 2027 and ending 31 July 2029.'),
    ).toBe('2029-07-31');
    expect(
      explicitEnd('The Fellow is expected to attend, commencing 1 September 2027 and ending 31 July 2029.'),
    ).toBeNull();
  });
});

describe('the four-hundred-and-thirty-eighth mailbox batch (terms run on, in retail and shops)', () => {
  it('reads the end in brackets after the day a length runs from, "from 1 March 2026 (to 30 November 2026)"', () => {
    expect(
      explicitEnd('Patrols were contracted for an initial 9 months from 1 March 2026 (to 30 November 2026).'),
    ).toBe('2026-11-30');
    expect(
      explicitEnd('Patrols were contracted for an initial 9 months from 1 March 2026 (to cover 30 November 2026).'),
    ).toBeNull();
  });
});

describe('the four-hundred-and-fortieth mailbox batch (terms run on, in homes let and rented)', () => {
  it('reads the end of an agreement that "ran for its first season to" a day, not of one that ran a season to a plan', () => {
    expect(explicitEnd('The management agreement ran for its first season to 31 October 2026.')).toBe('2026-10-31');
    expect(explicitEnd('The management agreement ran its first season to plan on 31 October 2026.')).toBeNull();
  });
});
