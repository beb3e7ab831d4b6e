import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { asWrittenOrInCapitals } from '../text/capitals';
import { sentenceAt } from '../text/sentences';
import { addToDate, type DateMention } from './dates';
import { dayKey, namedDays } from './named-days';

/** How far into the document the preamble (title, parties, date) may reach. */
export const PREAMBLE_CHARS = 3000;

/**
 * The Effective Date defined: named after its date ('(the "Effective Date")'), or defined in quotes ('"Commencement
 * Date" means'), or opening a sentence or an item of a list of definitions without them, as a name set in bold alone
 * is given ("(c) Commencement Date means 1 April 2020;").
 */
const DEFINED_EFFECTIVE =
  /\(\s*(?:hereinafter(?:\s+(?:called|referred\s+to\s+as))?\s*|such\s+date(?:\s+being)?,?\s*)?(?:the|this)?\s*"?\s*(?:Effective|Commencement|Start)\s+Date\s*"?\s*\)|"(?:Effective|Commencement) Date"\s+(?:(?:shall|will)\s+(?:mean|be)|means)\b|(?=(?:Effective|Commencement)\s)(?<=(?:^|[\n;:]|\.\s)\s*|(?:[([][a-z0-9]{1,4}[)\]]|\d{1,2}(?:\.\d{1,2})*\.?)\s)(?:Effective|Commencement)\s+Date\s+(?:shall\s+mean|means)\b/gi;
/**
 * "effective as of", "effective from", and the British "with effect from" a day, "to take effect from" one, or "with
 * retrospective effect from" (not the day it is signed).
 */
const EFFECTIVE_AS_OF =
  /\b(?:effective\s+(?:retroactive(?:ly)?\s+(?:to|as\s+of)|as\s+of|on|from|beginning|commencing|date\s*(?:of|is|:|shall\s+be))?|with\s+(?:retroactive\s+|retrospective\s+)?effect\s+(?:from|as\s+of|on)|(?:to\s+)?take\s+effect\s+(?:from|as\s+of|on)|\bw\.\s?e\.\s?f\.)\s*(?:the\s+date\s+of\s+)?/gi;
const AGREEMENT_DATED =
  /\b(?:made|entered\s+into|executed|dated|concluded|signed)\b(?:[^.]{0,80}?\b(?:as\s+of|on|this|effective|dated)\b)?/gi;
/**
 * The sentence must be about this agreement, not one it refers to ("the arrangement agreement dated ..."): "This
 * Agreement", "This Master Supply Agreement", 'This "Agency" Agreement', '(this "Agreement")'.
 */
const THIS_AGREEMENT =
  /\bthis\s+(?:["']?[\w-]+["']?\s+){0,6}?["']?(?:agreement|contract|amendment|lease|licen[cs]e|addendum|memorandum)\b|^\s*this\b/i;
/**
 * A filing's title in capitals just before its date, the preamble's "this": "SPONSORSHIP AGREEMENT, dated as of
 * February 4, 2005, by and between". In the preamble only: a schedule's list of other agreements names them so too
 * ("LICENSE AGREEMENT dated December 8, 2000").
 */
const TITLE_BEFORE = /\b[A-Z]{2,}(?:[\s&-]+[A-Z]{2,})*\s+(?:AGREEMENT|CONTRACT|LEASE|LICEN[CS]E)\s*,?\s*$/;
/**
 * The same title opening its sentence in sentence case, as a document printed in capitals reads once recased ("Agency
 * agreement dated 20 January 2026 between ..."); not one a possessive or an article names ("Your previous agreement
 * dated ...").
 */
const TITLE_OPENING =
  /^\s*(?!(?:Your|Our|The|Their|His|Her|Its|My|An?|Any|Each|That|Such|This)\b)[A-Z][\w&'’-]*(?:\s+[\w&'’-]+){0,4}?\s+(?:agreement|contract|lease|licen[cs]e)\s*,?\s*$/;
/**
 * A date that is another agreement's: "This Statement of Work is entered into pursuant to the Master Services
 * Agreement dated January 5, 2021", "SOW #3 under the MSA dated 4 January 2026", "which amends and restates in its
 * entirety the Services Agreement dated March 3, 2019", "supersedes the Agreement dated".
 */
