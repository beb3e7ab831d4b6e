import { describe, expect, it } from 'vitest';
import { makeDocx, makeLongPdf, makePdf, makeTablePdf, makeZipBomb } from '../../test/fixtures';
import { analyzeDocument } from '../analyze-document';
import { extractText } from './extract-text';
import { DEFAULT_LIMITS } from './limits';

const CONTRACT_LINES = [
  'SUPPORT AGREEMENT',
  'This Support Agreement is made as of March 1, 2024 (the "Effective Date") by and between Gamma Tools LLC, a Texas limited liability company ("Gamma"), and Delta Foods Inc., a Nevada corporation ("Delta").',
  'The initial term of this Agreement shall be two (2) years from the Effective Date.',
  'Delta shall pay Gamma a fee of $2,400 per month.',
];

/** An order form's key terms, as a table of two columns in each kind of file, and what they read as. */
const ORDER_FORM_ROWS: [label: string, value: string][] = [
  ['Customer', 'Acme Widgets Ltd'],
  ['Provider', 'Brightline Software, Inc.'],
  ['Start Date', '1 March 2027'],
  ['Initial Term', '36 months'],
  ['Auto-renewal', 'Yes'],
  ['Notice to cancel', '60 days'],
];
const ORDER_FORM_CLOSING = 'The Customer agrees to the terms above.';
const ORDER_FORM_READ = {
  effectiveDate: '2027-03-01',
  expirationDate: '2030-03-01',
  renewalKind: 'automatic',
  noticePeriodDays: 60,
  parties: ['Acme Widgets Ltd', 'Brightline Software, Inc'],
};

