import { ACME_MSA, contractLines, HOOLI_LEASE, INITECH_LICENSE } from './contract-fixtures';
import { makeDocx, makePdf } from './fixtures';

/** The fixture contracts as the files tests put in mailboxes, Drive and uploads. */
export interface ContractDocuments {
  acmePdf: Buffer;
  hooliPdf: Buffer;
  initechPdf: Buffer;
  initechDocx: Buffer;
}

export async function makeContractDocuments(): Promise<ContractDocuments> {
  const [acmePdf, hooliPdf, initechPdf, initechDocx] = await Promise.all([
    makePdf(contractLines(ACME_MSA)),
    makePdf(contractLines(HOOLI_LEASE)),
    makePdf(contractLines(INITECH_LICENSE)),
    makeDocx(contractLines(INITECH_LICENSE)),
  ]);
  return { acmePdf, hooliPdf, initechPdf, initechDocx };
}
