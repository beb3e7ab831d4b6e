import { describe, expect, it } from 'vitest';
import { extensionMonthsInSum } from './options-as-sums';

describe('a term and its extensions written as a sum', () => {
  it.each([
    ["Contract duration: 3 years + 1 + 1 (optional extensions at the Employer's discretion).", 12],
    ['Duration: 3 + 1 + 1 years.', 12],
    ['Term: 2 years + 6 months + 6 months', 6],
    ['The framework runs for 4 + 2 year extension.', 24],
    ['Contract period 2+1+1 years (extension options)', 12],
  ])('reads the extension in "%s" as %s months', (text, months) => {
    expect(extensionMonthsInSum(text)).toBe(months);
  });

  it.each([
    ['a price', 'Price: £500 + 20 + VAT'],
    ['a fee beside a term', 'Term: 12 months. Fee: 10 + 5 per seat'],
    ['extensions alone, with no term before them', 'Optional extension: 1 + 1 years'],
    ['a count of seats', 'Seats: 10 + 2 months free'],
  ])('reads none in %s', (_case, text) => {
    expect(extensionMonthsInSum(text)).toBeNull();
  });
});
