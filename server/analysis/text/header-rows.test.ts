import { describe, expect, it } from 'vitest';
import { withHeaderRowsAsFields } from './header-rows';

describe("a table's header row over its row of values", () => {
  it('gives each value its header as a label, a field to a line', () => {
    const table = ['Thanks!', 'PLAN            SEATS   RENEWAL DATE', 'Business        25      April 2, 2027', ''];
    expect(withHeaderRowsAsFields(table.join('\n'))).toBe(
      'Thanks!\nPLAN: Business\nSEATS: 25\nRENEWAL DATE: April 2, 2027\n',
    );
  });

  it('reads a receipt whose columns a tab parts', () => {
    expect(withHeaderRowsAsFields('Amount paid\tDate paid\tMethod\n$2,400.00\tNov 20, 2026\tVisa')).toBe(
      'Amount paid: $2,400.00\nDate paid: Nov 20, 2026\nMethod: Visa',
    );
  });

  it("reads a CSV export's row and a typed table's row under their headers, cell by cell", () => {
    // The hundred-and-thirty-first mailbox batch: their renewals and notices read as no fields.
    const csv =
      'Contract Name,Counterparty,Start Date,End Date,Auto Renew\n"Zendesk Suite","Zendesk, Inc.",2026-02-01,2027-01-31,Yes';
    expect(withHeaderRowsAsFields(csv)).toBe(
      'Contract Name: Zendesk Suite\nCounterparty: Zendesk, Inc.\nStart Date: 2026-02-01\nEnd Date: 2027-01-31\nAuto Renew: Yes',
    );
    expect(withHeaderRowsAsFields('Vendor | Start | End\n| Slack | 2026-06-01 | 2027-05-31 |')).toBe(
      'Vendor: Slack\nStart: 2026-06-01\nEnd: 2027-05-31',
    );
    // As an HTML e-mail's paragraphs give them, a blank line between.
    expect(withHeaderRowsAsFields('Vendor | Start | End\n\nSlack | 2026-06-01 | 2027-05-31\n\nThanks')).toBe(
      'Vendor: Slack\nStart: 2026-06-01\nEnd: 2027-05-31\n\nThanks',
    );
    // Prose parts its words with ", "; several rows hold no one record.
    const prose = 'Price, delivery and terms as follows\nPrice, 100 units and 30 days';
    expect(withHeaderRowsAsFields(prose)).toBe(prose);
    const rows = 'Vendor | Start | End\nSlack | 2026-06-01 | 2027-05-31\nZoom | 2026-03-01 | 2027-02-28';
    expect(withHeaderRowsAsFields(rows)).toBe(rows);
  });

  it('leaves a header over several rows of values, values out of their columns, and headers with figures', () => {
    const domains = [
      'Domain         Expires      Auto-renew',
      'example.com    2027-02-14   On',
      'example.org    2027-06-30   Off',
    ];
    expect(withHeaderRowsAsFields(domains.join('\n'))).toBe(domains.join('\n'));
    const unaligned = 'Plan      Seats   Renewal date\nBusiness annual plan   25   April 2, 2027';
    expect(withHeaderRowsAsFields(unaligned)).toBe(unaligned);
    const years = 'Year 1      Year 2      Year 3\n$100        $200        $300';
    expect(withHeaderRowsAsFields(years)).toBe(years);
    const prose = 'Term  Notice  Fee\nsee below  see above  none';
    expect(withHeaderRowsAsFields(prose)).toBe(prose);
    const labels = ['Initial Term       36 months', 'Auto-renewal       Yes', 'Notice to cancel   60 days'];
    expect(withHeaderRowsAsFields(labels.join('\n'))).toBe(labels.join('\n'));
    const twoRows = 'Auto-renewal       Yes\nNotice to cancel   60 days';
    expect(withHeaderRowsAsFields(twoRows)).toBe(twoRows);
    const labelsAndValues = 'Customer               Maple Leaf Diner\nInitial service date   09/10/2026';
    expect(withHeaderRowsAsFields(labelsAndValues)).toBe(labelsAndValues);
  });
});
