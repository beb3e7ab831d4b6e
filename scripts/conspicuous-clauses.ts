// The same clause printed in capitals where it stands, as contracts print a renewal or a term clause to make it
// conspicuous (laws on automatic renewal ask for "clear and conspicuous" terms, and drafters answer in capitals):
// "THIS AGREEMENT SHALL AUTOMATICALLY RENEW FOR SUCCESSIVE ONE (1) YEAR TERMS ...". Capitals hide which words are
// defined names ("the Launch Date"), so a reader leaning on case may read such a clause otherwise (`npm run
// eval:layout`). Written on 1 December 2026 (fifty-fifth session).

/** The text with the passage at `at` in capitals, everything else as written. */
export const setInCapitals = (text: string, at: { start: number; end: number }): string =>
  text.slice(0, at.start) + text.slice(at.start, at.end).toUpperCase() + text.slice(at.end);
