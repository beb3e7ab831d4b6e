import { findDates } from './dates';
import { asWrittenOrInCapitals, HEADING_RUN_IN } from '../text/capitals';
import { durationFrom, durationsIn, toMonths } from './durations';
import { noticeFollows } from './notice-words';
import type { PreparedDocument } from '../text/document';
import { isShortSentence } from '../model/sentence-model';
import { definesTheTerm } from '../text/definitions';
import { termSynonymFeatures } from './term-synonyms';

/**
 * What the words around a date or a length in a term sentence say about it, as features for the end model: which
 * kind of word comes just before and just after it, and which kinds of words share its clause. General drafting
 * classes (an end word, a start word, a renewal word), not any contract's wording: the end model weighs them on data.
 */

/** What a document calls itself: "the date of this Lease", "of this Statement of Work". */
export const DOCUMENT_NOUN = String.raw`agreement|contract|order(?:\s+form)?|statement\s+of\s+work|amendment|addendum|(?:sub)?lease|licen[cs]e|memorandum|(?:engagement\s+|appointment\s+)?letter|letter\s+agreement|policy`;

/**
 * A start named after a length or an anniversary that is the effective date or its like ("from the date hereof", "from
 * the date above", a short agreement's "lasts for 18 months from its date"; not "from its date of delivery").
 */
export const EFFECTIVE_LIKE = new RegExp(
  String.raw`^(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:effective|commencement|start|execution|signing|signature)\s+date\b|^(?:the\s+)?date\s+(?:hereof|of\s+(?:this|the)\s+(?:${DOCUMENT_NOUN})\b|of\s+(?:its\s+)?(?:execution|signing|signature)|first\s+(?:above\s+)?(?:written|set\s+forth)|(?:(?:written|set\s+(?:out|forth)|stated)\s+)?above\b|(?:on\s+which|that)\s+this\s+agreement\s+is\s+(?:signed|executed))|^(?:the\s+)?(?:[\w-]+\s+)?date\s+of\s+(?:its\s+|the\s+)?(?:last\s+|final\s+|full\s+|mutual\s+)?(?:execution|signing|signature)|^(?:the\s+)?(?:execution|signing)\s+(?:hereof|of\s+this)|^(?:its\s+)?(?:signature|signing|execution)\b(?!\s+(?:of\b|by\s+(?!(?:both|all|the|each\s+of\s+the)\s+parties\b|the\s+last\b)))|^hereof\b|^(?:this\s+)?agreement\b|^its\s+date\b(?!\s+of\b)`,
  'i',
);
/**
 * What counts a length from a start named after it: "five years from ...", "commencing as of ...", "running from",
 * "with effect from" (in Indian drafting "w.e.f."). Not "24 months, after which it renews": that names what follows the
 * length, not where it starts; nor "after that," with its comma, which opens a sentence of its own ("MINIMUM TERM: 6
 * MONTHS AFTER THAT, MONTH TO MONTH ...", lines in capitals run together, where no case tells them apart).
 */
export const FROM =
  /^\s*,?\s*(?:(?:as\s+)?from|after|following|(?:commencing|beginning|starting)(?:\s+(?:on|upon|as\s+of|with|from))?|(?:running|lasting|extending|effective)\s+(?:from|as\s+of)|as\s+of|of|with\s+effect\s+from|w\.\s?e\.\s?f\.)\s+(?!(?:which|whom)\b|that\s*,)/i;
/**
 * A word of counting in title case after a length ("Minimum term: 24 months" on a line of its own, "After the minimum
 * term, this Agreement renews ..." opening the next): the start of the next line, which flat text runs on, not a count.
 */
const OPENS_NEXT_LINE = /^\s+(?:After|Following|From|Commencing|Beginning|Starting)\s+[a-z]/;
/**
 * A length written as an adjective before its noun, its unit singular: "a 12-month membership", "the three-year
 * period", "a two (2) year period", a driving school's "52-week franchise".
 */
export const ADJECTIVE_LENGTH = /[\w)][-\s](?:week|month|year)$/i;
/**
 * The noun such a length measures, before the words that count it: "the three-year period commencing on the Effective
 * Date", "a 24-month initial term from", a towel service's "6-month trial from 1 February 2027, then month to month"
 * (the trial its first term), a storage locker's "minimum 4-week booking from".
 */
const MEASURED_NOUN =
  /^\s+(?:[a-z][\w-]*\s+){0,2}?(?:period|term|contract|agreement|engagement|employment|lease|tenancy|licen[cs]e|subscription|membership|plan|trial|franchise|booking|hire|rental)\b/i;
/**
 * Another measure a length is the alternative to, before the words that count both: a warranty's "36 months or 36,000
 * miles from 2 June 2026, whichever comes first".
 */
const ALTERNATIVE_MEASURE = /^\s+or\s+[\d,.]+\s+(?:miles|kilomet(?:er|re)s|km|(?:operating\s+)?hours|cycles)\b/i;
/**
 * The words after a length that count it from something (FROM), unless they open the next line; after an adjective
 * length (`written`), past the noun it measures; after another measure it is the alternative to, past that measure.
 */
export function countedFrom(after: string, written = ''): string | null {
  if (OPENS_NEXT_LINE.test(after)) return null;
  const from = FROM.exec(after);
  if (from) return from[0];
  const between = wordsBeforeCount(after, written);
  return between ? between + FROM_AFTER_NOUN.exec(after.slice(between.length))![0] : null;
}

/**
 * FROM after the noun, without its "of" and "as of": "the initial one (1) year term of the License Schedule" names
 * whose term it is, not where it starts.
 */
const FROM_AFTER_NOUN =
  /^\s*,?\s*(?:(?:as\s+)?from|after|following|(?:commencing|beginning|starting)(?:\s+(?:on|upon|as\s+of|with|from))?|with\s+effect\s+from)\s+(?!(?:which|whom)\b)/i;

/**
 * What the measured noun is for, a few words between it and the words that count it: a woodland's "a 5-year plan for
 * Hollow Copse (12 ha) from 1 October 2027".
 */
const FOR_WHAT = new RegExp(
  String.raw`^\s+for\s+(?:[\w'’&-]+\s+){0,3}?[\w'’&-]+(?:\s+\([^()]{1,20}\))?(?=${FROM_AFTER_NOUN.source.slice(1)})`,
  'i',
);
/**
 * The words between a length (`written`) and the words that count it, at the start of `after`: the noun an adjective
 * length measures (and what it is for), or another measure the length is the alternative to.
 */
function wordsBeforeCount(after: string, written: string): string | null {
  const measured = ADJECTIVE_LENGTH.test(written) ? MEASURED_NOUN.exec(after) : null;
  const forWhat = measured && FOR_WHAT.exec(after.slice(measured[0].length));
  const noun = forWhat ? measured[0] + forWhat[0] : (measured ?? ALTERNATIVE_MEASURE.exec(after))?.[0];
  return noun && FROM_AFTER_NOUN.test(after.slice(noun.length)) ? noun : null;
}
/** A length counted from the date before it: "commencing on May 1, 2020 and ending two years thereafter". */
export const THEREAFTER =
  /^\s*,?\s*(?:thereafter|therefrom|after\s+(?:that|such)\s+date|later|from\s+(?:that|such)\s+date)\b/i;
