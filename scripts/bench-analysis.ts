// `npm run bench:analysis -- PATH`: extraction-only throughput on one thread next to the full pipeline (extraction
// + analysis) on the worker pool, over every PDF in PATH (a CUAD-format folder), with the process's memory over
// the run. Prints figures; judges nothing.
//
// Each side reads the whole set twice and both passes are printed. The first pass includes what happens once per
// process: the pool's threads start and each one compiles pdf.js for itself (one thread compiles on the idle second
// core; two threads compile on the cores they work on). The second pass is the throughput a running server has,
// the one the budget is about; its memory, sampled over both passes, shows whether anything accumulates.
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

/** Seconds for one run of `pass`. */
async function timed(pass: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await pass();
  return (performance.now() - started) / 1000;
}

let unreadable = 0;
const extractionPass = async () => {
  unreadable = 0;
  for (const file of files) {
    await extractText({ bytes: fs.readFileSync(file), fileName: file }).catch(() => unreadable++);
  }
};
const extraction = [await timed(extractionPass), await timed(extractionPass)];

const pool = createAnalysisPool();
const rss: number[] = [];
const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 250);
const progress: string[] = [];
const pipelinePass = (label: string) => {
  let done = 0;
  return Promise.all(
    runLargestFirst(files, async (file) => {
      await pool.run({ path: file, asOf: '2026-01-01', withoutText: true });
      done++;
      if (done % Math.ceil(files.length / 2) === 0 || done === files.length) {
        progress.push(`${label} ${done}/${files.length}: ${mb(process.memoryUsage().rss)}`);
      }
    }),
  );
};
const pipeline = [await timed(() => pipelinePass('pass 1')), await timed(() => pipelinePass('pass 2'))];
clearInterval(sampler);
await pool.close();

const rate = (seconds: number) => `${(files.length / seconds).toFixed(2)} contracts/s (${seconds.toFixed(1)} s)`;
const ratio = (pass: number) => (extraction[pass] / pipeline[pass]).toFixed(2);
console.log(`documents                        ${files.length} (${unreadable} unreadable)`);
console.log(`extraction only, 1 thread        pass 1 ${rate(extraction[0])}, pass 2 ${rate(extraction[1])}`);
console.log(
  `full pipeline, ${os.availableParallelism()} threads         pass 1 ${rate(pipeline[0])}, pass 2 ${rate(pipeline[1])}`,
);
console.log(`pipeline / extraction, pass 1    ${ratio(0)}x (threads starting, code compiling)`);
console.log(`pipeline / extraction, pass 2    ${ratio(1)}x (running server; budget: at least 1.5x)`);
console.log(`process RSS during the pipeline  min ${mb(Math.min(...rss))}, max ${mb(Math.max(...rss))}`);
console.log(`process RSS by progress          ${progress.join(' | ')}`);