describe('text extraction by file type', () => {
  it('reads a PDF and analyses it', async () => {
    const result = await analyzeDocument(
      { bytes: await makePdf(CONTRACT_LINES), fileName: 'support.pdf' },
      '2024-06-01',
    );
    expect(result).toMatchObject({
      effectiveDate: '2024-03-01',
      expirationDate: '2026-03-01',
      amount: 2400,
      parties: ['Gamma Tools LLC', 'Delta Foods Inc'],
    });
  });

  it('reads a PDF whose lines break after the hyphens of "month-to-month"', async () => {
    const term =
      'Service Term: This Agreement begins on September 1, 2025 and remains in effect through August 31, 2026. Upon ' +
      "expiration, it will automatically renew month-to-month unless either party gives at least 30 days' notice.";
    const bytes = await makePdf(['SERVICE AGREEMENT', term]);
    expect(await extractText({ bytes, fileName: 'sla.pdf' })).toMatch(/month-to-\n|month-\nto-month/);
    expect(await analyzeDocument({ bytes, fileName: 'sla.pdf' }, '2025-06-01')).toMatchObject({
      expirationDate: '2026-08-31',
      renewalKind: 'automatic',
      renewalTermMonths: 1,
      noticePeriodDays: 30,
    });
  });

  it("reads a PDF order form's key-terms table, whose rows come back without their colons", async () => {
    const bytes = await makeTablePdf('ORDER FORM', ORDER_FORM_ROWS, ORDER_FORM_CLOSING);
    expect(await extractText({ bytes, fileName: 'order.pdf' })).toContain('Notice to cancel 60 days');
    expect(await analyzeDocument({ bytes, fileName: 'order.pdf' }, '2026-11-22')).toMatchObject(ORDER_FORM_READ);
  });

  it('reads a Word document', async () => {
    const text = await extractText({ bytes: await makeDocx(CONTRACT_LINES), fileName: 'support.docx' });
    expect(text).toContain('two (2) years from the Effective Date');
  });

  it('reads a Word document with tracked changes as the changes accepted: the words struck out are not its terms', async () => {
    const term = {
      before: 'The initial term of this Agreement shall be ',
      deleted: 'two (2) years',
      inserted: 'three (3) years',
      after: ' from the Effective Date.',
    };
    const bytes = await makeDocx([CONTRACT_LINES[0], CONTRACT_LINES[1], term, CONTRACT_LINES[3]]);
    const text = await extractText({ bytes, fileName: 'support.docx' });
    expect(text).toContain('three (3) years from the Effective Date');
    expect(text).not.toContain('two (2) years');
    expect(await analyzeDocument({ bytes, fileName: 'support.docx' }, '2024-06-01')).toMatchObject({
      effectiveDate: '2024-03-01',
      expirationDate: '2027-03-01',
    });
  });

  it("reads a Word order form's key-terms table and an HTML e-mail's, each row's label beside its value", async () => {
    const docx = await makeDocx(['ORDER FORM', ORDER_FORM_ROWS, ORDER_FORM_CLOSING]);
    expect(await analyzeDocument({ bytes: docx, fileName: 'order.docx' }, '2026-11-22')).toMatchObject(ORDER_FORM_READ);
    // An e-mail laid out in a table, the key terms in a table inside it.
    const cells = ORDER_FORM_ROWS.map(([label, value]) => `<tr><td>${label}</td><td>${value}</td></tr>`).join('');
    const html = `<table width="600"><tr><td><p>ORDER FORM</p><table>${cells}</table><p>${ORDER_FORM_CLOSING}</p></td></tr></table>`;
    const text = await extractText({ bytes: Buffer.from(html), mimeType: 'text/html' });
    expect(text).toMatch(/Notice to cancel +60 days/);
    expect(await analyzeDocument({ bytes: Buffer.from(html), mimeType: 'text/html' }, '2026-11-22')).toMatchObject(
      ORDER_FORM_READ,
    );
  });

  it("reads a two-column e-mail's message apart from its sidebar, and a data table inside a column as rows", async () => {
    const message =
      '<p>Your annual Pro plan will renew automatically on March 3, 2027 for another 12 months. The renewal price is ' +
      '$1,188.</p><table><tr><td>Plan</td><td>Pro (annual)</td></tr><tr><td>Seats</td><td>12</td></tr></table>' +
      '<p>To avoid renewal, cancel at least 14 days before the renewal date.</p>';
    const sidebar = '<p>Need help?</p><p>Our offices are closed on January 1, 2027.</p>';
    const html = `<table width="600"><tr><td width="400">${message}</td><td width="200">${sidebar}</td></tr></table>`;
    const text = await extractText({ bytes: Buffer.from(html), mimeType: 'text/html' });
    const lines = text.split('\n');
    expect(lines).toContain(
      'Your annual Pro plan will renew automatically on March 3, 2027 for another 12 months. The renewal price is $1,188.',
    );
    expect(lines).toContain('Our offices are closed on January 1, 2027.');
    expect(text).toMatch(/^Seats +12$/m);
  });

  it('reads an HTML e-mail body without markup', async () => {
    const html =
      '<html><body><p>Please find the <b>renewal</b> terms:</p><script>alert(1)</script><p>Fee: $99 per month</p></body></html>';
    const text = await extractText({ bytes: Buffer.from(html), mimeType: 'text/html' });
    expect(text).toContain('Please find the renewal terms:');
    expect(text).toContain('Fee: $99 per month');
    expect(text).not.toMatch(/<|alert/);
  });

  it("reads a forwarded and a quoted HTML e-mail as Gmail builds them, the mails' sent dates no term's start", async () => {
    const forward =
      '<div dir="ltr">FYI, please diary this.<br></div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">' +
      '---------- Forwarded message ---------<br>From: <strong class="gmail_sendername">Acme Billing</strong> ' +
      '&lt;<a href="mailto:billing@acme.example">billing@acme.example</a>&gt;<br>Date: Mon, Nov 16, 2026 at 9:02 AM<br>' +
      'Subject: Your plan renews soon<br>To: &lt;ops@northwind.example&gt;<br></div><br><div>' +
      '<p>Your annual Team plan will renew automatically on January 15, 2027 for another 12 months at $4,800.</p>' +
      '<p>If you do not want to renew, cancel at least 30 days before your renewal date.</p></div></div>';
    expect(await analyzeDocument({ bytes: Buffer.from(forward), mimeType: 'text/html' }, '2026-11-22')).toMatchObject({
      effectiveDate: null,
      expirationDate: '2027-01-15',
      renewalKind: 'automatic',
      noticePeriodDays: 30,
    });
    const reply =
      '<div dir="ltr">Thanks Jordan, that works for us.</div><br><div class="gmail_quote"><div dir="ltr" ' +
      'class="gmail_attr">On Wed, Nov 4, 2026 at 2:31 PM Jordan Lee &lt;jordan@clean.example&gt; wrote:<br></div>' +
      '<blockquote class="gmail_quote"><div dir="ltr">Hi Maria,<div><br></div><div>Our cleaning agreement with Elm ' +
      'Street Dental will run for twelve months from January 11, 2027.</div><div>It renews for another year unless ' +
      "either of us gives 60 days' notice before it ends.</div></div></blockquote></div>";
    expect(await analyzeDocument({ bytes: Buffer.from(reply), mimeType: 'text/html' }, '2026-11-22')).toMatchObject({
      effectiveDate: '2027-01-11',
      expirationDate: '2028-01-11',
      noticePeriodDays: 60,
    });
  });

  it('reads plain text', async () => {
    expect(await extractText({ bytes: Buffer.from('Plain contract text'), fileName: 'a.txt' })).toBe(
      'Plain contract text',
    );
  });
});

