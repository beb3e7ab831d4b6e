import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { isShortDocument } from '../model/choice';
import { escapedForPattern, speaksOnlyOfAnotherInstrument } from '../text/own-names';
import { definesOtherThanTerm } from '../text/definitions';
import type { Sentence } from '../text/sentences';
import {
  MONTH_NAME,
  NUMBER_WORD,
  ordinalValue,
  parseNumberWords,
  QUANTITY,
  quantityValue,
  TERM_ORDINAL,
} from '../text/numbers';
import { calendarYearEnds } from './calendar-years';
import {
  addToDate,
  daysBetween,
  endOfMonth,
  findDates,
  firstDate,
  lastMonthDayBy,
  MONTH_DAY,
  monthsBetween,
} from './dates';
import { DURATION, durationFrom, durationsIn, lengthGoingOn, TERM_LENGTH, toMonths } from './durations';
import { noticeFollows } from './notice-words';
import { AFTER_THE_TERM, FROM_A_DAY_UNTIL_ENDED, ROLLING_BASIS, UNTIL_ENDED } from './renewal-cues';
import {
  ADJECTIVE_LENGTH,
  countedFrom,
  DOCUMENT_NOUN,
  namedNotCounted,
  PERIOD_END_THEN_BRACKET,
  speaksOfSomethingElse,
  SUPERSEDED_END_BEFORE,
  TERM_PERIOD_LABEL,
  THEREAFTER,
  WHICH_IS,
} from './term-cues';
import { dayKey, type NamedDays } from './named-days';
import { asWrittenOrInCapitals } from '../text/capitals';

export type Expiration = string | 'perpetual';

/**
 * An offer to contract, not a contract: "This quote expires on ...", "The offer is valid until ...", a heading's "Fee
 * proposal valid for 60 days from ...", a supplier's "Your renewal offer: a 24-month fixed contract from ...", a
 * landlord's "happy to offer you a new 12-month tenancy from 1 August 2027", and an e-signature service's request to
 * sign one: "This envelope will expire on December 15, 2026", "this signing link".
 */
export const OFFER = String.raw`(?:\byour\s+renewal\s+(?:offer|quote)\b|\boffer\s+you\s+an?\s+new\b|\b(?:this|the|our)\s+(?:quot(?:e|ation)|offer|proposal|estimate|envelope|(?:signature|signing)\s+(?:request|link))\b|\b(?:quot(?:e|ation)|offer|proposal|estimate|tender|bid)\s+(?:is\s+|remains\s+)?valid\b)`;

/** A restricted act: "may not assign", "shall not directly or indirectly solicit", "will not compete". */
export const FORBIDDEN_ACT = String.raw`\b(?:may|shall|will)\s+not,?\s+(?:(?:directly\s+or\s+indirectly|without\s+[^.;,]{1,60}),?\s+)?(?:assign|transfer|sell|compete|solicit|hire|employ|sublicen[cs]e|disclose|offer|market|distribute|acquire|engage)\b`;

/** An accounting period named by its last day: "for the year ending 31 December 2026", "the fiscal year ended". */
export const PERIOD_NAMED_BY_ITS_END = String.raw`\bfor\s+the\s+(?:(?:fiscal|financial|calendar)\s+)?(?:year|quarter|half[-\s]year|month|period)\s+end(?:ing|ed)\b|\b(?:fiscal|financial)\s+years?\s+end(?:ing|ed)\b`;

/**
 * A contract suspended for a while: "Your membership is frozen from 1 January 2027 to 31 January 2027", "service will
 * be paused until". It runs on after the suspension, so the suspension's end is no end of its term.
 */
const SUSPENDED_FOR_A_WHILE = String.raw`\b(?:is|are|be|been)\s+(?:frozen|suspended|paused|on\s+hold)\s+(?:from|between|for|until)\b`;
const SUSPENDED = new RegExp(SUSPENDED_FOR_A_WHILE, 'i');
/** Whether a sentence suspends the contract for a while: its dates are the suspension's. */
export const suspendsForAWhile = (text: string) => SUSPENDED.test(text);

/**
 * The latest day of an event a term counts from, in a clause of its own: "seven (7) years from the date of first
 * publication of the Translation, which shall be no later than eighteen (18) months from the date of this Agreement".
 */
export const AN_EVENTS_LATEST_DAY = String.raw`\bwhich\s+(?:shall|will|must)\s+(?:be|occur|take\s+place)\s+(?:no|not)\s+later\s+than\b`;
/**
 * Words that put a length or an end on something other than the agreement's own term: what survives it, a warranty
 * (but not "your extended warranty" in a vendor's notice, which is what the customer holds), renewals, extensions, an
 * accounting period named by its last day ("the audit of your financial statements for the year ending 31 December
 * 2026"), an invoice's "Payment due 30 days from invoice date 4 January 2027", an act forbidden for a while, a
 * suspension, an event's latest day, an employee's probationary period; confidentiality (not a shredding service's
 * "Confidential waste collection"); extensions, but not ones counted as things ("Your hosted telephony contract (12
 * extensions) reaches the end of its minimum term on 30 April 2027": telephone extensions).
 */
const NOT_OUR_TERM = new RegExp(
  String.raw`${AN_EVENTS_LATEST_DAY}|\b(?:surviv|following\s+(?:the\s+)?(?:termination|expiration|initial\s+term|term\b)|after\s+(?:the\s+)?(?:termination|expiration|expiry)|(?<!\byour\s+(?:[\w-]+\s+){0,2})warrant|confidential(?!\s+(?:waste|shredding|paper|disposal|destruction))|non-?compet|non-?solicit|statute\s+of\s+limitation|payment\s+term|payment\s+(?:is\s+)?due\s+\d{1,3}\s+days\s+(?:from|after)|royalt|probation\w*|during\s+the\s+(?:term|period)\b|(?:additional|further)\s+(?:period|term)|renewal\s+(?:period|term)|successive|thereafter\s+for|in\s+(?:full\s+)?force\s+and\s+for|\band\s+for\s+a\s+period\s+of|extended\s+(?:automatically\s+)?for|(?<!\b\d{1,4}\s+)extension|prolong|\bwithin\b|${SUSPENDED_FOR_A_WHILE}|${OFFER}|${PERIOD_NAMED_BY_ITS_END}|${FORBIDDEN_ACT})`,
  'i',
);

/**
 * "shall continue in force without limit of time until terminated", as contracts drafted in Europe say it ("remain in
 * force unless and until terminated" too).
 */
const WITHOUT_LIMIT_OF_TIME = String.raw`without\s+(?:any\s+)?limit(?:ation)?\s+(?:of|in|as\s+to)\s+(?:time|duration)`;

/**
 * Without end: "perpetual", "indefinitely", "shall continue until terminated", and an employment letter's "This is a
 * permanent contract" (one with no end date, as employers write it against a fixed-term one) or "Your employment
 * begins on 3 January 2027 and is permanent", and what "runs from 1 February 2027 until either party ends it" (or
 * terms that "apply from 1 February 2027 until terminated by either party"), a row's "£32 per month by direct debit,
 * continuing until you give one month's notice", a course's "lifetime access", terms of business that "remain in
 * force until replaced" (or superseded, or withdrawn), and an agreement that "shall have no fixed term", as Chinese
 * agreements translated say it.
 */
const PERPETUAL = new RegExp(
  String.raw`\b(?:perpetual|in\s+perpetuity|perpetuity|indefinite(?:ly)?|lifetime\s+(?:access|licen[cs]e|membership|subscription)|permanent\s+(?:contract|employment|position|appointment|role)|\b(?:employment|appointment|position|role)\b[^.;]{0,60}?\b(?:is|will\s+be|shall\s+be)\s+permanent\b|${FROM_A_DAY_UNTIL_ENDED}|(?:is|remains|(?:shall|will)\s+(?:be|remain))\s+(?:valid|in\s+(?:full\s+)?(?:force|effect))\s+until\s+further\s+notice|(?:(?:shall|will)\s+have|has)\s+no\s+fixed\s+(?:term|duration|period|end\s+date)\b|(?:(?:shall|will)\s+(?:continue|remain)|continues|remains|(?:and|,)\s+(?:continu(?:e|ing)|remain(?:ing)?)|(?:is|(?:shall|will)\s+be|(?:shall|will)\s+remain)\s+effective)\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:thereafter\s+|${WITHOUT_LIMIT_OF_TIME}\s+)?(?:unless\s+and\s+)?(?:until\s+(?:it\s+is\s+terminated|such\s+time\s+as|the\s+(?:parties|company)\s+(?:mutually\s+)?agree|(?:(?:it\s+is|they\s+are)\s+)?(?:replaced|superseded|withdrawn)\b)|${UNTIL_ENDED}))`,
  'i',
);

/**
 * "grants a worldwide, perpetual and irrevocable, nonexclusive (except as set out below) right and license": a grant
 * without end, which says nothing of how long the agreement runs; up to eight words (or bracketed asides) between.
 */
const PERPETUAL_GRANT =
  /^perpetual(?:\s*(?:,|\band\b|\bor\b)?\s*(?:[\w-]+|\([^)]{0,80}\))){0,8}?\s*,?\s+(?:(?:right|licen[cs]e|sub-?licen[cs]e)s?|use)\b/i;
/** "held to be indefinite, invalid, illegal or unenforceable": a provision's fault, as a severability clause names it. */
const INDEFINITE_FAULT = /^indefinite\s*,?\s*(?:or\s+)?(?:invalid|illegal|void|unenforceable|uncertain)\b/i;

/** Every place PERPETUAL's words stand, compiled once: perpetualAnywhere reads every sentence of a document. */
const PERPETUAL_EVERYWHERE = new RegExp(PERPETUAL.source, 'gi');

/** Whether a sentence says something runs without end, other than a grant or a provision's fault. */
const statesPerpetual = (text: string) =>
  [...text.matchAll(PERPETUAL_EVERYWHERE)].some(
    (match) => !PERPETUAL_GRANT.test(text.slice(match.index)) && !INDEFINITE_FAULT.test(text.slice(match.index)),
  );

/**
 * The words that put the term's end on the date right after them: "until", "through and including", "expires on" (or
 * "expired on", or a row's "Minimum term: 24 months, ended 9 August 2026" with no "on"), "shall terminate no later
 * than", "shall end at 5:00 p.m. (local time in New York, New York) on", "until midnight, Pacific Time, on", an
 * insurer's "ends at 23:59 on", an earlier-of list, "will expire at the end of its current term on", "will end
 * automatically on", a trial's "ends in 14 days (on", a lease that "reaches the end of its primary period on" (or
 * "reached the end of its 60-month primary term on", "reached the end of its initial 12-month commitment on", "came to
 * the end of its fixed period on", a subscription that "reached the end of its first year on", a staffing arrangement
 * that "ended its first fixed season on", or a campaign that "wrapped up its initial term on"), a provider's "Your
 * service will stop on" (or "cease on"), a membership that "runs to 31 March 2027", a term that "will be up on", a
 * contract whose fixed period "finishes on" (or "lapses", "ran out", "comes to an end", "concluded" (not "is
 * concluded", as an agreement is made), "closes" on: "Your introductory contract period closes on 31 December 2026"), a
 * savings bond that "matures on", a membership's "£139 for the year to 31 March 2028", the day in brackets after a
 * term's end ("Following expiry of the Initial Term (being 31 December 2027)") or after it ("Following the expiry of
 * the Initial Term on 31 December 2028", "Following the end of the initial retainer period on", "Following the
 * conclusion of your 12-month minimum on"), a fixed term that "is complete as of", "ran for an initial 12 months to",
 * an agreement that "ran for its first season to" a day, the end in brackets after the day a length runs from ("from 1
 * March 2026 (to 30 November 2026)"), a renewal's day ahead ("will be renewed for a further year on"; not one done,
 * "was renewed for 1 year on 20 November 2026", the day a past renewal was made).
 */
