import type { ItemLocation } from '../../db/schema';

/** A document a source found; its bytes are fetched only when the search gets to it. */
export interface FoundDocument {
  source: 'gmail' | 'drive';
  /** What the user sees: the attachment's or file's name, or the mail's subject for a body. */
  name: string;
  subject: string | null;
  fileName: string;
  mimeType: string;
  date: Date | null;
  location: ItemLocation;
  fetch(): Promise<Buffer>;
}

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Attachment types the analysis reads, by declared type or, when mail clients label them loosely, by name. */
export function readableType(mimeType: string, fileName: string): string | null {
  const type = mimeType.toLowerCase();
  if (type === 'application/pdf' || /\.pdf$/i.test(fileName)) return 'application/pdf';
  if (type === WORD || /\.docx$/i.test(fileName)) return WORD;
  if (type === 'text/plain' || /\.txt$/i.test(fileName)) return 'text/plain';
  return null;
}
