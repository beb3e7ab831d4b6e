import {
  chosenFinding,
  rankSentences,
  storedFieldModels,
  type FieldModels,
  type RankedSentence,
} from '../model/choice';
import type { SentenceModel } from '../model/sentence-model';
import termClauseJson from '../model/term-clause.json';
import termChoiceJson from '../model/term-choice.json';
import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { endCandidates, type EndCandidate } from './term-candidates';
import {
  definedYearName,
  definesOtherPeriod,
  endAnywhere,
  endFromSentence,
  perpetualAnywhere,
  saysPerpetual,
  startsOnEventWithDuration,
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

export const STORED_TERM_MODELS = storedFieldModels('term', termClauseJson, termChoiceJson);

/** The sentences the term-clause model finds likeliest to state the term, likeliest first. */
export const rankTermSentences = (doc: PreparedDocument, model: SentenceModel): RankedSentence[] =>
  rankSentences(doc.sentences, model, { min: RANKED_MIN, max: RANKED_MAX, skip: definesOtherPeriod });

/** Every candidate end date of a document: from the ranked sentences, and an explicit end found anywhere else. */
export function expirationCandidates(
  doc: PreparedDocument,
  effective: string | null,
  ranked: RankedSentence[],
): EndCandidate[] {
  const yearName = definedYearName(doc);
  const candidates = endCandidates(ranked, effective, yearName);
  const anywhere = endAnywhere(doc, effective);
  if (anywhere && !candidates.some((c) => c.value === anywhere.value && c.sentence === anywhere.sentence))
    candidates.push({ ...anywhere, features: ['src:anywhere', 'rule'] });
  // The reading of the hand-written order (the first ranked sentence with one) is one feature among the others.
  const first = candidates.find((c) => c.features.includes('rule') && c.features.includes('src:ranked'));
  for (const candidate of candidates) {
    if (startsOnEventWithDuration(candidate.sentence.text)) candidate.features.push('starts-on-event');
    if (first && candidate.value === first.value) candidate.features.push('first-rule');
  }
  return candidates;
}

/** The hand-written order: the first ranked sentence with a reading wins. */
function byRules(doc: PreparedDocument, effective: string | null, ranked: RankedSentence[]): ExpirationFinding | null {
  const yearName = definedYearName(doc);
  for (const { sentence } of ranked) {
    const end = endFromSentence(sentence, effective, yearName);
    if (end) return { value: end, evidence: evidenceOf(sentence), confidence: 0.8 };
    if (saysPerpetual(sentence.text))
      return { value: 'perpetual', evidence: evidenceOf(sentence), confidence: PERPETUAL_CONFIDENCE };
    if (startsOnEventWithDuration(sentence.text)) return null;
  }
  const anywhere = endAnywhere(doc, effective);
  if (anywhere) return { value: anywhere.value, evidence: evidenceOf(anywhere.sentence), confidence: 0.8 };
  const perpetual = perpetualAnywhere(doc);
  return perpetual && { ...perpetual, confidence: PERPETUAL_CONFIDENCE };
}

/**
 * The date the initial term ends, "perpetual" for a term without end, or null when the contract states neither in
 * a way that can be read with confidence: the likeliest candidate by the end model, when likely enough.
 */
export function findExpiration(
  doc: PreparedDocument,
  effective: string | null,
  models: FieldModels = STORED_TERM_MODELS,
): ExpirationFinding | null {
  const ranked = rankTermSentences(doc, models.clause);
  if (!models.choice) return byRules(doc, effective, ranked);
  const chosen = chosenFinding(expirationCandidates(doc, effective, ranked), models.choice);
  if (chosen) return chosen;
  const perpetual = ranked.find(({ sentence }) => saysPerpetual(sentence.text));
  if (perpetual)
    return { value: 'perpetual', evidence: evidenceOf(perpetual.sentence), confidence: PERPETUAL_CONFIDENCE };
  const anywhere = perpetualAnywhere(doc);
  return anywhere && { ...anywhere, confidence: PERPETUAL_CONFIDENCE };
}