/** A length followed by notice words is a notice period, not a term: "ninety (90) days' prior written notice". */
export const NOTICE_AFTER =
  /^\W*(?:s\b|')?\s*(?:prior|advance|before|written|notice|in\s+advance|or\s+more|notification)/i;
/** A length named as a notice before it: "with a notice period of three months", "on notice of not less than". */
const NOTICE_BEFORE =
  /\bnotice(?:\s+period)?\s+of\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+|a\s+minimum\s+of\s+)?$/i;
/** "to the end of a calendar year": a year named, not counted (unlike "at the end of one (1) year from"). */
const PERIOD_NAMED_AFTER = /\b(?:end|close|beginning|start)\s+of\s+$/i;

/**
 * A length that defines a year of the contract's own, in the sentence that counts the term in them: "five (5) Contract
 * Years, each Contract Year being a period of twelve consecutive months".
 */
const YEAR_DEFINED_BEFORE =
  /\byear["”]?\s+(?:being|means|shall\s+mean|is|shall\s+be|will\s+be|consisting\s+of)\s+(?:(?:a|each|any|the)\s+)?(?:(?:consecutive|successive)\s+)?(?:period\s+of\s+)?$/i;

/** A price just before "a month" or "a year": "GBP 2,500 a month", "$99 a year", "USD 1,200.00 a year". */
const PRICE_BEFORE =
  /(?:[$€£¥]\s?|\b(?:USD|GBP|EUR|AUD|CAD|NZD|CHF|SGD|INR)\s?)\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|million|thousand))?\s+$/i;

/**
 * Things counted just before "a month" or "a year": a retainer's "up to 4 hours a month", a woodland plan's "two site
 * visits a year", "two (2) meetings a year".
 */