export const OTHER_AGREEMENTS_DATE =
  /\b(?:pursuant\s+to|under|(?:amends?|amending|restates?|restating)(?:\s+and\s+(?:restates?|restating))?(?:\s+in\s+(?:its|their)\s+entirety)?|supplements?|supplementing|supersedes?|superseding|replaces?|replacing|part\s+of)\s+(?:that\s+certain|the|that|a|an)\s+(?:[\w-]+\s+){0,5}(?:agreement|contract|MSA|framework)\b[^.;]{0,40}?\b(?:dated|effective|entered\s+into)\s+(?:as\s+of\s+|on\s+)?$/i;
/** An effective date tied to signing ("the later of the dates that it is executed"). */
const SIGNED_EVENT = /\b(?:execut|sign)\w*/i;

/**
 * Signature blocks: "Date: March 14, 2016" (not an invoice's "Due date:", an "Expiration Date:", nor another named day
 * a lease or a booking sets out: "Break Date:", "Cut-off Date:", "Arrival Date:").
 */
const SIGNATURE_DATE =
  /(?<!\b(?:due|payment|expiry|expiration|end|renewal|termination|break|cut-?off|review|maturity|completion|delivery|arrival|departure|option|notice)\s+)\b(?:date|dated|signed(?:\s+on)?)\s*:?\s*$/i;
/**
 * A signature table's label under its date ("Markham, ON 24 OCT 2011" over "Place Date"), as printed forms set a
 * signature block: the label follows the date in the flattened text. Its capital marks a label ("PLACE DATE" in a
 * form printed in capitals).
 */
const SIGNATURE_DATE_LABEL_AFTER = new RegExp(
  String.raw`^\s*${asWrittenOrInCapitals(String.raw`(?:Place\s+(?:and\s+)?)?Date(?![\w:])(?!\s+(?:of|on|hereof)\b)`)}`,
);
/** "effective beginning on the day after the date of last signature": the day after the signing. */
const DAY_AFTER_SIGNING =
  /\bday\s+(?:after|following)\s+(?:the\s+)?(?:(?:date|day)\s+(?:of\s+)?)?(?:the\s+)?(?:last\s+|final\s+|full\s+)?(?:signature|execution|signing|signed)/i;
/** The day a contract signed on `iso` takes effect, by the words that tie it to the signing. */
const effectiveOnSigning = (words: string, iso: string) =>
  DAY_AFTER_SIGNING.test(words) ? addToDate(iso, 1, 'day') : iso;
const LAST_SIGNATURE =
  /\b(?:last|latest|later)\s+(?:of\s+the\s+)?(?:date|dates)\s+(?:of\s+)?(?:signature|execution|signed)|\bdate\s+(?:(?:on|upon)\s+which\s+|that\s+|when\s+)?(?:this\s+agreement|it)\s+(?:is|has\s+been)\s+(?:signed|executed)\s+by\s+(?:both|all|the\s+(?:last|later|second))|\b(?:date|dates)\s+(?:last\s+)?(?:signed|executed)\s+below|\bdate\s+of\s+(?:the\s+)?last\s+signature|\bfull(?:y)?\s+executed/i;

/**
 * "The term ... shall commence August 1, 1995", "Contract start: 04-01-06", an order form's "Subscription Start Date:
 * 2025-02-01" (not its order date), "come into force as of ...", "Period of Performance: July 1, 2026 through ...".
 */
const TERM_STARTS =
  /\b(?:(?:shall|will)\s+(?:commence|begin|start|come\s+into\s+(?:force|effect)|become\s+effective)|commenc(?:e|es|ing)|begins|starts|beginning|starting|(?:contract|agreement|subscription|service|licen[cs]e)\s+start(?:\s+date)?\s*:|\bstart\s+date\s*:|commencement\s+date\s*(?:for\s+this\s+(?:contract|agreement)\s+)?(?::|(?:shall|will)\s+be|is|means)|(?:period\s+of\s+performance|(?:service|coverage|subscription|contract)\s+period)\s*:)\s*(?:on|as\s+of|from|with|upon)?\s*(?:the\s+)?/gi;

const nearestDateBefore = (dates: DateMention[], index: number, window: number) =>
  [...dates].reverse().find((date) => date.end <= index && index - date.end <= window);
const firstDateAfter = (dates: DateMention[], index: number, window: number) =>
  dates.find((date) => date.index >= index && date.index - index <= window);

