import { describe, expect, it } from 'vitest';
import type { RankedSentence } from '../model/choice';
import { endCandidates } from './term-candidates';
import { prepareDocument } from '../text/document';
import {
  clauseFeatures,
  cueFeatures,
  opensAsTerm,
  statedTermMonths,
  termAfterOpening,
  termShapeFeatures,
} from './term-cues';

const EFFECTIVE = '2020-01-15';
const ranked = (text: string): RankedSentence[] => [
  { sentence: { text, start: 0, end: text.length }, probability: 0.9, rank: 0 },
];
const valuesOf = (text: string, effective: string | null = EFFECTIVE) =>
  endCandidates(ranked(text), effective).map((candidate) => candidate.value);
const featuresOf = (text: string, value: string) =>
  endCandidates(ranked(text), EFFECTIVE).find((candidate) => candidate.value === value)?.features ?? [];

/** The kind of word just before `mention` in `text`. */
const cueBefore = (text: string, mention: string) => {
  const at = text.indexOf(mention);
  return cueFeatures(text, at, at + mention.length)[0];
};
/** The kind of word `before` is, written just before "June 30, 2025". */
const cueBeforeJune30 = (before: string) => cueBefore(`${before} June 30, 2025`, 'June 30, 2025');

describe('end candidates', () => {
  it("offers no end an extension replaces, and cues a period's end dated in brackets by the words before it", () => {
    // Mailbox batch 126: the old end of "which was scheduled to end on December 31, 2026, is extended to ..." stood
    // beside the new one; "through the end of Q2 2027 (June 30, 2027)" was cued as a renewal, not an end.
    expect(
      valuesOf(
        "The Agreement's Initial Term, which was scheduled to end on December 31, 2026, is extended to December 31, 2027.",
      ),
    ).toEqual(['2027-12-31']);
    expect(
      valuesOf('The Term is extended from its original expiration date of June 30, 2026 to June 30, 2027.'),
    ).toEqual(['2027-06-30']);
    expect(cueBefore("We'll extend the pilot through the end of Q2 2027 (June 30, 2027).", 'June 30, 2027')).toBe(
      cueBeforeJune30("We'll extend the pilot through"),
    );
  });

  it('counts a length from the day it names: the effective date, a date beside it, or the start before "thereafter"', () => {
    expect(valuesOf('This Agreement shall continue for five (5) years from the Effective Date.')).toEqual([
      '2025-01-15',
    ]);
    expect(valuesOf('The term shall be two years commencing on March 1, 2021.')).toContain('2023-03-01');
    expect(valuesOf('The term begins on the Effective Date and ends three years thereafter.')).toEqual(['2023-01-15']);
    expect(valuesOf('The term shall be 24 months from the date of this Order Form.')).toEqual(['2022-01-15']);
    // "running from" a date (held-out term batch 95): from that date, not from the effective date.
    expect(valuesOf('The term of this Agreement is one (1) year, running from September 1, 2021.')).toEqual([
      '2021-09-01',
      '2022-09-01',
    ]);
    expect(valuesOf('The term of this Lease is sixty (60) months, beginning on the date of this Lease.')).toEqual([
      '2025-01-15',
    ]);
    // From the day the contract is fully signed (hundred-and-sixteenth held-out term batch: no candidate in one filing).
    expect(
      valuesOf('The term of this Agreement shall be five (5) years from the date of full execution hereof.'),
    ).toEqual(['2025-01-15']);
    expect(featuresOf('This Agreement shall remain in effect for a period of three years.', '2023-01-15')).toEqual(
      expect.arrayContaining(['kind:dur-bare', 'cue<length', 'dur-bare&cue<length', 'unit:year', 'amt:3']),
    );
  });

  it('counts a length on a line of its own from the start, not from the capitalised "After" that opens the next', () => {
    // Seventy-sixth mailbox batch: "Minimum term: 24 months" read as ending after the 12 months of its renewals.
    const text =
      'Minimum term: 24 months After the minimum term, this Agreement renews for periods of 12 months unless either party gives notice.';
    expect(valuesOf(text)).toContain('2022-01-15');
    // Written in the sentence, "after" still counts from what it names: not from the effective date.
    expect(valuesOf('The warranty runs for 24 months after the delivery of the Goods.')).not.toContain('2022-01-15');
  });

  it("takes no date a thing lapses on only if something has not happened by then: a condition's deadline", () => {
    const lapse =
      "The Distributor's exclusive rights under Section 2.1 shall lapse on December 31, 2021 if the Minimum Purchase Requirements have not been met.";
    expect(valuesOf(lapse)).toEqual([]);
    expect(valuesOf('This Agreement shall terminate on June 30, 2021 if the Closing has not occurred.')).toEqual([]);
    // An end "unless" something, or "if not renewed", is still the end.
    expect(valuesOf('This Agreement shall expire on December 31, 2021 if it is not renewed.')).toEqual(['2021-12-31']);
    expect(valuesOf('This Agreement shall expire on December 31, 2021 unless extended.')).toEqual(['2021-12-31']);
  });

  it('counts no length named as a notice, nor a year named after "the end of"', () => {
    const text =
      'It may be terminated by either party with a notice period of three months to the end of a calendar year.';
    expect(valuesOf(text)).toEqual([]);
    // A length counted to its end still is one.
    expect(valuesOf('This Agreement shall terminate at the end of one (1) year from the Effective Date.')).toEqual([
      '2021-01-15',
    ]);
  });

  it("leaves out a renewal's length where the term's own length is written beside it", () => {
    const valuesAcross = (...texts: string[]) =>
      endCandidates(
        texts.map((text, rank) => ({
          sentence: { text, start: rank * 200, end: rank * 200 + text.length },
          probability: 0.9 - rank / 10,
          rank,
        })),
        EFFECTIVE,
      ).map((candidate) => candidate.value);
    // Ranked first or second, the renewal's twelve months give no end; the initial term's thirty-six do.
    const renewal = 'Thereafter the Agreement renews automatically for a Renewal Term of twelve (12) months.';
    const initial = 'The Initial Term is thirty-six (36) months.';
    expect(valuesAcross(renewal, initial)).toEqual(['2023-01-15']);
    expect(valuesAcross(initial, renewal)).toEqual(['2023-01-15']);
    // One sentence, a key-terms table run together: "successive 12 month periods" is the renewal's.
    expect(
      valuesOf('Initial Term | 24 months Renewal | renews automatically for successive 12 month periods.'),
    ).toEqual(['2022-01-15']);
    // "shall extend for an initial term of two (2) years" is the first term's own length.
    expect(valuesOf('This Agreement shall extend for an initial term of two (2) years.')).toEqual(['2022-01-15']);
    // Alone, a renewal's length stays a candidate: where the renewals run as long as the first term, it gives its end.
    expect(valuesOf('This Agreement shall automatically be renewed for successive 1-year terms.')).toEqual([
      '2021-01-15',
    ]);
  });

  it("leaves out a renewal's length where the sentence writes its term's end as a date", () => {
    // Fifty-fourth held-out term batch: the renewal's one year, counted from the start, won over the written date.
    expect(
      valuesOf(
        'The Initial Term of this Agreement shall run through December 31, 2021, and shall automatically renew thereafter for successive one (1) year periods.',
      ),
    ).toEqual(['2021-12-31']);
    // A renewal's length that falls on the written date is one more reading of it.
    expect(
      valuesOf(
        'This Agreement shall continue through January 15, 2021, and shall renew thereafter for successive one (1) year periods.',
      ),
    ).toEqual(['2021-01-15', '2021-01-15']);
  });

  it('counts a length from a named day whose date is written beside its name, not from the effective date', () => {
    const values = valuesOf('Schedule Term: 36 months from the Service Start Date of March 1, 2022.');
    expect(values).toEqual(['2022-03-01', '2025-03-01']);
    expect(valuesOf('The term is two years from the Go-Live Date (July 1, 2025).')).toContain('2027-07-01');
    // A government contract's base year, from "the date of award" dated after a comma.
    expect(
      valuesOf('The period of performance is one base year from the date of award, September 30, 2026, plus options.'),
    ).toContain('2027-09-30');
  });

  it('counts a length from a start day named and dated before it ("the Subscription Start Date of April 15, 2021")', () => {
    const text =
      'The Subscription Term begins on the Subscription Start Date of April 15, 2021 and continues for thirty-six (36) months.';
    expect(valuesOf(text)).toEqual(['2021-04-15', '2024-04-15']);
    expect(featuresOf(text, '2021-04-15')).toContain('cue<start');
    expect(cueBefore('The Commencement Date is May 1, 2021.', 'May 1, 2021')).toBe('cue<start');
  });

  it("cues a latest end after an end on an event as an end, but not a deadline's latest day", () => {
    // The hundred-and-thirty-third held-out term batch: "in no event later than June 30, 2018" after "shall remain in
    // effect until the Company has completed the Offering" was no end's cue, and its date fell below the threshold.
    const ceiling = 'This Agreement shall remain in effect until the Offering is completed, but in no event later than';
    expect(cueBeforeJune30(ceiling)).toBe('cue<end');
    expect(cueBeforeJune30('Within thirty (30) days of delivery, but in no event later than')).not.toBe('cue<end');
  });

  it('reads a renewal length alike whether the effective date is called so or a "Start Date" (eval:layout, cuad-378)', () => {
    const text = 'The Agreement shall automatically renew for successive one year additional terms unless terminated.';
    const features = (days: Map<string, string>) => endCandidates(ranked(text), EFFECTIVE, days)[0]?.features;
    expect(features(new Map([['start date', EFFECTIVE]]))).toEqual(features(new Map()));
    expect(features(new Map())).toContain('kind:dur-bare');
    // A start day of its own still counts the length.
    expect(endCandidates(ranked(text), EFFECTIVE, new Map([['start date', '2021-03-01']]))[0]?.features).toContain(
      'kind:dur-next',
    );
  });

  it('counts a length from a named day the contract dates elsewhere ("Go-Live Date" means July 1, 2025)', () => {
    const text = 'The subscription term is twenty-four (24) months from the Go-Live Date.';
    // The named day is also a candidate itself, as its date written there would be (a start, by the cue before it).
    expect(
      endCandidates(ranked(text), EFFECTIVE, new Map([['go-live date', '2025-07-01']])).map((c) => c.value),
    ).toEqual(['2025-07-01', '2027-07-01']);
    // Undated, the day is an event's: no end is counted from it.
    expect(valuesOf(text)).toEqual([]);
  });

  it('reads a named day the contract dates elsewhere as if its date were written in its place', () => {
    const days = new Map([['expiration date', '2001-06-30']]);
    const named = endCandidates(ranked('This Agreement shall expire on the Expiration Date.'), EFFECTIVE, days);
    const written = endCandidates(ranked('This Agreement shall expire on June 30, 2001.'), EFFECTIVE);
    expect(named.map((c) => c.value)).toEqual(['2001-06-30']);
    expect(named[0].features).toEqual(written[0].features);
    // A day named but dated nowhere, or a name in lower case, is no date.
    expect(endCandidates(ranked('This Agreement shall expire on the Launch Date.'), EFFECTIVE, days)).toEqual([]);
    expect(endCandidates(ranked('It shall expire on the expiration date.'), EFFECTIVE, days)).toEqual([]);
    // In capitals, as a conspicuous clause is printed, the name is still a name.
    const inCapitals = endCandidates(ranked('THIS AGREEMENT SHALL EXPIRE ON THE EXPIRATION DATE.'), EFFECTIVE, days);
    expect(inCapitals.map((c) => c.value)).toEqual(['2001-06-30']);
  });

  it('counts a length from an event named in a word whose day the document labels ("Completion date: ...")', () => {
    const days = new Map([['completion date', '2026-09-01']]);
    const valuesWith = (text: string) => endCandidates(ranked(text), EFFECTIVE, days).map((c) => c.value);
    expect(valuesWith('Term: 5 years from completion.')).toEqual(['2031-09-01']);
    expect(valuesWith('The lease runs for five years from the completion of the works.')).toEqual(['2031-09-01']);
    // Its first one too.
    expect(
      valuesWith('The Customer shall rent linens for sixty (60) months from the date of first completion.'),
    ).toEqual(['2031-09-01']);
    // An event whose day is labelled nowhere gives none.
    expect(valuesWith('Term: 5 years from delivery.')).toEqual([]);
  });

  it('counts a length that names no day from the start day the document names, if it names one', () => {
    const days = new Map([['start date', '2026-01-01']]);
    expect(endCandidates(ranked('Subscription Term: 36 months'), EFFECTIVE, days).map((c) => c.value)).toEqual([
      '2029-01-01',
    ]);
    expect(valuesOf('Subscription Term: 36 months')).toEqual(['2023-01-15']);
  });

  it('counts no length of a period-to-period cadence ("on a year to year basis"), which says how it renews', () => {
    expect(
      valuesOf(
        'Unless either party gives notice, this Agreement shall continue on a year to year basis after the Initial Term.',
      ),
    ).toEqual([]);
    expect(valuesOf('Thereafter it runs one month-to-month.')).toEqual([]);
    expect(valuesOf('This Agreement shall continue for a year from the Effective Date.')).toEqual(['2021-01-15']);
  });

  it('counts no length of obligations that survive the agreement, but the term beside them', () => {
    expect(
      valuesOf(
        'The obligations in this clause shall survive termination or expiry of this Agreement for a period of five (5) years.',
      ),
    ).toEqual([]);
    expect(
      valuesOf(
        'This Agreement shall continue for three (3) years from the Effective Date, and Sections 8 and 9 shall survive its termination.',
      ),
    ).toEqual(['2023-01-15']);
  });

  it('counts a length "from its date" from the effective date, but not one "from its date of delivery"', () => {
    // Eighty-second mailbox batch: a confidentiality agreement's "lasts for 18 months from its date" read no end.
    expect(valuesOf('This Agreement lasts for 18 months from its date.')).toEqual(['2021-07-15']);
    expect(valuesOf('Each Product is warranted for 18 months from its date of delivery.')).toEqual([]);
  });

  it('counts no length in "each of the three (3) years": one of several periods counted, not the term', () => {
    expect(
      valuesOf('Licensee shall pay the Minimum Royalty for each of the three (3) years following the Effective Date.'),
    ).toEqual([]);
    expect(valuesOf('The fee is fixed for each of the first two (2) years of the Term.')).toEqual([]);
    expect(valuesOf('This Agreement shall continue for three (3) years following the Effective Date.')).toEqual([
      '2023-01-15',
    ]);
  });

  it('counts "two (2) years and six (6) months" as one length, and its six months as none of their own', () => {
    expect(valuesOf('The Term shall be two (2) years and six (6) months from the Effective Date.')).toEqual([
      '2022-07-15',
    ]);
  });

  it('offers no counted end the day after the last day the sentence writes out for it', () => {
    const text = 'This Agreement shall be valid for five (5) years from February 1, 2019 through January 31, 2024.';
    expect(valuesOf(text)).toContain('2024-01-31');
    expect(valuesOf(text)).not.toContain('2024-02-01');
    // Where the written date is not that last day, the length counted stays a candidate of its own.
    expect(valuesOf(text.replace('January 31, 2024', 'June 30, 2024'))).toContain('2024-02-01');
  });

  it('offers no counted end two days after a last day written out across a February 29', () => {
    const values = valuesOf(
      'The Tenancy shall be for a period of two (2) years commencing from 1st March 2026 and expiring on 28th February 2028.',
    );
    expect(values).toContain('2028-02-28');
    expect(values).not.toContain('2028-03-01');
  });

  it('gives no date for a length counted from an event, or from a term that starts on one', () => {
    expect(valuesOf('This Agreement shall continue for ten (10) years from the Launch Date.')).toEqual([]);
    expect(
      valuesOf(
        'This Agreement shall be effective as of the date of physical completion of the pipeline and shall continue for ten years.',
      ),
    ).toEqual([]);
    // After the term ends: a day the contract does not give.
    expect(valuesOf('During the Term and for a period of one year thereafter, Agent shall not compete.')).toEqual([]);
    // The sixty-seventh held-out term batch: a first shipment, a few words after "the date of".
    expect(
      valuesOf(
        'The Manufacturing Term shall commence on the date of the first commercial shipment of Product and continue for five (5) years.',
      ),
    ).toEqual([]);
  });

  it('counts no length an act is forbidden for', () => {
    const assign =
      "Buyer may not assign this Agreement for a period of three (3) years from the Effective Date without Seller's consent.";
    expect(valuesOf(assign)).toEqual([]);
    expect(valuesOf('Seller shall not, directly or indirectly, solicit any customer for two (2) years.')).toEqual([]);
    // An act allowed forbids nothing.
    expect(valuesOf('Licensee may assign this Agreement, which shall continue for three (3) years.')).toEqual([
      '2023-01-15',
    ]);
  });

  it('counts a length from an event the sentence dates: "delivered, which is September 15, 2025"', () => {
    expect(
      valuesOf(
        'The term of this Lease begins on the date the Equipment is delivered, which is September 15, 2025, and continues for sixty (60) months.',
        null,
      ),
    ).toContain('2030-09-15');
  });

  it('counts a length from the event after it that the sentence dates: "beginning on the date ..., which is"', () => {
    expect(
      valuesOf(
        'The initial term of this Agreement is sixty (60) months, beginning on the date the system is installed and activated, which is January 20, 2026.',
      ),
    ).toContain('2031-01-20');
  });

  it('counts a length followed by what comes after it ("24 months, after which") from the effective date', () => {
    expect(
      valuesOf(
        'This Agreement will continue for an initial term of 24 months, after which it will renew automatically.',
      ),
    ).toEqual(['2022-01-15']);
  });

  it('gives no date from the definition of something other than the term', () => {
    const year = 'means any period of twelve (12) consecutive months commencing on the Effective Date.';
    expect(valuesOf(`"Contract Year" ${year}`)).toEqual([]);
    expect(valuesOf(`1.12 “Year” ${year}`)).toEqual([]);
    expect(valuesOf(`"Initial Term" ${year}`)).toEqual(['2021-01-15']);
  });

  it("offers no date an offer expires on: a quote's or a proposal's validity is no term", () => {
    expect(valuesOf('This quote expires on December 15, 2026.')).toEqual([]);
    expect(valuesOf('The proposal is valid until January 31, 2027.')).toEqual([]);
    expect(valuesOf('The quotation attached as Exhibit C remains open for acceptance until 31 March 2027.')).toEqual(
      [],
    );
    expect(valuesOf('This Agreement expires on December 15, 2026.')).toEqual(['2026-12-15']);
  });

  it('takes no notice period for a length of term', () => {
    expect(valuesOf('Either party may end this Agreement on ninety (90) days prior written notice.')).toEqual([]);
  });

  it('reads anniversaries of the effective date or of a date, and the day before where the sentence says so', () => {
    expect(valuesOf('This Agreement shall continue until the fifth (5th) anniversary of the Effective Date.')).toEqual([
      '2025-01-15',
    ]);
    expect(valuesOf('The term commences on February 3, 2025 and ends on the second anniversary thereof.')).toContain(
      '2027-02-03',
    );
    const dayBefore =
      'Initial Term means the Effective Date through the day prior to the second anniversary of the Effective Date.';
    expect(valuesOf(dayBefore)).toEqual(['2022-01-15', '2022-01-14']);
    expect(featuresOf(dayBefore, '2022-01-14')).toContain('day-before');
  });

  it('marks a written date by the words around it: an end after "until", a start after "commencing on"', () => {
    const text = 'The term shall commence on June 1, 2020 and continue until May 31, 2023, unless extended.';
    expect(featuresOf(text, '2023-05-31')).toEqual(expect.arrayContaining(['cue<end', 'date&cue<end', 'pos:later']));
    expect(featuresOf(text, '2020-06-01')).toEqual(expect.arrayContaining(['cue<start', 'pos:first']));
    expect(featuresOf('Contract Period: June 1, 2020 through May 31, 2023.', '2023-05-31')).toContain('range-end');
  });

  it("counts the end of one of the contract's own years from its start, not a year counted from an event", () => {
    expect(valuesOf('The Agreement expires automatically at the end of its third (3rd) year.')).toEqual(['2023-01-15']);
    expect(valuesOf('This Agreement shall terminate upon the expiration of the second Agreement Year.')).toEqual([
      '2022-01-15',
    ]);
    expect(valuesOf('The Term shall consist of five (5) Contract Years, commencing on the Effective Date.')).toEqual([
      '2025-01-15',
    ]);
    expect(featuresOf('This Agreement terminates at the end of its fifth year.', '2025-01-15')).toEqual(
      expect.arrayContaining(['kind:own-years', 'cue<end', 'opens&cue<end']),
    );
    expect(valuesOf('Prices shall be reviewed at the end of the first year after the Launch Date.')).toEqual([]);
    expect(valuesOf('Royalties are due within sixty days after the end of the second calendar year.')).toEqual([]);
  });

  it('marks a date an end verb comes before in a sentence that opens as the term, beside the two apart', () => {
    expect(featuresOf('This Agreement ends on September 30, 2021.', '2021-09-30')).toEqual(
      expect.arrayContaining(['opens-as-term', 'cue<end', 'opens&cue<end']),
    );
    expect(featuresOf('The introductory discount ends on September 30, 2021.', '2021-09-30')).not.toContain(
      'opens&cue<end',
    );
  });

  it('reads the last day of a counted full calendar month as a day, its count as no length of its own', () => {
    const text =
      'The term shall begin on the Effective Date and end on the last day of the twenty-fourth (24th) full calendar month following the Effective Date.';
    expect(valuesOf(text)).toEqual(['2022-01-31']);
    expect(featuresOf(text, '2022-01-31')).toEqual(expect.arrayContaining(['kind:date', 'cue<end']));
    expect(valuesOf('The Initial Term ends on the last day of the twelfth full calendar month thereafter.')).toEqual([
      '2021-01-31',
    ]);
    // Counted from an event, the month is none the contract dates.
    expect(
      valuesOf(
        'The term starts on the date the Site becomes operational and ends on the last day of the twelfth full calendar month thereafter.',
      ),
    ).toEqual([]);
  });

  it('marks a date that several readings agree on', () => {
    const text = 'The term is three (3) years from the Effective Date, ending on January 15, 2023.';
    expect(featuresOf(text, '2023-01-15')).toContain('repeated');
    // A renewal's length left out beside the term's own is no reading that agrees with it.
    const texts = ['The Initial Term is ten (10) years.', 'It renews for successive ten (10) year terms.'];
    const candidates = endCandidates(
      texts.map((sentence, rank) => ({
        sentence: { text: sentence, start: rank * 100, end: rank * 100 + sentence.length },
        probability: 0.9 - rank / 10,
        rank,
      })),
      EFFECTIVE,
    );
    expect(candidates.map((candidate) => candidate.value)).toEqual(['2030-01-15']);
    expect(candidates[0].features).not.toContain('repeated');
  });
});

