import path from 'node:path';
import dayjs from 'dayjs';
import { createAnalysisPool, runLargestFirst } from './pool';
import type { AnalysisOutcome } from './worker';

const USAGE = 'usage: npm run analyze -- [--as-of YYYY-MM-DD] FILE...';

function parseArgs(argv: string[]): { asOf: string; files: string[] } {
  let asOf = dayjs().format('YYYY-MM-DD');
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--as-of') {
      asOf = argv[++i] ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || !dayjs(asOf, 'YYYY-MM-DD').isValid())
        throw new Error(`--as-of needs a date YYYY-MM-DD (${USAGE})`);
    } else if (argv[i] === '--help' || argv[i] === '-h') {
      throw new Error(USAGE);
    } else {
      files.push(argv[i]);
    }
  }
  if (files.length === 0) throw new Error(USAGE);
  return { asOf, files };
}

/** One JSON line per file, in the order given: the fields and their evidence, or the reason it failed. */
function line(file: string, outcome: AnalysisOutcome): string {
  const id = path.basename(file).replace(/\.[^.]+$/, '');
  if (!outcome.ok) return JSON.stringify({ file, id, error: outcome.error });
  const { text: _text, looksLikeContract: _contract, amountPeriod: _period, ...fields } = outcome.result;
  return JSON.stringify({ file, id, ...fields });
}

/** Analyses files, several at a time on every core, and prints results in input order as they become ready. */
export async function runCli(argv: string[], write: (text: string) => void = (t) => process.stdout.write(t)) {
  const { asOf, files } = parseArgs(argv);
  const single = files.length === 1;
  const pool = single ? null : createAnalysisPool();
  // The analysis itself is loaded only where it runs here, for one file: with a pool it runs in the workers, and
  // loading it here too cost the main thread a quarter of a second beside theirs.
  const analyzeTask = pool ? null : (await import('./worker')).default;
  const run = (file: string) =>
    pool ? pool.run({ path: file, asOf, withoutText: true }) : analyzeTask!({ path: file, asOf, withoutText: true });
  try {
    const pending = pool ? runLargestFirst(files, run) : files.map(run);
    for (let i = 0; i < files.length; i++) write(`${line(files[i], await pending[i])}\n`);
  } finally {
    await pool?.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  runCli(process.argv.slice(2)).catch((error: Error) => {
    console.error(error.message);
    process.exit(2);
  });
}
