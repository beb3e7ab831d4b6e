import type { PreparedDocument } from '../text/document';
import { findDates, monthsBetween } from './dates';
import { DURATION, durationFrom, toMonths, type Duration } from './durations';

/**
 * A renewal's length written outside the sentence that renews: given by name, as Australian and English agreements
 * set out their key details in a schedule ("continues for successive Further Terms" with "Further Term: 1 year" in
 * the schedule, or '"Renewal Period" means a period of twelve (12) months'), or beside the word "renewal" in another
 * sentence, as a vendor's e-mail charges "for a 1-year renewal".
 */

/**
 * A period named in capitals in a renewal clause: "successive Further Terms", "each Renewal Period", "any Renewal
 * Term".
 */
const NAMED_PERIOD =
  /\b(?:successive|additional|further|subsequent|consecutive|each|a|an|one|another|the|any|such)\s+((?:[A-Z][a-z]+\s+)?(?:Term|Period))s?\b/g;

/** A length at the end of a text: "terms of one year each" before '(each, a "Renewal Term")'. */
const LENGTH_BEFORE_A_NAME = new RegExp(String.raw`${DURATION}(?:\s+each)?\s*$`, 'i');

const escaped = (name: string) => name.replace(/\s+/g, String.raw`\s+`);

/**
 * The length a document gives a named period: a label ("Further Term: 1 year"), a definition ("means ..."), or the
 * name given after the length in brackets ('renewal terms of one year each (each, a "Renewal Term")').
 */
function lengthNamed(doc: PreparedDocument, name: string): Duration | null {
  const given = new RegExp(
    String.raw`\b${escaped(name)}["”]?\s*(?::|(?:shall\s+)?means?\s+(?:a|each|any)?\s*(?:(?:period|term)\s+of\s+)?)\s*${DURATION}`,
  ).exec(doc.flat);
  if (given) return durationFrom(given.slice(1));
  // The bracketed name first, then the length just before it: DURATION tried at every place of a long filing is slow.
  const naming = new RegExp(String.raw`\(\s*(?:each\s*,?\s*)?(?:(?:a|an|the)\s+)?["“]${escaped(name)}["”]\s*\)`, 'gi');
  for (const { index } of doc.flat.matchAll(naming)) {
    const length = LENGTH_BEFORE_A_NAME.exec(doc.flat.slice(Math.max(0, index - 80), index));
    const duration = length && durationFrom(length.slice(1));
    if (duration) return duration;
  }
  return null;
}

/**
 * "for a 1-year renewal", "Your renewal includes another 12 months", "To avoid automatic renewal for a further 24
 * months", "Each renewal term is 12 months", "we will renew it for 1 year on March 14, 2027", "Your policy will renew
 * automatically for another 12 months" said anywhere: a vendor's e-mail or an order form gives the length beside the
 * charge, the deadline or the renewal field (not a "non-renewal"); and a lease's "the right to extend this Lease for
 * five (5) additional five (5) year terms" before the sentence that makes each extension automatic; and a renewal
 * notice's charge for the period to come ("We will invoice USD 54,000 for the next 12 months unless you tell us").
 */
const RENEWAL_OF_LENGTH = new RegExp(
  String.raw`\b(?:a|an|another|one)\s+${DURATION}\s+(?:renewal|extension)\b|(?<!non-?)\brenewal\s+(?:(?:term|period)\s+(?:is|shall\s+be|will\s+be)|includes|covers|is\s+for|runs\s+for|lasts|for)\s+(?:another\s+|a\s+further\s+|an\s+additional\s+)?${DURATION}|\brenew(?:s|ed)?\s+(?:(?:it|them|(?:your|the|this)\s+[\w.-]+(?:\s+[\w.-]+)?)\s+)?(?:automatically\s+)?for\s+(?:another\s+|a\s+further\s+|an\s+additional\s+)?${DURATION}|\bextend\s+(?:this|the|its)\s+(?:[\w-]+\s+)?for\s+(?:up\s+to\s+)?(?:[\w-]+\s+(?:\(\d+\)\s+)?)?(?:additional|further|successive|consecutive)\s+${DURATION}|\b(?:invoice|charge|bill)\s+(?:you\s+)?(?:[^.;]|\.(?=\d)){0,40}?\bfor\s+the\s+(?:next|coming|following)\s+${DURATION}`,
  'i',
);

