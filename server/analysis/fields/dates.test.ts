import { describe, expect, it } from 'vitest';
import {
  addToDate,
  findDates,
  lastMonthDayBy,
  MONTH_DAY,
  monthsBetween,
  numericDatesDayFirst,
  writesDayFirst,
} from './dates';

const isoOf = (text: string) => findDates(text).map((date) => date.iso);

describe('findDates', () => {
  it.each([
    ['the 8th day of May, 2014', '2014-05-08'],
    ['May 8, 2014', '2014-05-08'],
    ['May 8th 2014', '2014-05-08'],
    ['8 May 2014', '2014-05-08'],
    ['Sept. 3, 2019', '2019-09-03'],
    ['05/08/2014', '2014-05-08'],
    ['5/8/14', '2014-05-08'],
    ['24/12/2014', '2014-12-24'],
    ['2014-05-08', '2014-05-08'],
    ['2014/05/08', '2014-05-08'],
    ['2014/5/8', '2014-05-08'],
    ['2014.05.08', '2014-05-08'],
    ['8. May 2014', '2014-05-08'],
    ['the 8th day of May, A.D. 2014', '2014-05-08'],
    ['the 12th day of December, A.D., 1997', '1997-12-12'],
    ['the 2nd day of January in the year 2006', '2006-01-02'],
    ['the second day of January in the year of 2006', '2006-01-02'],
    ['the 9th day of June in the year of our Lord 2005', '2005-06-09'],
    ['this 1st day of the month of July, 2002', '2002-07-01'],
    ['the fifteenth (15th) day of the month of March, 2019', '2019-03-15'],
    ['June 1,1999', '1999-06-01'],
    ['24 OCT 2011', '2011-10-24'],
    ['1.4.2011', '2011-04-01'],
    // Two digits each, the year's too, as European forms write it (the hundred-and-twenty-ninth mailbox batch).
    ['01.04.27', '2027-04-01'],
    ['the last day of February, 2024', '2024-02-29'],
    ['the last day in June 2019', '2019-06-30'],
    // Two forms a probe of term sentences found unread (1 December, fifty-first session).
    ['the end of June 2025', '2025-06-30'],
    ['the end of February, 2024', '2024-02-29'],
    ['December thirty-first, 2025', '2025-12-31'],
    ['June first 2026', '2026-06-01'],
    ['the first day of March, 2026', '2026-03-01'],
    ['the twenty-first (21st) day of June 2026', '2026-06-21'],
    ['1-Mar-2026', '2026-03-01'],
    ['01-Sep-26', '2026-09-01'],
    ['the end of the 2026 calendar year', '2026-12-31'],
    ['the end of calendar year 2026', '2026-12-31'],
    // The last day or the end of a year otherwise named (hundred-and-fourteenth held-out term batch: read no end).
    ['the last day of the 2026 calendar year', '2026-12-31'],
    ['the last day of calendar year 2026', '2026-12-31'],
    ['the last day of the year 2026', '2026-12-31'],
    ['the end of 2026', '2026-12-31'],
  ])('reads "%s"', (text, iso) => {
    expect(isoOf(`This Agreement is dated ${text} by the parties.`)).toEqual([iso]);
  });

  it('ignores impossible dates and bare numbers', () => {
    expect(isoOf('February 30, 2014; section 13/14/2015; 12,000 units; version 2.1.3; release 2021.3.2')).toEqual([]);
    // A version's or a section's dotted numbers are no date.
    expect(isoOf('[v.08.05.03] Section 10.12.14.2, clause 4.12.10, 31.12.99.1')).toEqual([]);
  });

  it("names no day for the end of a fiscal year, which ends where the company's books say", () => {
    expect(isoOf('until the end of fiscal year 2026 and the end of the 2026 fiscal year')).toEqual([]);
    // Nor for a season's or a school year's, which the league or the school sets.
    expect(isoOf('until the end of the 2026 season and the end of the 2026-2027 school year')).toEqual([]);
  });

  it('reads a range of whole months as its first day and its last, the first in the year before if later', () => {
    // Eighty-ninth mailbox batch: "This retainer covers January to June 2027" read no dates.
    expect(isoOf('This retainer covers January to June 2027, at 20 hours a month.')).toEqual([
      '2027-01-01',
      '2027-06-30',
    ]);
    expect(isoOf('from March 2002 to July 2009')).toEqual(['2002-03-01', '2009-07-31']);
    expect(isoOf('the winter season, November - February 2027')).toEqual(['2026-11-01', '2027-02-28']);
    // Not a verb before a month, nor a range running backwards.
    expect(isoOf('you may - June 2027')).toEqual([]);
    expect(isoOf('July 2027 to March 2027')).toEqual([]);
  });

  it('reads the first day of a range that leaves its year to the last day', () => {
    // The ninety-fifth mailbox batch: "the pilot will run from 15 January to 15 April 2027" read no start.
    expect(isoOf('the pilot will run from 15 January to 15 April 2027, after which')).toEqual([
      '2027-01-15',
      '2027-04-15',
    ]);
    expect(isoOf('March 1 - May 31, 2027')).toEqual(['2027-03-01', '2027-05-31']);
    // In capitals (the hundred-and-twenty-ninth mailbox batch's quote, quoted in a reply in mixed case).
    expect(isoOf('SERVICE PERIOD: JAN 1 - DEC 31, 2027')).toEqual(['2027-01-01', '2027-12-31']);
    // The range's word in capitals too (the hundred-and-thirty-third batch's season, so quoted: no start).
    expect(isoOf('THE 2027 SEASON, APRIL 1 THROUGH OCTOBER 31, 2027')).toEqual(['2027-04-01', '2027-10-31']);
    expect(isoOf('from November 15 to February 15, 2027')).toEqual(['2026-11-15', '2027-02-15']);
    // A day and month before a date with no range word between is no start.
    expect(isoOf('by 30 June, and no later than 15 July 2027')).toEqual(['2027-07-15']);
  });

  it("reads a range of one month's days, day first or month first, as its first and last days", () => {
    // The hundred-and-thirty-third mailbox batch: a venue's "Dates: 12–14 May 2027" read its last day alone.
    expect(isoOf('Dates: 12–14 May 2027')).toEqual(['2027-05-12', '2027-05-14']);
    expect(isoOf('Booking dates: May 12-14, 2027')).toEqual(['2027-05-12', '2027-05-14']);
    expect(isoOf('from 3 to 5 June 2027')).toEqual(['2027-06-03', '2027-06-05']);
    // A page's or a section's number before a date opens no range, nor does a later day.
    expect(isoOf('Page 2 - 14 May 2027')).toEqual(['2027-05-14']);
    expect(isoOf('Clause 12 – 14 May 2027')).toEqual(['2027-05-14']);
    expect(isoOf('20 - 14 May 2027')).toEqual(['2027-05-14']);
  });

  it("reads the end of a calendar quarter as its last day, not a fiscal quarter's", () => {
    // The hundred-and-thirty-third mailbox batch: "runs through the end of Q3 2027" read no date.
    expect(isoOf('through the end of Q3 2027')).toEqual(['2027-09-30']);
    expect(isoOf('until the last day of the first quarter of 2028')).toEqual(['2028-03-31']);
    expect(isoOf('the end of the fourth calendar quarter of 2027')).toEqual(['2027-12-31']);
    expect(isoOf('the end of Q2 FY2027')).toEqual([]);
  });

  it('reads a numeric date whole where a number and a dash stand before it, not their first three numbers', () => {
    expect(isoOf('Milestone #1 -01/01/2019; Milestone #2 -02/01/2019')).toEqual(['2019-01-01', '2019-02-01']);
    expect(isoOf('Invoice 12-05/08/2014')).toEqual(['2014-05-08']);
    // A range written with a dash is two dates.
    expect(isoOf('from 01/01/19-12/31/19 and 01/01/2020 - 12/31/2020')).toEqual([
      '2019-01-01',
      '2019-12-31',
      '2020-01-01',
      '2020-12-31',
    ]);
  });

  it('lists dates in order of appearance with their offsets', () => {
    const dates = findDates('From 1/2/2020 until December 31, 2021.');
    expect(dates.map((d) => d.iso)).toEqual(['2020-01-02', '2021-12-31']);
    expect(dates[0].index).toBe(5);
  });
});

