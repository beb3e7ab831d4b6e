/**
 * Whether a renewal needs a second decision: the other party's consent, or both parties'. A renewal one party may make
 * "with the consent of both Parties", "provided that the Licensor consents", "if the Customer so requests and the
 * Supplier agrees", or "only if the Franchisor, acting reasonably, approves" is one only both can make (`mutual`),
 * however permissive its verb ("may extend", "will be renewed"). Read by word classes (the nouns and verbs of consent,
 * the words that make a condition of them, the parties who give it), not by any contract's wording: five held-out
 * batches in a row found consent written in words the one before had not named (docs/analysis-journal.md).
 */

/** The nouns of consent. */
const CONSENT_NOUN = String.raw`consent|assent|approval|agreement|acceptance|concurrence|accord|understanding|authori[sz]ation|permission`;
/**
 * The verbs of consent, and of the decisions and signatures by which it is given ("so decide", "jointly so determine",
 * "countersigns it").
 */
const CONSENT_VERB = String.raw`consent(?:s|ed)?|assent(?:s|ed)?|approve[sd]?|agree[sd]?|accept(?:s|ed)?|concur(?:s|red)?|authori[sz]e[sd]?|permit(?:s|ted)?|decide[sd]?|determine[sd]?|confirm(?:s|ed)?|endorse[sd]?|ratif(?:y|ies|ied)|(?:counter)?sign(?:s|ed)?(?:\s+off)?|execute[sd]?`;
/** The consent verbs as several give them together ("the parties agree", "Licensor and Licensee so decide"). */
const PLURAL_CONSENT_VERB = String.raw`consent|assent|approve|agree|accept|concur|decide|determine|confirm|wish|desire|elect`;
/** The same as a condition names them after "subject to": "subject to the parties agreeing upon the pricing". */
const CONSENT_GERUND = String.raw`consenting|agreeing|approving|accepting|deciding|confirming`;
/** What a consent may be given to, after its verb: "approves the Franchisee's renewal request", "consents thereto". */
const CONSENTED_TO = String.raw`(?:\s+(?:in\s+writing|thereto|it|them|the\s+same|to\s+(?:it|this|that|such|the|any|a)\b[^.;,]{0,40}|(?:to\s+)?(?:the|such|its|any|that|this|a)\s+(?:[\w’'-]+\s+){0,2}(?:renewal|extension|continuation|request|application|proposal|offer)s?))?(?:\s+in\s+writing)?`;

/**
 * Words after which a consent verb's form is a noun: "renew as necessary, all permits, licences and registrations"
 * names no one permitting anything.
 */
const A_NOUN_FOLLOWS = String.raw`\b(?:all|any|the|such|its|their|his|her|an?|of|other|required|necessary)\s+`;

/** What makes "together" name several things as one: "(together, the "Term")", "together referred to as". */
const NAMED_TOGETHER = String.raw`(?!,?\s+(?:the\s+)?["“]|,?\s+(?:being\s+)?(?:referred|called|known|termed|defined|designated)\b)`;

/**
 * A consent given by someone, as a condition of the renewal:
 * - a consent noun of the parties or of one of them ("the written assent of each of the parties", "the agreement of
 *   the Consultant", "the prior written approval of the Purchaser", "acceptance by the other party"), or a party's
 *   ("the Purchaser's prior consent");
 * - a consent verb made a condition ("provided that the Licensor consents in writing", "and the Supplier agrees",
 *   "only if the Franchisor, acting reasonably, approves the Franchisee's renewal request", "where the Client and the
 *   Contractor so decide in writing");
 * - both parties wishing, signing, agreeing, so notifying or willing ("if they both wish", "only where both parties
 *   sign", "if both parties so notify", a letter's "if both of us are happy"), or acting jointly, together or by common
 *   accord;
 * - the parties desiring or agreeing to renew, a renewal by (written) agreement, reaching agreement, an instrument
 *   executed by the parties;
 * - anything mutual ("by mutual understanding", "mutually acceptable"), or agreed between the parties (or "between
 *   us").
 */