/**
 * A plan or subscription billed by the year or the month, as a vendor's invoice or e-mail names it: "Business Hosting
 * Plan (annual)", "Plan: Business Hosting (annual)", "plan (annual, paid monthly)" (a year's plan), "Your annual Zoom
 * Workplace Business plan", "your monthly membership", "annual subscription" (not its "annual subscription fee", which
 * a contract of any length may charge), a receipt's line "Lumen CRM Growth (annual) x 10" (what it sells, so billed;
 * not a fee or a price so billed, "Maintenance Fee (annual)", which a contract of any length may charge), and a
 * membership "billed annually" right after its name ("Pro Membership – billed annually at $240", or after its row's
 * other values, "Team plan: 25 seats, billed annually at £4,500", "Growth plan, $129 per month billed annually") or
 * said to be ("Your Hot Desk membership starts on 4 January 2027 and is billed monthly"), or in the sentence after the
 * plan's name ("Team plan. Billed annually at £1,200"), or whatever the reader holds said to be so billed ("Your
 * listing on Pitchfinder Plus is billed annually", or a plan named in the sentence before: "It is billed monthly at
 * £27.40"), or a plan's row "Billing: yearly, $99.99" (or "Billing cycle: Annual"), or a plan named by its period
 * before its price, "Nitro Yearly – $99.99".
 */
