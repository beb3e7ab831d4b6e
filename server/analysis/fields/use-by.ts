import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { addToDate, findDates } from './dates';
import { DURATION, durationFrom } from './durations';

/**
 * A bundle to be used within a length of when it was bought or first used: a block of driving lessons that "must be
 * taken within 6 months of purchase", a physio package "to be used within 4 months of your first appointment on 14
 * December 2026". What is left unused lapses then, so that is the bundle's end. (A contract's "shall open the
 * Restaurant within twelve (12) months after the Effective Date" is a deadline, which these words, a purchase's or a
 * first visit's, never name.)
 */
const USED_WITHIN = new RegExp(
  String.raw`\b(?:to\s+be|must\s+be|can\s+be|are\s+to\s+be)\s+(?:used|taken|redeemed|booked)\s+within\s+${DURATION}\s+of\s+(?:(?:the\s+)?(?:date\s+of\s+)?(?:purchase|issue)|your\s+first\s+(?:appointment|session|lesson|class|visit|treatment))\b`,
  'i',
);
/** The day an anchor names, written just after it: "your first appointment on 14 December 2026", "(14 December 2026)". */
const DATED_JUST_AFTER = /^\s*(?:on\s+|\(\s*)?$/i;
/** The last day itself, written just after the anchor: "within 6 months of purchase, i.e. by 24 May 2027". */
const LAST_DAY_JUST_AFTER = /^\s*,?\s*\(?\s*(?:i\.\s?e\.,?\s+|that\s+is,?\s+)?(?:by|before|until)\s+$/i;

/**
 * The end of a bundle used within a length of its purchase or first use (USED_WITHIN): the last day if it is written
 * after the anchor, else counted from the day written after the anchor, else from the start the document gives
 * (`start`, the day it was bought or first used). Null for any other document, or without a day to count from.
 */
export function usedWithinEnd(doc: PreparedDocument, start: string | null): Finding<string> | null {
  for (const sentence of doc.sentences) {
    const found = USED_WITHIN.exec(sentence.text);
    const length = found && durationFrom(found.slice(1, 6));
    if (!found || !length) continue;
    const after = found.index + found[0].length;
    const last = findDates(sentence.text.slice(after)).find((date) =>
      LAST_DAY_JUST_AFTER.test(sentence.text.slice(after, after + date.index)),
    );
    if (last) return { value: last.iso, evidence: evidenceOf(sentence) };
    const dated = findDates(sentence.text.slice(after)).find((date) =>
      DATED_JUST_AFTER.test(sentence.text.slice(after, after + date.index)),
    );
    const from = dated?.iso ?? start;
    if (!from) return null;
    return { value: addToDate(from, length.amount, length.unit), evidence: evidenceOf(sentence) };
  }
  return null;
}
