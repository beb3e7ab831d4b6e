import { describe, expect, it } from 'vitest';
import { furnishedAsPdf, laidOutAsPdf, pagedAsPdf, wrappedAsPdf } from './drafted-layout';

const CLAUSE =
  'Upon the expiration of the Initial Term, this Agreement shall automatically renew for additional periods of one (1) year each, unless either Party provides written notice of non-renewal to the other Party at least ninety (90) days prior to the expiration of the then-current Term.';
const words = (text: string) => text.replace(/-\n/g, '').split(/\s+/);

describe('laying a drafted clause out as a PDF gives it', () => {
  it('wraps the clause into lines no wider than its width, its words kept in order', () => {
    const laid = laidOutAsPdf(CLAUSE, 0, 'Renewal.');
    expect(laid.split('\n').every((line) => line.length <= 110)).toBe(true);
    expect(laid.split('\n').length).toBeGreaterThan(2);
    expect(words(laid)).toEqual(words(CLAUSE));
  });

  it("breaks it by a page's furniture in the middle, and heads some with a numbered heading", () => {
    const broken = laidOutAsPdf(CLAUSE, 10, 'Renewal.');
    const lines = broken.split('\n');
    expect(lines.slice(0, 2)).toEqual(['4.2', 'Renewal.']);
    const stamp = lines.findIndex((line) => line.includes('Source: HARTWELL HOLDINGS, INC., 10-K, 3/15/2011'));
    expect(stamp).toBeGreaterThan(2);
    expect(stamp).toBeLessThan(lines.length - 1);
    // Without the page's line, the clause's words are all there, one of them hyphenated across two lines.
    const rest = [...lines.slice(2, stamp), ...lines.slice(stamp + 1)].join('\n');
    expect(rest).toMatch(/[a-z]-\n[a-z]/);
    expect(words(rest)).toEqual(words(CLAUSE));
    expect(laidOutAsPdf(CLAUSE, 0, 'Term.')).not.toContain('Term.\n');
  });

  it('numbers the page it breaks on with at most three digits, however many clauses come before', () => {
    // Layout 7 prints the page's bare number.
    for (const i of [7, 1393, 2995]) expect(laidOutAsPdf(CLAUSE, i, 'Term.')).toMatch(/\n\d{1,3}\n/);
    expect(laidOutAsPdf(CLAUSE, 1393, 'Term.')).not.toMatch(/\n\d{4}\n/);
  });
});

describe('laying a whole document out again', () => {
  const page = `${'The Supplier shall deliver the Products on time and in good order.\n'.repeat(60)}`;

  it("prints a page's furniture at the first line break after every page of text, and nothing else changes", () => {
    const paged = pagedAsPdf(page, (n) => `Page ${n} of 9`);
    expect(paged.match(/Page \d of 9/g)).toEqual(['Page 2 of 9']);
    expect(paged.indexOf('Page 2 of 9')).toBeGreaterThan(3000);
    expect(paged.replace('\nPage 2 of 9', '')).toBe(page);
  });

  it("prints the furniture of a clause's layout through the text around it, as a real PDF prints it on every page", () => {
    // Clause 5 is broken by a running title of two lines; clause 9 (layout 0) by nothing.
    const [laid5, laid9] = [laidOutAsPdf(CLAUSE, 5, 'Renewal.'), laidOutAsPdf(CLAUSE, 9, 'Renewal.')];
    const furnished = furnishedAsPdf(page, laid5, `\n${page}`, 5);
    expect(furnished.match(/^Master Supply Agreement \d+$/gm)?.length).toBe(3);
    // The clause itself is left as laid out, between the two pages of text.
    expect(furnished).toContain(`\n${laid5}\n`);
    expect(furnishedAsPdf(page, laid9, page, 9)).toBe(`${page}${laid9}${page}`);
  });

  it('wraps long lines at spaces and leaves short and blank lines alone', () => {
    const text = `${CLAUSE}\n\nShort line.`;
    const narrow = wrappedAsPdf(text, 70);
    expect(narrow.split('\n').every((line) => line.length <= 70)).toBe(true);
    expect(narrow).toMatch(/\n\nShort line\.$/);
    expect(words(narrow)).toEqual(words(text));
  });
});