const THINGS_COUNTED_BEFORE =
  /\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\s+(?:\(\d{1,3}\)\s+)?(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*s\s+$/i;

/**
 * Whether the length written at `index` (its words `written`) is a notice, a period named, a year defined or a rate,
 * a price's ("GBP 2,500 a month from 1 December 2026 for six months": no term of one month) or things' ("4 hours a
 * month"), not a term's length.
 */
export const namedNotCounted = (text: string, index: number, written: string) => {
  const before = text.slice(Math.max(0, index - 60), index);
  return (
    NOTICE_BEFORE.test(before) ||
    YEAR_DEFINED_BEFORE.test(before) ||
    (/^an?\s/i.test(written) &&
      (PERIOD_NAMED_AFTER.test(before) || PRICE_BEFORE.test(before) || THINGS_COUNTED_BEFORE.test(before)))
  );
};
/**
 * A date the term starts on: "commencing on May 1, 2020", "effective as of", or its start day named and then dated:
 * "on the Subscription Start Date of April 15, 2021", "The Commencement Date is".
 */
export const START_BEFORE =
  /\b(?:commenc\w*|begin\w*|start\w*|effective|from|dated|as\s+of)\s+(?:on\s+|as\s+of\s+|from\s+)?$|\b(?:start|commencement|effective)\s+date\s+(?:of|is|shall\s+be|will\s+be)\s+(?:on\s+)?$/i;
/** What dates an event named just before: ", which is", ", which the parties agree will be", ", which shall be on". */
export const WHICH_IS = String.raw`,\s*which\s+(?:[\w-]+\s+){0,4}?(?:is|shall\s+be|will\s+be)\s+(?:on\s+)?`;
/**
 * A start given by an event and then dated: "begins on the date the Equipment is delivered, which is", "commences on
 * the Go-Live Date, which the parties agree will be".
 */
export const EVENT_START_DATED = new RegExp(
  String.raw`\b(?:commenc\w*|begin\w*|start\w*)\s+(?:on|upon|from|with)\s+[^.;]{0,80}?${WHICH_IS}$`,
  'i',
);
/** "through the day prior to the second anniversary": the day before is meant (annotators do not always count it). */
export const DAY_BEFORE =
  /\bday\s+(?:prior|before|preceding|immediately\s+(?:prior|before|preceding))\s+(?:to\s+)?(?:the\s+)?$/i;

/**
 * The verbs with which a term ends, as a word class (a thesaurus's, not any contract's wording): CUAD's filings write
 * "expires", "terminates" and "ends"; drafting elsewhere writes "ceases", "lapses", "concludes", "finishes", "runs
 * out", "comes to an end" and "ceases to have effect (to be in force)" for the same act. Present and future forms only: "was concluded on" dates a signing.
 */
const ENDING_VERB = String.raw`end(?:s|ing)?|expire[sd]?|expiring|expiry|terminat(?:e|es|ing)|conclud(?:e|es|ing)|ceas(?:e|es|ing)(?:\s+to\s+(?:have\s+(?:any\s+)?(?:force\s+(?:and|or)\s+)?effect|be\s+(?:in\s+(?:full\s+)?)?(?:force|effect|valid|binding)))?|laps(?:e|es|ing)|finish(?:es|ing)?|runs?\s+out|comes?\s+to\s+an\s+end`;
/**
 * The verbs with which a term lasts for a length, as a word class likewise: "continue", "remain", "run", "last", and
 * "subsist", "endure", "persist", "stay", "hold good", "be in force (effect, operation, place)", "be valid (effective,
 * operative, binding)", "be concluded (entered into) for", "operate", "have effect", "have force and effect".
 */
const LASTING_VERB = String.raw`continu\w*|remain\w*|run(?:s|ning)?|last(?:s|ing)?|subsist\w*|endur\w*|persist\w*|stay\w*|holds?\s+good|(?:be|is)\s+(?:in\s+(?:full\s+)?)?(?:effect|force|operation|place)|(?:be|is)\s+(?:valid|effective|operative|binding)|(?:be|is)\s+(?:concluded|entered\s+into)|operates?|ha(?:s|ve)\s+(?:full\s+)?(?:effect|force(?:\s+and\s+effect)?)`;
/**
 * The nouns that name the term's length as "term" and "duration" do: "The validity of this Agreement is two (2) years",
 * "has a life of five (5) years", "The lifetime of this Contract shall be forty-eight (48) months".
 */
const TERM_NOUN = String.raw`term|duration|validity|life|lifetime`;
/**
 * A period's label that names the term: "Minimum rental period", "Hire period", "Initial period", a site's "Minimum
 * contract" (not "Notice period", nor "Renewal period").
 */
export const TERM_PERIOD_LABEL = String.raw`(?:(?:initial|minimum|fixed|contract|agreement|rental|hire|lease|licen[cs]e|subscription|service|membership|engagement|booking)\s+){1,2}period|minimum\s+(?:contract|hire|rental)`;
/** The names of the term's last day: "The expiry date of this Agreement is 31 December 2003". */
const END_DAY_NOUN = String.raw`(?:expiry|expiration|end|termination)\s+date`;

/**
 * How a term ends without anyone's act, between its verb and its day: "expires automatically on", or set off by
 * commas, "shall expire, without further action by either party, on" (read as no end before: 28 November), or both,
 * "will terminate automatically, without notice, on"; or the proviso of an earlier end set off so, "shall expire,
 * unless sooner terminated, on" (the same proviso where a sentence opens with it is no hindrance).
 */
const UNLESS_SOONER = String.raw`unless\s+(?:sooner|earlier|otherwise)\s+terminated(?:\s+(?:as\s+(?:provided|set\s+forth)|pursuant\s+to|in\s+accordance\s+with|under)\b[^,.;]{0,50})?`;
const BY_ITSELF_ONCE = String.raw`(?:automatically|of\s+(?:its|their)\s+own\s+accord|by\s+(?:itself|its\s+own\s+terms)|without\s+(?:further\s+)?(?:notice|action)(?:\s+(?:by|of|from)\s+(?:either|any|the)\s+part(?:y|ies))?,?|${UNLESS_SOONER},)`;
const BY_ITSELF = String.raw`${BY_ITSELF_ONCE}(?:\s*,?\s*(?:and\s+)?${BY_ITSELF_ONCE})?`;
/** "Further" as a renewal's word ("for a further term"), not of an act no longer needed ("without further action"). */
const FURTHER = String.raw`(?<!\bwithout\s)further`;
/**
 * The end of this agreement or its term named as a noun, then placed on a day: "The expiry hereof shall take place on",
 * "The expiration of this Agreement shall occur on"; not another period's ("the expiration of the lock-up period").
 */
const END_NOUN_PLACED = new RegExp(
  String.raw`\b(?:expiry|expiration|termination|end)\s+(?:hereof|of\s+(?:this|the)\s+(?:${DOCUMENT_NOUN}|term))\s+(?:(?:shall|will)\s+)?(?:occurs?|takes?\s+place|falls?)\s+on\s+$`,
  'i',
);

/**
 * Not a renewal's own term or period: "for one additional Renewal Term of one year", "an extension period of", "for
 * a further term of 2 years" give a renewal's length, which the renewal cue names, not the term's.
 */
const NOT_A_RENEWALS = String.raw`(?<!\b(?:renewal|renewed|additional|successive|subsequent|consecutive|extension|extended|${FURTHER})\s+)`;

/**
 * What a contract may be besides a document, named in a label of its term: "Term of Engagement:", "Term of
 * Employment:" (not "Term of Payment:", a payment term).
 */
const ENGAGEMENT_NOUN = String.raw`engagement|employment|appointment|services?|subscription|membership|tenancy`;

/** The kind of word just before a mention; the first that fits is taken. */
const CUE_BEFORE: [string, RegExp][] = [
  // A labelled date, as cover pages and signature blocks set them out: "Expiration Date:", "Effective Date:", "Date:";
  // a last day labelled alone where a line opens ("Expiry: 30 September 2011"); a day it names ("Termination Date: the
  // third anniversary of the Effective Date").
  [
    'end',
    /\b(?:expiration|expiry|termination|end|renewal)\s+date\s*:?\s*(?:the\s+)?$|\b(?:lease|contract|term|licen[cs]e)\s+(?:expiration|expiry)\s*:\s*$|(?:^|[.;]\s+)\W*(?:expiry|expiration|expires)\s*:\s*$/i,
  ],
  // The same named in a sentence: "The expiry date of this Agreement is", "The end date of this Contract shall be",
  // or defined: 'the "Expiry Date" means'.
  [
    'end',
    new RegExp(
      String.raw`\b${END_DAY_NOUN}["”']?\s+(?:of\s+(?:this|the)\s+(?:${DOCUMENT_NOUN})\s+)?(?:is|(?:shall|will)\s+be|(?:shall\s+)?means?)\s+(?:on\s+)?$`,
      'i',
    ),
  ],
  ['end', END_NOUN_PLACED],
  ['start', /\b(?:effective|commencement|start)\s+date\s*:\s*$/i],
  ['dated', /\bdate(?:d)?\s*:\s*$/i],
  [
    'end',
    new RegExp(
      String.raw`\b(?:until|through|thru|to|${ENDING_VERB}|including|(?:auto-?)?renews?(?:\s+automatically)?|renewal\s+date(?:\s+(?:is|of))?)(?:\s+|\s*,\s*)(?:${BY_ITSELF}\s+)?(?:(?:on\s+)?(?:no|not)\s+later\s+than\s+)?(?:(?:(?:at\s+)?(?:midnight|noon|(?:the\s+)?close\s+of\s+business|the\s+end\s+of\s+the\s+(?:business\s+)?day)(?:\s+of(?=\s))?|(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?\s?m\.?|hours?|o'clock))(?:\s*\([^)]{1,60}\))?(?:\s*,?\s+(?:\w+\s+){0,3}time)?\s*,?\s*)?(?:on\s+|at\s+|upon\s+)?(?:the\s+)?(?:(?:earlier|later|earliest|latest)\s+of\s*:?\s*(?:\(?[a-z0-9]{1,3}\)\s*)?)?(?:the\s+day\s+(?:prior|before|preceding)\s+(?:to\s+)?(?:the\s+)?)?$`,
      'i',
    ),
  ],
  // A latest end after an end on an event: "shall remain in effect until the Company has completed the Offering, but
  // in no event later than June 30, 2018" (not a deadline's "Within thirty (30) days of delivery, but in no event later
  // than December 1, 1999, Corio shall test": no verb of ending or lasting before it).
  [
    'end',
    new RegExp(
      String.raw`\b(?:until|${ENDING_VERB}|${LASTING_VERB})\b[^.;]{1,120}?\bin\s+no\s+(?:event|case)\s+later\s+than\s+(?:the\s+)?$`,
      'i',
    ),
  ],
  // The second of two ends, whichever comes first: "shall terminate upon completion of the study or on December 31".
  ['end', /\b(?:terminat(?:e|es|ing)|expir(?:e|es|ing)|end(?:s|ing)?)\b[^.;]{1,80}?\bor\s+(?:on\s+)?$/i],
  ['start', START_BEFORE],
  ['deadline', /\b(?:by|before|prior\s+to|no\s+later\s+than|within|not\s+later\s+than)\s+(?:the\s+)?$/i],
  // A length the words give the term ("The Term shall be", "for a period of", "shall remain in force for"), or one a
  // label of the term gives ("Term:", "Duration:", "Term of Agreement:", "Minimum rental period:"; not "Renewal Term:",
  // nor another period's "Notice Period:").
  [
    'length',
    new RegExp(
      String.raw`${NOT_A_RENEWALS}\b(?:${TERM_NOUN}|period)\b[^.;]{0,40}?\b(?:(?:shall|will)\s+be|is|of|be)\s+(?:for\s+)?(?:an?\s+)?(?:initial\s+)?(?:period\s+of\s+)?$|\bfor\s+(?:an?\s+|the\s+)?(?:initial\s+|fixed\s+)?(?:term|period)\s+of\s+$|\b(?:${LASTING_VERB})[^.;]{0,40}?\bfor\s+(?:a\s+period\s+of\s+)?$|${NOT_A_RENEWALS}\b(?:${TERM_NOUN})(?:\s+of\s+(?:the\s+|this\s+)?(?:${DOCUMENT_NOUN}|${ENGAGEMENT_NOUN}))?\s*:\s*$|\b(?:${TERM_PERIOD_LABEL})\s*:\s*$`,
      'i',
    ),
  ],
  [
    'renew',
    new RegExp(
      String.raw`\b(?:renew\w*|extend\w*|extension|additional|successive|subsequent|${FURTHER}|consecutive)\b[^.;]{0,40}$`,
      'i',
    ),
  ],
  ['for', /\bfor\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}$/i],
  ['on', /\bon\s+(?:the\s+)?$/i],
];
/** The kind of word just after a mention. */
const CUE_AFTER: [string, RegExp][] = [
  [
    'from-start',
    new RegExp(
      `${FROM.source}(?:the\\s+)?(?:[\\w-]+\\s+){0,2}?(?:effective|commencement|start|execution|signing|date\\s+(?:hereof|of\\s+(?:this|the)|first))`,
      'i',
    ),
  ],
  ['from-end', new RegExp(`${FROM.source}(?:the\\s+)?(?:[\\w-]+\\s+){0,3}?(?:termination|expiration|expiry|end)`, 'i')],
  ['from-other', FROM],
  ['notice', NOTICE_AFTER],
  ['thereafter', THEREAFTER],
  ['unless', /^\W*(?:unless|subject|except)/i],
  ['range', /^\s*(?:-|to|through|thru|until)\s/i],
  ['and', /^\W*and\b/i],
];

