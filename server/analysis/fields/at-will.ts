import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { findDates } from './dates';
import { noticeWrittenIn } from './notice';
import { PERIOD_TO_PERIOD, speaksOfRenewal } from './renewal-cues';

const PERIOD_TO_PERIOD_WORDS = new RegExp(PERIOD_TO_PERIOD, 'i');

/** Both sides of an arrangement, as a letter or a tradesman's message names them: "either of us", "either party". */
const EITHER_SIDE = String.raw`(?:either\s+(?:of\s+us|of\s+you|one\s+of\s+us|party|side)|both\s+(?:of\s+us|parties|sides)|(?:you|we)\s+or\s+(?:we|us|you))`;

/**
 * Either side free to end the arrangement on notice: "Either of us can end this arrangement with two weeks' notice",
 * "Either party can end this arrangement at any time with one month's notice", "This account may be closed by either
 * party on 30 days' written notice", a room rental's "One month's notice either side", a childminder's "Four weeks'
 * notice is required by either party to end the contract".
 */
const EITHER_ENDS_IT_ON_NOTICE = new RegExp(
  String.raw`\b${EITHER_SIDE}\s+(?:can|may|(?:is|are)\s+free\s+to)\s+(?:end|terminate|cancel|close|stop)\b[^.;]{0,60}?\bnotice\b|\bnotice\s+is\s+(?:required|needed)\s+(?:by|from)\s+${EITHER_SIDE}\s+to\s+(?:end|terminate|cancel|close|stop)\b|\b(?:can|may)\s+be\s+(?:ended|terminated|cancell?ed|closed|stopped)\s+(?:at\s+any\s+time\s+)?by\s+${EITHER_SIDE}\b[^.;]{0,60}?\bnotice\b|\bnotice\s+(?:on\s+)?(?:either|each|both)\s+sides?\b`,
  'i',
);

/**
 * An arrangement that says it has no term and ends on notice, whoever gives it: "Wheelchair accessible taxi account:
 * invoiced monthly, no fixed term, 60 days' notice to close the account" (or a forestry adviser's retainer: "no fixed
 * term; either party may end it on one month's notice"). Saying so, it needs no "either of us".
 */
const NO_TERM_ENDED_ON_NOTICE =
  /\bno\s+(?:fixed|minimum)\s+(?:term|period|contract)\b[^.]{0,80}?\bnotice\b|\bnotice\b[^.]{0,80}?\bno\s+(?:fixed|minimum)\s+(?:term|period|contract)\b/i;

/**
 * The customer told how to stop a standing service, and the notice it takes: a newsagent's "Give one week's notice to
 * stop", "You can cancel at any time by giving us 7 days' notice", a nursery's "One calendar month's written notice is
 * required to leave". That is the notice to end it; but a service one side may stop says no more of its term than that
 * it has none fixed, so no end is read from it (a personal alarm "with no minimum term" ends on no day).
 */
const YOU_END_IT_ON_NOTICE =
  /^\W*(?:just\s+|simply\s+)?give\s+(?:us\s+)?[^.;]{0,30}?\bnotice\s+to\s+(?:stop|cancel|end)\b|\byou\s+(?:can|may)\s+(?:stop|cancel|end)\b[^.;]{0,40}?\bnotice\b|\bnotice\s+is\s+(?:required|needed)\s+to\s+(?:leave|stop|cancel|end)\b/i;

/**
 * Words that put the right to end within a term or give it a reason: ending "early", "after the first 12 months" or
 * "once the minimum period is up", "during the trial", ending "for breach" or "for cause". Such a right says the
 * arrangement has a term, read or not, and is no sign that it runs without one.
 */
const WITHIN_A_TERM_OR_FOR_A_REASON =
  /\b(?:early|earlier|after|once|following|during|within|until|before|minimum|initial|first|trial|term|breach|cause|default|insolven\w*|fails?|failure)\b/i;

/**
 * A trial set by the sentence before ("The first four weeks are a trial period. After that, either party may end the
 * placement by giving 28 days' notice"): a trial is no term, so a right to end "after that" is at will all the same.
 */
const AFTER_A_TRIAL = /^\s*(?:after\s+(?:that|this|the\s+trial(?:\s+period)?)|thereafter),?\s+/i;
const A_TRIAL_PERIOD = /\btrial\s+period\b/i;
const withoutTheTrial = (text: string, before: string | undefined) =>
  before !== undefined && A_TRIAL_PERIOD.test(before) && !/\bterm\b/i.test(before)
    ? text.replace(AFTER_A_TRIAL, '')
    : text;

/** A right to end employment: its notice is no contract's, as the mailbox conventions hold for employers' letters. */
const EMPLOYMENT = /\bemploy\w*/i;

/** Work that ends when it is done (a project, its deliverables, its completion or launch): no arrangement without end. */
const ENDS_WHEN_DONE = /\b(?:project|deliverables?|complet(?:ion|ed)|launch\w*)\b/i;

/**
 * An arrangement with no term that either side may end on notice (or that says it has none and ends on notice,
 * NO_TERM_ENDED_ON_NOTICE), as a dog walker, a cleaner or a taxi firm writes it outside a contract's text: it runs
 * until one of them ends it, as one "effective until terminated by either party on thirty (30) days' written notice"
 * does, so it is read as running without end, with that notice. The caller asks only where no term and no renewal were
 * read. Not where the document speaks of renewing or running on (month to month is the renewal readers' to read), nor
 * for a project, nor where it writes a day later than the start (or, with none read, than `asOf`): a launch target, a
 * last day, an end the readers missed.
 */
export function endedAtWill(
  doc: PreparedDocument,
  start: string | null,
  asOf: string,
): { term: Finding<'perpetual'> | null; notice: Finding<number> } | null {
  const after = start ?? asOf;
  if (ENDS_WHEN_DONE.test(doc.flat) || findDates(doc.flat).some((date) => date.iso > after)) return null;
  if (doc.sentences.some((sentence) => speaksOfRenewal(sentence.text) || PERIOD_TO_PERIOD_WORDS.test(sentence.text)))
    return null;
  for (const [i, sentence] of doc.sentences.entries()) {
    const text = withoutTheTrial(sentence.text, doc.sentences[i - 1]?.text);
    const saysNoTerm = NO_TERM_ENDED_ON_NOTICE.test(text);
    const freeToEnd = !WITHIN_A_TERM_OR_FOR_A_REASON.test(text);
    const eitherEndsIt = EITHER_ENDS_IT_ON_NOTICE.test(text) && freeToEnd;
    const youEndIt = YOU_END_IT_ON_NOTICE.test(text) && freeToEnd;
    // Employment named in the sentence or the one before ("Your employment begins on 3 January 2027 and is permanent.
    // Either party may end it by giving four weeks' notice").
    const employment = EMPLOYMENT.test(text) || EMPLOYMENT.test(doc.sentences[i - 1]?.text ?? '');
    if (!(saysNoTerm || eitherEndsIt || youEndIt) || employment) continue;
    const days = noticeWrittenIn(text);
    if (days === null) continue;
    const evidence = evidenceOf(sentence);
    const term = saysNoTerm || eitherEndsIt ? { value: 'perpetual' as const, evidence } : null;
    return { term, notice: { value: days, evidence } };
  }
  return null;
}