describe('hostile and broken files fail alone with a clear reason', () => {
  it('a corrupt PDF', async () => {
    await expect(
      extractText({ bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage') }),
    ).rejects.toThrow(/PDF/);
  });

  it('an encrypted PDF', async () => {
    await expect(extractText({ bytes: await makeLongPdf(1, 'secret') })).rejects.toThrow(
      'The PDF is password-protected',
    );
  });

  it('a 200-page PDF is read within its bounds', async () => {
    const started = performance.now();
    const text = await extractText({ bytes: await makeLongPdf(200) });
    expect(text).toContain('Page 200.');
    expect(performance.now() - started).toBeLessThan(DEFAULT_LIMITS.timeoutMs);
  });

  it('a PDF over the page limit is refused before it is read', async () => {
    await expect(extractText({ bytes: await makeLongPdf(30) }, { ...DEFAULT_LIMITS, maxPages: 20 })).rejects.toThrow(
      'The PDF has 30 pages; at most 20 are read',
    );
  });

  it('a document that takes too long is abandoned', async () => {
    await expect(extractText({ bytes: await makeLongPdf(200) }, { ...DEFAULT_LIMITS, timeoutMs: 1 })).rejects.toThrow(
      /took longer than/,
    );
  });

  it('a Word zip bomb is refused before it is inflated', async () => {
    const bomb = await makeZipBomb(40);
    expect(bomb.length).toBeLessThan(200_000);
    await expect(
      extractText({ bytes: bomb, fileName: 'x.docx' }, { ...DEFAULT_LIMITS, maxBytes: 1024 * 1024 }),
    ).rejects.toThrow('The Word document expands to more than is allowed');
  });

  it('a file larger than the byte limit', async () => {
    await expect(extractText({ bytes: Buffer.alloc(2048, 65) }, { ...DEFAULT_LIMITS, maxBytes: 1024 })).rejects.toThrow(
      /larger than/,
    );
  });

  it('a mislabelled binary file', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await expect(extractText({ bytes: png, fileName: 'contract.pdf', mimeType: 'application/pdf' })).rejects.toThrow(
      'The file type is not supported (PDF, Word, HTML or plain text)',
    );
  });

  it('an empty file', async () => {
    await expect(extractText({ bytes: new Uint8Array() })).rejects.toThrow('The file is empty');
  });
});
