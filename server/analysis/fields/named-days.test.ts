import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { namedDays } from './named-days';

const daysIn = (text: string) => Object.fromEntries(namedDays(prepareDocument(text)));

describe('named days', () => {
  it('reads a day named before its date or after it, by its lower-case name', () => {
    expect(daysIn('"Go-Live Date" means July 1, 2025. Service Start Date: March 1, 2022.')).toEqual({
      'go-live date': '2025-07-01',
      'service start date': '2022-03-01',
      'start date': '2022-03-01',
    });
    expect(daysIn('The parties expect to launch on July 1, 2025 (the "Launch Date").')).toEqual({
      'launch date': '2025-07-01',
    });
  });

  it('reads a label that writes its name in lower case after a capital: "Initial service date:"', () => {
    // The line before runs into the name ("Diner Initial service date"); each shorter ending is known too.
    expect(
      daysIn('Customer: Maple Leaf Diner\nInitial service date: 09/10/2026\nActivation date: 10/01/2026'),
    ).toMatchObject({
      'initial service date': '2026-09-10',
      'service date': '2026-09-10',
      'activation date': '2026-10-01',
    });
  });

  it("reads an event's day labelled with the event alone as its date, not a start's label", () => {
    // Mailbox batch 121's charter recap: "Period: 12 months from delivery" beside "Delivery: 15 January 2027" read no
    // end.
    expect(daysIn('Delivery: 15 January 2027\nPeriod: 12 months from delivery')).toEqual({
      'delivery date': '2027-01-15',
    });
    expect(daysIn('COMPLETION: 1 SEPTEMBER 2026')).toEqual({ 'completion date': '2026-09-01' });
    expect(daysIn('Start: 1 September 2026. Signed: 2 August 2026.')).toEqual({});
  });

  it('reads an event\'s day labelled as "Date of" the event, its first one too, as its date', () => {
    // Mailbox batch 123's linen rental: "sixty (60) months from the date of first delivery" beside "Date of first
    // delivery: March 3, 2026" read no end.
    expect(daysIn('Date of first delivery: March 3, 2026')).toEqual({ 'delivery date': '2026-03-03' });
    expect(daysIn('DATE OF INSTALLATION: 14 SEPTEMBER 2026')).toEqual({ 'installation date': '2026-09-14' });
    expect(daysIn('Date of signature: 2 August 2026')).toEqual({});
  });

  it('keeps the first date a name is given, and leaves the Effective Date to its own reader', () => {
    expect(
      daysIn(
        'This Agreement is made as of May 1, 2024 (the "Effective Date"). Go-Live Date: June 1, 2024. Go-Live Date: June 9, 2024.',
      ),
    ).toEqual({ 'go-live date': '2024-06-01' });
  });

  it('knows a name dated by "which the parties agree is" or "which will be"', () => {
    expect(
      daysIn('The term begins on the Go-Live Date, which the parties agree is March 1, 2025 (the "Initial Term").'),
    ).toEqual({ 'go-live date': '2025-03-01' });
    expect(daysIn('the Service Start Date, which will be June 2, 2025.')).toEqual({
      'service start date': '2025-06-02',
      'start date': '2025-06-02',
    });
  });

  it('knows a name a table gives its date beside ("Service Start Date | May 1, 2025")', () => {
    expect(daysIn('Customer | Fairway Logistics Inc.\nService Start Date | May 1, 2025')['service start date']).toBe(
      '2025-05-01',
    );
  });

  it('knows a name run together with the line before it by its own words too', () => {
    expect(daysIn('Supplier: Printwise Document Solutions Ltd\nGo Live Date: 1 June 2024')['go live date']).toBe(
      '2024-06-01',
    );
  });

  it('reads a name and its date in capitals, as a conspicuous clause prints them', () => {
    expect(
      daysIn('THE "TERMINATION DATE" SHALL BE MARCH 31, 1997. AS USED HEREIN, "FINAL DATE" MEANS MAY 1, 1998.'),
    ).toEqual({
      'termination date': '1997-03-31',
      'final date': '1998-05-01',
    });
    expect(daysIn('THE PARTIES EXPECT TO LAUNCH ON JULY 1, 2025 (THE "LAUNCH DATE").')).toEqual({
      'launch date': '2025-07-01',
    });
  });

  it('names no day for a date that is only mentioned', () => {
    expect(daysIn('The Launch Date will be agreed. Invoices dated July 1, 2025 are due in thirty days.')).toEqual({});
  });

  it('dates a day named as an anniversary of the effective date, or a length after it, once that date is known', () => {
    const text =
      '"Expiration Date" means the fifth (5th) anniversary of the Effective Date. "End Date" shall mean the date that is thirty-six (36) months after the Effective Date. "Final Date" means 18 months after the Effective Date.';
    expect(Object.fromEntries(namedDays(prepareDocument(text), '2020-03-01'))).toEqual({
      'expiration date': '2025-03-01',
      'end date': '2023-03-01',
      'final date': '2021-09-01',
    });
    // Without the effective date no such day is known; an anniversary of another day is none.
    expect(daysIn(text)).toEqual({});
    expect(
      Object.fromEntries(
        namedDays(prepareDocument('"Review Date" means the first anniversary of the Closing Date.'), '2020-03-01'),
      ),
    ).toEqual({});
  });

  it('dates a day named as the day before an anniversary to that day', () => {
    // Forty-ninth held-out term batch: "The Initial Term ends on the Initial Term End Date" read no end.
    const text =
      '"Initial Term End Date" means the day before the fourth anniversary of the Effective Date. "Outside Date" shall mean the day immediately preceding the second (2nd) anniversary of the Effective Date.';
    expect(Object.fromEntries(namedDays(prepareDocument(text), '2018-04-01'))).toEqual({
      'initial term end date': '2022-03-31',
      'term end date': '2022-03-31',
      'end date': '2022-03-31',
      'outside date': '2020-03-31',
    });
  });
});

describe('the hundred-and-sixty-seventh mailbox batch (laboratory and medical equipment)', () => {
  it('dates an event a sentence says took place on a day, by its words and their endings', () => {
    // A calibration agreement "for 3 years from the date of the first calibration visit": read no end.
    expect(daysIn('The first calibration visit took place on 12 April 2027.')).toMatchObject({
      'first calibration visit date': '2027-04-12',
      'calibration visit date': '2027-04-12',
    });
    // A day something is due to happen on is no day it happened.
    expect(daysIn('The first calibration visit will take place on 12 April 2027.')).toEqual({});
  });

  it('dates "Installation completed:" as the installation\'s day, not a completion\'s', () => {
    // A lab instrument rental "for 24 months from installation": read no end.
    expect(daysIn('Installation completed: 22 February 2027')).toEqual({ 'installation date': '2027-02-22' });
    expect(daysIn('Tank delivered: 10 May 2027')).toEqual({ 'delivery date': '2027-05-10' });
  });
});

describe('the hundred-and-sixty-eighth and -ninth mailbox batches (property, software order forms)', () => {
  it('dates an approval a sentence gives and an activation labelled "Activated on:"', () => {
    // An HOA management contract "commencing on the first day of the month following approval by the Board".
    expect(daysIn('The Board approved this Agreement on March 18, 2027.')).toEqual({ 'approval date': '2027-03-18' });
    // A licence key "valid for 1 year from activation": read no end.
    expect(daysIn('Your license key is valid for 1 year from activation. Activated on: 09/09/2027')).toEqual({
      'activation date': '2027-09-09',
    });
  });
});
