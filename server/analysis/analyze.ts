import { findingConfidence } from './confidence';
import { findAmount, type Amount } from './fields/amount';
import { endedAtWill } from './fields/at-will';
import { usedWithinEnd } from './fields/use-by';
import { effectiveField } from './fields/effective-choice';
import { noticeField, noticeInRenewalSentence, noticeMonthsIn, readersNotice } from './fields/notice';
import { noticeFromWrittenDeadline } from './fields/written-deadline';
import { isShortDocument, READERS_CONFIDENCE, type FieldModels } from './model/choice';
import { findParties, preambleAfterContents } from './fields/parties';
import {
  monthsAsLongAsTheTerm,
  renewalOf,
  renewsForTheTermsLength,
  runsOnFromItsStart,
  type RenewalKind,
} from './fields/renewal';
import { addToDate, compareIso, monthsBetween } from './fields/dates';
import { namedRenewalMonths, renewalLengthAnywhere } from './fields/renewal-length-elsewhere';
import { renewalField } from './fields/renewal-choice';
import {
  anniversaryRenewalDate,
  cancelByDate,
  cycleRenewalDate,
  firstCycleEndDate,
  nextRenewalDate,
  monthlyDayRenewalDate,
  resumedAfterAPauseDate,
  yearlyDayRenewalDate,
} from './fields/renewal-date';
import { findExpiration, STORED_TERM_MODELS } from './fields/expiration';
import type { Expiration } from './fields/term';
import { statedTermMonths } from './fields/term-cues';
import { prepareDocument, type PreparedDocument } from './text/document';
import { isPrintedInCapitals, quotedAsPrinted, recased, splitAsRecased } from './text/recase';

export interface ContractAnalysis {
  effectiveDate: string | null;
  /** End of the initial term: an ISO date, "perpetual", or null when not stated. */
  expirationDate: Expiration | null;
  /** Only an `automatic` renewal sets autoRenews: the reminders count on the date moving by itself. */
  renewalKind: RenewalKind;
  autoRenews: boolean;
  renewalTermMonths: number | null;
  noticePeriodDays: number | null;
  /** The next renewal (or expiry) on or after the "as of" date. */
  renewalDate: string | null;
  cancelByDate: string | null;
  amount: number | null;
  currency: string | null;
  amountPeriod: Amount['period'];
  parties: string[];
  /** The sentence each detected field came from. */
  evidence: Record<string, string>;
  /** How sure the analysis is of each detected field, 0 to 1. */
  confidence: Record<string, number>;
  /** Whether the text reads like a contract at all (for searches that keep only contracts). */
  looksLikeContract: boolean;
}

const CONTRACT_WORDS =
  /\b(?:agreement|contract|lease|license|addendum|amendment|statement\s+of\s+work|purchase\s+order|terms\s+and\s+conditions)\b/i;
const OBLIGATION_WORDS = /\b(?:shall|hereby|hereto|herein|party|parties|term|terminat)/gi;

type EffectiveFinding = ReturnType<typeof effectiveField.find>;
type ExpirationFound = ReturnType<typeof findExpiration>;

/** The effective date read from the preamble on, where a table of contents comes before it (preambleAfterContents). */
function effectiveAfterContents(doc: PreparedDocument, models: AnalysisModels): EffectiveFinding {
  const preamble = preambleAfterContents(doc, 2);
  return preamble && effectiveField.find(preamble, models.effective);
}

/**
 * The effective date and the end of the term, never one day read as both: a term does not start and end on the
 * same day, so the less sure reading goes (a renewal e-mail's one date is its renewal, not its start; an order form
 * whose term was not read does not end on the day it starts).
 */
function oneDayNotBoth(
  found: EffectiveFinding,
  endFrom: (effectiveDate: string | null) => ExpirationFound,
  contract: boolean,
): { effective: EffectiveFinding; expiration: ExpirationFound } {
  const expiration = endFrom(found?.value ?? null);
  if (!found?.value || found.value !== expiration?.value) return { effective: found, expiration };
  // Outside a contract (a vendor's notice), the effective model, fitted on contracts, reads a lone date as a start.
  return !contract || (expiration.confidence ?? 0) >= (found.confidence ?? 0)
    ? { effective: null, expiration }
    : { effective: found, expiration: null };
}

/** The fitted models the analysis uses: the stored ones, or others (training and cross-validation pass their own). */
export interface AnalysisModels {
  effective: FieldModels;
  term: FieldModels;
  notice: FieldModels;
  renewal: FieldModels;
}

export const STORED_MODELS: AnalysisModels = {
  effective: effectiveField.stored,
  term: STORED_TERM_MODELS,
  notice: noticeField.stored,
  renewal: renewalField.stored,
};