const CONSENT_GIVEN = new RegExp(
  [
    String.raw`\b(?:${CONSENT_NOUN})\s+(?:of|by)\s+(?:both|all|each|the)\b`,
    String.raw`\b(?!its\b)[\w-]+['’]s?\s+(?:(?:prior|express|written)\s+){0,3}(?:${CONSENT_NOUN})\b`,
    // A vendor's terms to its customer: "renewal requires your acceptance and payment", "with our approval"; not "our
    // agreement" or "your understanding", which name the contract or a belief.
    String.raw`\b(?:your|our)\s+(?:(?:prior|express|written)\s+){0,3}(?:consent|approval|acceptance|authori[sz]ation|permission)\b`,
    String.raw`\b(?:if|provided|where|when|subject\s+to|and)\b[^.;]{0,60}?\b(?<!${A_NOUN_FOLLOWS})(?:so\s+)?(?:${CONSENT_VERB})${CONSENTED_TO}\s*(?:[.,;)]|$)`,
    String.raw`\b(?:both|all)\s+(?:(?:of\s+the\s+)?parties\s+|of\s+(?:them|us|you)\s+)?(?:so\s+)?(?:wish|desire|agree|consent|sign|execute|elect|confirm|notify|are\s+(?:happy|willing|content|agreeable))\b`,
    // "upon both the Licensor and the Licensee executing a renewal letter", "if both Buyer and Seller approve".
    String.raw`\bboth\s+(?:the\s+)?[\w’'-]+\s+and\s+(?:the\s+)?[\w’'-]+\s+(?:(?:so|expressly|shall|have)\s+)?(?:wish|desir|agree|consent|sign|execut|approv|accept|confirm)\w*`,
    // Consent given by the parties together, or by every party, as a condition, however many words of manner stand
    // between ("if the parties expressly agree in writing to renew it", "where the Company and the Consultant so agree
    // in writing", "if each Party confirms its wish to extend"); not "unless the parties agree otherwise".
    String.raw`\b(?:if|provided|where|when|only|subject\s+to)\b[^.;]{0,60}?\b(?:parties|they|(?:and|&)\s+(?:the\s+)?[\w’'-]+)\s+(?:(?:hereto|expressly|mutually|jointly|both|each|all|so|shall|do|may|can|then)\s+)*(?:${PLURAL_CONSENT_VERB}|${CONSENT_GERUND})\b(?!\s+(?:otherwise|not)\b)`,
    String.raw`\beach\s+(?:of\s+the\s+)?part(?:y|ies)\s+(?:(?:expressly|so|shall|then)\s+)*(?:agree|consent|approve|confirm|signif(?:y|ies))\w*\b(?!\s+(?:otherwise|not)\b)`,
    String.raw`\bthey\s+(?:both|all|each)\s+(?:so\s+)?(?:wish|desire|agree|consent)\b`,
    // Not "together with": "This Agreement, together with its Schedules, may be renewed by Licensee"; nor a name given
    // to several things together ("the Initial Term and such extension periods, together, the "Term"", "are together
    // referred to as").
    String.raw`\b(?:jointly|together(?!\s+with\b)${NAMED_TOGETHER}|by\s+common\s+(?:${CONSENT_NOUN}))\b`,
    // A discretion both parties hold: "at the discretion of both parties".
    String.raw`\bdiscretion\s+of\s+(?:both|all|each)\b`,
    String.raw`\b(?:the|both|all)\s+parties\s+(?:hereto\s+)?(?:so\s+)?(?:wish|desire|agree|consent)\s+to\s+(?:renew|extend|continue)`,
    String.raw`\b(?:by|upon|under)\s+(?:(?:mutual|written|separate|further)\s+){0,2}agreement\b(?!\s+of\s+(?:this|the\s+agreement))`,
    String.raw`\b(?:reach(?:es|ed|ing)?|arriv(?:e|es|ed|ing)\s+at)\s+(?:an?\s+)?(?:mutual\s+)?(?:agreement|accord)\b`,
    String.raw`\b(?:instrument|amendment|agreement|addendum|document)\s+(?:(?:duly|properly|validly|jointly)\s+)?(?:signed|executed)\s+by\s+(?:(?:the|both|all|each\s+of\s+the)\s+)?parties\b`,
    // Both parties' act made what a renewal requires or waits on: "shall require the execution of a written amendment
    // by both parties", "unless agreed in writing by both parties"; not a signing that only dates the contract
    // ("effective upon execution by both parties, and renews automatically").
    String.raw`\brequir(?:e|es|ed|ing)\s+(?:the\s+)?(?:[\w-]+\s+){0,6}?by\s+(?:both|all|each\s+of\s+the)\s+parties\b`,
    String.raw`\b(?:unless|only\s+(?:if|when|where|upon|by|with))\b[^.;]{0,40}?\b(?:${CONSENT_VERB})\s+(?:(?:in\s+writing|jointly|expressly)\s+)*by\s+(?:(?:both|all|each\s+of\s+the|the)\s+)?parties\b`,
    String.raw`\bmutual(?:ly)?\b`,
    String.raw`\bagreed\s+(?:upon\s+|to\s+)?(?:between|among|by)\s+(?:the\s+|both\s+|all\s+)?parties\b`,
    // A supplier's letter in the first person: "renewed on terms agreed between us" (not "agreed by us", its own say).
    String.raw`\bagreed\s+(?:upon\s+)?(?:between|among)\s+(?:us|you\s+and\s+(?:us|me))\b`,
    String.raw`\bmay,?\s+(?:in\s+its\s+(?:sole\s+|absolute\s+)?discretion,?\s+)?(?:approve|accept|grant)\s+(?:or\s+\w+\s+)?(?:the|such|its|any|that)\s+(?:application|request|proposal|renewal|extension)\b`,
  ].join('|'),
  'i',
);