const EXPLICIT_END =
  /\b(?:(?:end(?:s|ing)?|expir(?:e|es|ing)|terminat(?:e|es|ing))\s+(?:on\s+)?(?:no|not)\s+later\s+than|(?:end(?:s|ing)?|expir(?:e|es|ing)|terminat(?:e|es|ing))\s+at(?=\s+(?:\d{1,2}(?::\d{2})?\s*[ap]\.?\s?m\b|(?:[01]?\d|2[0-3]):[0-5]\d(?:\s*hrs)?\s+on\b|midnight|noon|the\s+close\s+of\s+business))|(?:until|through|thru)\s+and\s+including|until|through|thru|ending(?:\s+on)?|concluding(?:\s+on)?|end(?:s|ed)?\s+(?:in\s+\w+\s+(?:days?|weeks?|months?),?\s+\(?)?on|(?:ended|expired|finished)(?=\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b))|(?:end(?:s|ed)?|expir(?:e|es|ing)|terminat(?:e|es|ing))\s+(?:automatically|by\s+itself)\s+on|ends|(?:stop|cease)s?\s+on|r[au]ns?\s+to(?=\s+\d)|(?:is|will\s+be)\s+up\s+on|(?:finish(?:es|ed)?|clos(?:es|ed)|(?<!\b(?:is|was|were|are|be|been)\s+)conclud(?:es|ed)|laps(?:es|ed)|r[au]ns?\s+out|(?:comes?|came)\s+to\s+an\s+end)\s+on|matur(?:es|ing)\s+on|(?:(?:reach(?:es|ed)?|c(?:omes?|ame)\s+to)\s+the\s+end\s+of|ended)\s+(?:its|the|your)\s+(?:(?:[\w-]+\s+)?(?:(?:primary|initial|minimum|fixed|current)\s+)?(?:[\w-]+\s+)?(?:period|term|commitment|season)|(?:first|initial|minimum|opening)\s+(?:(?:contract|subscription|membership)\s+)?year|(?:first|initial|minimum)\s+(?:\d{1,2}|[a-z]+)\s+(?:months|years))\s+on|wrap(?:s|ped)?\s+up(?:\s+(?:its|the|your)\s+(?:[\w-]+\s+){0,2}?(?:period|term))?\s+on|renews?\s+(?:automatically\s+)?on\s+the\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+(?:each|every)\s+(?:month|year),?\s+(?:starting|beginning|commencing|from)(?:\s+on)?|renews?\s+(?:again\s+)?(?:automatically\s+)?(?:in\s+\w+\s+(?:days?|weeks?|months?),?\s+\(?)?on|(?:due|up)\s+for\s+renewal\s+on|(?<!\b(?:was|were|has\s+been|have\s+been)\s+)(?:renewed|extended)\s+(?:automatically\s+)?(?:(?:by|for)\s+(?:a\s+further\s+|another\s+|an\s+additional\s+)?(?:[\w()-]+\s+){1,3})?on|your\s+(?:next|upcoming)\s+(?:annual\s+|monthly\s+)?renewal\s+(?:date\s+)?(?:is\s+)?on|extended\s+(?:to|until|through)|(?<=\b(?:expiry|expiration|end)\s+of\s+(?:the|its|this)\s+(?:[\w-]+\s+)?(?:term|period)\s*\(\s*)(?:being|i\.e\.,?|namely)|(?<=\b(?:expiry|expiration|end|conclusion)\s+of\s+(?:the|its|this|your)\s+(?:[\w-]+\s+){0,2}(?:term|period|minimum)\s+)on|(?:is|was)\s+complete(?:d)?\s+(?:as\s+of|on)|(?<=\bfor\s+an?\s+(?:initial|minimum|fixed|first)\s+(?:\d+|[a-z]+)\s+(?:weeks|months|years)\s)to|(?<=\bran\s+for\s+(?:its|the|an?)\s+(?:initial|first|fixed)\s+(?:[\w-]+\s+)?(?:season|term|period|year)\s)to|(?<=\bfrom\s+[^.;()]{6,25}?(?:19|20)\d{2}\s*\(\s*)(?:to|until)|in\s+no\s+event\s+later\s+than|expir(?:e|es|ed|ing)\s+(?:in\s+\w+\s+(?:days?|weeks?|months?),?\s+\(?)?(?:on|at\s+(?:midnight|the\s+close\s+of\s+business)\s+on|at\s+the\s+end\s+of\s+(?:its|the|this)\s+(?:(?:then[-\s])?current\s+|initial\s+)?term,?\s+on)|expires|terminat(?:e|es|ing)\s+(?:on|upon(?=\s+the\s+(?:earlier|earliest)\s+of\b))|\b(?:end|expire|terminate)s?\b(?=[^.;]{1,80}?\bor\s+on\s)[^.;]{1,80}?\bor\s+on|up\s+to\s+and\s+including|to\s+and\s+including|and\s+(?:shall\s+)?(?:end|expire)\s+on|(?<=\bfor\s+(?:the|a|one)\s+(?:membership\s+|subscription\s+|policy\s+)?year\s)to)\s+(?:the\s+(?:earlier|later|earliest|latest)\s+of\s*:?\s*(?:\(?(?:[a-z]|i{1,3}|1)\)\s*)?)?(?:(?:\d{1,2}:\d{2}(?:\s*[ap]\.?\s?m\.?)?|\d{1,2}\s*[ap]\.?\s?m\.?|midnight|noon|the\s+close\s+of\s+business)(?:\s*\([^)]{0,60}\))?(?:,?\s+(?:[A-Z][a-z]+\s+){1,3}Time,?)?[^,]{0,30}?\s+(?:on\s+)?(?=(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s|(?:first|second|third|(?:four|fif|six|seven|eigh|nine|ten|eleven|twelf|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)th|twent|thirt)\w*)))?/gi;
/**
 * A term that runs on after its last day: "will continue on a rolling monthly basis after 4 January 2027", "continues
 * month to month after": the date after it ends the term (what follows is its renewal).
 */
const RUNS_ON_AFTER_DAY = new RegExp(
  String.raw`\b(?:continu(?:e|es)|rolls?\s+(?:on|over)|runs?\s+on)\s+(?:on\s+an?\s+${ROLLING_BASIS}|monthly|(?:from\s+)?month[\s-]+to[\s-]+month|on\s+an?\s+(?:monthly|month-to-month)\s+basis)\s+after\s+`,
  'gi',
);
/** "from May 1, 2013 to April 30, 2015": group 1 is where the range's end date starts. */
const DATE_RANGE_TO = /\bfrom\s+[^.;]{6,30}?\s+(?:to|through|until|-)\s+/gi;
/**
 * Who ends: the explicit end must belong to the agreement, its term or its like (a "minimum commitment", "The initial
 * hosting period", "the fixed 24-month rental" or "The 6-month hire on van KX21 ABC", a "six-month SEO campaign", a
 * social media manager's "three-month starter package", "an initial 12 months", "your 12-month minimum", "Your
 * commitment period", "our framework ... (they ended on", "your ... plan", "Your scaffolding hire" (or rental), "The
 * trial of the electric van" (or a licence's "trial period"), "your extended warranty" or "Your private medical
 * insurance renews on" in a vendor's notice, a reseller's "Current coverage ends 14/02/2027", "you will keep access
 * until" or "You can continue to use the gym until" in its cancellation), or to the "It" a sentence opens with, which
 * stands for the one before's ("Your Figma Professional plan ... is now billed monthly. It renews automatically on the
 * 3rd of each month, starting January 3, 2027"); or a bank's instrument that is the document itself ("This Letter of
 * Credit expires on", "This Guarantee shall remain valid until"; not "the Guarantee" some other document gives), or a
 * bank's facility letter's "The Facility is available until"; a child's place at a club, a nursery or a school
 * ("After-school club place from 6 September 2027 until"); a mortgage's deal ("your new 5-year fixed rate starts on 1
 * June 2027 and ends on 31 May 2032"); an exam centre's approval ("Your centre approval is valid until 31 August
 * 2028"); a website's ("Your Premium wedding website is paid until 14 March 2027"); an annual or a season pass ("Merlin
 * Annual Pass (Silver): valid until 19 April 2028") or "Your 10-visit pass"; an award letter's Fellowship (or
 * scholarship). Not said of a sentence before: a stop followed by a capital ends one, but not a number's "No." ("The
 * minimum hire term for your forklift (fleet no. FL-2231) ended on", "Contract No. HT-2231 ends on"), which the
 * sentences are not split at either. (Not every abbreviation's: after a company's "Corp." or a name's initial, a
 * signature block's notary "expires on".)
 */
const ENDING_SUBJECT = new RegExp(
  String.raw`^\W*it\b|(?:\b(?:agreement|contract|term|(?:minimum|initial)\s+commitment|(?:initial|minimum|fixed)\s+(?:[\w-]+\s+)?(?:period|rental|hire|letting)|(?:initial|minimum|fixed)\s+(?:\d+|[a-z]+)\s+(?:weeks|months|years)|(?:\d+|[a-z]+)-(?:week|month|year)\s+minimum|commitment\s+period|(?:\d+|[a-z]+)-(?:day|week|month|year)\s+(?:rental|hire|letting)|(?:\d+|[a-z]+)-(?:week|month|year)\s+(?:[\w-]+\s+)?package|(?:sub-?)?lease|tenancy|licen[cs]es?|venture|arrangement|engagement|retainer|framework|employment|appointment|project|promotion|program|campaign|subscription|membership|sponsorship|fellowship|scholarship|trial\s+period|(?:the|this|your)\s+(?:free\s+)?trial\s+of\s+(?:the|your|our)|(?:club|nursery|school|childcare|camp|course)\s+place|(?:annual|season|membership|travel|parking|visitor)\s+pass)|\bthis\s+(?:(?:standby\s+|irrevocable\s+)*letter\s+of\s+credit|(?:bank\s+|performance\s+)?guarantee)|\b(?:the|this|your)\s+(?:(?:overdraft|credit|loan|revolving)\s+)*facility\s+(?:is|will\s+be|shall\s+be|remains)\s+available|\b(?:keep|retain|have)\s+(?:full\s+)?access|\bcontinue\s+to\s+(?:use|access|enjoy)\b|\b(?:your|current|existing)\s+(?:[\w&’'-]+,?\s+){0,6}(?:plan|service|account|domain|website|trial|purchase|reservation|instance|certificate|registration|support|maintenance|coverage|cover|warranty|protection|insurance|polic(?:y|ies)|seats|deal|hire|rental|(?:fixed|tracker|discount(?:ed)?)\s+rate|approval|accreditation|pass))\b(?:[^.;]|\.(?!\s+[A-Z])|\.(?<=\bnos?\.)){0,140}$`,
  'i',
);
/**
 * What renews on a day, when the sentence opens with the customer's own something: "Your listing on PartyPros renews
 * automatically on 1 March 2027", "Your UK trade mark UK00003456789 is due for renewal on 14 May 2027" (whatever a
 * vendor sells or a registry keeps, it renews; only ending verbs need ENDING_SUBJECT's nouns).
 */
const YOURS_RENEWING = /^\W*your\s+(?:[\w&’'.-]+\s+){1,6}$/i;
const RENEWS = /^(?:renews|due\s+for\s+renewal)\b/i;
/** A customer's last day of a service, told: "Your last day of access is", "Your final day of storage will be". */
const LAST_DAY_OF_SERVICE = String.raw`\b(?:last|final)\s+day\s+of\s+(?:access|service|membership|cover(?:age)?|storage|hire|rental|tenancy)\s+(?:is|will\s+be)`;
/**
 * Outside a term clause, an end date counts only where something is said to run, end or expire, or a customer's last
 * day of a service is given ("Your final day of storage will be 25 June 2027").
 */
const RUNS_OR_ENDS = new RegExp(
  String.raw`${LAST_DAY_OF_SERVICE}\b|\b(?:shall|will)\s+(?:(?:automatically\s+|auto-?)?renew|continue|remain|terminate|expire|end|run|be\s+(?:effective|in\s+(?:full\s+)?(?:force|effect)|valid))|\b(?:expires|ends|terminates|renews)\s+(?:automatically\s+)?(?:on|at)\b|\b(?:renews|ends|expires)\s+in\s+\w+\s+(?:days?|weeks?|months?),?\s+\(?on\b|\b(?:due|up)\s+for\s+renewal\s+on\b|\byour\s+(?:next|upcoming)\s+(?:annual\s+|monthly\s+)?renewal\s+(?:date\s+)?(?:is\s+)?on\b|\b(?:is|remains)\s+(?:valid|in\s+(?:full\s+)?(?:force|effect)|effective)\s+(?:until|through|to)\b|\bis\s+(?:hereby\s+)?extended|\b(?:has\s+been|was)\s+(?:renewed|extended)\s+(?:until|through|to)\b|\bterm\b[^.;]{0,30}:`,
  'i',
);
/** The events a term may be counted from by a day's name: "the Launch Date", "the Closing Date". */
const EVENT_DAY_WORDS = 'Launch|Operational|Closing|Activation';
const FROM_START = new RegExp(
  String.raw`\b(?:from|after|following|(?:commencing|beginning|starting)(?:\s+(?:on|upon|with|from))?|of|as\s+of)\s+(?:the\s+)?(?:[A-Z][\w-]*\s+){0,3}(?:(?:Effective|Commencement|Start|Execution|${EVENT_DAY_WORDS})\s+Date|(?:date|day)\s+(?:hereof|of\s+(?:this|the)\s+(?:${DOCUMENT_NOUN})\b|of\s+execution|first\s+(?:written|set\s+forth)\s+above|first\s+above\s+written|(?:(?:written|set\s+(?:out|forth)|stated)\s+)?above|of\s+(?:the\s+|its\s+)?(?:last\s+|final\s+|full\s+|mutual\s+)?(?:signing|signature|execution)|(?:(?:on\s+which|that|when)\s+)?(?:it\s+is\s+|they\s+are\s+|this\s+agreement\s+is\s+)?(?:signed|executed))|execution\s+(?:hereof|of\s+this\s+(?:[A-Z][\w-]*\s+){0,3}?(?:${DOCUMENT_NOUN})\b)|(?<=\b(?:from|after|following)\s+)(?:its\s+)?(?:signature|signing|execution)\b(?!\s+(?:of\b|by\s+(?!(?:both|all|the|each\s+of\s+the)\s+parties\b|the\s+last\b))))`,
  'i',
);
/**
 * The names of the day a term starts on, which `namedStartDay` dates: "Commencement Date", "Service Start Date", a
 * carrier's "Activation date".
 */
const START_DAY_NAME = /\b(?:Commencement|Start|Activation)\s+Date\b/i;
/** A start on such a day by its whole name: "beginning on the Commitment Start Date". Group: the name. */
const STARTS_ON_NAMED_START =
  /^\s*,?\s*(?:beginning|commencing|starting)\s+(?:on|from|with)\s+the\s+((?:[A-Z][\w-]*\s+){1,3}(?:Commencement|Start|Activation)\s+Date)\b/;
/**
 * The day of an event a term may be counted from, named as FROM_START names it: "the Launch Date", or in capitals, as a
 * conspicuous clause is printed ("THREE YEARS FROM THE LAUNCH DATE"). Case-sensitive: a name, not "the launch date".
 */
const EVENT_DAY_NAME = new RegExp(
  asWrittenOrInCapitals(String.raw`(?<=\s|^)(?:[A-Z][\w-]*\s+){0,2}(?:${EVENT_DAY_WORDS})\s+Date\b`),
);
const ANNIVERSARY = new RegExp(
  `\\b(?:until|through|to|on|upon)\\s+(?:the\\s+(?:earlier|later)\\s+of\\s*:?\\s*(?:\\(?(?:[a-z]|i{1,3}|1)\\)\\s*)?)?(?:the\\s+day\\s+(?:prior|before)\\s+(?:to\\s+)?)?(?:the\\s+)?(${NUMBER_WORD}|${TERM_ORDINAL}|\\d+(?:st|nd|rd|th))\\s*(?:\\((\\d+)(?:st|nd|rd|th)?\\)\\s*)?anniversary\\s+(?:of\\s+(?:the\\s+)?(?:Effective|Commencement)\\s+Date|of\\s+the\\s+date\\s+(?:hereof|of\\s+this\\s+Agreement|(?:on\\s+which\\s+|that\\s+|when\\s+)?(?:it|this\\s+Agreement)\\s+(?:is|was)\\s+(?:signed|executed)|of\\s+(?:its\\s+|the\\s+)?(?:last\\s+)?(?:signature|execution|signing))|(thereof|of\\s+(?:such|that)\\s+date))`,
  'i',
);
/**
 * An anniversary of another day the document names and dates: "shall expire on the fifteenth (15th) anniversary of the
 * Opening Date" beside "Opening Date: 1 April 2028". Case-sensitive: the day's name has its capitals. Groups: the
 * ordinal, its digits in brackets, the day's name.
 */
const NAMED_DAY_ANNIVERSARY = new RegExp(
  String.raw`\b(?:until|through|to|on|upon)\s+(?:the\s+)?(${NUMBER_WORD}|${TERM_ORDINAL}|\d+(?:st|nd|rd|th))\s*(?:\((\d+)(?:st|nd|rd|th)?\)\s*)?anniversary\s+of\s+the\s+((?:[A-Z][\w-]*\s+){1,3}Date)\b`,
);
/** "the five (5) year anniversary of the Effective Date". */
const YEAR_ANNIVERSARY = new RegExp(
  `\\b(?:until|through|to|on)\\s+(?:the\\s+)?${QUANTITY}[\\s-]*years?\\s+anniversary\\s+of\\s+(?:the\\s+)?(?:Effective|Commencement)\\s+Date`,
  'i',
);
const END_OF_CALENDAR_YEAR =
  /\buntil\s+(?:the\s+end\s+of|december\s+31(?:st)?\s+of)\s+(?:the\s+)?(?:current|then[- ]current)\s+(?:calendar\s+)?year/i;

/**
 * "-to-month", "to year": what makes "a month" of "a month-to-month basis" or "a year" of "on a year to year basis" no
 * length (a cadence of renewal, not the term's length), for the readers and the end candidates alike.
 */
export const TO_PERIOD = /^[\s-]+(?:to|by)[\s-]+(?:year|quarter|month|week)\b/i;

/** Whether the words just before a match speak of some other period (survival, warranty, payment...). */
/** A label just before a value, as key-terms tables set them out: "Subscription Term: 36 months". */
const LABEL_BEFORE = /(?:^|\s)((?:[A-Z][a-z]*\s+){0,3}[A-Z][a-z]*)\s*:\s*$/;
/**
 * What opens the periods after the term: "and thereafter for successive periods of two (2) years", or the extensions
 * named beside it, "3 years (optional extensions at the Employer's discretion)", "3 years plus optional extensions of 1
 * year + 1 year".
 */
const THEREAFTER_OPENS =
  /\s(?:and\s+)?thereafter\b|\s*(?:\(|\+|\bplus\b|\bwith\b)\s*(?:an?\s+|the\s+|up\s+to\s+\w+\s+)?(?:optional|possible)\s+extensions?\b/i;
/**
 * Whether the period at `index` is some other period; a labelled value is judged by its own label alone, since the
 * words around it belong to the labels beside it ("Renewal Term: 12 months Subscription Term: 36 months"). The words
 * after it go no further than a "thereafter", which opens what follows the period ("for ten (10) years from that date
 * and thereafter for successive periods of two (2) years": the ten years are the term's).
 */
/**
 * A sentence with its probation left out, where the next sentence runs on after it (RUNS_ON_AFTER_THE_TRIAL): an office
 * cleaning contract that "commenced on 2 November 2026 on a probationary basis for the first 8 weeks" has those weeks
 * as its first term, not an employee's probation beside the term. Blanked to the same length, every index kept.
 */
const withoutProbation = (text: string) => text.replace(/\bprobation\w*/gi, (word) => ' '.repeat(word.length));

function aboutOtherPeriod(text: string, index: number, wordsAfter = 60): boolean {
  const label = LABEL_BEFORE.exec(text.slice(Math.max(0, index - 60), index));
  if (label) return NOT_OUR_TERM.test(label[1]);
  const after = text.slice(index, index + wordsAfter);
  const thereafter = THEREAFTER_OPENS.exec(after);
  return NOT_OUR_TERM.test(
    text.slice(Math.max(0, index - 100), index) + (thereafter ? after.slice(0, thereafter.index) : after),
  );
}

/**
 * What makes a duration the term's length: "the term shall be", "for a term of" (or a livery yard's "a commitment of",
 * or a home care agency's "We agreed an initial 8 weeks") (or "for an initial three months", "for a minimum of six
 * months"), "will run for", a label ("Subscription Term:", "Plan length:", "Contract duration:", a membership's
 * "Commitment:"), or what the document says it is ("This is a fixed-term contract for 18 months", "This agreement is
 * for 12 months"), or a period's label with its colon or without ("Minimum hire period 6 weeks", "Minimum contract: 26
 * weeks"), or a minimum said as the sentence's first word or as "minimum term" ("£220 per week from 3 May 2027. Minimum
 * 3 months, then rolling weekly").
 */
const TERM_IS_DURATION = new RegExp(
  String.raw`\b(?:term|period|duration|(?:initial|minimum)\s+commitment)\b[^.;]{0,80}?\b(?:(?:shall|will)\s+(?:be|continue|run)\s+(?:for\s+)?|is\s+|of\s+)(?:an?\s+)?(?:initial\s+)?(?:period\s+of\s+)?$|\bfor\s+(?:a|an|the)\s+(?:initial\s+|fixed\s+|further\s+)?(?:term|period)\s+of\s+$|\b(?:a|the|your)\s+commitment\s+of\s+$|\b(?:for|agreed)\s+an?\s+(?:initial|minimum|fixed)\s+(?:of\s+)?$|\b(?:continue|remain|lasts?|run|runs)[^.;]{0,60}?\bfor\s+(?:a\s+period\s+of\s+)?$|\b(?:term|length|duration|commitment(?:\s+(?:period|term))?)\s*:\s*$|\b(?:this|it)\s+is\s+an?\s+(?:fixed[-\s]term\s+|temporary\s+)?(?:contract|agreement|appointment|engagement)\s+for\s+$|\b(?:this|the)\s+(?:contract|agreement|subscription|membership|engagement)\s+is\s+for\s+$|\b(?:${TERM_PERIOD_LABEL})\s*:?\s*$|(?:^|[.;]\s+)(?:[-•*·▪]\s+)?minimum(?:\s+term)?\s*:?\s*$|\bminimum\s+term\s*$`,
  'i',
);
/** The word before a day a length runs from: "commenced on", "starts", "Effective date:", a machine "installed on". */
const STARTED_ON =
  /\b(?:commenc\w*|begin\w*|began|start\w*|effective|installed)(?:\s+date\s*:)?\s+(?:on|as\s+of|from)?\s*$/i;

/**
 * A length written as an adjective ("12-month") or in brackets after a name ("Gold Care plan (12 months)"), and the
 * words and verb that start what it measures after it: "contract as Research Assistant, starting", "begins today,".
 */
const STARTED_AFTER_NOUN =
  /^\s+(?:[a-z][\w-]*,?\s+){0,6}?(?:start(?:s|ed|ing)|beg(?:an|ins|inning)|commenc(?:es|ed|ing))\s+(?:on\s+|from\s+|today,?\s+)?/i;
const BRACKETED_LENGTH = /^\(.*\)$/;
/**
 * A day a length runs from, written before it: "from 1 March 2027, on a 6-month licence" (or "..., for a 12-month
 * term"), "is licensed to you from 1 March 2027 for 6 months" (a pony's loan "from 1 April 2027 for an initial 6
 * months").
 */
const FROM_BEFORE = /\bfrom\s+$/i;
/** "on a", "for a", "under the" (or "for an initial"): the words before a length written as an adjective. */
const ON_A = String.raw`(?:on|for|under)\s+(?:a|an|the)\s+(?:initial\s+|minimum\s+)?$`;
const ON_A_LENGTH = new RegExp(String.raw`^\s*,?\s*${ON_A}`, 'i');
const FOR_A_LENGTH =
  /^\s*,?\s*for\s+(?:a\s+(?:(?:minimum|initial)\s+)?(?:period|term)\s+of\s+|a\s+minimum\s+of\s+|an?\s+(?:initial|minimum|fixed)\s+)?$/i;
/**
 * A length as the adjective of the term a price is on, with no day beside it: "£650 per month on a 3-month minimum
 * term, then monthly", "for a 12-month term", a retainer's "We ask for an initial three-month commitment" (not "for a
 * two-year period after termination", another period's).
 */
const ON_A_TERM_BEFORE = new RegExp(String.raw`\b${ON_A}`, 'i');
const ON_A_TERM_AFTER = /^\s+(?:(?:minimum|initial|fixed)\s+(?:term|period|contract)|term|contract|commitment)\b/i;
/**
 * A row that gives a plan or product its term and nothing else, the length an adjective after the row's name: "Full
 * Fibre 500: 12-month contract." (its start another sentence's day, the effective date), or the name in a table's cell
 * of its own, its colon gone ("Full Fibre 500 12-month contract.").
 */
const ROW_NAME_BEFORE =
  /(?:^|[.;!?]\s+)(?:[-•*·▪>]\s+)?(?:[A-Z][^.:;!?]{0,40}:|[A-Z][\w&'’-]*(?:\s+[A-Z0-9][\w&'’-]*){0,5})\s*$/;
const ONLY_A_TERM_AFTER = /^\s+(?:(?:minimum|fixed)\s+)?(?:term|contract)\s*(?:[.;]|$)/i;
/**
 * What the document says it is, its length the adjective: "This is a 24-month agreement; thereafter it continues month
 * to month", as TERM_IS_DURATION reads "This is a contract for 24 months".
 */
const THIS_IS_A_BEFORE = /\b(?:this|it)\s+is\s+an?\s+$/i;
const AN_AGREEMENT_AFTER =
  /^\s+(?:fixed[-\s]term\s+)?(?:contract|agreement|appointment|engagement|lease|tenancy|licen[cs]e)\b/i;
/**
 * A letter's minimum term, its length the adjective: "There's a 6-month minimum, and after that we just roll on until
 * you tell us you'd like to stop" (or "a 12-month minimum term"); not a minimum of something else ("a 6-month minimum
 * notice period").
 */
const THERE_IS_A_BEFORE = /\bthere(?:['’]s|\s+is)\s+an?\s+$/i;
const A_MINIMUM_AFTER =
  /^\s+minimum(?:\s+(?:term|period|commitment|contract))?\s*(?:[,.;)-]|$|\s+(?:and|then|after)\b)/i;
/**
 * The first months said to be the commitment or the minimum, opening their sentence: a home cleaner's "The first three
 * months are a fixed commitment" (or a company secretary's "a fixed engagement", or a coffee roaster's "a fixed supply
 * period") (or a garage's "The first three months were fixed;") (not "the first three months are free", nor a sentence
 * that speaks of them in passing, "During the first three months ..."; nor a care home's "The first four weeks are a
 * trial period", after which a placement any party may end on notice has no term).
 */
const THE_FIRST_BEFORE = /(?:^|[.;:!?]\s+)the\s+first\s+$/i;
const ARE_A_COMMITMENT_AFTER =
  /^\s+(?:(?:are|is|will\s+be|were|was)\s+(?:a|an|the|your)\s+(?:(?:fixed|minimum|initial|committed)\s+)?(?:commitment|minimum(?:\s+term)?|term|lock-?in(?:\s+period)?|engagement)|(?:are|is|will\s+be|were|was)\s+(?:a|an|the|your)\s+(?:fixed|minimum|initial|committed)\s+[\w-]+\s+(?:period|term)|(?:are|were)\s+fixed(?=\s*[,;.]))\b/i;
/**
 * The first weeks said to be a trial period, opening their sentence, where the next sentence runs on after that trial:
 * a nanny's "The first four weeks are a trial period, during which either side may end the arrangement with one week's
 * notice. After the trial period, the arrangement continues with no end date". The trial is the first term. Not where
 * nothing runs on after it (a care home's "After that, either party may end the placement by giving 28 days' notice",
 * a placement with no term).
 */
const ARE_A_TRIAL_AFTER = /^\s+(?:are|is|will\s+be)\s+(?:a|an|the|your)\s+(?:[\w-]+\s+)?trial(?:\s+period)?\b/i;
/**
 * What runs on after a trial or a probation, opening its sentence: "After the trial period, the arrangement continues",
 * an office cleaner's "On successful completion of the probationary period, the contract will continue on an
 * open-ended basis".
 */
const RUNS_ON_AFTER_THE_TRIAL =
  /^\W*(?:after|following|once|at\s+the\s+end\s+of|on\s+(?:(?:successful|satisfactory)\s+)?(?:completion|end|expiry)\s+of)\s+(?:the|this|that|your)\s+(?:trial|probation(?:ary)?)(?:\s+(?:period|basis))?\b[^.;]{0,40}?\b(?:(?:will|shall)\s+)?(?:continues?|remains?|carr(?:y|ies)\s+on|runs?\s+on|becomes?\s+(?:ongoing|permanent|open-ended))\b/i;
/**
 * The first months (or weeks) after which the agreement runs on, opening their sentence: a nanny agency's "After the
 * first 8 weeks, the arrangement becomes ongoing", "After the first 12 months, this Agreement shall continue until
 * terminated": they are its first term (not "After the first 12 months of the Term, either party may terminate").
 */
const AFTER_THE_FIRST_BEFORE = /(?:^|[.;:!?]\s+)(?:after|once|following)\s+the\s+first\s+$/i;
const RUNS_ON_AFTER_IT =
  /^\s*,?\s+(?:it|(?:the|this|your)\s+(?:[\w-]+\s+)?[\w-]+)\s+(?:becomes\s+(?:ongoing|open-ended|indefinite)|(?:(?:will|shall)\s+)?(?:continues?|carries\s+on|runs?\s+on|remains?\s+in\s+(?:full\s+)?(?:force|effect|place))\b)/i;
/** A start on the first day of a month after something happens, counted by the effective date's readers. */
const FIRST_OF_A_MONTH_AFTER =
  /^\s*,?\s*(?:commencing|beginning|starting)\s+(?:on|from)\s+the\s+first\s+day\s+of\s+the\s+(?:calendar\s+)?month\s+(?:immediately\s+)?(?:following|after)\b/i;
/** An event's words after "from the date of": "the date of the first calibration visit". */
const DATE_OF_AN_EVENT_AFTER = /^(?:the\s+)?date\s+of\s+(?:the\s+)?((?:[a-z][\w-]*\s*){1,4})/i;
/** The date of an event by its words or their first ones ("first calibration visit", "first calibration"). */
function datedEvent(words: string, days: NamedDays): string | null {
  const list = words.trim().split(/\s+/);
  for (let count = list.length; count >= 1; count--) {
    const day = days.get(dayKey(`${list.slice(0, count).join(' ')} date`));
    if (day) return day;
  }
  return null;
}
/** A day's name after "from": "the delivery date", "the Go-Live Date", a member's "your joining date". */
const NAMED_DAY_AFTER = /^(?:the\s+|your\s+|its\s+)?((?:[A-Za-z][\w-]*\s+){1,3}?date)\b/i;
/**
 * An event's noun alone after "from", which the document dates under the noun's own label: "14 days from delivery"
 * beside "Delivery date: 06/14/2027", "36 months from installation" beside "Installation Date:".
 */
const EVENT_NOUN_AFTER = /^(?:the\s+)?([A-Za-z][\w-]*)\b/;

/** A field's label right before its value, in any case: "MINIMUM TERM:" before "3 MONTHS". */
const FIELD_LABEL_BEFORE = /([A-Za-z][A-Za-z -]{0,30}?)\s*:\s*$/;
/**
 * Whether a length is counted from the very thing it is the value of: "MINIMUM TERM: 3 MONTHS AFTER THE MINIMUM TERM,
 * MEMBERSHIP CONTINUES MONTHLY", a row run into the next line's sentence, in capitals, where no capital tells the
 * lines apart (OPENS_NEXT_LINE). A term is never counted from its own end: the words after are the next sentence's.
 */
function countsFromItsOwnLabel(text: string, index: number, after: string): boolean {
  const label = FIELD_LABEL_BEFORE.exec(text.slice(Math.max(0, index - 40), index))?.[1].trim();
  if (!label) return false;
  const escaped = escapedForPattern(label).replace(/\s+/g, '\\s+');
  return new RegExp(String.raw`^\s*,?\s*(?:after|following)\s+(?:the\s+)?${escaped}\b`, 'i').test(after);
}

/** A day named before: "from that date", "from such date", "from the said day". */
const THAT_DATE = /^\s*(?:that|such|the\s+said|said)\s+(?:date|day)\b/i;

/** An event's words, then a comma and "on" just before a date: "purchase, on ". */
const ENDS_ON_IN_APPOSITION = /^[^,;]{1,40},\s*on\s+$/i;

/**
 * Where a duration is counted from: a date written after it, a day the document names and dates elsewhere, a date the
 * term starts on, or the effective date (for a trial, only where `next`, the sentence after, runs on after it).
 */
function durationStart(
  text: string,
  index: number,
  length: number,
  effective: string | null,
  namedStart: string | null,
  days: NamedDays,
  next: string,
): string | null {
  const after = text.slice(index + length, index + length + 160);
  const written = text.slice(index, index + length);
  // "two (2) years commencing on the first day of the month following approval by the Board": the effective date's
  // readers count that day (countedEffectiveDays), from the approval, the signature or a named day; an effective date
  // on another day of the month is not that day.
  if (FIRST_OF_A_MONTH_AFTER.test(after)) return effective?.endsWith('-01') ? effective : null;
  // "36 months beginning on the Commitment Start Date", dated by that name ("Commitment Start Date: November 1, 2027"),
  // whether or not the document has an effective date.
  const startsOnNamed = STARTS_ON_NAMED_START.exec(after);
  const startsOnDated = startsOnNamed && days.get(dayKey(startsOnNamed[1]));
  if (startsOnDated) return startsOnDated;
  const fromWord = countsFromItsOwnLabel(text, index, after) ? null : countedFrom(after, written);
  if (fromWord) {
    const date = findDates(after)[0];
    // "Expires 12 months after purchase, on 2 November 2027": the day after the event and its comma is the length's
    // end, written out, not the event's day; the length counts to it.
    const length = durationFrom(new RegExp(TERM_LENGTH, 'i').exec(written)?.slice(1) ?? []);
    if (date && length && ENDS_ON_IN_APPOSITION.test(after.slice(fromWord.length, date.index)))
      return addToDate(date.iso, -length.amount, length.unit);
    if (date && date.index < 70) return date.iso;
    // "This Licence is made on 1 April 2027 and shall continue in force for ten (10) years from that date": the day the
    // sentence named last before the length.
    if (THAT_DATE.test(after.slice(fromWord.length)))
      return findDates(text.slice(Math.max(0, index - 200), index)).at(-1)?.iso ?? null;
    const from = FROM_START.exec(after.slice(0, 90));
    // "3 years from the date of the first calibration visit", an event the document dates ("took place on ...").
    const dateOf = !from && DATE_OF_AN_EVENT_AFTER.exec(after.slice(fromWord.length).trimStart());
    const happened = dateOf && datedEvent(dateOf[1], days);
    if (happened) return happened;
    // "36 months from the delivery date", a day the document labels elsewhere ("Delivery date: 14/03/2026").
    const named = !from && NAMED_DAY_AFTER.exec(after.slice(fromWord.length));
    if (named) return days.get(dayKey(named[1])) ?? null;
    const event = !from && EVENT_NOUN_AFTER.exec(after.slice(fromWord.length).trimStart());
    if (event) return days.get(dayKey(`${event[1]} date`)) ?? null;
    if (!from) return null;
    // "36 months from the Commencement Date", which the document dates elsewhere ('"Commencement Date": 1 June 2025')
    if (namedStart && START_DAY_NAME.test(from[0])) return namedStart;
    // "two (2) years from the Launch Date": an event's day, which the document may date; else no day to count from (as
    // "on the first anniversary of the Launch Date" has none), not the effective date.
    const eventDay = EVENT_DAY_NAME.exec(from[0]);
    return eventDay ? datedByName(eventDay[0], days) : effective;
  }
  // "Your 12-month membership started on 5 January 2026": a length before its noun, and the day that noun started.
  const measured = ADJECTIVE_LENGTH.test(written) || BRACKETED_LENGTH.test(written);
  const started = measured && STARTED_AFTER_NOUN.exec(after);
  const startedOn = started && findDates(after)[0];
  if (startedOn && startedOn.index === started[0].length) return startedOn.iso;
  const before = text.slice(Math.max(0, index - 200), index);
  // "from 1 March 2027, on a 6-month licence", "from 1 March 2027 for 6 months": the day the length runs from.
  const runsFrom = findDates(before).at(-1);
  if (
    runsFrom &&
    FROM_BEFORE.test(before.slice(Math.max(0, runsFrom.index - 10), runsFrom.index)) &&
    (measured ? ON_A_LENGTH : FOR_A_LENGTH).test(before.slice(runsFrom.end))
  )
    return runsFrom.iso;
  const datedStart = findDates(before)
    .filter((date) => STARTED_ON.test(before.slice(Math.max(0, date.index - 40), date.index)))
    .at(-1);
  // "beginning on the Effective Date and ending two (2) years thereafter"
  if (THEREAFTER.test(after)) return datedStart?.iso ?? effective;
  if (datedStart) return datedStart.iso;
  if (measured && ON_A_TERM_BEFORE.test(before) && ON_A_TERM_AFTER.test(after)) return namedStart ?? effective;
  if (measured && ROW_NAME_BEFORE.test(before) && ONLY_A_TERM_AFTER.test(after)) return namedStart ?? effective;
  if (measured && THIS_IS_A_BEFORE.test(before) && AN_AGREEMENT_AFTER.test(after)) return namedStart ?? effective;
  if (measured && THERE_IS_A_BEFORE.test(before) && A_MINIMUM_AFTER.test(after)) return namedStart ?? effective;
  if (THE_FIRST_BEFORE.test(before) && ARE_A_COMMITMENT_AFTER.test(after)) return namedStart ?? effective;
  if (THE_FIRST_BEFORE.test(before) && ARE_A_TRIAL_AFTER.test(after) && RUNS_ON_AFTER_THE_TRIAL.test(next))
    return namedStart ?? effective;
  if (AFTER_THE_FIRST_BEFORE.test(before) && RUNS_ON_AFTER_IT.test(after)) return namedStart ?? effective;
  return TERM_IS_DURATION.test(before) ? (namedStart ?? effective) : null;
}

/** A time of day before a date: a hire's "Hire end: 17:00, 29 January 2027", "5 pm on", "midnight on". */
const TIME_OF_DAY_ON = String.raw`(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?|midnight|noon)(?:\s+on)?,?\s+`;
/**
 * "Expiration Date: August 31, 2006", "Contract end: 04-01-08", "Term End: March 31, 2028", a lease abstract's "Lease
 * Expiration: February 28, 2029", a service contract's "Coverage End: 2027-11-30" (a travel policy's "Cover ends:
 * 14/03/2028"), "Licence valid until: 31.12.2026", a hosting plan's "Next renewal: 15 February 2027" or "Renews: ..."
 * (or "Renews on: ...", or an app store's line after its plan's, "iCloud+ with 200 GB (Monthly) Renews 3 February
 * 2027", or a plan's price, "Premium £29.99 per year, renews automatically on 3 January 2027", or an add-on's,
 * "$9.99/year, renews with the domain on 23 June 2027"), a storage unit's "Next payment: 8 December 2026" (or "Next
 * invoice: ...", a lens subscription's "Next delivery: ...", or a game pass's "Next charge: £38.97 on 5 January 2027"),
 * a registrar's "Expires: 2028-08-09" (not a notary's "My commission expires:", nor a card's, an offer's or a quote's),
 * an energy supplier's "Tariff ends: 31/03/2028" (a plan's, a membership's, a tenancy's, a hire's), an invoice's "Next
 * renewal date: Oct 15, 2027" or a receipt's "Next billing date: December 8, 2026" (the day the period it bills ends by
 * renewing; "Your next billing date is December 29, 2026", "From your next billing date on 2 March 2027", or a price
 * change's "From your next renewal on 15 April 2027"), a form's bare "End: 31 December 2027" after its "Start:", a
 * provider's letter's "Your contract end date is unchanged: 31 July 2027", and the label said as a sentence: "Your next
 * payment of £19.99 is on 18 December 2026", "is due on"; a cancelled membership's "Your last day of access is 15
 * December 2026" (or a storage unit's "Your final day of storage will be Friday 25 June 2027"); a licence's "Valid
 * until: 2027-11-19" after its "Valid from:" (alone, it may be a quote's); a holiday let's "Departure: Saturday 21
 * August 2027" after its "Arrival:" (or "arrive Saturday 3 July 2027 after 4pm, depart Saturday 10 July 2027", a
 * homestay's "arriving Sunday 4 July 2027, departing Sunday 15 August 2027" or a narrowboat's "arriving 12 April 2027
 * and departing 15 April 2027" (or a star camp's "arriving ... and leaving"), a charter's "Embark Saturday 12 June 2027
 * at 17:00, disembark Saturday 19 June 2027", a kennel's "check-in Friday 23 July 2027, check-out Sunday 1 August
 * 2027", airport parking's "drop-off 19 December 2026 08:00, pick-up 23 December 2026 21:00", a hire's "collect 12 June
 * 2027, return 19 June 2027" (or "delivered Friday 16 July 2027, collected Monday 19 July 2027", or a time to return
 * by: "collect 9am Saturday 5 June 2027, return by 5pm Sunday 6 June 2027", or a dress's "collect on 10 June 2027,
 * return by 15 June 2027", or a marquee "erected Thursday 22 July 2027, taken down Monday 26 July 2027"), a theatre's
 * "get-in 9 March 2027, performances 10–13 March 2027, get-out 14 March 2027", a school trip's "depart 14 June 2028,
 * return 16 June 2028", a respite stay's "admission Sunday 4 July 2027, discharge Sunday 18 July 2027"); works "to
 * start 7 February 2027 and be completed by 28 February 2027" (a project "to start ... and complete by"); a seasonal
 * pitch that "must be vacated by 31 October 2027" (or a ski lease's kit "to be returned by 15 April 2028"); a voucher
 * or a lesson "to be taken by 30 November 2027" (or used or redeemed by); a registrar's "We'll renew
 * northwindtraders.com on Jan 20, 2027"; a loan's "Final Repayment Date: 20 August 2032" or "Maturity Date:" (or a
 * deposit's "Term deposit: 6 months, maturity date 30 June 2027", the label opening its part of the line). A label's
 * colon may be a table's cell instead ("Expiration Date / December 31, 2022" as a Word or HTML table gives it): a date
 * right after the label is its value. Each lookbehind is guarded by a lookahead of the words after it, as
 * THEN_BY_THE_PERIOD's is: the same matches, without trying the lookbehind at every position.
 */
const LABELLED_END = new RegExp(
  String.raw`${LAST_DAY_OF_SERVICE}\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?|(?=valid\s)(?<=\bvalid\s+from\s*:\s*[^:]{4,40}?\s)valid\s+(?:until|to|through)\s*:\s*|(?=pick)(?<=\bdrop[\s-]?off\s+[^;]{4,40}?\s)pick[\s-]?up\s+|(?=departure|check|return|drop|discharge)(?<=\b(?:arrival|check[\s-]?in|collection|pick[\s-]?up|admission)\s*:\s*[^:]{4,40}?\s)(?:departure|check[\s-]?out|return|drop[\s-]?off|discharge)\s*:\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?|\bnext\s+(?:payment|charge|billing)(?:\s+of\s+[^\s;:]{1,15})?\s+(?:is|will\s+be)\s+(?:due\s+|taken\s+|collected\s+)?(?:on\s+)?|\b(?:expiration|expiry|termination|end|(?:next\s+)?renewal|next\s+(?:billing|charge|payment))\s+date(?:\s+(?:is|remains)\s+(?:unchanged|the\s+same))?\s*[:,]?\s*(?:(?:is|will\s+be)\s+)?(?:on\s+)?|\bnext\s+(?:renewal|payment|charge|billing|invoice|delivery)\s*:?\s*(?:[£$€]\s?\d[\d,]*(?:\.\d{2})?\s+on\s+)?|\byour\s+next\s+renewal\s+on\s+|\bwe(?:['’]ll|\s+will)\s+(?:automatically\s+)?renew\s+(?:your\s+)?(?:[\w.&'’-]+\s+){1,4}?on\s+|\brenews(?:\s+on)?\s*:\s*|(?=renews\s)(?:^|(?<=[^\sA-Za-z,]\s*))renews\s+(?:on\s+)?|(?=renews\s)(?<=(?:\bper\s+(?:year|month|annum)|\ba\s+(?:year|month)|\/\s?(?:year|month|yr|mo)),\s*)renews\s+(?:automatically\s+)?(?:with\s+(?:the|your)\s+[\w-]+\s+)?on\s+|(?=expires)(?<!\b(?:commission|card|offer|quote|quotation|password|link|code)\s)\bexpires\s*:\s*|\b(?:contract|term|subscription|agreement|service|lease|cover(?:age)?|support|tariff|plan|membership|tenancy|rental|hire|licen[cs]e|polic(?:y|ies))\s+end(?:s|ing)?\s*:\s*|\b(?:contract|term|subscription|agreement|lease|licen[cs]e|polic(?:y|ies))\s+(?:expiration|expiry)\s*:\s*|\b(?:licen[cs]e|subscription|contract|agreement)\s+valid\s+(?:until|through|to)\s*:\s*|(?=end)(?<!\b(?:the|an?|this|that|its|at|to|of|by)\s+)\bend\s*:\s*|\b(?:final\s+(?:repayment|maturity)|maturity)\s+date\s*:\s*|(?=maturity\s)(?<=(?:^|[,;]\s*)(?:final\s+)?)maturity\s+date\s+|(?=depart|leav|disembark|check|return|drop|get|discharge|collect|taken|dismantl)(?<=\b(?:arriv(?:e|es|al|ing)|embark(?:s|ation)?|check[\s-]?in|collect|pick[\s-]?up|get[\s-]?in|admission|deliver(?:ed|y)|erect(?:ed|ion)?|put\s+up|depart(?=[^.;:]{4,80}?,\s*return\b))\b(?:[^.;:]|(?<=\d)[.:](?=\d\d)){4,80}?(?:,\s*|,?\s+and\s+))(?:depart(?:s|ure|ing)?|(?<=\barriv(?:e|es|al|ing)\b[^;]{4,80}?)leav(?:e|es|ing)|disembark(?:s|ation)?|check[\s-]?out|return|drop[\s-]?off|get[\s-]?out|discharge|(?<=\bdeliver(?:ed|y)\b[^;]{4,80}?)collect(?:ed|ion)|(?<=\b(?:erect(?:ed|ion)?|put\s+up)\b[^;]{4,80}?)(?:taken\s+down|dismantl(?:ed|ing)))\s+(?:on\s+|by\s+)?(?:${TIME_OF_DAY_ON})?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?|\b(?:must|shall|will|is\s+to)\s+be\s+vacated\s+(?:by|on|no\s+later\s+than)\s+|(?=(?:(?:to|will|shall)\s+)?(?:be\s+)?complet)(?<=\b(?:start|begin|commence)s?\b[^.;:]{4,80}?\s)(?:(?:to|will|shall)\s+)?(?:be\s+)?complet(?:e|ed)\s+(?:by|on|no\s+later\s+than)\s+|(?=(?:must|shall|will|is\s+to|to)\s+be\s+returned)(?<=\b(?:hire|lease|rental|loan)\b[^.;]{0,80}?)\b(?:must|shall|will|is\s+to|to)\s+be\s+returned\s+(?:by|on|no\s+later\s+than)\s+|(?=(?:must|is\s+to|are\s+to|to)\s+be\s)(?<=\b(?:voucher|lesson|experience|treatment|session)s?\b[^.;]{0,80}?)\b(?:must|is\s+to|are\s+to|to)\s+be\s+(?:taken|used|redeemed)\s+(?:by|no\s+later\s+than)\s+`,
  'gi',
);

/**
 * What a range of dates can be the term of: a term or period, an engagement or a retainer ("ESG reporting retainer: 1
 * April 2027 – 31 March 2028"), an assignment, a placement ("Assignment dates: January 5, 2027 - February 13, 2027"), a
 * camp's or a course's session ("Session 2: July 12 - July 30, 2027", "PADI Open Water course: 12–14 March 2027", a
 * holiday club's "5 days, 26–30 July 2027" or a summer school's "two weeks, 2–13 August 2027"), services provided over
 * it ("will provide the services from 1 September 2026 to 31 August 2027"), the coverage a service plan sells
 * ("Coverage: 12 months from 05/01/2026 to 04/30/2027") or a policy ("cover from 12:00 on 2 April 2027 to 23:59 on 1
 * April 2028"), a journal's access ("Journal access: Nature Research package, 1 January – 31 December 2027"), a
 * membership, subscription, licence or lease ("Annual licence: 1 June 2027 – 31 May 2028"), a certificate's "Valid:
 * 01/09/2026 - 31/08/2027", an advertising order's "Flight dates: 03/01/2027 - 05/31/2027" (or "Flight: April 1 – April
 * 30, 2027", or a poster campaign's "Campaign: 2-week showing, 14 June 2027 – 27 June 2027"), a hire or a booking
 * ("Dates: 12–14 May 2027" of a venue's), what a care plan covers ("covers 2 cleans between 1 March 2027 and 29
 * February 2028"), support or maintenance a purchase order buys ("FY2028 support (October 1, 2027 – September 30,
 * 2028)"), an insured scheme's or plan's year ("Scheme year: 1 July 2027 to 30 June 2028"), a block of lessons or a
 * pass that is valid or "to be used between" two days, work "to be completed between" two days (or a builder's "we will
 * build your ... garden room between 10 and 21 May 2027"), a hotel's rate "applicable to stays between" two days, a
 * permit "valid 01/04/2027 – 31/03/2028", days worked within it ("20 shoot days between 3 May 2027 and 28 May 2027") or
 * lessons taken ("8 online lessons with IM Sarah Hegarty between 1 February and 29 March 2027"), what is paid for a
 * year or a season the range spells out ("Harbour dues for 2027 (1 January – 31 December 2027)", "for the 2027/28
 * season (1 October 2027 – 1 February 2028)", a sport pass's "£180 for the academic year (20 September 2027 – 16 June
 * 2028)"), services a row gives them ("Groundsman services: 1 March 2027 – 28 February 2029"), a trader's plot, pitch
 * or stall ("Trader plot, Green Fields Festival 2027 (23–25 July 2027)").
 */
const RANGE_OF =
  /\b(?:terms?|period|agreement|contract|project|engagement|retainer|assignment|placement|sessions?|coverage|covers|cover(?=\s+from\b)|access|membership|sponsorship|subscription|licen[cs]e|lease|tenancy|rental|hire|booking|(?:trader|trading|market)\s+(?:plot|pitch|stall)|support|maintenance|services?\s+from|services?(?=\s*:\s*\d)|(?:flight|campaign)\s+dates?|(?:scheme|plan|policy|insurance)\s+year)\b|\b(?:valid(?:ity)?|dates|flight|campaign)\s*:|\bvalid\s+(?=\d)|\b(?:valid|(?:to\s+be\s+)?(?:used|taken|redeemed|completed|carried\s+out))\s+between\b|\b(?:build|install|fit|erect)\b[^.;]{0,40}?\bbetween\b|(?<!\b(?:in|during)\s+the\s+)\bcourses?\b(?!\s+of\b)|\b(?:holiday|summer|easter|half[\s-]term)\s+(?:club|scheme|school)\b|\bcamps?\b|\b(?:applicable|applies|available)\s+(?:to|for)\s+(?:[\w-]+\s+){0,2}between\b|\b(?:\d{1,3}|[a-z]+)\s+(?:[\w-]+\s+)?days\s+between\b|\b(?:\d{1,3}|[a-z]+)\s+(?:[\w-]+\s+)?(?:lessons|sessions|classes|visits|treatments)\b[^.;]{0,40}?\bbetween\b|\bfor\s+(?:the\s+)?(?:(?:calendar|financial|season)\s+)?(?:year\s+)?(?:19|20)\d\d(?:\s*[/-]\s*\d{2,4})?(?:\s+season)?\s*\(|\bfor\s+the\s+(?:[\w-]+\s+)?(?:year|season|term|semester)\s*\(/i;

/**
 * An event's days, given in its own field ("Event: BuildExpo 2027, 8–10 October 2027"): an exhibitor's or a sponsor's
 * contract is for the event, but its term is not the event's days (a venue's "Dates:" field after it is the hire's).
 */
const AN_EVENTS_DAYS = /\bevent\s*:[^:]{0,50}$/i;

/** A range said to be a renewal's, after it: "covers 15/02/2027 - 14/02/2028 once renewed", "if you renew". */
const ONCE_RENEWED = /^\s*,?\s*(?:once|if|when|upon|on|after)\s+(?:it\s+is\s+|you\s+|we\s+)?renew/i;

const TIME_BEFORE_DATE = new RegExp(`^${TIME_OF_DAY_ON}`, 'i');
/**
 * What stands between a range's two dates: "to", "through", a dash, the end's time of day ("to 18:00 on"), and a
 * booking's times and weekdays ("Mon 8 Mar 2027 09:00 – Wed 10 Mar 2027 17:00").
 */
const RANGE_BETWEEN = new RegExp(
  String.raw`^\s*(?:\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\s*)?(?:through|thru|until|to|-|–)\s*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:${TIME_OF_DAY_ON})?$`,
  'i',
);

/** "between 12 April 2027 and 23 April 2027": a range said with "and" after "between". */
const BETWEEN_BEFORE = /\bbetween\s+$/i;
const AND = /^\s*and\s*$/i;

/** A length written somewhere in a sentence: "2 days", "two weeks", "a 24-month plan". */
const ROUGHLY_A_LENGTH = /\b(?:\d{1,2}|[a-z]+)[\s-]+(?:days?|weeks?|months?|years?)\b/i;
/**
 * Whether the sentence writes the length of the range from `from` to `to`: its days counted with both ends or without
 * one (or its weeks, a weekend either side), or its whole months, as a term's last day is written either way
 * ("Avalanche awareness: 2 days in the Cairngorms, 16-17 January 2027", "SiteSmith Premium, 24-month plan, 1 December
 * 2026 – 30 November 2028"). A range as long as the sentence says is the thing's own, whatever the thing is called.
 */
function spansALengthWritten(text: string, from: string, to: string): boolean {
  const days = daysBetween(from, to);
  const months = monthsBetween(from, to);
  return durationsIn(text).some((match) => {
    const length = durationFrom(match.slice(1));
    if (length?.unit !== 'day') return length !== null && months === toMonths(length);
    const inWeeks = length.amount % 7 === 0 && length.amount >= 7;
    const slack = inWeeks ? 2 : 0;
    // Weeks of weekly meetings run from the first to the last, a week short of their count: "(10 weeks), Wednesdays,
    // 20 January – 24 March 2027" meets on ten Wednesdays 63 days apart.
    return days >= length.amount - (inWeeks ? 7 : 1 + slack) && days <= length.amount + slack;
  });
}

/**
 * "April 15, 2000 through October 15, 2000" (or "between 12 April 2027 and 23 April 2027") in a sentence about what a
 * range can be the term of (RANGE_OF), or as long as a length it writes (spansALengthWritten), not a renewal's range
 * (ONCE_RENEWED).
 */
/**
 * A renewal quote's or notice's label for the days of the renewal it is about ("Renewal term: March 15, 2027 - March
 * 14, 2028"): the term the document sets out, not a renewal beside it, as a length so labelled is.
 */
const RENEWAL_TERMS_DAYS_LABEL = /\brenewal\s+(?:term|period)\s*:\s*$/i;

function dateRangeEnd(text: string): string | null {
  const ofATerm = RANGE_OF.test(text);
  if (!ofATerm && !ROUGHLY_A_LENGTH.test(text)) return null;
  const dates = findDates(text);
  for (let i = 0; i + 1 < dates.length; i++) {
    const spans = spansALengthWritten(text, dates[i].iso, dates[i + 1].iso);
    if (!ofATerm && !spans) continue;
    const between = text.slice(dates[i].end, dates[i + 1].index);
    // "and" between two days makes a range after "between", or as long as the length written ("2 days, 9 and 10
    // March 2027"); a hotel's "20 rooms on 11 and 12 June 2027" are two nights, not a stay ending on the second.
    const andOpensIt = AND.test(between) && (spans || BETWEEN_BEFORE.test(text.slice(0, dates[i].index)));
    // The words after the range are the next field's or clause's ("... - 03/31/2028 Price: $6,200.00 This quote
    // expires on 03/15/2027"), not about the range.
    const upToTheEnd = dates[i + 1].end - dates[i].index;
    if (
      (RANGE_BETWEEN.test(between) || andOpensIt) &&
      (!aboutOtherPeriod(text, dates[i].index, upToTheEnd) ||
        RENEWAL_TERMS_DAYS_LABEL.test(text.slice(Math.max(0, dates[i].index - 30), dates[i].index))) &&
      !AN_EVENTS_DAYS.test(text.slice(Math.max(0, dates[i].index - 60), dates[i].index)) &&
      !ONCE_RENEWED.test(text.slice(dates[i + 1].end, dates[i + 1].end + 30))
    )
      return dates[i + 1].iso;
  }
  return null;
}

/** An explicit end date in a sentence whose subject is the agreement (or its term). */
/** How many characters of "the " stand before a date written as "the 31st day of December, 2024". */
const leadingThe = (text: string, at: number) => /^the\s+(?=\d|[a-z]+[\s-])/i.exec(text.slice(at))?.[0].length ?? 0;

/**
 * An end named by another instrument's end, with its date given after it: "shall expire on the expiration date of the
 * Master Lease, which is December 31, 2030", "ends on the termination date of the Prime Contract, being 30 June 2029".
 */
const ANOTHERS_END_DATED =
  /^(?:the\s+)?(?:expiration|expiry|termination|end)\s+date\s+of\s+[^,.;()]{3,60}?,?\s+(?:which\s+is|being|namely|i\.e\.,?)\s+/i;
/**
 * A day named and then dated: "will renew on your anniversary date, 22 January 2027", "will terminate on its expiration
 * date of September 30, 2027".
 */
const NAMED_DAY_DATED =
  /^(?:your|the|its|our)\s+(?:[\w-]+\s+)?(?:anniversary|renewal|expiry|expiration)\s+date(?:,|\s+of)?\s+/i;
/**
 * The end of the period under way, dated after it: a cancelled subscription that "will remain active until the end of
 * your current billing period on 19 December 2026", "until the end of the current term, 31 March 2027", a school
 * place's "until the end of the summer term on 21 July 2028".
 */
const CURRENT_PERIOD_END_DATED =
  /^the\s+end\s+of\s+(?:the|your|its|our|this)\s+(?:current\s+|then[-\s]current\s+)?(?:(?:billing|subscription|service|membership|contract|license|licence|summer|autumn|spring|winter|school|academic)\s+)?(?:period|cycle|term|year|month|season|semester)(?:\s+on|,)\s+/i;
/**
 * An event's day dated in brackets after it: a planner's retainer "until the wedding day (18 September 2027)", "until
 * your moving date (1 March 2027)".
 */
const EVENTS_DAY_DATED = /^(?:the|your|our|its)\s+(?:[\w-]+\s+){1,2}(?:day|date)\s*\(\s*/i;
/** A period's end dated in brackets after it: "through the end of Q2 2027 (June 30, 2027)". */
const PERIOD_END_DATED = new RegExp(`^${PERIOD_END_THEN_BRACKET}`, 'i');
/**
 * Where the date of the end at `at` begins: right after it, after a leading "the", after another's end so dated, after
 * the name of the day it is or the period under way it ends, in brackets after the period it ends, or after the time of
 * day it ends at ("from 12:00 on 2 April 2027 to 23:59 on 1 April 2028").
 */
function endDateAt(text: string, at: number): number {
  const after = text.slice(at);
  return (
    ANOTHERS_END_DATED.exec(after)?.[0].length ??
    NAMED_DAY_DATED.exec(after)?.[0].length ??
    CURRENT_PERIOD_END_DATED.exec(after)?.[0].length ??
    PERIOD_END_DATED.exec(after)?.[0].length ??
    EVENTS_DAY_DATED.exec(after)?.[0].length ??
    TIME_BEFORE_DATE.exec(after)?.[0].length ??
    leadingThe(text, at)
  );
}

/**
 * A condition set between the verb that ends the term and its date: "shall expire, unless renewed in accordance with
 * Section 2.2, on January 31, 2027", "terminates, subject to Article 9, on". Read without it, the date is the end's.
 */
const CONDITION_BEFORE_THE_DATE =
  /\b(end|ends|expire|expires|terminate|terminates)\s*,\s*(?:unless|except|subject\s+to|if\s+not)\b(?:[^,.;]|\.(?=\d)){1,80},\s*(?=(?:on|at)\b)/gi;
/**
 * The day a term ended given in brackets after the verb: "Your revenue management engagement's introductory term has
 * now ended (31 August 2026)" (or "has expired (on 15 September 2026)"). Read as "ended on 31 August 2026".
 */
const DAY_IN_BRACKETS_AFTER_THE_END =
  /\b(ended|expired|finished)\s*\(\s*(?:on\s+)?(?=\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+\s+\d{4}\s*\)|[A-Z][a-z]+\s+\d{1,2},?\s+\d{4}\s*\))/g;

/** The end a sentence writes out as a date ("expires on", "Term End:", "from ... to"), not one it counts. */
/**
 * An amendment that puts a later day in place of an earlier one: 'Section 10.1 of the Agreement is hereby amended by
 * deleting "December 31, 2026" and replacing it with "December 31, 2028"' extends the end to the later day. Groups:
 * the day deleted, the day put in its place.
 */
const LATER_DAY_REPLACING =
  /\bdelet(?:e|es|ed|ing)\s+["“]([^"”]{4,30})["”]\s+and\s+(?:replac|substitut)(?:e|es|ed|ing)\s+(?:it|the\s+same)\s+with\s+["“]([^"”]{4,30})["”]/i;

function laterDayReplacing(written: string): string | null {
  const replaced = LATER_DAY_REPLACING.exec(written);
  const [deleted, put] = replaced ? [firstDate(replaced[1]), firstDate(replaced[2])] : [null, null];
  return deleted && put && put > deleted ? put : null;
}

export function explicitEnd(written: string): string | null {
  const amended = laterDayReplacing(written);
  if (amended) return amended;
  const text = written.replace(CONDITION_BEFORE_THE_DATE, '$1 ').replace(DAY_IN_BRACKETS_AFTER_THE_END, '$1 on ');
  for (const match of text.matchAll(LABELLED_END)) {
    const value = text.slice(match.index + match[0].length, match.index + match[0].length + 50);
    const time = TIME_BEFORE_DATE.exec(value)?.[0].length ?? 0;
    const date = findDates(value.slice(time))[0];
    if (date && date.index === 0) return date.iso;
  }
  const range = dateRangeEnd(text);
  if (range) return range;
  for (const pattern of [EXPLICIT_END, DATE_RANGE_TO, RUNS_ON_AFTER_DAY]) {
    for (const match of text.matchAll(pattern)) {
      const from = match.index + match[0].length;
      const dateAt = endDateAt(text, from);
      const date = findDates(text.slice(from, from + 60 + dateAt))[0];
      // The words after the date are the next clause's ("ending October 31, 2025 and shall renew for successive
      // one-year terms"), not about the period it ends.
      const upToTheDate = match[0].length + (date?.end ?? 0);
      const before = text.slice(0, match.index);
      if (
        aboutOtherPeriod(text, match.index, upToTheDate) ||
        !(ENDING_SUBJECT.test(before) || (RENEWS.test(match[0]) && YOURS_RENEWING.test(before)))
      )
        continue;
      // An end the sentence says an extension replaces ("which was scheduled to end on ...") is not the end.
      if (SUPERSEDED_END_BEFORE.test(text.slice(Math.max(0, from - 80), from))) continue;
      if (date && date.index === dateAt) {
        // So is the end it has now, when the sentence extends it: "The Lease Term, which currently ends on 30 September
        // 2027, is extended by twelve (12) months to 30 September 2028" ends on the day it is extended to.
        const afterTheDate = text.slice(from + date.end);
        if (CURRENT_END_BEFORE.test(text.slice(Math.max(0, from - 60), from)) && EXTENDED_NEXT.test(afterTheDate)) {
          const extendedTo = findDates(afterTheDate.slice(0, 120)).find((later) =>
            EXTENDED_TO.test(afterTheDate.slice(0, later.index)),
          );
          if (extendedTo) return extendedTo.iso;
          continue;
        }
        return date.iso;
      }
      const listed =
        (EARLIER_OF.test(match[0]) || WHICHEVER_FIRST.test(text.slice(from))) && dateListedLater(text.slice(from));
      if (listed) return listed;
    }
  }
  return null;
}

/** The end a term has now, in a clause of its own: ", which currently ends on", ", which is scheduled to expire on". */
const CURRENT_END_BEFORE =
  /,\s*which\s+(?:(?:currently|now|presently)\s+)?(?:ends|expires|terminates|is\s+(?:currently\s+)?(?:scheduled|due|set)\s+to\s+(?:end|expire|terminate))(?:\s+(?:on|at))?\s*$/i;
/** The same term extended right after it: ", is extended by twelve (12) months to", ", shall be renewed until". */
const EXTENDED_NEXT = /^\s*,?\s*(?:is|are|shall\s+be|will\s+be|has\s+been)\s+(?:hereby\s+)?(?:extended|renewed)\b/i;
/** The day it is extended to: "... to", "... until", "... through". */
const EXTENDED_TO = /\b(?:to|until|through)\s+$/i;

/** "the earlier of (a) ... or (b) June 30, 2027": the end comes by that date at the latest (not "the later of"). */
const EARLIER_OF = /\bthe\s+(?:earlier|earliest)\s+of\b/i;
/** The same said after the list: "until the completion of the study or 31 December 2029, whichever is earlier". */
const WHICHEVER_FIRST =
  /\bwhichever\s+(?:is|occurs|comes|shall\s+occur|happens)\s+(?:earlier|earliest|first|sooner)\b/i;
/** What opens a later item of such a list: "(b)", "(ii)", ", or". */
const LATER_ITEM = /(?:\(\s*(?:[b-e]|ii|iii|iv|[2-5])\s*\)|,?\s\bor)\s*$/i;

/** The date that opens a later item of a list ("... used, or (b) June 30, 2027"), within the sentence's next words. */
function dateListedLater(after: string): string | null {
  const date = findDates(after.slice(0, 200)).find((found) => LATER_ITEM.test(after.slice(0, found.index)));
  return date?.iso ?? null;
}

/**
 * "until the twentieth (20th) anniversary of the Effective Date", or of a date the sentence names first: "commencing
 * on February 3, 2025 and ending on the second anniversary thereof", or of a day the document names and dates
 * elsewhere (NAMED_DAY_ANNIVERSARY).
 */
function anniversaryEnd(text: string, effective: string | null, days: NamedDays = new Map()): string | null {
  const anniversary = ANNIVERSARY.exec(text);
  if (!anniversary) return namedDayAnniversary(text, days);
  const start = anniversary[3] ? (findDates(text.slice(0, anniversary.index)).at(-1)?.iso ?? effective) : effective;
  const years = anniversary[2] ? Number(anniversary[2]) : ordinalValue(anniversary[1]);
  return years && start ? addToDate(start, years, 'year') : null;
}

/** The anniversary of a day the document names and dates (NAMED_DAY_ANNIVERSARY); null where it dates none. */
function namedDayAnniversary(text: string, days: NamedDays): string | null {
  const anniversary = NAMED_DAY_ANNIVERSARY.exec(text);
  const day = anniversary && datedByName(anniversary[3], days);
  const years = anniversary && (anniversary[2] ? Number(anniversary[2]) : ordinalValue(anniversary[1]));
  return day && years ? addToDate(day, years, 'year') : null;
}

/**
 * A term that starts on an event still to come ("effective as of the date of physical completion", "shall commence
 * on the date upon which the Company delivers", "commencing on the Effective Date, which shall be the date of the opening
 * of the Restaurant", "shall commence on the date of the first commercial shipment of Product"): its length gives no
 * date to track until the event happens.
 */
const STARTS_ON_EVENT = new RegExp(
  String.raw`\b(?:effective|commenc\w*|begin\w*|start\w*)\s+(?:as\s+of|on|upon|from)\s+(?:that|the)\s+date\s+(?:\(the\s+"[^"]{1,30}"\)\s+)?(?:(?:that|on\s+which|upon\s+which|when)\s+(?![^.;]{0,60}\b(?:sign|execut))|the\s+(?!date\b)[a-z]+\s+(?:becomes|is|has)\b|of\s+(?!(?:this|the)\s+(?:agreement|contract)|execution|signing|signature|its\s+execution|the\s+last\s+signature)(?:[a-z]+\s+(?:completion|delivery|deliveries|launch|approval|closing|installation|acceptance)\b|the\s+(?:first\s+)?(?:commercial\s+)?(?:shipment|sale)\b))|\b(?:Effective|Commencement)\s+Date,?\s+which\s+(?:shall\s+be|is|means)\s+the\s+(?:date|day)\s+(?:of\s+(?:the\s+)?(?:opening|completion|launch|closing|delivery|installation|acceptance)\b|on\s+which|upon\s+which|when)`,
  'i',
);

/**
 * A commencement (or effective) date given by an event, as a lease's key terms give it: "Commencement Date: The later
 * of (a) March 1, 2026 or (b) the date the Tenant Improvements are substantially completed", "'Commencement Date' means
 * the date on which", "the Effective Date, which shall be the date of the opening of the Restaurant". A term of some
 * length from it has no date to track yet. Not "the earlier of (a) the date Comware orders ... or April 15, 2000": a
 * start no later than a date, from which a length gives a date to track.
 */
const COMMENCES_ON_EVENT =
  /\b(?:Commencement|Effective)\s+Date"?\s*(?:,\s*which\s+)?(?::|(?:shall\s+)?means?|is|shall\s+be)\s*(?:the\s+)?(?:later\s+of\b|(?:date|day)\s+(?:on\s+which|upon\s+which|that|when)\s+(?![^.;]{0,60}\b(?:sign|execut))|(?:date|day)\s+of\s+(?:the\s+)?(?:opening|completion|launch|closing|delivery|installation|acceptance)\b)/gi;
/**
 * The event's day then given, in the clause that names it: "Commencement Date: the date of delivery, which is April 5,
 * 2027", "the date the Equipment is installed, which the parties expect will be 1 March 2027". Such a start is dated.
 */
const THEN_DATED = new RegExp(String.raw`^[^.;]{0,80}?${WHICH_IS}(?:${MONTH_NAME}|\d)`, 'i');
export const commencesOnEvent = (doc: PreparedDocument) =>
  [...doc.flat.matchAll(COMMENCES_ON_EVENT)].some(
    (event) => !THEN_DATED.test(doc.flat.slice(event.index + event[0].length)),
  );

/**
 * '"Contract Year" means each period of twelve (12) months commencing on the Effective Date' (or without quotes, as a
 * name set in bold alone is given): the name defined. The year's length in words, digits or both ("twelve months", "12
 * months", "one year"); the day it starts on under the names a drafter gives the day the term starts ("the
 * Commencement Date", "the Start Date"), counted from the effective date as the anniversaries of those days are; or a
 * day written with its year that is the effective date ("beginning on April 1, 2027").
 */
const YEAR_DEFINITION = new RegExp(
  String.raw`"?((?:Contract\s+|Agreement\s+|License\s+|Lease\s+)?Year)"?\s+(?:shall\s+)?means?\b[^.;"]{0,40}?\b(?:twelve(?:\s*\(12\))?|12|one\s*(?:\(1\)\s*)?[\s-]year)[^.;"]{0,40}?\b(?:commencing|beginning|starting|from)\s+(?:on\s+)?(?:the\s+)?(?:(?:Effective|Commencement|Start)\s+Date|(${MONTH_DAY})|(?=[^.;]{4,20}?(?:19|20)\d{2}))`,
  'i',
);

/**
 * "upon the end of Year 3", "at the expiration of the third Contract Year", "shall consist of five (5) Contract Years":
 * how many such years the term runs.
 */
function definedYearsEnd(text: string, yearName: string | undefined, effective: string | null): string | null {
  if (!yearName || !effective) return null;
  const name = yearName.replace(/\s+/g, '\\s+');
  const end = new RegExp(
    `\\b(?:end|expiration|expiry|last\\s+day)\\s+of\\s+(?:the\\s+)?(?:${name}\\s+(\\d{1,2}|${NUMBER_WORD})\\b|(${TERM_ORDINAL}|\\d{1,2}(?:st|nd|rd|th))(?:\\s*\\(\\d{1,2}(?:st|nd|rd|th)?\\))?\\s+${name}\\b)`,
    'i',
  ).exec(text);
  const count = !end && new RegExp(`\\b${QUANTITY}\\s+${name}s\\b`, 'i').exec(text);
  const years = end
    ? end[1]
      ? parseNumberWords(end[1])
      : ordinalValue(end[2])
    : count && quantityValue(count.slice(1, 5));
  return years ? addToDate(effective, years, 'year') : null;
}

/** "the last day of the month fifteen (15) years from the Effective Date" (franchise schedules). */
const MONTH_END_AFTER = new RegExp(
  `\\blast\\s+day\\s+of\\s+the\\s+(?:calendar\\s+)?month\\s+(?:that\\s+is\\s+|in\\s+which\\s+(?:falls\\s+)?)?${QUANTITY}\\s+(years?|months?)\\s+(?:from|after|following)\\s+(?:the\\s+)?(?:Effective|Commencement)\\s+Date`,
  'i',
);

/**
 * "the last day of the twenty-fourth (24th) full calendar month following the Effective Date", "the last day of the
 * twelfth full calendar month thereafter" (supply and services drafting): the first full month is the one after the
 * start's, so the Nth ends N months after the start's month.
 */
const COUNTED_MONTH_END = new RegExp(
  String.raw`\blast\s+day\s+of\s+the\s+([a-z]+(?:-[a-z]+)?|\d{1,3}(?:st|nd|rd|th))(?:\s*\(\s*(\d{1,3})(?:st|nd|rd|th)?\s*\))?\s+(?:full\s+)?(?:calendar\s+)?month\s+(?:(?:following|after)\s+(?:the\s+)?(?:Effective|Commencement)\s+Date|thereafter)\b`,
  'i',
);

/**
 * "the last day of the month in which the second anniversary of the Effective Date occurs": the end of the month an
 * anniversary falls in.
 */
const ANNIVERSARY_MONTH_END = new RegExp(
  String.raw`\b(?:last\s+day|end)\s+of\s+the\s+(?:calendar\s+)?month\s+(?:in|during)\s+which\s+(?:occurs\s+|falls\s+)?the\s+([a-z]+(?:-[a-z]+)?|\d{1,2}(?:st|nd|rd|th))(?:\s*\(\s*(\d{1,2})(?:st|nd|rd|th)?\s*\))?\s+anniversary\s+of\s+(?:the\s+)?(?:Effective|Commencement)\s+Date\b`,
  'i',
);

/** Each such month end in `text`, counted from `start`, with where its words stand. */
export function countedMonthEnds(text: string, start: string | null): { iso: string; index: number; end: number }[] {
  if (!start) return [];
  const counted = (pattern: RegExp, unit: 'month' | 'year', most: number) =>
    [...text.matchAll(new RegExp(pattern, 'gi'))].flatMap((match) => {
      const amount = match[2] ? Number(match[2]) : ordinalValue(match[1]);
      return amount && amount <= most
        ? [{ iso: endOfMonth(addToDate(start, amount, unit)), index: match.index, end: match.index + match[0].length }]
        : [];
    });
  return [...counted(COUNTED_MONTH_END, 'month', 600), ...counted(ANNIVERSARY_MONTH_END, 'year', 50)];
}

/**
 * "until the end of the forty-eighth (48th) month thereafter", "the expiration of the thirty-sixth month following the
 * Effective Date": months counted from the start, not calendar months (those are COUNTED_MONTH_END's), so the term
 * ends that many months after it.
 */
const MONTHS_COUNTED_END = new RegExp(
  String.raw`\b(?:end|expiration|expiry)\s+of\s+the\s+([a-z]+(?:-[a-z]+)?|\d{1,3}(?:st|nd|rd|th))(?:\s*\(\s*(\d{1,3})(?:st|nd|rd|th)?\s*\))?\s+month\s+(?:(?:following|after)\s+(?:the\s+)?(?:Effective|Commencement)\s+Date|thereafter)\b`,
  'i',
);

function monthEndAfter(text: string, effective: string | null): string | null {
  if (!effective) return null;
  const counted = countedMonthEnds(text, effective)[0];
  if (counted) return counted.iso;
  const months = MONTHS_COUNTED_END.exec(text);
  const monthCount = months && (months[2] ? Number(months[2]) : ordinalValue(months[1]));
  if (monthCount && monthCount <= 600) return addToDate(effective, monthCount, 'month');
  const match = MONTH_END_AFTER.exec(text);
  const amount = match && quantityValue(match.slice(1, 5));
  if (!match || !amount) return null;
  return endOfMonth(addToDate(effective, amount, match[5].toLowerCase().startsWith('year') ? 'year' : 'month'));
}

/**
 * A label whose value is the contract's own length, however short: "Hire period: 14 days from 3 March 2027", "Term: 2
 * weeks", a poster campaign's "Campaign: 2 weeks from 14 June 2027" (or after what a hire is of: "Snowboard hire:
 * board, boots and helmet, 6 days from Sunday 14 February 2027"). Elsewhere a length under four weeks is a notice's, a
 * payment's or a cure's, never a term's.
 */
const SHORT_TERM_LABEL =
  /\b(?:(?:(?:hire|rental|contract|agreement|engagement|booking)\s+period|term|duration|campaign|hire|booking)\s*:|(?:hire|rental|booking)\s*:\s*[^.;:]{1,60}?,)\s*$/i;

/** A trial a short length measures, its first term: a childminder's "a two-week settling-in trial". */
const A_TRIAL_AFTER = /^\s+(?:(?:free|settling[\s-]in|introductory)\s+)?trial\b/i;
/** A trial's or settling-in period's length after its name: a nursery's "a settling-in period of two weeks". */
const A_TRIAL_BEFORE = /\b(?:trial|settling[\s-]in)\s+period\s+of\s+$/i;

/** "every" or "each" right before a length: a cycle's ("every 4 weeks", "each 12 months"). */
const EVERY_BEFORE = /\b(?:every|each)\s+$/i;
/** A renewal's verb right before a length: "will automatically renew for a period of twelve (12) months". */
const RENEWS_FOR_BEFORE =
  /\b(?:renew(?:s|ed)?|be\s+renewed)\s+(?:automatically\s+)?for\s+(?:a\s+(?:further\s+|additional\s+)?(?:period|term)\s+of\s+)?$/i;

/**
 * A length counted "from and including" its first day, as English leases count it ("five years from and including 25
 * March 2027"): its first day is one of its own, so it ends the day before the anniversary (24 March 2032).
 */
const FROM_AND_INCLUDING = /^\s*,?\s*(?:commencing\s+)?from\s+and\s+including\b/i;
/**
 * A year's term said by its adjective and the day it runs from, with no length counted: "annual licence from 1 May
 * 2027", "Your annual membership starts on 1 March 2027", an order's "annual term starting 12 December 2026" (a year,
 * as "12-month licence from" is).
 */
const ANNUAL_TERM_FROM =
  /\bannual\s+(?:licen[cs]e|subscription|membership|contract|plan|policy|pass|permit|retainer|term)\s+(?:(?:starts?|starting|commences?|commencing|begins?|beginning|runs?|running)\s+(?:on\s+|from\s+)?|(?:on|from)\s+)(?:and\s+including\s+)?(?=\d|[A-Z])/gi;

/** The end of a year's term said "annual licence from" a day: the anniversary (the day before, "from and including"). */
function annualTermEnd(text: string): string | null {
  for (const match of text.matchAll(ANNUAL_TERM_FROM)) {
    const start = findDates(text.slice(match.index + match[0].length))[0];
    if (start?.index !== 0) continue;
    const end = addToDate(start.iso, 1, 'year');
    return /and\s+including\s+$/i.test(match[0]) ? addToDate(end, -1, 'day') : end;
  }
  return null;
}

/**
 * The end of the initial term stated in one sentence, counted from `effective` when it is a duration; a bare length
 * ("Subscription Term: 36 months") from `namedStart` instead, the day the document names as the start, if any. `next`
 * is the sentence after it, which may run on after a trial or a probation this one states (RUNS_ON_AFTER_THE_TRIAL),
 * making that its first term.
 */
export function endFromSentence(
  sentence: Sentence,
  effectiveDate: string | null,
  yearName?: string,
  namedStart: string | null = null,
  days: NamedDays = new Map(),
  next = '',
): string | null {
  const text = sentence.text;
  const effective = STARTS_ON_EVENT.test(text) ? null : effectiveDate;
  const explicit = explicitEnd(text);
  if (explicit) return explicit;
  const calendarYear = calendarYearEnds(text, effective)[0];
  if (calendarYear) return calendarYear.iso;
  const anniversary = anniversaryEnd(text, effective, days);
  if (anniversary) return anniversary;
  const yearAnniversary = YEAR_ANNIVERSARY.exec(text);
  if (yearAnniversary && effective) {
    const years = quantityValue(yearAnniversary.slice(1, 5));
    if (years) return addToDate(effective, years, 'year');
  }
  if (END_OF_CALENDAR_YEAR.test(text) && effective) return `${effective.slice(0, 4)}-12-31`;
  const countedEnd = definedYearsEnd(text, yearName, effective) ?? monthEndAfter(text, effective);
  if (countedEnd) return countedEnd;
  for (const match of text.matchAll(new RegExp(TERM_LENGTH, 'gi'))) {
    const duration = durationFrom(match.slice(1));
    const short = duration?.unit === 'day' && duration.amount < 28;
    const shortTerm =
      SHORT_TERM_LABEL.test(text.slice(Math.max(0, match.index - 80), match.index)) ||
      A_TRIAL_AFTER.test(text.slice(match.index + match[0].length)) ||
      A_TRIAL_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index));
    if (!duration || (short && !shortTerm)) continue;
    if (aboutOtherPeriod(RUNS_ON_AFTER_THE_TRIAL.test(next) ? withoutProbation(text) : text, match.index)) continue;
    // "every 4 weeks, starting Tuesday 9 March 2027": a cycle's length, not the term's.
    if (EVERY_BEFORE.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    // "... will automatically renew for a period of twelve (12) months": the renewal's length, not the term's.
    if (RENEWS_FOR_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
    // "two (2) years and six (6) months": both count.
    const goingOn = lengthGoingOn(text, match.index + match[0].length, duration);
    const length = (goingOn?.end ?? match.index + match[0].length) - match.index;
    // "thirty (30) days' written notice" is a notice period, not a term (as the notice readers read it; not a term
    // on the line before an order form's "Notice of non-renewal:"), and "a month-to-month basis" periods running on.
    const after = text.slice(match.index + length, match.index + length + 40);
    if (noticeFollows(after) || TO_PERIOD.test(after)) continue;
    if (namedNotCounted(text, match.index, match[0])) continue;
    const start = durationStart(text, match.index, length, effective, effective && namedStart, days, next);
    if (!start) continue;
    const end = addToDate(start, duration.amount, duration.unit);
    const counted = goingOn ? addToDate(end, goingOn.duration.amount, goingOn.duration.unit) : end;
    return FROM_AND_INCLUDING.test(after) ? addToDate(counted, -1, 'day') : counted;
  }
  return annualTermEnd(text) ?? paymentsEnd(text);
}

/**
 * A lease or a hire counted in its monthly payments from a day, as finance houses write it: "48 monthly rentals of £540
 * commencing 3 May 2027", "Tractor lease: 48 monthly payments of £1,150 from 1 August 2027". It runs as many months
 * from that day. Group: the count.
 */
const MONTHLY_PAYMENTS_FROM = new RegExp(
  String.raw`\b(\d{1,3})\s+(?:consecutive\s+)?monthly\s+(?:payments|rentals|instal?ments|repayments)\b(?:\s+of\s+\S{1,15}(?:\s+\+\s*VAT)?)?,?\s+(?:commencing|starting|beginning|from)\s+(?:on\s+)?`,
  'i',
);
function paymentsEnd(text: string): string | null {
  // Instalments for a policy that runs between days of its own ("10 monthly instalments of £84.50 starting 1 August
  // 2027 for your policy running 1 July 2027 to 30 June 2028") are not the term: only the payments' day is given.
  const dates = findDates(text);
  const payments = dates.length === 1 && MONTHLY_PAYMENTS_FROM.exec(text);
  return payments && dates[0].index === payments.index + payments[0].length
    ? addToDate(dates[0].iso, Number(payments[1]), 'month')
    : null;
}

/** The name a contract gives its years ("Contract Year"), when it counts its term in them. */
export function definedYearName(doc: PreparedDocument, effective: string | null): string | undefined {
  const definition = YEAR_DEFINITION.exec(doc.flat);
  // Years beginning on a day written with its year ("beginning on April 1, 2027") count from it only where it is the
  // effective date.
  if (definition && !definition[2] && !/\bDate$/i.test(definition[0])) {
    const after = definition.index + definition[0].length;
    const from = findDates(doc.flat.slice(after, after + 30))[0];
    return from?.index === 0 && from.iso === effective ? definition[1] : undefined;
  }
  if (!definition?.[2]) return definition?.[1];
  // Years "beginning on July 1" are counted so only from an effective date that is a July 1.
  return effective && lastMonthDayBy(definition.slice(3, 7), effective) === effective ? definition[1] : undefined;
}

/**
 * Whether a sentence says the term has no end; not one that runs on after a term until ended ("After the minimum period
 * the rental continues until cancelled"): that term ends, and what follows is an evergreen renewal.
 */
const RUNS_ON_AFTER = new RegExp(AFTER_THE_TERM, 'i');
export const saysPerpetual = (text: string) => statesPerpetual(text) && !RUNS_ON_AFTER.test(text);

/** Whether a sentence says the term starts on an event still to come ("effective as of the date of completion"). */
export const startsOnEvent = (text: string) => STARTS_ON_EVENT.test(text);

/** A term of some length that starts on an event still to come has no end date yet: any date would be a guess. */
export const startsOnEventWithDuration = (text: string) => startsOnEvent(text) && new RegExp(DURATION, 'i').test(text);

/**
 * The date of a day named in a phrase, by its longest tail the document dates: in capitals the name cannot be told from
 * the words before it ("FROM THE LAUNCH DATE"), so "launch date" is found by dropping "from the".
 */
function datedByName(phrase: string, days: NamedDays): string | null {
  const words = phrase.trim().split(/\s+/);
  for (let first = 0; first < words.length - 1; first++) {
    const dated = days.get(dayKey(words.slice(first).join(' ')));
    if (dated) return dated;
  }
  return null;
}

/** Outside the term clauses: an explicit end anywhere ("The Joint Venture ... shall be effective until"). */
export function endAnywhere(
  doc: PreparedDocument,
  effectiveDate: string | null,
): { value: string; sentence: Sentence } | null {
  // In a short document, a range of what a term can be is read too ("Trade stand booking for the County Show, 14–16
  // July 2027"), where the clause model ranks its sentence nowhere; not in a long one, whose words of a term name its
  // plans and periods too ("The Business Plan relating to Contract Year ending Oct 31, 1999 will be agreed").
  const ranges = isShortDocument(doc);
  for (const sentence of doc.sentences) {
    const text = sentence.text;
    if (definesOtherThanTerm(text) || speaksOnlyOfAnotherInstrument(doc, text) || speaksOfSomethingElse(text)) continue;
    const cued = RUNS_OR_ENDS.test(text) || /\bterms?\b|\bperiod\b|\bdate\s*:/i.test(text);
    if (!cued && !(ranges && RANGE_OF.test(text))) continue;
    const end =
      explicitEnd(sentence.text) ??
      anniversaryEnd(sentence.text, effectiveDate) ??
      monthEndAfter(sentence.text, effectiveDate);
    if (end) return { value: end, sentence };
  }
  return null;
}

/**
 * The agreement, the contract or its term named, or the document by its own name: "This licence is perpetual" (not
 * "The license granted in Section 2 is perpetual", a grant's); or an order's field of the licence it sells, "Licence:
 * perpetual, worldwide, non-exclusive", "Licence type: Perpetual"; or the registration a regulator's letter grants
 * ("The registration remains in force until cancelled").
 */
const NAMES_OUR_DOCUMENT = new RegExp(
  String.raw`\b(?:agreement|contract)|term\b|\b(?:the|this|your)\s+registration\b|\bthis\s+(?:${DOCUMENT_NOUN})\b|^(?:[\w-]+\s+)?licen[cs]e(?:\s+(?:type|duration|period|validity))?\s*:\s*perpetual\b`,
  'i',
);

/**
 * The agreement, or the plan, licence, membership, subscription or registration it sells or grants, said outright never
 * to end: "Your funeral plan is paid in full and does not expire", "This agreement has no fixed duration", "Membership
 * of the corporate programme is free and has no fixed term", a council's "Registration is a one-off and does not
 * expire", a society's "Your membership began on 3 March 2027 and has no end date" (or "Your membership of the
 * allotment society has no end date") (or "Your registration with the practice began on ... and has no expiry date");
 * the thing itself the subject, or "It" opening its sentence for what the one before names ("Your lasting power of
 * attorney was registered on 9 February 2027. It has no expiry date."), so that what some other obligation of it does
 * ("the confidentiality obligations under this Agreement shall not expire") is not.
 */
const SAYS_IT_NEVER_ENDS =
  /(?:(?:\b(?:this|the|your)\s+(?:[\w-]+\s+){0,4}?|^\s*(?:[-•*·▪]\s+)?)(?:agreement|contract|plan|licen[cs]e|membership|subscription|registration)(?:\s+of\s+(?:the|this|our|your)\s+(?:[\w-]+\s+){0,3}?(?:programme|program|scheme|club|plan|society|association)|\s+with\s+(?:us|(?:the|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+))?|^\s*It)\s+(?:(?:is|has\s+been|began|begins|started|starts|commenced|commences)\s+[^.;]{1,40}?\s+and\s+)?(?:(?:does|will|shall)\s+not\s+expire|never\s+expires|has\s+no\s+(?:fixed\s+|set\s+|definite\s+)?(?:duration|term|end\s+date|expiry(?:\s+date)?|expiration\s+date))\b/i;

/**
 * An order's row for the licence it sells, one of its values a perpetual licence: "Desktop font licence: Brevier Sans
 * family, 5 users, perpetual licence, one-off fee €390". What a row sells is no grant inside a longer agreement.
 */
const LICENCE_ROW_PERPETUAL = /^(?:[\w-]+\s+){0,3}licen[cs]e\s*:[^.;:]{0,80}?,\s*perpetual\s+licen[cs]e\b/i;
/**
 * Lifetime access the reader now has ("You now have lifetime access to 'Watercolour Basics'"), or an account that
 * "stays open until you close it" (or "was opened on 5 May 2026 and remains open until you close it", a business
 * account that "has no end date and stays open until you ask us to close it", a water supply account that "stays open
 * until you tell us you're moving out"): neither ends.
 */
const YOURS_WITHOUT_END =
  /\byou\s+(?:now\s+)?have\s+lifetime\s+access\b|\b(?:the|your)\s+(?:[\w-]+\s+){0,2}account\b[^.;]{0,60}?\b(?:stays|remains)\s+open\s+until\s+you\s+(?:(?:(?:ask|tell|instruct)\s+us\s+to\s+)?close\s+it\b|(?:tell\s+us\s+(?:that\s+)?you(?:['’]re|\s+are)\s+)?(?:moving|move)\s+out\b)/i;

/**
 * What runs on after a term the sentence names: "After the minimum term it continues until either of us ends it" ends
 * when that term does, unknown as its start may be; so does "Your 12-month minimum with us ends on 31 July 2027, after
 * which your contract carries on indefinitely", or after a trial period ("after the trial period the agreement
 * continues until either party ends it"). (Not a bare "thereafter", which may follow only the signing: "will continue
 * in effect thereafter until terminated".)
 */
const AFTER_A_NAMED_TERM =
  /\b(?:after|following|on\s+(?:the\s+)?(?:expiry|end)\s+of)\s+(?:the\s+|its\s+|your\s+)?(?:initial|minimum|fixed|first|trial)\s+(?:term|period)\b|\b(?:after|following)\s+which\b/i;

/** A sentence anywhere that says the agreement (or the contract, or its term, or the document) runs without end. */
export function perpetualAnywhere(doc: PreparedDocument): Finding<'perpetual'> | null {
  const perpetual = doc.sentences.find(
    (s) =>
      ((statesPerpetual(s.text) && !AFTER_A_NAMED_TERM.test(s.text) && NAMES_OUR_DOCUMENT.test(s.text)) ||
        SAYS_IT_NEVER_ENDS.test(s.text) ||
        LICENCE_ROW_PERPETUAL.test(s.text) ||
        YOURS_WITHOUT_END.test(s.text)) &&
      !NOT_OUR_TERM.test(s.text),
  );
  return perpetual ? { value: 'perpetual', evidence: evidenceOf(perpetual) } : null;
}
