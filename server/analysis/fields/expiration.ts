import {
  chosenFinding,
  clauseFor,
  isShortDocument,
  likeliest,
  rankSentences,
  READERS_CONFIDENCE,
  storedFieldModels,
  type ChoiceModel,
  type FieldModels,
  type RankedSentence,
} from '../model/choice';
import type { SentenceModel } from '../model/sentence-model';
import termClauseJson from '../model/term-clause.json';
import termClauseShortJson from '../model/term-clause-short.json';
import termChoiceJson from '../model/term-choice.json';
import { definesOtherThanTerm } from '../text/definitions';
import { speaksOnlyOfAnotherInstrument } from '../text/own-names';
import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { sentenceAfter, type Sentence } from '../text/sentences';
import { addToDate } from './dates';
import { endCandidates, type EndCandidate } from './term-candidates';
import { namedDays, namedStartDay, type NamedDays } from './named-days';
import { runsOnAfterTheTermEnded } from './renewal';
import { speaksOfSomethingElse, termAfterOpening, termShapeFeatures } from './term-cues';
import {
  AN_EVENTS_LATEST_DAY,
  commencesOnEvent,
  definedYearName,
  endAnywhere,
  endFromSentence,
  explicitEnd,
  perpetualAnywhere,
  saysPerpetual,
  startsOnEventWithDuration,
  suspendsForAWhile,
  type Expiration,
} from './term';

export interface ExpirationFinding extends Finding<Expiration> {
  /** How likely the choice model finds the date right; for "perpetual", a fixed reading. */
  confidence: number;
}

/** At most this many sentences, each at least this likely to state the term (chosen by cross-validation). */
const RANKED_MIN = 0.05;
const RANKED_MAX = 5;
const PERPETUAL_CONFIDENCE = 0.75;

export const STORED_TERM_MODELS = storedFieldModels('term', termClauseJson, termChoiceJson, termClauseShortJson);

/**
 * The sentences the term-clause model finds likeliest to state the term, likeliest first; a short sentence also by
 * `shortLines`, the clause model fitted on short documents too. The filings' model has never seen a term stated in a
 * line (no CUAD term passage is under twelve words, and its short sentences are headings, so 'len:short' weighs
 * -2.1), and ranks "This Agreement expires on December 31, 2022." in a filing below a notice clause; the short
 * documents' model, fitted on contracts that state their term so, ranks it first.
 */
export const rankTermSentences = (
  doc: PreparedDocument,
  model: SentenceModel,
  shortLines?: SentenceModel,
): RankedSentence[] =>
  rankSentences(doc.sentences, model, {
    min: RANKED_MIN,
    max: RANKED_MAX,
    // A sentence that defines something else, or speaks of another instrument alone ("The Master Lease expires on
    // December 31, 2030"), states no term.
    skip: (text) => definesOtherThanTerm(text) || speaksOnlyOfAnotherInstrument(doc, text),
    shape: termShapeFeatures,
    shortLines,
    mainClause: termAfterOpening,
  });

/**
 * Advice, not a term: "We recommend refresher training every three years", "An annual service is recommended". What a
 * sender recommends is no length the document runs for.
 */
const RECOMMENDS = /\b(?:we|i)\s+(?:would\s+)?(?:recommend|suggest|advise)\b|\b(?:is|are)\s+(?:recommended|advised)\b/i;

/**
 * A ranked sentence that may end the term: not one whose dates belong to something else (a warranty's end, one of many
 * order forms, a payment stream: speaksOfSomethingElse), nor one that suspends the contract for a while ("Your
 * membership is frozen from 1 January 2027 to 31 January 2027"), nor advice (RECOMMENDS). Its dates stay among the
 * end model's candidates, in fitting and in use (taken out of fitting, they no longer taught the model that such dates
 * end nothing, and cross-validated false dates rose); the model's choice of one is no end, and the readers take none.
 */
const endsTheTermPerhaps = (text: string) =>
  !speaksOfSomethingElse(text) && !suspendsForAWhile(text) && !RECOMMENDS.test(text);

/**
 * A length counted to a deadline, in a sentence that says nothing ends: "The Franchisee shall open the Restaurant
 * within twelve (12) months after the Effective Date" is the time to do something in, not the term (a drafted batch's,
 * read as the term's end at 0.56 in two contracts whose term had been taken out), nor the latest day of the event a
 * term counts from ("seven (7) years from the date of first publication ..., which shall be no later than eighteen (18)
 * months from the date of this Agreement"). Like endsTheTermPerhaps, a veto of the end model's choice, not a change to
 * its candidates: CUAD holds too few such lengths for the model to learn it.
 */
