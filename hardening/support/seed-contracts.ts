// Mail with distinct contract PDFs in the fake Google, so every result can be told apart and counted.
import type { FakeGoogle } from '../../fake-google/fake-google';
import { contractLines } from '../../server/test/contract-fixtures';
import { makePdf } from '../../server/test/fixtures';

/** Seeds `count` mails into `account`, each with its own agreement; answers the customers' names. */
export async function seedContractMail(google: FakeGoogle, account: string, count: number): Promise<string[]> {
  const customers: string[] = [];
  for (let n = 0; n < count; n++) {
    const customer = `Customer Number ${n} Incorporated`;
    customers.push(customer);
    const pdf = await makePdf(
      contractLines({
        title: 'Master Services Agreement',
        customer,
        provider: 'Globex LLC',
        effective: `March ${1 + (n % 28)}, 2024`,
        years: 1 + (n % 3),
        noticeDays: 30 + n,
        annualFee: `$${(1000 + n).toLocaleString('en-US')}.00`,
      }),
    );
    google.mailboxes.addMessage(account, {
      subject: `Signed agreement ${n}`,
      body: 'Please find the signed agreement attached.',
      attachments: [{ filename: `agreement-${n}.pdf`, mimeType: 'application/pdf', content: pdf }],
    });
  }
  return customers;
}
