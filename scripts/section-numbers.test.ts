import { describe, expect, it } from 'vitest';
import { sectionsNumberedAs } from './section-numbers';

const TEXT = '7. TERM\n7.1. The term is one year.\n  16.2 It renews\nfor 30 days. (a) Items stay.\n2.5% stays.';

describe('sections numbered in other ways', () => {
  it("takes off each number that opens a line, and nothing else (an item's letter, a number in a sentence)", () => {
    expect(sectionsNumberedAs(TEXT, 'no section numbers')).toBe(
      'TERM\nThe term is one year.\n  It renews\nfor 30 days. (a) Items stay.\n2.5% stays.',
    );
  });

  it('writes each as "Section N."', () => {
    expect(sectionsNumberedAs(TEXT, 'Section 7.2.')).toBe(
      'Section 7. TERM\nSection 7.1. The term is one year.\n  Section 16.2. It renews\nfor 30 days. (a) Items stay.\n2.5% stays.',
    );
  });
});
