// `npm run train:analysis -- PATH [--write]`: fits the analysis engine's sentence models on the work part of a
// CUAD-format development set (gold.jsonl, clauses.jsonl, split.json), prints their five-fold cross-validated
// figures on the work part and their figures on the check part, and with --write stores the models fitted on the
// whole work part in server/analysis/model/. The check part never takes part in fitting or choosing.
import fs from 'node:fs';
import path from 'node:path';
import { analyzeContractText } from '../server/analysis/analyze';
import {
  expirationCandidates,
  rankTermSentences,
  STORED_EXPIRATION_MODELS,
  type EndModel,
  type ExpirationModels,
} from '../server/analysis/fields/expiration';
import { findEffectiveDate } from '../server/analysis/fields/effective-date';
import { sentenceFeatures, sigmoid, type SentenceModel } from '../server/analysis/model/sentence-model';
import { scoreExamples, trainLogistic, type Example } from '../server/analysis/model/train-logistic';
import { prepareDocument } from '../server/analysis/text/document';
import { contractTexts, readJsonl, type CuadContract } from './cuad-texts';

const folder = process.argv[2];
const write = process.argv.includes('--write');
if (!folder || !fs.existsSync(path.join(folder, 'clauses.jsonl'))) {
  console.error(
    'usage: npm run train:analysis -- PATH [--write]   (a folder with gold.jsonl, clauses.jsonl, split.json)',
  );
  process.exit(2);
}
const AS_OF = '2026-11-22';
const FOLDS = 5;

const gold = readJsonl<CuadContract>(path.join(folder, 'gold.jsonl'));
const clauses = new Map(
  readJsonl<Record<string, string[]> & { id: string }>(path.join(folder, 'clauses.jsonl')).map((row) => [row.id, row]),
);
const check = new Set<string>(JSON.parse(fs.readFileSync(path.join(folder, 'split.json'), 'utf8')).check);
const texts = await contractTexts(folder, gold);

/** Word 4-grams, to find an annotator's passage in our own sentence split of the extracted text. */
function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) out.add(words.slice(i, i + 4).join(' '));
  if (words.length < 4 && words.length) out.add(words.join(' '));
  return out;
}
/** A sentence is of the passage when most of its 4-grams, or most of the passage's, are shared. */
function overlaps(sentence: Set<string>, passage: Set<string>): boolean {
  let shared = 0;
  for (const s of sentence) if (passage.has(s)) shared++;
  return shared > 0 && (shared / sentence.size >= 0.5 || shared / passage.size >= 0.5);
}

interface LabelledContract {
  contract: CuadContract;
  sentences: { text: string; features: string[]; label: 0 | 1 }[];
}
function labelled(contract: CuadContract, label: string): LabelledContract {
  const passages = (clauses.get(contract.id)?.[label] ?? []).map(shingles);
  const doc = prepareDocument(texts.get(contract.id) ?? '');
  return {
    contract,
    sentences: doc.sentences.map((sentence) => {
      const own = shingles(sentence.text);
      return {
        text: sentence.text,
        features: sentenceFeatures(sentence.text),
        label: passages.some((passage) => overlaps(own, passage)) ? 1 : 0,
      };
    }),
  };
}

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Expiration figures the way score.mjs counts them. */
function expirationFigures(contracts: CuadContract[], predict: (contract: CuadContract) => string | null) {
  let dated = 0;
  let hit = 0;
  let undated = 0;
  let falseDate = 0;
  for (const contract of contracts) {
    const predicted = predict(contract);
    if (isDate(contract.expirationDate)) {
      dated++;
      if (predicted === contract.expirationDate) hit++;
    } else if (contract.expirationDate === null || contract.expirationDate === 'perpetual') {
      undated++;
      if (isDate(predicted)) falseDate++;
    }
  }
  return { accuracy: (100 * hit) / dated, falseDates: (100 * falseDate) / undated };
}

/** Of contracts with a highlighted passage: how often one is the top-scored sentence, or among the top three. */
function rankingFigures(model: Pick<SentenceModel, 'bias' | 'weights'>, contracts: LabelledContract[]) {
  let withPassage = 0;
  let top1 = 0;
  let top3 = 0;
  for (const { sentences } of contracts) {
    if (!sentences.some((s) => s.label)) continue;
    withPassage++;
    const ranked = sentences
      .map((s) => ({ label: s.label, score: s.features.reduce((sum, f) => sum + (model.weights[f] ?? 0), model.bias) }))
      .sort((a, b) => b.score - a.score);
    if (ranked[0]?.label) top1++;
    if (ranked.slice(0, 3).some((s) => s.label)) top3++;
  }
  return { top1: (100 * top1) / withPassage, top3: (100 * top3) / withPassage };
}

const fit = (contracts: LabelledContract[]) =>
  trainLogistic(contracts.flatMap((c) => c.sentences.map(({ features, label }): Example => ({ features, label }))));

const modelFile = (name: string) => path.join('server/analysis/model', `${name}.json`);
const fmt = (figures: Record<string, number>) =>
  Object.entries(figures)
    .map(([key, value]) => `${key} ${value.toFixed(1)} %`)
    .join(', ');

const work = gold.filter((contract) => !check.has(contract.id)).sort((a, b) => a.id.localeCompare(b.id));
const checkPart = gold.filter((contract) => check.has(contract.id));
const expirationOf = (contract: CuadContract, models?: ExpirationModels) =>
  analyzeContractText(texts.get(contract.id) ?? '', AS_OF, models).expirationDate;