/** An Effective Date defined by an event ("the date on which the Site becomes operational"), not a day. */
const EVENT_DEFINITION =
  /\b(?:date\s+(?:on|upon)\s+which|date\s+(?:that|when)|upon\s+the|(?:later|earlier)\s+of|first\s+day\s+(?:on|after)|becomes?\s+(?:effective|operational)|occurrence\s+of)\b[^.;]{0,160}$/i;

/** A date for a defined Effective Date; null when it is defined by an event; undefined when it is not defined. */
function definedEffectiveDate(doc: PreparedDocument): Finding<string | null> | undefined {
  for (const match of doc.flat.matchAll(DEFINED_EFFECTIVE)) {
    const means = /(?:means?|be)$/i.test(match[0]);
    const date = means
      ? firstDateAfter(doc.dates, match.index + match[0].length, 200)
      : nearestDateBefore(doc.dates, match.index, 160);
    const sentence = sentenceAt(doc.sentences, match.index);
    // What the definition says, within its own sentence (a list of definitions runs on into the next one's words).
    const definition = means
      ? doc.flat.slice(match.index, Math.min(match.index + 200, sentence?.end ?? Infinity))
      : doc.flat.slice(Math.max(sentence?.start ?? 0, match.index - 200), match.index);
    if (!date) {
      const evidence = evidenceOf(sentence, match.index);
      // "means the date first written above", "the date of this Agreement": the preamble's date.
      if (
        /date\s+(?:first\s+)?(?:written|set\s+forth|stated)\s+above|first\s+above\s+written|date\s+(?:hereof|of\s+this\s+agreement)/i.test(
          definition,
        )
      ) {
        const preambleDate = findAgreementDate(doc) ?? firstPreambleDate(doc);
        if (preambleDate) return { value: preambleDate.value, evidence };
      }
      // Effective when signed: the last signature date, when the signature blocks carry dates.
      if (SIGNED_EVENT.test(definition)) {
        const signed = signatureBlockDate(doc) ?? latestDateNearEnd(doc);
        if (signed) return { value: effectiveOnSigning(definition, signed.value), evidence };
      }
      if (EVENT_DEFINITION.test(definition)) return { value: null, evidence };
      continue;
    }
    // The date must sit in the definition's own sentence, not a neighbouring one.
    if (sentence && (date.index < sentence.start - 2 || date.index > sentence.end)) continue;
    // A day counted from that date names the Effective Date: "dated June 12, 2014 and effective on the first day of
    // the month following its execution (the "Effective Date")".
    const [counted] = means ? [] : countedEffectiveDays(doc, doc.flat.slice(date.index, match.index));
    return { value: counted?.iso ?? date.iso, evidence: evidenceOf(sentence, match.index) };
  }
  return undefined;
}

function termStartDate(doc: PreparedDocument): Finding<string> | null {
  for (const match of doc.flat.matchAll(TERM_STARTS)) {
    const sentence = sentenceAt(doc.sentences, match.index);
    if (
      !sentence ||
      !/\bterm\b|\bagreement\b|\bcontract\b|\bstart\b|\bpromotion\b|\bappointment\b|\bemployment\b|\bengagement\b|\bstatement\s+of\s+work\b|\bSOW\b|\blease\b|\bsubscription\b|\bperiod\s+of\s+performance\b/i.test(
        sentence.text,
      )
    )
      continue;
    const date = firstDateAfter(doc.dates, match.index + match[0].length, 12);
    if (date) return { value: date.iso, evidence: evidenceOf(sentence, match.index) };
  }
  return null;
}

function effectiveAsOf(doc: PreparedDocument, limit: number): Finding<string> | null {
  for (const match of doc.flat.matchAll(EFFECTIVE_AS_OF)) {
    if (match.index > limit) break;
    // The date follows at once: "the Effective Date through December 31, 2027" is not effective on its end.
    const date = firstDateAfter(doc.dates, match.index + match[0].length, 6);
    if (date) return { value: date.iso, evidence: evidenceOf(sentenceAt(doc.sentences, match.index), match.index) };
  }
  return null;
}

