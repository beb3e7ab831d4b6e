// The same terms under other defined names: every "Initial Term" and "Renewal Term" of a text (as written, or in
// capitals) named as another drafter names them, for reading a contract again with nothing it says changed (`npm run
// eval:layout`). A defined name means what its definition says, whatever it is called. The lower-case "initial term"
// is left: it is the words' own sense, not a name.

/** Each naming: what the initial term and a renewal term are called instead. */
export const TERM_NAMINGS: Record<string, { initial: string; renewal: string }> = {
  'Original Period, Extension Period': { initial: 'Original Period', renewal: 'Extension Period' },
  'Minimum Term, Additional Term': { initial: 'Minimum Term', renewal: 'Additional Term' },
};

const NAMES = /\b(Initial|INITIAL|Renewal|RENEWAL)\s+(Term|TERM)(s|S)?\b/g;

/** The text with every "Initial Term" and "Renewal Term(s)" named as `naming`, one of TERM_NAMINGS. */
export const termsNamedAs = (text: string, naming: string): string =>
  text.replace(NAMES, (_name, which: string, term: string, plural = '') => {
    const named = TERM_NAMINGS[naming][which.toLowerCase() as 'initial' | 'renewal'] + plural.toLowerCase();
    return term === 'TERM' ? named.toUpperCase() : named;
  });
