import { linearScore, sentenceProbability, sigmoid, storedModel, type SentenceModel } from '../model/sentence-model';
import termClauseJson from '../model/term-clause.json';
import termEndJson from '../model/term-end.json';
import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { endCandidates, type EndCandidate, type RankedSentence } from './term-candidates';
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

/** The end model also stores the least probability at which it names a date (below it: no date). */
export interface EndModel extends SentenceModel {
  threshold: number;
}

export interface ExpirationModels {
  termClause: SentenceModel;
  /** Without one, the hand-written readers decide, in the term-clause model's order (for training and comparison). */
  termEnd?: EndModel;
}

export interface ExpirationFinding extends Finding<Expiration> {
  /** How likely the end model finds the date right; for "perpetual", a fixed reading. */
  confidence: number;
}

/** At most this many sentences, each at least this likely to state the term (chosen by cross-validation). */
const RANKED_MIN = 0.05;
const RANKED_MAX = 5;
const PERPETUAL_CONFIDENCE = 0.75;

export const STORED_EXPIRATION_MODELS: ExpirationModels = {
  termClause: storedModel('term-clause', termClauseJson),
  termEnd: storedModel<EndModel>('term-end', termEndJson),
};

/** The sentences the term-clause model finds likeliest to state the term, likeliest first. */
export function rankTermSentences(doc: PreparedDocument, model: SentenceModel): RankedSentence[] {
  return doc.sentences
    .map((sentence) => ({ sentence, probability: sentenceProbability(model, sentence.text) }))
    .filter(({ sentence, probability }) => probability >= RANKED_MIN && !definesOtherPeriod(sentence.text))
    .sort((a, b) => b.probability - a.probability)
    .slice(0, RANKED_MAX)
    .map((ranked, rank) => ({ ...ranked, rank }));
}

/** Every candidate end date of a document: from the ranked sentences, and an explicit end found anywhere else. */
export function expirationCandidates(
  doc: PreparedDocument,
  effective: string | null,
  ranked: RankedSentence[],
): EndCandidate[] {
  const yearName = definedYearName(doc);
  const candidates = endCandidates(ranked, effective, yearName);
  const anywhere = endAnywhere(doc, effective);
  const sentence = anywhere && doc.sentences.find((s) => anywhere.evidence.startsWith(s.text.slice(0, 100)));
  if (anywhere && sentence && !candidates.some((c) => c.iso === anywhere.value && c.sentence === sentence))
    candidates.push({ iso: anywhere.value, sentence, features: ['src:anywhere', 'rule'] });
  // The reading of the hand-written order (the first ranked sentence with one) is one feature among the others.
  const first = candidates.find((c) => c.features.includes('rule') && c.features.includes('src:ranked'));
  for (const candidate of candidates) {
    if (startsOnEventWithDuration(candidate.sentence.text)) candidate.features.push('starts-on-event');
    if (first && candidate.iso === first.iso) candidate.features.push('first-rule');
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
  if (anywhere) return { ...anywhere, confidence: 0.8 };
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
  models: ExpirationModels = STORED_EXPIRATION_MODELS,
): ExpirationFinding | null {
  const ranked = rankTermSentences(doc, models.termClause);
  if (!models.termEnd) return byRules(doc, effective, ranked);
  const endModel = models.termEnd;
  let best: { candidate: EndCandidate; probability: number } | null = null;
  for (const candidate of expirationCandidates(doc, effective, ranked)) {
    const probability = sigmoid(linearScore(endModel, candidate.features));
    if (!best || probability > best.probability) best = { candidate, probability };
  }
  if (best && best.probability >= endModel.threshold)
    return {
      value: best.candidate.iso,
      evidence: evidenceOf(best.candidate.sentence),
      confidence: Math.round(best.probability * 100) / 100,
    };
  const perpetual = ranked.find(({ sentence }) => saysPerpetual(sentence.text));
  if (perpetual)
    return { value: 'perpetual', evidence: evidenceOf(perpetual.sentence), confidence: PERPETUAL_CONFIDENCE };
  const anywhere = perpetualAnywhere(doc);
  return anywhere && { ...anywhere, confidence: PERPETUAL_CONFIDENCE };
}
