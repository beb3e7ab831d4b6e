import type { SearchItemRow } from '../../db/schema';
import { toFoundContract } from '../search/found-contracts';
import type { NewContract } from './contracts-repository';
import { MAX_FILE_BYTES, type BatchContract } from './schemas';

export class BatchItemError extends Error {}

const PDF_MAGIC = Buffer.from('%PDF-');

function decodeFile(file: NonNullable<BatchContract['file']>, index: number): NonNullable<NewContract['file']> {
  const content = Buffer.from(file.contentBase64, 'base64');
  if (content.length === 0) throw new BatchItemError(`contracts/${index}/file is empty or not base64`);
  if (content.length > MAX_FILE_BYTES) throw new BatchItemError(`contracts/${index}/file is larger than 20 MB`);
  const isPdf = content.subarray(0, 5).equals(PDF_MAGIC);
  // The declared type is only trusted where the bytes agree: a "PDF" that is not one is stored as what it is.
  const mimeType = isPdf
    ? 'application/pdf'
    : file.contentType === 'application/pdf'
      ? 'application/octet-stream'
      : file.contentType;
  const text = mimeType.startsWith('text/') ? content.toString('utf8') : null;
  return { fileName: file.name, mimeType, content, text };
}

/**
 * A search result being stored: what the request leaves out comes from the analysis, the original file comes from
 * the search, and the document's hash is its identity (the same contract found by two searches is stored once).
 */
function withSearchResult(
  item: BatchContract,
  found: SearchItemRow,
): { item: BatchContract; file: NewContract['file']; sourceKey: string } {
  const analysed = toFoundContract(found);
  const pick = <K extends keyof BatchContract & keyof typeof analysed>(key: K) =>
    (item[key] !== undefined ? item[key] : analysed[key]) as BatchContract[K];
  return {
    item: {
      ...item,
      sourceType: found.source,
      sourceLocation: item.sourceLocation ?? analysed.sourceLocation,
      renewalDate: pick('renewalDate'),
      amount: pick('amount'),
      currency: pick('currency'),
      parties: pick('parties'),
      effectiveDate: pick('effectiveDate'),
      expirationDate: pick('expirationDate'),
      perpetual: pick('perpetual'),
      autoRenews: pick('autoRenews'),
      renewalTermMonths: pick('renewalTermMonths'),
      noticePeriodDays: pick('noticePeriodDays'),
      cancelByDate: pick('cancelByDate'),
      evidence: pick('evidence'),
    },
    file: { fileName: found.fileName, mimeType: found.mimeType, content: found.content, text: found.text },
    sourceKey: `${found.source}:sha256:${found.sha256}`,
  };
}

/**
 * Maps validated request items to rows; the source key is what makes a second upload a duplicate. Items whose id
 * is one of the user's search results (`found`) are stored with that result's original file.
 */
export function toNewContracts(requested: BatchContract[], found = new Map<string, SearchItemRow>()): NewContract[] {
  return requested.map((requestedItem, index) => {
    const result = found.get(requestedItem.id);
    const linked = result && !requestedItem.file ? withSearchResult(requestedItem, result) : undefined;
    const item = linked?.item ?? requestedItem;
    const source = item.sourceType ?? (item.file ? 'upload' : 'gmail');
    return {
      row: {
        name: item.name.trim() || 'Unnamed Contract',
        // The wizard's found-contract form defaults a missing amount to 0 (spec section 3): 0 means "not detected".
        contractValue: item.amount ? item.amount.toFixed(2) : null,
        currency: item.currency ?? (item.amount ? 'USD' : null),
        renewalDate: item.renewalDate ?? null,
        effectiveDate: item.effectiveDate ?? null,
        expirationDate: item.expirationDate ?? null,
        cancelByDate: item.cancelByDate ?? null,
        perpetual: item.perpetual ?? false,
        autoRenews: item.autoRenews ?? null,
        renewalTermMonths: item.renewalTermMonths ?? null,
        noticePeriodDays: item.noticePeriodDays ?? null,
        parties: (item.parties ?? []).map((party) => party.trim()).filter(Boolean),
        evidence: item.evidence ?? {},
        source,
        sourceKey: linked?.sourceKey ?? `${source}:${item.id}`,
        sourceLocation: item.sourceLocation ?? item.path ?? null,
      },
      file: linked?.file ?? (item.file ? decodeFile(item.file, index) : undefined),
    };
  });
}