const DEADLINE_WORDS = new RegExp(
  String.raw`\bwithin\s+(?:the\s+first\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:calendar\s+|business\s+)?(?:days?|weeks?|months?|years?)\b|${AN_EVENTS_LATEST_DAY}`,
  'i',
);
/** A verb of ending (not a heading's noun: "Terms and Termination: The Franchisee shall open ..."). */
const SAYS_AN_END =
  /\b(?:expire[sd]?|expiring|terminate[sd]?|terminating|ends|ended|ending|(?:shall|will|to|may)\s+end|lapse[sd]?)\b/i;
const countsToADeadline = ({ features, sentence }: EndCandidate) =>
  features.includes('cue<deadline') &&
  features.some((feature) => feature.startsWith('kind:dur')) &&
  DEADLINE_WORDS.test(sentence.text) &&
  !SAYS_AN_END.test(sentence.text);

/**
 * The end model's candidates in a document, in the product and in training alike. Where the document's term commences
 * on an event still to come ("Commencement Date: The later of (a) March 1, 2026 or (b) the date the Tenant Improvements
 * are substantially completed"), no length is counted from the effective date, as the readers count none; the dates
 * written in its sentences are still offered.
 */
export const termEndCandidates = (
  doc: PreparedDocument,
  ranked: RankedSentence[],
  effective: string | null,
  days: NamedDays = namedDays(doc, effective),
  commencesLater = commencesOnEvent(doc),
) => endCandidates(ranked, effective, days, commencesLater);

/** How far below its threshold the end model's likeliest date may fall and still be taken where the readers agree. */
const AGREEMENT_MARGIN = 0.15;

/**
 * Whether the end model's likeliest date is the readers' own and falls just short of the model's threshold: two
 * readings, one fitted and one written by hand, agreeing on a date neither is sure of alone. Taken in short documents
 * only, marked for checking ("The Initial Term is thirty-six (36) months." beside a Renewal Term, "remain in force for
 * a period of eighteen months from the Effective Date": a clause model fitted on long filings ranks such plain lines
 * low). In long filings it added four end dates to the development set, all four wrong; in short ones it moves no
 * figure of the development or drafted sets (26 November, sixth session).
 */
function agreesNearThreshold(candidates: EndCandidate[], model: ChoiceModel, readers: Expiration): boolean {
  const best = likeliest(candidates, model);
  return best !== null && best.candidate.value === readers && best.probability >= model.threshold - AGREEMENT_MARGIN;
}

/**
 * The same end written out in a later sentence as one counted in an earlier: "Your 24-month contract starts on 3
 * December 2026. Minimum term ends: 2 December 2028." The date written is the document's own word for the day a
 * length counts to by a convention (the anniversary, or the day before it).
 */
function sameEndWritten(later: Sentence[], counted: string): { end: string; sentence: Sentence } | null {
  const [from, to] = [addToDate(counted, -SAME_END_DAYS, 'day'), addToDate(counted, SAME_END_DAYS, 'day')];
  for (const sentence of later) {
    const end = explicitEnd(sentence.text);
    if (end && end >= from && end <= to) return { end, sentence };
  }
  return null;
}
const SAME_END_DAYS = 7;

/** The text of the sentence after one, which may say what happens once a length it states is over. */
const textAfter = (doc: PreparedDocument, sentence: Sentence) => sentenceAfter(doc.sentences, sentence)?.text ?? '';

/** The hand-written order: the first ranked sentence with a reading wins. */
/**
 * Outside a contract's text, in a short document, the end a sentence the clause model ranked nowhere gives: an e-mail
 * or an order form states its term in a line of its own ("Full Fibre 500: 12-month contract."), in words the model was
 * never fitted on. Not in a contract, even a short one: an amendment's "During the initial one year period beginning on
 * the Amendment Date, Distributor shall be the only distributor" is its exclusivity's period, the term unstated.
 */
function unrankedEnd(
  doc: PreparedDocument,
  ranked: RankedSentence[],
  effective: string | null,
  yearName: string | undefined,
  startDay: string | null,
  days: NamedDays,
): ExpirationFinding | null {
  const read = new Set(ranked.map((entry) => entry.sentence));
  for (const sentence of doc.sentences) {
    const text = sentence.text;
    if (read.has(sentence) || !endsTheTermPerhaps(text)) continue;
    if (definesOtherThanTerm(text) || speaksOnlyOfAnotherInstrument(doc, text)) continue;
    const end = endFromSentence(sentence, effective, yearName, startDay, days, textAfter(doc, sentence));
    if (end) return { value: end, evidence: evidenceOf(sentence), confidence: 0.8 };
  }
  return null;
}

