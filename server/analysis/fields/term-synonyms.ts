import { featuresGained } from '../model/sentence-model';
import { onlyWhere } from '../text/only-where';

/** Words that state a term only before a time ("for", "until", "from" ...): a global pattern of them so followed. */
const beforeATime = (words: string) =>
  new RegExp(
    String.raw`${words}(?=,?\s+(?:for|until|till|through|from|up\s+to|during|thereafter|indefinitely)\b)`,
    'gi',
  );

/**
 * A term sentence read in the words of the filings the term-clause model was fitted on. CUAD's filings state a term
 * as "This Agreement shall continue in effect until ..." and "shall expire on ..."; other drafting says "The Contract
 * shall be valid for three years", "shall last ... and shall then lapse", "ceases to have effect on". The model has
 * (next to) no weight for such words, so a plain term stated in them ranked under its floor. Each rewriting is a
 * synonym in a term's sense only, held to the context that gives it that sense ("valid" before a time, not "shall
 * remain valid and enforceable" of a severance clause). Not "this Contract" for "this Agreement": a few filings call
 * themselves so throughout, and with it the passage ranked first fell in three of five dealings of the folds. A long
 * pattern is tried only where a word it cannot match without stands (onlyWhere), for speed.
 */
const TERM_SYNONYMS: [RegExp | ReturnType<typeof onlyWhere>, string][] = [
  // "shall last for", "lasts until": the verb (not "the last day").
  [onlyWhere(/last/i, /\b(shall|will|to|may|would|should)\s+last\b/gi), '$1 continue'],
  [/\blasts\b(?=\s+(?:for|until|till|through|from|in)\b)/gi, 'continues'],
  // Valid, operative or in operation for, until or from a time: in effect.
  [
    onlyWhere(
      /valid|operati/i,
      /\b(be|is|are|remains?|stays?|continues?\s+to\s+be)\s+(?:valid|operative|in\s+operation)\b(?=,?\s+(?:for|until|till|through|from|up\s+to|during|as\s+from|as\s+of|with\s+effect\s+from|thereafter|indefinitely)\b)/gi,
    ),
    '$1 in effect',
  ],
  // "shall have effect for a period of", "has effect until" (British drafting): in effect.
  [
    onlyWhere(/have\s+effect/i, beforeATime(String.raw`\b(shall|will|to|may|would|should)\s+have\s+effect\b`)),
    '$1 be in effect',
  ],
  [beforeATime(String.raw`\bhas\s+effect\b`), 'is in effect'],
  // A label of the last day alone ("Expiry: 30 September 2011", "Expires: June 30, 2027"): the Expiration Date's.
  [/^(\W*)(?:expiry|expiration|expires|end)\s*:/gi, '$1Expiration Date:'],
  // "will stay in place for", "remains in place until": in effect.
  [
    onlyWhere(
      /in\s+place/i,
      beforeATime(String.raw`\b(be|is|are|remains?|stays?|continues?\s+to\s+be)\s+in\s+place\b`),
    ),
    '$1 in effect',
  ],
  // "is concluded for a fixed period of" (civil-law drafting): in effect for. Not "enters into force" as "becomes
  // effective": CUAD's term clauses that open so then ranked first less often (in three of five dealings of the folds).
  [onlyWhere(/concluded/i, /\b(is|be|are|was|been)\s+concluded\s+for\b/gi), '$1 in effect for'],
  // Ends: "shall then lapse", "ceases to have effect", "runs out", "comes to an end".
  [/\blapses\b/gi, 'expires'],
  [/\blapsed\b/gi, 'expired'],
  [/(?<!\b(?:a|any|no|without|the)\s+)\blapse\b(?!\s+(?:of|in)\b)/gi, 'expire'],
  [/\bceases\s+to\s+(?:have\s+(?:any\s+)?effect|be\s+in\s+(?:full\s+)?(?:force|effect))\b/gi, 'expires'],
  [/\bcease\s+to\s+(?:have\s+(?:any\s+)?effect|be\s+in\s+(?:full\s+)?(?:force|effect))\b/gi, 'expire'],
  [onlyWhere(/runs\s+out|comes\s+to/i, /\b(?:runs\s+out|comes\s+to\s+an\s+end)\b/gi), 'expires'],
  [onlyWhere(/run\s+out|come\s+to/i, /\b(?:run\s+out|come\s+to\s+an\s+end)\b/gi), 'expire'],
  // "The period of validity of this Agreement", "The validity of this Contract shall be three years": its term (not
  // "shall not affect the validity or enforceability" of a severance clause).
  [onlyWhere(/validity/i, /\b(?:period\s+of\s+validity|validity\s+period|term\s+of\s+validity)\b/gi), 'term'],
  [
    /\bvalidity(?=\s+of\s+(?:this|the)\s+\w+\s+(?:shall\s+be|will\s+be|is)\s+(?:for\b|from\b|until\b|a\s+period\b|\w+\s+(?:\(\d+\)\s+)?(?:years?|months?)\b))/gi,
    'term',
  ],
  // "The period of performance under this Agreement" (United States government drafting): its term; not "the period
  // of performance shall be extended" of a force majeure clause.
  [/\bperiod\s+of\s+performance\b(?=\s+(?:of|under|for)\s+(?:this|the)\s+(?:Agreement|Contract)\b)/gi, 'term'],
  // "The period during which this Agreement is in force shall end on": the term of this Agreement.
  [
    onlyWhere(
      /which/i,
      /\b(the)\s+period\s+(?:during|in)\s+which\s+(this|the)\s+(agreement|contract)\s+(?:is|remains|shall\s+(?:be|remain))\s+in\s+(?:full\s+)?(?:force|effect)(?:\s+and\s+effect)?/gi,
    ),
    '$1 term of $2 $3',
  ],
  // The day the contract is signed, as contracts translated from other languages say it comes into force ("comes into
  // force from the moment of its signing by the Parties", "shall come into effect after being signed and sealed by
  // both parties"): on the Effective Date, as CUAD's filings name that day; their own words for signing weigh against
  // a term. Only after coming into force or effect: "ten (10) years from the date of the signing" of an exclusive grant
  // (cuad-031) then outranked more term passages under cross-validation.
  [
    onlyWhere(
      /sign/i,
      /\b(into\s+(?:force|effect)|takes?\s+effect|effective|valid)\s+(from|on|upon|after|as\s+(?:of|from))\s+(?:the\s+(?:date|day|moment)\s+of\s+(?:its\s+|the\s+)?(?:signing|signature)(?:\s+of\s+(?:this|the)\s+(?:agreement|contract))?|(?:its\s+)?being\s+signed(?:\s+and\s+sealed)?)(?:\s+(?:by|of)\s+(?:both|all|the)\s+parties)?/gi,
    ),
    '$1 $2 the Effective Date',
  ],
  [/\btill\b/gi, 'until'],
  // The first term under another name ("the Original Period", "the Minimum Term", "the Primary Term", "Initial
  // Period"): the Initial Term. A drafter names it freely; the model weighs only the name CUAD's filings mostly use.
  [
    onlyWhere(/original|primary|minimum|initial/i, /\b(?:original|primary|minimum|initial)\s+(?:term|period)\b/gi),
    'Initial Term',
  ],
];

export const inTermWords = (text: string) =>
  TERM_SYNONYMS.reduce((read, [pattern, replacement]) => read.replace(pattern, replacement), text);

/**
 * The words a sentence gains when read in the term-clause model's words (inTermWords), as features beside its own
 * words: the weights CUAD's "continue in effect" and "expire" earned then count for "be valid" and "lapse" too.
 */
export const termSynonymFeatures = (text: string) => featuresGained(text, inTermWords(text));
