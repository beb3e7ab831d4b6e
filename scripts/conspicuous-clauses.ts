// The same clause printed in capitals where it stands, as contracts print a renewal or a term clause to make it
// conspicuous (laws on automatic renewal ask for "clear and conspicuous" terms, and drafters answer in capitals):
// "THIS AGREEMENT SHALL AUTOMATICALLY RENEW FOR SUCCESSIVE ONE (1) YEAR TERMS ...". Capitals hide which words are
// defined names ("the Launch Date"), so a reader leaning on case may read such a clause otherwise (`npm run
// eval:layout`). Written on 1 December 2026 (fifty-fifth session); the opening in capitals on 2 December 2026.
import { FILING_STAMP } from '../server/analysis/text/normalize';

/** The text with the passage at `at` in capitals, everything else as written. */
export const setInCapitals = (text: string, at: { start: number; end: number }): string =>
  text.slice(0, at.start) + text.slice(at.start, at.end).toUpperCase() + text.slice(at.end);

/** EDGAR's filing stamp, which a download adds to each page as EDGAR writes it, whatever the contract's own case. */
const STAMP = new RegExp(`(${FILING_STAMP})`);

/**
 * The text with its opening (the title, the preamble, often the recitals: the first `chars` characters) in capitals,
 * as many contracts print their preamble ("THIS AGREEMENT IS MADE AS OF THE 1ST DAY OF ... BETWEEN ..."); EDGAR's
 * filing stamps in it stay as EDGAR writes them.
 */
export const openingInCapitals = (text: string, chars = 1500): string =>
  text
    .slice(0, chars)
    .split(STAMP)
    .map((part, i) => (i % 2 === 1 ? part : part.toUpperCase()))
    .join('') + text.slice(chars);
