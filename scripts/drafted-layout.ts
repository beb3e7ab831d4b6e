// A drafted clause as a PDF's text layer gives it: wrapped into lines, and broken by what a page prints wherever it
// ends (a page number, the EDGAR filing stamp, a running title, a confidentiality legend), often inside a sentence.
// The shapes are those of CUAD's extracted filings; each layout is picked by the clause's place in its set, so a
// set is laid out the same way every run. Written before any drafted clause was read laid out (26 November 2026).

/**
 * What one page break prints, `page` its number: the filing stamp glued to the page number, a page of n, a running
 * title with the page's number, the legend of a filing with confidential portions, two lines of a running footer.
 */
export const PAGE_BREAKS: ((page: number) => string)[] = [
  (page) => `${page}Source: HARTWELL HOLDINGS, INC., 10-K, 3/15/2011`,
  (page) => `Page ${page} of 42`,
  (page) => `- ${page} -`,
  () => 'CONFIDENTIAL TREATMENT REQUESTED BY HARTWELL HOLDINGS, INC.',
  (page) => `Master Supply Agreement ${page}\nHartwell Holdings, Inc. & NovaPlast Polymers GmbH`,
  () =>
    '[***] Certain information on this page has been omitted and filed separately with the Securities and Exchange\nCommission. Confidential treatment has been requested with respect to the omitted portions.',
  (page) => `${page}`,
  (page) => `Proprietary and Confidential Page ${page}`,
];

/** Words wrapped into lines of at most `width` characters. */
function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The first long word of a line broken by a hyphen onto the next, as typeset text breaks it ("auto-\nmatically"). */
function hyphenated(lines: string[]): string[] {
  for (let n = 0; n < lines.length - 1; n++) {
    const words = lines[n].split(' ');
    const last = words.at(-1)!;
    if (/^[a-z]{9,}$/.test(last)) {
      const cut = Math.floor(last.length / 2);
      words[words.length - 1] = `${last.slice(0, cut)}-`;
      return [...lines.slice(0, n), words.join(' '), `${last.slice(cut)} ${lines[n + 1]}`, ...lines.slice(n + 2)];
    }
  }
  return lines;
}

/**
 * The page clause number `i` is broken on: 7 on, counted again from 7 after 999, as no contract runs to a thousand
 * pages (the batches' clauses passed a thousand on 2 December, and a bare "1400" inside a sentence was read as text).
 */
const pageNumber = (i: number) => 7 + (i % 993);

/** The layout clause number `i` is laid out in: none (0) or the page break PAGE_BREAKS[layout - 1]. */
const layoutOf = (i: number) => i % (PAGE_BREAKS.length + 1);

/**
 * Clause number `i` of a set laid out as a PDF's text: wrapped at 70 to 110 characters; every layout but the first
 * broken by a page in the middle of the clause (after the line nearest its middle), one in three with a word
 * hyphenated across two lines, one in four under its numbered `heading` on lines of its own.
 */
export function laidOutAsPdf(clause: string, i: number, heading: string): string {
  let lines = wrapped(clause, 70 + ((i * 13) % 41));
  if (i % 3 === 1) lines = hyphenated(lines);
  const layout = layoutOf(i);
  if (layout > 0 && lines.length > 1) {
    const middle = Math.max(1, Math.round(lines.length / 2));
    lines = [...lines.slice(0, middle), PAGE_BREAKS[layout - 1](pageNumber(i)), ...lines.slice(middle)];
  }
  if (i % 4 === 2) lines = [`${3 + (i % 9)}.2`, heading, ...lines];
  return lines.join('\n');
}

/** Characters of text between two page breaks of a whole document laid out again: about a page of a filing's text. */
const PAGE = 3000;

/**
 * A whole document's text with a page's `furniture` printed where each page ends: at the first line break after every
 * PAGE characters, as a page ends wherever a line does, often inside a sentence.
 */
export function pagedAsPdf(text: string, furniture: (page: number) => string): string {
  const parts: string[] = [];
  let at = 0;
  for (let page = 2; ; page++) {
    const end = text.indexOf('\n', at + PAGE);
    if (end < 0) break;
    parts.push(text.slice(at, end), `\n${furniture(page)}`);
    at = end;
  }
  return parts.join('') + text.slice(at);
}

/**
 * A whole document: the text `before` and `after` a clause already `laidOut` by laidOutAsPdf as clause number `i`,
 * with the furniture of that clause's layout printed where each page of the text around it ends as well: a real PDF
 * prints it on every page, and a running title is known as one by its repeating (until 2 December it was printed once,
 * in the clause alone, and read as text). Not inside the clause, where a page break would fall inside its own
 * furniture, as no page does.
 */
export function furnishedAsPdf(before: string, laidOut: string, after: string, i: number): string {
  const layout = layoutOf(i);
  const furnished = (text: string) => (layout > 0 ? pagedAsPdf(text, PAGE_BREAKS[layout - 1]) : text);
  return `${furnished(before)}${laidOut}${furnished(after)}`;
}

/** A whole document's text with each line longer than `width` wrapped, as a narrower page wraps it. */
export const wrappedAsPdf = (text: string, width: number): string =>
  text
    .split('\n')
    .flatMap((line) => (line.trim() ? wrapped(line, width) : [line]))
    .join('\n');
