import { COMPANY_FORM } from './company-forms';
import { MONTH_NAME, NUMBER_WORD } from './numbers';

/**
 * A form's boxes and blanks as a text layer gives them, read as the form filled in: the options ticked among those
 * left empty, a value written into an underscored blank or a bracketed fill-in. Only the box, the blank's underscores
 * and the brackets go; every word of the form's own stays.
 */

/** An empty box: "[ ]", "☐", "□". */
const EMPTY_BOX = String.raw`\[[ \t]*\]|\u2610|\u25a1`;
/** A ticked box: "[X]", "[✓]", "☒", "☑", "■", "⊠". */
const TICKED_BOX = String.raw`\[[ \t]*[xX\u2713\u2714][ \t]*\]|\u2612|\u2611|\u25a0|\u22a0`;
const EMPTY = new RegExp(EMPTY_BOX);
const TICKED = new RegExp(TICKED_BOX);
/** Where a box's option ends: at the next box, a table's next cell (two spaces or more) or the next field's label. */
const OPTION_ENDS = String.raw`${EMPTY_BOX}|${TICKED_BOX}|[ \t]{2,}|[ \t]+[A-Z][\w-]*(?:[ \t]+[A-Za-z][\w-]*){0,3}:`;
/**
 * An empty box with the option it offers: the words up to where it ends (OPTION_ENDS), a sentence's or a clause's end,
 * an aside's bracket (not a number's: "One (1) year") or comma, or the line's (an option is a few words: "12 months",
 * "Month-to-month", "corporation organized in Texas").
 */
const EMPTY_OPTION = new RegExp(
  String.raw`(?:${EMPTY_BOX})[ \t]*(?:(?!${OPTION_ENDS}|\((?!\d{1,4}\)))[^.;,\n]){0,60}`,
  'g',
);
const TICKED_MARK = new RegExp(TICKED_BOX, 'g');

/**
 * The options of a line that both ticks a box and leaves one empty (a choice made: "Term: [ ] 12 months [X] 24 months
 * [ ] 36 months" is "Term: 24 months"): the empty ones' options dropped, the ticks too. A line with empty boxes alone is
 * left as it is: an empty "[ ]" is as often a blank ("dated as of [ ], 2019") as a box.
 */
const asTicked = (line: string) =>
  EMPTY.test(line) && TICKED.test(line) ? line.replace(EMPTY_OPTION, ' ').replace(TICKED_MARK, ' ') : line;

/**
 * A value written into an underscored blank, the underscores touching it: "until __December 31, 2027__", "_36_
 * months", "Term: ___3___ years", "__Keller Marine Supply Co.__", the value opening in a letter or a digit and ending
 * in one, a full stop or a bracket. Not a blank left empty ("this ____ day of ______,
 * 19__"), nor underscores inside a name ("john_doe_smith").
 */
const FILLED_BLANK = /(?<!\w)_+([A-Za-z0-9](?:[^_\n]{0,38}[A-Za-z0-9.)])?)_+(?!\w)/g;

/**
 * A bracketed fill-in a draft left its brackets on: a quantity before its unit ("[three (3)] years", "[36] months"), a
 * date ("[December 31, 2027]", "[31 March 2027]"). Not a redaction ("[***]"), a placeholder ("[Date]") or a
 * footnote's number ("years[2]": no unit follows).
 */
const BRACKETED_QUANTITY = new RegExp(
  String.raw`\[((?:${NUMBER_WORD}\b|\d)[^[\]\n]{0,30})\](?=\s+(?:calendar\s+|full\s+)?(?:years?|months?|weeks?|days?)\b)`,
  'gi',
);
/**
 * A quantity written in words and digits in brackets ("[ninety (90)]"), a fill-in wherever it stands: its unit may be
 * on the next page, after the page's number ("[ninety (90)] / 209 / days'"), which goes only once the brackets have.
 */
const BRACKETED_WORDS_AND_DIGITS = new RegExp(String.raw`\[(${NUMBER_WORD}\s*\(\s*\d{1,4}\s*\))\]`, 'gi');
const BRACKETED_DATE = new RegExp(
  String.raw`\[(${MONTH_NAME}[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+\d{4}|\d{1,2}(?:st|nd|rd|th)?[ \t]+${MONTH_NAME},?[ \t]+\d{4})\]`,
  'gi',
);

/**
 * A name a draft left in its brackets, told by a company's form at its end: "[Harbor Point Logistics, Inc.]", "[Carrow
 * Digital Ltd]", in capitals "[DUNMORE OPTICS GMBH]". Not a placeholder ("[LICENSEE NAME]", "[●]"): it names no company.
 */
const BRACKETED_NAME = new RegExp(String.raw`\[([A-Z][^[\]\n]{0,80}?\b(?:${COMPANY_FORM})\.?)\]`, 'gi');

/** The text as the form was filled in: ticked options chosen, blanks and fill-ins read as their values and names. */
export const asFilledIn = (text: string): string =>
  text
    .split('\n')
    .map(asTicked)
    .join('\n')
    .replace(FILLED_BLANK, '$1')
    .replace(BRACKETED_QUANTITY, '$1')
    .replace(BRACKETED_WORDS_AND_DIGITS, '$1')
    .replace(BRACKETED_DATE, '$1')
    .replace(BRACKETED_NAME, '$1');