// Stage 1: which sentences state the term. Each work contract is ranked by a model that did not see it.
console.log('term clause (CUAD "Expiration Date" passages)');
const labelledWork = work.map((contract) => labelled(contract, 'Expiration Date'));
const foldOf = (i: number) => i % FOLDS;
const clauseModels = Array.from({ length: FOLDS }, (_, fold) => ({
  about: `fold ${fold}`,
  ...fit(labelledWork.filter((_, i) => foldOf(i) !== fold)),
}));
const cvRanking = clauseModels.map((model, fold) =>
  rankingFigures(
    model,
    labelledWork.filter((_, i) => foldOf(i) === fold),
  ),
);
const mean = (key: 'top1' | 'top3') => cvRanking.reduce((sum, r) => sum + r[key], 0) / cvRanking.length;
console.log(
  `  work part, ${FOLDS}-fold cross-validated: passage ranked first ${mean('top1').toFixed(1)} %, in top 3 ${mean('top3').toFixed(1)} %`,
);
const rulesCv = new Map(
  work.map((contract, i) => [contract.id, expirationOf(contract, { termClause: clauseModels[foldOf(i)] })]),
);
console.log(
  `  work part, cross-validated, end dates read by the hand-written order: ${fmt(expirationFigures(work, (c) => rulesCv.get(c.id) ?? null))}`,
);
const termClause: SentenceModel = {
  about: `Sentences that state the term of the agreement: fitted by npm run train:analysis on the ${work.length} contracts of the CUAD development set's work part`,
  ...fit(labelledWork),
};
const checkRanking = rankingFigures(
  termClause,
  checkPart.map((contract) => labelled(contract, 'Expiration Date')),
);
console.log(
  `  check part: passage ranked first ${checkRanking.top1.toFixed(1)} %, in top 3 ${checkRanking.top3.toFixed(1)} %`,
);

// Stage 2: which candidate date ends the term. Candidates of each work contract come from its out-of-fold ranking.
console.log('term end (candidate dates of the ranked sentences)');
const candidatesOf = work.map((contract, i) => {
  const doc = prepareDocument(texts.get(contract.id) ?? '');
  const effective = findEffectiveDate(doc)?.value ?? null;
  return expirationCandidates(doc, effective, rankTermSentences(doc, clauseModels[foldOf(i)])).map(
    (candidate): Example => ({
      features: candidate.features,
      label: candidate.iso === contract.expirationDate ? 1 : 0,
    }),
  );
});
const fitEnd = (indices: number[]) =>
  trainLogistic(
    indices.flatMap((i) => candidatesOf[i]),
    { positiveWeight: 3, epochs: 150, l2: 1e-2, minCount: 3 },
  );
const best = new Map<string, { iso: string; probability: number } | null>();
for (let fold = 0; fold < FOLDS; fold++) {
  const model = fitEnd(work.map((_, i) => i).filter((i) => foldOf(i) !== fold));
  work.forEach((contract, i) => {
    if (foldOf(i) !== fold) return;
    const scores = scoreExamples(model, candidatesOf[i]).map(sigmoid);
    const top = scores.reduce((at, score, j) => (score > scores[at] ? j : at), 0);
    const doc = prepareDocument(texts.get(contract.id) ?? '');
    const effective = findEffectiveDate(doc)?.value ?? null;
    const iso = expirationCandidates(doc, effective, rankTermSentences(doc, clauseModels[fold]))[top]?.iso;
    best.set(contract.id, iso ? { iso, probability: scores[top] } : null);
  });
}
// The threshold: the least probability at which to name a date, by the cross-validated right minus false dates.
let threshold = 0.5;
let bestMargin = -Infinity;
for (let t = 0.05; t < 0.95; t += 0.05) {
  const figures = expirationFigures(work, (c) => {
    const b = best.get(c.id);
    return b && b.probability >= t ? b.iso : null;
  });
  if (figures.accuracy - figures.falseDates > bestMargin)
    [bestMargin, threshold] = [figures.accuracy - figures.falseDates, Math.round(t * 100) / 100];
}
console.log(
  `  work part, ${FOLDS}-fold cross-validated end dates (threshold ${threshold}): ${fmt(
    expirationFigures(work, (c) => {
      const b = best.get(c.id);
      return b && b.probability >= threshold ? b.iso : null;
    }),
  )}`,
);
const termEnd: EndModel = {
  about: `Which candidate date ends the initial term: fitted by npm run train:analysis on the ${work.length} contracts of the CUAD development set's work part`,
  threshold,
  ...fitEnd(work.map((_, i) => i)),
};
console.log(
  `  check part end dates: ${fmt(expirationFigures(checkPart, (c) => expirationOf(c, { termClause, termEnd })))}`,
);
const stored = STORED_EXPIRATION_MODELS;
console.log(
  `  (the engine's stored models, for comparison: work ${fmt(expirationFigures(work, (c) => expirationOf(c, stored)))}; check ${fmt(expirationFigures(checkPart, (c) => expirationOf(c, stored)))})`,
);
if (write) {
  fs.writeFileSync(modelFile('term-clause'), `${JSON.stringify(termClause, null, 1)}\n`);
  fs.writeFileSync(modelFile('term-end'), `${JSON.stringify(termEnd, null, 1)}\n`);
  console.log(
    `wrote ${modelFile('term-clause')} (${Object.keys(termClause.weights).length} weights) and ${modelFile('term-end')} (${Object.keys(termEnd.weights).length})`,
  );
}