/**
 * A consent said not to be needed: "without the need for the Manager's consent", "no consent of either party shall be
 * required". Taken out before reading, so that it makes no renewal mutual; not a "without" after a denial, which makes
 * the consent a condition of the renewal ("The Term may not be extended without the prior written consent of both
 * parties"), though not of another thing denied ("Customer shall not, without Kubient's prior written consent, solicit").
 */
const CONSENT_NOT_NEEDED = new RegExp(
  String.raw`\b(?:(?<!\b(?:not|never|cannot)\s+(?:be\s+)?(?:renew|extend)\w*\b[^.;]{0,40})without|no|not\s+(?:need|require)\w*)\s+(?:the\s+)?(?:need\s+for\s+)?(?:any\s+)?(?:[\w’'-]+\s+){0,3}?(?:${CONSENT_NOUN})(?:\s+(?:of|from)\s+(?:either|any|the\s+other|the)\s+[\w-]+)?`,
  'gi',
);

/** An option named as such: "at the option of Distributor", "at its sole option", "an option to renew". */
const NAMED_OPTION = /\b(?:at\s+(?:the|its|their)\s+(?:sole\s+)?option|options?\s+(?:to|of)\s+(?:renew|extend))/i;
/** A consent to the particulars of a renewal, not to the renewal: "the parties' agreement on minimum purchase quantities". */
const CONSENT_ON_PARTICULARS = new RegExp(
  String.raw`\b(?:${CONSENT_NOUN})(?:\s+of\s+(?:the\s+)?[\w’'-]+)?\s+(?:on|as\s+to|regarding|concerning)\s+[^.;,]{1,60}`,
  'gi',
);

/**
 * Whether a sentence about renewing makes the renewal wait on another's consent, or on both parties'. Where it names
 * the renewal one party's option, a consent to its particulars leaves it that party's: "renewable ... at the option of
 * Distributor, subject to the parties' agreement on minimum purchase quantities".
 */
export function needsAnothersConsent(text: string): boolean {
  const needed = withoutHoldersOwnConsent(text.replace(CONSENT_NOT_NEEDED, ' '));
  const read = NAMED_OPTION.test(needed) ? needed.replace(CONSENT_ON_PARTICULARS, ' ') : needed;
  return CONSENT_GIVEN.test(read) || CONSENT_OF_TWO_NAMED.test(read) || CONSENT_BY_NAMED.test(read);
}

