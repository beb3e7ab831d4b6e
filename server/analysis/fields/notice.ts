import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import noticeChoiceJson from '../model/notice-choice.json';
import noticeClauseJson from '../model/notice-clause.json';
import {
  contextFeatures,
  placeFeatures,
  READERS_CONFIDENCE,
  twoStepField,
  withNeighbours,
  type Candidate,
  type RankedSentence,
} from '../model/choice';
import { QUANTITY } from '../text/numbers';
import { anyOf } from '../text/any-of';
import { sentenceBefore, type Sentence } from '../text/sentences';
import { durationFrom, NOTICE_DURATION, toDays, type Duration } from './durations';
import { noticeFollows } from './notice-words';
import {
  billedAsYourPlan,
  renewsAnotherInstrument,
  renewsAsYourPlan,
  runsOnAfterItsTerm,
  runsOnAfterTheTermEnded,
  sentenceRenewalKind,
  speaksOfSupersededAgreement,
  trialConverts,
} from './renewal';
import {
  AFTER_THE_TERM,
  DECLINES_TO_GO_ON,
  EVERY_FEW_WEEKS_OR_MONTHS,
  FROM_A_DAY_UNTIL_ENDED,
  inRenewalWords,
  OTHER_NAMED_TIME_NAME,
  PERIOD_TO_PERIOD,
  renewalKindOfWords,
  renewalWordFeatures,
  RUNS_ON_AFTER_THE_TERM_PARTS,
  speaksOfRenewal,
  STOPS_A_RENEWAL,
  UNTIL_ENDED,
} from './renewal-cues';
import { onlyWhere } from '../text/only-where';

/**
 * Not wanting a renewal, in a consumer's words too: "do not wish to renew", "you do not want it to renew", "does not
 * wish to extend", "tells the other ... that it does not wish to continue", "If you don't want it to roll over again".
 */
const NOT_WANTING_RENEWAL = String.raw`(?:not|(?:do|does|did)n['’]t)\s+(?:wish|want|desire|choose|elect)\s+(?:(?:it|this\s+agreement|the\s+agreement|your\s+\w+)\s+)?to\s+(?:renew|extend|continue)`;
/**
 * "If neither party elects to terminate this Agreement by written notice given at least ninety (90) days before ...,
 * this Agreement shall renew": a renewal unless a party ends it, though "elects" reads as an option's word.
 */
const NEITHER_ENDS_IT =
  /\bif\s+neither\s+(?:party|of\s+the\s+parties)\b[^.;]{0,200}?\b(?:terminat|cancel|notice|notif|object)/i;
/**
 * Not wanting the agreement itself to renew, said with it for object: "If you don't want it to roll over again, let us
 * know at least 60 days before the anniversary" stops what renews by itself, though a reader's want reads as an
 * option's word. (A party that "does not wish to renew" may be declining an option of its own.)
 */
const NOT_WANTING_IT_TO_RENEW = new RegExp(
  String.raw`\b(?:not|(?:do|does)n['’]t)\s+(?:wish|want)\s+(?:it|(?:this|the|your)\s+(?:[\w-]+\s+)?(?:agreement|contract|subscription|membership|plan|service))\s+to\s+renew`,
  'i',
);
/** Notice "that no such automatic extension shall occur": not renewing, said of the renewal itself. */
const NO_RENEWAL_TO_OCCUR = String.raw`\bno\s+(?:such\s+)?(?:automatic\s+|further\s+)?(?:renewal|extension)\s+(?:shall|will|is\s+to)\s+(?:occur|take\s+(?:place|effect)|apply)`;
/**
 * Not the end of some other thing: "before the expiry of any third-party licence", "prior to the expiration of any
 * insurance policy", "prior to the expiry of the Availability Period" (a period named for another subject, as the
 * renewal cues know them), "before the anniversary of the last annual meeting" (a company's nominations, as
 * cooperation agreements set their deadlines). The end of any renewal term, contract year or period is still the
 * agreement's, and so is that of a year, term or period named for what the agreement grants: "before the end of a
 * membership year", "of any subscription term".
 */
const NOT_OF_ANOTHER_THING = String.raw`(?!\s+of\s+(?:any|an?|each|all)\s+(?!(?:such\s+)?(?:renewal|extension|extended|additional|subsequent|successive|further|then|current|initial|term|period|contract|agreement|year|month|anniversary|[\w-]+\s+(?:year|term|period))\b)|\s+of\s+${OTHER_NAMED_TIME_NAME}|\s+of\s+(?:the|its|each|any)\s+(?:[\w'’-]+\s+){0,3}meeting\b)`;
/**
 * Until one party does something else or gives notice: "continues month to month until you return the equipment or give
 * us 30 days' written notice" (the notice ends what runs on; the kind it runs on as is the renewal readers').
 */
const UNTIL_DONE_OR_NOTICE = String.raw`until\s+(?:you|we|either\s+party|the\s+[A-Z]\w*)\s+[^.;]{1,60}?\bor\s+(?:gives?|serves?|provides?|sends?)\s+(?:[\w'’()-]+\s+){0,10}?notice`;
/**
 * Terminable on notice, as what runs on from period to period is: "shall continue thereafter on a month-to-month
 * basis, terminable by either party on thirty (30) days' notice" (or "by either side").
 */
const TERMINABLE_ON_NOTICE = String.raw`terminable\s+(?:by\s+(?:either|any|each|one)\s+(?:party|side|of\s+us|of\s+the\s+parties)\s+)?(?:at\s+any\s+time\s+)?(?:on|upon|with|by|after)\b[^.;]{0,40}?\bnotice`;
/**
 * The words from an end "until you cancel" to its notice, in the clause or asked for in the next: "Your plan continues
 * until you cancel; please give us one month's notice" (or "; closing needs 14 days' notice").
 */
const ITS_NOTICE_ASKED_FOR = String.raw`(?:[^.;]|;(?=\s*(?:please\s+|just\s+)?(?:give|provide|send|serve)\b|\s*(?:closing|cancell?ing|ending)(?:\s+it)?\s+(?:needs|requires|takes)\b))`;

/**
 * Sentences about stopping a renewal: notice of non-renewal, or of ending the agreement at the end of a term (in plain
 * words too: "unless either side says otherwise in writing at least one month before"; an appointment's "unless revoked
 * by one month's written notice", or a car park's "thereafter rolling yearly unless 6 months' notice is given"); not an
 * agreement that "shall expire at the end of the Term" by itself, beside a termination at any time on notice ("... upon
 * thirty (30) days' notice; otherwise this Agreement shall expire at the end of the Term").
 */
