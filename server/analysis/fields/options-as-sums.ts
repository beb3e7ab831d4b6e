/**
 * A term and its extensions written as a sum, as public contracts and tenders write them: "3 + 1 + 1 years", "3 years
 * + 1 + 1", "2 years + 12 months + 12 months". The first addend is the term; each after it is an extension the buyer
 * may take, so the sum says an option to extend and its length.
 */
const SUM = /\b\d{1,2}(?:\s*(?:years?|months?))?(?:\s*\+\s*\d{1,2}(?:\s*(?:years?|months?))?(?![\d.,]))+/gi;
/**
 * Where a sum is a term's and its extensions', not a price's or a count's: in a row that labels a term or a duration
 * ("Contract duration: 3 years + 1 + 1", "Term: 2 + 2 years"), or with extensions or options named after it ("3 + 1 +
 * 1 years (optional extensions)", "4 + 2 year extension").
 */
const TERM_ROW_BEFORE = /\b(?:term|duration|period|length)\s*[:|-]\s*$/i;
const EXTENSIONS_AFTER = /^[^.;]{0,40}?\b(?:extensions?|options?|optional)\b/i;

/** The length of one extension in a term's sum, in months, or null where the text writes no such sum. */
export function extensionMonthsInSum(text: string): number | null {
  for (const sum of text.matchAll(SUM)) {
    const before = text.slice(Math.max(0, sum.index - 40), sum.index);
    const after = text.slice(sum.index + sum[0].length);
    if (!TERM_ROW_BEFORE.test(before) && !EXTENSIONS_AFTER.test(after)) continue;
    const addends = sum[0].split('+').map((addend) => /(\d+)\s*(year|month)?/i.exec(addend)!);
    // The extension takes its own unit, else that of the next addend that writes one ("3 + 1 + 1 years"), else the
    // term's ("3 years + 1 + 1").
    const withUnit = addends.slice(1).find((addend) => addend[2]) ?? addends[0];
    const unit = withUnit[2]?.toLowerCase();
    if (!unit) continue;
    const amount = Number(addends[1][1]);
    return unit === 'year' ? amount * 12 : amount;
  }
  return null;
}
