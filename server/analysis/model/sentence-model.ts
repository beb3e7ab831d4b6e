import { rememberedByText } from '../text/remembered';

/**
 * A sentence classifier: logistic regression over the sentence's words and word pairs. Trained offline by
 * `npm run train:analysis` on the passages CUAD's annotators highlighted; here it only scores (a dot product), so
 * it costs microseconds a sentence and needs no network or native code.
 */
export interface SentenceModel {
  /** What the model finds, and on which data it was fitted (for people reading the file). */
  about: string;
  bias: number;
  weights: Record<string, number>;
}

const WORD = /[a-z]+|\d+/g;
/** Whether a word WORD found is a number: it then starts with a digit, not a letter (a character test, for speed). */
export const isNumber = (word: string) => word.charCodeAt(0) < 58;
/** Under this many words a sentence is short ('len:short'): in long filings mostly a heading or a fragment. */
const SHORT_SENTENCE_WORDS = 12;

/** Whether a sentence has fewer words than SHORT_SENTENCE_WORDS, as sentenceFeatures counts and marks them. */
export const isShortSentence = (text: string) => sentenceFeatures(text).includes('len:short');

/**
 * The features of a sentence: its words (numbers as '#') and each pair of neighbouring words. Remembered by text and
 * frozen (the same array for the same text): every clause model scores a document's every sentence, and the synonym
 * layers ask again for the features a sentence had before its rewriting.
 */
export const sentenceFeatures = rememberedByText((text: string): readonly string[] => {
  const words = (text.toLowerCase().match(WORD) ?? []).map((word) => (isNumber(word) ? '#' : word));
  const features = new Set<string>(words);
  for (let i = 1; i < words.length; i++) features.add(`${words[i - 1]} ${words[i]}`);
  features.add(words.length < SHORT_SENTENCE_WORDS ? 'len:short' : words.length > 120 ? 'len:long' : 'len:mid');
  return Object.freeze([...features]);
}, 8192);

/**
 * The features a sentence gains when read in other words (a synonym layer's rewriting): those of the rewritten
 * sentence it lacks, its length aside, so its own words are not counted twice.
 */
export function featuresGained(text: string, rewritten: string): string[] {
  if (rewritten === text) return [];
  const own = new Set(sentenceFeatures(text));
  return sentenceFeatures(rewritten).filter((feature) => !own.has(feature) && !feature.startsWith('len:'));
}

/**
 * Each model's weights as a Map, made once: a model's thousands of words make its plain object a slow dictionary,
 * and every sentence of every document is scored by four models. Own numbers only: the object's prototype answers
 * 'constructor' (a construction contract's word) with a function, which would make a score NaN and drop the
 * sentence from every ranking.
 */
const weightMaps = new WeakMap<Record<string, number>, Map<string, number>>();
function weightMap(weights: Record<string, number>): Map<string, number> {
  let map = weightMaps.get(weights);
  if (!map) {
    map = new Map(Object.entries(weights).filter(([, weight]) => typeof weight === 'number'));
    weightMaps.set(weights, map);
  }
  return map;
}

/** The model's score for a sentence's features, as a linear sum (the logit). */
export function linearScore(model: Pick<SentenceModel, 'bias' | 'weights'>, features: readonly string[]): number {
  const weights = weightMap(model.weights);
  let sum = model.bias;
  for (const feature of features) sum += weights.get(feature) ?? 0;
  return sum;
}

export const sigmoid = (logit: number) => 1 / (1 + Math.exp(-logit));

/** How likely the model finds what the features describe (a sentence, a candidate) to be of its kind, 0 to 1. */
export const probabilityOf = (model: Pick<SentenceModel, 'bias' | 'weights'>, features: readonly string[]) =>
  sigmoid(linearScore(model, features));

/** A model stored beside this file (imported as JSON, so the browser's demo runs the same engine), checked once. */
export function storedModel<Model extends SentenceModel>(name: string, json: unknown): Model {
  const model = json as Model;
  if (typeof model?.bias !== 'number' || typeof model.weights !== 'object') throw new Error(`${name}.json is no model`);
  return model;
}
