import { factsFromAnalysis, NO_FACTS, overrideFacts } from '../../contracts/facts';
import { ACTORS } from '../../contracts/changes';
import {
  contentKey,
  newContract,
  type ContractDraft,
  type NewContract,
  type OriginalFile,
} from '../../contracts/new-contract';
import type { ItemLocation, SearchItemRow } from '../../db/schema';
import { MAX_FILE_BYTES, type BatchContract } from './schemas';

export class BatchItemError extends Error {}

function decodeFile(file: NonNullable<BatchContract['file']>, index: number): OriginalFile {
  const content = Buffer.from(file.contentBase64, 'base64');
  if (content.length === 0) throw new BatchItemError(`contracts/${index}/file is empty or not base64`);
  if (content.length > MAX_FILE_BYTES) throw new BatchItemError(`contracts/${index}/file is larger than 20 MB`);
  const isPdf = content.subarray(0, 5).toString('latin1') === '%PDF-';
  // The declared type is only trusted where the bytes agree: a "PDF" that is not one is stored as what it is.
  const mimeType = isPdf
    ? 'application/pdf'
    : file.contentType === 'application/pdf'
      ? 'application/octet-stream'
      : file.contentType;
  const text = mimeType.startsWith('text/') ? content.toString('utf8') : null;
  return { fileName: file.name, mimeType, content, text };
}

/** Where Google shows a found document: the mail in Gmail, the file in Drive (Vault exports have no such place). */
export function sourceUrl(location: ItemLocation | undefined): string | null {
  if (location?.source === 'gmail' && location.messageId)
    return `https://mail.google.com/mail/u/${encodeURIComponent(location.account)}/#all/${location.messageId}`;
  if (location?.source === 'drive' && location.fileId) return `https://drive.google.com/file/d/${location.fileId}/view`;
  return null;
}

/**
 * What a stored search result starts from: the analysis (what the request leaves out), the original file, where
 * Google shows it, and the document's hash as its identity (the same contract found twice is stored once).
 */
function searchResultOrigin(found: SearchItemRow): Omit<ContractDraft, 'name' | 'facts' | 'amount' | 'origin'> & {
  analysed: ReturnType<typeof factsFromAnalysis>;
} {
  const [first] = found.locations;
  return {
    analysed: factsFromAnalysis(found.analysis),
    evidence: found.analysis?.evidence ?? {},
    confidence: found.analysis?.confidence ?? {},
    source: found.source,
    sourceKey: contentKey(found.sha256),
    sourceLocation: first?.label ?? found.name,
    sourceUrl: sourceUrl(first),
    file: { fileName: found.fileName, mimeType: found.mimeType, content: found.content, text: found.text },
  };
}

/**
 * Maps validated request items to new contracts (pure, without Node at import: the mock backend maps them too); the source key is what makes a second upload a duplicate. Items
 * whose id is one of the user's search results (`found`) are stored with that result's analysis and original file.
 */
export function toNewContracts(requested: BatchContract[], found = new Map<string, SearchItemRow>()): NewContract[] {
  return requested.map((item, index) => {
    const result = found.get(item.id);
    const origin = result && !item.file ? searchResultOrigin(result) : undefined;
    const source = origin?.source ?? item.sourceType ?? (item.file ? 'upload' : 'gmail');
    return newContract({
      name: item.name,
      facts: overrideFacts(origin?.analysed ?? NO_FACTS, item),
      // The wizard's found-contract form defaults a missing amount to 0 (spec section 3): 0 means "not detected".
      amount: item.amount !== undefined ? item.amount : (origin?.analysed.amount ?? null),
      evidence: { ...origin?.evidence, ...item.evidence },
      confidence: origin?.confidence ?? {},
      source,
      sourceKey: origin?.sourceKey ?? `${source}:${item.id}`,
      sourceLocation: item.sourceLocation ?? origin?.sourceLocation ?? item.path ?? null,
      sourceUrl: origin?.sourceUrl,
      file: origin?.file ?? (item.file ? decodeFile(item.file, index) : undefined),
      origin: source === 'upload' ? ACTORS.upload : ACTORS.search,
    });
  });
}
