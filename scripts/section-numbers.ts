// The same sections numbered as other drafters number them: each section number that opens a line ("7.2.", "16.1",
// "4.") taken off, as in contracts whose sections have headings and no numbers, or written "Section 7.2.", for reading
// a contract again with nothing it says changed (`npm run eval:layout`). Lettered items ("(a)", "b)") are kept: a
// list without its markers runs its items into one sentence, as no drafter writes it.

/** A section number at a line's start, with the spaces after it: "7.2. ", "16.1 ", "4. ". */
const SECTION_NUMBER = /^([ \t]*)((?:\d{1,2}\.)+\d{0,2})[ \t]+(?=\S)/gm;

/** Each numbering: how a line's section number ("7.2." or "7.2") is written instead. */
export const NUMBERINGS: Record<string, (number: string) => string> = {
  'no section numbers': () => '',
  'Section 7.2.': (number) => `Section ${number.replace(/\.$/, '')}. `,
};

/** The text with every section number that opens a line written as `numbering`, one of NUMBERINGS. */
export const sectionsNumberedAs = (text: string, numbering: string): string =>
  text.replace(SECTION_NUMBER, (_line, indent: string, number: string) => indent + NUMBERINGS[numbering](number));
