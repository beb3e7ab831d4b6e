import type { Sentence } from '../text/sentences';
import { evidenceOf, isShortText, type Finding, type PreparedDocument } from '../text/document';
import { isNumber, probabilityOf, sentenceFeatures, storedModel, type SentenceModel } from './sentence-model';

/**
 * The two fitted steps a field is read with: a clause model ranks the sentences likeliest to state it, then a
 * choice model scores every value those sentences could mean and names the likeliest when it is likely enough.
 */
export interface ChoiceModel extends SentenceModel {
  /** The least probability at which the model names a value (below it: none), chosen by cross-validation. */
  threshold: number;
}

/** A sentence to read candidates from, with how likely the clause model finds it and its rank. */
export interface RankedSentence {
  sentence: Sentence;
  probability: number;
  rank: number;
  /**
   * Its rank as the choice models weigh it: how many sentences are likelier by more than TIE. Two sentences the clause
   * model finds as likely (0.131 and 0.129) share a place, so that a refit that swaps them moves no reading.
   */
  place?: number;
}

/**
 * How much likelier one sentence must be than another to rank above it as the choice models weigh ranks, and one
 * candidate than another to be chosen over it (chosenIndex) (not tuned):
 * a refit that swapped two sentences the clause model found as likely (a term sentence and an insurance policy's
 * expiry, both at 0.13) cost a contract its end, `rank:1` weighing less than `rank:0`. Refitted with it, over five
 * dealings of the work part's folds false end dates 4.5 -> 3.9 % (mean); ends right and every other field unchanged.
 */
const TIE = 0.01;

/** A value a ranked sentence might mean, with what speaks for and against it as features for the choice model. */
export interface Candidate<Value> {
  value: Value;
  sentence: Sentence;
  features: string[];
}

/** The sentences a clause model finds likeliest, likeliest first: at most `max`, each at least `min` likely. */
export function rankSentences(
  sentences: Sentence[],
  model: SentenceModel,
  {
    min,
    max,
    skip,
    shape,
    shortLines,
    mainClause,
  }: {
    min: number;
    max: number;
    skip?: (text: string) => boolean;
    /** A field's own sentence features beside the words (the term's: what its dates and lengths follow). */
    shape?: (text: string) => string[];
    /**
     * A second model a short sentence (isShortSentence) is also scored with, the likelier of the two counting: one
     * fitted where fields are stated in a line, for a model that has only seen them stated at length.
     */
    shortLines?: SentenceModel;
    /**
     * What the sentence states once words before its subject that do not change it are set aside, or null: scored
     * too, the likelier counting.
     */
    mainClause?: (text: string) => string | null;
  },
): RankedSentence[] {
  const score = (text: string, own: readonly string[]) => {
    const features = shape ? [...own, ...shape(text)] : own;
    const probability = probabilityOf(model, features);
    // Short as isShortSentence counts it: sentenceFeatures marks it so.
    if (!shortLines || shortLines === model || !own.includes('len:short')) return probability;
    return Math.max(probability, probabilityOf(shortLines, features));
  };
  return sentences
    .filter((sentence) => !skip?.(sentence.text))
    .map((sentence) => {
      const probability = score(sentence.text, sentenceFeatures(sentence.text));
      const main = mainClause?.(sentence.text);
      if (!main) return { sentence, probability };
      return { sentence, probability: Math.max(probability, score(main, sentenceFeatures(main))) };
    })
    .filter(({ probability }) => probability >= min)
    .sort((a, b) => b.probability - a.probability)
    .slice(0, max)
    .map((ranked, rank, all) => ({
      ...ranked,
      rank,
      place: all.filter((other) => other.probability > ranked.probability + TIE).length,
    }));
}

/**
 * Which of a field's candidates to take, by their probabilities in the order they were read: the first within TIE of
 * the likeliest. Candidates are read sentence by sentence, likeliest sentence first, so where the choice model cannot
 * tell two values apart (a lease "made as of" one day and "commencing on" another, 0.776 against 0.772) the clause
 * model's ranking decides, and a refit that moves either by a thousandth moves no reading. -1 when there are none.
 */
export function chosenIndex(probabilities: number[]): number {
  const top = Math.max(...probabilities);
  return probabilities.findIndex((probability) => probability >= top - TIE);
}

/** The candidate the choice model finds likeliest (chosenIndex), with its probability; null when there is none. */
export function likeliest<Value>(candidates: Candidate<Value>[], model: SentenceModel) {
  const probabilities = candidates.map((candidate) => probabilityOf(model, candidate.features));
  const at = chosenIndex(probabilities);
  return at < 0 ? null : { candidate: candidates[at], probability: probabilities[at] };
}

const WORDS = /[a-z]+|\d+/g;
const wordsOf = (text: string) => (text.toLowerCase().match(WORDS) ?? []).map((w) => (isNumber(w) ? '#' : w));

/** The words around a mention: the five before it, the pair just before it, the four after it. */
export function contextFeatures(text: string, start: number, end: number): string[] {
  const before = wordsOf(text.slice(Math.max(0, start - 80), start)).slice(-5);
  const after = wordsOf(text.slice(end, end + 60)).slice(0, 4);
  return [
    ...before.map((w) => `b:${w}`),
    ...(before.length >= 2 ? [`bb:${before.slice(-2).join(' ')}`] : []),
    ...after.map((w) => `a:${w}`),
  ];
}

/** Where the candidate's sentence stands in the ranking, as features. */
export function rankFeatures({ probability, rank, place = rank }: RankedSentence): string[] {
  const bucket = probability >= 0.9 ? '0.9' : probability >= 0.6 ? '0.6' : probability >= 0.3 ? '0.3' : '0.1';
  return [`rank:${place}`, `p:${probability >= 0.1 ? bucket : '0'}`];
}

