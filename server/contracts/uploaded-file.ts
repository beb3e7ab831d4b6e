import { createHash } from 'node:crypto';
import type { DocumentAnalysis } from '../analysis/analyze-document';
import { detectKind } from '../analysis/extract/extract-text';
import { factsFromAnalysis } from './facts';
import { ACTORS } from './changes';
import { contentKey, type ContractDraft } from './new-contract';

/** A file as the browser sent it. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const KIND_TYPES = { pdf: 'application/pdf', docx: WORD, html: 'text/html', text: 'text/plain' } as const;

/** The file's type as its bytes say (a "PDF" that is not one is not stored as one). */
export function storedType(file: UploadedFile): string {
  const kind = detectKind({ bytes: file.content, mimeType: file.mimeType, fileName: file.fileName });
  return kind ? KIND_TYPES[kind] : 'application/octet-stream';
}

/** A contract from an uploaded file and its analysis: named after the file, its bytes its identity. */
export function draftFromUpload(file: UploadedFile, analysis: DocumentAnalysis): ContractDraft {
  const { amount, ...facts } = factsFromAnalysis(analysis);
  return {
    name: file.fileName.replace(/\.(pdf|docx|txt|text|html?)$/i, '') || file.fileName,
    facts,
    amount,
    evidence: analysis.evidence,
    confidence: analysis.confidence,
    source: 'upload',
    sourceKey: contentKey(createHash('sha256').update(file.content).digest('hex')),
    sourceLocation: `Uploaded: ${file.fileName}`,
    file: { fileName: file.fileName, mimeType: storedType(file), content: file.content, text: analysis.text },
    origin: ACTORS.upload,
  };
}
