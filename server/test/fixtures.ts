import PDFDocument from 'pdfkit';

/** The bytes of a real PDF that `draw` writes, made with pdfkit: tests build their documents instead of shipping them. */
function pdfBytes(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A real, small PDF whose text is `lines`. */
export const makePdf = (lines: string[]): Promise<Buffer> =>
  pdfBytes((doc) => {
    for (const line of lines) doc.text(line);
  });

/**
 * A real PDF of a heading, a two-column table (each row's label and value drawn apart, as a key-terms table sets
 * them) and a closing line: pdf.js gives each row back as its two cells joined by a space, with no colon.
 */
export const makeTablePdf = (heading: string, rows: [label: string, value: string][], closing: string) =>
  pdfBytes((doc) => {
    doc.text(heading, 72, 72);
    rows.forEach(([label, value], i) => {
      doc.text(label, 72, 100 + 20 * i);
      doc.text(value, 250, 100 + 20 * i);
    });
    doc.text(closing, 72, 120 + 20 * rows.length);
  });

/** A PDF of `pages` pages, optionally encrypted with a user password. */
export const makeLongPdf = (pages: number, userPassword?: string): Promise<Buffer> =>
  pdfBytes(
    (doc) => {
      for (let page = 1; page <= pages; page++) doc.addPage().text(`Page ${page}. This Agreement continues.`);
    },
    { autoFirstPage: false, ...(userPassword ? { userPassword } : {}) },
  );

/** A paragraph edited with tracked changes: its words, then those struck out and those put in their place. */
export interface TrackedChange {
  before: string;
  deleted: string;
  inserted: string;
  after: string;
}

/**
 * A minimal, valid Word (.docx) document with one paragraph per line, a table for each block of rows, and a paragraph
 * with a tracked deletion and insertion (as Word writes them, w:del around w:delText, w:ins around the new run) for
 * each tracked change.
 */
export async function makeDocx(lines: (string | [label: string, value: string][] | TrackedChange)[]): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  // A block of rows is a two-column table, each cell a paragraph of its own, as Word writes one.
  const table = (rows: [string, string][]) =>
    `<w:tbl>${rows.map((cells) => `<w:tr>${cells.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`;
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
  const mark = 'w:id="1" w:author="Reviewer" w:date="2026-11-20T10:00:00Z"';
  const tracked = ({ before, deleted, inserted, after }: TrackedChange) =>
    `<w:p>${run(before)}<w:del ${mark}><w:r><w:delText xml:space="preserve">${deleted}</w:delText></w:r></w:del>` +
    `<w:ins ${mark}>${run(inserted)}</w:ins>${run(after)}</w:p>`;
  const paragraphs = lines
    .map((line) => (typeof line === 'string' ? paragraph(line) : Array.isArray(line) ? table(line) : tracked(line)))
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A zip that claims to be a Word document and inflates to `megabytes` of zeros. */
export async function makeZipBomb(megabytes: number): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file('word/document.xml', Buffer.alloc(megabytes * 1024 * 1024));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}