describe('term cues', () => {
  it('sets a proviso, a clarification or a start before the subject aside where what follows opens as a term', () => {
    expect(
      termAfterOpening(
        'Notwithstanding anything to the contrary contained herein, this Agreement shall expire on December 31, 2022.',
      ),
    ).toBe('this Agreement shall expire on December 31, 2022.');
    expect(
      termAfterOpening('Subject to Sections 6.1(a) and 6.2, the term of this Agreement shall be three years.'),
    ).toBe('the term of this Agreement shall be three years.');
    expect(
      termAfterOpening(
        '12.1 Term. Unless sooner terminated as provided herein, this Agreement shall end on June 30, 2024.',
      ),
    ).toBe('this Agreement shall end on June 30, 2024.');
    // A clarification, or when the agreement takes effect (the eighty-fifth held-out term batch's misses).
    expect(
      termAfterOpening(
        'For the avoidance of doubt, the Term shall end on the third (3rd) anniversary of the Effective Date.',
      ),
    ).toBe('the Term shall end on the third (3rd) anniversary of the Effective Date.');
    expect(termAfterOpening('Once signed, this Agreement will be valid until June 30, 2001.')).toBe(
      'this Agreement will be valid until June 30, 2001.',
    );
    expect(
      termAfterOpening('With effect from 1 January 2020, this Agreement shall remain in force for four (4) years.'),
    ).toBe('this Agreement shall remain in force for four (4) years.');
    // The parties' agreement that it is so (the ninetieth held-out term batch's miss, and older batches').
    expect(termAfterOpening('A. It is agreed that this Agreement shall have a duration of four (4) years.')).toBe(
      'this Agreement shall have a duration of four (4) years.',
    );
    expect(
      termAfterOpening('The parties agree that this Agreement shall remain in force until December 31, 2000.'),
    ).toBe('this Agreement shall remain in force until December 31, 2000.');
    expect(
      termAfterOpening('It is the intention of the parties that this Agreement shall continue until June 30, 2010.'),
    ).toBe('this Agreement shall continue until June 30, 2010.');
    // A condition stays: a term that ends only if something happens is no term.
    expect(
      termAfterOpening('If Distributor fails to meet its targets, this Agreement shall terminate on June 30, 2024.'),
    ).toBeNull();
    expect(
      termAfterOpening('In the event of a Change of Control, this Agreement shall expire on June 30, 2024.'),
    ).toBeNull();
    // What follows is no term; or nothing is set aside first.
    expect(
      termAfterOpening('Subject to Section 7, Licensee shall not sell competing products for two (2) years.'),
    ).toBeNull();
    expect(termAfterOpening('This Agreement shall expire on December 31, 2022, subject to Section 14.')).toBeNull();
    expect(termAfterOpening('When the parties agree, this Agreement shall expire on December 31, 2022.')).toBeNull();
  });

  it("reads the length a term sentence states after a document's title run into it", () => {
    // The hundred-and-forty-ninth mailbox batch: a billboard lease "for like terms" renewed with no length, its term's
    // sentence joined to the title line above it.
    const lease = prepareDocument(
      'SIGN LOCATION LEASE\nThis Sign Location Lease shall be for a term of ten (10) years beginning on the first day of the month following completion of construction of the sign structure.',
    );
    expect(statedTermMonths(lease)).toBe(120);
    expect(
      statedTermMonths(prepareDocument('SIGN LOCATION LEASE\nThe sign shall be lit for ten (10) hours.')),
    ).toBeNull();
  });

  it('sets aside a heading printed with no full stop or colon where what follows opens as a term', () => {
    expect(termAfterOpening('1.2 Term The duration of this Agreement is four (4) years.')).toBe(
      'The duration of this Agreement is four (4) years.',
    );
    expect(
      termAfterOpening('Term of the Agreement The initial term of this Agreement will be for two (2) years.'),
    ).toBe('The initial term of this Agreement will be for two (2) years.');
    expect(
      termAfterOpening('ARTICLE 8 - TERM AND TERMINATION 8.1 TERM This Agreement shall terminate on June 30, 2024.'),
    ).toBe('This Agreement shall terminate on June 30, 2024.');
    // And words set aside after it.
    expect(termAfterOpening('3 TERM Subject to Section 14, this Agreement shall expire on June 30, 2020.')).toBe(
      'this Agreement shall expire on June 30, 2020.',
    );
    // A number alone is no heading: the sentence opens as a term with it, and is scored as it stands.
    expect(termAfterOpening('2.1 This Agreement commences on the Effective Date.')).toBeNull();
    // What follows the heading is no term.
    expect(termAfterOpening('4 Payment Terms The Customer shall pay each invoice within thirty (30) days.')).toBeNull();
    expect(termAfterOpening('5 Warranty The Warranty Period shall be twelve (12) months.')).toBeNull();
  });

  it('reads a sentence as opening as the term where it defines the term, covers a period or is intended to last', () => {
    // The eighty-eighth held-out term batch: each read no end in one filing of two.
    expect(opensAsTerm('"Agreement Period" means the period from the Effective Date to December 31, 2001.')).toBe(true);
    expect(opensAsTerm('"Term" means the period of five (5) years beginning on the Effective Date.')).toBe(true);
    expect(opensAsTerm('A. This Agreement covers the period from the Effective Date through September 30, 2007.')).toBe(
      true,
    );
    // What the agreement is intended or expected to do (the ninetieth held-out term batch).
    expect(opensAsTerm('This Agreement is intended to remain in effect until June 30, 2002.')).toBe(true);
    expect(opensAsTerm('This Agreement is expected to continue for three (3) years.')).toBe(true);
    expect(opensAsTerm('"Warranty Period" means twelve (12) months from the date of delivery.')).toBe(false);
    expect(opensAsTerm('This Agreement is intended to benefit the parties only.')).toBe(false);
    expect(opensAsTerm('Each audit shall cover the period from the last audit through the end of the year.')).toBe(
      false,
    );
  });

  it('classes the words just before and after a mention', () => {
    const text = 'shall remain in force for a period of five years from the Effective Date';
    const at = text.indexOf('five years');
    expect(cueFeatures(text, at, at + 'five years'.length)).toEqual(['cue<length', 'cue>from-start']);
  });

  it("reads a length after a label of the term as the term's length, and one after a renewal term's as no term's", () => {
    const cueOf = (label: string) => cueBefore(`${label} three (3) years.`, 'three (3) years');
    expect(cueOf('Term:')).toBe('cue<length');
    // Labels in other words (the fortieth session's probes: "Duration: three (3) years from the Effective Date." was
    // read as no end).
    expect(cueOf('Duration:')).toBe('cue<length');
    expect(cueOf('Term of Agreement:')).toBe('cue<length');
    expect(cueOf('Duration of this Agreement:')).toBe('cue<length');
    // What a contract may be besides a document (the seventy-seventh held-out batch), but not a payment's term.
    expect(cueOf('Term of Engagement:')).toBe('cue<length');
    expect(cueOf('Term of Payment:')).not.toBe('cue<length');
    // A period the words make the term's, not another period.
    expect(cueOf('Minimum rental period:')).toBe('cue<length');
    expect(cueOf('Notice Period:')).not.toBe('cue<length');
    expect(cueOf('Renewal Term:')).not.toBe('cue<length');
  });

  it('reads a labelled date by its label', () => {
    const cueOf = (label: string) => {
      const text = `${label} March 1, 2027`;
      return cueFeatures(text, label.length + 1, text.length)[0];
    };
    expect(cueOf('Expiration Date:')).toBe('cue<end');
    expect(cueOf('Effective Date:')).toBe('cue<start');
    expect(cueOf('By: /s/ Jane Roe Date:')).toBe('cue<dated');
    // A last day labelled alone where a line opens, not a word that ends in the label ("Review of expiry:").
    expect(cueOf('Expiry:')).toBe('cue<end');
    expect(cueOf('Term. Expires:')).toBe('cue<end');
    expect(cueOf('Review of expiry:')).toBeUndefined();
    // A day the label names (hundred-and-thirteenth held-out term batch: read no end, or a ten-year grant's at 0.75).
    expect(cueBefore('Termination Date: the third anniversary of the Effective Date.', 'third anniversary')).toBe(
      'cue<end',
    );
  });

  it('reads a date that a definition of the last day gives as an end (the eighty-ninth held-out term batch)', () => {
    expect(cueBeforeJune30('As used in this Agreement, the "Expiry Date" means')).toBe('cue<end');
    expect(cueBeforeJune30('"Expiration Date" shall mean')).toBe('cue<end');
    expect(cueBeforeJune30('"Closing Date" means')).not.toBe('cue<end');
  });

  it('reads an end word with a time of day between it and the date', () => {
    const cueOf = cueBeforeJune30;
    expect(cueOf('This Agreement shall expire at midnight on')).toBe('cue<end');
    // "at midnight of" (hundred-and-twentieth held-out term batch: read no end in any placing).
    expect(cueOf('This Agreement shall terminate at midnight of')).toBe('cue<end');
    expect(cueOf('shall remain in force until the close of business of')).toBe('cue<end');
    expect(cueOf('The Term shall end at 5:00 p.m. (New York City time) on')).toBe('cue<end');
    expect(cueOf('shall terminate at the close of business on')).toBe('cue<end');
    // Without "at" (a drafted held-out clause read it as a plain "on" and turned its date down).
    expect(cueOf('The term of this Agreement shall run until the close of business on')).toBe('cue<end');
    expect(cueOf('shall remain in effect until midnight on')).toBe('cue<end');
    // A longer aside naming the place whose time it is (thirty-second held-out term batch: read no end).
    expect(cueOf('shall end at 5:00 p.m. (local time in New York, New York) on')).toBe('cue<end');
  });

  it('reads "shall terminate no later than" as an end, and a bare "no later than" as a deadline', () => {
    const cueOf = cueBeforeJune30;
    expect(cueOf('and in any event shall terminate no later than')).toBe('cue<end');
    expect(cueOf('This Agreement expires not later than')).toBe('cue<end');
    expect(cueOf('Licensee shall pay the fee no later than')).toBe('cue<deadline');
  });

  it('keeps a time\'s colon inside the clause: the words before "5:00 p.m." are the end\'s', () => {
    const text = 'The term hereof shall begin on the Effective Date and shall end at 5:00 p.m. on June 30, 2025.';
    const at = text.indexOf('June 30, 2025');
    expect(clauseFeatures(text, at, at + 13)).toEqual(expect.arrayContaining(['cb:start', 'cb:term', 'cb:end']));
    // A colon that is no time's still ends the clause.
    const labelled = 'Renewal: none; Expiry: June 30, 2025.';
    const at2 = labelled.indexOf('June 30, 2025');
    expect(clauseFeatures(labelled, at2, at2 + 13)).not.toContain('cb:renew');
  });

  it('classes the verbs of ending and of lasting by their kind, not by the ones CUAD writes', () => {
    for (const before of [
      'will cease on',
      'lapses on',
      'concludes on',
      'will finish on',
      'comes to an end on',
      'ceases to have effect on',
    ])
      expect(cueBefore(`This Agreement ${before} 31 May 2021.`, '31 May 2021'), before).toBe('cue<end');
    // A past "concluded on" dates a signing, not an end.
    expect(cueBefore('This Agreement was concluded on 31 May 2021.', '31 May 2021')).toBe('cue<on');
    for (const verb of ['shall subsist for', 'shall endure for', 'stays in force for', 'shall be in operation for'])
      expect(cueBefore(`This Agreement ${verb} three (3) years.`, 'three (3) years'), verb).toBe('cue<length');
    expect(cueBefore('The Agreement is concluded for three (3) years.', 'three (3) years')).toBe('cue<length');
    for (const verb of ['shall have effect for', 'shall have force and effect for'])
      expect(cueBefore(`This Agreement ${verb} three (3) years.`, 'three (3) years'), verb).toBe('cue<length');
  });

  it('reads an end that comes by itself, and the end of the agreement placed on a day, as an end', () => {
    for (const before of [
      'This Agreement terminates automatically on',
      'This Agreement shall terminate of its own accord on',
      'The Agreement expires by its own terms on',
      'The expiry hereof shall take place on',
      'The expiration of this Agreement shall occur on',
    ])
      expect(cueBefore(`${before} 31 May 2021.`, '31 May 2021'), before).toBe('cue<end');
    // Another period's end placed on a day is not the agreement's.
    expect(cueBefore('The expiration of the lock-up period shall occur on 31 May 2021.', '31 May 2021')).toBe('cue<on');
  });

  it("classes a renewal's own term or period before a length as renewal words, not as the term's length", () => {
    for (const before of [
      'The Initial Term shall be extended automatically for one additional Renewal Term of',
      'It shall be extended for an extension period of',
      'It may be renewed for a further term of',
      'It renews for successive periods of',
    ])
      expect(cueBefore(`${before} one (1) year.`, 'one (1) year'), before).toBe('cue<renew');
    expect(cueBefore('The Initial Term of this Agreement shall be one (1) year.', 'one (1) year')).toBe('cue<length');
    expect(cueBefore('It shall continue for an initial period of one (1) year.', 'one (1) year')).toBe('cue<length');
  });

  it('reads an end that needs no act set off by commas as an end, its "further" as no renewal', () => {
    const text = 'This Agreement shall expire, without further action by either party, on 31 May 2021.';
    expect(cueBefore(text, '31 May 2021')).toBe('cue<end');
    const at = text.indexOf('31 May 2021');
    expect(clauseFeatures(text, at, at + 11)).not.toContain('cb:renew');
    // A further term is still a renewal's.
    expect(cueBefore('It shall be renewed for a further term ending on 31 May 2021.', '31 May 2021')).toBe('cue<end');
    expect(cueBefore('It shall be renewed for a further term, then 31 May 2021.', '31 May 2021')).toBe('cue<renew');
  });

  it('reads an end at the end of the day on a date as an end, as at midnight or the close of business', () => {
    // A drafted term batch (111): read as no end in both its filings.
    for (const text of [
      'This Agreement expires at the end of the day on December 31, 2002.',
      'This Agreement shall terminate at the end of the business day on December 31, 2002.',
    ])
      expect(cueBefore(text, 'December 31, 2002'), text).toBe('cue<end');
  });

  it('reads an end set off by a proviso of an earlier end between its verb and its day as an end', () => {
    // A drafted term batch (107): read as no end at all, the date only cued by "on".
    for (const text of [
      'The parties agree that this Agreement shall expire, unless sooner terminated, at midnight on March 31, 2007.',
      'This Agreement shall terminate, unless earlier terminated as provided in Section 9, on March 31, 2007.',
    ])
      expect(cueBefore(text, 'March 31, 2007'), text).toBe('cue<end');
    // A proviso of some other kind set off so is no end's cue.
    expect(
      cueBefore('This Agreement shall expire, unless the Buyer objects, on March 31, 2007.', 'March 31, 2007'),
    ).toBe('cue<on');
  });

  it('counts every verb of ending among the words of ending that share a clause', () => {
    const endWords = (text: string) => {
      const at = text.indexOf('31 May 2021');
      return clauseFeatures(text, at, at + 11).filter((feature) => feature === 'cb:end');
    };
    for (const verb of ['ends', 'lapses', 'ceases', 'concludes', 'runs out', 'comes to an end'])
      expect(endWords(`This Agreement ${verb} on 31 May 2021.`), verb).toEqual(['cb:end']);
    expect(endWords('This Agreement begins on 31 May 2021.')).toEqual([]);
  });

  it('classes the nouns that name the term or its last day as "term" does', () => {
    for (const text of [
      'The validity of this Agreement is two (2) years.',
      'This Agreement has a life of two (2) years.',
      'The lifetime of this Contract shall be two (2) years.',
    ])
      expect(cueBefore(text, 'two (2) years'), text).toBe('cue<length');
    for (const text of [
      'The expiry date of this Agreement is 31 December 2023.',
      'The end date of this Contract shall be 31 December 2023.',
    ])
      expect(cueBefore(text, '31 December 2023'), text).toBe('cue<end');
    expect(cueBefore('The tooling is expected to be used for 31 December 2023.', '31 December 2023')).not.toBe(
      'cue<end',
    );
  });

  it('says which kinds of words share the clause, not those past a semicolon', () => {
    const text = 'the Initial Term is five years; thereafter it renews for successive one year periods';
    const at = text.indexOf('five years');
    const features = clauseFeatures(text, at, at + 10);
    expect(features).toEqual(expect.arrayContaining(['cb:initial', 'cb:term']));
    expect(features).not.toContain('ca:renew');
  });

  it('marks a sentence that opens with the agreement or its term doing what a term does', () => {
    const opens = (text: string) => termShapeFeatures(text).includes('shape:opens-as-term');
    for (const text of [
      'This Agreement expires on December 31, 2022.',
      '3. Term. The term of this Agreement shall continue until June 30, 2020.',
      'The Agreement is valid for two (2) years.',
      'The initial term of this Agreement shall be five years.',
      'This Agreement shall terminate upon the fifth (5th) anniversary of the Effective Date.',
      '"Term" means the period commencing on the Effective Date and ending on December 31, 2025.',
      'This Agreement shall subsist for three (3) years.',
      'The Contract concludes on 15 January 2023.',
      'This Agreement stays in force for two (2) years.',
      'This Agreement is entered into for a period of three (3) years.',
      'This Contract shall operate until 30 June 2024.',
      // The term named by a noun, or by its last day.
      'The lifetime of this Contract shall be forty-eight (48) months.',
      'The period of this Contract is thirty-six (36) months.',
      'The Agreement’s term is four (4) years.',
      'The expiry date of this Agreement is 31 December 2023.',
      'This Agreement shall have effect for a period of thirty-six (36) months.',
      'This Agreement ceases to have effect on 31 January 2022.',
      'The Agreement shall be binding on the parties for a period of four (4) years.',
      'The expiration of this Agreement shall occur on 31 July 2020.',
      'The contract period shall end on 15 May 2020.',
      'The period of this Agreement is from the Effective Date to 30 June 2021.',
      // Ending by itself, said twice between its verb and its day.
      'This Agreement will terminate automatically, without notice, on the second (2nd) anniversary of the Effective Date.',
      'This Agreement shall expire, without further action by either party, on June 30, 2021.',
      // After the parties' agreement that it does.
      'The parties agree that this Agreement shall terminate on March 31, 2022.',
      'It is hereby understood and agreed that the Term will end on 30 June 2024.',
    ])
      expect(opens(text), text).toBe(true);
    // A proviso before it: CUAD's filings weigh against counting it (see TERM_PREFACE).
    expect(opens('Subject to Section 14, this Agreement will expire on 31 March 2002.')).toBe(false);
    // A termination for cause, a right to terminate, a duty that goes on: no term is stated.
    for (const text of [
      '7.2 This Agreement shall terminate if the Supply Agreement is terminated by Licensor.',
      'This Agreement may be terminated by either party on thirty (30) days notice.',
      'The Agreement shall continue to bind the parties and their successors.',
      'Either party may end this Agreement on June 30, 2022.',
      'This Agreement was concluded on 1 March 2020.',
      '"Territory" means the United States.',
      // Another thing's length or last day.
      'The Warranty Period is twelve (12) months.',
      'The life of the tooling is estimated at five (5) years.',
      'The expiry date of the insurance certificate is 31 March 2024.',
      'The expiration of this Agreement shall not relieve either party of its obligations.',
    ])
      expect(opens(text), text).toBe(false);
    // The end model weighs the same shape in each date the sentence gives.
    expect(featuresOf('This Agreement terminates on June 30, 2022.', '2022-06-30')).toContain('opens-as-term');
  });

  it('takes an ending "automatically, without notice, on" a day as ending on it', () => {
    // Put in place of a work contract's term passage, its end fell below the end model's threshold.
    const text =
      'This Agreement will terminate automatically, without notice, on the second (2nd) anniversary of the Effective Date.';
    expect(featuresOf(text, '2022-01-15')).toEqual(expect.arrayContaining(['cue<end', 'opens-as-term']));
  });

  it('counts an adjective length from the start named after its noun, cued so: "the three-year period commencing on the Effective Date"', () => {
    // The seventieth held-out term batch: counted as a bare length, it fell below the end model's threshold.
    const text = 'The Employment Period shall be the three-year period commencing on the Effective Date.';
    expect(featuresOf(text, '2023-01-15')).toEqual(
      expect.arrayContaining(['kind:dur-eff', 'cue>from-start', 'dur-eff&cue>from-start']),
    );
    expect(
      featuresOf(
        'This Agreement will be in effect for a two (2) year period starting on the Effective Date.',
        '2022-01-15',
      ),
    ).toEqual(expect.arrayContaining(['kind:dur-eff', 'cue>from-start']));
    // "of" after the noun says whose term it is, not where it starts: counted as a bare length.
    expect(
      featuresOf('The initial one (1) year term of the License Schedule shall apply to this Agreement.', '2021-01-15'),
    ).toContain('kind:dur-bare');
    // Its noun's start on an event still to come gives no end; a length before another noun is none of this.
    expect(valuesOf('The three-year period commencing on the Launch shall be the Exclusivity Period.')).toEqual([]);
  });

  it('cues a date after "until midnight, Pacific Time, on" as an end, and weighs no proviso "unless extended" as a renewal', () => {
    // The seventy-fourth held-out term batch: the first was cued as after "on", the second dropped as a renewal's
    // length beside another length.
    expect(
      featuresOf(
        'This Agreement shall be effective for the period from the Effective Date until midnight, Pacific Time, on December 31, 2024.',
        '2024-12-31',
      ),
    ).toContain('cue<end');
    const proviso = featuresOf(
      'Unless extended by the parties in writing, this Agreement shall end on the date falling five (5) years after the Effective Date.',
      '2025-01-15',
    );
    expect(proviso).toContain('kind:dur-eff');
    expect(proviso).not.toContain('cb:renew');
    expect(
      featuresOf(
        'This Agreement shall be extended for a period of five (5) years after the Effective Date.',
        '2025-01-15',
      ),
    ).toContain('cb:renew');
  });

  it('counts the last day of the month an anniversary falls in, and not the anniversary', () => {
    expect(
      valuesOf(
        'The term of this Agreement shall end on the last day of the month in which the second anniversary of the Effective Date occurs.',
      ),
    ).toEqual(['2022-01-31']);
  });

  it('counts a term in contract years, not the length that defines one', () => {
    // "twelve consecutive months" was counted as a one-year term, and the end model took it.
    expect(
      valuesOf(
        'The term of this Agreement shall be five (5) Contract Years, each Contract Year being a period of twelve consecutive months commencing on the Effective Date or an anniversary thereof.',
      ),
    ).toEqual(['2025-01-15']);
  });

  it('marks a short line that opens as a term apart, since the clause models weigh short sentences down', () => {
    expect(termShapeFeatures('This Agreement ends on September 30, 2021.')).toEqual(
      expect.arrayContaining(['shape:opens-as-term', 'shape:opens-as-term&short']),
    );
    const long = termShapeFeatures(
      'The term of this Agreement shall continue until June 30, 2020, unless terminated earlier under Section 12.',
    );
    expect(long).toContain('shape:opens-as-term');
    expect(long).not.toContain('shape:opens-as-term&short');
  });

  it("gives a term sentence's shape whatever its words", () => {
    expect(termShapeFeatures('This Agreement shall be valid until March 31, 2021.')).toEqual(
      expect.arrayContaining(['shape:date', 'shape:date&cue<end', 'in effect', 'effect until']),
    );
    expect(termShapeFeatures('Invoices are payable within thirty (30) days.')).toEqual(
      expect.arrayContaining(['shape:length', 'shape:length&cue<deadline']),
    );
  });
});
