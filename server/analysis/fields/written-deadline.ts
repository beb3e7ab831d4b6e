import { daysBetween } from '../../lib/calendar-dates';
import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { sentenceAt } from '../text/sentences';
import { addToDate, lastMonthDayBy, MONTH_DAY } from './dates';
import { aboutStoppingRenewal } from './notice';

/**
 * A last day to give notice written out rather than a notice period: a vendor's "cancel before 12/15/2026", or a
 * contract's yearly "on or before October 1 of the year in which the term expires". Either gives the days of notice
 * before the end of the term it is written for; a fixed, modest confidence, as no model weighs it.
 */

/**
 * A last day to cancel written out, as vendors' notices write it: "cancel before 12/15/2026", "cancel by ...", "Need to
 * make changes? You have until February 17, 2027", "will be extended ... unless you give notice by 31.03.2027" (or
 * "unless you tell us in writing by 2 August 2027"), a member's "unless you resign in writing before 1 March 2028", "To
 * avoid automatic renewal for a further 24 months, please let us know in writing by 31 January 2027", and a record's or
 * a ticket's label "Renewal notice due: 2027-03-02".
 */
const CANCEL_BY_DATE =
  /\b(?:cancel\w*|resign\w*|opt\s+out|turn\s+off\s+auto-?renew\w*|(?:not\s+(?:wish|want)\s+to\s+renew|(?:avoid|stop|prevent)\s+(?:an?\s+|the\s+)?(?:automatic\s+|auto-?)?renewal[^.;]{0,50}?)\W+(?:please\s+)?(?:let\s+us\s+know|notify\s+us|tell\s+us|inform\s+us)|unless\s+you\s+(?:(?:give|send|serve)\s+(?:us\s+)?(?:written\s+)?notice|(?:tell|notify|inform)\s+us))\b[^.;]{0,60}?\b(by|before|no\s+later\s+than|prior\s+to)\s+(?:the\s+end\s+of\s+)?$|\b(?:cancel\w*|changes?)\b[^.;]{0,40}?[?!]?\s+you\s+have\s+(until)\s+$|\b(?:(?:non-?)?renewal\s+|cancell?ation\s+|termination\s+)?notice\s+(?:due|deadline)\s*:\s*$/i;

/**
 * The word that sets a CANCEL_BY_DATE match's deadline ("before", "by", "until"), whichever way it was written; a
 * label's due day is the day itself, as "by" gives it.
 */
const cancelWord = (cancel: RegExpExecArray) => cancel[1] ?? cancel[2] ?? 'by';

/**
 * What sets a deadline just before a day of the year, in a sentence about not renewing: "on or before October 1", "by
 * the preceding September 30".
 */
const DEADLINE_BEFORE =
  /\b(on\s+or\s+before|(?:no|not)\s+later\s+than|by|before|prior\s+to)\s+(?:the\s+)?(?:(?:immediately\s+)?preceding\s+)?$/i;

const CONFIDENCE = 0.7;

/** Days from the last day for notice to the end of the term, if the one can be notice before the other. */
function noticeDaysTo(deadline: string, deadlineWord: string, endDate: string): number | null {
  // "before"/"prior to" a day leave the day before it; "by", "on or before", "no later than" the day itself.
  const lastDay = /^(?:before|prior)/i.test(deadlineWord) ? addToDate(deadline, -1, 'day') : deadline;
  const days = daysBetween(lastDay, endDate);
  return days >= 1 && days <= 366 ? days : null;
}

/**
 * Whether a last day to cancel can stop a renewal: where the document renews, any; where it reads none, only one that
 * names the renewal itself ("Renewal notice due: 2027-03-02" on a ticket), not a booking's "Cancellations made before
 * June 1, 2027 receive a full refund" (a summer camp's confirmation, read as 60 days' notice before its last day).
 */
const stopsARenewal = (cancel: RegExpExecArray, renews: boolean) => renews || /\brenew/i.test(cancel[0]);

/** "To avoid being charged, cancel before 12/15/2026" in a notice of a renewal on 12/15/2026: one day. */
function noticeFromDatedDeadline(doc: PreparedDocument, endDate: string, renews: boolean) {
  for (const date of doc.dates) {
    const cancel = CANCEL_BY_DATE.exec(doc.flat.slice(Math.max(0, date.index - 100), date.index));
    const days = cancel && stopsARenewal(cancel, renews) && noticeDaysTo(date.iso, cancelWord(cancel), endDate);
    if (days) return { value: days, evidence: evidenceOf(sentenceAt(doc.sentences, date.index), date.index) };
  }
  return null;
}

/**
 * The days a yearly deadline ("on or before December 1") leaves before the end of the term, the most of the next
 * four years: a February 29 between makes one year's count a day longer, and the product keeps days, so a cancel-by
 * date counted back with fewer would be a day late in a leap year.
 */
function yearlyNoticeDays(monthDay: (string | undefined)[], deadlineWord: string, endDate: string): number | null {
  let most: number | null = null;
  for (let years = 0; years < 4; years++) {
    const end = addToDate(endDate, years, 'year');
    const day = lastMonthDayBy(monthDay, end);
    const days = day && noticeDaysTo(day, deadlineWord, end);
    if (days) most = Math.max(most ?? 0, days);
  }
  return most;
}

/**
 * "unless either party notifies the other on or before October 1 of the year in which the then-current term
 * expires" in a term ending December 31: 91 days, the October 1 before the end of the term.
 */
function noticeFromYearlyDeadline(doc: PreparedDocument, endDate: string, renews: boolean) {
  for (const sentence of doc.sentences) {
    for (const match of sentence.text.matchAll(new RegExp(MONTH_DAY, 'gi'))) {
      const before = sentence.text.slice(Math.max(0, match.index - 100), match.index);
      const deadline = DEADLINE_BEFORE.exec(before);
      const cancel = CANCEL_BY_DATE.exec(before);
      if (cancel ? !stopsARenewal(cancel, renews) : !(deadline && aboutStoppingRenewal(doc, sentence))) continue;
      const word = cancel ? cancelWord(cancel) : deadline![1];
      const days = yearlyNoticeDays(match.slice(1), word, endDate);
      if (days) return { value: days, evidence: evidenceOf(sentence) };
    }
  }
  return null;
}

/**
 * The notice a last day written out gives before the end of the term, when no notice period is written; `renews`
 * whether the document was read to renew at all.
 */
export function noticeFromWrittenDeadline(
  doc: PreparedDocument,
  endDate: string | null,
  renews = true,
): (Finding<number> & { confidence: number }) | null {
  if (!endDate) return null;
  const found = noticeFromDatedDeadline(doc, endDate, renews) ?? noticeFromYearlyDeadline(doc, endDate, renews);
  return found && { ...found, confidence: CONFIDENCE };
}