const NON_RENEWAL_CONTEXT = anyOf(
  [
    String.raw`non-?(?:renewal|extension)`,
    String.raw`not\s+(?:to\s+)?(?:be\s+)?(?:renew|extend)`,
    NOT_WANTING_RENEWAL,
    NO_RENEWAL_TO_OCCUR,
    String.raw`if\s+neither\s+(?:party|of\s+the\s+parties)`,
    String.raw`unless\s+(?:you|we)\b`,
    String.raw`cancell?ation\s+notice\s*:`,
    STOPS_A_RENEWAL,
    String.raw`(?:intent(?:ion)?|intends?|intending)\s+(?:not\s+)?to\s+(?:renew|terminate)`,
    String.raw`unless\s+(?:[^.;]{1,80}?\bor\s+)?(?:and\s+until\s+)?(?:(?:either|a|one|any|the\s+other)?\s*party|(?:either|one|any|each)\s+of\s+the\s+parties|(?:either|one|the\s+other)\s+side)`,
    String.raw`unless\s+(?:[A-Z]\w*\s+){1,3}(?:gives?|provides?|delivers?|serves?|sends?)\b[^.]{0,80}\bnotice`,
    String.raw`unless\s+(?:[A-Z]\w*\s+){1,3}(?:notifies|cancels|terminates)\b`,
    String.raw`unless\s+(?:[\w'’()-]+\s+){1,6}?notice\s+(?:is|has\s+been)\s+(?:given|served)\b`,
    String.raw`unless\s+(?:and\s+until\s+)?(?:terminated|cancell?ed|revoked)(?!\s+(?:earlier|sooner|early)\b)`,
    String.raw`(?:prior\s+to|before|preceding)\s+(?:the\s+|your\s+|its\s+|each\s+|any\s+|that\s+|such\s+)?(?:(?:next|following|upcoming|scheduled|then[-\s](?:scheduled|current|applicable)|current|monthly|annual|yearly|applicable|relevant)\s+){0,2}(?:date\s+of\s+(?:the\s+)?)?(?:end|expiration|expiry|lapse|anniversary|renewal)\b${NOT_OF_ANOTHER_THING}`,
    String.raw`(?:(?<!\b(?:shall|will)\s+expire\s+|\bexpires\s+)at|as\s+of|effective\s+(?:as\s+of|at|on))\s+the\s+(?:end|close)\s+of\s+the\s+(?:initial|then|current|renewal)`,
    String.raw`(?:to|(?<!\b(?:shall|will)\s+expire\s+|\bexpires\s+)at|with\s+effect\s+(?:from|as\s+of))\s+the\s+(?:end|close)\s+of\s+(?:a|any|each|the)\s+(?:[\w-]+\s+){0,2}(?:term|year|period)\b`,
    String.raw`prior\s+to\s+the\s+anniversary`,
    String.raw`(?:prior\s+to|before)\s+(?:the\s+)?(?:term|contract|subscription|agreement)\s+(?:end|expiry|expiration)\b`,
    String.raw`\b(?:continu(?:e|es|ing)|remains?|rolls?(?:\s+(?:over|on))?)\s+(?:in\s+(?:full\s+)?(?:force|effect)\s+|monthly\s+|weekly\s+|(?:from\s+)?month[\s-]+to[\s-]+month\s+|${EVERY_FEW_WEEKS_OR_MONTHS}\s+)?(?:${UNTIL_ENDED}(?<=notice)|${UNTIL_ENDED}\b${ITS_NOTICE_ASKED_FOR}{0,60}\bnotice|${UNTIL_DONE_OR_NOTICE})`,
    String.raw`${FROM_A_DAY_UNTIL_ENDED}(?<=notice)`,
    String.raw`${FROM_A_DAY_UNTIL_ENDED}\b[^.;]{0,60}\bnotice`,
    String.raw`(?:indefinitely|${PERIOD_TO_PERIOD})[^.;]{0,80}(?:${UNTIL_ENDED}|${TERMINABLE_ON_NOTICE})`,
    ...RUNS_ON_AFTER_THE_TERM_PARTS,
  ].map((words) => String.raw`\b(?:${words})`),
  'i',
  AFTER_THE_TERM,
);
/**
 * A wish, or a question, to do something other than end, renew or leave: "notice ... if it wishes to have the signage
 * removed", "notify Landlord ... whether it will remove the Alterations"; not "does not wish to continue", "wishes to
 * give notice of termination", "wishes to exercise its right", "wishes to have this Agreement renewed", "whether the
 * Agreement will be renewed", a van's "notice before you want to return it" (a hire is ended by its return).
 */
const WANTING_SOMETHING_ELSE = String.raw`(?:(?<!\bnot\s+|n[’']t\s+)(?:wish|desire|want)(?:e?s)?\s+to|\bwhether\s+(?:or\s+not\s+)?(?:it|they|he|she|the\s+[A-Z]\w*|[A-Z]\w*)\s+(?:will|shall|(?:wishes|intends|elects|desires|wants)\s+to))\s+(?!(?:not\s+)?(?:renew|extend|terminate|cancel|end|continue|discontinue|leave|vacate|quit|move|stop|exit|withdraw|opt|give|serve|send|provide|deliver|notify|exercise|let|allow|permit|return|hand\s+back|off-hire|have\s+(?:this|the|such|its)\s+(?:[\w-]+\s+){0,2}?(?:agreement|contract|term|lease|licen[cs]e|subscription)|be\s+(?:renewed|extended|continued|terminated|cancell?ed|ended))\b)[a-z]+`;
/**
 * A notice that tells the other party a fact: "notify the Principal of the name of any proposed successor agent", "give
 * Supplier ninety (90) days' notice ... of its inventory of Products on hand", "of the quantities it requires". In the
 * work part's texts the same words near a notice speak only of breaches and audits, never of stopping a renewal.
 */
const INFORMATION_GIVEN = String.raw`\bnoti\w*\b[^.;]{0,80}?\bof\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+|any\s+|such\s+)?(?:proposed\s+|estimated\s+|expected\s+)?(?:names?|identity|identities|address(?:es)?|details|number|quantit(?:y|ies)|amounts?|results?|status|format|location|schedule|inventory|stock|requirements|estimates?|volumes?|personnel|contact)\b`;
/**
 * Goods withdrawn from sale, not the agreement ended: "notice ... of any Product it intends to discontinue", "the
 * discontinuation of any Product", "discontinue a Component".
 */
const GOODS_DISCONTINUED = String.raw`\bdiscontinu\w*\s+(?:of\s+)?(?:(?:any|a|the|such|its|an)\s+)?(?:[\w-]+\s+)?(?:products?|items?|parts?|components?|models?|goods|lines?)\b|\b(?:products?|items?|parts?|components?|models?|goods)\s+(?:it|that|which|they|he|she|[A-Z]\w*)\s+(?:\w+\s+){0,2}?discontinu`;
/**
 * Notices of some other thing: insurance policies, options to renew or go on ("wishes to renew", "its election to
 * renew", "wishes to continue to use the Software"; not "does not wish to"), an extension both parties must agree ("The
 * parties may, by written agreement no later than six (6) months before the end of the term, extend"; not an ending so
 * agreed: "until terminated by mutual written agreement of the parties or by either party upon ... notice"), a decision
 * (not one to leave or cancel: "until you decide to leave, and you only need to give us 30 days' notice"), price
 * changes and quotations ("will send a renewal quotation at least 90 days before"; not a renewal "at the then-current
 * list price", nor a plan that "keeps going at the same price", nor a supplier "continuing to supply on the agreed
 * price list"), notice of a fee or charge ("notice of any renewal fee", not a renewal "at the then-current fees"),
 * forecasts and plans due before a year's end, a breach or default (not one excepted: "intention to terminate relations
 * due to any reason other than breach", nor one denied: "if the Franchisee is not in breach"), an intention to do
 * something other than end or renew ("of any intention to relocate", "its intention to sell", "if it intends to remove
 * its fixtures"), and a wish or a question likewise (WANTING_SOMETHING_ELSE: in the work part's texts it names only
 * such other things, "desires to cease using any Retained Employee", "whether it will pursue Commercialization"), and
 * goods withdrawn from sale (GOODS_DISCONTINUED).
 */
