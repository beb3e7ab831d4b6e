// `npm run eval:cuad -- PATH`: analyses every contract of a CUAD-format folder (gold.jsonl, contracts/, score.mjs)
// with the product's engine on all cores, writes predictions, and prints the folder's scorer figures and the speed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAnalysisPool, runLargestFirst } from '../server/analysis/pool';

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
  .map((row) => JSON.parse(row) as { id: string; file: string });

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
const score = spawnSync(
  process.execPath,
  [path.join(folder, 'score.mjs'), path.join(folder, 'gold.jsonl'), predictionsFile],
  {
    encoding: 'utf8',
  },
);
process.stdout.write(score.stdout);
if (score.status !== 0) process.stderr.write(score.stderr);
console.log(`${'contracts'.padEnd(32)} ${gold.length} (${failures} unreadable)`);
console.log(`${'seconds'.padEnd(32)} ${seconds.toFixed(1)} on ${os.availableParallelism()} cores`);
console.log(`${'contracts/s'.padEnd(32)} ${(gold.length / seconds).toFixed(2)}`);
console.log(`${'predictions'.padEnd(32)} ${predictionsFile}`);
