// `npm run bench:analysis -- PATH`: extraction-only throughput on one thread next to the full pipeline (extraction
// + analysis) on the worker pool, over every PDF in PATH (a CUAD-format folder), with the process's memory over
// the run. Prints figures; judges nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractText } from '../server/analysis/extract/extract-text';
import { createAnalysisPool, runLargestFirst } from '../server/analysis/pool';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run bench:analysis -- PATH');
  process.exit(2);
}
const contractsDir = fs.existsSync(path.join(folder, 'contracts')) ? path.join(folder, 'contracts') : folder;
const files = fs
  .readdirSync(contractsDir)
  .filter((name) => name.toLowerCase().endsWith('.pdf'))
  .sort()
  .map((name) => path.join(contractsDir, name));
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

let started = performance.now();
let failed = 0;
for (const file of files) {
  await extractText({ bytes: fs.readFileSync(file), fileName: file }).catch(() => failed++);
}
const extractionSeconds = (performance.now() - started) / 1000;

const pool = createAnalysisPool();
const rss: number[] = [];
const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 250);
started = performance.now();
let done = 0;
const quarters: string[] = [];
await Promise.all(
  runLargestFirst(files, async (file) => {
    await pool.run({ path: file, asOf: '2026-01-01', withoutText: true });
    done++;
    if (done % Math.ceil(files.length / 4) === 0 || done === files.length) {
      quarters.push(`${done}/${files.length}: ${mb(process.memoryUsage().rss)}`);
    }
  }),
);
const pipelineSeconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await pool.close();

const extractionRate = files.length / extractionSeconds;
const pipelineRate = files.length / pipelineSeconds;
console.log(`documents                        ${files.length} (${failed} unreadable)`);
console.log(
  `extraction only, 1 thread        ${extractionRate.toFixed(2)} contracts/s (${extractionSeconds.toFixed(1)} s)`,
);
console.log(
  `full pipeline, ${os.availableParallelism()} threads          ${pipelineRate.toFixed(2)} contracts/s (${pipelineSeconds.toFixed(1)} s)`,
);
console.log(`pipeline / extraction            ${(pipelineRate / extractionRate).toFixed(2)}x (budget: at least 1.5x)`);
console.log(`process RSS during the pipeline  min ${mb(Math.min(...rss))}, max ${mb(Math.max(...rss))}`);
console.log(`process RSS by progress          ${quarters.join(' | ')}`);
