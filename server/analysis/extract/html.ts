import { convert } from 'html-to-text';

/** No cell of an e-mail's table is wrapped: a layout table's cell holds whole paragraphs. */
const MAX_CELL_CHARS = 100_000;

/**
 * Readable text of an HTML e-mail body: no markup, no images, links as their text, and a table's rows on lines of
 * their own with their cells apart. Left to the default, a table's cells ran together ("Initial Term36 monthsNotice to
 * cancel60 days"), and an order confirmation's key terms read as nothing; laid out as columns (three spaces between),
 * a two-cell row reads as its label and value (the normaliser's two-cell row). Cells keep their case and their width.
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    selectors: [
      {
        selector: 'table',
        format: 'dataTable',
        options: { uppercaseHeaderCells: false, maxColumnWidth: MAX_CELL_CHARS },
      },
      { selector: 'a', options: { ignoreHref: true } },
      // A heading as written: a contract's "Term" heading is no "TERM" (the readers of capitals read those apart).
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: 'img', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'script', format: 'skip' },
    ],
  });
}