/** "This Agreement is made and entered into as of May 8, 2014" / "dated as of ...": the agreement date. */
export function findAgreementDate(doc: PreparedDocument, limit = PREAMBLE_CHARS): Finding<string> | null {
  for (const match of doc.flat.matchAll(AGREEMENT_DATED)) {
    if (match.index > limit) break;
    const sentence = sentenceAt(doc.sentences, match.index);
    if (
      !sentence ||
      !(
        THIS_AGREEMENT.test(doc.flat.slice(sentence.start, match.index + match[0].length)) ||
        (match.index < PREAMBLE_CHARS &&
          (TITLE_BEFORE.test(doc.flat.slice(sentence.start, match.index)) ||
            TITLE_OPENING.test(doc.flat.slice(sentence.start, match.index))))
      )
    )
      continue;
    // The date after the verb's words, or where the words ran past it to the next "effective" or "on" ("dated June
    // 12, 2014 and effective on the first day of the month following its execution"), the one they ran past.
    const date =
      firstDateAfter(doc.dates, match.index + match[0].length, 60) ??
      firstDateAfter(doc.dates, match.index, match[0].length);
    // Not a day something ends on that the words ran to ("is concluded for a fixed term ending on 31 January 2030").
    if (
      date &&
      !OTHER_AGREEMENTS_DATE.test(doc.flat.slice(sentence.start, date.index)) &&
      !ENDING_DATE.test(doc.flat.slice(Math.max(0, date.index - 30), date.index))
    )
      return { value: date.iso, evidence: evidenceOf(sentence, match.index) };
  }
  return null;
}

/** The latest date written in the signature blocks ("Date: 4/28/2017"): when the parties last signed. */
function signatureBlockDate(doc: PreparedDocument): Finding<string> | null {
  const signed = doc.dates.filter(
    (date) =>
      date.index > doc.flat.length * 0.5 &&
      (SIGNATURE_DATE.test(doc.flat.slice(Math.max(0, date.index - 30), date.index)) ||
        SIGNATURE_DATE_LABEL_AFTER.test(doc.flat.slice(date.end, date.end + 20))) &&
      // A short statement of work's "under the Master Services Agreement dated 4 January 2026" is that agreement's.
      !OTHER_AGREEMENTS_DATE.test(doc.flat.slice(Math.max(0, date.index - 160), date.index)),
  );
  if (signed.length === 0) return null;
  const latest = signed.reduce((a, b) => (b.iso > a.iso ? b : a));
  return { value: latest.iso, evidence: evidenceOf(sentenceAt(doc.sentences, latest.index), latest.index) };
}

/** The latest date in the last part of the document, where the signatures are. */
function latestDateNearEnd(doc: PreparedDocument): Finding<string> | null {
  const tail = doc.dates.filter((date) => date.index > doc.flat.length * 0.6);
  if (tail.length === 0) return null;
  const latest = tail.reduce((a, b) => (b.iso > a.iso ? b : a));
  return { value: latest.iso, evidence: evidenceOf(sentenceAt(doc.sentences, latest.index), latest.index) };
}

/** A sentence that records a signing: "Signed by the Processor on the 10th day of May 2027", "Executed on ...". */
const SIGNING_RECORDED = /\b(?:signed|executed)\b/i;

/**
 * The latest date of the sentences after `from` (the clause's sentence: not "that certain fully executed Agreement
 * dated ..., as amended ...", another agreement's dates) that record a signing: a short document's signatures, which
 * need not stand in its last part ("Signed by the Controller on the 3rd day of May 2027. Signed by the Processor on the
 * 10th day of May 2027. This Agreement shall remain in force ...").
 */
function latestSigningRecorded(doc: PreparedDocument, from: number): Finding<string> | null {
  const signed = doc.dates.filter(
    (date) => date.index > from && SIGNING_RECORDED.test(sentenceAt(doc.sentences, date.index)?.text ?? ''),
  );
  if (signed.length === 0) return null;
  const latest = signed.reduce((a, b) => (b.iso > a.iso ? b : a));
  return { value: latest.iso, evidence: evidenceOf(sentenceAt(doc.sentences, latest.index), latest.index) };
}

/**
 * "as of the date last signed below": the latest date written in the signature part of the document, or where none is
 * written there, the latest of the signings the sentences after the clause record.
 */
