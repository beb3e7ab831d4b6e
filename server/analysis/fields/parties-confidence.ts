import partiesConfidenceJson from '../model/parties-confidence.json';
import { confidenceOf, type ConfidenceModel } from '../model/confidence-scale';
import { storedModel } from '../model/sentence-model';
import type { Finding } from '../text/document';
import { LEGAL_ENTITY } from './parties';

export const STORED_PARTIES_CONFIDENCE = storedModel<ConfidenceModel>('parties-confidence', partiesConfidenceJson);

const share = (names: string[], test: (name: string) => boolean) => {
  const count = names.filter(test).length;
  return count === names.length ? 'all' : count ? 'some' : 'none';
};
const wordsOf = (name: string) => name.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/**
 * What tells a reliable list of parties from a doubtful one, whatever the contract's wording: how many, whether
 * the preamble's sentence names them, whether they read as legal entities, and the marks of a name cut or run
 * together wrongly (very short or long names, an "and" inside one, two names sharing a word).
 */
export function partiesFeatures({ value: names, evidence }: Finding<string[]>): string[] {
  const said = evidence.toLowerCase();
  const features = [
    `count:${Math.min(names.length, 5)}`,
    evidence ? 'src:preamble' : 'src:elsewhere',
    `named:${share(names, (name) => said.includes(name.toLowerCase().slice(0, 10)))}`,
    `entity:${share(names, (name) => LEGAL_ENTITY.test(name.replace(/[\s.,]+$/, '')))}`,
    `capitals:${share(names, (name) => name === name.toUpperCase())}`,
  ];
  if (/\b(?:between|among)\b/i.test(evidence)) features.push('between');
  if (names.some((name) => name.length < 6)) features.push('short-name');
  if (names.some((name) => name.length > 50)) features.push('long-name');
  if (names.some((name) => /\s(?:and|&)\s/i.test(name))) features.push('joined-name');
  const words = names.map((name) => new Set(wordsOf(name)));
  if (words.some((a, i) => words.some((b, j) => j > i && [...a].some((word) => word.length > 3 && b.has(word)))))
    features.push('shared-word');
  return features;
}

/** How sure the list of parties is as a whole (on the confidence scale), by a model fitted on the work part. */
export const partiesConfidence = (parties: Finding<string[]>, model: ConfidenceModel = STORED_PARTIES_CONFIDENCE) =>
  Math.round(confidenceOf(model, partiesFeatures(parties)) * 100) / 100;