describe('day-first documents', () => {
  it.each([
    ['a numeric date that cannot be month first', 'Signed 31/12/2025. Start: 01/03/2026.', true],
    ['one that cannot be day first', 'Signed 12/31/2025. Start: 01/03/2026.', false],
    ['numbers that cannot decide, in a contract priced in pounds', 'Start: 01/03/2026. Fee: £1,950 per month.', true],
    ['numbers that cannot decide, and nothing else', 'Start: 01/03/2026. Fee: $1,950 per month.', false],
    // The ninety-fifth mailbox batch: a registrar's record read month first.
    [
      'numbers that cannot decide, beside a British web address',
      'Domain: harbourlights.co.uk Expires: 02/03/2027',
      true,
    ],
    ['numbers that cannot decide, beside an American one', 'Domain: harbourlights.com Expires: 02/03/2027', false],
    // The same record printed in capitals read month first.
    ['the British record in capitals', 'DOMAIN: HARBOURLIGHTS.CO.UK EXPIRES: 02/03/2027', true],
    // A tenancy notice whose only mark of its country is the property's postcode read month first.
    ['numbers that cannot decide, beside a British postcode', 'Flat 2, Leeds LS1 5AA. Start: 01/04/2027', true],
    ['numbers that cannot decide, beside an Australian one', 'Level 4, Sydney NSW 2000. Start: 01/04/2027', true],
    ['numbers that cannot decide, beside a US state and ZIP code', 'Seattle, WA 98101. Start: 01/04/2027', false],
    // The hundred-and-thirtieth mailbox batch: companies' forms and currencies of such countries, read month first.
    ['numbers that cannot decide, beside a "(Pty) Ltd"', 'Cape Office Solutions (Pty) Ltd. Start: 01/03/2027', true],
    ['numbers that cannot decide, beside a "Pte. Ltd."', 'Landlord: Marina Holdings Pte. Ltd. Start: 1/6/2027', true],
    ['numbers that cannot decide, beside Hong Kong dollars', 'Term from 1/3/2027. Monthly rent: HK$38,000', true],
    ['numbers that cannot decide, beside US dollars', 'Term from 1/3/2027. Monthly rent: US$38,000', false],
    [
      'numbers that cannot decide, in a filing that names such a country only as a market further on',
      `Agreement dated 7/1/98 between Tripath Technology, Inc. and Uniquest Corporation.\n${'The Distributor shall use its best efforts to promote the Products.\n'.repeat(60)}The Distributor may fulfil orders placed by customers in the UK and Australia.`,
      false,
    ],
    [
      'numbers that cannot decide, in a contract whose party is addressed in such a country',
      `Agreement dated 7/1/98 between Acme Ltd of Plas Gogerddan, Aberystwyth, SY23 3EB, United Kingdom and Ceres, Inc.\n${'The Distributor shall use its best efforts to promote the Products.\n'.repeat(60)}`,
      true,
    ],
    // The two-hundred-and-twenty-second mailbox batch: an order that says its format read month first.
    ['numbers that cannot decide, the format stated', 'Term: 1 year, starting 12/03/2027 (DD/MM/YYYY).', true],
    ['a stated month-first format, beside a pound sign', 'Start: 12/03/2027 (MM/DD/YYYY). Fee: £500', false],
    ['a stated format in dashes and lower case', 'Dates are dd-mm-yy. Renews 01-02-27. Price: US$40', true],
  ])('tells %s', (_case, text, dayFirst) => {
    expect(writesDayFirst(text)).toBe(dayFirst);
  });

  it('writes their numeric dates as dotted dates, which read day first', () => {
    const text = numericDatesDayFirst('from 01/03/2026 to 28-02-27');
    expect(text).toBe('from 01.03.2026 to 28.02.2027');
    expect(isoOf(text)).toEqual(['2026-03-01', '2027-02-28']);
  });
});