function lastSignatureDate(doc: PreparedDocument): Finding<string> | null {
  const clause = LAST_SIGNATURE.exec(doc.flat);
  if (!clause || clause.index > PREAMBLE_CHARS * 2) return null;
  const sentence = sentenceAt(doc.sentences, clause.index);
  const latest = latestDateNearEnd(doc) ?? latestSigningRecorded(doc, sentence?.end ?? clause.index + clause[0].length);
  return (
    latest && {
      value: effectiveOnSigning(sentence?.text ?? clause[0], latest.value),
      evidence: evidenceOf(sentence, clause.index),
    }
  );
}

/**
 * "effective as of the first day of the calendar month following the Agreement Date": a day counted from another the
 * contract names (or from the date hereof or its execution, the preamble's own: "dated June 12, 2014 and effective on
 * the first day of the month following its execution"), or from its signature, dated in the signature block: a term
 * "commencing on the first day of the month following signature" above "Signed: 15 June 2027"; or from an approval the
 * document dates ("following approval by the Board. The Board approved this Agreement on March 18, 2027").
 */
const FIRST_OF_NEXT_MONTH = new RegExp(
  String.raw`\b(?:effective|commenc(?:es|ing)|beginning|starting)\s+(?:as\s+of|on|from)\s+(the\s+first\s+day\s+of\s+the\s+(?:calendar\s+)?month\s+(?:immediately\s+)?(?:following|after)\s+(?:the\s+)?(?:date\s+hereof|(?:date\s+of\s+)?(?:its\s+|the\s+)?(?:execution|signature|signing)(?:\s+hereof|\s+of\s+this\s+\w+)?|execution\s+hereof|((?:[A-Z][\w-]*\s+){0,3}Date)|(approval|ratification|acceptance)(?:\s+(?:of\s+this\s+\w+\s+)?by\s+the\s+[A-Z][\w-]*)?))`,
  'g',
);

/** Each day in `text` counted so, with where its words stand in `text` and the day it is counted from. */
export function countedEffectiveDays(
  doc: PreparedDocument,
  text: string,
): { iso: string; index: number; end: number; from: string }[] {
  return [...text.matchAll(FIRST_OF_NEXT_MONTH)].flatMap((match) => {
    const named = match[2] ?? (match[3] && `${match[3]} date`);
    const from = named ? namedDays(doc).get(dayKey(named)) : (findAgreementDate(doc) ?? signatureBlockDate(doc))?.value;
    if (!from) return [];
    const index = match.index + match[0].length - match[1].length;
    const iso = `${addToDate(from, 1, 'month').slice(0, 8)}01`;
    return [{ iso, index, end: match.index + match[0].length, from }];
  });
}

/**
 * "effective only upon the Closing Date, which occurred on January 15, 2020": the day of the named event the agreement
 * takes effect on, where the document dates it.
 */
const EFFECTIVE_ON_NAMED_DAY =
  /\beffective\s+(?:only\s+)?(?:upon|on|as\s+of|from)\s+the\s+((?:[A-Z][\w-]*\s+){1,3}Date)\b/g;

/** Each such day in `text`, with where its words stand in `text`. */
export function namedEffectiveDays(doc: PreparedDocument, text: string): { iso: string; index: number; end: number }[] {
  return [...text.matchAll(EFFECTIVE_ON_NAMED_DAY)].flatMap((match) => {
    const iso = namedDays(doc).get(dayKey(match[1]));
    return iso ? [{ iso, index: match.index, end: match.index + match[0].length }] : [];
  });
}

function effectiveOnNamedDay(doc: PreparedDocument, limit: number): Finding<string> | null {
  for (const sentence of doc.sentences) {
    if (sentence.start >= limit) break;
    const [day] = namedEffectiveDays(doc, sentence.text);
    if (day) return { value: day.iso, evidence: evidenceOf(sentence, sentence.start + day.index) };
  }
  return null;
}

function firstOfNextMonth(doc: PreparedDocument): Finding<string> | null {
  for (const sentence of doc.sentences) {
    if (sentence.start >= PREAMBLE_CHARS * 2) break;
    const [day] = countedEffectiveDays(doc, sentence.text);
    if (day) return { value: day.iso, evidence: evidenceOf(sentence, sentence.start + day.index) };
  }
  return null;
}