const OTHER_NOTICE = new RegExp(
  String.raw`\b(?:polic(?:y|ies)|insur|option|(?<!\bthen[-\s]current\s+(?:list\s+)?|\bsame\s+|\bon\s+the\s+agreed\s+)(?:price|pricing)|quot(?:e|ation)|notice\s+of\s+(?:(?:any|the|a|each|such)\s+)?(?:[\w-]+\s+){0,2}?(?:fees?|charges?|rates?)\b|increas|deficienc|adjust|negotiat|discuss|decide(?![sd]?\s+to\s+(?:leave|cancel|end|stop|terminate|move\s+(?:on|out))\b)|(?<!\b(?:other\s+than|except(?:\s+for)?|excluding|save\s+for)\s+(?:(?:a|any|the|its|material)\s+)?)(?<!\b(?:not|no)\s+(?:in\s+)?(?:(?:a|any|material)\s+)?)(?:breach|default)|insolven|bankrupt|forecast|budget|(?:business|marketing|sales)\s+plan|(?<!\b(?:terminat|end|cancel)\w*\s+)(?:by|upon)\s+(?:mutual|written)\s+(?:written\s+)?agreement|(?<!\bnot\s+)(?:choose|elect|wish|desire|want)(?:e?s|ion)?\s+to\s+(?:renew|extend|continue)|\b(?:intention|intends?)\s+to\s+(?!(?:not\s+)?(?:renew|extend|terminate|cancel|end|continue|discontinue)\b)[a-z]+|${WANTING_SOMETHING_ELSE}|${INFORMATION_GIVEN}|${GOODS_DISCONTINUED})`,
  'i',
);
/**
 * A reminder the vendor sends ("will send Customer a renewal reminder at least ninety (90) days before the end of the
 * Subscription Term", a gas supplier's "we will contact you 60 days before it ends"): no notice that stops a renewal,
 * in a sentence that speaks of no notice. Where one does ("sends a
 * reminder before each renewal, and Customer may stop the renewal by giving thirty (30) days' notice"), the notice is
 * the customer's.
 */
