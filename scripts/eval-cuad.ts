// `npm run eval:cuad -- PATH`: analyses every contract of a CUAD-format folder (gold.jsonl, contracts/, score.mjs)
// with the product's engine on all cores, writes predictions, and prints the folder's scorer figures, the confidence
// calibration, the renewal lengths read right, the false renewals where the annotators highlight one, and the speed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAnalysisPool, runLargestFirst } from '../server/analysis/pool';
import { CONFIDENT } from '../server/analysis/model/confidence-scale';
import { calibration } from './calibration';
import { checkPartIds, highlightedPassages, type CuadContract } from './cuad-texts';
import { falseRenewalCounts } from './false-renewals';
import { intervalsLine, wilson, type ScoreCounts } from './intervals';
import { renewalLengthCounts } from './renewal-lengths';

const folder = process.argv[2];
if (!folder || !fs.existsSync(path.join(folder, 'gold.jsonl'))) {
  console.error('usage: npm run eval:cuad -- PATH   (a folder with gold.jsonl, score.mjs and the contracts)');
  process.exit(2);
}
const asOf = process.argv[3] ?? '2026-01-01';
const gold = fs
  .readFileSync(path.join(folder, 'gold.jsonl'), 'utf8')
  .split('\n')
  .filter((row) => row.trim())
  .map((row) => JSON.parse(row) as CuadContract);

const pool = createAnalysisPool();
const started = performance.now();
const outcomes = await Promise.all(
  runLargestFirst(
    gold.map((g) => path.join(folder, g.file)),
    (file) => pool.run({ path: file, asOf, withoutText: true }),
  ),
);
const seconds = (performance.now() - started) / 1000;
await pool.close();

const predictionsFile = path.join(os.tmpdir(), `renewal-tracker-cuad-predictions-${process.pid}.jsonl`);
const lines = outcomes.map((outcome, i) =>
  JSON.stringify(
    outcome.ok ? { id: gold[i].id, ...outcome.result, text: undefined } : { id: gold[i].id, error: outcome.error },
  ),
);
fs.writeFileSync(predictionsFile, `${lines.join('\n')}\n`);

const failures = outcomes.filter((outcome) => !outcome.ok).length;
/** The folder's scorer on these predictions, over the whole set or one part of it (split.json). */
function score(subset: 'work' | 'check' | undefined, json: boolean) {
  const run = spawnSync(
    process.execPath,
    [
      path.join(folder, 'score.mjs'),
      path.join(folder, 'gold.jsonl'),
      predictionsFile,
      ...(subset ? ['--subset', subset] : []),
      ...(json ? ['--json'] : []),
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) process.stderr.write(run.stderr);
  return run.stdout;
}
/** The scorer's figures, then the same accuracies as counts with their 95 % intervals (a part is a few dozen). */
function printScore(subset?: 'work' | 'check') {
  process.stdout.write(score(subset, false));
  const counts = (JSON.parse(score(subset, true) || '{}') as { counts?: ScoreCounts }).counts;
  if (counts) console.log(`${'counts (95 % interval)'.padEnd(32)} ${intervalsLine(counts)}`);
}

const predictions = new Map(
  outcomes.flatMap((outcome, i) => (outcome.ok ? [[gold[i].id, { id: gold[i].id, ...outcome.result }] as const] : [])),
);
/** The share right of the fields the analysis is at least 0.8 sure of (the contract page marks the rest). */
function printCalibration(contracts: CuadContract[]) {
  const { confident, confidentRight, right, below, wrong } = calibration(contracts, predictions);
  const [low, high] = wilson(confidentRight, confident);
  const misses = Object.entries(wrong)
    .map(([field, count]) => `${field} ${count}`)
    .join(', ');
  console.log(
    `${`confidence >= ${CONFIDENT} right`.padEnd(32)} ${right.toFixed(1)} % of ${confident} fields (${low.toFixed(0)}-${high.toFixed(0)} %; wrong: ${misses || 'none'}); ${below} below`,
  );
}

/** The renewals read with the length the annotators give (not scored by score.mjs; reminders step by it). */
function printRenewalLengths(contracts: CuadContract[]) {
  const { found, right } = renewalLengthCounts(contracts, predictions);
  const [low, high] = wilson(right, found);
  console.log(
    `${'renewal length right'.padEnd(32)} ${right} of ${found} renewals read as renewing (${low.toFixed(0)}-${high.toFixed(0)} %)`,
  );
}

const passages = fs.existsSync(path.join(folder, 'clauses.jsonl')) ? highlightedPassages(folder) : null;
/** The false renewals the scorer counts, and how many are where the annotators highlighted a renewal (false-renewals). */
function printFalseRenewals(contracts: CuadContract[]) {
  if (!passages) return;
  const { falseRenewals, highlighted } = falseRenewalCounts(contracts, predictions, passages);
  console.log(
    `${'false renewals'.padEnd(32)} ${falseRenewals}; in ${highlighted} of them the annotators highlight a renewal clause but answer no length or "perpetual"`,
  );
}

// With a fixed work / check split, both parts are printed: a change that raises only the work part is fitting the
// documents the rules were written from, not progress; the check part is the figure a new user's contracts get.
if (fs.existsSync(path.join(folder, 'split.json'))) {
  const check = checkPartIds(folder);
  for (const subset of ['work', 'check'] as const) {
    console.log(`\n== ${subset} part${subset === 'check' ? ' (contracts not studied: the figure to report)' : ''}`);
    printScore(subset);
    const part = gold.filter((contract) => check.has(contract.id) === (subset === 'check'));
    printCalibration(part);
    printRenewalLengths(part);
    printFalseRenewals(part);
  }
  console.log('\n== whole set');
}
printScore();
printCalibration(gold);
printRenewalLengths(gold);
printFalseRenewals(gold);
console.log(`${'contracts'.padEnd(32)} ${gold.length} (${failures} unreadable)`);
console.log(`${'seconds'.padEnd(32)} ${seconds.toFixed(1)} on ${os.availableParallelism()} cores`);
console.log(`${'contracts/s'.padEnd(32)} ${(gold.length / seconds).toFixed(2)}`);
console.log(`${'predictions'.padEnd(32)} ${predictionsFile}`);
