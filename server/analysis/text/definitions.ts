/**
 * A sentence that opens by defining a name: '"Contract Year" means ...', '1.4 "Royalty Period" refers to ...',
 * '"Quarter" has the meaning ...'. One pattern for the sentence splitter (a definition opens a sentence) and for the
 * term readers (a definition of some other period says nothing about the agreement's term).
 */
export const DEFINED_NAME = /["“']([^"”']{1,40})["”']\s+(?:shall\s+)?(?:means?|refers?\s+to|has\s+the\s+meaning)\b/;

/**
 * A definition at the start of a sentence, after an optional section number ("1.4", "(a)") and "As used herein,".
 */
const DEFINITION = new RegExp(
  `^\\W*(?:[([]?[a-z0-9.]{1,6}[)\\].]?\\s+)?(?:as\\s+used\\s+(?:herein|in\\s+this\\s+agreement),\\s+(?:the\\s+)?)?${DEFINED_NAME.source}`,
  'i',
);

/** The name a sentence opens by defining, if it does. */
export const definedName = (text: string): string | undefined => DEFINITION.exec(text)?.[1];

/**
 * Names of the agreement's own term and its last day: "Term", "Initial Term", "Contract Period", "Agreement", the first
 * term under another name ("Original Period", "Minimum Term", "Primary Term"), the term of what the agreement is
 * ("Subscription Term", "Engagement Period", "Lease Term", "License Period", as a label's "Term of Engagement:" is
 * read; not a "Services Period", which cuad-076 ends two years before its "Contract Period"), "Expiration Date" (as the
 * label "Expiration Date:" is read). Not "Renewal Term": its length is a renewal's, not the initial term's; nor
 * "Termination Date", as often the day of an early termination.
 */
const TERM_PERIOD_NAME = String.raw`(?:th(?:e|is)\s+)?(?:(?:initial|original|minimum|primary|contract|agreement)\s+)?(?:term|duration)|(?:initial|original|minimum|primary|contract|agreement)\s+period|(?:initial\s+)?(?:subscription|engagement|employment|membership|tenancy|rental|lease|licen[cs]e)\s+(?:term|period)|(?:(?:initial\s+)?term\s+|agreement\s+)?(?:expiration|expiry|end)\s+date`;
const TERM_NAME = new RegExp(String.raw`^(?:${TERM_PERIOD_NAME}|(?:this\s+)?(?:agreement|contract))$`, 'i');
/** The name of the term or its last day, not of the agreement itself ("'Agreement' means this Agreement and ..."). */
const TERM_PERIOD = new RegExp(`^(?:${TERM_PERIOD_NAME})$`, 'i');

/**
 * Whether a sentence defines a named thing other than the term or the agreement ("'Contract Year' means any period
 * of twelve (12) consecutive months commencing on the Effective Date"): its lengths and dates are that thing's, not
 * the end of the agreement.
 */
export function definesOtherThanTerm(text: string): boolean {
  const name = definedName(text);
  return name !== undefined && !TERM_NAME.test(name);
}

/**
 * Whether a sentence opens by saying what the term or its last day is: '"Contract Period" shall mean that period of
 * time commencing on ...', '"Term" means the period of five (5) years beginning on the Effective Date'. Not a name
 * whose meaning is given elsewhere ('"Initial Term" has the meaning set forth in Section 15'): that states no term.
 */
export function definesTheTerm(text: string): boolean {
  const match = DEFINITION.exec(text);
  return match !== null && TERM_PERIOD.test(match[1]) && /\bmeans?\s*$/i.test(match[0]);
}
