import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../text/document';
import { endedAtWill } from './at-will';

const AS_OF = '2026-11-22';
const atWill = (text: string, start: string | null = null) => endedAtWill(prepareDocument(text), start, AS_OF);

describe('an arrangement either side may end on notice', () => {
  it('runs without end, with its notice, when either side may end it: "Either of us can end ... with two weeks\' notice"', () => {
    const walks =
      "Dog walking: Monday to Friday, £14 per walk. Either of us can end this arrangement with two weeks' notice.";
    expect(atWill(walks)).toEqual({
      term: { value: 'perpetual', evidence: "Either of us can end this arrangement with two weeks' notice." },
      notice: { value: 14, evidence: "Either of us can end this arrangement with two weeks' notice." },
    });
  });

  it('reads the passive "may be closed by either party on 30 days\' written notice" and "at any time"', () => {
    const account = "Corporate taxi account. This account may be closed by either party on 30 days' written notice.";
    expect(atWill(account)?.notice.value).toBe(30);
    const hives =
      "You may keep 10 hives from 1 April 2027. Either party can end this arrangement at any time with one month's notice.";
    expect(atWill(hives, '2027-04-01')?.notice.value).toBe(30);
  });

  it('reads nothing where one side may end it for a reason, or within a term', () => {
    expect(atWill("Either party may terminate for material breach on 30 days' notice.")).toBeNull();
    expect(atWill("Either of us can end it early by giving 60 days' notice.")).toBeNull();
    expect(atWill("Either of us can end it on one month's notice after the first 12 months.")).toBeNull();
  });

  it("reads nothing for employment, whose notice is no contract's", () => {
    expect(atWill("Either party may terminate employment by giving three months' notice.")).toBeNull();
  });

  it('reads nothing where the document writes a later day than the start, or speaks of a project or of renewing', () => {
    const cleaning = "Weekly clean from 5 March 2027. Either of us can end the arrangement with 4 weeks' notice.";
    expect(atWill(cleaning, '2027-03-05')?.notice.value).toBe(28);
    expect(atWill(`${cleaning} Prices are fixed until 1 June 2027.`, '2027-03-05')).toBeNull();
    expect(atWill(`The project launches in spring. Either party may end it with 14 days' notice.`)).toBeNull();
    expect(atWill(`This is a month-to-month agreement. Either party may cancel with 30 days' notice.`)).toBeNull();
  });
});

describe('notice "either side" with no term (two-hundred-and-eightieth mailbox batch)', () => {
  it('reads a room rental\'s "One month\'s notice either side" as running without end, with that notice', () => {
    const room = "Room rental: Tuesdays and Fridays from 2 March 2027, £240 per month. One month's notice either side.";
    expect(atWill(room, '2027-03-02')?.notice.value).toBe(30);
  });
});

describe('a trial before the right to end (the two-hundred-and-seventy-second mailbox batch, care homes)', () => {
  it('reads "After that, either party may end ..." after a trial period as at will: a trial is no term', () => {
    const placement =
      "Placement start date: 17 May 2027. The first four weeks are a trial period. After that, either party may end the placement by giving 28 days' notice in writing.";
    expect(atWill(placement, '2027-05-17')?.notice.value).toBe(28);
    // After a minimum term, it is not: that right comes after a term.
    const minimum =
      "Placement start date: 17 May 2027. The minimum term is three months. After that, either party may end the placement by giving 28 days' notice in writing.";
    expect(atWill(minimum, '2027-05-17')).toBeNull();
  });
});

describe('the three-hundred-and-fourteenth mailbox batch (mobility and disability aids)', () => {
  it('reads an account with "no fixed term" ended on notice as at will, whoever gives the notice', () => {
    const taxi =
      "Wheelchair accessible taxi account: invoiced monthly, no fixed term, 60 days' notice to close the account.";
    expect(atWill(taxi)?.notice.value).toBe(60);
    // One side's notice alone, with no word of there being no term, may end a term the readers missed.
    expect(atWill("Taxi account: invoiced monthly, 60 days' notice to close the account.")).toBeNull();
  });
});

describe('the three-hundred-and-twenty-second mailbox batch (woods and timber)', () => {
  it('reads "no fixed term; either party may end it on one month\'s notice" as at will, past the semicolon', () => {
    const retainer =
      "Forestry advice retainer: £240 + VAT per month, starting 1 February 2027, no fixed term; either party may end it on one month's notice.";
    expect(atWill(retainer, '2027-02-01')?.notice.value).toBe(30);
  });
});

describe('the three-hundred-and-thirty-ninth mailbox batch (newspapers and publications)', () => {
  it('reads the customer\'s notice to stop a standing service, "Give one week\'s notice to stop", and no end', () => {
    const delivery =
      "Home delivery from Patel's News: £4.20 delivery charge per week, billed monthly. Give one week's notice to stop.";
    expect(atWill(delivery)).toEqual({
      term: null,
      notice: { value: 7, evidence: "Give one week's notice to stop." },
    });
    expect(atWill("You can cancel with 30 days' notice.")?.notice.value).toBe(30);
    // Not for a reason, nor after a term.
    expect(atWill("You can cancel after the first 12 months with 30 days' notice.")).toBeNull();
  });
});
