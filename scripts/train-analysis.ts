// `npm run train:analysis -- PATH [--write]`: fits the analysis engine's sentence models on the work part of a
// CUAD-format development set (gold.jsonl, clauses.jsonl, split.json), prints their five-fold cross-validated
// figures on the work part and their figures on the check part, and with --write stores the models fitted on the
// whole work part in server/analysis/model/. The check part never takes part in fitting or choosing.
import fs from 'node:fs';
import path from 'node:path';
import { analyzeContractText } from '../server/analysis/analyze';
import { sentenceFeatures, type SentenceModel } from '../server/analysis/model/sentence-model';
import { trainLogistic, type Example } from '../server/analysis/model/train-logistic';
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
const expirationOf = (contract: CuadContract, model?: SentenceModel) =>
  analyzeContractText(texts.get(contract.id) ?? '', AS_OF, model ? { termClause: model } : {}).expirationDate;

console.log('term clause (CUAD "Expiration Date" passages)');
const labelledWork = work.map((contract) => labelled(contract, 'Expiration Date'));
const cvRanking: ReturnType<typeof rankingFigures>[] = [];
const cvPredictions = new Map<string, string | null>();
for (let fold = 0; fold < FOLDS; fold++) {
  const training = labelledWork.filter((_, i) => i % FOLDS !== fold);
  const held = labelledWork.filter((_, i) => i % FOLDS === fold);
  const model = { about: `fold ${fold}`, ...fit(training) };
  cvRanking.push(rankingFigures(model, held));
  for (const { contract } of held) cvPredictions.set(contract.id, expirationOf(contract, model));
}
const mean = (key: 'top1' | 'top3') => cvRanking.reduce((sum, r) => sum + r[key], 0) / cvRanking.length;
console.log(
  `  work part, ${FOLDS}-fold cross-validated: passage ranked first ${mean('top1').toFixed(1)} %, in top 3 ${mean('top3').toFixed(1)} %`,
);
console.log(
  `  work part, ${FOLDS}-fold cross-validated end dates: ${fmt(expirationFigures(work, (c) => cvPredictions.get(c.id) ?? null))}`,
);
const final: SentenceModel = {
  about: `Sentences that state the term of the agreement: fitted by npm run train:analysis on the ${work.length} contracts of the CUAD development set's work part`,
  ...fit(labelledWork),
};
const labelledCheck = checkPart.map((contract) => labelled(contract, 'Expiration Date'));
const checkRanking = rankingFigures(final, labelledCheck);
console.log(
  `  check part: passage ranked first ${checkRanking.top1.toFixed(1)} %, in top 3 ${checkRanking.top3.toFixed(1)} %`,
);
console.log(`  check part end dates: ${fmt(expirationFigures(checkPart, (c) => expirationOf(c, final)))}`);
console.log(
  `  (the engine's stored model, for comparison: work ${fmt(expirationFigures(work, (c) => expirationOf(c)))}; check ${fmt(expirationFigures(checkPart, (c) => expirationOf(c)))})`,
);
if (write) {
  fs.writeFileSync(modelFile('term-clause'), `${JSON.stringify(final, null, 1)}\n`);
  console.log(`wrote ${modelFile('term-clause')} (${Object.keys(final.weights).length} weights)`);
}
