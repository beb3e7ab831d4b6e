// The same contract under other defined names: every "Initial Term" and "Renewal Term" of a text named as another
// drafter names them, the document calling itself a "Contract" where it says "Agreement", or the day it takes effect
// named for its start ("Commencement Date", "Start Date") where it says "Effective Date", for reading a contract
// again with nothing it says changed (`npm run eval:layout`). A defined name means what its definition says, whatever
// it is called. Names are renamed as written ("Initial Term"), in capitals ("INITIAL TERM") and in the plural; the
// lower case ("the initial term", "an agreement") is the words' own sense, not a name, and is left.

/** Each naming: the names renamed, each [as written, renamed]. */
export const NAMINGS: Record<string, [name: string, renamed: string][]> = {
  'Original Period, Extension Period': [
    ['Initial Term', 'Original Period'],
    ['Renewal Term', 'Extension Period'],
  ],
  'Minimum Term, Additional Term': [
    ['Initial Term', 'Minimum Term'],
    ['Renewal Term', 'Additional Term'],
  ],
  'the Agreement a Contract': [['Agreement', 'Contract']],
  'the Effective Date a Commencement Date': [['Effective Date', 'Commencement Date']],
  'the Effective Date a Start Date': [['Effective Date', 'Start Date']],
};

/** The text with every name of `naming`, one of NAMINGS, renamed as written, in capitals and in the plural. */
export const namedAs = (text: string, naming: string): string =>
  NAMINGS[naming].reduce(
    (renamed, [name, to]) =>
      renamed
        .replace(new RegExp(String.raw`\b${name}(s?)\b`, 'g'), (_name, plural: string) => to + plural)
        .replace(new RegExp(String.raw`\b${name.toUpperCase()}(S?)\b`, 'g'), (_name, plural: string) =>
          (to + plural).toUpperCase(),
        ),
    text,
  );