describe('monthsBetween', () => {
  it.each([
    ['2026-03-01', '2027-03-01', 12],
    ['2026-03-01', '2027-02-28', 12],
    ['2026-03-01', '2027-12-31', 22],
    ['2026-03-01', '2026-03-01', null],
    ['2026-03-01', 'perpetual', null],
  ])('counts a term from %s to %s as %s months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });
});

describe('addToDate', () => {
  it('counts calendar years, months and days', () => {
    expect(addToDate('2014-02-10', 5, 'year')).toBe('2019-02-10');
    expect(addToDate('2020-01-31', 1, 'month')).toBe('2020-02-29');
    expect(addToDate('2027-03-01', -1, 'day')).toBe('2027-02-28');
  });
});

describe('a day of the year without its year', () => {
  const lastBy = (text: string, iso: string) => {
    const match = new RegExp(MONTH_DAY, 'i').exec(text);
    return match ? lastMonthDayBy(match.slice(1), iso) : undefined;
  };

  it('reads "October 1", "30 November" and "the 1st day of October" as the last such day by a date', () => {
    expect(lastBy('on or before October 1 of each year', '2025-12-31')).toBe('2025-10-01');
    expect(lastBy('no later than 30 November', '2025-12-31')).toBe('2025-11-30');
    expect(lastBy('by the 1st day of October', '2025-12-31')).toBe('2025-10-01');
    // after the date in its own year: the one a year before
    expect(lastBy('on or before October 1', '2026-03-31')).toBe('2025-10-01');
  });

  it('reads no day of the year in a full date, nor "Oct" inside "October 2025"', () => {
    expect(lastBy('on or before October 1, 2025', '2025-12-31')).toBeUndefined();
    expect(lastBy('on or before October 12, 2025', '2025-12-31')).toBeUndefined();
    expect(lastBy('on or before 1 October 2025', '2025-12-31')).toBeUndefined();
  });

  it('gives no day for February 29 in a year without one', () => {
    expect(lastBy('by February 29', '2027-12-31')).toBeNull();
  });
});

describe('the two-hundred-and-eighty-fourth mailbox batch (wills, probate and family history)', () => {
  it('reads "between 3 and 7 May 2027" as a range of the month\'s days, "and" only after "between"', () => {
    expect(isoOf('to be completed between 3 and 7 May 2027')).toEqual(['2027-05-03', '2027-05-07']);
    expect(isoOf('between 1 April and 30 April 2027')).toEqual(['2027-04-01', '2027-04-30']);
    // Without "between", a day and a date are no range.
    expect(isoOf('on days 3 and 7 May 2027')).toEqual(['2027-05-07']);
  });
});

describe('the two-hundred-and-ninety-second mailbox batch (children and families)', () => {
  it('reads a range of months printed in capitals, as a letter quoted in a reply prints it', () => {
    expect(isoOf('FEES FOR THE 2027/28 ACADEMIC YEAR (SEPTEMBER 2027 – JULY 2028)')).toEqual([
      '2027-09-01',
      '2028-07-31',
    ]);
    // Not a month's name in lower case: "you may - June 2027" is no range.
    expect(isoOf('you may - June 2027')).toEqual([]);
  });
});

describe('the three-hundred-and-twenty-second mailbox batch (woods and timber)', () => {
  it('reads "9 and 10 March 2027", two days running, as both days', () => {
    expect(isoOf('Chainsaw course: 2 days, 9 and 10 March 2027, £420.')).toEqual(['2027-03-09', '2027-03-10']);
    // Days apart are not read as one range's opening, nor is a page's number.
    expect(isoOf('Deliveries on 9 and 23 March 2027.')).toEqual(['2027-03-23']);
    expect(isoOf('See page 9 and 10 March 2027.')).toEqual(['2027-03-10']);
  });
});
