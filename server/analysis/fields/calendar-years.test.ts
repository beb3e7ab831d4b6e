import { describe, expect, it } from 'vitest';
import { calendarYearEnds } from './calendar-years';

const EFFECTIVE = '2019-06-15';
const endIn = (text: string) => calendarYearEnds(text, EFFECTIVE).map((end) => end.iso);

describe('ends counted in calendar years', () => {
  it.each([
    [
      'This Agreement shall continue through the end of the calendar year in which the Effective Date occurs.',
      '2019-12-31',
    ],
    [
      'The Term shall expire on December 31 of the third (3rd) full calendar year following the Effective Date.',
      '2022-12-31',
    ],
    ['The Term ends on December 31 of the calendar year following the Effective Date.', '2020-12-31'],
    // Counted from the date hereof, the effective date too.
    [
      'The initial term shall expire on December 31 of the fifth (5th) full calendar year following the date hereof.',
      '2024-12-31',
    ],
    [
      'This Agreement shall remain in force until December 31 of the year in which the fifth (5th) anniversary of the Effective Date occurs.',
      '2024-12-31',
    ],
    [
      'This Agreement shall expire on the last day of the calendar year that is two (2) years after the year in which the Effective Date falls.',
      '2021-12-31',
    ],
    [
      'This Agreement shall be in effect from the Effective Date until June 30 of the year following the year in which it is signed.',
      '2020-06-30',
    ],
    ['The term ends on March 31st of the second year after the year in which the Effective Date falls.', '2021-03-31'],
  ])('reads "%s" as ending on %s', (text, iso) => {
    expect(endIn(text)).toEqual([iso]);
  });

  it('says where the words of the end stand, so the anniversary inside them is no end of its own', () => {
    const text =
      'This Agreement shall remain in force until December 31 of the year in which the fifth (5th) anniversary of the Effective Date occurs.';
    const [end] = calendarYearEnds(text, EFFECTIVE);
    expect(text.slice(end.index, end.end)).toBe(
      'December 31 of the year in which the fifth (5th) anniversary of the Effective Date occurs',
    );
  });

  it.each([
    // No effective date to count from.
    ['The Term shall expire on December 31 of the third full calendar year following the Effective Date.', null],
    // A year the words do not tie to the effective date.
    ['Fees for each calendar year shall be paid by December 31 of that year.', EFFECTIVE],
    ['The report is due on the last day of the calendar year in which the Product is launched.', EFFECTIVE],
    // No such day.
    ['The Term ends on June 31 of the calendar year following the Effective Date.', EFFECTIVE],
    // A written date with its year is a date, for the date readers.
    ['This Agreement expires on December 31, 2022.', EFFECTIVE],
  ])('reads no end in "%s"', (text, effective) => {
    expect(calendarYearEnds(text, effective)).toEqual([]);
  });
});