/**
 * The consent of two parties named by their defined terms, without "the parties" or "both": "subject to the written
 * agreement of Distributor and Company", "the approval of the Licensor and the Licensee". Case-sensitive: the names are
 * capitalised, as two nouns joined by "and" in lower case need not be parties.
 */
const CONSENT_OF_TWO_NAMED = new RegExp(
  String.raw`\b(?:${CONSENT_NOUN})\s+of\s+(?:the\s+)?[A-Z][\w’'-]*\s+and\s+(?:the\s+)?[A-Z][\w’'-]*`,
);

/**
 * A consent given by a party named by its defined term, without "the": "written acceptance by Company", "where approved
 * in writing by Company and Consultant". Case-sensitive, as CONSENT_OF_TWO_NAMED.
 */
const CONSENT_BY_NAMED = new RegExp(
  String.raw`\b(?:${CONSENT_NOUN}|approved|accepted|agreed\s+to|consented\s+to|authori[sz]ed)\s+(?:in\s+writing\s+)?by\s+[A-Z][\w’'-]*`,
);

/**
 * The party that holds an option to renew, named as the subject of its verb: "The Customer may renew", "Licensee
 * shall have the right to extend", "the Tenant may, at its option, renew".
 */
const OPTION_HOLDER =
  /\b(?:the\s+)?([A-Z][\w’'-]+)\s+(?:may|shall\s+(?:have|be\s+entitled)|will\s+have|has|is\s+entitled)\b[^.;]{0,60}?\b(?:renew|extend)/;

/** A renewal asked for: "if the Customer so requests", "at the request of the Tenant", "requests an extension". */
const ASKED_FOR = /\b(?:so\s+requests?|request\s+of|requests?\s+(?:it|an?\s+(?:renewal|extension)))\b/i;

/** A party asking, named: "at Distributor's request", "upon Agent's written application", "at the request of Tenant". */
const ASKED_BY =
  /\b(?:([A-Z][\w-]*)['’]s?\s+(?:(?:prior|written)\s+)*(?:request|application)|(?:request|application)\s+of\s+(?:the\s+)?([A-Z][\w-]*))\b/;

/**
 * Subjects that name no party: "This Agreement may be extended", "Either party may renew", "the Term shall have been
 * extended".
 */
const NO_PARTY = /^(?:This|The|Either|Each|Both|Neither|Any|It|Upon|At|On|Agreement|Term|Contract|Lease|Licen[cs]e)$/;

/**
 * One party asking and another deciding, two decisions: "Company may, at its sole discretion, agree to renew this
 * Agreement at Distributor's request". Not the holder asking for its own renewal ("At Licensee's request, the Term shall
 * be extended" names no other holder). Whether what is extended is the agreement ("The Bank may, at the request of the
 * Borrower, extend the Maturity Date" is not) the caller reads: renewal.ts, whose readers alone read it, so a sentence
 * they leave to the words' kind ("Upon Agent's application, the Principal may in its discretion extend the
 * appointment") stays an option.
 */
export function askedOfAnother(text: string): boolean {
  const asked = ASKED_BY.exec(text);
  const asker = asked?.[1] ?? asked?.[2];
  const holder = OPTION_HOLDER.exec(text)?.[1];
  return !!asker && !!holder && !NO_PARTY.test(holder) && !NO_PARTY.test(asker) && asker !== holder;
}

/**
 * A sentence with the consent of the option's own holder taken out: "The Customer may renew ... if the Customer agrees
 * to the price increase" is the Customer's option; its agreeing is its own decision, no other's.
 */
function withoutHoldersOwnConsent(text: string): string {
  const holder = OPTION_HOLDER.exec(text)?.[1];
  // Where another party asks for it ("if the Customer so requests and the Supplier agrees"), the holder's agreeing is
  // the second decision.
  if (!holder || NO_PARTY.test(holder) || ASKED_FOR.test(text)) return text;
  const own = new RegExp(
    String.raw`\b(?:if|provided(?:\s+that)?|where|when|and)\s+(?:the\s+)?${holder}\s+(?:so\s+)?(?:${CONSENT_VERB})\b`,
    'g',
  );
  return text.replace(own, ' ');
}
