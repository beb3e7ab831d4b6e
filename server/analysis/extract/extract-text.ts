import { extractDocxText } from './docx';
import { htmlToText } from './html';
import { DEFAULT_LIMITS, ExtractionError, type ExtractionLimits } from './limits';
import { extractPdfText } from './pdf';

export type DocumentKind = 'pdf' | 'docx' | 'html' | 'text';

export interface DocumentInput {
  bytes: Uint8Array;
  /** What the source says it is; the bytes decide where they disagree. */
  mimeType?: string;
  fileName?: string;
}

const startsWith = (bytes: Uint8Array, signature: string) =>
  bytes.length >= signature.length && [...signature].every((char, i) => bytes[i] === char.charCodeAt(0));

/** The document's real kind, from its first bytes, then its declared type and name. */
export function detectKind({ bytes, mimeType = '', fileName = '' }: DocumentInput): DocumentKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  // A zip archive: Word's format (the extractor checks it really holds a Word document).
  if (startsWith(bytes, 'PK\u0003\u0004')) return 'docx';
  if (mimeType === 'text/html' || /\.html?$/i.test(fileName)) return 'html';
  const head = new TextDecoder().decode(bytes.subarray(0, 512));
  if (/^\s*<(!doctype html|html|body|div|p|table)\b/i.test(head)) return 'html';
  // Text is text only if it has no NUL bytes (binary formats nearly always do).
  if (!bytes.subarray(0, 4096).includes(0)) return 'text';
  return null;
}

/** The plain text of a document, within limits; throws ExtractionError with a readable reason. */
export async function extractText(input: DocumentInput, limits: ExtractionLimits = DEFAULT_LIMITS): Promise<string> {
  if (input.bytes.length === 0) throw new ExtractionError('The file is empty');
  if (input.bytes.length > limits.maxBytes) {
    throw new ExtractionError(`The file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);
  }
  const kind = detectKind(input);
  let text: string;
  switch (kind) {
    case 'pdf':
      text = await extractPdfText(input.bytes, limits);
      break;
    case 'docx':
      text = await extractDocxText(input.bytes, limits);
      break;
    case 'html':
      text = htmlToText(new TextDecoder().decode(input.bytes));
      break;
    case 'text':
      text = new TextDecoder().decode(input.bytes);
      break;
    default:
      throw new ExtractionError('The file type is not supported (PDF, Word, HTML or plain text)');
  }
  return text.length > limits.maxChars ? text.slice(0, limits.maxChars) : text;
}
