import JSZip from 'jszip';
import mammoth from 'mammoth';
import { htmlToText } from './html';
import { ExtractionError, withTimeout, type ExtractionLimits } from './limits';

/**
 * The text of a Word document. The archive is inspected first: a zip bomb (huge declared sizes) is refused before
 * anything is inflated.
 */
export async function extractDocxText(bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new ExtractionError('The file is not a valid Word document');
  }
  let declared = 0;
  zip.forEach((_path, entry) => {
    declared += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  });
  if (declared > limits.maxBytes * 8) throw new ExtractionError('The Word document expands to more than is allowed');
  if (!zip.file('word/document.xml')) throw new ExtractionError('The file is not a valid Word document');
  // Through HTML, so a table's rows keep their cells apart as an e-mail's do (the raw text gives every cell a
  // paragraph of its own: "Notice to cancel", then "60 days", read as two sentences and no notice).
  const result = await withTimeout(mammoth.convertToHtml({ buffer: Buffer.from(bytes) }), limits.timeoutMs, () => {});
  return htmlToText(result.value);
}
