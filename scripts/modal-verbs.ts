// The same contract in another drafter's modal verb: CUAD's filings mostly say "shall"; plain-English drafting says
// "will" for the same duty or event ("This Agreement will renew automatically", "Either party will give notice"). Every
// "shall" written "will", for reading a contract again with nothing it says changed (`npm run eval:layout`).

/** The text with every "shall" (as written, capitalised or in capitals) written "will". */
export const shallWrittenWill = (text: string): string =>
  text
    .replace(/\bshall\b/g, 'will')
    .replace(/\bShall\b/g, 'Will')
    .replace(/\bSHALL\b/g, 'WILL');
