// The same dates written in other styles: every "July 1, 1998" of a text rewritten as another drafter would write it,
// for reading a contract again with nothing it says changed (`npm run eval:layout`).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** A date written month first in words: "July 1, 1998", "July 1st, 1998". */
const MONTH_DAY_YEAR = new RegExp(
  `\\b(${MONTHS.join('|')})\\s+(\\d{1,2})(?:st|nd|rd|th)?,\\s*((?:19|20)\\d{2})\\b`,
  'g',
);

const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/** Each style: a date's month, day and year written as that style writes them. */
export const DATE_STYLES: Record<string, (month: string, day: number, year: string) => string> = {
  '1 July 1998': (month, day, year) => `${day} ${month} ${year}`,
  'July 1st, 1998': (month, day, year) => `${month} ${ordinal(day)}, ${year}`,
  'the 1st day of July, 1998': (month, day, year) => `the ${ordinal(day)} day of ${month}, ${year}`,
  '1998-07-01': (month, day, year) =>
    `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  // May, June and July are written out; September is "Sept.".
  'Jul. 1, 1998': (month, day, year) =>
    `${/^(?:May|June|July)$/.test(month) ? month : month === 'September' ? 'Sept.' : `${month.slice(0, 3)}.`} ${day}, ${year}`,
};

/** The text with every date written month first in words rewritten in `style`, one of DATE_STYLES. */
export const datesWrittenAs = (text: string, style: string): string =>
  text.replace(MONTH_DAY_YEAR, (_date, month: string, day: string, year: string) =>
    DATE_STYLES[style](month, Number(day), year),
  );
