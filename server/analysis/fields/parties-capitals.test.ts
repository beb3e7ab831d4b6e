import { describe, expect, it } from 'vitest';
import { asPrinted, recaseCapitals } from './parties-capitals';

describe('a list of parties printed in capitals', () => {
  it("gives a run in capitals a preamble's small letters, and leaves mixed case and short runs alone", () => {
    expect(recaseCapitals('BY AND AMONG BANK OF THE WEST, AS AGENT, AND HOLLISTER FOODS, INC., AS BORROWER.')).toBe(
      'by and among BANK of the WEST, as AGENT, and HOLLISTER FOODS, INC., as BORROWER.',
    );
    expect(recaseCapitals('A DELAWARE CORPORATION AND THE GENERAL PARTNER OF THE PARTNERSHIP')).toBe(
      'a DELAWARE CORPORATION and the general partner of the PARTNERSHIP',
    );
    expect(recaseCapitals('BY AND BETWEEN ALDER STREET PARTNERS, LLC D/B/A ALDER DIGITAL, A/K/A ALDER')).toBe(
      'by and between ALDER STREET PARTNERS, LLC d/b/a ALDER DIGITAL, a/k/a ALDER',
    );
    // The sides a preamble names its parties on, as a phrase; a name's own "ONE" and "SIDE" stay (cuad-086 with its
    // opening in capitals lost "JSC KARAKUDUKMUNAY" to "ONE SIDE and JSC KARAKUDUKMUNAY").
    expect(recaseCapitals('DATED JANUARY 3, 2000, ON THE ONE SIDE AND JSC KARAKUDUKMUNAY, ON THE OTHER SIDE')).toBe(
      'DATED JANUARY 3, 2000, on the one side and JSC KARAKUDUKMUNAY, on the other side',
    );
    expect(recaseCapitals('BY AND BETWEEN CAPITAL ONE, N.A. AND EAST SIDE BANK OF THE FIRST PART')).toBe(
      'by and between CAPITAL ONE, N.A. and EAST SIDE BANK of the first part',
    );
    const mixed = 'between Bank of the West, as Agent, and ACME FOODS, INC. ("Acme")';
    expect(recaseCapitals(mixed)).toBe(mixed);
  });

  it('puts a name read from capitals back in capitals, and leaves a name in mixed case as it is', () => {
    expect(asPrinted('BANK of the WEST')).toBe('BANK OF THE WEST');
    expect(asPrinted('Bank of the West')).toBe('Bank of the West');
    expect(asPrinted('eHealth, Inc.')).toBe('eHealth, Inc.');
  });
});
