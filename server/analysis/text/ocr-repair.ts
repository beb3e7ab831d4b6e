import { MONTH_NAME } from './numbers';

/**
 * What a scanned contract's text layer misreads in the values the readers need, as OCR engines confuse shapes: "l" or
 * "I" for "1" and "O" for "0" inside figures ("3l March", "2O27", "sixty (6O) days", "0l/04/2027"), "rn" for "m" and
 * "1" for "l" in a month's name or in "months" ("Decernber", "Ju1y", "rnonths"). Only these are repaired: a figure
 * needs a digit of its own ("IO", "lO" stay words), a month's name a day or a year beside it, and a day alone ("l",
 * "I") a month beside it. Words the readers do not need ("Agreernent") are left as read.
 */

/**
 * A run of figures holding a misread one, standing alone: "3l", "2O27", "6O", "l2", "lO0", "1,O00,000"; not a name
 * that opens in a capital letter ("O2", "O365").
 */
const MISREAD_FIGURES =
  /(?=[0-9lIO])(?<![\w'])(?![IO])(?=[0-9lIO,]*[0-9])(?=[0-9lIO,]*[lIO])[0-9lIO]{1,4}(?:,[0-9lIO]{3})*(?![\w'])/g;
/** A date in figures with a misread one: "0l/04/2027", "31.O3.2028". */
const MISREAD_NUMERIC_DATE = /(?<![\w/.-])[0-9lIO]{1,2}[/.-][0-9lIO]{1,2}[/.-][0-9lIO]{2,4}(?![\w/-])/g;
const asFigures = (run: string) => run.replace(/[lI]/g, '1').replace(/O/g, '0');

/** A word a month's name or "month(s)" may be misread as, with its misreadings undone. */
// Only a word that holds something to undo ("rn", "1", "0"): the others, nearly every word, are passed over unread.
const MONTH_LIKE = /\b(?=[A-Za-z01]*(?:rn|[01]))[A-Za-z][A-Za-z01]{2,9}\b/g;
const unmisread = (word: string) => word.replace(/rn/g, 'm').replace(/1/g, 'l').replace(/0/g, 'o');
const MONTH = new RegExp(`^(?:${MONTH_NAME})$`, 'i');
const MONTHS_WORD = /^months?$/i;
/** A day or a year beside a word: "Decernber 31", "31 Decernber", "Ju1y 1, 2027". */
const DAY_OR_YEAR_AFTER = /^\s+[0-9lIO]{1,4}\b/;
const DAY_BEFORE = /\b[0-9lIO]{1,2}(?:st|nd|rd|th)?\s+$/;
/** A length before "months": "twenty-four (24) rnonths", "l2 rnonths". */
const LENGTH_BEFORE = /(?:\d|\)|[0-9lIO]{1,3})\s+$/;

/**
 * A day of one figure misread as a letter before or after a month's name, a year after it: "l April 2027", "March l,
 * 2027" (not "I May ..." in a sentence).
 */
const DAY_BEFORE_MONTH = new RegExp(String.raw`(?<![\w'])[lI](?=\s+(?:${MONTH_NAME})\s+[0-9lIO]{4}\b)`, 'g');
const DAY_AFTER_MONTH = new RegExp(String.raw`(?=[lI])(?<=\b(?:${MONTH_NAME})\s+)[lI](?=\s*,?\s+[0-9lIO]{4}\b)`, 'g');

/** The text with the figures, days and months a scan's text layer misread put right. */
export function withOcrMisreadingsRepaired(text: string): string {
  return text
    .replace(MONTH_LIKE, (word: string, at: number, all: string) => {
      const plain = unmisread(word);
      if (plain === word) return word;
      if (MONTH.test(plain)) {
        const near =
          DAY_OR_YEAR_AFTER.test(all.slice(at + word.length, at + word.length + 8)) ||
          DAY_BEFORE.test(all.slice(Math.max(0, at - 8), at));
        return near ? plain : word;
      }
      return MONTHS_WORD.test(plain) && LENGTH_BEFORE.test(all.slice(Math.max(0, at - 6), at)) ? plain : word;
    })
    .replace(DAY_BEFORE_MONTH, '1')
    .replace(DAY_AFTER_MONTH, '1')
    .replace(MISREAD_NUMERIC_DATE, asFigures)
    .replace(MISREAD_FIGURES, asFigures);
}
