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
    expect(withHeaderRowsAsFields('Amount paid\tDate paid\n$2,400.00\tNov 20, 2026')).toBe(
      'Amount paid: $2,400.00\nDate paid: Nov 20, 2026',
    );
  });

  it('leaves a header over several rows of values, values out of their columns, and headers with figures', () => {
    const domains = ['Domain             Expires', 'example.com        2027-02-14', 'example.org        2027-06-30'];
    expect(withHeaderRowsAsFields(domains.join('\n'))).toBe(domains.join('\n'));
    const unaligned = 'Plan      Renewal date\nBusiness annual plan   April 2, 2027';
    expect(withHeaderRowsAsFields(unaligned)).toBe(unaligned);
    const years = 'Year 1      Year 2\n$100        $200';
    expect(withHeaderRowsAsFields(years)).toBe(years);
    const prose = 'Term  Notice\nsee below  see above';
    expect(withHeaderRowsAsFields(prose)).toBe(prose);
    const labels = ['Initial Term       36 months', 'Auto-renewal       Yes', 'Notice to cancel   60 days'];
    expect(withHeaderRowsAsFields(labels.join('\n'))).toBe(labels.join('\n'));
    const twoRows = 'Auto-renewal       Yes\nNotice to cancel   60 days';
    expect(withHeaderRowsAsFields(twoRows)).toBe(twoRows);
  });
});