/** Analyses a contract's text as of a day (YYYY-MM-DD). A pure function: same text and day, same answer. */
export function analyzeContractText(
  text: string,
  asOf: string,
  models: AnalysisModels = STORED_MODELS,
): ContractAnalysis {
  const printed = prepareDocument(text);
  // A document printed in capitals is read with its case given back (text/recase.ts), its parties as printed (the
  // parties' readers take capitals apart themselves) and every passage quoted as printed.
  const inCapitals = isPrintedInCapitals(text);
  const parties = findParties(inCapitals ? splitAsRecased(printed, text) : printed);
  const doc = inCapitals ? prepareDocument(recased(text, parties?.value)) : printed;
  const evidence: Record<string, string> = {};
  const note = (field: string, sentence: string | undefined) => {
    if (sentence) evidence[field] = inCapitals ? quotedAsPrinted(sentence, printed.flat) : sentence;
  };

  const obligations = doc.flat.slice(0, 20_000).match(OBLIGATION_WORDS)?.length ?? 0;
  // A contract's text, as the models were fitted on, rather than a vendor's e-mail or an order form's key terms.
  const contract = CONTRACT_WORDS.test(doc.flat.slice(0, 5000)) && obligations >= 5;
  // A preamble a long table of contents pushed past where its date is looked for is read from where it opens.
  const effectiveFound = effectiveField.find(doc, models.effective) ?? effectiveAfterContents(doc, models);
  const { effective, expiration } = oneDayNotBoth(
    effectiveFound,
    (effectiveDate) => findExpiration(doc, effectiveDate, models.term, { contract }),
    contract,
  );
  note('effectiveDate', effective?.evidence);
  note('expirationDate', expiration?.evidence);
  const found = renewalField.find(doc, models.renewal, undefined, { contract });
  // A term that runs without end from its very start ("The term of this Agreement begins on the date hereof and
  // continues indefinitely until terminated"), read as perpetual with no length stated for a term, has nothing to run on
  // after: it renews in no way, as one that "shall remain in effect until terminated" is read. Only where the sentence
  // says when the term begins and nothing of a term before it (runsOnFromItsStart): not "Following expiry of the
  // initial period, the Agreement shall continue indefinitely until terminated", though the document states no length
  // for that term, nor "This Agreement shall continue in effect indefinitely until terminated" after a term that ends
  // on an event.
  const renewal =
    found.value.kind === 'evergreen' &&
    expiration?.value === 'perpetual' &&
    statedTermMonths(doc) === null &&
    runsOnFromItsStart(found.evidence)
      ? { ...found, value: renewalOf('none', null), evidence: '' }
      : found;
  note('autoRenews', renewal.evidence);
  // Outside a contract's text, with no term and no renewal read, an arrangement either side may end on notice runs
  // until one of them does ("Either of us can end this arrangement with two weeks' notice"), marked for checking; a
  // service the customer is told how to stop ("Give one week's notice to stop") gives that notice and no end. So does
  // one read as running without end ("These Partner Terms apply from 15 April 2027 until either of us ends them"),
  // whose notice is its next sentence's.
  const atWill =
    !contract && (!expiration || expiration.value === 'perpetual') && renewal.value.kind === 'none'
      ? endedAtWill(doc, effective?.value ?? null, asOf)
      : null;
  // Outside a contract's text, a bundle to be used within a length of its purchase ends when what is unused lapses.
  const usedWithin = !contract && !expiration ? usedWithinEnd(doc, effective?.value ?? null) : null;
  const term =
    expiration ??
    (usedWithin && { ...usedWithin, confidence: READERS_CONFIDENCE }) ??
    (atWill?.term && { ...atWill.term, confidence: READERS_CONFIDENCE });
  note('expirationDate', usedWithin?.evidence ?? atWill?.term?.evidence);
  // Where the model finds no notice, the readers' stands, marked for checking, outside a contract's text and in a
  // short contract, whose notice the clause model (fitted on few short ones) may rank nowhere.
  const noticeWritten =
    noticeField.find(doc, models.notice) ??
    (renewal.value.kind === 'automatic' || renewal.value.kind === 'evergreen'
      ? noticeInRenewalSentence(doc, renewal.evidence)
      : null) ??
    (contract && !isShortDocument(doc) ? null : readersNotice(doc)) ??
    (atWill && { ...atWill.notice, confidence: READERS_CONFIDENCE });
  const amount = findAmount(doc);
  note('amount', amount?.evidence);
  note('parties', parties?.evidence);

  const expirationDate = term?.value ?? null;
  // A renewal "equal to the expiring term" runs as long as the initial term did, by its dates or else by the length a
  // term sentence states ("sixty (60) months from the date of first delivery"; "or one year, whichever is shorter": no
  // longer than that); one given a name ("successive Further Terms") as long as the document gives that
  // name elsewhere ("Further Term: 1 year"), else as long as "a 1-year renewal" written anywhere says.
  const renewalTermMonths =
    renewal.value.renewalTermMonths ??
    (renewsForTheTermsLength(renewal.evidence)
      ? monthsAsLongAsTheTerm(
          renewal.evidence,
          monthsBetween(effective?.value ?? null, expirationDate) ?? statedTermMonths(doc),
        )
      : renewal.value.kind === 'automatic' || renewal.value.kind === 'option'
        ? (namedRenewalMonths(doc, renewal.evidence) ?? renewalLengthAnywhere(doc))
        : null);
  const startedOn = effective?.value ?? null;
  // A renewal that runs by itself where the document writes no end and states no term: its cycle is all there is.
  const renewsWithNoTermStated = expirationDate === null && renewal.value.autoRenews && statedTermMonths(doc) === null;
  // Outside a contract's text, a renewal in a cycle from a start with no term stated makes the first term one cycle
  // ("£120 a year from 1 April 2027. Your membership renews automatically each April"): it ends where the first
  // renewal begins, read by rule and so marked for checking.
  const firstCycleEnd =
    !contract && renewsWithNoTermStated ? firstCycleEndDate(renewal.evidence, startedOn, renewalTermMonths) : null;
  const ending =
    term ??
    (firstCycleEnd ? { value: firstCycleEnd, evidence: renewal.evidence, confidence: READERS_CONFIDENCE } : null);
  if (firstCycleEnd) note('expirationDate', renewal.evidence);
  const endDate = ending?.value ?? null;
  // Without an end written, a renewal on each anniversary of the start gives the next one ("This plan renews each year
  // on the anniversary of the plan start date"); so does one beside a term without end, as a perpetual licence's
  // maintenance "renews automatically each year on the anniversary of the Effective Date"; so does one on a day of each
  // year ("will automatically renew each July 1") or of each month ("renews on the 18th of each month"); so does the end
  // of a pause its billing resumes after ("paused until 1 March 2027. ... will restart on that date"); and, where the
  // document states no term at all, a renewal in a cycle from the start ("renews automatically every three months").
  const renewalFromEnd = nextRenewalDate(endDate, renewal.value.autoRenews, renewalTermMonths, asOf);
  // A day of each year or month it renews on comes after its start: "started on March 3, 2027 and renews every year on
  // March 3" first renews in 2028.
  const renewalsFrom = startedOn && compareIso(startedOn, asOf) >= 0 ? addToDate(startedOn, 1, 'day') : asOf;
  const renewalDate =
    renewalFromEnd ??
    ((expirationDate === null || expirationDate === 'perpetual') && renewal.value.autoRenews
      ? (anniversaryRenewalDate(renewal.evidence, startedOn, renewalTermMonths, asOf) ??
        yearlyDayRenewalDate(renewal.evidence, renewalsFrom) ??
        monthlyDayRenewalDate(renewal.evidence, renewalsFrom) ??
        resumedAfterAPauseDate(doc.sentences, renewal.evidence) ??
        (renewsWithNoTermStated ? cycleRenewalDate(renewal.evidence, startedOn, renewalTermMonths, asOf) : null))
      : null);
  if (renewalDate) note('renewalDate', renewalFromEnd ? ending?.evidence : renewal.evidence);
  // Without a notice period, a last day for notice written out gives one before the end it is written for ("cancel
  // before 12/15/2026", "on or before October 1 of the year in which the term expires").
  const notice =
    noticeWritten ??
    noticeFromWrittenDeadline(doc, endDate === 'perpetual' ? null : endDate, renewal.value.kind !== 'none');
  note('noticePeriodDays', notice?.evidence);
  const noticePeriodDays = notice?.value ?? null;

  return {
    effectiveDate: effective?.value ?? null,
    expirationDate: endDate,
    renewalKind: renewal.value.kind,
    autoRenews: renewal.value.autoRenews,
    renewalTermMonths,
    noticePeriodDays,
    renewalDate,
    cancelByDate: cancelByDate(
      renewalDate,
      noticePeriodDays,
      notice && noticePeriodDays ? noticeMonthsIn(notice.evidence, noticePeriodDays) : null,
    ),
    amount: amount?.value.value ?? null,
    currency: amount?.value.currency ?? null,
    amountPeriod: amount?.value.period ?? null,
    parties: parties?.value ?? [],
    evidence,
    confidence: findingConfidence({ effective, expiration: ending, renewal, notice, amount, parties, renewalDate }),
    // An order form's key terms or a vendor's renewal notice has few contract words, but a renewal on a date is
    // exactly what a manager must see: such a document is offered too.
    looksLikeContract: contract || (renewal.value.kind === 'automatic' && renewalDate !== null),
  };
}