/**
 * A date that ends something rather than starts it: "Valid until: December 31, 2025", "due by", "expires on", "expires
 * in 30 days, on", "will renew in 14 days (on", "terminating on", "ended on", "finishes on", "lapses on", "before the
 * Expiry Date of", a labelled "Scheduled lease end date:", "is extended to", a contract's last day or visit ("Our last
 * visit will be on", "Your final day of storage will be").
 */
export const ENDING_DATE =
  /\b(?:(?:end|expiration|expiry|termination)\s+date(?:\s+of)?|until|through|thru|(?:extended|renewed|prolonged)\s+to|(?:expir\w*|terminat(?:es?|ing)|conclud(?:es?|ing)|finish(?:es|ing)?|laps(?:es|ing)|ceas(?:es|ing)|renews?)(?:\s+in\s+\w+\s+(?:days?|weeks?|months?),?\s*\(?)?|ends?|ended|ending|due(?:\s+date)?|by|before|(?:last|final)\s+(?:[\w-]+\s+)?(?:day|visit|delivery|collection|session|service|shift)(?:\s+of\s+[\w-]+)?(?:\s+(?:is|will\s+be|shall\s+be))?)\s*(?:on\s*)?(?:the\s+)?:?\s*$/i;

/**
 * The day a page or its terms were last revised, or the mail sent, as a vendor's footer says: "Our Terms were updated on
 * ...", "... Ordnance Survey Ltd. Sent 6 July 2027." (the word opening its sentence, not "Your first kit is sent on").
 */
const REVISED_ON =
  /\b(?:last\s+)?(?:updated|revised|modified|published|posted|printed|generated)\s*(?:on|as\s+of)?\s*:?\s*$|(?:^|[.|]\s*)Sent(?:\s+on)?\s*:?\s*$/i;

/**
 * The day a company was registered in a country or founded, as a footer's legal text gives it: "Company number 485850,
 * registered in England on 1 September 1950", "Incorporated in Delaware on March 3, 1998" (not an instrument's own
 * registration: "Your lasting power of attorney was registered on 9 February 2027").
 */
const FOUNDED_ON =
  /\b(?:(?:registered|incorporated)\s+in\s+(?:[a-z&]+\s+){0,2}[a-z&]+|incorporated|established|founded)\s+(?:on|in)\s*$/i;

/**
 * The first date of the preamble that does not end something (a quote's "Valid until:" is no start), is not a
 * revision's (REVISED_ON) or a company's founding (FOUNDED_ON) and is not another agreement's ("issued under the Master
 * Consulting Agreement dated May 12, 2023").
 */
function firstPreambleDate(doc: PreparedDocument): Finding<string> | null {
  const first = doc.dates.find(
    (date) =>
      !ENDING_DATE.test(doc.flat.slice(Math.max(0, date.index - 30), date.index)) &&
      !REVISED_ON.test(doc.flat.slice(Math.max(0, date.index - 30), date.index)) &&
      !FOUNDED_ON.test(doc.flat.slice(Math.max(0, date.index - 50), date.index)) &&
      !OTHER_AGREEMENTS_DATE.test(doc.flat.slice(Math.max(0, date.index - 160), date.index)),
  );
  return first && first.index < PREAMBLE_CHARS
    ? { value: first.iso, evidence: evidenceOf(sentenceAt(doc.sentences, first.index), first.index) }
    : null;
}

/**
 * The effective date: a defined Effective Date, else a day counted from another ("the first day of the calendar month
 * following the Agreement Date"), else a named event's day it takes effect on, else "effective as of", else the day
 * the term starts, else the agreement date of the preamble, else the last signature date when the contract says so,
 * else the first date of the preamble.
 */
export function findEffectiveDate(doc: PreparedDocument): Finding<string> | null {
  const defined = definedEffectiveDate(doc);
  if (defined) return defined.value === null ? null : (defined as Finding<string>);
  return (
    firstOfNextMonth(doc) ??
    effectiveOnNamedDay(doc, PREAMBLE_CHARS) ??
    effectiveAsOf(doc, PREAMBLE_CHARS) ??
    termStartDate(doc) ??
    findAgreementDate(doc) ??
    lastSignatureDate(doc) ??
    effectiveAsOf(doc, doc.flat.length) ??
    effectiveOnNamedDay(doc, doc.flat.length) ??
    findAgreementDate(doc, doc.flat.length) ??
    signatureBlockDate(doc) ??
    firstPreambleDate(doc)
  );
}
