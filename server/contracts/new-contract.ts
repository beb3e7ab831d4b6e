import type { NewContractRow } from '../db/schema';
import { amountForStorage } from '../lib/money';
import { ACTORS, type Change } from './changes';
import { byRecordField, pickFacts, RECORD_FIELDS } from './facts';
import type { ContractFacts } from './schemas';

/** The original document kept with a contract (download returns it). */
export interface OriginalFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
  text?: string | null;
}

/** A contract about to be stored: its row, its original, and the first entries of its history. */
export interface NewContract {
  row: Omit<NewContractRow, 'ownerId'>;
  file?: OriginalFile;
  history: Change[];
}

/** What a new contract is made of, wherever it comes from (a search result, an upload, an import). */
export interface ContractDraft {
  name: string;
  facts: ContractFacts;
  amount: number | null;
  /** The analysis's notes, by finding (its own keys) or by field. */
  evidence: Record<string, string>;
  confidence: Record<string, number>;
  source: NewContractRow['source'];
  sourceKey: string;
  sourceLocation: string | null;
  sourceUrl?: string | null;
  file?: OriginalFile;
  /** How it arrived: found by a search, or uploaded. */
  origin: typeof ACTORS.search | typeof ACTORS.upload;
}

/** The identity of a stored original: the same bytes are the same contract, however they arrived. */
export const contentKey = (sha256: string) => `sha256:${sha256}`;

const isEmpty = (value: unknown) => value === null || value === false || (Array.isArray(value) && value.length === 0);

/**
 * A draft as a row to insert: it needs review, its renewals count from the end of its initial term, and its
 * history starts with where it came from and what the analysis read in it.
 */
export function newContract(draft: ContractDraft): NewContract {
  const amount = draft.amount || null;
  const facts = {
    ...pickFacts(draft.facts),
    currency: draft.facts.currency ?? (amount ? 'USD' : null),
    parties: draft.facts.parties.map((party) => party.trim()).filter(Boolean),
  };
  const values: Record<string, unknown> = { ...facts, contractValue: amount };
  return {
    row: {
      ...facts,
      name: draft.name.trim() || 'Unnamed Contract',
      contractValue: amount === null ? null : amountForStorage(amount),
      evidence: byRecordField(draft.evidence) as Record<string, string>,
      confidence: byRecordField(draft.confidence) as Record<string, number>,
      fieldSources: {},
      reviewState: 'needs_review',
      termAnchor: facts.expirationDate ?? facts.renewalDate,
      source: draft.source,
      sourceKey: draft.sourceKey,
      sourceLocation: draft.sourceLocation,
      sourceUrl: draft.sourceUrl ?? null,
    },
    file: draft.file,
    history: [
      { actor: draft.origin, field: 'source', from: null, to: draft.sourceLocation ?? draft.file?.fileName ?? null },
      ...RECORD_FIELDS.filter((field) => !isEmpty(values[field])).map((field) => ({
        actor: ACTORS.analysis,
        field,
        from: null,
        to: values[field] as Change['to'],
      })),
    ],
  };
}
