import { withOtherInstrumentsNamed } from '../text/own-names';
import { HEADING_RUN_IN } from '../text/capitals';
import { anyOf } from '../text/any-of';
import { rememberedByText } from '../text/remembered';
import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { sentenceBefore, type Sentence } from '../text/sentences';
import { findDates } from './dates';
import { DURATION, durationFrom, renewalDurationsIn, toDays, toMonths } from './durations';
import { noticeFollows } from './notice-words';
import { extensionMonthsInSum } from './options-as-sums';
import { askedOfAnother, needsAnothersConsent } from './renewal-consent';
import { BILLED_ON_A_DAY_AFTER_A_MONTHS_PRICE, ON_A_DAY_EACH_YEAR } from './renewal-date';
import { renewalPriceMonths } from './renewal-length-elsewhere';
import { withTheTermNamed } from './term-name';
import {
  AGREEMENT_NOUNS,
  DESIRE_TO_RENEW,
  NOTICE_TO_RENEW,
  FOR_AN_INDEFINITE_PERIOD,
  OPEN_TO_TERMINATION_ON_NOTICE,
  inRenewalWords,
  NO_RENEWAL_FIELD,
  WILL_NOT,
  IS_NOT_RENEWED,
  OF_ITSELF,
  OFFERED_NEW_TERM,
  OFFERED_RENEWAL,
  onlySetsRenewalAside,
  OTHER_INSTRUMENTS,
  PERIOD_TO_PERIOD,
  RENEWAL_FIELD_AUTOMATIC,
  ROLLS_ONTO_A_PLAN,
  RUNS_ON_AFTER_THE_TERM_PARTS,
  AFTER_THE_TERM,
  NAMED_INITIAL_TERM,
  THEN_BY_THE_PERIOD,
  speaksOfRenewal,
  withContinueInOtherWords,
  withoutNamedEvergreen,
  EVERY_FEW_WEEKS_OR_MONTHS,
  extendsOnceHereby,
  ROLLING_CONTRACT,
  MONTHLY_WITHOUT_MINIMUM,
  UNTIL_ENDED,
  ROLLING_PERIOD,
  everyPeriodUntilCancelled,
  EVERY_PERIOD_UNTIL_CANCELLED,
  A_MONTH_AFTER_A_PRICE,
  PRICE,
  PRICE_A_MONTH_OR_YEAR,
  priceAPeriod,
} from './renewal-cues';

/**
 * An automatic renewal in the words contracts and vendors use; "renew(s) ... automatically" with its object between
 * ("we will renew it automatically", a TV licence's "we will renew your licence automatically").
 */
const AUTO_RENEWAL =
  /\b(?:automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend|continue)|auto-?renew\w*|renew(?:ed|s)?\s+(?:(?:it|them|your\s+(?:[\w-]+\s+){0,2}[\w-]+)\s+)?automatically|extended\s+automatically|continue[sd]?\s+automatically\s+(?:after|upon|following|thereafter|for)\b|automatic\s+(?:renewal|extension)|(?:(?:shall|will)\s+(?:thereafter\s+)?(?:be\s+)?(?:renew(?:ed)?|extend(?:ed)?|continue)|renews|extends|continues|(?<!\b(?:if|where|when|whether|once|should|unless)\s+(?:this|the|such|it)\s+(?:\w+\s+)?(?:agreement|term|contract)?\s*)is\s+(?:automatically\s+|tacitly\s+)?(?:renewed|extended))\s+(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:for|by|on)\s+(?:(?:an?|one|two|three|\d+)\s+)?(?:successive|additional|consecutive|further|subsequent|renewal)|(?:successive|consecutive)\s+(?:renewal\s+)?(?:terms?|periods?)\s+of|evergreen\s+(?:basis|renewal|term|clause)|renewed\s+tacitly|unless\s+(?:a\s+)?(?:written\s+)?notice\s+of\s+non-?renewal|(?:shall|will)\s+be\s+extended\s+(?:for|by)\s+(?:an?\s+)?(?:additional\s+|further\s+)?(?:\d+|one|two|three)[\s-]*(?:\(\d+\)\s*)?[\s-]*(?:year|month)|tacit(?:ly)?\s+renew\w*|(?:extends|renews|(?<!\b(?:if|where|when|whether|once|should|unless)\s+(?:this|the|such|it)\s+(?:\w+\s+)?(?:agreement|term|contract)?\s*)is\s+(?:automatically\s+|tacitly\s+)?(?:extended|renewed))\s+(?:automatically\s+)?by\s+(?:a|an|one|another|two|three|\d+|[\w-]+\s+\(\d+\))\s+(?:further\s+|additional\s+)?(?:years?|months?|periods?)\b|roll(?:s|ed)?\s+over\s+for|(?:renews|(?:shall|will)\s+(?:automatically\s+)?(?:be\s+)?renew(?:ed)?|is\s+(?:automatically\s+)?renewed)\s+(?:automatically\s+)?for\s+another\b|(?:renews|renewing|(?:shall|will)\s+(?:be\s+)?renew(?:ed)?|is\s+renewed)\s+(?:(?:each|every)\s+(?:year|month|quarter)|every\s+(?:two|three|four|five|\d+)\s+(?:years|months)|annually|yearly|quarterly|monthly)\b)/i;
/**
 * A renewal on a day of each year or of each month, said by the verb or its participle: "The membership renews on 1
 * July each year", a row's "annual fee £480, renewing each year on 1 October", "renews on the 3rd of each month". The
 * renewal comes on the day by itself; a party's "may renew on 1 July each year" is an option, read as one first.
 */
const RENEWS_ON_A_DAY_EACH_PERIOD = new RegExp(
  String.raw`(?=\b(?:renews|renewing|renewed|renew)\b)(?:${ON_A_DAY_EACH_YEAR.source})|\b(?:renews|renewing|renewed|renew)\s+(?:automatically\s+)?(?:on\s+the\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+)?of|same\s+(?:date|day)\s+(?:of\s+)?)\s*(?:each|every)\s+month|(?:each|every)\s+month\s+on\s+the\s+\d{1,2}(?:st|nd|rd|th)?\b)`,
  'i',
);
/** Going on into the next year by itself: a lawn care program that "will automatically continue next year". */
const CONTINUES_NEXT_YEAR = /\b(?:will|shall)\s+(?:automatically\s+)?continue\s+(?:into\s+)?next\s+(?:year|season)\b/i;
/**
 * Running on in renewal periods without saying "renew": "continue in effect for successive one-year periods", "continue
 * automatically after the Initial Term for successive one-year periods", "continues annually", "continues monthly until
 * you cancel" (or fortnightly, as Australian memberships are billed, or a music teacher's lessons that "continue each
 * term unless half a term's notice is given"), "will continue on a monthly basis" (a month at a time, as "month to
 * month" runs, or "on a 12-month basis", a year at a time), "rolls on monthly after that" (or "every 4 weeks", as site
 * cabins are hired, or a phone system that "rolls monthly"), "shall continue for another Contract Year" (or "for like
 * periods of one (1) year"), a gym's "your membership rolls onto a monthly plan" (or moves, switches or reverts to
 * one), a lease that "will continue for a secondary period", and the periods after a term of its own: "shall continue
 * in force for ten (10) years from that date and thereafter for successive periods of two (2) years".
 */
const CONTINUES_IN_PERIODS = new RegExp(
  String.raw`\b(?:continu|remain)\w*\b[^.;]{0,100}?\band\s+thereafter\s+for\s+(?:(?:an?|one|two|three|\d+)\s+)?(?:successive|consecutive|further|additional|subsequent)\b|\b(?:continue|continues|remain|remains|roll(?:s|ed)?(?:\s+(?:over|on))?)\s+(?:automatically\s+)?(?:(?:after|upon|following)\s+(?:the\s+)?(?:\w+\s+){1,4}?)?(?:in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?\s+)?(?:thereafter\s+)?(?:(?:for|on)\s+(?:(?:an?|one|two|three|\d+)\s+)?(?:successive|additional|consecutive|further|subsequent)|for\s+another\s+(?:contract\s+|calendar\s+|lease\s+)?(?:year|term|period)\b|for\s+a\s+secondary\s+(?:period|term)\b|for\s+(?:an?\s+)?(?:like|similar|equal)\s+(?:contract\s+|calendar\s+|lease\s+)?(?:years?|terms?|periods?)\b|annually|yearly|monthly|quarterly|weekly|fortnightly|(?:each|every)\s+(?:year|month|quarter|term)|${EVERY_FEW_WEEKS_OR_MONTHS}|on\s+an?\s+(?:monthly|quarterly|annual|yearly|(?:\d{1,2}|one|three|six|twelve)[-\s]months?|(?:one|1)[-\s]year)\s+basis)\b|${ROLLS_ONTO_A_PLAN}`,
  'i',
);
/**
 * "Renew" and "be extended" take any period ("shall be renewed for one (1) year periods", "shall renew each year",
 * "will be extended for another year"): unlike "shall extend for five years" or "shall continue for one year",
 * which state how long the first term lasts, they cannot. "Is deemed renewed" needs no period.
 */
const RENEWS_FOR_A_PERIOD =
  /\b(?:(?:shall|will)\s+(?:(?:thereafter|then|automatically|tacitly)\s+)*(?:be\s+(?:(?:thereafter|automatically|tacitly)\s+)?(?:renewed|extended)|renew(?:\s+itself)?)(?:\s+automatically)?\s+(?:(?:for|by|on)\b[^.;]{0,40}?\b(?:years?|months?|periods?|terms?|annual|basis|anniversary)\b|each\s+year|annually|yearly)|\b(?:is|be|been)\s+deemed\s+(?:to\s+(?:be|have\s+been)\s+)?(?:renewed|extended))/i;
/**
 * Running on from one period to the next: "shall continue thereafter on a year to year basis", "shall be in effect
 * until December 31, 2023 and from year to year thereafter" (in force or in effect, as "remain" and "continue" say it),
 * "will become a periodic monthly tenancy", a key-terms row's "then rolling monthly" after a commitment's length (or a
 * row of its own, "Then: rolling monthly", among a membership's fields), an energy supplier's "you will move to our
 * out-of-contract rates on a rolling monthly basis", a phone line's row "out of contract, rolling every 30 days" (not
 * "out of contract, paying month to month", a price's period), one that runs or is kept "from 1 January 2027 on a
 * rolling annual basis", and a contract rolling by name ("30-day rolling contract").
 */
const YEAR_TO_YEAR = new RegExp(
  String.raw`\b(?:continue\w*|renew\w*|extend\w*|remain\w*|becom\w*|effective|thereafter|in\s+(?:full\s+)?(?:force|effect)|mov(?:e|es|ed|ing)\s+(?:on)?to|runs?|running|out\s+of\s+contract(?=\s*[,;]?\s+(?:and\s+)?(?:(?:now\s+)?on\s+an?\s+)?rolling\b)|from\s+(?=[^.;]{4,40}?\s+on\s+an?\s+rolling\b))\b[^.;]{0,80}?${PERIOD_TO_PERIOD}|\bthen\s*:?\s+(?:on\s+an?\s+)?${PERIOD_TO_PERIOD}|${ROLLING_CONTRACT}`,
  'i',
);
/** Running on from period to period anywhere in a sentence, or a contract rolling by name. */
const PERIOD_TO_PERIOD_ANYWHERE = new RegExp(`${PERIOD_TO_PERIOD}|${ROLLING_CONTRACT}`, 'i');
const MONTHLY_WITHOUT_MINIMUM_ANYWHERE = new RegExp(MONTHLY_WITHOUT_MINIMUM, 'i');
/**
 * Rolling (or continuing) by the period until or unless someone stops it, as written ("£340 per cupboard, rolling
 * yearly until cancelled", a health plan's "12-month minimum from 1 February 2027, then continues monthly until
 * cancelled", a newsletter tier's "$139 per month, renewing monthly until cancelled", a renewal each month rather than
 * an evergreen term); not a fee invoiced or a forecast kept "on a rolling monthly basis", nor one "rolling monthly
 * until the project ends".
 */
const ROLLING_UNTIL_STOPPED = new RegExp(
  String.raw`\b(?:rolling|continu(?:es|ing)|rolls?\s+on|renew(?:s|ing))\s+${ROLLING_PERIOD}\s+(?:${UNTIL_ENDED}|unless\b)`,
  'i',
);
/**
 * A renewal denied: "shall not be renewed", "does not auto-renew", "no automatic renewal" ("No auto-renewal."), "is
 * not automatically renewed", European drafting's "shall not be tacitly renewed". Not a
 * party's word that it will not renew, which stops a renewal that would happen: "unless a party tells the other ...
 * that it will not renew".
 */
const NO_AUTO_RENEWAL = new RegExp(
  String.raw`\b(?:(?<!\bthat\s+(?:it|they|such\s+party|the\s+(?:other\s+)?party)\s+)${WILL_NOT}\s+(?:be\s+)?${OF_ITSELF}(?:renew|extend)|${IS_NOT_RENEWED}|no\s+auto(?:matic)?[\s-]?(?:renewal|extension)|(?:no|without(?:\s+any)?)\s+(?:option|right)s?\s+(?:to|of)\s+(?:renew|extend)|not\s+(?:be\s+)?(?:renewed|extended)\s+(?:automatically|tacitly))`,
  'i',
);
/**
 * A grant's "no-cost extension", the extension of its project period without more funding: a term of art of research
 * and charitable grants, always of the period the grant runs for.
 */
const NO_COST_EXTENSION = String.raw`no[\s-]cost\s+extensions?\b`;
/**
 * Renewal at one party's choice: an option or right to renew or extend ("the option of renewing", "entitled to renew",
 * "entitled to two (2) renewal terms", "the right, exercisable in its sole discretion, to extend"), exercised by notice
 * or on request ("may request an extension of the Term"), or by choosing ("You can choose to renew your fixed-rate gas
 * contract"), or granted ("The Funder may, at its sole discretion, grant a no-cost extension"), or at one party's
 * discretion ("Any extension is at the Funder's sole discretion"), or a renewal on one party's notice of its wish to
 * renew (DESIRE_TO_RENEW); an agreement "renewable" for more terms, "extendable by the Lessee" or "renewable on
 * application"; a renewal option exercised ("Licensee may exercise the Renewal Option by delivering a Renewal Notice",
 * the option defined elsewhere).
 */
/**
 * A renewal on one party's word, said as a condition or as whose asking it is: "if the Tenant so requests", "should
 * Licensee so elect", "at the request of the Distributor" (not "if the parties so request", which both must).
 */