/** The word classes just before and just after the mention at [start, end). */
/**
 * An end an extension replaces, written before its date: "The Initial Term, which was scheduled to end on December 31,
 * 2026, is extended to December 31, 2027", "extended from its original expiration date of June 30, 2026". Past, not
 * an end still to come ("is currently scheduled to expire on" is the end).
 */
export const SUPERSEDED_END_BEFORE =
  /\b(?:(?:was|were|had\s+been)\s+(?:originally\s+|previously\s+|initially\s+|otherwise\s+)?(?:scheduled|due|set|expected)\s+to\s+(?:end|expire|terminate|lapse)(?:\s+(?:on|at))?|(?:original|previous|prior|former)\s+(?:expiration|expiry|end|termination)\s+date(?:\s+of)?\s*[,:(]?)\s*$/i;

/**
 * A period's end, dated in brackets after it: "through the end of Q2 2027 (June 30, 2027)", "until the end of the
 * quarter (i.e. June 30". Its date is cued by the words before the period's end, as a date written in its place is.
 */
export const PERIOD_END_THEN_BRACKET = String.raw`(?:the\s+)?(?:end|close|last\s+day)\s+of\s+[^,.;()]{2,40}?\s*\(\s*(?:i\.e\.,?\s*)?`;
const PERIOD_END_DATED_HERE = new RegExp(String.raw`\b${PERIOD_END_THEN_BRACKET}$`, 'i');

export function cueFeatures(text: string, start: number, end: number): string[] {
  // An item of a list of ends is cued by the words that open the list, as its first item is; a period's end dated in
  // brackets by the words before the period's end.
  const list = listOpening(text, start);
  const restated = PERIOD_END_DATED_HERE.exec(text.slice(Math.max(0, start - 60), start));
  const cuedAt = restated ? start - (Math.min(start, 60) - restated.index) : start;
  const before = list
    ? text.slice(Math.max(0, list.index - 80), list.end)
    : text.slice(Math.max(0, cuedAt - 80), cuedAt);
  // "the three-year period commencing on the Effective Date": cued by the words after the noun the length measures
  // (or after the other measure it is the alternative to).
  const skipped = wordsBeforeCount(text.slice(end, end + 40), text.slice(start, end))?.length ?? 0;
  const after = text.slice(end + skipped, end + skipped + 80);
  const features: string[] = [];
  const cueBefore = CUE_BEFORE.find(([, pattern]) => pattern.test(before));
  if (cueBefore) features.push(`cue<${cueBefore[0]}`);
  const cueAfter = CUE_AFTER.find(([, pattern]) => pattern.test(after));
  if (cueAfter) features.push(`cue>${cueAfter[0]}`);
  return features;
}

/**
 * Where a clause ends inside a sentence: a semicolon or colon (not a time's: "at 5:00 p.m."), a proviso, an
 * enumeration's "(a)".
 */
const CLAUSE_BREAK = /;|(?<!\d):(?!\d)|\bprovided\b|\(\s*[a-z0-9]{1,3}\s*\)|\bexcept\b|\bnotwithstanding\b/gi;
/** Kinds of words whose presence in a mention's clause tells what period it is. */
const CLAUSE_WORDS: [string, RegExp][] = [
  // Not a proviso that the term may be extended ("Unless extended by the parties in writing, this Agreement shall end
  // on ..."), which gives no renewal's length.
  [
    'renew',
    new RegExp(
      String.raw`\b(?:renew\w*|(?<!\bunless\s+(?:(?:sooner|earlier)\s+terminated\s+or\s+)?)extend\w*|extension|additional|successive|${FURTHER})\b`,
      'i',
    ),
  ],
  [
    'other',
    /\b(?:surviv\w*|confidential\w*|warrant\w*|payment|royalt\w*|non-?compet\w*|restrict\w*|exclusiv\w*|option)\b/i,
  ],
  ['notice', /\b(?:notice|notif\w*)\b/i],
  ['start', /\b(?:commenc\w*|begin\w*|start\w*|effective)\b/i],
  ['initial', /\binitial\b/i],
  ['term', /\b(?:term|duration)\b/i],
  ['agreement', /\b(?:agreement|contract)\b/i],
  // The ending verbs' class ("ends", "ceases", "lapses"), beside the nouns "termination", "expiry" and "end".
  ['end', new RegExp(String.raw`\bterminat\w*|expir\w*|\bend\b|\b(?:${ENDING_VERB})\b`, 'i')],
];

/**
 * "the earliest of (a) the award of a prime contract ..., (b) ..., or (c) August 2, 2027": where the list a later item
 * belongs to opens, and where its opening words end (after "of" and any "(a)"). Null for a mention in no such list.
 */
const LIST_OF_ENDS = /\bthe\s+(?:earlier|later|earliest|latest)\s+of\s*:?\s*(?:\(?[a-z0-9]{1,3}\)\s*)?/gi;
const LATER_LIST_ITEM = /(?:\(\s*(?:[b-h]|ii|iii|iv|v|[2-8])\s*\)|,?\s\bor)\s*(?:on\s+)?$/i;
function listOpening(text: string, start: number): { index: number; end: number } | null {
  const opened = [...text.slice(0, start).matchAll(LIST_OF_ENDS)].at(-1);
  if (!opened || start - opened.index > 400 || !LATER_LIST_ITEM.test(text.slice(0, start))) return null;
  return { index: opened.index, end: opened.index + opened[0].length };
}

/** Which kinds of words the mention's clause holds before it (cb:) and after it (ca:). */
export function clauseFeatures(text: string, start: number, end: number): string[] {
  let from = 0;
  // An item of a list of ends belongs to the clause that opens the list, not the item alone.
  const upTo = listOpening(text, start)?.index ?? start;
  for (const match of text.slice(0, upTo).matchAll(CLAUSE_BREAK)) from = match.index + match[0].length;
  const rest = text.slice(end);
  const next = rest.search(CLAUSE_BREAK);
  const before = text.slice(from, start);
  const after = next < 0 ? rest : rest.slice(0, next);
  const features: string[] = [];
  for (const [name, pattern] of CLAUSE_WORDS) {
    if (pattern.test(before)) features.push(`cb:${name}`);
    if (pattern.test(after)) features.push(`ca:${name}`);
  }
  return features;
}

/** What a term does once its subject is named: ends on a day, runs until or for a time, starts, is a length. */
const TERM_VERB = String.raw`(?:expire[sd]?|terminate[sd]?|end(?:s|ed)?|concludes?|ceases?(?:\s+to\s+(?:have\s+effect|be\s+in\s+(?:force|effect)))?|lapses?|finish(?:es)?|runs?\s+out|comes?\s+to\s+an\s+end|occurs?|takes?\s+place)(?:\s+|\s*,\s*)(?:${BY_ITSELF}\s+)?(?:on|at|in|after|upon\s+the\s+(?:earl|lat|expir|\w+\s+(?:\(\w+\)\s+)?anniversary))\b|(?:${LASTING_VERB})\s+(?:(?:in\s+(?:full\s+)?(?:force|effect)|and\s+effect|effective|valid|binding|(?:on|upon)\s+(?:the|both)\s+parties),?\s+){0,2}(?:until|through|for|from|thereafter|indefinitely|in\s+perpetuity)\b|(?:commences?|begins?|starts?)\b|(?:is|be)\s+(?:for\b|from\b|a\s+period|[\w-]+\s+(?:\(\d+\)\s+)?(?:years?|months?)\b)|ha(?:s|ve)\s+an?\s+(?:(?:initial|fixed)\s+)?(?:${TERM_NOUN}|period)\b|consists?\s+of\b|covers?\s+the\s+period\s+(?:from|beginning|commencing|starting)\b|extends?\s+(?:to|until|through)\b|(?:is|be)\s+(?:on\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]|[A-Z][a-z]+\.?\s+\d)`;

/**
 * What may stand before a term's subject without making the sentence about anything else: the parties' agreement or
 * intent ("The parties agree that this Agreement shall terminate on", "It is understood that the Term will end", "It
 * is the intention of the parties that this Agreement shall continue until").
 * Not a proviso ("Subject to Section 14, this Agreement will expire"; ranked by `termAfterOpening` instead): eleven
 * of CUAD's term sentences open so, and counted as opening as a term they cost a check contract a false end date at
 * the stored dealing of the folds (the passage ranked first moved -1.6 to +1.7 points over five dealings: noise).
 */
const TERM_PREFACE = String.raw`(?:(?:the\s+parties|it\s+is)\s+(?:hereby\s+)?(?:(?:mutually\s+|expressly\s+)?agree[ds]?|acknowledge[ds]?|understood|intend(?:ed)?|confirm(?:ed)?)\s+(?:and\s+agree[ds]?\s+)?|it\s+is\s+the\s+(?:mutual\s+)?(?:intention|understanding|agreement)\s+of\s+the\s+parties\s+)that\s+`;

/**
 * What may open a sentence before its first word: a section or article number, an enumerator ("(b)", "A."), a
 * heading of up to four words ending in a full stop or colon ("Term.", "Duration of Agreement:").
 */
const NUMBER_AND_HEADING = String.raw`^\W*(?:(?:section|article|clause)\s+)?(?:[\dIVX]+(?:\.\d+)*\.?\s+)?(?:\(?[a-z0-9]{1,3}\)\s+)?(?:(?:[\w-]+\s+){0,3}[\w-]+\s*[.:]\s+)?`;

/**
 * A sentence that opens, after any number or heading, with the agreement or its term doing what a term does: "This
 * Agreement expires on", "The Term shall continue until", "The Agreement is valid for", "This Agreement is intended to
 * remain in effect until".
 */
const OPENS_AS_TERM = new RegExp(
  String.raw`${NUMBER_AND_HEADING}(?:${TERM_PREFACE})?(?:this|the)\s+(?:(?:[\w-]+\s+){0,2}?(?:agreement|contract|term|duration|lease|licen[cs]e)(?:['’]s\s+(?:${TERM_NOUN}))?(?:\s+of\s+(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e))?|(?:${TERM_NOUN}|period|${END_DAY_NOUN}|expiration|expiry|termination)\s+of\s+(?:this|the)\s+(?:agreement|contract|lease|licen[cs]e)|(?:contract|agreement)\s+period)\s+(?:\([^)]{0,40}\)\s+)?(?:(?:shall|will|(?:is|are)\s+(?:intended\s+|expected\s+)?to)\s+(?:automatically\s+)?)?(?:${TERM_VERB})`,
  'i',
);
/**
 * Whether a sentence opens as the term (OPENS_AS_TERM) or by defining it or its end under any of its names ('"Term"
 * means the period commencing on ...', '"Contract Period" shall mean that period of time commencing on ...'). Its
 * words alone weigh little where the sentence is short (a plain "This Agreement terminates on June 30, 2019." holds
 * few of the words the term-clause model counts), so the shape is a feature of its own, weighed on data like the rest.
 */
export const opensAsTerm = (text: string) => OPENS_AS_TERM.test(text) || definesTheTerm(text);

/**
 * Words before a sentence's subject, up to their comma, that neither make it conditional nor about anything else:
 * a proviso ("Subject to Section 14,", "Notwithstanding anything to the contrary contained herein,", "Except as
 * otherwise provided in Section 12,", "Save as provided in Clause 15,", "Without prejudice to ...,", "Unless sooner
 * terminated as provided herein,", "In the absence of earlier termination ...,"), a clarification ("For the avoidance
 * of doubt,", "In consideration of ...,") or when it takes effect ("With effect from the Effective Date,", "As from
 * ...,", "Upon its execution by both parties,", "Once signed,"). Not a condition ("If ...,", "In the event ...,"): a
 * term that ends on a date only if something happens is no term. A dot counts only inside a section number
 * ("Section 6.1").
 */
const SET_ASIDE = String.raw`notwithstanding|subject\s+to|except|save|without\s+prejudice\s+to|unless|in\s+the\s+absence\s+of|other\s+than|apart\s+from|pursuant\s+to|in\s+accordance\s+with|for\s+the\s+avoidance\s+of\s+doubt|for\s+(?:the\s+sake\s+of\s+)?clarity|in\s+consideration\s+of|(?:with\s+effect|as|effective(?:\s+as)?)\s+(?:from|of)|from|once\s+(?:signed|executed)|(?:upon|on|following)\s+(?:its\s+)?(?:execution|signature|signing)`;
const OPENING_SET_ASIDE = new RegExp(
  String.raw`${NUMBER_AND_HEADING}(?:(?:${SET_ASIDE})\b(?:[^,;.]|\.(?=\d)){0,160},\s*|${TERM_PREFACE})`,
  'i',
);

/**
 * The sentence from its subject on, where words set aside (OPENING_SET_ASIDE, or the parties' agreement that it is so:
 * "It is agreed that", "The parties agree that", or a heading with no full stop: afterUnpunctuatedHeading) stand before
 * it and what follows opens as a term: "this Agreement shall expire on December 31, 2022." of "Notwithstanding anything
 * to the contrary contained herein, this Agreement shall expire on December 31, 2022." They limit or place what the
 * sentence states; they do not change it. Used to rank term sentences (the likelier of the sentence and this counting),
 * not as a feature: counted in `opensAsTerm` (the thirty-first and thirty-third sessions) or as a feature of its own
 * (the fiftieth), the refit models moved ranking and false dates on CUAD and the drafted batches as much one way as the
 * other.
 */
export function termAfterOpening(text: string): string | null {
  return afterSetAside(text) ?? afterUnpunctuatedHeading(text);
}

function afterSetAside(text: string): string | null {
  const opening = OPENING_SET_ASIDE.exec(text);
  if (!opening) return null;
  const rest = text.slice(opening[0].length);
  return opensAsTerm(rest) ? rest : null;
}

/**
 * One word of a heading printed with no full stop or colon after it, which a PDF's text layer joins to the sentence
 * it heads: a section or article number, a capitalised word, a dash, or "of", "and", "the" or "&" between them.
 */
const HEADING_WORD = String.raw`(?:[\dIVX]+(?:\.\d+)*\.?|[A-Z][\w'’-]*|of|and|the|&|[-–—])\s+`;
const HEADING_WORDS_MAX = 10;

/**
 * The sentence after a heading that has no full stop or colon ("1.2 Term The duration of this Agreement is four (4)
 * years.", "ARTICLE 8 - TERM AND TERMINATION 8.1 TERM This Agreement shall ..."), where what follows the heading
 * opens as a term, at once or after words set aside: the shortest such heading. NUMBER_AND_HEADING sets aside only a
 * heading that ends in a full stop or colon; one that does not made a short term sentence too long for the short
 * lines' model, and a filing's "1.2 Term The duration of this Agreement is four (4) years." ranked at 0.29 against 0.58
 * without its heading, below an exclusivity period's sentence.
 */
function afterUnpunctuatedHeading(text: string): string | null {
  // A sentence that opens as a term with its number ("2.1 This Agreement commences on ...") has no heading to set
  // aside: set aside, the number made a dateless line short and ranked it above the next line's end.
  if (opensAsTerm(text)) return null;
  const word = new RegExp(HEADING_WORD, 'y');
  word.lastIndex = /^\W*/.exec(text)![0].length;
  for (let words = 0; words < HEADING_WORDS_MAX && word.exec(text); words++) {
    const rest = text.slice(word.lastIndex);
    if (opensAsTerm(rest)) return rest;
    const afterIt = afterSetAside(rest);
    if (afterIt) return afterIt;
  }
  return null;
}

/**
 * A sentence's shape as a term clause, beside its words: which kinds of words its dates and lengths follow and
 * precede ("until" before a date, "for a period of" before a length, "from the Effective Date" after it). The
 * term-clause model weighs these with the words, so a term stated in words it was not fitted on ("shall be valid
 * until March 31, 2021") still reads like one.
 */
export function termShapeFeatures(text: string): string[] {
  const features = new Set<string>(termSynonymFeatures(text));
  if (opensAsTerm(text)) {
    features.add('shape:opens-as-term');
    if (isShortSentence(text)) features.add('shape:opens-as-term&short');
  }
  const dates = findDates(text);
  if (dates.length) features.add('shape:date');
  for (const date of dates)
    for (const cue of cueFeatures(text, date.index, date.end)) features.add(`shape:date&${cue}`);
  for (const match of durationsIn(text)) {
    features.add('shape:length');
    for (const cue of cueFeatures(text, match.index, match.index + match[0].length))
      features.add(`shape:length&${cue}`);
  }
  return [...features];
}

/**
 * The length a sentence that opens as the term gives it, in months, where its dates are not written: "The term of
 * this agreement shall be sixty (60) months from the date of first delivery." A renewal "for a like term" is as long.
 * The first such sentence's first length that is not a notice.
 */
export function statedTermMonths(doc: PreparedDocument): number | null {
  for (const sentence of doc.sentences) {
    // After a heading printed with no full stop, too: "SIGN LOCATION LEASE This Sign Location Lease shall be for a term
    // of ten (10) years ..." as a document's first line and sentence run together.
    const text = opensAsTerm(sentence.text) ? sentence.text : termAfterOpening(sentence.text);
    if (!text) continue;
    for (const found of durationsIn(text)) {
      if (noticeFollows(text.slice(found.index + found[0].length))) continue;
      const duration = durationFrom(found.slice(1));
      const months = duration && toMonths(duration);
      if (months) return months;
    }
  }
  return null;
}

/**
 * Words that name the agreement, its term or what it sells, or point at the agreement ("hereof", "this"), and a
 * vendor's "you" and "your": an insurer's "your policy" or a retailer's "your extended warranty" is the contract tracked.
 * Not a research or development program's "Research Term", a part of a collaboration that the agreement outlasts.
 */
const OWN_TERM_WORDS =
  /\b(?:agreement|contract|(?<!\b(?:research|development|discovery)(?:\s+program)?\s)term|duration|initial|lease|sublease|licen[cs]e|subscription|membership|tenancy|engagement|order|sow|statement\s+of\s+work|here(?:of|in|under|to|by)|this|you|your|expir(?:ation|y)\s+date|end\s+date)\b/i;
/**
 * Things with ends of their own that are not the agreement's: a phase of the work, a warranty, an obligation, a
 * guarantee (not an insurance named for one, "Rent guarantee insurance ... 12 months from 15 August 2027"), an
 * exclusivity (or one party's exclusive rights: "The Licensee's exclusive rights in the Territory shall expire"), a
 * price, a discount, a rent-free period, a lock-up or standstill, a right of first refusal, shares' or options'
 * vesting, a research or development term, a period for negotiating, curing, exercising or reporting, a promotion's, a
 * bonus's or for ordering, a quotation (not one named by its number, "QUOTE 7731", a document's title run into its
 * fields), a marketing campaign (not an insertion order's label "Campaign dates:", its flight and the order's term, nor
 * a field's "Campaign period", as a field's label is read without its colon), a deadline ("The prices in Schedule 2 are
 * fixed until", "The rent-free period ends on", "The lock-up period ends on"); not a price labelled in a block of
 * fields ("Price: $1,000 Auction Period: 5/7/99 - 6/6/99"), which may hold the term's, nor one given with its amount
 * and no date after it ("for the compliance year 1 April 2027 to 31 March 2028, price £1.80/MWh"), a field beside the
 * range. Not what is as often the contract itself: insurance (a policy), a loan or a bond (its maturity), an escrow, a
 * permit, an exclusive right (a listing's "exclusive right to sell ... until" is its term), a rental period (an
 * equipment rental's term), a carrier's rates ("Rates are valid from 1 January 2026 through 31 December 2026" is a rate
 * agreement's term), a fee (a statement of work's "Fees: Fixed fee of $64,000" is a field beside its period), nor a
 * membership's or a plan's "Commitment: 6 months", its minimum term, nor a "minimum commitment" or an "initial
 * commitment" ("with a one-year minimum commitment ending on May 31, 2027"), which is one too, as is a livery yard's "a
 * commitment of three months".
 */
const OTHER_THINGS =
  /\b(?:phases?|warrant\w*|obligations?|guarantee\w*(?!\s+(?:insurance|cover|policy|plan)\b)|non-?compet\w*|non-?solicit\w*|confidential\w*|letter\s+of\s+credit|(?<=['’]s\s)exclusive\s+rights?|offers?|quot(?:e|ation)s?\b(?!\s*(?:#|no\.|number)?\s*[A-Z]{0,4}-?\d)|price\s+protection|(?<!\b(?:minimum|initial)\s)commitments?\b(?!\s*(?:period|term)?\s*(?::|$))(?!\s+of\s+(?:\d{1,2}|[a-z]+)\s+(?:weeks|months|years)\b)|exclusivity|(?:pric(?:es?|ing)|discounts?)\b(?!\s*:)(?!\s*(?:of\s+)?[£$€]\s*\d(?![^;]*\b(?:19|20)\d\d\b))|rent-free|free\s+rent|rent\s+(?:holiday|abatement|review)|lock-?up|campaigns?\b(?!\s*(?:dates?|period|flight)?\s*(?::|$))|standstill|right\s+of\s+first\s+(?:refusal|negotiation|offer)|vest(?:s|ed|ing)|(?:research|development|discovery)(?:\s+program)?\s+(?:term|period)|(?:exclusive\s+)?negotiation\s+period|deadlines?|(?:cure|grace|transition|tail|restricted|exercise|royalty|reporting|accounting|promotion(?:al)?|bonus|incentive|ordering)\s+period)\b/i;
/** A longer "sentence" is often a block of labelled fields run together, one of which may be the term's. */
const OTHER_THINGS_LONGEST = 200;
/**
 * The agreement named only as what a thing belongs to: "the prices set out in Exhibit A to this Agreement", "the
 * warranty under this Agreement", "the development phase hereunder", or a part of it: "The Guarantor's obligations
 * under this Section". It says whose the thing is, not that it ends; not where a clause about the agreement follows
 * ("is subject to this Agreement, which expires on").
 */
const BELONGS_TO_THE_AGREEMENT =
  /\b(?:(?:under|to|of|in|pursuant\s+to|relating\s+to|in\s+connection\s+with)\s+this\s+(?:agreement|contract|section|article|clause|paragraph)|hereunder)\b(?!\s*,?\s*which\b)/gi;
/**
 * "agreement" as the parties' consent, not the contract: "unless extended by the mutual agreement of the Parties", "by
 * written agreement", "with the agreement of both parties". It names no agreement that ends.
 */
const AGREEMENT_AS_CONSENT =
  /\b(?:mutual|written)\s+agreement\b|\bagreement\s+of\s+(?:the\s+|both\s+|all\s+)?parties\b/gi;
/** The sentence with the agreement left out where it is named only as what a thing belongs to, or as consent. */
const withoutBelonging = (text: string) =>
  text.replace(BELONGS_TO_THE_AGREEMENT, ' ').replace(AGREEMENT_AS_CONSENT, ' ');
/**
 * The obligations of every party together, which last as long as the agreement does: "The obligations of the parties
 * hereunder shall ... continue in full force for four (4) years", "The Parties' obligations hereunder shall terminate
 * on". Not one party's ("The Guarantor's obligations under this Section shall expire on").
 */
const EVERY_PARTYS_OBLIGATIONS =
  /\b(?:(?:the|both|all)\s+parties['’]|each\s+party['’]s)\s+(?:respective\s+)?obligations\b|\bobligations\s+of\s+(?:the|both|all|each\s+of\s+the)\s+parties\b/i;
/**
 * "your" that owns only a price or a discount: "Your introductory price of $29/month is locked in until March 31,
 * 2028" speaks of the price, not of the reader's subscription.
 */
const YOURS_ONLY_A_PRICE = /\byour\s+(?=(?:[\w-]+\s+){0,2}(?:pric(?:es?|ing)|discounts?)\b)/gi;
/**
 * A document's title run into a sentence that opens with its subject ("COLLABORATION AND LICENSE AGREEMENT The Research
 * Term shall ..."); not one before a field's label ("INFLUENCER AGREEMENT Campaign Period: ..."), which names whose
 * the fields are.
 */
const TITLE_BEFORE_A_SUBJECT = new RegExp(String.raw`${HEADING_RUN_IN.source}(?=(?:The|This|Each|Any)\s)`);
/**
 * Whether a sentence speaks of another thing's end and never of the agreement or its term, but as what the thing
 * belongs to: "The warranty lapses on June 30, 2004.", "The bank guarantee shall remain valid until 31 March 2021.",
 * "The Pilot Phase under this Agreement shall end six (6) months after the Effective Date.". Its dates end that thing.
 * A document's title run into it is no word of it (TITLE_BEFORE_A_SUBJECT).
 */
export const speaksOfOtherThingsOnly = (text: string) =>
  text.length <= OTHER_THINGS_LONGEST &&
  OTHER_THINGS.test(text) &&
  !OWN_TERM_WORDS.test(withoutBelonging(text.replace(TITLE_BEFORE_A_SUBJECT, '')).replace(YOURS_ONLY_A_PRICE, ' ')) &&
  !EVERY_PARTYS_OBLIGATIONS.test(text);

/**
 * A subject that is one of many, and not the agreement: "Each Order Form shall have a term of twelve (12) months", "The
 * appointment of any sub-distributor ... shall end no later than December 31, 2022", "Each Contract Year ends on
 * December 31", "The first Contract Year shall begin on the Effective Date and end on December 31". Not "each party" or
 * "either party" agreeing to something (a party is no thing that ends), nor a booking's "every Tuesday 19:00–22:00 from
 * 5 January 2027 to 30 March 2027" (a day of the week is when, not what).
 */
const INSTANCES_FIRST = new RegExp(
  String.raw`${NUMBER_AND_HEADING}(?:(?:the\s+(?:[\w-]+\s+){1,2}of\s+)?(?:any|each|every|all)\s+(?!(?:of\s+)?(?:the\s+)?part(?:y|ies)\b|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b)[\w-]+|the\s+(?:first|second|third|fourth|fifth|last|final)\s+(?:[\w-]+\s+)?(?:year|quarter|month|period)\b)`,
  'i',
);
/**
 * A subject that is a payment stream, an exclusivity or a warrant, though the sentence names the agreement in passing:
 * "Rebates under this Agreement shall accrue for a period of two (2) years from the Effective Date", "Payments under
 * Section 4 shall be made quarterly for a period of five (5) years following the Effective Date", "Royalties
 * hereunder shall be payable until December 31, 2030", "The warrants issued pursuant to this Agreement shall be
 * exercisable until the fifth anniversary of the Effective Date" (a security with an exercise period of its own). Its
 * lengths and dates are that thing's. Not a warranty or a guarantee (a consumer's "Your extended warranty ... expires
 * on" is the contract tracked), nor what "your" names. As written or in capitals ("REBATES UNDER THIS AGREEMENT SHALL
 * ACCRUE ...").
 */
const ANOTHER_SUBJECT = new RegExp(
  asWrittenOrInCapitals(
    String.raw`${NUMBER_AND_HEADING}(?:(?:[Tt]he|[Aa]ll|[Aa]ny|[Ss]uch)\s+)?(?!Your\b)(?:[A-Z][\w'’-]*\s+){0,2}?(?:[Rr]ebates?|[Rr]oyalt(?:y|ies)|[Cc]ommissions?|[Ff]ees|[Pp]ayments?(?:\s+due)?|[Cc]redits?|[Aa]llowances?|[Dd]iscounts?|[Ee]xclusivity|[Ww]arrants?)(?:\s+(?:(?:payable|due|issued|granted)\s+)?(?:under|pursuant\s+to)\s+(?:(?:this|the)\s+[Aa]greement|(?:[Ss]ections?|[Aa]rticles?|[Cc]lauses?|[Pp]aragraphs?|[Ss]chedules?|[Ee]xhibits?)\s+[\w.()-]{1,12})|\s+hereunder)?\s+(?:shall|will|must|may|are|is)\b`,
  ),
);
export const speaksOfAnotherSubject = (text: string) => ANOTHER_SUBJECT.test(text);

/** The agreement or its term named, `between` its article and noun: "this Agreement", "the Term", "hereunder". */
const namingTheAgreement = (between = '') =>
  new RegExp(String.raw`\b(?:this|the)\s+${between}(?:agreement|contract|term)\b|\bhere(?:of|under|in|to|by)\b`, 'i');
const NAMES_THE_AGREEMENT = namingTheAgreement();
/** A subject that is any one of many, not all of them: "Any sublicense", "Each Order Form", "every Purchase Order". */
const ANY_ONE_FIRST = new RegExp(
  String.raw`${NUMBER_AND_HEADING}(?:the\s+(?:[\w-]+\s+){1,2}of\s+)?(?:any|each|every)\s`,
  'i',
);
/**
 * Whether a sentence's subject is one of many things (an order form, a sub-distributor's appointment, a contract year)
 * and the sentence never names the agreement or its term: its dates end those things, not the agreement. Where the
 * subject is any one of them, the agreement named as what it belongs to is not named as ending ("Any sublicense granted
 * by Licensee under this Agreement shall terminate no later than the fifth anniversary"); where it is all of them, it
 * is ("All rights granted hereunder expire on June 30, 2025": the rights end with the agreement).
 */
export const speaksOfInstancesOnly = (text: string) =>
  INSTANCES_FIRST.test(text) && !NAMES_THE_AGREEMENT.test(ANY_ONE_FIRST.test(text) ? withoutBelonging(text) : text);

/** A party doing one of `verbs` (alternatives of a pattern), as the sentence's subject and verb. */
const partyFirstDoing = (verbs: string) =>
  new RegExp(
    asWrittenOrInCapitals(
      String.raw`${NUMBER_AND_HEADING}(?:[Tt]he\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2}\s+(?:shall|will|must|agrees?\s+to)\s+(?:continue\s+to\s+)?(?:${verbs})\b`,
    ),
  );
/**
 * A party paying: "The Licensee shall pay the License Fee in annual installments through the fifth anniversary of the
 * Effective Date", "Buyer will make quarterly payments until".
 */
const PAYER_FIRST = partyFirstDoing(String.raw`pay|make\s+(?:the\s+)?(?:[\w-]+\s+)?payments?`);
/** The agreement or a term of it named, perhaps with a word before: "the Initial Term", "the Services Agreement". */
const NAMES_AN_AGREEMENT_OR_TERM = namingTheAgreement(String.raw`(?:[\w-]+\s+)?`);
/**
 * Whether a sentence is a party's payments and never names the agreement or a term of it, but as what they are due
 * under: its dates end a payment stream, not the agreement ("Licensee shall pay royalties until December 31, 2030"; not
 * "Customer shall pay the Fees through the end of the Initial Term on December 31, 2026").
 */
export const speaksOfPaymentsOnly = (text: string) =>
  PAYER_FIRST.test(text) && !NAMES_AN_AGREEMENT_OR_TERM.test(withoutBelonging(text));

/**
 * A party keeping something up: "Supplier shall maintain the Escrow Account until December 31, 2026", "The Distributor
 * shall keep records for three (3) years", "Licensee will retain copies until". Not a party providing or performing
 * (the services a contract sells run as long as it does).
 */
const KEEPER_FIRST = partyFirstDoing('maintain|keep|retain|preserve');
/**
 * Whether a sentence is a party's upkeep of something and never names the agreement, its term or what it sells, nor
 * the vendor's "you" ("You will keep access until March 3, 2027" is the subscription's end), but as what it is due
 * under: its dates end that duty, not the agreement.
 */
const speaksOfUpkeepOnly = (text: string) => KEEPER_FIRST.test(text) && !OWN_TERM_WORDS.test(withoutBelonging(text));

/**
 * Whether a sentence's dates and lengths belong to something other than the agreement's term: another thing's end (a
 * warranty's), one of many things (each order form), a payment stream or an exclusivity, or a party's upkeep. The
 * end's readers skip such a sentence, and the end model's choice of one of its dates is no end.
 */
export const speaksOfSomethingElse = (text: string) =>
  speaksOfOtherThingsOnly(text) ||
  speaksOfInstancesOnly(text) ||
  speaksOfAnotherSubject(text) ||
  speaksOfPaymentsOnly(text) ||
  speaksOfUpkeepOnly(text);

/**
 * Where a sentence's next clause opens with a subject of its own: "; the warranty", ", and the Research Term", or after
 * a colon and a list's first item number ("the following terms shall be defined as set forth below: (a) The Standstill
 * Period"); not after a label's colon, whose field ran into the one before it in a block of fields ("Season: April 1,
 * 2027 through November 30, 2027 Price: $2,150 per month", where the date's clause would end on the next label's word).
 */
const NEXT_CLAUSE =
  /;\s*|(?<!\d):\s*(?:\(\s*[a-z0-9]{1,3}\s*\)|\d{1,2}\.)\s*|,?\s+(?:and|but|while|whereas)\s+(?=(?:the|its|each|any|all|such)\s)/gi;
/**
 * The field a date or a length is the value of, in a block of labelled fields run together as one sentence ("Effective
 * Date: January 1, 2020 Price Validity: 90 days Fees: ..."): up to four words of label before the last colon or
 * table cell's bar before it, and what stands between them (a field's value is short).
 */
const FIELD_BEFORE = /([A-Za-z][\w'’-]*(?:[ \t]+[A-Za-z][\w'’-]*){0,3})[ \t]*[:|]([^:|]{0,40})$/;
/**
 * Whether a date or a length is the value of a field labelled as another thing, its label and value never naming the
 * agreement or its term: "Warranty: 12 months", "Price Validity | 90 days", "Quote valid for: 30 days" in an order
 * form's block of fields (read as a twelve-month term in a drafted term batch, 122).
 */
function fieldSpeaksOfSomethingElse(text: string, start: number): boolean {
  const field = FIELD_BEFORE.exec(text.slice(Math.max(0, start - 80), start));
  return !!field && OTHER_THINGS.test(field[1]) && !OWN_TERM_WORDS.test(`${field[1]} ${field[2]}`);
}

/**
 * Whether the clause a date or a length stands in, in a sentence of more than one, speaks of something else: "This
 * Agreement shall remain in force until December 31, 2025, and the Research Term shall end on December 31, 2022" (the
 * second date is the research term's, though the sentence names the agreement).
 */
export function clauseSpeaksOfSomethingElse(text: string, start: number): boolean {
  if (fieldSpeaksOfSomethingElse(text, start)) return true;
  let from = 0;
  for (const match of text.slice(0, start).matchAll(NEXT_CLAUSE)) from = match.index + match[0].length;
  const next = [...text.slice(start).matchAll(NEXT_CLAUSE)][0];
  const to = next ? start + next.index : text.length;
  if (from === 0 && to === text.length) return false;
  return speaksOfSomethingElse(text.slice(from, to));
}
