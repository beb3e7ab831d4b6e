import { convert, type DomNode, type FormatCallback } from 'html-to-text';

/** No cell of an e-mail's table is wrapped: a layout table's cell holds whole paragraphs. */
const MAX_CELL_CHARS = 100_000;

/** Elements that hold a paragraph of their own. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'pre']);
const holdsText = (node: DomNode) => (node.children ?? []).some((child) => child.type === 'text' && child.data?.trim());
/** How many paragraphs a node holds: its paragraph elements, and its divisions with text of their own. */
const paragraphs = (node: DomNode): number =>
  (node.children ?? []).reduce(
    (n, child) =>
      n + (BLOCKS.has(child.name ?? '') || (child.name === 'div' && holdsText(child)) ? 1 : 0) + paragraphs(child),
    0,
  );
const holdsATable = (node: DomNode): boolean =>
  (node.children ?? []).some((child) => child.name === 'table' || holdsATable(child));

/** The cells of a table's own rows (not of the tables nested in them). */
function ownCells(table: DomNode): DomNode[] {
  const rows = (table.children ?? []).flatMap((child) =>
    ['thead', 'tbody', 'tfoot'].includes(child.name ?? '') ? (child.children ?? []) : [child],
  );
  return rows
    .filter((row) => row.name === 'tr')
    .flatMap((row) => (row.children ?? []).filter((cell) => cell.name === 'td' || cell.name === 'th'));
}

/**
 * A table as what it is: one that lays out an e-mail (a cell holds a table or paragraphs of text) as the blocks it
 * holds, one after another; one that holds data (a key-terms table, a receipt's lines, a cell of one paragraph however
 * long: an order form's renewal clause) as rows of columns. Laid out as columns, a two-column e-mail's sidebar ran
 * into its message line by line ("... will renew on March 3, 2027.   Our offices are closed on January 1, 2027.").
 */
const tableByKind: FormatCallback = (elem, walk, builder, formatOptions) => {
  const layout = ownCells(elem).some((cell) => holdsATable(cell) || paragraphs(cell) > 1);
  builder.options.formatters[layout ? 'block' : 'dataTable'](elem, walk, builder, formatOptions);
};

/**
 * Readable text of an HTML e-mail body: no markup, no images, links as their text, and a data table's rows on lines of
 * their own with their cells apart. Left to the default, a table's cells ran together ("Initial Term36 monthsNotice to
 * cancel60 days"), and an order confirmation's key terms read as nothing; laid out as columns (three spaces between),
 * a two-cell row reads as its label and value (the normaliser's two-cell row). Cells keep their case and their width.
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: false,
    formatters: { tableByKind },
    selectors: [
      {
        selector: 'table',
        format: 'tableByKind',
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
