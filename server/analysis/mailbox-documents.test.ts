import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';
import { htmlToText } from './extract/html';
import { escapedForPattern } from './text/own-names';
import { MAILBOX_AS_OF, MAILBOX_DOCUMENTS } from './fixtures/mailbox-documents';

// The documents and what each should read are in fixtures/mailbox/, gathered by fixtures/mailbox-documents.ts, where
// the trainer reads them too.
describe('documents as a mailbox holds them', () => {
  it.each(MAILBOX_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.join('\n'), MAILBOX_AS_OF)).toMatchObject(expected);
  });
});

// Each again as a plain-text reply quotes it: a line of the reply's own, the day and time it was sent, every line
// behind "> ". The reply's date is no term's start, and a quoted row is still a row.
describe('documents quoted in a reply', () => {
  it.each(MAILBOX_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    const reply = ['Thanks, see below.', '', 'On Mon, Nov 16, 2026 at 9:02 AM Pat Doe <pat@example.com> wrote:'];
    const quoted = [...reply, ...lines.map((line) => `> ${line}`)].join('\n');
    expect(analyzeContractText(quoted, MAILBOX_AS_OF)).toMatchObject(expected);
  });
});

/** A line broken between words at `width` characters, as a plain-text mail's body is. */
function wrapped(line: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...out, current];
}

// And each with its lines wrapped at 72 characters, as mail clients send plain text: a name or a date broken over two
// lines is still read whole.
describe('documents wrapped as plain-text mail', () => {
  it.each(MAILBOX_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    const text = lines.flatMap((line) => wrapped(line, 72)).join('\n');
    expect(analyzeContractText(text, MAILBOX_AS_OF)).toMatchObject(expected);
  });
});

// A forwarded message's header lines, in English and as clients set to German, French and Dutch label them.
const MAIL_HEADER =
  /^\*{0,2}(?:From|Sent|Date|To|Cc|Subject|Von|Gesendet|An|Betreff|De|Envoyé|À|Objet|Van|Verzonden|Aan|Onderwerp) ?:/;
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A line's cells as an HTML e-mail's table holds them: "Label: value" in two, columns apart by spaces in theirs. */
const cellsOf = (line: string) =>
  MAIL_HEADER.test(line)
    ? null
    : / {2,}\S/.test(line.trim())
      ? line.trim().split(/ {2,}/)
      : (/^([A-Za-z][^:]{0,40}):\s+(\S.*)$/.exec(line)?.slice(1) ?? null);

/**
 * A document as an HTML e-mail sets it out: its fields and columns in a table of their own, a forwarded message's
 * header lines in one block broken by <br>, every other line a paragraph.
 */
function asHtmlMail(lines: string[]): string {
  const parts: string[] = [];
  let rows: string[] = [];
  let headers: string[] = [];
  const flush = () => {
    if (rows.length) parts.push(`<table>${rows.join('')}</table>`);
    if (headers.length) parts.push(`<div>${headers.join('<br>')}</div>`);
    rows = [];
    headers = [];
  };
  for (const line of lines) {
    const cells = cellsOf(line);
    if (MAIL_HEADER.test(line)) {
      if (rows.length) flush();
      headers.push(escaped(line));
    } else if (cells) {
      if (headers.length) flush();
      rows.push(`<tr>${cells.map((cell) => `<td>${escaped(cell)}</td>`).join('')}</tr>`);
    } else {
      flush();
      parts.push(`<p>${escaped(line)}</p>`);
    }
  }
  flush();
  return `<html><body><table width="600"><tr><td>${parts.join('')}</td></tr></table></body></html>`;
}

// And each as an HTML e-mail lays it out, read through the extractor: a key-terms table's cells apart, a layout
// table's paragraphs one after another.
describe('documents laid out as an HTML e-mail', () => {
  it.each(MAILBOX_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(htmlToText(asHtmlMail(lines)), MAILBOX_AS_OF)).toMatchObject(expected);
  });
});

// And each with the characters that print nothing an HTML e-mail or a word processor leaves in its text: a preheader
// of joiners, zero-width spaces beside its spaces, soft hyphens inside its longer words.
describe('documents carrying invisible characters', () => {
  it.each(MAILBOX_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    const text = lines
      .join('\n')
      .replace(/ /g, (space, at: number) => (at % 5 === 0 ? '\u200b ' : space))
      .replace(/\b([A-Za-z]{4})([a-z]{3,})/g, '$1\u00ad$2');
    expect(analyzeContractText(`\u034f\u200c\u00a0\u034f\u200c\n${text}`, MAILBOX_AS_OF)).toMatchObject(expected);
  });
});

// And each set out as a plain-text list, every line an item behind a dash.
describe('documents set out as a list', () => {
  it.each(MAILBOX_DOCUMENTS)('reads %s', (_name, lines, expected) => {
    expect(analyzeContractText(lines.map((line) => `- ${line}`).join('\n'), MAILBOX_AS_OF)).toMatchObject(expected);
  });
});

/**
 * Scans are left out: their text layers misread small letters ("l" for "1", "rn" for "m"), which a copy in capitals
 * does not have.
 */
const printedDocuments = MAILBOX_DOCUMENTS.filter(([name]) => !name.startsWith('a scanned '));

/**
 * A document's expected reading as a copy printed in capitals should give it: a party's name in capitals, and one
 * whose "the" the document writes small ("and the Riverside Youth Football League, Inc") with it, as the capitals
 * cannot say that "THE" is not part of the name ("THE BANKERS BANK" is a name).
 */
function expectedInCapitals(expected: Record<string, unknown>): Record<string, unknown> {
  const { parties, ...rest } = expected as { parties?: string[] };
  if (!parties) return rest;
  const inCapitals = (party: string) => new RegExp(`^(?:THE )?${escapedForPattern(party.toUpperCase())}$`);
  return { ...rest, parties: parties.map((party) => expect.stringMatching(inCapitals(party))) };
}

// And each printed wholly in capitals, as an e-mail typed with caps lock or a conspicuous notice is, and quoted so in
// a reply written in mixed case: read with its case given back (text/recase.ts).
describe('documents printed in capitals', () => {
  it.each(printedDocuments)('reads %s', (_name, lines, expected) => {
    const inCapitals = analyzeContractText(lines.join('\n').toUpperCase(), MAILBOX_AS_OF);
    expect(inCapitals).toMatchObject(expectedInCapitals(expected));
  });

  it.each(printedDocuments)('reads %s quoted in a reply', (_name, lines, expected) => {
    const reply = ['Thanks, see below.', '', 'On Mon, Nov 16, 2026 at 9:02 AM Pat Doe <pat@example.com> wrote:'];
    const quoted = [...reply, ...lines.map((line) => `> ${line.toUpperCase()}`)].join('\n');
    expect(analyzeContractText(quoted, MAILBOX_AS_OF)).toMatchObject(expectedInCapitals(expected));
  });
});