const ON_ONE_PARTYS_WORD = String.raw`\b(?:if|where|should)\s+(?!(?:the\s+|both\s+)?parties\b)(?:the\s+)?(?:[\w-]+\s+){1,2}?so\s+(?:requests?|elects?|wish(?:es)?|desires?|chooses?)\b|\b(?:upon|at|on)\s+the\s+(?:written\s+)?(?:request|election)\s+of\s+(?!(?:the\s+|both\s+)?parties\b)(?:the\s+)?[A-Z]\w*`;
const OPTION_RENEWAL = new RegExp(
  String.raw`${OFFERED_RENEWAL}|\b(?:(?:(?:shall|will)\s+be|is)\s+renewable|(?:renewable|extendable|extendible)\s+by\s+the\s+(?!parties\b)[\w-]+(?=\s+(?:for|at|on|upon|by|with|in)\b)|(?:renewable|extendable|extendible)\s+(?:on|upon)\s+(?:(?:written|an?|your|its)\s+)?(?:application|request)\b|exercis\w*\s+(?:the|its|his|her|their|such|any|each|an?)\s+(?:[\w-]+\s+)?(?:renewal|extension)\s+options?|(?:options?|rights?|election)(?:,[^,.;]{1,60},|,[^.;]{1,200}?,|\s+for\s+(?:the\s+)?[A-Z]\w*(?:\s+[A-Z]\w*)?)?\s+(?:to|of)\s+(?:renew|extend)|entitled\s+to\s+(?:renew|extend)|(?:entitled\s+to|(?:shall|will)\s+have|has)\s+(?:\w+\s+){0,2}(?:\(\d+\)\s+)?(?:(?:further|additional)\s+)?(?:renewal|extension)\s+(?:terms?|periods?|options?)|${DESIRE_TO_RENEW}|(?:upon|at)\s+(?:the\s+)?(?:\w+'s?|its)\s+(?:written\s+)?(?:request|election)|${ON_ONE_PARTYS_WORD}|(?:renew|extend)\w*[^.;]{0,60}?\bat\s+(?:the\s+)?\w+['’]s?\s+(?:sole\s+)?(?:option|election)|(?:renewals?|extensions?)\s+(?:(?:of|to)\s+[^.;]{1,40}?\s+)?(?:is|are|shall\s+be|will\s+be)\s+(?:entirely\s+)?at\s+(?:the\s+)?\w+['’]s?\s+(?:sole\s+|absolute\s+)?discretion|(?:renewed|extended)\s+at\s+(?:the\s+)?\w+['’]s?\s+(?:sole\s+|absolute\s+)?discretion|optional\s+(?:[\w()-]+\s+){0,3}(?:(?:renewal|extension)\s+(?:terms?|periods?|years?)|(?:renewals|extensions)\b)|\b(?:may|can),?\s+(?:at\s+its\s+(?:sole\s+)?(?:option|discretion),?\s+|[^,]{1,100},\s+)?(?:be\s+)?(?:renew|extend|(?:elect|choose)\s+to\s+(?:renew|extend)|request\s+(?:an?\s+|the\s+)?(?:renewal|extension)\s+of\b|grant\s+(?:an?\s+)?${NO_COST_EXTENSION})|(?:renew|extend)\w*\s+at\s+the\s+(?:sole\s+)?(?:option|election|discretion)\s+of|at\s+the\s+(?:sole\s+)?(?:option|election|discretion)\s+of)`,
  'i',
);
/**
 * A first refusal of the next period, or its renewal offered, as marinas, allotments and stadiums offer their holders:
 * "Berth holders are offered first refusal on their berth for the following year", "Existing licensees will be offered
 * renewal for the 2028/29 season".
 */
