// The text the product's extractor reads from each contract of a CUAD-format folder, cached in the system's temp
// folder (keyed by the PDF's size and time and the extractor's code) so training and evaluation runs after the first
// take seconds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RenewalKind } from '../server/analysis/fields/renewal';
import { createAnalysisPool, runLargestFirst } from '../server/analysis/pool';

export interface CuadContract {
  id: string;
  file: string;
  agreementDate?: unknown;
  effectiveDate: unknown;
  expirationDate: unknown;
  renewalTerm: string | null;
  noticePeriodToTerminateRenewal: string | null;
  parties: string[];
}

/** A gold value that is a whole date (not a year alone, "perpetual" or null). */
export const isDate = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Whether a gold date field says what the date is: a date, none or "perpetual", not only a year (`{"year": N}`). */
export const knownDate = (value: unknown) => value === null || value === 'perpetual' || isDate(value);

/** The gold notice period in days, as score.mjs reads the annotators' text (a month is 30 days, a year 365). */
export function goldNoticeDays(contract: CuadContract): number | null {
  const match = contract.noticePeriodToTerminateRenewal?.toLowerCase().match(/(\d+)\s*(day|month|year|week)/);
  return match ? Number(match[1]) * { day: 1, week: 7, month: 30, year: 365 }[match[2] as 'day'] : null;
}

/** Whether the annotators' answer renews as score.mjs counts it: a "Renewal Term" given, and not "perpetual". */
export const goldRenews = (contract: CuadContract) =>
  contract.renewalTerm != null && !/perpetual/i.test(contract.renewalTerm);

/** Whether a renewal kind renews as score.mjs counts it: CUAD's "Renewal Term" covers automatic and option renewals. */
export const countsAsRenewing = (kind: RenewalKind | null) => kind === 'automatic' || kind === 'option';

/** The ids of a CUAD-format folder's check part (split.json): scored in aggregate only, never studied. */
export const checkPartIds = (folder: string) =>
  new Set<string>(JSON.parse(fs.readFileSync(path.join(folder, 'split.json'), 'utf8')).check);

export const readJsonl = <T>(file: string): T[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((row) => row.trim())
    .map((row) => JSON.parse(row) as T);

/** The passages CUAD's annotators highlighted (a CUAD-format folder's clauses.jsonl), by contract and label. */
export const highlightedPassages = (folder: string) =>
  new Map<string, Record<string, string[]>>(
    readJsonl<Record<string, string[]> & { id: string }>(path.join(folder, 'clauses.jsonl')).map((row) => [
      row.id,
      row,
    ]),
  );

/** The extractor's own code, hashed: a change to how text is read makes every cached text stale. */
function extractorVersion(): string {
  const dir = path.join(import.meta.dirname, '../server/analysis/extract');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir).sort()) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

export async function contractTexts(folder: string, contracts: CuadContract[]): Promise<Map<string, string>> {
  const cache = path.join(os.tmpdir(), 'renewal-tracker-cuad-texts');
  fs.mkdirSync(cache, { recursive: true });
  const version = extractorVersion();
  const keyOf = (contract: CuadContract) => {
    const stat = fs.statSync(path.join(folder, contract.file));
    return path.join(cache, `${contract.id}-${stat.size}-${Math.round(stat.mtimeMs)}-${version}.txt`);
  };
  const missing = contracts.filter((contract) => !fs.existsSync(keyOf(contract)));
  if (missing.length) {
    const pool = createAnalysisPool();
    try {
      const outcomes = await Promise.all(
        runLargestFirst(
          missing.map((contract) => path.join(folder, contract.file)),
          (file) => pool.run({ path: file, asOf: '2026-01-01' }),
        ),
      );
      outcomes.forEach((outcome, i) => fs.writeFileSync(keyOf(missing[i]), outcome.ok ? outcome.result.text : ''));
    } finally {
      await pool.close();
    }
  }
  return new Map(contracts.map((contract) => [contract.id, fs.readFileSync(keyOf(contract), 'utf8')]));
}
