import PDFDocument from 'pdfkit';
import type { Contract } from '../../contracts/schemas';

/** Text beyond this is cut: a download must not turn into a denial of service. */
const MAX_TEXT_CHARS = 1_000_000;

/** The built-in PDF fonts speak Latin-1 only; other characters are decomposed or replaced. */
function latin1(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\t\n\r\u0020-\u00ff]/g, '');
}

function summaryLines(contract: Contract): [string, string][] {
  const amount =
    contract.contractValue === null
      ? 'Not detected'
      : `${contract.contractValue.toLocaleString('en-US', { minimumFractionDigits: 2 })} ${contract.currency ?? 'USD'}`;
  return [
    ['Renewal date', contract.renewalDate ?? 'Not detected'],
    ['Amount', amount],
    ['Parties', contract.parties.length ? contract.parties.join(', ') : 'Not detected'],
    ['Effective date', contract.effectiveDate ?? 'Not detected'],
    ['Expiration date', contract.perpetual ? 'No fixed end (perpetual)' : (contract.expirationDate ?? 'Not detected')],
    ['Renews automatically', contract.autoRenews === null ? 'Not detected' : contract.autoRenews ? 'Yes' : 'No'],
    ['Notice period', contract.noticePeriodDays === null ? 'Not detected' : `${contract.noticePeriodDays} days`],
    ['Cancel by', contract.cancelByDate ?? 'Not detected'],
    ['Source', contract.sourceLocation ?? contract.source],
  ];
}

/**
 * A PDF for a contract whose original is not a PDF (a Word file, an e-mail body) or was not kept: the detected
 * facts, then the document's text.
 */
export function renderContractPdf(contract: Contract, text: string | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: latin1(contract.name) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(16).text(latin1(contract.name));
    doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#555').text('Renewal Tracker summary');
    doc.moveDown().fillColor('#000');
    for (const [label, value] of summaryLines(contract)) {
      doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(latin1(value));
    }
    if (text?.trim()) {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text('Document text');
      doc
        .moveDown(0.5)
        .font('Helvetica')
        .fontSize(10)
        .text(latin1(text.slice(0, MAX_TEXT_CHARS)));
    }
    doc.end();
  });
}
