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

/** Maps validated request items to rows; the source key is what makes a second upload a duplicate. */
export function toNewContracts(items: BatchContract[]): NewContract[] {
  return items.map((item, index) => {
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
        sourceKey: `${source}:${item.id}`,
        sourceLocation: item.sourceLocation ?? item.path ?? null,
      },
      file: item.file ? decodeFile(item.file, index) : undefined,
    };
  });
}