const OFFERED_THE_NEXT_PERIOD =
  /\b(?:first\s+refusal\s+(?:on|of|for|to)\s+(?:[\w'’-]+\s+){0,4}?|(?:will\s+be|are|is)\s+offered\s+(?:a\s+|the\s+)?(?:renewal|extension)\s+)for\s+the\s+(?:following|next|coming|\d{4}(?:\/\d{2,4})?)\s+(?:year|season|term)\b/i;
/**
 * A key-terms row that gives an option to extend or renew, as a public contract's summary sets it out ("Option to
 * extend: 1 + 1 years", "Extension options: 2 x 12 months", a call-off's "Optional extension: 1 + 1 years at the
 * Customer's discretion"): the contract's own, whatever the row names; not one that gives none ("Option to extend:
 * None").
 */
const OPTION_FIELD =
  /(?:^|[.:;]\s+|\s)(?:options?\s+to\s+(?:extend|renew)|(?:extension|renewal)\s+options?|optional\s+(?:extension|renewal)s?(?:\s+periods?)?)\s*:\s*(?!(?:none|no|nil|n\/?a|-)\b)\S/i;
/** A day written with its month's name, as a deadline is: "1 October 2027", "October 1, 2027". */
const A_DAY_IN_WORDS = String.raw`\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+,?\s+\d{4}|[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}`;
/**
 * Renewal only if both parties agree: a new decision, not a renewal the contract makes by itself (a renewal they are to
 * negotiate or discuss too, or its terms: "the parties shall then negotiate in good faith the terms of any renewal",
 * one that requires "the execution of a new agreement by both Parties", one a party may ask for that the other "may
 * grant or refuse" or "accepts", one "the parties may renew" or "may, no later than six (6) months before the end of
 * the Term, agree", one "on such terms as they may then agree", one whose parties "will discuss in good faith ... the
 * terms on which this Agreement might be renewed", or "shall negotiate exclusively and in good faith with the Licensee
 * regarding a possible renewal of this Agreement" (or "shall negotiate in good faith, no later than six (6) months
 * before the expiration of the Term, regarding a possible extension"), or may be continued "after the end of the Term
 * only by a new written agreement between the parties", or whose "continuation ... after the Term shall be agreed in
 * writing" (or "is subject to funding being confirmed and will be agreed in writing by both parties", or "shall not
 * renew except by a new order form signed by both parties", or a retainer "extended only by a new letter of engagement
 * signed by both of us"), a loan's "Any extension of the loan must be agreed in writing by the Lender", or a season's
 * "renewal for the 2028 season will be discussed by 1 October 2027", or a freelancer "happy to talk about extending it
 * if we both want to carry on"), or a van lease's "does not extend unless we agree an extension in writing", or a
 * library's "Any extension will be agreed with you before the end date"); one that waits on another's consent is read
 * by needsAnothersConsent.
 */
const MUTUAL_RENEWAL = new RegExp(
  String.raw`\b(?:(?:grant|accept|approve)\w*\s+or\s+(?:refuse|reject|decline|deny)|(?:refuse|reject|decline|deny)\w*\s+or\s+(?:grant|accept|approve)|(?:negotiat|discuss|consider|confer|talk)\w*\s+(?:in\s+good\s+faith\s+)?(?:(?:regarding|about|on|concerning|for)\s+)?(?:(?:the\s+)?(?:terms|conditions)\s+(?:of|for)\s+)?(?:(?:the\s+|an?\s+|any\s+|such\s+)?(?:possible\s+|potential\s+)?(?:renewal|extension)\b|(?:whether|if)\s+to\s+(?:renew|extend)|(?:renew|extend)ing\b)|mutual(?:ly)?\s+(?:written\s+)?(?:agree|consent)|upon\s+(?:the\s+)?(?:mutual|written)\s+agreement|if,?\s+(?:and\s+only\s+if,?\s+)?the\s+parties\s+(?:so\s+)?(?:agree|(?<=so\s+)(?:request|wish|elect|desire|decide))|by\s+(?:written\s+)?agreement\s+(?:of|between)\s+(?:both|the)\s+parties|unless\s+(?:both\s+|all\s+|the\s+)?parties\s+(?:mutually\s+|otherwise\s+|so\s+)?(?:agree|execute|sign|enter\s+into)|unless\s+(?:we|you\s+and\s+we|we\s+both)\s+(?:both\s+)?agree\b|(?:requires?|subject\s+to)\s+(?:the\s+|a\s+)?(?:(?:prior|mutual|written|new|fresh|separate|further)\s+){0,3}(?:agreement|consent)\s+(?:of|between|among)\s+(?:both|all|the)\s+parties|\bexcept\s+by\s+(?:a\s+)?(?:new|further|written)\s+[^.;]{0,30}?\bsigned\s+by\s+both\s+parties\b|as\s+(?:may\s+be\s+)?agreed\s+(?:upon\s+)?by\s+the\s+parties|parties\s+may(?:,\s*[^,.;]{1,120},)?\s+(?:mutually\s+)?agree|parties\s+may,?\s+(?:by|upon)\s+(?:mutual\s+)?(?:written\s+)?agreement\b|(?:common|joint)\s+(?:written\s+)?agreement|agreed\s+(?:to\s+)?(?:upon\s+)?by\s+both|(?:agreement|amendment|instrument|letter\s+of\s+engagement|engagement\s+letter)\s+(?:(?:duly|properly|validly|jointly)\s+)?(?:signed|executed)\s+by\s+(?:(?:the\s+)?(?:duly\s+)?authori[sz]ed\s+(?:representatives|officers|signatories)\s+of\s+)?(?:(?:both|all|each\s+of\s+the)\s+parties|both\s+of\s+us|us\s+both)|(?:execution|signing|signature)\s+of\s+(?:a\s+)?(?:new|further|separate)\s+(?:written\s+)?(?:agreement|contract|instrument)\s+by\s+(?:both|all|the)\s+parties|(?:renewed|extended)\s+(?:in\s+writing\s+)?by\s+(?:both|all|the)\s+parties\b|(?<!\bof\s)\b(?:the|both)\s+parties\s+may\s+(?:(?:jointly|together|mutually)\s+)?(?:renew|extend)|(?:on|upon)\s+(?:such\s+)?terms\s+(?:and\s+conditions\s+)?(?:as\s+(?:(?:they|the\s+parties)\s+)?(?:may\s+)?(?:then\s+)?(?:mutually\s+)?(?:agree|be\s+(?:mutually\s+)?agreed)|to\s+be\s+(?:mutually\s+)?agreed)|\baccept\w*\s+(?:the\s+|such\s+|its\s+|any\s+)?(?:renewal|extension|proposal|request)|(?:if|unless|provided\s+(?:that\s+)?)\s*the\s+other\s+part(?:y|ies)\s+(?:so\s+)?(?:accepts?|agrees?|consents?)|(?:renewed|extended)\s+(?:(?:(?:for|after|beyond)\s+[^.;]{1,50}?\s+)?only\s+)?by\s+(?:(?:a|the)\s+)?(?:(?:new|further|separate)\s+)?(?:written\s+)?(?:agreement|amendment)(?:\s+in\s+writing)?\b|(?:negotiate|discuss|consider|confer|agree)\w*\b[^.;]{0,80}?\bterms\s+(?:and\s+conditions\s+)?(?:on|upon|under)\s+which\s+(?:this\s+agreement|it|the\s+term)\s+(?:may|might|will|would|could|shall)\s+be\s+(?:renewed|extended)|(?:negotiate|discuss|confer)\w*\b[^.;]{0,120}?\b(?:regarding|about|concerning|on|as\s+to|with\s+respect\s+to|in\s+respect\s+of)\s+(?:the\s+|an?\s+|any\s+)?(?:possible\s+|potential\s+)?(?:renewal|extension)\s+of\s+(?:this\s+agreement|the\s+term)\b|\b(?:renewal|extension)(?:\s+of\s+(?:this|the|such|its)\s+(?:${AGREEMENT_NOUNS}|loan|hire|booking))?(?:\s+(?:after|beyond|past|for)\s+[^.;]{1,40}?)?(?:\s+is\s+subject\s+to\s+[^.;]{1,60}?\s+and)?\s+(?:shall|must|will|is\s+to|are\s+to)\s+be\s+(?:(?:mutually\s+)?agreed(?:\s+(?:upon|to))?|discussed|negotiated)(?:\s+in\s+writing)?(?:\s+(?:by|between)\s+(?:(?:both\s+|all\s+)?(?:the\s+)?(?:parties|[A-Z][\w-]+)|${A_DAY_IN_WORDS})|\s+with\s+(?:you|us|each\s+other))?(?:\s+(?:before|by|ahead\s+of)\s+(?:the|its)\s+(?:end|expiry)(?:\s+date)?)?\s*(?:[.;]|$))`,
  'i',
);
/** Whether a sentence about renewing leaves the renewal to both parties: in their words, or waiting on a consent. */
const renewedByBoth = (text: string) =>
  MUTUAL_RENEWAL.test(text) || needsAnothersConsent(text) || (askedOfAnother(text) && RENEWS_THE_AGREEMENT.test(text));

/**
 * A form's label for the contract's renewal or extension ("Extension:", "Renewal option:", "Call-Off optional
 * extension period:"): what its value renews is the contract ("Extension: the Buyer may extend by up to 12 months").
 */
const RENEWAL_LABEL = String.raw`\b(?:renewal|extension)s?(?:\s+(?:options?|terms?|periods?|rights?))?\s*:`;
/**
 * A length a thing is valid for, then renewable, with the thing for subject, as a registration's note sets it out:
 * "Sponsor's mark registration ...: valid for 10 years from 3 May 2027, renewable on application". Only a term runs so.
 */
const VALID_FOR_A_LENGTH_THEN_RENEWABLE = String.raw`\bvalid\s+for\s+(?:\d{1,2}|[a-z]+)\s+(?:months?|years?)\b[^.;]{0,60}?,?\s+(?:and\s+)?renewable\b`;
/**
 * An option must be to renew the agreement or its term (a franchise's too), not to extend some right, date or deadline
 * in it: the agreement is what the verb renews ("renew this Agreement", "renewal of the Term", "renew the Services for
 * a further term" (or "the Network Services", or a licence with its holder named, "extend the warden's licence for a
 * further year", or "renew the treatment room licence for another six months", or a grazing licence "for a further
 * season", but not a warranty's, an insurer's or a guarantee's), "extend this Licence for a second term", "renew the
 * Subscription", "renew the Consultant's engagement" (or a freelancer's "extend my engagement", "our engagement"),
 * "renew your fixed-rate gas contract" (two words before the noun), "renew the Executive's employment", "renew the
 * Distributor's appointment": what a subscription, an engagement letter, an employment or a distribution agreement
 * sells is itself; a public body's "Framework Period" is a framework agreement's term, a "Consultancy Period" a
 * consultancy's), what its renewal terms or options are of ("entitled to two renewal terms", "exercise the Renewal
 * Option"), or what comes before a verb with no other object ("the Term may be extended", "this Agreement ... Licensee
 * may renew for two further terms"; not "during the Term, extend the license to its Affiliates"); or the verb renews
 * for a further (a second, a new) term, which only an agreement has ("an option to renew for a further term of two (2)
 * years", "to extend for up to 2 further periods of 12 months"), or, with no object, for a further year or another ("It
 * may be extended for one additional year at the District's option": whose, its subject says; "To renew it for another
 * year, simply reply"; "The Client may extend it for a third year"), or options to renew are for a length ("two (2)
 * options to renew of five (5) years each", "the option to extend by up to 12 months", "two (2) optional one (1) year
 * extensions"), or it is extended by a length ("This engagement ends on 30 June 2028. The Client may extend it by six
 * months", or "by one further year"), or it is the reader's plan ("Renewal of this plan is at the discretion of
 * AquaServe"), or a council's concession, which is the grant's term ("The Council may extend the concession by up to
 * two years"), or a bank's facility ("The Bank may renew the Facility at its discretion"), or a thing valid for a
 * length and then renewable (VALID_FOR_A_LENGTH_THEN_RENEWABLE).
 */
const RENEWS_THE_AGREEMENT = new RegExp(
  String.raw`\b(?:renew\w*|extend\w*|extension)\s+(?:of\s+)?(?:this|the|such|its|my|our|your)\s+(?:[\w-]+(?:['’]s)?\s+){0,2}?(?:agreement|term|contract|lease|franchise|framework|engagement|employment|appointment|subscription|membership|concession|(?:overdraft\s+|credit\s+)?facility|period\s+of\s+performance|(?:performance|licen[cs]e|subscription|service|services|rental|contract|agreement|framework|consultancy|engagement)\s+period)\b|\b(?:renew|extend)\w*\s+(?:this|the|such|its|any|each|your)\s+(?:(?!(?:warranty|insurance|guarantee)\b)[\w-]+(?:['’]s)?\s+){0,2}?(?:services?|subscriptions?|licen[cs]es?)\s+for\s+(?:[\w-]+\s+(?:\(\d+\)\s+)?)?(?:further|additional|renewal|subsequent|successive|consecutive|second|third|new|another)\s+(?:[\w()-]+\s+){0,3}?(?:terms?|periods?|years?|months?|seasons?)\b|\b(?:renewal|extension)\s+(?:terms?|periods?|options?)\b|\b(?:renew|extend)\w*\s+(?:it\s+)?(?:(?:once|again|twice)\s+)?for\s+(?:up\s+to\s+)?(?:a|an|one|two|three|four|five|another|\d{1,2}|[\w-]+\s+\(\d+\))\s+(?:further|additional|subsequent|renewal|second|third|new)\s+(?:[\w()-]+\s+){0,3}?(?:terms?|periods?)\b|\b(?:renewal|(?:renew|extend)\w*(?:\s+it)?(?:\s+(?:once|again|twice))?)\s+for\s+(?:up\s+to\s+)?(?:a|an|one|another|[\w-]+\s+\(\d+\))\s+(?:further|additional)\s+(?:[\w()-]+\s+){0,3}?(?:years?|months?)\b|\b(?:renew|extend)\w*(?:\s+it)?\s+for\s+(?:another|a\s+(?:second|third|fourth|fifth))\s+(?:[\w()-]+\s+){0,2}?(?:years?|months?|terms?|periods?)\b|\b(?:agreement|term|contract|lease|franchise)\b[^.;]{0,60}?\b(?:renew(?:s|ed|able)?|extend(?:s|ed)?)\b(?!\s+(?:the|its|this|such|any|an?|his|her|their)\s)|\boptions?\s+to\s+(?:renew|extend)\b[^.;]{0,40}?\b(?:of|for|by)\s+(?:up\s+to\s+)?(?:an?\s+(?:additional|further)\s+)?[\w-]+\s+(?:\(\d+\)\s+)?(?:[\w-]+\s+)?(?:years?|months?)\b|\boptional\s+(?:[\w()-]+\s+){0,2}?(?:[\w-]+[\s-]|\(\d+\)\s+)(?:years?|months?)\s+(?:renewals?|extensions?)\b|${RENEWAL_LABEL}|\b${NO_COST_EXTENSION}|\b(?:renew|extend)\s+it\s+by\s+(?:(?:(?:a|one)\s+further|an\s+additional|another)\s+(?:[\w-]+\s+(?:\(\d+\)\s+)?)?|(?:up\s+to\s+)?[\w-]+\s+(?:\(\d+\)\s+)?)(?:years?|months?)\b|\b(?:renew\w*|extend\w*|extension)\s+(?:of\s+)?(?:this|your)\s+(?:[\w-]+\s+)?plan\b|${VALID_FOR_A_LENGTH_THEN_RENEWABLE}`,
  'i',
);
/**
 * A vendor's notice to a customer: "Your Creative Cloud annual plan, paid monthly, will renew on 12/15/2026", "starting
 * with your next renewal on April 1, 2027", an insurer's "Your car insurance renews on 2 January 2027" (or "Your cover
 * ends on ... and will renew automatically on ..."), a photo plan's "Your annual commitment renews on 22 October 2027",
 * "Your team's Business plan (25 seats) will renew on 15 March 2027", a registrar's "We'll renew northwindtraders.com
 * on Jan 20, 2027", a TV service's "Your Sports add-on renews every month on the 21st", and a team's own note, "our
 * contract with Lumen CRM renews on 1 April 2027", or a data vendor's "Your analytics seats (3 users) are up for
 * renewal on 30 June 2027" (not a plan only "up for renewal", whose next sentence says how it renews and for how long),
 * a marketplace's "Your fleet listing on VanShare Pro costs £49 a month and rolls monthly", a car park's "Your staff
 * car park permit ... renews automatically every three months", a family plan's "Your next billing date is November 30,
 * 2026" (or a tier's change that "takes effect at your next billing date, 11 December 2026", or a plan moved to annual
 * billing, "$312 per year, renewing each 1 January"). Said to "you" (or of "our" own), a plan or service renews by
 * itself; contracts do not write so, and a plan in a contract (a business or marketing plan) is not what renews.
 */
const YOUR_PLAN_RENEWS =
  /\b(?:your|our)\s+(?:[\w&’'-]+,?\s+){0,6}(?:(?:plan|subscription|membership|service|account|domain|licen[cs]e|contract|agreement|add-?on|bundle|seat|listing|commitment|permit)s?|polic(?:y|ies)|cover(?:age)?|insurance)\b(?:[^.;]|\.(?!\s)){0,100}?\b(?:will\s+(?:automatically\s+|auto-?)?renew|(?:auto-?)?renews|renewing\s+(?:automatically\s+)?(?:each|every|annually|yearly|monthly)\b|rolls\s+(?:over\s+|on\s+)?(?:monthly|annually|yearly|weekly)|is\s+set\s+to\s+(?:auto-?)?renew|(?:is|are)\s+due\s+for\s+renewal|(?:is|are)\s+up\s+for\s+renewal\s+on)\b|\byour\s+(?:next|upcoming)\s+(?:annual\s+|monthly\s+)?(?:renewal\s+(?:date\s+)?(?:is\s+)?on\b|(?:renewal|billing)\s+date(?:\s+is\s+(?:on\s+)?|\s*,\s*)(?=\d|[A-Z][a-z]+\s+\d))|\bwe(?:['’]ll|\s+will)\s+(?:automatically\s+)?renew\s+(?:your\s+)?(?:[\w.&'’-]+\s+){1,4}?on\b/i;
/**
 * Whatever the reader holds, said to renew by itself each period: "Your annual adoption of £36 starts on 14 April 2027
 * and will renew each year by Direct Debit". Said to "you", a thing that "will renew each year" renews itself, as
 * YOUR_PLAN_RENEWS reads a plan's or a membership's.
 */
const YOURS_RENEWS_EACH_PERIOD =
  /\byour\s+(?:[\w&’'-]+\s+){0,4}?[\w&’'-]+\b[^.;]{0,80}?\bwill\s+(?:automatically\s+)?renew\s+(?:automatically\b|(?:each|every)\s+(?:year|month)\b|annually\b|monthly\b)/i;
/**
 * A price by the year or month, then "renews on" a day in the same row: "WHOIS Privacy for northfieldbakes.com:
 * $9.99/year, renews with the domain on 23 June 2027". Priced so, what renews on a day renews by itself.
 */
const A_PRICE_THEN_RENEWS_ON = new RegExp(
  String.raw`${PRICE_A_MONTH_OR_YEAR}[^.;]{0,40}?,\s*(?:auto-?)?renews\s+(?:automatically\s+)?(?:with\s+(?:the|your)\s+[\w-]+\s+)?on\s+(?=\d|[A-Z][a-z]+\s+\d)`,
  'i',
);
/**
 * A receipt's row for the day a subscription renews, as app stores print it: "Renews: 14 January 2027" (or "Renews on:
 * ...", "Next renewal: 2 February 2027", a plan's "Renewal date: 15 January 2027"). A row saying when it renews says it
 * renews by itself; not a "renewal date" in prose ("until your renewal date of 11 June 2028", an insurer's "renewal
 * date 1 November 2027"), which any policy has, renewed by itself or not.
 */
const RENEWS_ROW_DATED = /\b(?:renews(?:\s+on)?|next\s+renewal|renewal\s+date)\s*:\s*(?=\d|[A-Z][a-z]+\s+\d)/i;
/**
 * A price a month charged on a day of each month ("$10 per month, charged on the 1st of each month", "$25/month, billed
 * on the 7th", a sponsor's "Your £28 monthly gift will be taken by Direct Debit on the 1st of each month"), or billing
 * that resumes at a price a month ("Billing will resume on that date at $12 per month"), or a standing order's "£25
 * monthly to St Catherine's Hospice, first payment 28 January 2027, until further notice", or a seller's plan: "You
 * will be charged £25 (excl. VAT) each month": a charge each month, with no end, is a plan renewing by itself. Not
 * "payable" on a day, as a fixed term's rent is.
 */
const CHARGED_EACH_MONTH = new RegExp(
  String.raw`${BILLED_ON_A_DAY_AFTER_A_MONTHS_PRICE}(?:\s+(?:day\s+)?of\s+(?:each|every)\s+month\b)?|\bbilling\s+will\s+resume\b[^.;]{0,40}?${PRICE_A_MONTH_OR_YEAR}|${PRICE}\s+monthly\s+(?:gift|donation|payment|contribution)\b[^.;]{0,40}?\b(?:taken|collected|debited|paid)\b[^.;]{0,30}?\bon\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+(?:day\s+)?of\s+(?:each|every)\s+month\b|${PRICE}\s+(?:monthly|${A_MONTH_AFTER_A_PRICE})[^.;]{0,80}?\buntil\s+further\s+notice\b|\b(?:charged|billed)\s+${PRICE}(?:\s*\([^)]{0,20}\))?\s+(?:each|every)\s+month\b`,
  'i',
);
/**
 * A price by the month or year that starts after a free period: "£4.99 a month after your free first year, which ends
 * on 30 June 2027". Like a trial's, the free period turns into a paid plan by itself.
 */
const AFTER_A_FREE_PERIOD = String.raw`\s+after\s+(?:your|the)\s+free\b`;
const PRICED_AFTER_A_FREE_PERIOD = new RegExp(`${PRICE_A_MONTH_OR_YEAR}${AFTER_A_FREE_PERIOD}`, 'i');
/**
 * A price change of the reader's plan to a price a month or a year: "the price of your StreamBox Standard plan will
 * change from £10.99 to £12.99 per month". What is priced so runs on, a period at a time.
 */
const YOUR_PLANS_PRICE_CHANGES = new RegExp(
  String.raw`\bprice\s+of\s+your\s+(?:[\w&’'-]+\s+){0,4}(?:plan|subscription|membership)\s+will\s+(?:change|increase|rise|go\s+up)\b[^;]{0,40}?${PRICE_A_MONTH_OR_YEAR}`,
  'i',
);
/**
 * A renewal the customer takes up by signing what is sent: a renewal quote's "Sign and return to renew" (or "sign and
 * return by March 1, 2027 to renew"), "To renew your subscription, please sign the attached order form"; or by asking
 * for it, "Contact your account manager to renew"; or by bringing what is asked, a library's "Bring proof of address to
 * renew it", or applying, a permit's "must be renewed by application" (or a market licence that "must be re-applied for
 * each year", or a certificate's "Applications to renew open on 1 October 2027", or a licence's "Please submit your
 * renewal application ... before the expiry date"). (An invitation to renew, "We'll invite you to renew in November",
 * is the mailbox conventions' no renewal: nothing is renewed until one is sent.)
 */
const SIGNED_TO_RENEW =
  /\b(?:bring|send|show|present)\s+[^.;]{1,40}?\bto\s+renew\b|\b(?:must|can|may)\s+be\s+renewed\s+(?:on|by)\s+application\b|\bmust\s+be\s+re-?applied\s+for\b|\bapplications?\s+to\s+renew\b|\b(?:submit|send|complete|make)\s+(?:your|an?|the)\s+(?:[\w-]+\s+)?renewal\s+application\b|\bcontact\s+(?:your|our)\s+(?:account\s+manager|sales\s+(?:team|representative|rep)|reseller)\s+to\s+(?:renew|extend)\b|\b(?:sign|accept)\s+(?:and\s+return\s+)?(?:(?:this|the)\s+(?:quote|quotation|offer|form)\s+)?(?:below\s+)?(?:(?:by|before)\s+[^.;]{1,30}?\s+)?to\s+(?:renew|extend)\b|\bto\s+(?:renew|extend)(?:\s+(?:your|the)\s+[\w-]+)?,\s+(?:please\s+)?(?:sign|accept)\b/i;
/**
 * The reader's plan, subscription or membership billed by the month or the year, as a welcome e-mail puts it: "Your Hot
 * Desk membership starts on 4 January 2027 and is billed monthly at £220" (or a plan's line, "Google One 2 TB plan —
 * billed annually", with its price first, "Your InkBook Studio plan: $39/month, billed monthly"). It runs on, a bill
 * at a time, until cancelled.
 */
const YOUR_PLAN_BILLED =
  /\byour\s+(?:[\w&’'-]+\s+){0,4}(?:plan|subscription|membership)\b[^.;]{0,100}?\b(?:is|are)\s+billed\s+(?:monthly|annually|yearly|(?:each|every)\s+(?:month|year))\b|\b(?:plan|subscription|membership)\s*(?:[—–,:(-]\s*)?(?:(?:[^.;]|\.(?=\d)){1,30}?,\s*)?billed\s+(?:monthly|annually|yearly)\b/i;
export const billedAsYourPlan = (text: string) => YOUR_PLAN_BILLED.test(text);
export const renewsAsYourPlan = (text: string) => YOUR_PLAN_RENEWS.test(text);
/**
 * A receipt's word that the reader's plan renewed by itself for another period: "Your annual Premium Music subscription
 * was renewed today for another year", or a letter's that the reader's subscription, contract or rental "reached the
 * end of its first year on 31 August 2026 and has rolled over into a new 12-month term" (a second verb after the
 * first's "and"): what rolls over does so by itself, where a contract or a lease "has been renewed for a further 12
 * months" may have been renewed by agreement. The renewal words take a past renewal out (a prior agreement's history),
 * so this is read in the sentence as written.
 */
const YOUR_PLAN_RENEWED =
  /\byour\s+(?:[\w&’'-]+\s+){0,4}(?:plan|subscription|membership|licen[cs]e|policy|contract|agreement|rental|lease)\s+(?:[^.;]{0,100}?\band\s+)?(?:(?<=\b(?:plan|subscription|membership|licen[cs]e|policy)\s+)(?:was|has\s+been)\s+(?:automatically\s+|auto-?)?renewed\s+(?:today\s+|automatically\s+)?for\s+(?:another|a\s+further)\s+(?:year|month|\d{1,2}\s+months)|has\s+(?:automatically\s+)?rolled\s+over\s+(?:for|into)\s+(?:another|a\s+further|a\s+new)\s+(?:(?:\d{1,2}|one|twelve)[-\s](?:months?|years?)\s+|(?:annual|yearly|monthly)\s+)?(?:year|month|\d{1,2}\s+months|term|period))\b/i;
/**
 * A trial that turns into a paid plan by itself: "Your free trial ends on December 1, 2026, after which you will be
 * billed $29/month", "Your free trial of Planwise Team for Juniper Event Co. ends on December 3, 2026. After that,
 * you'll be billed $25 per month", "... After that, your Growth plan starts at $49/month unless you cancel" (or "...
 * Unless you cancel at least 24 hours before it ends, you'll be charged £79.99 for a year"), or an order form's pilot
 * that "will convert to a paid twelve (12) month subscription" unless the customer gives notice.
 */
const TRIAL_CONVERTS =
  /\byour\s+(?:[\w&’'-]+\s+){0,4}trial\b(?:[^.]|(?<=\b(?:Co|Inc|Ltd|Corp|LLC|Pty|No))\.){0,60}?\b(?:ends|expires|will\s+end)\b[^.]{0,120}?(?:\.\s+(?:after\s+that|then|from\s+then\s+on|unless\s+you\s+cancel\b[^.,]{0,60},),?\s+[^.]{0,60}?)?\b(?:billed|charged|(?:plan|subscription)\s+(?:starts|begins)\s+at)\b|\b(?:the|your)\s+(?:free\s+)?(?:trial|pilot)\s+will\s+(?:automatically\s+)?convert\s+(?:in)?to\s+(?:an?\s+)?paid\b/i;
export const trialConverts = (text: string) => TRIAL_CONVERTS.test(text);
/**
 * What follows a price or a cadence to close its sentence, then the next sentence opening by letting the customer
 * cancel or stop at any time ("... . You can stop your membership at any time").
 */
const CANCEL_ANYTIME_IN_THE_NEXT_SENTENCE = String.raw`[^.]{0,80}\.\s+(?:you\s+(?:can|may)\s+)?(?:pause\s+or\s+)?(?:cancel|stop)\s+(?:(?:your|the)\s+(?:[\w-]+\s+)?(?:membership|subscription|plan|deliveries)\s+)?(?:at\s+)?any\s*time\b`;
/**
 * A price a month whose next sentence opens by letting the customer cancel at any time: an app's "£26 + VAT per month,
 * billed on the 12th of each month. Cancel anytime; you keep access until the end of the month" (or a supply "every 30
 * days for £24.99 ... Pause or cancel any time"), what MONTHLY_WITHOUT_MINIMUM reads in one sentence, written as two.
 */
const MONTHLY_PRICE_THEN_CANCEL_ANYTIME = new RegExp(
  String.raw`(?:${PRICE}[^.]{0,20}?${A_MONTH_AFTER_A_PRICE}|\bevery\s+(?:30|thirty)\s+days\s+for\s+${PRICE})${CANCEL_ANYTIME_IN_THE_NEXT_SENTENCE}`,
  'i',
);
/**
 * A delivery every few months and the customer's freedom to stop it in the next sentence: a wine club's "12 bottles
 * every 3 months at £135 per case ... You can stop your membership at any time". Its group is the months.
 */
const EVERY_FEW_MONTHS_THEN_CANCEL_ANYTIME = new RegExp(
  String.raw`\bevery\s+(\d{1,2}|two|three|six)\s+months\b${CANCEL_ANYTIME_IN_THE_NEXT_SENTENCE}`,
  'i',
);
/**
 * "unless either party gives notice", "unless a party objects", "unless cancelled in writing by November 1, 2027", a
 * vendor's "unless you let us know in writing by 1 June 2027 that you wish to end it", "unless Customer tells Provider
 * in writing ... that it does not want the Subscription to renew", a ski locker's "unless you release it by 31 May": a
 * party's way to stop what the sentence renews (the readers' narrower test; renewal-cues' UNLESS_NOTICE, a model
 * feature, takes any "unless ... notice"). A cancelling by a day is one; "unless sooner terminated in accordance with"
 * the contract is none.
 */
const UNLESS_A_PARTY_NOTIFIES = new RegExp(
  String.raw`\bunless\s+(?:either|a|one|any|the\s+other)\s+party\b(?![^.]{0,120}?${NOTICE_TO_RENEW})[^.]{0,250}\b(?:notice|notif|objects?\b|opts?[\s-]+out\b)|\bunless\s+(?:it\s+is\s+|you\s+)?(?:cancel(?:l?ed)?|release(?:d)?)\s+(?:it\s+)?(?:in\s+writing\s+)?(?:by|before|no\s+later\s+than|prior\s+to|at\s+least)\b|\bunless\s+(?:you\s+(?:tell|inform|notify|advise|let\s+us\s+know|write\s+to)|we\s+hear\s+from\s+you|(?:the\s+)?[A-Z][\w-]*\s+(?:tells|informs|notifies|advises|writes\s+to))\b(?![^.]{0,120}?${DESIRE_TO_RENEW})`,
  'i',
);
/**
 * "unless the parties otherwise agree (in writing)": a way out of what the sentence says, not a consent it waits on.
 * Where a party's notice follows it ("... or either party gives notice"), the notice is what stops the renewal.
 */
const UNLESS_THE_PARTIES_OTHERWISE_AGREE =
  /\bunless\s+(?:both\s+|all\s+|the\s+)?parties\s+(?:hereto\s+)?(?:otherwise\s+(?:mutually\s+)?agree|(?:mutually\s+)?agree\s+otherwise)(?:\s+in\s+writing)?(\s+or\s+)?/gi;
/**
 * "if no new tenancy is agreed", "if nothing else is agreed" (or "if the Tenant stays on and no new tenancy is
 * agreed"): the renewal happens when the parties agree nothing, so it waits on no agreement of theirs (not "if the
 * parties so agree").
 */
const IF_NOTHING_ELSE_AGREED =
  /\b(?:if|where|and)\s+(?:no|nothing)\s+(?:new\s+|other\s+|further\s+|else\s+)?(?:(?:tenancy|lease|agreement|contract|arrangement)\s+)?(?:is|has\s+been)\s+(?:agreed|signed|entered\s+into|made)(?:\s+in\s+writing)?,?/gi;
/** After its term the agreement runs on without end until someone ends it: no renewal date to track. */
const EVERGREEN = anyOf(RUNS_ON_AFTER_THE_TERM_PARTS, 'i', AFTER_THE_TERM);
/**
 * "extended for an indefinite period" (or "extended indefinitely"): no renewal for a period, whatever the verb
 * (EVERGREEN reads it).
 */
const INDEFINITELY = new RegExp(
  String.raw`${FOR_AN_INDEFINITE_PERIOD}|\b(?:renewed|extended|prolonged)\s+indefinitely\b`,
  'i',
);

/**
 * How the agreement renews: by itself (`automatic`), at one party's option, only if both agree (`mutual`), or by
 * running on until terminated (`evergreen`). Only an automatic renewal moves the renewal date by itself.
 */
export type RenewalKind = 'automatic' | 'option' | 'mutual' | 'evergreen' | 'none';

export interface Renewal {
  kind: RenewalKind;
  autoRenews: boolean;
  renewalTermMonths: number | null;
}

/** The renewal a kind and its sentence mean: how long each renewal runs is read from the sentence. */
export const renewalOf = (kind: RenewalKind, text: string | null): Renewal => ({
  kind,
  autoRenews: kind === 'automatic',
  renewalTermMonths: text && kind !== 'evergreen' ? renewalTermMonths(text) : null,
});

/**
 * A letter of credit that is the document itself, extended as it says ("This Letter of Credit ... shall be
 * automatically extended without amendment for one year"); not one a lease or a supply agreement requires of a party.
 */
const THIS_LETTER_OF_CREDIT = String.raw`this\s+(?:(?:standby|irrevocable)\s+)*letter\s+of\s+credit`;
/** A bank's facility its letter makes, what the bank renews: "The Bank may renew the Facility at its discretion". */
const THE_FACILITY = String.raw`(?<=\b(?:the|this|your)\s+(?:(?:overdraft|credit|loan|revolving)\s+)*)facility`;
/**
 * An agreement by its initials, as the parties write it once defined: "This MTA will expire on 31 March 2029 unless
 * extended by written amendment signed by both Parties", "this MSA", "the NDA". Only these, whose lower-case spellings
 * are no English words (THE_AGREEMENT ignores case).
 */
const AGREEMENT_INITIALS = String.raw`(?:MSA|MTA|NDA|CDA|SLA|DPA|EULA)`;
/**
 * A policy or a bond the document calls "this" or the reader's ("This policy will renew automatically unless you tell
 * us otherwise", "this insurance policy", "Your policy will be renewed automatically", a gadget cover's "rolling
 * monthly policy", a termite bond's "This bond ... may be renewed annually by payment of the renewal fee"): an
 * insurer's schedule or letter, or a pest firm's bond, naming itself, as a contract says "this Agreement".
 */
const THIS_POLICY = String.raw`(?:(?:this|your)\s+(?:[\w-]+\s+){0,2}?|rolling\s+[\w-]+\s+)(?:policy|bond)`;
/**
 * What a clause renews when it is not the agreement: a warranty or exclusivity period, a deadline, credit, an
 * offer, insurance, prices, obligations ("The time for payment under this Agreement may be extended"), a letter of
 * credit or a bond ("The letter of credit shall have a two (2) month term, and shall be renewed ..."); a policy other
 * than the document's own (THIS_POLICY).
 */
const SOMETHING_ELSE = new RegExp(
  String.raw`\b(?:letters?\s+of\s+credit|warrant(?:y|ies)|exclusivity|rights?|time|times|deadlines?|dates?|offers?|credit|insurance|(?<!\b(?:(?:this|your)\s+(?:[\w-]+\s+){0,2}|rolling\s+[\w-]+\s+))(?:polic(?:y|ies)|bonds?)|prices?|fees?|obligations?|provisions?|confidentiality|payments?|restrictions?|covenants?|guarantees?|commitments?|forecasts?|registrations?|certifications?|certificates?|accreditations?|${OTHER_INSTRUMENTS})\b`,
  'i',
);
/** What a service named so is not: its levels, credits, fees, charges, provider, periods or dates. */
const NOT_THE_SERVICE = String.raw`(?:levels?|credits?|fees?|charges?|providers?|periods?|dates?)`;
/**
 * What renews when a contract does: the agreement, its term, or a subscription or membership it sells, or the service
 * or plan a vendor's terms sell, named so alone ("The service renews monthly", "the plan continues monthly"; not a
 * service's levels, credits, fees or provider, nor a marketing or a benefit plan, named by more words; the noun is
 * tested on its own too, as a clause's subject, where nothing stands before it, or a sentence's end, a quoting "> " or
 * a list's "- ": a reply's "Thanks, see below. > Service will begin on ..." run into one sentence; or named by a word
 * or two that open the sentence, "Registered agent service is billed annually and renews each year"), and a program
 * that is the subject of its going on ("Your program will automatically continue next year", not "the marketing program
 * described below"), a freelancer's or an adviser's retainer, which is their engagement ("The retainer rolls on monthly
 * until either of us gives one month's notice"), a customer's booking ("Your after-school club booking ... will roll
 * over to the next school year") or hire, a rental's British name ("after the primary period the hire continues
 * annually unless you return the goods"), a joint venture, which its agreement sets running ("The Joint Venture
 * shall ... be effective until February 28, 2004 unless extended by written agreement of the Joint Venturers"), and a
 * council's concession, which its grant sets running ("The Council may extend the concession by up to two years").
 */
const THE_SERVICE = String.raw`(?<=\b(?:monthly|annual|yearly|quarterly)\s+)plan\b|(?:(?<=\b(?:the|this|your|our)\s+)|^|(?<=(?:^[-•*]|[.!?>])\s+))(?:service(?!\s+${NOT_THE_SERVICE})|plan(?!\s+(?:documents?|administrators?|years?))|program(?:me)?(?=\s+(?:will|renews|continues)\b))|(?<=(?:^(?:[-•*>]\s+)?|[.!?>]\s+)[A-Za-z][\w-]*\s+(?:[\w-]+\s+)?)service(?!\s+${NOT_THE_SERVICE})`;
const THE_AGREEMENT = new RegExp(
  String.raw`\b(?:${AGREEMENT_NOUNS}|retainer|booking|hire|venture|concession|${AGREEMENT_INITIALS}|${THE_FACILITY}|${THIS_POLICY}|${THIS_LETTER_OF_CREDIT}|${THE_SERVICE}|it)\b`,
  'i',
);
/**
 * A renewal or extension named with nothing after it that it is of, as what is to be done: "any extension must be
 * agreed in writing by both parties" in a rate agreement is the agreement's, as is "Any continuation beyond this date
 * is subject to funding being confirmed" after a contract period, as is a museum's "Any extension of the loan must be
 * agreed" (not "any extension of time", "any extension or modification to the licensed software", "any required
 * waiting period (and any extension thereof)"); and a sponsor's "renewal for the 2028 season will be discussed" (or
 * its "first right to negotiate a renewal in the final year").
 */
const AN_UNNAMED_RENEWAL = String.raw`\b(?:any|such)\s+(?:renewal|extension)(?:\s+(?:beyond|after|past)\s+(?:this|that|the)\s+(?:date|term|end|expiry)|\s+of\s+the\s+(?:loan|placement|residency))?\s+(?:(?:shall|must|will|is\s+to)\s+(?:only\s+)?be\b|is\s+subject\s+to\b)|\b(?:renewal|extension)\s+for\s+the\s+(?:next|following|coming|\d{4})\s+(?:season|year)\s+(?:shall|must|will|is\s+to)\s+be\b|\bright\s+to\s+negotiate\s+(?:a|an|the|any)\s+(?:renewal|extension)\b(?!\s+of\b)`;
/** An order's note that opens with its renewal and its period: "Renews monthly; 30 days' notice to cancel." */
const RENEWS_AS_A_NOTE = String.raw`^\s*(?:auto-?)?renews\s+(?:automatically\s+)?(?:monthly|quarterly|annually|yearly|(?:each|every)\s+(?:month|quarter|year))\b`;
/**
 * A length, then a period at a time until ended, as a note sets out a plan's term with its verb left out and the
 * product for its subject: "IoT SIM data plan: 24 months from activation on 3 March 2027, then [continues] monthly until
 * cancelled". Only a contract's term runs so.
 */
const A_LENGTH_THEN_RUNNING_ON = String.raw`\b(?:\d{1,2}|[a-z]+)\s+(?:months?|years?)(?:\s+from\b[^.;]{1,60}?)?,?\s+then\s+continues\s+(?:monthly|quarterly|annually|yearly)\s+until\b`;
/**
 * A row's value whose renewal verb has no subject of its own, the row's label its subject (aboutTheAgreement decides
 * whether that is the agreement): "Food safety app: £29 per site per month, billed annually, renews each year on 1
 * February", "Congestion charge Auto Pay: £10 annual registration per vehicle, renewed each year on the anniversary".
 */
const RENEWS_IN_A_ROW = String.raw`(?:^|[.;]\s+)[^.;:]{1,60}:[^:;]*,\s*(?:auto-?)?renew(?:s|ing|ed)\b`;
/**
 * A sentence about renewing something a contract is: the agreement and its like, an attachment or an order, or renewal
 * terms or options to renew, which only a contract has ("entitled to two (2) renewal terms", "Tenant has two (2)
 * options to renew of five (5) years each", "the option for the Client to extend"), or a delivery every period until
 * the customer cancels, which names what renews only as what it delivers (EVERY_PERIOD_UNTIL_CANCELLED), or an order's
 * note of its renewal (RENEWS_AS_A_NOTE) or of its term running on (A_LENGTH_THEN_RUNNING_ON), or a row's renewal
 * (RENEWS_IN_A_ROW).
 */
const RENEWABLE = new RegExp(
  `${THE_AGREEMENT.source}|${RENEWS_AS_A_NOTE}|${RENEWS_IN_A_ROW}|${A_LENGTH_THEN_RUNNING_ON}|${VALID_FOR_A_LENGTH_THEN_RENEWABLE}|\\b(?:attachment|order)\\b|${AN_UNNAMED_RENEWAL}|\\b(?:renewal|extension)\\s+terms\\b|\\boptions?\\s+(?:for\\s+(?:the\\s+)?[A-Z]\\w*\\s+)?to\\s+(?:renew|extend)\\b|${RENEWAL_LABEL}|${EVERY_PERIOD_UNTIL_CANCELLED}|\\b${NO_COST_EXTENSION}`,
  'i',
);

/**
 * An agreement this one replaces, named before its noun: "WHEREAS, the Prior Agreement renewed automatically ... and
 * will terminate on the Effective Date of this Agreement". Its renewals are history. Not "the Original Agreement",
 * which an amendment amends and which renews on.
 */
const SUPERSEDED_WORDS = String.raw`\b(?:prior|previous|former|predecessor|superseded)\s+`;
const SUPERSEDED = new RegExp(`${SUPERSEDED_WORDS}$`, 'i');
const SUPERSEDED_AGREEMENT = new RegExp(`${SUPERSEDED_WORDS}(?:agreement|contract|lease|licen[cs]e)\\b`, 'i');
/** Whether a sentence speaks of an agreement this one replaces ("the Prior Agreement"). */
export const speaksOfSupersededAgreement = (text: string) => SUPERSEDED_AGREEMENT.test(text);

/**
 * Words after which a noun belongs to a phrase, not to the subject: "the time for payment under this Agreement", or
 * with a word of its own before it, "18 months from the installation date".
 */
const PREPOSITION =
  /\b(?:of|under|in|for|to|with|by|from|on|at|upon|during|after|before|following|within|throughout|pursuant)\s+(?:(?:this|the|that|such|each|any|its|their|an?|all)\s+)*(?:[a-z][\w-]*\s+)?$/i;

/**
 * A noun that is something else's from its first word ("Subscription Services purchased by each End Customer"), not
 * one that only holds such a word ("This insurance policy").
 */
const SOMETHING_ELSE_FIRST = new RegExp(`^(?:${SOMETHING_ELSE.source})`, 'i');

/** Either kind of noun, every place it stands. */
const SUBJECT_NOUN = new RegExp(`${SOMETHING_ELSE.source}|${THE_AGREEMENT.source}`, 'gi');

/** The capitalised words of a defined term before its noun: "from the Effective Date", "of the Warranty Period". */
const DEFINED_TERM_WORDS = /(?:\b[A-Z][\w-]*\s+){1,2}$/;

/** The nouns of a part of a sentence that are not inside a phrase, in order. */
const headNouns = (part: string) =>
  [...part.matchAll(SUBJECT_NOUN)].filter((noun) => {
    const before = part.slice(0, noun.index);
    return !PREPOSITION.test(before) && !PREPOSITION.test(before.replace(DEFINED_TERM_WORDS, ''));
  });

/**
 * A value in the row that gives the contract's term, or that names the contract, whose label is its subject: "Contract
 * duration: 3 years (optional extensions at the Employer's discretion)", "Panel appointment: three years from 1 April
 * 2027, with the option for the Client to extend", "Drone survey services framework: 2 years commencing 1 January 2027,
 * with an option to extend by 12 months"; not a warranty's or another period's row.
 */
const IN_THE_TERMS_ROW =
  /(?:^|[.;]\s*|\b(?:contract|agreement)\s+)(?:term|duration|period)\s*:[^:;]*$|(?:^|[.;]\s*)(?:[-•*]\s+)?(?:[\w-]+\s+){0,3}(?:appointment|agreement|contract|engagement|retainer|framework|lease)\s*:[^:;]*$/i;

/** A row's label and its value up to the end: "Cellar management service: annual fee £480, " (the label). */
const A_ROWS_VALUE = /(?:^|[.;]\s+)(?:[-•*]\s+)?([^.;:]{1,60}?)\s*:[^:;]*$/;

/**
 * Whether the clause a renewal verb sits in is about the agreement, by its subject: in the last comma-separated part
 * before the verb, the nearest noun not inside a phrase ("The time for payment under this Agreement may be
 * extended": the time; "Upon expiry of the Warranty Period, this Agreement shall renew": the agreement; "Provided that
 * all payments have been made the license shall renew": the license); where that part has none, the clause's own
 * subject, which a verb after ", and" shares ("This Agreement shall have a term of four years from the effective
 * date, and shall automatically renew": the agreement). Nouns of neither kind do not decide.
 */
function aboutTheAgreement(text: string, at: number, withoutSubject = true): boolean {
  if (renewsAnObjectOfItsOwn(text.slice(at))) return false;
  const before = text.slice(0, at).replace(HEADING_RUN_IN, '');
  const clause = before.split(/[;:]/).pop() ?? '';
  const last = clause.split(',').pop() ?? '';
  const lastNouns = headNouns(last);
  // A verb with no subject of its own just after a comma in a row's value, a participle most often ("Cellar management
  // service: annual fee £480, renewing each year on 1 October"), says what the row's label names does.
  const label = lastNouns.length === 0 && !last.trim() ? A_ROWS_VALUE.exec(before)?.[1] : undefined;
  if (label !== undefined) return !SOMETHING_ELSE.test(label);
  const [subject, part] = lastNouns.length > 0 ? [lastNouns.at(-1), last] : [headNouns(clause)[0], clause];
  if (!subject) return withoutSubject || IN_THE_TERMS_ROW.test(before);
  // Another's instrument named with the agreement's noun in it ("Subscription Services purchased by each End Customer")
  // is not it.
  return (
    THE_AGREEMENT.test(subject[0]) &&
    !SOMETHING_ELSE_FIRST.test(subject[0]) &&
    !SUPERSEDED.test(part.slice(0, subject.index))
  );
}

/**
 * What an active renewal verb renews when it has an object: "The Company shall automatically renew the directors' and
 * officers' liability insurance policy each year" renews the policy, whatever the clause's subject. The object runs
 * from its determiner to the first word that ends a noun phrase.
 */
const VERB_AND_OBJECT =
  /^(?:automatic(?:ally)?\s+)?(?:renew|extend)s?\s+(?:the|its|their|his|her|such|all|any|each|every|an?)\s+([^,;.]{1,80})/i;
const OBJECT_ENDS =
  /\b(?:for|by|on|at|during|until|unless|upon|in|with|before|after|to|if|so|as|each|every|annually|yearly|when|which|that)\b/i;
function renewsAnObjectOfItsOwn(fromVerb: string): boolean {
  const object = VERB_AND_OBJECT.exec(fromVerb)?.[1].split(OBJECT_ENDS)[0];
  return object !== undefined && SOMETHING_ELSE.test(object) && !THE_AGREEMENT.test(object);
}

/**
 * Whether any place the pattern matches (a global pattern: every place) is about renewing the agreement; `named`:
 * only where the clause names the agreement or its term as what renews, not where it names nothing.
 */
const saysOfTheAgreement = (everywhere: RegExp, text: string, named = false) =>
  [...text.matchAll(everywhere)].some((match) => aboutTheAgreement(text, match.index, !named));

/** The readers' patterns, global once here rather than on every sentence (matchAll needs them so). */
const everywhere = (pattern: RegExp) => new RegExp(pattern.source, 'gi');
const AUTOMATIC_PATTERNS = [
  AUTO_RENEWAL,
  RENEWS_FOR_A_PERIOD,
  CONTINUES_IN_PERIODS,
  CONTINUES_NEXT_YEAR,
  YEAR_TO_YEAR,
  RENEWS_ON_A_DAY_EACH_PERIOD,
].map(everywhere);
const OPTION_EVERYWHERE = everywhere(OPTION_RENEWAL);
const OFFERED_NEW_TERM_ANYWHERE = new RegExp(OFFERED_NEW_TERM, 'i');
/**
 * A renewal offered for a length or of the reader's own agreement ("We are pleased to offer you a renewal for 12
 * months", "offer you an extension of your lease"), not one of some other thing ("an extension of the delivery date").
 * Made, not one a party may make: "the Licensor may offer the Licensee a renewal" is a renewal both must agree to.
 */
const OFFERED_RENEWAL_OF_TERM = new RegExp(
  String.raw`${OFFERED_RENEWAL}(?=\s+(?:for\s+(?:(?:a|another|an?\s+(?:further|additional))\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:years?|months?)\b|of\s+(?:your|the|this)\s+(?:[\w-]+\s+)?(?:lease|tenancy|agreement|contract|term|subscription|membership|policy)\b))`,
  'i',
);
const MAY_OFFER = /\b(?:may|might|could|can|shall|will)\b/i;
/**
 * A renewal offer (or quote) the customer may take or leave: an energy supplier's "We'll send you a renewal offer
 * beforehand, which you can accept or ignore". Taking it up is the customer's choice; not an offer of something else.
 */
const RENEWAL_OFFER_TO_TAKE_OR_LEAVE =
  /\brenewal\s+(?:offer|quote|quotation)\b[^.;]{0,60}?\b(?:you\s+(?:can|may)\s+(?:accept|take\s+up|sign)|accept\s+or\s+(?:ignore|decline|reject))\b/i;
const offersARenewal = (text: string) => {
  const offered = OFFERED_RENEWAL_OF_TERM.exec(text);
  return offered !== null && !MAY_OFFER.test(text.slice(0, offered.index));
};
const RENEW_VERB_EVERYWHERE = /\brenew|\bextend/gi;

/**
 * Whether what a sentence renews or extends is the agreement or its term: "renew this Agreement", "the Term may be
 * extended".
 */
export const renewsTheAgreement = (text: string) => RENEWS_THE_AGREEMENT.test(inRenewalWords(text));

/**
 * The agreement's end with an extension named in passing, one only both parties can make: "shall expire on February 14,
 * 2030, unless extended by written amendment signed by both parties", "unless extended by mutual written agreement",
 * "unless renewed by the parties in writing". The renewal cues take such a mention out (it says nothing of a renewal
 * term); the readers, read last, take it for a mutual renewal when the clause it ends is about the agreement.
 */
const EXTENDED_ONLY_BY_BOTH =
  /\bunless\s+(?:(?:sooner|earlier|otherwise)\s+)?(?:(?:terminated|cancell?ed)\s+(?:(?:sooner|earlier)\s+)?or\s+)?(extended|renewed)\s+(?:(?:by|upon|with)\s+(?:the\s+)?(?:mutual\b|(?:a\s+)?written\s+(?:agreement|amendment)\b|(?:both\s+)?parties\b|agreement\b)|in\s+writing\s+by\s+(?:both|the)\s+parties\b)/i;
/**
 * What goes on past the end only by another agreement, said of the service itself: "Storage beyond the ten years is by
 * separate agreement", "Services after the Term shall be subject to a new agreement".
 */
const BEYOND_THE_END_BY_AGREEMENT =
  /\b(?:beyond|after|past)\s+(?:the\s+|this\s+|that\s+|its\s+)?(?:(?:initial\s+)?term|end(?:\s+date)?|expiry(?:\s+date)?|(?:[\w-]+\s+)?(?:years?|months?|weeks?)(?:\s+period)?)\s+(?:is|are|will\s+be|shall\s+be|must\s+be)\s+(?:only\s+)?(?:by|subject\s+to)\s+(?:(?:a|the)\s+)?(?:new|further|separate|mutual)\s+(?:written\s+)?agreement\b/i;
/**
 * Any more of the same only on a new order or agreement both make: a crane's "any further hire will need a new order
 * agreed by both of us", "Any further term shall require a new agreement signed by both parties". Not one that either
 * side may place alone ("any further hire will need a new order from you").
 */
const MORE_ONLY_BY_A_NEW_AGREEMENT =
  /\bany\s+further\s+(?:hire|rental|booking|term|period|engagement|service|supply|extension)\s+(?:will|shall|would|must)\s+(?:need|require|be\s+subject\s+to)\s+(?:a\s+)?(?:new|fresh|separate|further)\s+(?:order|agreement|contract|booking)\s+(?:(?:agreed|signed)\s+(?:in\s+writing\s+)?by\s+(?:both\s+(?:of\s+us|parties|sides)|(?:us|the\s+parties)\s+both|the\s+parties)|between\s+(?:us|the\s+parties))\b/i;
/**
 * Staying on past the end only on new terms both agree: a unit's "if you want to stay on we'd need to agree new terms
 * together" (or a new lease, or an extension); not staying on by the tenant's word alone.
 */
/**
 * An end that stands unless both of some named kind agree to go on: "The exhibition loan ends on 28 February 2027
 * unless both museums agree in writing to extend it" (both parties, named by what they are).
 */
const BOTH_MUST_AGREE_TO_EXTEND =
  /\bunless\s+both\s+(?:[\w-]+\s+)?[\w-]+s\s+agree\s+(?:in\s+writing\s+)?to\s+(?:extend|renew|continue)\b/i;
const STAYING_ON_ONLY_BY_NEW_TERMS =
  /\b(?:if|should)\s+you\s+(?:want|wish|would\s+like)\s+to\s+stay(?:\s+on|\s+longer)?\b[^.;]{0,40}?\bwe(?:['’]d|\s+would|['’]ll|\s+will)?\s+(?:need|have)\s+to\s+agree\s+(?:(?:new|fresh|further)\s+terms|a\s+new\s+(?:lease|licen[cs]e|agreement|contract|tenancy)|an\s+extension)\b/i;
function extendedOnlyByBoth(written: string): boolean {
  if (
    BEYOND_THE_END_BY_AGREEMENT.test(written) ||
    MORE_ONLY_BY_A_NEW_AGREEMENT.test(written) ||
    STAYING_ON_ONLY_BY_NEW_TERMS.test(written) ||
    BOTH_MUST_AGREE_TO_EXTEND.test(written)
  )
    return true;
  const mention = EXTENDED_ONLY_BY_BOTH.exec(written);
  return mention !== null && aboutTheAgreement(written, mention.index + mention[0].indexOf(mention[1]), false);
}
/**
 * The parties free to agree to go on past the end: "The parties will review the partnership six months before it ends
 * and may agree to continue it". Not an agreement to keep doing something ("the parties agree to continue their
 * cooperation", "Supplier agrees to continue to provide Services").
 */
const BOTH_MAY_AGREE_TO_CONTINUE =
  /\bparties\b[^.;]{0,80}?\b(?:may|might|can|could)\s+(?:then\s+|jointly\s+|mutually\s+)?(?:agree|decide)\s+(?:in\s+writing\s+)?to\s+continue\s+(?:it|this\s+(?:agreement|contract|partnership)|the\s+(?:agreement|contract|partnership|arrangement))\b/i;

/**
 * Renewal terms a party has the right to, each taken up by itself unless that party says otherwise, as tower and
 * rooftop leases grant them: "Licensee shall have the right to extend this Agreement for four (4) additional five (5)
 * year terms, each of which shall be deemed exercised automatically unless Licensee gives Licensor written notice of
 * its intent not to renew". Nobody need act: the agreement renews by itself.
 */
const DEEMED_EXERCISED =
  /\b(?:is|are|be|been)\s+deemed\s+(?:to\s+(?:be|have\s+been)\s+)?(?:automatically\s+exercised|exercised\s+automatically)\b/i;

/** The customer's word that takes up a renewal otherwise denied: "will not renew unless you confirm". */
const UNLESS_YOU_CONFIRM = /\bunless\s+you\s+(?:confirm|accept|agree|tell\s+us\s+(?:that\s+)?you\s+(?:want|wish))\b/i;

/**
 * The words without one of which a sentence says nothing of renewing, outside the periods and billing tested beside
 * them: a renewal or an extension, or a subscription's next bill ("Your next billing date is", "the price of your ...
 * plan will change", "charged on the 1st of each month", "billed on the 7th", "Billing will resume", "after your free
 * first year").
 */
const SPEAKS_OF_RENEWING =
  /renew|after\s+(?:your|the)\s+free\b|extend|extension|evergreen|next\s+billing\s+date|price\s+of\s+your|of\s+each\s+month|(?:billed|charged)\s+on\s+the\s+\d|billing\s+will\s+resume|until\s+further\s+notice|(?:charged|billed)\s+[£$€]/i;

/**
 * How one sentence says the agreement renews, in the hand-written readers' judgement: `automatic`, `option` or
 * `mutual`, or null when it says none of these (or is not about the agreement being renewed). A going on past the end
 * that only both parties can agree to, said in passing, is `mutual` where the sentence says nothing more.
 */
export const sentenceRenewalKind = (written: string): Exclude<RenewalKind, 'evergreen' | 'none'> | null =>
  kindSaid(written) ?? (extendedOnlyByBoth(written) || BOTH_MAY_AGREE_TO_CONTINUE.test(written) ? 'mutual' : null);

/**
 * A right to end the agreement only at the end of its first period or on an anniversary after it, as British drafting
 * writes a term that runs on a year at a time: "Either party may terminate this Agreement at the end of the Initial
 * Period or on any anniversary thereafter by giving not less than 3 months' written notice". What is not ended then
 * runs another year.
 */
const ENDED_AT_THE_FIRST_PERIODS_END_OR_AN_ANNIVERSARY =
  /\bterminat\w*\s+(?:(?:this|the)\s+[\w-]+\s+)?(?:with\s+effect\s+(?:from|on)|at|on)\s+the\s+(?:end|expiry|expiration)\s+of\s+the\s+(?:initial|minimum|first)\s+(?:period|term)\s+or\s+(?:on\s+|at\s+)?(?:any|each|every)\s+(?:subsequent\s+)?anniversary\b/i;

/** The kind a sentence says outright, by the readers' patterns (the passing mentions are sentenceRenewalKind's). */
function kindSaid(written: string): Exclude<RenewalKind, 'evergreen' | 'none'> | null {
  const text = inRenewalWords(written);
  if (
    TRIAL_CONVERTS.test(text) ||
    YOUR_PLAN_RENEWED.test(written) ||
    ENDED_AT_THE_FIRST_PERIODS_END_OR_AN_ANNIVERSARY.test(written)
  )
    return 'automatic';
  // A new lease or term offered ("We are pleased to offer you a new 12-month lease"), or a renewal of it, a first
  // refusal or a renewal offered of the next year, or a renewal quote the customer signs to renew (or a renewal offer
  // the customer may accept or ignore), renews at the other's choice.
  if (
    OFFERED_NEW_TERM_ANYWHERE.test(text) ||
    offersARenewal(text) ||
    RENEWAL_OFFER_TO_TAKE_OR_LEAVE.test(text) ||
    OFFERED_THE_NEXT_PERIOD.test(text) ||
    SIGNED_TO_RENEW.test(written)
  )
    return 'option';
  // A term and its extensions written as a sum ("Contract duration: 3 years + 1 + 1") extends at the buyer's choice.
  if (extensionMonthsInSum(text) !== null) return 'option';
  // About the agreement (or its term) being renewed or extended, not about some other period.
  // "Continue" speaks of renewal only with renewal periods after it ("continue for successive one-year periods"):
  // "Maintenance shall automatically continue during the term" does not.
  if (
    !SPEAKS_OF_RENEWING.test(text) &&
    !PERIOD_TO_PERIOD_ANYWHERE.test(text) &&
    !CONTINUES_IN_PERIODS.test(text) &&
    !CONTINUES_NEXT_YEAR.test(text) &&
    !YOUR_PLAN_BILLED.test(text)
  )
    return null;
  // A renewal denied but for both parties' agreement after it ("shall not be renewed unless the Parties execute a
  // written renewal agreement") is one only they can make; not "The Parties may agree to extend the delivery
  // schedule; any such extension shall not extend the Term". One denied unless the customer confirms it ("your
  // policy will not renew unless you confirm") is the customer's to take up.
  const denied = NO_AUTO_RENEWAL.exec(text);
  if (denied) {
    const after = text.slice(denied.index);
    return renewedByBoth(after) ? 'mutual' : UNLESS_YOU_CONFIRM.test(after) ? 'option' : null;
  }
  if (NO_RENEWAL_FIELD.test(text) || INDEFINITELY.test(text) || onlySetsRenewalAside(text)) return null;
  // An extension to a day that the sentence itself makes ("..., which currently ends on 30 September 2027, is extended
  // by twelve (12) months to 30 September 2028") is done once, however it measures it.
  if (extendsOnceHereby(written)) return null;
  // The reader's plan renewing or billed by the period renews by itself, as does a monthly price with no minimum or
  // cancelled at any time, whatever it is named ("Monthly fresh flowers placed on the grave: £35 a month from 1 January
  // 2027; cancel anytime"), and what is rolling by the period until stopped.
  if (
    YOUR_PLAN_RENEWS.test(text) ||
    YOUR_PLAN_BILLED.test(text) ||
    YOURS_RENEWS_EACH_PERIOD.test(written) ||
    A_PRICE_THEN_RENEWS_ON.test(written) ||
    RENEWS_ROW_DATED.test(written) ||
    YOUR_PLANS_PRICE_CHANGES.test(written) ||
    CHARGED_EACH_MONTH.test(written) ||
    PRICED_AFTER_A_FREE_PERIOD.test(written) ||
    RENEWAL_FIELD_AUTOMATIC.test(text) ||
    MONTHLY_WITHOUT_MINIMUM_ANYWHERE.test(text) ||
    ROLLING_UNTIL_STOPPED.test(written)
  )
    return 'automatic';
  if (OPTION_FIELD.test(text)) return 'option';
  if (!RENEWABLE.test(text) || text.length > 800) return null;
  // "shall be extended for successive periods unless the parties otherwise agree in writing or either party gives
  // notice" renews by itself: read without the way out, as is one that happens "if no new tenancy is agreed".
  const renewing = text
    .replace(UNLESS_THE_PARTIES_OTHERWISE_AGREE, (_way, or?: string) => (or ? 'unless ' : ''))
    .replace(IF_NOTHING_ELSE_AGREED, '');
  // A renewal stopped by notice, where what renews is the agreement or unnamed ("Each purchase order will renew ...
  // unless either party provides notice" is the order's).
  const unlessNotice = saysOfTheAgreement(RENEW_VERB_EVERYWHERE, renewing) && UNLESS_A_PARTY_NOTIFIES.test(renewing);
  const automatic = AUTOMATIC_PATTERNS.some((pattern) => saysOfTheAgreement(pattern, renewing)) || unlessNotice;
  const needsDecision = !/automatic/i.test(renewing) && !unlessNotice;
  if (automatic && !(needsDecision && (OPTION_RENEWAL.test(renewing) || renewedByBoth(renewing)))) return 'automatic';
  if (DEEMED_EXERCISED.test(renewing) && RENEWS_THE_AGREEMENT.test(renewing)) return 'automatic';
  if (!/\b(?:renew|extend|extension)/i.test(text)) return null;
  if (renewedByBoth(renewing)) return 'mutual';
  // An option whose verb names no agreement beside it ("Licensee may renew for two further terms") renews the
  // agreement only if the sentence says so elsewhere; one whose clause has the agreement or its term for subject
  // ("The term ... shall be four (4) years ..., and may be renewed at the option of the Company") does.
  if (
    saysOfTheAgreement(OPTION_EVERYWHERE, text, true) ||
    (saysOfTheAgreement(OPTION_EVERYWHERE, text) && RENEWS_THE_AGREEMENT.test(text))
  )
    return 'option';
  return null;
}

/**
 * Whether a sentence that speaks of renewal renews another instrument once the document says which instrument it is:
 * a supply agreement's "The Master Lease shall automatically renew ... unless either party gives notice ...".
 */
export function renewsAnotherInstrument(doc: PreparedDocument, text: string): boolean {
  const named = withOtherInstrumentsNamed(doc, text);
  return named !== text && speaksOfRenewal(text) && sentenceRenewalKind(named) === null;
}

/**
 * Whether a sentence says the agreement runs on until terminated after its term, in "continue" or in other words ("runs
 * on indefinitely until either party terminates it"). Remembered by text: the renewal readers and the notice readers
 * ask it of the same sentences (67,658 times for 29,184 texts over the CUAD set).
 */
export const runsOnAfterItsTerm = rememberedByText((text: string) =>
  EVERGREEN.test(withContinueInOtherWords(withoutNamedEvergreen(text))),
);

/**
 * Whether a sentence that runs the agreement on until terminated runs it so from its start: it says when the term
 * begins ("The term of this Agreement begins on the date hereof and continues indefinitely until terminated", "commences
 * on", "is effective from") and nothing of a term before (no "thereafter", "after the initial term" or "upon expiry of
 * the initial period", no initial, minimum or fixed term or period named). One that says neither ("This Agreement shall
 * continue in effect indefinitely until terminated ...", set after a term that ends when a warranty period does) may
 * run on after the term before it.
 */
export const runsOnFromItsStart = (text: string) => STARTS_THE_TERM.test(text) && !TERM_BEFORE_RUNNING_ON.test(text);
const STARTS_THE_TERM =
  /\b(?:begin|commenc|start)\w*\s+(?:on|as\s+of|from|upon|with)\b|\b(?:effective|in\s+(?:force|effect))\s+(?:from|as\s+of|on)\b/i;
const TERM_BEFORE_RUNNING_ON = new RegExp(
  String.raw`${AFTER_THE_TERM}|${NAMED_INITIAL_TERM}|\btrial\s+(?:term|period)\b`,
  'i',
);

/**
 * Whether the agreement runs on until terminated after its term, and the sentence that says so: one that says both, or
 * one that runs it on until ended (or for an indefinite period, "without a fixed end date") right after one that says
 * its initial term ends, as a vendor's e-mail does ("Just a heads-up that your initial 12-month term with CloudDesk
 * ends on March 31, 2027. Nothing changes on our end - your agreement stays in effect on the same terms until either of
 * us terminates it with 60 days' written notice.", "Your original contract term of 36 months expired on 30 September
 * 2026. As we have not heard from you, your monitoring service has continued and will carry on without a fixed end
 * date.").
 */
export const evergreenSentence = (doc: PreparedDocument) =>
  doc.sentences.find((sentence) => runsOnAfterItsTerm(sentence.text) || runsOnAfterTheTermEnded(doc, sentence));
/**
 * Whether a sentence runs the agreement on until ended right after one that says its initial term ends, or after its
 * own words that say so ("Our retained search arrangement's initial three-month period ended on 31 October 2026 and the
 * arrangement remains in place on an open-ended basis"). Running on until ended may be said as running on indefinitely,
 * or open to either party's ending it on notice ("It stays in place as before - no renewal needed - and either of us
 * can end it with 60 days' notice").
 */
export function runsOnAfterTheTermEnded(doc: PreparedDocument, sentence: Sentence): boolean {
  const text = withContinueInOtherWords(sentence.text);
  const runsOn = RUNS_ON_UNTIL_ENDED.exec(text);
  if (!runsOn) return false;
  const before = sentenceBefore(doc.sentences, sentence)?.text ?? '';
  return (
    THE_TERM_ENDS.test(text.slice(0, runsOn.index)) ||
    THE_TERM_ENDS.test(before) ||
    fromALaterDay(text.slice(0, runsOn.index), before) ||
    ((A_MINIMUM_STATED.test(before) ||
      A_LENGTH_FROM_A_DAY.test(before) ||
      A_MINIMUM_STATED.test(text.slice(0, runsOn.index))) &&
      !PERIOD_TO_PERIOD_ANYWHERE.test(text))
  );
}
/**
 * Whether the words before running on open with a day ("From 1 March 2027 it simply carries on, with no end date")
 * later than the one the sentence before says it began on ("Your registered office service began on 1 March 2026 and
 * the first year was paid upfront."): what ran from the first day to the second was its first term. Not a day the
 * sentence before does not say it began on, nor the same day ("It began on 1 March 2026. From 1 March 2026 it runs
 * until either of us ends it" has no term before running on).
 */
const OPENS_WITH_A_DAY = /^\W*(?:from|as\s+of|starting)\s+$/i;
const BEGAN_ON = /\b(?:began|begun|started|commenced|starts|begins|commences)\s+(?:on\s+)?$/i;
function fromALaterDay(opening: string, before: string): boolean {
  const from = findDates(opening)[0];
  if (!from || !OPENS_WITH_A_DAY.test(opening.slice(0, from.index))) return false;
  const began = findDates(before).find((date) => BEGAN_ON.test(before.slice(Math.max(0, date.index - 20), date.index)));
  return began !== undefined && began.iso < from.iso;
}
/**
 * Now on terms that go on without end, as a vendor says a term that has ended runs on: "You're now on our standard
 * ongoing terms with no end date", "you're on our open-ended plan", "The rental is now on a rolling basis", a garage's
 * "you're now on an open-ended licence", a container that "has been on an open-ended hire" (not on a plan or a rolling
 * basis by the month, which renews).
 */
const NOW_ON_ONGOING_TERMS = String.raw`\b(?:now|you(?:['’]re|\s+are)(?:\s+now)?|it(?:['’]s|\s+is)(?:\s+now)?|it\s+has\s+been)\s+on\s+(?:an?\s+|our\s+|the\s+|your\s+)?(?:(?:standard|usual|normal)\s+)?(?:ongoing|open-ended|indefinite|rolling)\s+(?:terms|basis|arrangement|agreement|contract|plan|licen[cs]e|tenancy|hire|rental)\b`;
/**
 * A minimum (initial, fixed) length stated in the sentence before: "Your parking space licence began on 1 February 2026
 * for a minimum of six months. Since 1 August 2026 it has continued without a fixed end date" (or "for an initial 12
 * months", as vending machines are placed, or "with a minimum of 4 months", a trainer's space, or an e-bike lease's "on
 * a six-month minimum", or an EDI service that "started on 20 May 2026 with a six-month minimum", or a physiotherapy
 * package's "with an initial commitment of 6 months", or a container's "minimum hire 6 months"), in the sentence before
 * or in the words before running on ("the appointment began on 1 September 2025 for an initial twelve months; it has
 * continued since without a fixed term"). What runs on after it without end (not from month to month, which renews)
 * runs on after that term.
 */
const A_MINIMUM_STATED =
  /\b(?:for|with)\s+an?\s+(?:minimum|initial|fixed)\s+(?:(?:(?:term|period|commitment)\s+)?of\s+)?(?:\d+|[a-z]+)\s+(?:weeks|months|years)\b|\b(?:on|with)\s+an?\s+(?:\d+|[a-z]+)-(?:week|month|year)\s+minimum\b|\bminimum\s+(?:hire|rental|term|period|booking|commitment)\s*:?\s*(?:of\s+)?(?:\d+|[a-z]+)\s+(?:weeks|months|years)\b/i;
/**
 * A length agreed from a day, said in the sentence before: a concierge service "agreed for 12 months from 1 July 2025"
 * that "stays in place with no set end date" runs on after those months.
 */
const A_LENGTH_FROM_A_DAY =
  /\bfor\s+(?:\d+|[a-z]+)\s+(?:weeks|months|years)\s+from\s+(?:\d{1,2}\s+[A-Za-z]+|[A-Za-z]+\s+\d{1,2},?)\s+\d{4}\b/i;
/**
 * Running on until ended, indefinitely, open to either party's ending it on notice or now on ongoing terms; or, as a
 * sentence of its own, "It has no end date"; or a service that "has simply carried on" (continued, in the readers'
 * words), the sentence's last words; a contract that "now runs without an end date" (running, as continuing); a van its
 * hirer may "keep ... after that on an open-ended secondary hire"; a locum's engagement that "is now open-ended" (or
 * "it's open-ended now", or "is now simply open-ended"), a licence that "Going forward ... has no end date" (the word
 * last, not before a noun).
 */
const RUNS_ON_UNTIL_ENDED = new RegExp(
  String.raw`\b(?:(?:continu|remain)\w*|runs?)\b[^.;]{0,60}?(?:\b${UNTIL_ENDED}|${FOR_AN_INDEFINITE_PERIOD}|\bindefinitely\b|${OPEN_TO_TERMINATION_ON_NOTICE})|\bkeep\w*\s+(?:it|them|(?:the|your)\s+[\w-]+)\b[^.;]{0,40}?${FOR_AN_INDEFINITE_PERIOD}|\b(?:is|are)\s+now\s+(?:simply\s+|just\s+)?(?:open-ended|ongoing)(?=\s*[.,;]|\s+and\b)|^\W*(?:going\s+forward|from\s+now\s+on),?\s+(?:it|(?:the|your)\s+(?:[\w-]+\s+)?[\w-]+)\s+(?:now\s+)?has\s+no\s+(?:fixed\s+|set\s+)?end\s+date\b|\bit(?:['’]s|\s+is)\s+open-ended\s+now(?=\s*[.,;]|\s+and\b)|${NOW_ON_ONGOING_TERMS}|^\W*it\s+(?:now\s+)?has\s+no\s+(?:fixed\s+|set\s+)?end\s+date\b|\bha(?:s|ve)\s+(?:simply\s+|just\s+)?continued(?:\s+as\s+(?:before|normal))?\s*[.!]?\s*$`,
  'i',
);
/**
 * An initial (minimum, fixed, first, original, primary, introductory, committed) term said to end, or its period,
 * rental, hire, letting, contract, subscription, membership or commitment: "your initial 12-month term ... ends on",
 * "Your original contract term of 36 months expired on", "the fixed 24-month rental of your coffee machine ends on",
 * "Your factoring facility's minimum period of 12 months concluded on", "your gateway contract's committed period
 * finished on", a framework's "first 12 months (they ended on", a cleaner's "3-month trial period, which has now
 * finished", a storage unit's "minimum stay of 8 weeks ..., which ends on"; or the hire that reached or "came to the
 * end of its fixed period", the campaign that "wrapped up its initial term", the garden maintenance that "ran for a
 * first season ending 31 October 2026", a "three-month starter package" that "wrapped up on" a day, a cleaner's "6 week
 * trial finished on" one (the length's hyphen left out), IT support's "12-month support deal ... is up on" one, a phone
 * system's "36-month lease ended on" one, a backup service's "minimum term ... completes on" one, a CRM's "initial
 * commitment ... is now complete", a telematics "contract period ... has been served", web hosting's "prepaid first
 * year ran until" a day, a gardener's "first 3 months ... are done now", the fixed term that "is complete as of"; or a
 * length's agreement, contract or rental that "ran out" ("The 3-year monitoring agreement for your alarm ran out on")
 * or "ran from 1 September 2025 to 31 August 2026"; a fixed period that "came to an end on"; an initial term that
 * "wrapped up on" a day (or an "initial Payroll Plus term", two names between); a cloud account's "commitment period";
 * a golf membership's "first-year commitment ends on"; an occupational health service that "has now completed its
 * initial two-year term"; guitar lessons' "first half-term paid in advance (ending"; an agreement that "ran for three
 * years from 1 July 2023 and expired on" a day (a length that ran and ended), or a sentence that says only that it "ran
 * from 1 April 2025 to 31 March 2026."; a council's contract "let for an initial two seasons ... ending 31 October
 * 2026"; a garage's "The first three months were fixed" (past, so over); a patrol contract's "fixed term ... was the
 * six months from 1 January 2026 to 30 June 2026" (likewise), a spa's agreement that "ran for its first 12 months from
 * 1 March 2025." (likewise); a stockist's "minimum commitment until 31 October 2026"; a season agreed "as a first term
 * (1 March to 31 October 2026)" (a first term with its days, over when they are); a concession that "was fixed for its
 * first year".
 */
const INITIAL_TERM_NOUN = String.raw`\b(?:(?:initial|minimum|fixed|first|original|primary|introductory|committed|trial|first-year)\s+(?:[\w-]+\s+){0,2}?(?:(?:half-)?term|period|rental|hire|letting|contract|subscription|membership|commitment|stay|seasons?)|(?<=\b(?:your|the|its)\s+(?:[\w-]+\s+)?)first\s+year|first\s+(?:\d+|[a-z]+)\s+(?:weeks|months|years)|(?:\d+|[a-z]+)[\s-](?:week|month|year)\s+(?:[\w-]+\s+)?(?:agreement|contract|term|rental|hire|subscription|membership|package|trial|deal|lease)|(?:commitment|contract)\s+period)\b`;
const THE_TERM_ENDS = new RegExp(
  String.raw`\bwas\s+fixed\s+for\s+(?:its|the)\s+first\s+(?:(?:\d+|[a-z]+)\s+)?(?:year|years|months|weeks)\b|\bas\s+(?:a|the|its|your)\s+(?:first|initial|minimum|fixed)\s+(?:term|period)\s*\([^()]{4,40}?\d{4}\)|${INITIAL_TERM_NOUN}[^.;]{0,60}?\bwas\s+[^.;]{0,40}?\bfrom\s+[^.;]{4,30}?\s+(?:to|until)\s+[^.;]{4,30}?\d{4}\b|\br[au]ns?\s+for\s+(?:\d+|[a-z]+)\s+(?:weeks|months|years)\b[^.;]{0,60}?\b(?:ended|expired|finished)\b|\bran\s+for\s+its\s+first\s+(?:\d+|[a-z]+)\s+(?:weeks|months|years)\s+from\s+[^.;]{4,30}?\d{4}\s*[.!]?\s*$|\bthe\s+first\s+(?:\d+|[a-z]+)\s+(?:weeks|months|years)\s+were\s+(?:fixed|a\s+(?:fixed\s+|minimum\s+)?(?:term|commitment|minimum))\b|\bran\s+from\s+[^.;]{4,30}?\s+(?:to|until)\s+[^.;]{4,30}?\d{4}\s*[.!]?\s*$|${INITIAL_TERM_NOUN}[^.;]{0,60}?\b(?:ends?|ending|expires?|ended|expired|c(?:omes?|ame)\s+to\s+an\s+end|wrap(?:s|ped)\s+up|r[au]ns?\s+out|ran\s+(?:from\s+[^.;]{4,30}?\s+)?(?:to|until)|finish(?:es|ed)|closes|(?:is|was)\s+(?:now\s+)?complete(?:d)?|completes\s+on|until(?=\s+(?:\d{1,2}\s+[A-Za-z]+|[A-Za-z]+\s+\d{1,2},?)\s+\d{4}\b)|(?:is|has\s+been)\s+served|(?<!\b(?:is|was|were|are|be|been)\s+)conclud(?:es|ed)|is\s+up|(?:is|are)\s+(?:now\s+)?(?:done|over))\b|\b(?:(?:reach(?:es|ed)?|c(?:omes?|ame)\s+to)\s+the\s+end\s+of|wrap(?:s|ped)?\s+up|complet(?:es|ed))\s+(?:its|the|your)\s+(?:[\w-]+\s+)?${INITIAL_TERM_NOUN}`,
  'i',
);

/** Whether and how the contract renews, and for how long each renewal runs, by the hand-written readers. An
 * automatic renewal anywhere wins over an option or a mutual one (contracts often say both: "renews automatically
 * ... or as the parties agree"). */
/** A sentence that states the agreement's term: "The term of this Franchise Agreement is ten (10) years ...". */
const STATES_THE_TERM =
  /\bthe\s+(?:initial\s+)?term\s+of\s+this\s+(?:[A-Z][\w-]*\s+){0,3}(?:agreement|contract|lease|licen[cs]e)\b/i;

/**
 * An option whose verb names no agreement, right after the sentence that states the agreement's term: "The term of
 * this Franchise Agreement is ten (10) years from the Opening Date. Franchisee may renew for two (2) successive five
 * (5) year terms if ..." renews that agreement, as the two read as one sentence say.
 */
function optionAfterTheTerm(doc: PreparedDocument, i: number): 'option' | null {
  const before = doc.sentences[i - 1]?.text;
  if (!before || !STATES_THE_TERM.test(before) || sentenceRenewalKind(before) !== null) return null;
  return sentenceRenewalKind(`${before} ${doc.sentences[i].text}`) === 'option' ? 'option' : null;
}

export function findRenewal(doc: PreparedDocument): Finding<Renewal> {
  let decided: Finding<Renewal> | null = null;
  for (const [i, sentence] of doc.sentences.entries()) {
    // A trial's end and its billing after it may be two sentences: "... ends on December 3, 2026. After that, you'll
    // be billed $25 per month".
    const withNext = `${sentence.text} ${doc.sentences[i + 1]?.text ?? ''}`;
    const kind =
      sentenceRenewalKind(withOtherInstrumentsNamed(doc, withTheTermNamed(doc, sentence.text))) ??
      (TRIAL_CONVERTS.test(withNext) ? 'automatic' : null) ??
      optionAfterTheTerm(doc, i);
    // So may a price a month and the customer's freedom to cancel it, which renews it each month, or a delivery every
    // few months so stopped.
    const everyFew = kind ? null : EVERY_FEW_MONTHS_THEN_CANCEL_ANYTIME.exec(withNext)?.[1]?.toLowerCase();
    const months = everyFew
      ? (MONTHS_IN_WORDS[everyFew] ?? Number(everyFew))
      : !kind && MONTHLY_PRICE_THEN_CANCEL_ANYTIME.test(withNext)
        ? 1
        : null;
    if (months)
      return { value: { ...renewalOf('automatic', null), renewalTermMonths: months }, evidence: evidenceOf(sentence) };
    if (kind === 'automatic') return { value: renewalOf(kind, sentence.text), evidence: evidenceOf(sentence) };
    if (kind && !decided) decided = { value: renewalOf(kind, sentence.text), evidence: evidenceOf(sentence) };
  }
  if (decided) return decided;
  const evergreen = evergreenSentence(doc);
  if (evergreen) return { value: renewalOf('evergreen', null), evidence: evidenceOf(evergreen) };
  return { value: renewalOf('none', null), evidence: '' };
}

/**
 * A renewal each year without a number for it: "renews annually", "on an annual basis", "from year to year", "your
 * annual subscription", "for a further year" (or "for a third year"), "for another (membership) year", "for successive
 * calendar years", "extended automatically by annual periods up to a maximum of five years" (the five years are no
 * renewal's length), "will renew for 2028" (the next calendar year), a reseller's "annual commitment, paid monthly",
 * "renews every year", "for each (subsequent) calendar year", "shall continue (thereafter) on an annual basis", "renews
 * automatically on 1 January each year", "renewed for one more year", a key-terms label "Renewal: automatic, annual", a
 * season's program that "renews automatically each spring" (or a club's membership that "renews automatically by direct
 * debit each January"), an insurer's "We'll renew it automatically each year" (a publisher's "We'll automatically renew
 * your subscription each year"), a booking that "will roll over to the next school year" (renews, in the readers'
 * words) or a licence that "renews automatically for the next academic year" (or a club place "each academic year"), a
 * lawn programme that "will continue each year until you cancel" (or a machine's hire that "continues annually" after
 * its primary period), a licence that "renews automatically on each anniversary of the start date", a lease's
 * "secondary period, renewable annually", "Your annual boat insurance policy renews on".
 */
const YEARLY =
  /\brenewal(?:\s+(?:term|period))?\s*:\s*(?:automatic(?:ally)?\s*[,;]?\s*)?(?:annual(?:ly)?|yearly)\b|\brolling\s+(?:annual|yearly)\b|\b(?:annual|yearly)\s+rolling\b|\bannual\s+(?:subscription|membership|plan|commitment)|\bannual\s+(?:[\w-]+\s+){0,2}?policy\b|year[\s-]+(?:to|by)[\s-]+year|(?<!semi-?)annual(?:ly)?\s+renew|(?:renew|extend|continu)(?:ed|es|e|s|ing)?\s+(?:(?:automatically|thereafter)\s+){0,2}on\s+an\s+annual\s+basis|(?:renew|extend)(?:ed|s|ing)?\s+(?:(?:it|them|(?:your|the|this)\s+(?:[\w-]+\s+)?(?:subscription|membership|plan|policy|licen[cs]e|contract|agreement))\s+)?(?:(?:automatically|tacitly)\s+)?(?:by\s+(?:direct\s+debit|card|continuous\s+payment)\s+)?(?:on\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+[a-z]+|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)\s+(?:of\s+)?(?:each|every)\s+year|annually|yearly|(?:each|every)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:(?:academic|school)\s+year|year|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)\b|for\s+each\s+(?:(?:subsequent|following|succeeding)\s+)?(?:calendar\s+|contract\s+)?year|(?:for|by)\s+(?:(?:successive|consecutive|further)\s+)?(?:annual|yearly)\s+(?:periods|terms))|\bfor\s+(?:(?:a|one|another)\s+(?:further|additional|successive|subsequent|more|second|third|fourth|fifth)|another)\s+(?:(?:membership|subscription|contract|calendar|fiscal|agreement|licen[cs]e|lease)\s+)?year\b|\bfor\s+(?:successive|consecutive|subsequent|additional|further)\s+(?:calendar\s+|contract\s+|fiscal\s+)?years\b|\b(?:renew|extend)(?:ed|s)?\s+for\s+(?:19|20)\d\d\b|\b(?:renew|extend|continu)\w*\s+(?:automatically\s+)?(?:(?:in)?to|for)\s+the\s+(?:next|following|coming)\s+(?:(?:school|academic|calendar|contract|membership|subscription|financial|fiscal)\s+)?year\b|\bcontinu(?:e|es|ed)\s+(?:automatically\s+)?(?:(?:each|every)\s+year|annually|yearly)\b|\b(?:renew|extend)(?:ed|s)?\s+(?:automatically\s+)?on\s+(?:each|every)\s+anniversary\b|\brenewable\s+(?:annually|yearly|(?:each|every)\s+year)\b/i;
/**
 * "renews semi-annually" (not "fees payable semi-annually" in the sentence that renews for a year), "renews
 * half-yearly", "extended for an additional period of half a year", "continue for successive half-yearly periods".
 */
const HALF_YEARLY =
  /(?:renew|extend)(?:ed|s|ing)?\s+(?:automatically\s+)?(?:semi-?annually|half[\s-]yearly|six-monthly)\b|\b(?:periods?|terms?)\s+of\s+(?:one[\s-])?half\s+(?:a\s+)?year\b|\bfor\s+(?:another|a\s+further|an\s+additional)\s+half[\s-]year\b|\b(?:successive|consecutive|additional|further|subsequent)\s+(?:half[\s-]yearly|semi-?annual|six-monthly)\s+(?:periods|terms)\b/i;
/**
 * A renewal every two or three years said in a word: "shall renew biennially", "renews triennially thereafter", "renews
 * every other year", "for successive biennial terms". Groups: the word for two years, for three.
 */
const EVERY_FEW_YEARS =
  /(?:renew|extend)(?:ed|s|ing)?\s+(?:automatically\s+)?(?:(biennially|every\s+other\s+year)|(triennially))\b|\b(?:successive|consecutive|additional|further|subsequent)\s+(?:(biennial)|(triennial))\s+(?:periods|terms)\b/i;
/**
 * "for consecutive calendar quarters", "renews quarterly", "from quarter to quarter", a copier rental that "continues
 * on a quarterly basis", a wine club's "6 bottles every quarter until you cancel", a pond plan that "rolls on
 * quarterly", a cleaning contract "rolling 3-monthly", a board's rack space "rolling quarterly".
 */
const QUARTERLY = new RegExp(
  String.raw`${everyPeriodUntilCancelled('quarter')}|\brolling\s+(?:quarterly|(?:3|three)-monthly)\b|\bquarterly\s+rolling\b|quarter[\s-]+(?:to|by)[\s-]+quarter|\b(?:continues?|rolls?\s+on)\s+(?:automatically\s+)?(?:thereafter\s+)?(?:quarterly|(?:each|every)\s+quarter)\b|(?:renew|extend|continu)(?:ed|es|e|s|ing)?\s+(?:(?:automatically|thereafter)\s+){0,2}on\s+a\s+quarterly\s+basis|(?:renew|extend)(?:ed|s|ing)?\s+(?:automatically\s+)?(?:quarterly|each\s+quarter|for\s+(?:successive|consecutive|additional|further|subsequent)\s+(?:calendar\s+|fiscal\s+)?quarters)`,
  'i',
);
/**
 * "renews monthly", "renews on the 5th of each month" (or "on the same date each month"), "extend automatically for
 * monthly periods", "month to month", "a rolling monthly basis" (and "a rolling 30-day basis" or "rolling every 30
 * days": a month's billing, as the reminders count it), "rolls on monthly" (or is "continuing monthly"), a tenancy that
 * becomes "a periodic monthly tenancy", a plan at "£75/month, no minimum term", a box "every month until you cancel", a
 * price a month charged on a day of each month (CHARGED_EACH_MONTH), a price a month after a free period, or a rental
 * that "has gone onto monthly terms".
 */
const MONTHLY = new RegExp(
  String.raw`${MONTHLY_WITHOUT_MINIMUM}|\b(?:on|in)?to\s+(?:rolling\s+)?monthly\s+terms\b|${CHARGED_EACH_MONTH.source}|${priceAPeriod('month')}${AFTER_A_FREE_PERIOD}|${everyPeriodUntilCancelled('month')}|\brenewal(?:\s+(?:term|period))?\s*:\s*(?:automatic(?:ally)?\s*[,;]?\s*)?monthly\b|month[\s-]+(?:to|by)[\s-]+month|\b(?:continu(?:e|es|ing)|rolls?(?:\s+(?:on|over))?)\s+(?:automatically\s+)?(?:thereafter\s+)?(?:monthly|(?:each|every)\s+month|on\s+a\s+monthly\s+basis)\b|\brolling\s+(?:monthly|(?:30|thirty|one|1)-(?:day|month)|every\s+(?:(?:30|thirty)\s+days|month))\b|\b(?:monthly|(?:30|thirty|one|1)-(?:day|month))\s+rolling\b|\bmonthly\s+(?:subscription|membership|periodic)|\bperiodic\s+monthly\b|(?:renew|extend)(?:ed|s|ing)?\s+(?:automatically\s+)?(?:monthly|(?:on\s+the\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:day\s+)?of|same\s+(?:date|day)(?:\s+of)?)\s+)?(?:each|every)\s+month|for\s+monthly\s+(?:periods|terms))`,
  'i',
);
/** A renewal's length said in a word rather than a number, in months. */
/**
 * A rolling period counted in months: "on a rolling 12-month contract", or a box "delivered every 3 months ... until
 * you cancel", each delivery another period bought.
 */
const ROLLING_MONTHS = new RegExp(
  String.raw`\brolling\s+(\d{1,2}|three|six|twelve)[-\s]months?\b|${everyPeriodUntilCancelled('(\\d{1,2}|two|three|six|twelve)\\s+months')}`,
  'i',
);
const MONTHS_IN_WORDS: Record<string, number> = { two: 2, three: 3, six: 6, twelve: 12 };

const PERIOD_WORDS: [RegExp, number][] = [
  [HALF_YEARLY, 6],
  [YEARLY, 12],
  [ON_A_DAY_EACH_YEAR, 12],
  [CONTINUES_NEXT_YEAR, 12],
  [QUARTERLY, 3],
  [MONTHLY, 1],
];

/** A minimum term, then a period at a time ("then monthly"): the period's months (a week's are none). */
const THEN_BY_THE_PERIOD_ANYWHERE = new RegExp(THEN_BY_THE_PERIOD, 'i');
const MONTHS_OF_THE_PERIOD: Record<string, number> = { monthly: 1, quarterly: 3, yearly: 12, annually: 12 };

/** A length in years or months written just before the renewals or extensions it counts, not a notice's. */
const LENGTH_BEFORE_RENEWALS = new RegExp(String.raw`${DURATION}\s+(?<noun>renewals?|extensions?)\b(?!\s+notice)`, 'i');

/**
 * Extensions taken a length at a time up to a bound: "may extend it by up to two (2) years in increments of one (1)
 * year" extends a year at a time.
 */
const IN_INCREMENTS = new RegExp(
  String.raw`\bin\s+(?:increments|periods|blocks)\s+of\s+(?:up\s+to\s+)?${DURATION}`,
  'i',
);

function renewalTermMonths(written: string): number | null {
  const text = inRenewalWords(written);
  const summed = extensionMonthsInSum(text);
  if (summed) return summed;
  if (ENDED_AT_THE_FIRST_PERIODS_END_OR_AN_ANNIVERSARY.test(written)) return 12;
  const everyFew = EVERY_FEW_YEARS.exec(text);
  if (everyFew) return everyFew[1] || everyFew[3] ? 24 : 36;
  const then = THEN_BY_THE_PERIOD_ANYWHERE.exec(text);
  if (then) return MONTHS_OF_THE_PERIOD[/\w+$/.exec(then[0])![0].toLowerCase()] ?? null;
  const rollingMonths = ROLLING_MONTHS.exec(text);
  const rolling = (rollingMonths?.[1] ?? rollingMonths?.[2])?.toLowerCase();
  if (rolling) return MONTHS_IN_WORDS[rolling] ?? Number(rolling);
  const said = PERIOD_WORDS.find(([words]) => words.test(text));
  if (said) return said[1];
  if (renewsForTheTermsLength(text)) return null;
  // A length said before the renewals it counts: "two (2) optional one-year renewals", "12-month extensions".
  // As written and in lower case: a label's "Renewal" after a length ends the line before ("Initial Term: 36 months
  // Renewal Term:"), as does a schedule's "Further Term", which the renewal words make a "renewal term".
  const before = LENGTH_BEFORE_RENEWALS.exec(written);
  const beforeDuration = before && /^[a-z]/.test(before.groups!.noun) && durationFrom(before.slice(1));
  if (beforeDuration) return toMonths(beforeDuration);
  const increment = IN_INCREMENTS.exec(text);
  const incrementDuration = increment && durationFrom(increment.slice(1));
  if (incrementDuration) return toMonths(incrementDuration);
  // The period follows the verb that renews ("continue for an Initial Term of 24 months and shall automatically
  // extend for 12 months"), else a word of repeating ("continue for three years, and shall then continue for further
  // periods of 12 months each"), else the first word of continuing.
  for (const verb of [
    /\b(?:renew|extend|extension)\w*/i,
    /\b(?:successive|additional|consecutive|further)\w*/i,
    /\bcontinue\w*/i,
  ]) {
    const found = verb.exec(text);
    const duration = found && periodAfter(text, found.index);
    if (duration) return toMonths(duration) ?? Math.round(toDays(duration) / 30);
  }
  // Last, the price it renews at, where nothing else gives a period: "set to renew automatically for $99.99/year"
  // (not before a length written: "a renewal for 12 months at $1,850 per month" is a year's lease at a monthly rent).
  return renewalPriceMonths(text);
}

/**
 * The first duration after `from` that is not a notice ("renew ... unless notice is given at least 30 days before")
 * nor the time until the renewal.
 */
function periodAfter(text: string, from: number) {
  for (const found of renewalDurationsIn(text.slice(from))) {
    const start = from + found.index;
    const after = text.slice(start + found[0].length);
    // A notice, written after it or labelled before it ("Cancellation Notice: 30 days").
    if (noticeFollows(after) || /\bnotice\s*:\s*$/i.test(text.slice(Math.max(0, start - 30), start))) continue;
    // A time until the renewal, not its length: "auto-renews in 30 days, on January 5, 2027", an e-mail's subject
    // "Your protection renews in 30 days" (but "renew in one (1) year increments" is one).
    if (/\bin\s+$/i.test(text.slice(0, start)) && !/^\s*(?:increments?|periods?|terms?|blocks?)\b/i.test(after))
      continue;
    const duration = durationFrom(found.slice(1));
    if (duration) return duration;
  }
  return null;
}

/**
 * A renewal as long as the term before it: "for additional periods equal to the expiring subscription term", "for
 * successive like periods", "for the same period", "for a similar period", "for another Subscription Period of equal
 * length", "for further periods of like duration"; not like periods whose length is given, "for like periods of one (1)
 * year".
 */
const SAME_AS_THE_TERM =
  /\b(?:equal\s+(?:in\s+(?:length|duration)\s+)?to|(?:of\s+)?the\s+same\s+(?:length|duration)\s+as)\s+the\s+(?:initial|expiring|then[-\s]current|preceding|prior|original|current)\b|\bfor\s+(?:an?\s+|the\s+)?(?:(?:successive|additional|further|consecutive)\s+)?(?:like|equal|same|identical|similar)\s+(?:periods?|terms?)\b(?!\s+of\s+(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:calendar\s+)?(?:years?|months?|weeks?|days?)\b)|\b(?:periods?|terms?)\s+of\s+(?:equal|the\s+same|like)\s+(?:length|duration)\b/i;
export const renewsForTheTermsLength = (text: string) => SAME_AS_THE_TERM.test(text);

/** "equal to the expiring subscription term or one year (whichever is shorter)": a bound on that length. */
const WHICHEVER = new RegExp(
  `\\bor\\s+(?:an?\\s+)?${DURATION}[^.;]{0,20}?\\bwhichever\\s+is\\s+(?<which>shorter|less(?:er)?|longer|greater)\\b`,
  'i',
);

/** How many months a renewal as long as the term runs, the term having run `termMonths`, within any bound given. */
export function monthsAsLongAsTheTerm(text: string, termMonths: number | null): number | null {
  const match = WHICHEVER.exec(text);
  const bound = match && durationFrom(match.slice(1));
  const boundMonths = bound && toMonths(bound);
  if (termMonths === null || !match || !boundMonths) return termMonths;
  const shorter = /shorter|less/i.test(match.groups!.which);
  return shorter ? Math.min(termMonths, boundMonths) : Math.max(termMonths, boundMonths);
}
