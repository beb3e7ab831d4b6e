import { getDocumentProxy } from 'unpdf';
import { ExtractionError, withTimeout, type ExtractionLimits } from './limits';

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
