import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { DURATION, durationFrom, toDays } from './durations';

/** Sentences about stopping a renewal: notice of non-renewal, or of ending the agreement at the end of a term. */
const NON_RENEWAL_CONTEXT =
  /\b(?:non-?renewal|not\s+(?:to\s+)?(?:be\s+)?(?:renew|extend)|intent(?:ion)?\s+(?:not\s+)?to\s+(?:renew|terminate)|unless\s+(?:either|a|one|any|the\s+other)?\s*party|unless\s+terminated|(?:prior\s+to|before)\s+(?:the\s+)?(?:end|expiration|expiry|lapse|anniversary)\b|at\s+the\s+end\s+of\s+the\s+(?:initial|then|current|renewal)|prior\s+to\s+the\s+anniversary|(?:indefinitely|month[- ]to[- ]month|year[- ]to[- ]year)[^.;]{0,80}until\s+terminated)/i;
/** Notices of some other thing: insurance policies, options to renew, price changes. */
const OTHER_NOTICE =
  /\b(?:polic(?:y|ies)|insur|option|price|pricing|deficienc|adjust|negotiat|discuss|decide|breach|default|insolven|bankrupt|(?:choose|elect|wish|desire)s?\s+to\s+renew)/i;
/** What follows a notice period: notice, prior, before, in advance. */
const NOTICE_FOLLOWS =
  /^\W*(?:s\b|')?\s*(?:prior|advance|before|written|notice|in\s+advance|or\s+more|preceding|notification|following\s+(?:the\s+)?(?:renewal\s+)?notice)/i;
/** Sentences that speak of not renewing are read first; the end-of-term ones after them. */
const STRONG_CONTEXT = /\b(?:non-?renewal|not\s+(?:to\s+)?(?:be\s+)?(?:renew|extend)|intent(?:ion)?\s+not\s+to)/i;

/** Days of notice needed to stop a renewal ("ninety (90) days' written notice of non-renewal"). */
export function findNoticePeriod(doc: PreparedDocument): Finding<number> | null {
  const strong = doc.sentences.filter((sentence) => STRONG_CONTEXT.test(sentence.text));
  const rest = doc.sentences.filter((sentence) => !STRONG_CONTEXT.test(sentence.text));
  for (const sentence of [...strong, ...rest]) {
    const text = sentence.text;
    if (!NON_RENEWAL_CONTEXT.test(text) || !/renew|expir|term\b|extend|anniversary|lapse/i.test(text)) continue;
    if (OTHER_NOTICE.test(text) && !/\bunless\b/i.test(text)) continue;
    for (const match of text.matchAll(new RegExp(DURATION, 'gi'))) {
      const duration = durationFrom(match.slice(1));
      if (!duration) continue;
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 80);
      if (!NOTICE_FOLLOWS.test(after)) continue;
      return { value: toDays(duration), evidence: evidenceOf(sentence) };
    }
  }
  return null;
}