function byRules(
  doc: PreparedDocument,
  effectiveDate: string | null,
  ranked: RankedSentence[],
  days: NamedDays,
  commencesLater: boolean,
  contract: boolean,
): ExpirationFinding | null {
  const yearName = definedYearName(doc, effectiveDate);
  const startDay = namedStartDay(days);
  // A term counted from a commencement still to come is not counted from the effective date.
  const effective = commencesLater ? null : effectiveDate;
  const sentences = ranked.map((entry) => entry.sentence).filter((sentence) => endsTheTermPerhaps(sentence.text));
  for (const [i, sentence] of sentences.entries()) {
    const end = endFromSentence(sentence, effective, yearName, startDay, days, textAfter(doc, sentence));
    if (end) {
      const written = explicitEnd(sentence.text) ? null : sameEndWritten(sentences.slice(i + 1), end);
      return { value: written?.end ?? end, evidence: evidenceOf(written?.sentence ?? sentence), confidence: 0.8 };
    }
    // Not one that runs the agreement on right after a sentence that says its initial term ends ("... the fixed
    // 24-month rental of your coffee machine ends on 28 February 2027. From 1 March 2027 the rental will continue until
    // you return the machine"): that term ends, and what follows runs on after it.
    if (saysPerpetual(sentence.text) && !runsOnAfterTheTermEnded(doc, sentence))
      return { value: 'perpetual', evidence: evidenceOf(sentence), confidence: PERPETUAL_CONFIDENCE };
    if (startsOnEventWithDuration(sentence.text)) return null;
  }
  const unranked =
    !contract && isShortDocument(doc) ? unrankedEnd(doc, ranked, effective, yearName, startDay, days) : null;
  if (unranked) return unranked;
  const anywhere = endAnywhere(doc, effective);
  if (anywhere) return { value: anywhere.value, evidence: evidenceOf(anywhere.sentence), confidence: 0.8 };
  const perpetual = perpetualAnywhere(doc);
  return perpetual && { ...perpetual, confidence: PERPETUAL_CONFIDENCE };
}

/**
 * The date the initial term ends, "perpetual" for a term without end, or null when the contract states neither in
 * a way that can be read with confidence.
 *
 * In a contract, the end model's likeliest candidate when likely enough; a date among its candidates that it turned
 * down is not taken from anyone else (in a short document, unless it was the model's likeliest and fell just short:
 * agreesNearThreshold), but one only the hand-written readers count (the end of "Year 3", a month's last day, the
 * end of the calendar year) is, marked for checking. The readers were written from the contracts they
 * are measured on, so their dates are trusted less than the model's, and their reading is none of the end model's
 * features: given it, the model learnt to follow them (cross-validated 85.9 %), and on 296 contracts nobody here had
 * read they found 60.3 % of end dates.
 *
 * In a document that is not a contract's text (a vendor's renewal e-mail, an order form's key terms), the readers
 * go first: they were written for such drafting ("will renew on March 1, 2027", "Subscription Term: 36 months"),
 * which the contracts the model was fitted on do not hold.
 */
export function findExpiration(
  doc: PreparedDocument,
  effective: string | null,
  models: FieldModels = STORED_TERM_MODELS,
  { contract = true }: { contract?: boolean } = {},
): ExpirationFinding | null {
  const ranked = rankTermSentences(doc, clauseFor(doc, models), models.shortClause);
  const days = namedDays(doc, effective);
  // Read once over the whole text: both the readers and the end model's candidates need it.
  const commencesLater = commencesOnEvent(doc);
  const ruled = byRules(doc, effective, ranked, days, commencesLater, contract);
  if (!models.choice) return ruled;
  const readersOwn = ruled && (ruled.value === 'perpetual' ? ruled : { ...ruled, confidence: READERS_CONFIDENCE });
  // A candidate in a clause about another thing ("..., and the Research Term shall end on ...") is left out here, not
  // in fitting: the model still weighs the sentence's other dates as it learnt to, and takes the best of the rest
  // (dropped from fitting as well, the refitted weights lost three drafted ends that read right before).
  const everyCandidate = termEndCandidates(doc, ranked, effective, days, commencesLater);
  const candidates = everyCandidate.filter((candidate) => !candidate.ofAnotherThing);
  // Outside a contract the readers' own end is taken, but not another thing's ("Warranty: 12 months" among an order
  // form's fields).
  if (!contract && readersOwn)
    return everyCandidate.some((candidate) => candidate.value === readersOwn.value) &&
      !candidates.some((candidate) => candidate.value === readersOwn.value)
      ? null
      : readersOwn;
  const modelChoice = chosenFinding(candidates, models.choice, countsToADeadline);
  // Its evidence is its whole sentence: the sentences vetoed are short.
  const chosen = modelChoice && endsTheTermPerhaps(modelChoice.evidence) ? modelChoice : null;
  if (chosen || !readersOwn) return chosen;
  if (isShortDocument(doc) && agreesNearThreshold(candidates, models.choice, readersOwn.value)) return readersOwn;
  // Nor is a date left out as another thing's taken from the readers.
  return everyCandidate.some((candidate) => candidate.value === readersOwn.value) ? null : readersOwn;
}
