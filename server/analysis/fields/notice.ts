import { evidenceOf, type Finding, type PreparedDocument } from '../text/document';
import { DURATION, durationFrom, toDays } from './durations';

/** Sentences about stopping a renewal: notice of non-renewal, or of termination at the end of a term. */
const NON_RENEWAL_CONTEXT =
  /\b(?:non-?renewal|not\s+to\s+(?:renew|extend)|intent(?:ion)?\s+(?:not\s+)?to\s+(?:renew|terminate)|unless\s+(?:either|a|one|any)\s+party|prior\s+to\s+the\s+(?:end|expiration|expiry)\s+of\s+(?:the\s+|such\s+|any\s+)?(?:then[- ]current\s+|initial\s+|renewal\s+|current\s+)?(?:term|period)|before\s+the\s+(?:end|expiration|expiry)\s+of\s+(?:the\s+|such\s+|any\s+)?(?:then[- ]current\s+|initial\s+|renewal\s+|current\s+)?(?:term|period))/i;
const NOTICE = /\bnotice|\bnotif/i;

/** Days of notice needed to stop a renewal ("ninety (90) days' written notice of non-renewal"). */
export function findNoticePeriod(doc: PreparedDocument): Finding<number> | null {
  for (const sentence of doc.sentences) {
    const text = sentence.text;
    if (!NON_RENEWAL_CONTEXT.test(text) || !NOTICE.test(text) || !/renew|expir|term\b|extend/i.test(text)) continue;
    const pattern = new RegExp(DURATION, 'gi');
    for (const match of text.matchAll(pattern)) {
      const duration = durationFrom(match.slice(1));
      if (!duration) continue;
      const around = text.slice(match.index + match[0].length, match.index + match[0].length + 80);
      // A notice period is followed by notice / prior / before / in advance, not by "term" or "period" of renewal.
      if (!/^\W*(?:s\b|')?\s*(?:prior|advance|before|written|notice|in\s+advance|or\s+more|preceding)/i.test(around))
        continue;
      return { value: toDays(duration), evidence: evidenceOf(sentence) };
    }
  }
  return null;
}