const REMINDER = /\bremind|\b(?:we|I)(?:['’]ll|\s+will|\s+shall)\s+(?:contact|write\s+to|e-?mail|call)\s+you\b/i;
/** Where a sentence speaks of notice ("notice", "notifies"). */
const NOTICE_WORD = /\bnoti(?:ce|f)/gi;
/**
 * How far from a notice word the words of some other notice are looked for, in characters: two lines or so. Work part
 * cross-validated, 150 to 300 read as the whole sentence did (notice 84.4 %, false 1.7 %); 80 missed other notices
 * written further off (false 5.1 %).
 */
const OTHER_NOTICE_REACH = 150;
/**
 * Where the fields of a sentence's key terms begin (FIELD_LABEL_WORDS). A heading in capitals run into the first label
 * is no part of it: in "CLEANING SERVICES - ACCEPTED QUOTE Contract period: 6 months ..., then monthly until cancelled
 * with 30 days' notice", the field is "Contract period:", and the heading's "QUOTE" does not make its notice a quote's.
 */
const HEADING_LAST_WORD = String.raw`[A-Z][A-Z\d&-]+\s+[A-Z][a-z]`;
const FIELD_LABEL = new RegExp(
  String.raw`(?<=^|\s)(?!${HEADING_LAST_WORD})[A-Z][\w-]*(?:\s+(?!${HEADING_LAST_WORD})[\w-]+){0,4}\s*[:|]\s`,
  'g',
);

/**
 * The words around a notice word at `at`, within the reach and within its own field of key terms if any (`starts`:
 * where the sentence's field labels begin).
 */
function aroundNotice(text: string, at: number, starts: number[]): string {
  const from = Math.max(at - OTHER_NOTICE_REACH, ...starts.filter((start) => start <= at));
  const to = Math.min(at + OTHER_NOTICE_REACH, ...starts.filter((start) => start > at));
  return text.slice(Math.max(0, from), to);
}

/**
 * Whether a sentence's notice is of some other thing: the words of one near a notice word, or anywhere in a sentence
 * without one. Near, because an order form's key terms run together into one sentence, and a customer named "Bayview
 * Mutual Insurance Company" a field after "Notice of non-renewal: at least 60 days" is no insurance policy.
 */
function speaksOfOtherNotice(text: string): boolean {
  const places = [...text.matchAll(NOTICE_WORD)].map((match) => match.index);
  if (places.length === 0) return OTHER_NOTICE.test(text) || REMINDER.test(text);
  const starts = [...text.matchAll(FIELD_LABEL)].map((match) => match.index);
  return places.some((at) => OTHER_NOTICE.test(aroundNotice(text, at, starts)));
}

/** Sentences that speak of not renewing are read first; the end-of-term ones after them. */
const STRONG_CONTEXT = new RegExp(
  String.raw`\b(?:non-?renewal|not\s+(?:to\s+)?(?:be\s+)?(?:renew|extend)|${NOT_WANTING_RENEWAL}|intent(?:ion)?\s+not\s+to)|${NO_RENEWAL_TO_OCCUR}|${DECLINES_TO_GO_ON}`,
  'i',
);

/** Notice days written as the day they fall on, in words: "the ninetieth day before". */
const ORDINAL_DAYS: Record<string, number> = {
  thirtieth: 30,
  'forty-fifth': 45,
  sixtieth: 60,
  ninetieth: 90,
  'one hundred twentieth': 120,
  'one hundred eightieth': 180,
};
/**
 * "not later than the sixtieth (60th) day before the expiry", "the ninetieth day prior to": a notice of so many days,
 * as "60 days before" says it.
 */
/** An ordinal day in words, its figures in brackets after it or not: "the sixtieth (60th)"; the words captured. */
const ORDINAL_DAY_WORDS = String.raw`(${Object.keys(ORDINAL_DAYS).join('|')})(?:\s*\(\s*\d{1,3}(?:st|nd|rd|th)\s*\))?`;
const ORDINAL_DAY_BEFORE = onlyWhere(
  /day\s+(?:before|prior|preceding)/i,
  new RegExp(
    String.raw`\bthe\s+(?:${ORDINAL_DAY_WORDS}|(\d{1,3})(?:st|nd|rd|th))\s+(?:calendar\s+)?day\s+(?=before|prior\s+to|preceding)`,
    'gi',
  ),
);
/**
 * "on or before the preceding thirtieth (30th) day" (before an anniversary the sentence names): the same notice with
 * "preceding" written first.
 */
const PRECEDING_ORDINAL_DAY = onlyWhere(
  /preceding/i,
  new RegExp(String.raw`\bthe\s+preceding\s+${ORDINAL_DAY_WORDS}\s+(?:calendar\s+)?day\b`, 'gi'),
);
/** "two months ahead of the renewal date": "before" in plainer words. */
const AHEAD_OF = /\bahead\s+of\b/gi;
/**
 * A Spanish "antelación" in the English of contracts drafted in Spanish: "with at least two months of anticipation" (in
 * advance), "with an anticipation of at least 30 days" (an advance notice of).
 */
const OF_ANTICIPATION = onlyWhere(
  /anticipation/i,
  /\b(?:with\s+)?((?:at\s+least\s+|not\s+less\s+than\s+)?[\w-]+\s+(?:\(\d+\)\s+)?(?:days?|weeks?|months?))\s+of\s+anticipation\b/gi,
);
const WITH_AN_ANTICIPATION = /\bwith\s+(?:an?\s+)?anticipation\s+of\b/gi;
/**
 * A window's near end written without its unit, which the far end carries: "no less than ninety (90) nor more than one
 * hundred eighty (180) days before".
 */
const WINDOW_WITHOUT_UNIT = onlyWhere(
  /(?:less|fewer)\s+than/i,
  new RegExp(
    String.raw`(?<near>\b(?:no|not)\s+(?:less|fewer)\s+than\s+${QUANTITY})(?<far>\s*,?\s+(?:n?or|and\s+not|but\s+not)\s+(?:more|greater)\s+than\s+${QUANTITY}\s+(?<unit>(?:calendar\s+|business\s+)?(?:days|weeks|months)))`,
    'gi',
  ),
);
/**
 * A sentence with its notice days written as lengths, a window's near end with its unit, "ahead of" as "before" and
 * an anticipation as an advance, for the notice readers. A long pattern is tried only where a word it cannot match
 * without stands (onlyWhere), for speed.
 */
/**
 * "with 30 days of notice", as a Portuguese or Spanish speaker writes "30 days' notice": read so. Only after "with",
 * "on", "upon" or "giving": a cure "within 30 days of notice" of a breach is no notice period.
 */
const DAYS_OF_NOTICE = onlyWhere(
  /\bof\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i,
  /(?<=\b(?:with|on|upon|giving)\s+)((?:\d{1,3}|[a-z]+(?:\s*\(\d{1,3}\))?)\s+(?:calendar\s+|business\s+)?(?:days?|weeks?|months?))\s+of\s+((?:prior\s+|advance\s+)?(?:written\s+)?)notice\b/gi,
);
const inNoticeWords = (text: string) =>
  text
    .replace(ORDINAL_DAY_BEFORE, (_, words: string | undefined, digits: string | undefined) =>
      words ? `${ORDINAL_DAYS[words.toLowerCase()]} days ` : `${digits} days `,
    )
    .replace(WINDOW_WITHOUT_UNIT, (...args) => {
      const { near, far, unit } = args.at(-1) as Record<'near' | 'far' | 'unit', string>;
      return `${near} ${unit}${far}`;
    })
    .replace(PRECEDING_ORDINAL_DAY, (_, words: string) => `${ORDINAL_DAYS[words.toLowerCase()]} days before`)
    .replace(AHEAD_OF, 'before')
    .replace(OF_ANTICIPATION, '$1 in advance')
    .replace(WITH_AN_ANTICIPATION, 'with an advance notice of')
    .replace(DAYS_OF_NOTICE, "$1' $2notice");

/** The days of notice a duration in a notice sentence asks for, if what follows it makes it a notice period. */
function noticeAt(text: string, match: RegExpExecArray | RegExpMatchArray): number | null {
  const duration = durationFrom(match.slice(1));
  if (!duration || match.index === undefined) return null;
  // A name the notice is given in brackets after it is read past: 'at least one hundred twenty (120) days (the "Notice
  // Period") before the end'.
  const after = text
    .slice(match.index + match[0].length, match.index + match[0].length + 120)
    .replace(NAMED_IN_BRACKETS, '')
    .slice(0, 80);
  const before = text.slice(Math.max(0, match.index - 70), match.index);
  // "at least thirty (30) days, but not more than ninety (90) days, before": the window's far end is no deadline.
  if (WINDOW_OPENS.test(before)) return null;
  return noticeFollows(after) || NOTICE_PRECEDES.test(before) ? noticeDays(duration, match[0]) : null;
}

/** A defined name in brackets: ' (the "Notice Period")', ' ("Notice Period")'. */
const NAMED_IN_BRACKETS = /^\s*\((?:the\s+|each,?\s+an?\s+)?["“][^"”]{1,40}["”]\)/i;

/** The far end of a window for notice: "not more than ninety (90) days", "no earlier than six months". */
const WINDOW_OPENS = /\b(?:not|no|nor)\s+(?:more|earlier)\s+than\s+$/i;

/**
 * What names a notice period before it: "with a notice period of three months", "on notice of 60 days", "upon written
 * notice to the other Party of at least 3 months", "by notice in writing of at least 6 weeks", "notice of termination
 * to NICE of not less than six (6) months", an order form's "Notice of non-renewal: 60 days", "Notice Period for
 * Non-Renewal: 60 days", "Notice required to cancel: 60 days", a table's "Notice to cancel | 30 days", a phone line's
 * "Notice to cease: 30 days", "Notice to end the engagement after the minimum term: 4 weeks" (or "Notice to end the
 * hire: 2 weeks"), and the time notice takes to end it: "written notice of termination, which shall be effective one
 * hundred eighty (180) days after receipt".
 */
const NOTICE_PRECEDES =
  /\b(?:notice\s+period\s+of|period\s+of\s+notice\s+of|notice\s+(?:in\s+writing\s+)?(?:of\s+(?:termination|non-?renewal)\s+)?(?:to\s+(?:the\s+other\s+(?:party|parties)|[\w&.-]+(?:\s+[\w&.-]+){0,2})\s+)?of|notice(?:\s+period)?(?:\s+(?:required|needed))?(?:\s+(?:of|for|to)\s+(?:non-?renewal|cancell?ation|cancel|terminat(?:e|ion)|end|stop|cease|leave)(?:\s+(?:the|this|your)\s+(?:[\w-]+\s+)?(?:engagement|agreement|contract|service|subscription|membership|plan|retainer|hire|rental|booking|licen[cs]e|lease|tenancy))?(?:\s+(?:after|during)\s+the\s+(?:minimum|initial)\s+(?:term|period))?)?(?:\s+period)?\s*[:|]|notice\s+of\s+(?:termination|non-?renewal),?\s+(?:which\s+(?:shall|will)\s+(?:be(?:come)?\s+)?|to\s+be(?:come)?\s+)?effective)\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+)?$/i;

/**
 * The calendar months a notice period of `days` was written in ("three (3) months' prior written notice" for 90),
 * or null when its sentence gives it in days: a cancel-by date counts back in months, which 30 days a month can
 * leave up to two days late. Only a duration written as notice counts: the month of "renews on a month-to-month
 * basis until terminated on thirty (30) days written notice" is no notice, and a month back from March 1 is two
 * days later than thirty days.
 */
export function noticeMonthsIn(evidence: string, days: number): number | null {
  for (const match of evidence.matchAll(new RegExp(NOTICE_DURATION, 'gi'))) {
    const duration = durationFrom(match.slice(1));
    if (!duration || noticeAt(evidence, match) !== days) continue;
    if (duration.unit === 'month') return duration.amount;
    if (duration.unit === 'year') return duration.amount * 12;
  }
  return null;
}

/**
 * Business days (working or banking days) are counted as calendar days with their weekends (five make seven), so notice
 * is never late.
 */
const noticeDays = (duration: Duration, written: string) =>
  /business|working|banking/i.test(written) ? Math.ceil((toDays(duration) * 7) / 5) : toDays(duration);

const TERM_WORDS = anyOf(
  [
    String.raw`renew|expir|term\b|extend|anniversary|lapse|month[- ]to[- ]month|year[- ]to[- ]year|rolling|\brolls?\b`,
    String.raw`\b(?:continu(?:e|es|ing)|remains?|endures?)\s+(?:indefinitely\s+|in\s+(?:full\s+)?(?:force|effect)\s+|monthly\s+|weekly\s+|${EVERY_FEW_WEEKS_OR_MONTHS}\s+)?${UNTIL_ENDED}`,
    FROM_A_DAY_UNTIL_ENDED,
    ...RUNS_ON_AFTER_THE_TERM_PARTS,
  ],
  'i',
  AFTER_THE_TERM,
);

/**
 * Whether a sentence renews the contract by itself: "will continue as a periodic tenancy from month to month", "Your
 * Hot Desk membership ... is billed monthly", "Your fleet listing ... rolls monthly"; not one that recites how an
 * agreement this one replaces renewed ("WHEREAS, the Prior Agreement renewed automatically").
 */
const renewsByItself = (text: string) =>
  (speaksOfRenewal(text) && renewalKindOfWords(text) === 'automatic' && !speaksOfSupersededAgreement(text)) ||
  billedAsYourPlan(text) ||
  renewsAsYourPlan(text);

/**
 * Whether a sentence is about stopping a renewal, in the hand-written readers' judgement: words of stopping, and of
 * the term or its renewal in the sentence itself or in the one before it when that one renews the contract by itself
 * ("... is tacitly renewed for successive periods of one (1) year. Termination at the end of any period requires
 * notice of six (6) months").
 */
/**
 * An "unless" that refers to the contract's other ways of ending ("renew ... unless terminated as provided herein"),
 * not a way out of the renewal the sentence gives by notice.
 */
const UNLESS_ENDED_ELSEWHERE =
  /\bunless\s+(?:sooner\s+|earlier\s+)?(?:terminated|cancell?ed)\s+(?:sooner\s+|earlier\s+)?(?:as\s+(?:provided|set\s+forth|permitted)|in\s+accordance\s+with|pursuant\s+to|under)\b/gi;

/**
 * Until a party ends it on notice, however far from the verb of running on: "the engagement continues on the same
 * basis, open-ended, until one of us gives 45 days' notice".
 */
const UNTIL_ENDED_ON_NOTICE = new RegExp(
  String.raw`\b(?:${UNTIL_ENDED}(?<=notice)|${UNTIL_ENDED}\b${ITS_NOTICE_ASKED_FOR}{0,60}\bnotice)`,
  'i',
);

/** A row of the price alone: "Rent: £650 per calendar month including bills.", "Fee: £40 per month." */
const PRICE_ROW = /^\W*(?:rent|price|fees?|charges?|cost|premium)\s*:/i;

/**
 * The sentence before one, past a row of the price between them: a lodger's "The agreement begins on 1 February 2027
 * and runs from month to month. Rent: £650 per calendar month including bills. Either party may end this agreement by
 * giving one month's notice." ends what runs on.
 */
function runningOnBefore(doc: PreparedDocument, sentence: Sentence): string {
  const before = sentenceBefore(doc.sentences, sentence);
  if (!before || !PRICE_ROW.test(before.text)) return before?.text ?? '';
  return sentenceBefore(doc.sentences, before)?.text ?? '';
}

export function aboutStoppingRenewal(doc: PreparedDocument, sentence: Sentence): boolean {
  const text = inRenewalWords(sentence.text);
  // A time before a renewal with nothing said of stopping it or of notice: "Fees for any Renewal Term will be invoiced
  // thirty (30) days before the Renewal Term begins." (Asked first: it is the cheapest test, and most sentences fail it.)
  if (!SAYS_OF_STOPPING_OR_NOTICE.test(text)) return false;
  // A notice of something else stops no renewal, unless the sentence also gives a way out of it ("renews ... unless
  // either party gives notice ...; prices may change on thirty (30) days' notice"): "renew ... unless terminated as
  // provided herein, and Company shall give Distributor thirty (30) days' notice of any change to the Price List" gives
  // none.
  if (speaksOfOtherNotice(text) && !/\bunless\b/i.test(text.replace(UNLESS_ENDED_ELSEWHERE, ' '))) return false;
  // A renewal only at a party's option or by agreement: its notice exercises the option ("you may renew for an
  // additional ten (10) year term by giving us written notice at least six (6) months before expiration"), as the
  // notice candidates have it; so does the sentence after one that grants an option, saying how it is exercised, and
  // an application for a renewal.
  if (noticeToTakeUpRenewal(doc, sentence, text)) return false;
  // "may terminate this Agreement only during the Extended Term, with or without cause, upon ... notice": a right to
  // end the renewal once it has begun, as "Following the Initial Term, either Party may terminate" is.
  if (DURING_RENEWAL.test(text) && TERMINATED_ON_NOTICE.test(text)) return true;
  const before = runningOnBefore(doc, sentence);
  // Or runs on by itself, until ended ("... then continues on a monthly rolling basis. You can cancel ... by giving 30
  // days' notice."), or is a trial that turns into a paid plan with this sentence ("Your 7-day free trial ends on 29
  // November 2026. Unless you cancel at least 24 hours before it ends, you'll be charged £79.99 for a year.").
  // So does one that runs on until ended right after one that says the initial term ended ("Your original contract term
  // of 36 months expired on 30 September 2026. ... your monitoring service ... will carry on without a fixed end date.
  // Should you wish to cancel, please give us 30 days' notice in writing.").
  const previous = sentenceBefore(doc.sentences, sentence);
  const renewsBefore =
    renewsByItself(before) ||
    runsOnAfterItsTerm(before) ||
    trialConverts(`${before} ${sentence.text}`) ||
    (previous !== undefined && runsOnAfterTheTermEnded(doc, previous));
  // "... will continue as a periodic tenancy from month to month until ended by either party. The Tenant must give
  // at least one month's written notice to end a periodic tenancy.": notice to end what the sentence before runs on,
  // or what the sentence itself does ("After that it continues month to month; either of us can end it with 30 days'
  // notice in writing."), or what it runs on until ended right after the one before says the initial term ends ("The
  // Initial Term ... expires on 31 March 2027. ... the Agreement will not end on that date but will remain in force
  // thereafter unless and until terminated by either party on not less than three (3) months' written notice."), or
  // after its own term ("After that, your airtime plan keeps going at the same price until you tell us to end it (30
  // days' notice).").
  const runsOnUntilEnded = runsOnAfterTheTermEnded(doc, sentence) || runsOnAfterItsTerm(sentence.text);
  if (!NON_RENEWAL_CONTEXT.test(text))
    return (
      (renewsBefore || runsOnUntilEnded || renewsByItself(text)) &&
      (NOTICE_TO_END.test(text) || (runsOnUntilEnded && UNTIL_ENDED_ON_NOTICE.test(text))) &&
      !endsOtherwiseThanRunningOn(text)
    );
  // "continue for additional consecutive periods ..., unless one of the Parties terminates": running on in periods is
  // renewing, whatever the verb.
  if (TERM_WORDS.test(text) || speaksOfRenewal(text)) return true;
  return renewsBefore || runsOnUntilEnded;
}

/**
 * Words of notice, of stopping or of not going on, in any of the ways a notice to stop a renewal is written ("gives
 * notice", "notifies", "terminates", "cancels", "objects", "opts out", "does not wish to continue", "tell us",
 * "instruct us otherwise", "in writing", "by registered letter"): a sentence without any states no notice to stop one.
 * The term's end itself ("the expiration of this Agreement", "the end of the Term") is none: "Sixty (60) days before
 * the expiration of this Agreement, Licensee shall deliver a final royalty report" stops nothing.
 */
const SAYS_OF_STOPPING_OR_NOTICE =
  /\b(?:notic\w*|notif\w*|terminat\w*|cancel\w*|object\w*|opt\w*[\s-]+out|non-?(?:renew|extend|continu)\w*|not\s+(?:to\s+)?(?:be\s+)?(?:renew|extend|continu)\w*|intent\w*|elect\w*|end(?:s|ed)?(?!\s+of\b)|stop\w*|withdraw\w*|discontinu\w*|leave|tell|let\s+us\s+know|inform\w*|instruct\w*|writing|written|letter|declin\w*|wish\w*|quit|vacate|resign\w*|lapse|off|disabl\w*|deactivat\w*|unsubscrib\w*|downgrad\w*|switch\w*|chang\w*)\b/i;

/**
 * A termination on notice that does not end what runs on: one for cause ("may be terminated by either party with cause
 * upon thirty (30) days written notice"), unless one without cause is beside it, or one open during the initial term
 * too ("at any time during the Initial Term or the Extended Term ... upon a prior written notice of termination"),
 * which ends the agreement whenever, not its running on. Each was read as notice to stop the renewal in the sentence
 * before once the readers looked past the section number between them ("7.2.").
 */
const FOR_CAUSE = /\b(?:with|for)\s+(?:good\s+)?cause\b/i;
const DURING_INITIAL_TERM = /\bduring\s+the\s+(?:initial|original|first|minimum|primary)\s+(?:term|period)\b/i;
const endsOtherwiseThanRunningOn = (text: string) =>
  (FOR_CAUSE.test(text) && !new RegExp(NO_REASON, 'i').test(text)) || DURING_INITIAL_TERM.test(text);

/** A renewal period named: "the Extended Term", "any Renewal Term", "each subsequent Renewal Period". */
const RENEWAL_PERIOD_NAMED = String.raw`(?:the|any|each|every|such|an?)\s+(?:then[- ]current\s+|subsequent\s+|additional\s+|further\s+)?(?:renewal|extended|extension|renewed)\s+(?:term|period)s?\b`;
/** Within a renewal period the sentence names: "during the Extended Term", "in any Renewal Term". */
const DURING_RENEWAL = new RegExp(String.raw`\b(?:during|in|throughout|within)\s+${RENEWAL_PERIOD_NAMED}`, 'i');
/**
 * A termination on notice: "terminate this Agreement ... upon a prior written notice", or in plain words "end this
 * Agreement ... upon notice".
 */
const TERMINATED_ON_NOTICE =
  /\b(?:terminat\w*|end(?:s|ed)?\s+(?:this|the)\s+(?:agreement|contract))\b[^.;]{0,160}?\b(?:on|upon|by|with|giving)\b[^.;]{0,60}?\bnotice\b/i;

/** A termination that needs no reason: "without cause", "for convenience", "for any reason", "at will". */
const NO_REASON = String.raw`(?:(?:with\s+or\s+)?without\s+(?:cause|reason)|for\s+(?:its\s+)?convenience|for\s+any\s+(?:or\s+no\s+)?reason|at\s+will),?`;
/**
 * Notice given to end the agreement: "written notice to end", "notice of its intention to terminate", "To cancel after
 * the minimum term, give us one month's notice", "may end the month-to-month tenancy by giving ... notice", "Cancel any
 * time with 30 days' notice" (or "opt out at any time with one month's notice", "hand the equipment back at any time
 * with one month's notice"), "unless Customer cancels with 30 days' notice", a tenant's "notice if you want to leave"
 * (and a cleaner's "notice if you ever want to stop", a shared office's "if you would prefer to leave, please give one
 * month's notice", an alarm company's "Should you wish to cancel, please give us 30 days' notice"), a dog walker's
 * "either of us can stop it with two weeks' notice", a tenant's notice to quit, "one month's notice, ending on the last
 * day of a rental period", "After that, month to month with 30 days' notice", "You can cancel once the 12 months are up
 * by giving 30 days' notice", "You can leave at any time after that by giving us 30 days' notice", "until Customer
 * gives thirty (30) days notice of cancellation", "until cancelled in writing with one month's notice", a renewal term
 * ended "for convenience upon ninety (90) days written notice", a hangar's month to month with "one month's notice
 * either side", a rental's "then week to week; two weeks' notice to return the car" (or a car subscription "rolling
 * monthly until you return the car with 30 days' notice", or a store's "one month's notice to collect", a rack space's
 * "one month's notice to give it up", a van hire's "give us 7 days' notice before you return it" (or "before you want
 * to return it"), a phone system's "to hand the kit back, give us 60 days' notice", an e-bike fleet's "30 days' notice
 * to return the bikes", a garage's "hand back the key with four weeks' notice" (or a container's "give it back with 2
 * weeks' notice"), a concession "subject to six months' notice from either party", a golf membership that "can be
 * resigned with three months' written notice", a sponsor's "withdraw from it by giving six months' written notice",
 * trade waste collections that "either of us can stop them with one month's notice" (or a courier's "stop the
 * arrangement with 30 days' notice"), a fuel card's "close it with 30 days' notice", "terminate it at the end of any
 * calendar month by giving one month's notice"); a time to cancel before the renewal the sentence before names, with
 * nothing after "before" but the next bill ("Manage or cancel in the App Store at least 24 hours before.", "at least 7
 * days before your next billing date", a trial's "Unless you cancel at least 24 hours before it ends, you'll be
 * charged", or "tell us you are leaving at least 30 days before that date"), or the time before it written first
 * ("email us 30 days before to cancel"); and a key-terms field of notice beside a renewal that runs by itself ("Auto
 * Renew: Yes Notice Period: 30 days", "Cancellation Notice Period: 45 days", a table's "Notice | 90 days"), which is
 * the notice to end what renews; and what is "terminable by either side on one month's notice"; and notice "either side
 * may give", nothing after it but the sentence's end ("; either side may give three months' notice.").
 */
const NOTICE_TO_END = new RegExp(
  String.raw`\bnotice(?:\s+period)?\s*[:|]|\b${TERMINABLE_ON_NOTICE}|\buntil\s+you\s+(?:return|hand\s+back)\s+(?:the|your)\s+(?:[\w-]+\s+)?(?:car|van|vehicle|bike|equipment)\s+with\b[^.;]{0,30}?\bnotice\b|\bnotice\b[^.;]{0,60}?\bto\s+(?:end|terminate|cancel|leave|vacate|quit|stop|cease|give\s+(?:it\s+|them\s+)?up|collect|move\s+out|return\s+(?:the|your)\s+(?:[\w-]+\s+)?(?:car|van|vehicle|goods|equipment|machine|bike)s?)\b|\bnotice\s+before\s+(?:you|we)\s+(?:want\s+to\s+)?(?:return|collect|hand\s+back)\s+(?:it|them|the|your)\b|\bto\s+(?:end|cancel|terminate|stop|leave|hand\s+(?:it|them|(?:the|your)\s+[\w-]+)\s+back|return\s+(?:it|them|(?:the|your)\s+[\w-]+))\s*,\s*(?:please\s+)?give\s+(?:us\s+)?[^.;]{0,40}\bnotice\b|\b(?:end(?:s|ed)?|terminat(?:es?|ed)|cancel(?:s|l?ed)?|leave|stop(?:s|ped)?|opt(?:s|ed)?\s+out|withdraw(?:s|n)?(?:\s+from)?|resign(?:s|ed)?)\s+(?:(?:it|them|(?:this|the|such)\s+(?:[\w-]+\s+){0,2}?(?:agreement|tenancy|lease|contract|subscription|membership|arrangement|service|hire|rental|booking)|${RENEWAL_PERIOD_NAMED})\s+)?(?:in\s+writing\s+)?(?:${NO_REASON}\s+)?(?:at\s+)?(?:any\s*time\s+)?(?:(?:once|when|after)\s+[^.;]{1,40}?\s+)?(?:at\s+the\s+end\s+of\s+(?:any|a|each|the)\s+(?:calendar\s+)?month\s+)?(?:on|by|with|upon)\s+[^.;]{0,60}\bnotice\b|\bto\s+(?:end|terminate|cancel)\b[^.;]{0,60}\bnotice\b|\bclose\s+(?:it|(?:the|your)\s+(?:[\w-]+\s+)?account)\s+(?:at\s+any\s*time\s+)?(?:on|by|with|upon)\s+[^.;]{0,60}\bnotice\b|\b(?:hand|give)\s+(?:it|them|(?:the|your)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+back\b[^.;]{0,40}?\b(?:on|by|with|upon)\s+[^.;]{0,60}\bnotice\b|\bsubject\s+to\s+(?:[\w'’()-]+\s+){1,6}?notice\s+(?:from|by)\s+(?:either|each|any)\s+(?:party|side|of\s+us)\b|\bhand\s+back\s+(?:it|them|(?:the|your)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:on|by|with|upon)\s+[^.;]{0,60}\bnotice\b|\bnotice\s+of\s+(?:cancell?ation|termination)\b|\b(?:either|each)\s+(?:party|side|of\s+us)\s+(?:may|can)\s+give\s+(?:the\s+other\s+)?(?:[\w'’()-]+\s+){1,6}?notice\s*(?:[.;]|$)|\bnotice\b,?\s+(?:ending|expiring)\s+(?:on\s+)?(?:the\s+)?(?:last\s+day|end)\s+of\s+(?:a|the)\s+(?:rental|tenancy)\s+period\b|\bnotice\s+(?:on\s+)?(?:either|each|both)\s+sides?\b|\b(?:month[\s-]+to[\s-]+month|rolling\s+monthly)\s+(?:thereafter\s+)?(?:with|on|upon|subject\s+to)\s+[^.;]{0,30}?\bnotice\b|\b(?:cancel\w*|leav(?:e|ing))\b[^.;]{0,60}?\b(?:at\s+least|no\s+later\s+than)\s+[^.;]{1,30}?\bbefore(?:\s+(?:then|(?:it|the\s+(?:free\s+)?trial)\s+(?:ends|expires)|it|that\s+date|(?:your|the|each)\s+next\s+(?:billing|payment|charge)\s+date))?\s*(?:[.;,]|$)|\bbefore,?\s+to\s+(?:cancel|end|stop)\b|\b(?:if|should)\s+you\s+(?:ever\s+)?(?:would\s+(?:prefer|like)|want|wish)\s+to\s+(?:leave|cancel|end\s+it|stop)\b[^.;]{0,40}?\bnotice\b`,
  'i',
);

/**
 * The order the readers try sentences in: those that speak of not renewing, then those that renew or run on, then the
 * rest (end-of-term ones), each in the document's order. A renewal's own sentence goes before an earlier "thirty (30)
 * days prior to expiration of the advance notice period" of something else.
 */
function readersOrder(doc: PreparedDocument): Sentence[] {
  const strong = doc.sentences.filter((sentence) => STRONG_CONTEXT.test(sentence.text));
  const renewing = doc.sentences.filter(
    (sentence) => !STRONG_CONTEXT.test(sentence.text) && speaksOfRenewal(sentence.text),
  );
  const taken = new Set([...strong, ...renewing]);
  return [...strong, ...renewing, ...doc.sentences.filter((sentence) => !taken.has(sentence))];
}

/**
 * Longer than this, a "sentence" is a section run together (a cooperation agreement's 4,486 characters of standstill
 * conditions, which speak of not extending and of "thirty (30) days prior to the expiration of the advance notice
 * period"): the readers read no notice in it, as the renewal readers read no renewal in one over 800.
 */
const LONGEST_SENTENCE = 2000;

/** The hand-written readers' notice period: sentences about not renewing first, then renewing ones, then the rest. */
export function noticeByRules(doc: PreparedDocument): Finding<number> | null {
  for (const sentence of readersOrder(doc)) {
    const found = readersNoticeIn(doc, sentence);
    if (found) return found;
  }
  return null;
}

/** The notice the hand-written readers take from one sentence, if it is about stopping a renewal. */
function readersNoticeIn(doc: PreparedDocument, sentence: Sentence): Finding<number> | null {
  if (sentence.text.length > LONGEST_SENTENCE || !aboutStoppingRenewal(doc, sentence)) return null;
  if (renewsAnotherInstrument(doc, sentence.text)) return null;
  const days = noticeWrittenIn(sentence.text);
  return days === null ? null : { value: days, evidence: evidenceOf(sentence) };
}

/** The first period a sentence writes as notice ("with two weeks' notice", "on notice of 60 days"), in days. */
export function noticeWrittenIn(sentence: string): number | null {
  const text = inNoticeWords(sentence);
  for (const match of text.matchAll(new RegExp(NOTICE_DURATION, 'gi'))) {
    const days = noticeAt(text, match);
    if (days !== null) return days;
  }
  return null;
}

/**
 * A renewal period named in passing ("during the Extended Term", "in any Renewal Term", "each Renewal Period"): the
 * time something happens in, not a renewal. "Contractor may terminate this Agreement only during the Extended Term ...
 * upon a prior written notice ... of not less than six (6) months" read as an option to extend ("may ... extended").
 */
const NAMED_RENEWAL_PERIOD = new RegExp(String.raw`\b${RENEWAL_PERIOD_NAMED}`, 'gi');

/**
 * Whether a sentence renews the contract only at a party's option or by agreement, or renews only something else: its
 * notice is no notice to stop a renewal. A renewal period it names in passing is no renewal of its own.
 */
function renewsOnlyByChoice(text: string): boolean {
  if (NEITHER_ENDS_IT.test(text) || NOT_WANTING_IT_TO_RENEW.test(text)) return false;
  const renewing = text.replace(NAMED_RENEWAL_PERIOD, 'the period');
  if (!speaksOfRenewal(renewing)) return false;
  // The readers' kind weighs a decision the renewal waits on ("shall be extended ... if the Tenant so requests by
  // notice"), which the word classes, finding an extension's verb, do not.
  const kind = sentenceRenewalKind(renewing);
  if (kind === 'option' || kind === 'mutual') return true;
  return renewalKindOfWords(renewing) !== 'automatic' || renewsSomethingElse(renewing);
}

/**
 * A sentence that renews only something else, an insurance policy, a letter of credit or a lease ("The letter of
 * credit shall be automatically extended ... unless the issuing bank notifies the Beneficiary at least sixty (60) days
 * before its expiry"): words of another subject, and no renewal of the agreement the readers read in it. Its notice
 * does not stop the agreement's renewal.
 */
const renewsSomethingElse = (text: string) =>
  renewalWordFeatures(text).includes('w:other-subject') && sentenceRenewalKind(text) === null;

/**
 * A time to apply for a renewal (or a new licence) before the end: "Consents are not renewed automatically; apply at
 * least 8 weeks before expiry", "submit your renewal application 30 days before the permit expires". Like the notice
 * that exercises an option, it is no notice to stop a renewal.
 */
const APPLIES_BEFORE =
  /\b(?:(?:re-?)?apply|submit\s+(?:an?\s+|your\s+|the\s+)?(?:renewal\s+)?application|request\s+(?:an?\s+)?(?:renewal|extension))\b[^.;]{0,60}?\b(?:before|prior\s+to|ahead\s+of)\b/i;

/**
 * Whether a sentence's notice (`text`, the sentence in the words the caller reads) is to take up a renewal, not to stop
 * one: a renewal only at a party's option or by agreement, how an option is exercised, an application before the end.
 */
const noticeToTakeUpRenewal = (doc: PreparedDocument, sentence: Sentence, text: string) =>
  renewsOnlyByChoice(text) || exercisesRenewalOption(doc, sentence) || APPLIES_BEFORE.test(text);

/**
 * How an option is exercised, in the sentence after the one that grants it: "Tenant shall exercise the option by
 * giving Landlord written notice at least six (6) months prior to the expiration", "Such right shall be exercised by
 * written notice"; not a right to end the agreement ("exercise its right to terminate").
 */
const EXERCISES_AN_OPTION =
  /\bexercis\w*\s+(?:(?:the|such|this|that|its|any|each|said|an?|their|his|her)\s+)?(?:renewal\s+|extension\s+)?(?:options?|rights?)\b(?!\s+(?:to|of)\s+(?:terminat|cancel|end))|\b(?:options?|rights?)\s+(?:[\w-]+\s+){0,3}?(?:shall|may|must|will|is|are|can)\s+be\s+exercised\b/i;

/**
 * Whether a sentence says how to exercise an option to renew, granted in it or in the sentence before: its notice
 * exercises the option, as an option's own notice does (renewsOnlyByChoice). One that speaks of not renewing is not.
 */
function exercisesRenewalOption(doc: PreparedDocument, sentence: Sentence): boolean {
  const text = sentence.text;
  if (!EXERCISES_AN_OPTION.test(text) || STRONG_CONTEXT.test(text)) return false;
  const before = sentenceBefore(doc.sentences, sentence)?.text ?? '';
  return renewsOnlyByChoice(inRenewalWords(text)) || renewsOnlyByChoice(inRenewalWords(before));
}

/**
 * Every notice period the ranked sentences and their neighbours could mean: each duration in them, in days, with its
 * surrounding words, its size, the sentence's rank, and whether the hand-written readers take it. The neighbours
 * (cross-validated accuracy 81.3 -> 84.4 %, false positives unchanged, check part unchanged) hold a notice written
 * after the renewal it stops. The notice choice model weighs them.
 * A sentence that renews only at a party's option or by agreement gives none: notice to exercise an option is not
 * notice to stop a renewal (the product has no field for it).
 */
export function noticeCandidates(doc: PreparedDocument, ranked: RankedSentence[]): Candidate<number>[] {
  const ruled = noticeByRules(doc)?.value;
  const candidates: Candidate<number>[] = [];
  for (const place of withNeighbours(doc.sentences, ranked)) {
    const { sentence } = place.entry;
    const text = inNoticeWords(sentence.text);
    if (noticeToTakeUpRenewal(doc, sentence, text)) continue;
    // Nor does a sentence with no word of notice, stopping or ending at all: a table's "Look back period 30 Days".
    if (!SAYS_OF_STOPPING_OR_NOTICE.test(text)) continue;
    // Nor does a notice that stops another instrument's renewal ("The Master Lease shall automatically renew ...
    // unless either party gives notice of non-renewal at least ninety (90) days prior").
    if (renewsAnotherInstrument(doc, sentence.text)) continue;
    const context = [
      ...placeFeatures(place),
      ...(aboutStoppingRenewal(doc, sentence) ? ['about-renewal'] : []),
      ...(STRONG_CONTEXT.test(text) ? ['non-renewal'] : []),
      ...(speaksOfOtherNotice(text) ? ['other-notice'] : []),
    ];
    for (const match of text.matchAll(new RegExp(NOTICE_DURATION, 'gi'))) {
      const duration = durationFrom(match.slice(1));
      if (!duration) continue;
      const days = noticeDays(duration, match[0]);
      const read = noticeAt(text, match);
      candidates.push({
        value: days,
        sentence,
        features: [
          ...context,
          `unit:${duration.unit}`,
          `amt:${Math.min(duration.amount, 15)}`,
          ...contextFeatures(text, match.index, match.index + match[0].length),
          ...(read !== null ? ['notice-follows'] : []),
          ...(days === ruled ? ['first-rule'] : []),
        ],
      });
    }
  }
  return candidates;
}

/** Days of notice needed to stop a renewal ("ninety (90) days' written notice of non-renewal"), with confidence. */
export const noticeField = twoStepField({
  models: { name: 'notice', clause: noticeClauseJson, choice: noticeChoiceJson },
  candidates: noticeCandidates,
  byRules: noticeByRules,
});

/**
 * The hand-written readers' notice, marked for checking: for a document that is not a contract's text (a letter, an
 * order form's key terms), where the notice model, fitted on contracts, finds none ("Our engagement ... continues on a
 * month-to-month basis until terminated by either party with thirty (30) days' written notice"). In contracts the
 * readers' notices the model leaves are mostly wrong (five more false notices in the work part's 118 without one).
 */
export function readersNotice(doc: PreparedDocument): (Finding<number> & { confidence: number }) | null {
  const ruled = noticeByRules(doc);
  return ruled && { ...ruled, confidence: READERS_CONFIDENCE };
}

/**
 * The readers' notice in the very sentence an automatic renewal or an evergreen term was read from, marked for
 * checking: where the notice model finds none because its clause model, fitted on CUAD's filings, ranks that sentence
 * nowhere ("The subscription renews automatically ..., and Customer may turn off automatic renewal at any time up to
 * thirty (30) days before the renewal date", "Following the Initial Term, this Agreement shall remain in effect until
 * terminated by either Party upon ninety (90) days' prior written notice").
 */
export function noticeInRenewalSentence(
  doc: PreparedDocument,
  renewalEvidence: string,
): (Finding<number> & { confidence: number }) | null {
  const sentence = doc.sentences.find((candidate) => evidenceOf(candidate) === renewalEvidence);
  const ruled = sentence && readersNoticeIn(doc, sentence);
  return ruled ? { ...ruled, confidence: READERS_CONFIDENCE } : null;
}