const PLAN_PERIOD =
  /\b(?:(annual|yearly|monthly)\s+(?:[\w-]+\s+){0,3}?(?:plan|subscription|membership|contract)\b(?!\s+(?:fees?|charges?|prices?|values?|amounts?))|(?:plan|subscription|membership)(?:\s*:(?:\s+[\w&.-]+){1,4}?)?\s*\(\s*(annual|yearly|monthly)\b[^()]{0,30}\))|(?<!\b(?:fees?|charges?|prices?|rent|costs?|payments?|amount|total|billing|invoice)\s*)\(\s*(annual|yearly|monthly)\s*\)|\b(?:plan|subscription|membership)(?:\s*[-–—:,]?|\s*[:,][^.;:]{1,30}?,?|\b[^.;]{0,100}?\b(?:is|are))\s*billed\s+(annually|yearly|monthly)\b|\b(?:plan|subscription|membership)\.\s+Billed\s+(annually|yearly|monthly)\b|\byour\s+(?:[\w&.'’-]+\s+){1,5}?(?:is|are)\s+billed\s+(annually|yearly|monthly)\b|\bbilling(?:\s+(?:cycle|frequency))?\s*:\s*(annual(?:ly)?|yearly|monthly)\b|\b(?:it|this)\s+is\s+billed\s+(annually|yearly|monthly)\b|\b(yearly|annual|monthly)\s*[–—:-]\s*[$£€]/i;

/**
 * What a trial turns into, billed by the year or the month: "Your 14-day free trial ... ends on December 2, 2026. After
 * that, you'll be charged $119.99 per year" (a year's renewal), "then billed $25 a month" (or "charged $8.99 every
 * month"), "your Growth plan starts at $49/month". Only after a trial: a contract's fees "billed per month" say nothing
 * of how long its renewals run.
 */
const TRIAL_BILLED =
  /\btrial\b[\s\S]{0,200}?\b(?:billed|charged|(?:plan|subscription)\s+(?:starts|begins)\s+at)\b(?:[^.;]|\.(?=\d)){0,40}?(?:\b(?:per|a|an|each|every)\s+|\/\s*)(year|annum|month)\b/i;

/**
 * A renewal at a price per year or month: "renew automatically for $99.99/year", "renews at £12 per month", "We'll
 * renew northwindtraders.com on Jan 20, 2027 for $20.99/yr" (a dot inside a word, a domain's, ends no sentence); or the
 * price first: "Premium £29.99 per year, renews automatically on 3 January 2027" (or in brackets, "Your Etsy Plus
 * subscription ($10/month) renews on 18 January 2027", or an app's "£19.99 per year, auto-renews"), or in the sentence
 * before the renewal's, as a vendor's e-mail puts the plan's price first: "Chess.com Diamond: $99.99 per year. Your
 * membership renews automatically on March 3, 2027." (or "NoteNest Family — $99.99/yr. Your next billing date is
 * November 30, 2026.", or a tier's, "(£8/month) takes effect at your next billing date", or a locked price, "£60 a year
 * for as long as you stay subscribed. Next renewal: 2 February 2027").
 */
/**
 * A price per year or month: "$99.99/year", "£12 per month", "£4.49 a month", a breakdown cover's "auto-renew on 9
 * January 2027 at £118.00 for the year", a reminder's "will renew on 6 January 2027 for $120, billed annually". Its
 * groups are the period (one of them matches).
 */
const PRICE_PER = String.raw`(?:[$£€]|\b(?:USD|GBP|EUR)\s?)\s?\d[\d,]*(?:\.\d{2})?(?:\s?(?:\/\s?|per\s+|a\s+|for\s+the\s+)(year|yr|annum|month|mo)|,?\s+billed\s+(annually|yearly|monthly))`;
const RENEWAL_PRICE_PER = new RegExp(
  String.raw`\brenew\w*\b(?:[^.;]|\.(?=\w)){0,60}?${PRICE_PER}\b|${PRICE_PER}\b\)?,?\s+(?:and\s+)?(?:auto-?)?renews\b|${PRICE_PER}\b\)?[^.;]{0,40}?\bnext\s+billing\s+date\b|${PRICE_PER}\b[^.;]{0,50}?\.\s+(?:Your|It|This|The|Next)\b(?:[^.;]|\.(?=\w)){0,60}?\b(?:(?:auto-?)?renew|next\s+billing\s+date)`,
  'i',
);

/**
 * The price of the next year, as a renewal notice quotes it: "Your price for next year: £112.50", "your premium for the
 * coming year", "next year's price": the renewal runs a year.
 */
const NEXT_YEARS_PRICE =
  /\b(?:price|premium|cost|fee|subscription)\s+for\s+(?:next|the\s+(?:coming|next|new|following))\s+year\b|\bnext\s+year['’]s\s+(?:price|premium|cost|fee|subscription)\b/i;

/**
 * A receipt's billing period, its two dates after it: "Billing period: Jan 4, 2027 – Feb 3, 2027" bills a month, and
 * the plan renews by the period it bills.
 */
const BILLING_PERIOD = /\bbilling\s+(?:period|cycle)\s*:\s*/gi;
const RENEWAL_MONTHS = new Set([1, 3, 6, 12]);
/**
 * A government contract's option period set out by its dates: "Option Period 1: 10/01/2028 - 09/30/2029", "Option Year
 * 2:", "Extension Period:" (or a table's row, its cells apart with no colon): each option runs that long.
 */
const OPTION_PERIOD =
  /\b(?:option|extension)\s+(?:period|year)(?:\s+(?:\d{1,2}|[IVX]{1,4}|one|two|three|four))?(?:\s*:\s*|\s+)/gi;
const OPTION_MONTHS = new Set([3, 6, 12, 24, 36, 60]);

/** The months between the two dates a period's label is given, in the first row whose months are `allowed`. */
function rowPeriodMonths(doc: PreparedDocument, label: RegExp, allowed: Set<number>): number | null {
  for (const row of doc.flat.matchAll(label)) {
    const at = row.index + row[0].length;
    const [first, last] = findDates(doc.flat.slice(at, at + 60));
    const months = first && last && first.index === 0 ? monthsBetween(first.iso, last.iso) : null;
    if (months && allowed.has(months)) return months;
  }
  return null;
}

/** The months of the renewal a price per year or month gives (RENEWAL_PRICE_PER) in `text`; null where none does. */
export function renewalPriceMonths(text: string): number | null {
  const priced = RENEWAL_PRICE_PER.exec(text);
  // PRICE_PER's period, from whichever alternative matched.
  return priced ? (/^(?:year|yr|annum|annual)/i.test(priced.slice(1).find(Boolean)!) ? 12 : 1) : null;
}

/**
 * The months of a renewal whose length the document writes beside the word "renewal" anywhere ("a 1-year renewal"), or,
 * failing that, of the plan it renews ("Hosting Plan (annual)" renews for a year), of the billing a trial turns into,
 * or of the price it renews at (or the next year's price, the billing period's months, an option period's), in a
 * sentence other than the one read as renewing ("Auto-renew is on. We'll renew northwindtraders.com on Jan 20, 2027 for
 * $20.99/yr.").
 */
export function renewalLengthAnywhere(doc: PreparedDocument): number | null {
  const written = RENEWAL_OF_LENGTH.exec(doc.flat);
  // DURATION's five groups, once in each alternative: those of the alternative that matched.
  const alternatives = [1, 6, 11, 16, 21].map((first) => written?.slice(first, first + 5) ?? []);
  const groups = alternatives.find((alternative) => alternative.some(Boolean));
  const length = groups && durationFrom(groups);
  if (length) return toMonths(length);
  const plan = PLAN_PERIOD.exec(doc.flat);
  if (plan) return /^monthly$/i.test(plan.slice(1).find(Boolean) ?? '') ? 1 : 12;
  const trial = TRIAL_BILLED.exec(doc.flat);
  if (trial) return /^month$/i.test(trial[1]) ? 1 : 12;
  if (NEXT_YEARS_PRICE.test(doc.flat)) return 12;
  const periodRow =
    rowPeriodMonths(doc, BILLING_PERIOD, RENEWAL_MONTHS) ?? rowPeriodMonths(doc, OPTION_PERIOD, OPTION_MONTHS);
  if (periodRow) return periodRow;
  return renewalPriceMonths(doc.flat);
}

/** The months of the first period a renewal clause names whose length the document gives; null when none is given. */
export function namedRenewalMonths(doc: PreparedDocument, renewalClause: string): number | null {
  for (const [, name] of renewalClause.matchAll(NAMED_PERIOD)) {
    // The first term's own name is no renewal's.
    if (/^Initial\b/.test(name)) continue;
    const length = lengthNamed(doc, name);
    const months = length && toMonths(length);
    if (months) return months;
  }
  return null;
}