/** A sentence to read candidates from: a ranked one, or an unranked one beside it (`near`) that carries its rank. */
export interface ReadSentence {
  entry: RankedSentence;
  near: boolean;
}

/**
 * The ranked sentences, each followed by the unranked sentences just before and after it: a clause often goes on in
 * the next sentence in words the clause model does not rank ("... automatically renewed at the end of every ten (10)
 * year term. A six (6) months notice must be given ...").
 */
export function withNeighbours(sentences: Sentence[], ranked: RankedSentence[]): ReadSentence[] {
  // Every sentence is read once: a ranked one as itself, a neighbour with the rank of the first one it stands beside.
  const taken = new Set(ranked.map((entry) => entry.sentence));
  const read: ReadSentence[] = [];
  for (const entry of ranked) {
    read.push({ entry, near: false });
    const at = sentences.indexOf(entry.sentence);
    for (const sentence of [sentences[at - 1], sentences[at + 1]]) {
      if (!sentence || taken.has(sentence)) continue;
      taken.add(sentence);
      read.push({ entry: { ...entry, sentence }, near: true });
    }
  }
  return read;
}

/** Where the candidate's sentence stands in the ranking, as features; a neighbour's are its ranked sentence's. */
export const placeFeatures = ({ entry, near }: ReadSentence): string[] =>
  near ? rankFeatures(entry).map((feature) => `near:${feature}`) : rankFeatures(entry);

/**
 * The confidence of a reading only the hand-written readers made, below the 0.8 from which the contract page asks
 * for no check: they were written from the contracts they are measured on, so how often they are right elsewhere is
 * not known.
 */
export const READERS_CONFIDENCE = 0.6;

/** A field's two fitted models; without a choice model the hand-written readers decide (training, comparison). */
export interface FieldModels {
  clause: SentenceModel;
  choice?: ChoiceModel;
  /**
   * The clause model for a short document (isShortDocument), where one is fitted: fitted on drafted short contracts
   * too, which state a term or a renewal in a line, as CUAD's long filings hardly do.
   */
  shortClause?: SentenceModel;
}

/** A field's models as stored beside this file: NAME-clause.json, NAME-choice.json and NAME-clause-short.json. */
export const storedFieldModels = (
  name: string,
  clauseJson: unknown,
  choiceJson: unknown,
  shortClauseJson?: unknown,
): FieldModels => ({
  clause: storedModel(`${name}-clause`, clauseJson),
  choice: storedModel<ChoiceModel>(`${name}-choice`, choiceJson),
  ...(shortClauseJson === undefined ? {} : { shortClause: storedModel(`${name}-clause-short`, shortClauseJson) }),
});

/** Whether a document is a short one (text/document.ts), ranked with a field's clause model for short documents. */
export const isShortDocument = (doc: PreparedDocument) => isShortText(doc.flat);

/** The clause model a document's sentences are ranked with: the short documents' one where there is one. */
export const clauseFor = (doc: PreparedDocument, models: FieldModels): SentenceModel =>
  models.shortClause && isShortDocument(doc) ? models.shortClause : models.clause;

/**
 * The likeliest candidate as a finding when the choice model finds it likely enough and no rule of the field vetoes it
 * (a choice vetoed is no finding, not a turn for the next candidate); its probability is the confidence.
 */
export function chosenFinding<Value>(
  candidates: Candidate<Value>[],
  model: ChoiceModel,
  vetoed: (candidate: Candidate<Value>) => boolean = () => false,
): (Finding<Value> & { confidence: number }) | null {
  const best = likeliest(candidates, model);
  if (!best || best.probability < model.threshold || vetoed(best.candidate)) return null;
  return {
    value: best.candidate.value,
    evidence: evidenceOf(best.candidate.sentence),
    confidence: Math.round(best.probability * 100) / 100,
  };
}

/** A field read in the two fitted steps: its stored models, its ranking, and the reading itself. */
export interface TwoStepField<Value> {
  stored: FieldModels;
  rank(doc: PreparedDocument, clause: SentenceModel): RankedSentence[];
  /** The chosen value with its confidence; with no choice model, the hand-written readers' answer. */
  find(doc: PreparedDocument, models?: FieldModels): (Finding<Value> & { confidence?: number }) | null;
}

/** At most three sentences are read, each at least 5 % likely (not tuned; the term's own five was cross-validated). */
export const RANKING = { min: 0.05, max: 3 };

/** The sentences a field's clause model finds likeliest to state it, as most fields read them. */
export const rankClauseSentences = (doc: PreparedDocument, clause: SentenceModel) =>
  rankSentences(doc.sentences, clause, RANKING);

export function twoStepField<Value>({
  models,
  candidates,
  byRules,
}: {
  /** The stored models, NAME-clause.json and NAME-choice.json as imported. */
  models: { name: string; clause: unknown; choice: unknown };
  candidates(doc: PreparedDocument, ranked: RankedSentence[]): Candidate<Value>[];
  byRules(doc: PreparedDocument): Finding<Value> | null;
}): TwoStepField<Value> {
  const stored = storedFieldModels(models.name, models.clause, models.choice);
  const rank = rankClauseSentences;
  return {
    stored,
    rank,
    find(doc, fitted = stored) {
      if (!fitted.choice) return byRules(doc);
      return chosenFinding(candidates(doc, rank(doc, clauseFor(doc, fitted))), fitted.choice);
    },
  };
}
