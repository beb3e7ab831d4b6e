import { setImmediate } from 'node:timers/promises';
import { getDocumentProxy } from 'unpdf';
import { ExtractionError, withTimeout, type ExtractionLimits } from './limits';

// pdf.js inflates every compressed stream through the global DecompressionStream when there is one; in Node each
// such stream then crosses web-stream adapters and zlib's thread pool, and text extraction ran about 20 % slower on
// the CUAD set (16.4 s vs 13.0 s for 80 contracts, the same text) than with pdf.js's own synchronous inflate, which
// it uses when the global is absent (the reading loop below yields per page so the time limit still fires). Only
// analysis imports this module: worker threads, the CLI and benchmarks.
delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;

interface TextItem {
  str?: string;
  hasEOL?: boolean;
}

function describe(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === 'PasswordException') return 'The PDF is password-protected';
  if (name === 'InvalidPDFException') return 'The file is not a valid PDF';
  return `The PDF could not be read (${(error as Error)?.message ?? String(error)})`;
}

/** Page numbers to read: all of a short document; the head and the tail of a long one. */
export function pagesToRead(numPages: number, { leadingPages, trailingPages }: ExtractionLimits): number[] {
  const all = Array.from({ length: numPages }, (_, i) => i + 1);
  if (numPages <= leadingPages + trailingPages) return all;
  return [...all.slice(0, leadingPages), ...all.slice(numPages - trailingPages)];
}

/** The text of a PDF, page by page, within the page, size and time limits. */
export async function extractPdfText(bytes: Uint8Array, limits: ExtractionLimits): Promise<string> {
  // pdf.js may transfer (detach) the buffer it is given; keep the caller's bytes intact.
  const data = new Uint8Array(bytes);
  let destroy = () => {};
  const work = (async () => {
    let pdf;
    try {
      pdf = await getDocumentProxy(data, {
        isEvalSupported: false,
        stopAtErrors: false,
        disableFontFace: true,
        verbosity: 0,
      });
    } catch (error) {
      throw new ExtractionError(describe(error));
    }
    destroy = () => void pdf.loadingTask.destroy();
    try {
      if (pdf.numPages > limits.maxPages) {
        throw new ExtractionError(`The PDF has ${pdf.numPages} pages; at most ${limits.maxPages} are read`);
      }
      const pages: string[] = [];
      let chars = 0;
      for (const number of pagesToRead(pdf.numPages, limits)) {
        if (chars >= limits.maxChars) break;
        // pdf.js works in promises alone (microtasks): without a turn of the event loop per page, the time limit's
        // timer could not fire until the whole document was read.
        await setImmediate();
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const text = (content.items as TextItem[]).map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join('');
        page.cleanup();
        pages.push(text);
        chars += text.length;
      }
      return pages.join('\n');
    } catch (error) {
      if (error instanceof ExtractionError) throw error;
      throw new ExtractionError(describe(error));
    } finally {
      await pdf.loadingTask.destroy();
    }
  })();
  return withTimeout(work, limits.timeoutMs, () => destroy());
}
