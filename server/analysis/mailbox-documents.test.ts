import { describe, expect, it } from 'vitest';
import { analyzeContractText } from './analyze';
import { MAILBOX_AS_OF, MAILBOX_DOCUMENTS } from './fixtures/mailbox-documents';

// The documents and what each should read are in fixtures/mailbox-documents.ts, where the trainer reads them too.
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
