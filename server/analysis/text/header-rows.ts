/**
 * A table whose labels head its columns, as a plain-text e-mail or an HTML table's text lays it out: a line of short
 * headers, and under it one line of values, each under its header ("PLAN            SEATS   RENEWAL DATE" over
 * "Business        25      April 2, 2027"). The readers know a field by its label before its value ("Renewal date:
 * April 2, 2027"), so each value is given its header so, a field to a line. Only a single row of values under its
 * header: under several (a list of domains, each with its own expiry), no one value is the document's; and not the
 * rows of a table of labels and values, whose first row may look like headers.
 */

/** Two spaces or more, or a tab: where a table's cells part in text. */
const CELL_GAP = /(?: {2,}|\t+)/;
/** A column's header: up to four words, no digits. */
const HEADER_CELL = /^[A-Za-z][A-Za-z'&/().-]*(?: [A-Za-z'&/().-]+){0,3}$/;
/**
 * Three columns at least: a table of two is as often a label's column beside a value's ("Customer   Maple Leaf Diner"
 * over "Initial service date   09/10/2026"), whose first row is no header.
 */
const MIN_COLUMNS = 3;
const MAX_COLUMNS = 6;
/** How far a value may start from its header's start and still be under it. */
const ALIGNMENT = 2;

interface Cell {
  text: string;
  at: number;
}

function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  const gap = new RegExp(CELL_GAP.source, 'g');
  let from = line.search(/\S/);
  if (from < 0) return cells;
  for (const match of line.matchAll(gap)) {
    if (match.index > from) cells.push({ text: line.slice(from, match.index), at: from });
    from = match.index + match[0].length;
  }
  if (from < line.length) cells.push({ text: line.slice(from).trimEnd(), at: from });
  return cells.filter((cell) => cell.text.trim() !== '');
}

/** A value in words, which no column is headed by: "Yes", "N/A", "On", "Included". */
const WORD_VALUE = /^(?:yes|no|none|n\/a|on|off|included|enabled|disabled|true|false)$/i;
const isHeaderRow = (texts: string[]) =>
  texts.length >= MIN_COLUMNS &&
  texts.length <= MAX_COLUMNS &&
  texts.every((text) => HEADER_CELL.test(text) && !WORD_VALUE.test(text));

/**
 * Whether a line could be a header row before it is parted into cells (most lines of a filing are not, and parting
 * each was a tenth of reading the text): a header row has a gap between its cells and no digit in any of them.
 */
const mayBeHeaderRow = (line: string) => (line.includes('  ') || line.includes('\t')) && !/\d/.test(line);

const aligned = (headers: Cell[], cells: Cell[]) =>
  cells.length === headers.length && cells.every((cell, i) => Math.abs(cell.at - headers[i].at) <= ALIGNMENT);
const under = (headers: Cell[], values: Cell[]) =>
  aligned(headers, values) && values.some((value) => /\d/.test(value.text));

/**
 * A row whose cells a character parts: a pipe ("Vendor | Start | End", as a wiki's or a chat's table is typed), or a
 * comma with no space after it, as a spreadsheet's CSV export writes (not prose's ", "), a cell in double quotes
 * keeping its commas. Null for a line of fewer than two such cells.
 */
function delimitedCells(line: string): string[] | null {
  const cells = line.includes('|')
    ? line
        .replace(/^\s*\|/, '')
        .replace(/\|\s*$/, '')
        .split('|')
    : /,\S/.test(line) && !/, /.test(line.replace(/"[^"]*"/g, '""'))
      ? [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) => cell.replace(/^"|"$/g, ''))
      : [];
  const trimmed = cells.map((cell) => cell.trim());
  return trimmed.length >= 2 ? trimmed : null;
}

/**
 * A delimited table's header row over a single row of values, as CSV exports and typed tables hold one record
 * ("Contract Name,Counterparty,Start Date,End Date" over "Zendesk Suite,Zendesk Inc.,2026-02-01,2027-01-31"): each
 * value given its header, as an aligned table's are. Cells are matched by their places, not their columns.
 */
function delimitedFields(header: string, row: string, next: string | undefined): string[] | null {
  // Most lines are no header: the row under one is parsed only below one.
  const headers = delimitedCells(header);
  if (!headers || !isHeaderRow(headers)) return null;
  const values = delimitedCells(row);
  if (!values || values.length !== headers.length || !values.some((value) => /\d/.test(value))) return null;
  if (next !== undefined && delimitedCells(next)?.length === headers.length) return null;
  return headers.map((label, j) => `${label}: ${values[j]}`);
}

/** The text with each header row over a single row of values written as the values' fields, one to a line. */
export function withHeaderRowsAsFields(text: string): string {
  if (!/\S(?: {2,}|\t)\S|\||,\S/.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    // An HTML e-mail's paragraphs come out of its text with a blank line between them.
    const row = lines[i + 1].trim() === '' && i + 2 < lines.length ? i + 2 : i + 1;
    const after = lines[row + 1]?.trim() === '' ? row + 2 : row + 1;
    const delimited = delimitedFields(lines[i], lines[row], lines[after]);
    if (delimited) {
      lines.splice(i, row - i + 1, ...delimited);
      i += delimited.length - 1;
      continue;
    }
    const headers = mayBeHeaderRow(lines[i]) ? cellsOf(lines[i]) : [];
    if (!isHeaderRow(headers.map((cell) => cell.text))) continue;
    const values = cellsOf(lines[i + 1]);
    const next = lines[i + 2];
    if (!under(headers, values) || (next !== undefined && under(headers, cellsOf(next)))) continue;
    // A header row opens its table: a line of the same columns above it makes it one of a label's and a value's
    // ("Auto-renewal   Yes" between "Initial Term   36 months" and "Notice to cancel   60 days").
    if (i > 0 && aligned(headers, cellsOf(lines[i - 1]))) continue;
    const fields = headers.map((header, j) => `${header.text}: ${values[j].text}`);
    lines.splice(i, 2, ...fields);
    i += fields.length - 1;
  }
  return lines.join('\n');
}
