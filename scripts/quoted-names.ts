// The same contract with its defined names quoted otherwise: in single quotes, as British and Commonwealth drafting
// quotes them (Acme Pty Ltd ('Supplier'), the 'Effective Date'), or in no quotes at all, as a PDF gives a name that
// was set in bold alone (Acme Pty Ltd (Supplier)). Nothing the contract says changes, so no reading should
// (`npm run eval:layout`). Written on 2 December 2026 (fifty-sixth session).

/** A name in double quotes, straight or curly: a capitalised run of one to five words. */
const QUOTED_NAME = /["“]((?:[A-Z][\w&'-]*\s+){0,4}[A-Z][\w&'-]*)["”]/g;

/** Each way of quoting a defined name, as it writes one. */
export const QUOTINGS: Record<string, (name: string) => string> = {
  'single quotes': (name) => `‘${name}’`,
  'no quotes': (name) => name,
};

/** The text with every name in double quotes quoted as `quoting`, one of QUOTINGS, says. */
export const namesQuotedAs = (text: string, quoting: string): string =>
  text.replace(QUOTED_NAME, (_quoted, name: string) => QUOTINGS[quoting](name));
