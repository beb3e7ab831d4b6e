import { describe, expect, it } from 'vitest';
import { MAILBOX_DOCUMENTS } from '../fixtures/mailbox-documents';
import { prepareDocument } from '../text/document';
import { amountsIn, findAmount, MONEY } from './amount';

/** A match as matchAll and amountsIn give it: where it starts and what each group holds. */
const asFound = (match: RegExpMatchArray) => [match.index, ...match];

describe('amountsIn', () => {
  const everywhere = new RegExp(MONEY.source, 'gi');

  it('finds the amounts matchAll finds trying MONEY at every character', () => {
    const texts = [
      'Fee: USD $ 5,000 a year; then US$1,250.00, CA$ 99, Rs. 50,00,000, R25 000, 119,88 € and 1 250 EUR.',
      'Section 4.2 of 12 March 2027: 10 days, then £0.129 per kWh (2,000 boxes at £0.21 each). USD5m, 3 million dollars.',
      'usd 12 and eur 1.000,50; 5USD, A$ 7.',
      'no amount here at all',
      '',
    ];
    for (const [, lines] of MAILBOX_DOCUMENTS) texts.push(lines.join('\n'));
    let amounts = 0;
    for (const text of texts.flatMap((text) => [text, text.toUpperCase(), prepareDocument(text).flat])) {
      const expected = [...text.matchAll(everywhere)].map(asFound);
      expect(amountsIn(text).map(asFound)).toEqual(expected);
      amounts += expected.length;
    }
    // The comparison covered amounts of every shape, not only texts without any.
    expect(amounts).toBeGreaterThan(1000);
  });

  it('reads a fee with its currency written six characters before its number', () => {
    const found = findAmount(prepareDocument('The annual subscription fee is USD $ 4,800 per year.'));
    expect(found?.value).toEqual({ value: 4800, currency: 'USD', period: 'year' });
  });
});
